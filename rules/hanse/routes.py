"""Flights to a place several steps away, as one choice (§9: "multi-step flights can be entered as a destination").

The engine offers single steps only. This module finds, for the acting player's flight, the cheapest chain of
legal steps to each planet and orbit that is two or more steps away and within the flight's energy, by applying
the steps themselves (steps use no randomness), so a chain is legal step by step exactly as the rules say.
Gaps are passed through, never offered as a destination: nothing is done in a gap.
"""

from __future__ import annotations

import heapq

from rules.contract import Action, Shortcut
from rules.hanse.board import POSITIONS, STEP_COST, TUNNEL_COST, TUNNEL_FROM, TUNNEL_TO
from rules.hanse.decisions import legal_of_type
from rules.hanse.flight import apply_step
from rules.hanse.names import TEXT, planet_at, planet_name
from rules.hanse.state import MAIN, HanseState


def flight_routes(state: HanseState, seat: str, locale: str) -> tuple[Shortcut, ...]:
    """One choice per place the flight can reach in two or more steps, cheapest first (then in board order)."""
    if state.phase != MAIN or state.active is None or state.seats[state.active] != seat:
        return ()
    turn = state.turn
    start = state.players[state.active].position
    if turn is None or turn.flight_energy is None or start is None:
        return ()
    singles = {a["to"] for a in legal_of_type(state, "step") if a["type"] == "step"}
    spent: dict[str, tuple[int, int]] = {start: (0, 0)}
    found: dict[str, tuple[int, tuple[Action, ...]]] = {}
    queue: list[tuple[int, int, int, str, tuple[Action, ...], HanseState]] = [(0, 0, 0, start, (), state)]
    tick = 1  # keeps the heap from comparing states
    while queue:
        cost, steps, _, here, actions, now = heapq.heappop(queue)
        if spent.get(here, (1 << 30, 0)) < (cost, steps):
            continue
        if len(actions) >= 2 and here not in singles and here[0] != "g":
            found[here] = (cost, actions)
        if now.turn is None or now.turn.flight_energy is None:
            continue  # landed: the flight is over
        for action in legal_of_type(now, "step"):
            if action["type"] != "step":
                continue
            to = action["to"]
            after = apply_step(now, to, [])
            total = cost + (TUNNEL_COST if (here, to) == (TUNNEL_FROM, TUNNEL_TO) else STEP_COST[here, to])
            key = (total, steps + 1)
            if key < spent.get(to, (1 << 30, 0)):
                spent[to] = key
                heapq.heappush(queue, (total, steps + 1, tick, to, (*actions, action), after))
                tick += 1
    order = {position: n for n, position in enumerate(POSITIONS)}
    chosen = sorted(found.items(), key=lambda item: (item[1][0], order[item[0]]))
    return tuple(_shortcut(to, cost, actions, locale) for to, (cost, actions) in chosen)


def _shortcut(to: str, cost: int, actions: tuple[Action, ...], locale: str) -> Shortcut:
    where = planet_at(to)
    assert where is not None
    kind, planet, _ = where
    name = planet_name(planet, locale)
    steps = len(actions)
    if kind == "p":
        label = TEXT.ntr(
            locale,
            "Fly to {planet} and land ({count} step, {cost} energy)",
            "Fly to {planet} and land ({count} steps, {cost} energy)",
            steps,
            planet=name,
            cost=cost,
        )
    else:
        label = TEXT.ntr(
            locale,
            "Fly to the orbit of {planet} ({count} step, {cost} energy)",
            "Fly to the orbit of {planet} ({count} steps, {cost} energy)",
            steps,
            planet=name,
            cost=cost,
        )
    hint = TEXT.tr(
        locale,
        "The cheapest way there, flown one step at a time; each step is a move of its own, and the flight stops "
        "where a step is no longer possible.",
    )
    return Shortcut(label, actions, hint)
