"""What each moving ship can do this move, from public facts only (spec §9.4, "reachable nodes"): the points where
it can end, where it can found a colony and where it can establish a trade station.

The board picture marks these points and the board words name them, so both must be computable by anyone at the
table: a face-down token is never read. A colony point next to a face-down token is a founding point "if the token
is a number" (`hidden`), since only a number lets a colony be founded (§4.6.6); the seat that looked at the token
knows more, and only its private view says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.frozen import evolve
from rules.starfarers.board import SYSTEMS
from rules.starfarers.components import TOKEN_BY_ID
from rules.starfarers.movement import (
    COLONY_POINTS,
    OUTER_SYSTEMS,
    PLANET_INDEX,
    PLANETS_AT,
    TRADE_POINTS,
    allowance,
    can_establish,
    colony_cap,
    duty_of,
    legal_end,
    occupied_by_piece,
    within,
)
from rules.starfarers.state import MOVE, Ship, State


@dataclass(frozen=True)
class Prospect:
    """One ship's options this move; every list in nearest-first order (ties by point id)."""

    ship: int
    reach: tuple[str, ...]
    """Where it can end its move (its own point excluded)."""
    found: tuple[str, ...]
    """Where it can found a colony for sure (its own point included when it may stop there)."""
    hidden: tuple[str, ...]
    """Where it can found a colony if the face-down token next to the point is a number."""
    trade: tuple[str, ...]
    """Where it can establish a trade station."""


def _tokens_next_to(state: State, point: str) -> list[tuple[str, str, bool]]:
    """The tokens of the planets whose colony point `point` is: (planet, token, face up)."""
    return [state.tokens[PLANET_INDEX[p.id]] for p in PLANETS_AT.get(point, ()) if point in p.colony_points]


def founding(state: State, ship: Ship, known: frozenset[str] = frozenset()) -> str:
    """Whether `ship` standing where it is could found a colony, as the public (plus the face-down tokens in
    `known`) sees it: "yes", "hidden" (a face-down token decides) or "no". The same test as movement.can_found,
    which reads every token."""
    point = ship.node
    system = COLONY_POINTS.get(point)
    if ship.kind != "colony" or system not in OUTER_SYSTEMS or point in occupied_by_piece(state):
        return "no"
    points = next(s.colony_points for s in SYSTEMS if s.id == system)
    if sum(1 for player in state.players for c in player.colonies if c in points) >= colony_cap(state):
        return "no"
    unsure = False
    for _planet, token, up in _tokens_next_to(state, point):
        if up or token in known:
            if TOKEN_BY_ID[token].kind != "number":
                return "no"
        else:
            unsure = True
    return "hidden" if unsure else "yes"


def prospects(state: State, known: frozenset[str] = frozenset()) -> tuple[Prospect, ...]:
    """Per ship of the active player that may still move (in the movement phase): its reach and its founding and
    trading points. `known`: face-down tokens the reader has looked at (a seat's private view), else none."""
    if state.phase != MOVE:
        return ()
    found: list[Prospect] = []
    for ship in state.players[state.active].ships:
        number = ship.number
        if number in state.finished or number in state.frozen or (state.flying and state.flying != number):
            continue
        left = state.left[number - 1] if state.flying == number else allowance(state)
        duty = duty_of(state, number)
        ends = [at for at in within(ship.node, left) if legal_end(state, ship, at, duty=duty)]
        reach = tuple(at for at in ends if at != ship.node)
        sure: list[str] = []
        hidden: list[str] = []
        trade: list[str] = []
        for at in ends:
            moved = evolve(ship, node=at)
            said = founding(state, moved, known)
            if said == "yes":
                sure.append(at)
            elif said == "hidden":
                hidden.append(at)
            if at in TRADE_POINTS and can_establish(state, moved):
                trade.append(at)
        if reach or sure or hidden or trade:
            found.append(Prospect(number, reach, tuple(sure), tuple(hidden), tuple(trade)))
    return tuple(found)
