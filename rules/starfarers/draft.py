"""The draft setup (variant `setup_draft`, spec §10 [designed]), in place of the fixed start positions.

Round 1 in seat order from the start player: each places a colony on any free Catanian colony point. Round 2 in
reverse order: a second colony. Round 3 in seat order: a space port (colony and ring) on a free Catanian colony
point, then at once the colony ship (transporter 1) on a free launch point of that port. With three players the
three Catanian points left then take neutral colonies (D20, D37). Then the starting hands are dealt and the start
player's first turn begins.

`State.task` is (step,): the number of placements made so far; the step says whose turn it is and what they place.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.frozen import evolve
from rules.starfarers.board import SYSTEMS, launch_points
from rules.starfarers.setup import deal_hands
from rules.starfarers.state import ROLL, Ship, State

HOME_POINTS: tuple[str, ...] = tuple(sorted(p for s in SYSTEMS if s.home for p in s.colony_points))
HOME_OF = {point: s.id for s in SYSTEMS if s.home for point in s.colony_points}


def order(state: State) -> list[tuple[int, str]]:
    """Every placement of the draft in order: (seat, what) with what in colony, port, ship."""
    n = len(state.seats)
    ahead = [(state.start + k) % n for k in range(n)]
    steps = [(seat, "colony") for seat in ahead]
    steps += [(seat, "colony") for seat in reversed(ahead)]
    for seat in ahead:
        steps += [(seat, "port"), (seat, "ship")]
    return steps


def placing(state: State) -> tuple[int, str]:
    return order(state)[int(state.task[0])]


def free_points(state: State) -> list[str]:
    taken = {c for p in state.players for c in p.colonies} | set(state.neutral)
    return [point for point in HOME_POINTS if point not in taken]


def choices(state: State) -> list[Action]:
    seat, what = placing(state)
    if what == "ship":
        port = state.players[seat].ports[-1]
        taken = {s.node for p in state.players for s in p.ships}
        return [{"type": "draft_ship", "node": n} for n in sorted(launch_points(port)) if n not in taken]
    kind = "draft_colony" if what == "colony" else "draft_port"
    return [{"type": kind, "node": point} for point in free_points(state)]


def place(state: State, action: Action, events: list[Event]) -> State:
    seat, what = placing(state)
    node = str(action["node"])
    player = state.players[seat]
    if what == "ship":
        state = state.with_player(seat, ships=(Ship(1, "colony", node),))
    elif what == "port":
        state = state.with_player(seat, colonies=(*player.colonies, node), ports=(node,), home=HOME_OF[node])
    else:
        state = state.with_player(seat, colonies=(*player.colonies, node))
    events.append({"type": "drafted", "to": None, "seat": seat, "piece": what, "node": node})
    step = int(state.task[0]) + 1
    if step < len(order(state)):
        return evolve(state, task=(step,))
    if len(state.seats) == 3:
        state = evolve(state, neutral=tuple(free_points(state)))
    deck, players = deal_hands(list(state.deck), list(state.players), state.start)
    state = evolve(state, deck=tuple(deck), players=tuple(players), phase=ROLL, task=())
    events.append({"type": "draft_done", "to": None, "seat": state.start})
    return state
