"""Test support (§10): forced dice and small position builders for scenario tests. Never reachable by players.

Each builder returns a modified copy of a state; none of them is used by the engine itself. Goods are named
here by their internal id and shown destination (`("w01", "coronis")`), which is fine in tests: ids never
leave the engine through views or events.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.contract import Action, Event
from rules.frozen import evolve
from rules.hanse.components import GOODS_BY_ID, PLANET_IDS
from rules.hanse.game import HanseGame
from rules.hanse.state import KIND_OF, HanseState, PlayerState

GoodsSpec = Sequence[tuple[str, str]]
"""Goods as (internal id, shown destination) pairs."""


def force_dice(state: HanseState, dice: Sequence[int]) -> HanseState:
    """A copy of `state` whose next die results are `dice` (after any already forced), then the seeded RNG.

    The queue is part of the state, so encode/decode keep it; views never show it.
    """
    if any(not 1 <= d <= 6 for d in dice):
        raise ValueError("Die results are 1 to 6.")
    return evolve(state, forced_dice=state.forced_dice + tuple(dice))


def token(goods_id: str, shown: str) -> int:
    """The engine's token for goods card `goods_id` lying with destination `shown` face up."""
    card = GOODS_BY_ID[goods_id]
    if card.face_a[0] == shown:
        side = 0
    elif card.face_b[0] == shown:
        side = 1
    else:
        raise ValueError(f"{goods_id} has no face for {shown}")
    return 2 * (int(goods_id[1:]) - 1) + side


def started(
    game: HanseGame, seed: int = 1, planet: str = "taghellia", options: Mapping[str, Any] | None = None
) -> HanseState:
    """Setup, the chooser starts first, the other picks `planet`: the chooser's first turn in `main`."""
    state = game.setup(["p1", "p2"], seed, options)
    state = game.apply(state, state.seats[state.chooser], {"type": "choose_role", "role": "start_first"}).state
    picker = state.seats[1 - state.chooser]
    first_turn: HanseState = game.apply(state, picker, {"type": "choose_start_planet", "planet": planet}).state
    return first_turn


def run(game: HanseGame, state: HanseState, *actions: Action) -> tuple[HanseState, list[Event]]:
    """Apply `actions` in order, each by whoever acts; returns the last state and all events."""
    events: list[Event] = []
    for action in actions:
        seat = game.acting(state)[0]
        step = game.apply(state, seat, action)
        state = step.state
        events.extend(step.events)
    return state, events


def active_seat(state: HanseState) -> int:
    assert state.active is not None
    return state.active


def update_player(state: HanseState, seat: int, **fields: Any) -> HanseState:
    return state.with_player(seat, evolve(state.players[seat], **fields))


def update_turn(state: HanseState, **fields: Any) -> HanseState:
    assert state.turn is not None
    return evolve(state, turn=evolve(state.turn, **fields))


def with_hand(state: HanseState, seat: int, kinds: Iterable[str]) -> HanseState:
    """Give `seat` exactly these card kinds in hand, taken from its deck and hand; the rest go to the deck."""
    player = state.players[seat]
    pool = list(player.hand) + list(player.deck)
    hand: list[str] = []
    for kind in kinds:
        card = min(iid for iid in pool if KIND_OF[iid] == kind)
        pool.remove(card)
        hand.append(card)
    return state.with_player(seat, evolve(player, hand=tuple(hand), deck=tuple(pool)))


def with_tableau(state: HanseState, seat: int, kinds: Iterable[str]) -> HanseState:
    """Add these technologies to `seat`'s tableau (taken from deck or hand), as if bought in earlier turns.

    If `seat` is active, its turn record is recomputed as at the start of the turn (price, orbital uses).
    """
    player: PlayerState = state.players[seat]
    tableau = list(player.tableau)
    hand, deck = list(player.hand), list(player.deck)
    containers = player.containers
    for kind in kinds:
        pile = deck if any(KIND_OF[i] == kind for i in deck) else hand
        card = min(iid for iid in pile if KIND_OF[iid] == kind)
        pile.remove(card)
        tableau.append(card)
        if kind == "container":
            containers = (*containers, ())
    player = evolve(player, tableau=tuple(tableau), hand=tuple(hand), deck=tuple(deck), containers=containers)
    state = state.with_player(seat, player)
    if state.active == seat and state.turn is not None:
        state = update_turn(state, price=len(player.tableau), orbital_uses_left=player.owns("orbitalstation"))
    return state


def set_goods(
    state: HanseState,
    planets: Mapping[str, GoodsSpec] | None = None,
    containers: Mapping[tuple[int, int], GoodsSpec] | None = None,
    others: str = "keep",
) -> HanseState:
    """Put the named goods at planets / into containers `(seat, index)` with the given face shown.

    Goods not named stay where they were (`others="keep"`) or leave the game (`others="remove"`).
    Containers named here must exist.
    """
    planets = planets or {}
    containers = containers or {}
    named = {gid for spec in (*planets.values(), *containers.values()) for gid, _ in spec}

    def keep(tokens: tuple[int, ...]) -> tuple[int, ...]:
        if others == "remove":
            return ()
        return tuple(t for t in tokens if f"w{(t >> 1) + 1:02d}" not in named)

    new_planets = [keep(tokens) for tokens in state.planets]
    for planet_id, spec in planets.items():
        index = PLANET_IDS.index(planet_id)
        new_planets[index] = new_planets[index] + tuple(token(g, d) for g, d in spec)
    players = list(state.players)
    for seat in range(2):
        boxes = [keep(c) for c in players[seat].containers]
        for (owner, index), spec in containers.items():
            if owner == seat:
                boxes[index] = tuple(token(g, d) for g, d in spec)
        players[seat] = evolve(players[seat], containers=tuple(boxes))
    return evolve(state, planets=tuple(new_planets), players=(players[0], players[1]))
