"""Flying to a point several edges away, as one choice (spec §9.4, "fly to"): the engine takes one step per action,
and this module turns a destination into those steps.

Destinations worth offering are the points where a ship can do something when it stops: an outer colony point
where its colony ship may found, or the next trade point of a base its trade ship may serve. Each chain follows the
canonical path (§9.2) and ends with `stop` unless the last step uses the ship's last point (it then stops by itself).
Every chain is checked by applying its actions, so it is legal step by step exactly as the rules say.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.contract import Action, Shortcut, Step
from rules.frozen import evolve
from rules.starfarers.movement import (
    allowance,
    can_establish,
    can_found,
    duty_of,
    legal_end,
    within,
)
from rules.starfarers.names import TEXT, point_label
from rules.starfarers.state import END_MOVE, MOVE, State
from rules.starfarers.timeouts import canonical_path

Apply = Callable[[State, str, Action], Step]


def fly_routes(state: State, seat: str, locale: str, apply: Apply) -> tuple[Shortcut, ...]:
    """One choice per useful destination of each ship that may move now, nearest first."""
    if state.phase != MOVE or state.seats[state.active] != seat:
        return ()
    found: list[tuple[int, int, str, Shortcut]] = []
    for ship in state.players[state.active].ships:
        number = ship.number
        if number in state.finished or number in state.frozen or (state.flying and state.flying != number):
            continue
        reach = state.left[number - 1] if state.flying == number else allowance(state)
        duty = duty_of(state, number)
        for target in within(ship.node, reach):
            if target == ship.node or not legal_end(state, ship, target, duty=duty):
                continue
            moved = evolve(ship, node=target)
            founding = ship.kind == "colony" and can_found(state, moved)
            trading = ship.kind == "trade" and can_establish(state, moved)
            if not (founding or trading):
                continue
            path = canonical_path(ship.node, target)
            steps: list[Action] = [{"type": "step", "ship": number, "to": to} for to in path[1:]]
            if len(path) - 1 < reach:
                steps.append({"type": "stop"})
            if len(steps) < 2 or not _legal_chain(state, seat, steps, apply):
                continue
            label = _label(number, target, founding, locale)
            hint = TEXT.ntr(locale, "{count} step.", "{count} steps.", len(path) - 1)
            found.append((len(path), number, target, Shortcut(label, tuple(steps), hint)))
    found.sort(key=lambda item: (item[0], item[1], item[2]))
    return tuple(shortcut for *_, shortcut in found)


def _label(ship: int, target: str, founding: bool, locale: str) -> str:
    point = point_label(target)
    if founding:
        return TEXT.tr(locale, "Fly ship {ship} to point {point} to found a colony", ship=ship, point=point)
    return TEXT.tr(locale, "Fly ship {ship} to point {point} to trade", ship=ship, point=point)


def _legal_chain(state: State, seat: str, actions: list[Action], apply: Apply) -> bool:
    """Whether every action is legal in turn, and the ship ends where it can found or trade."""
    for action in actions:
        try:
            state = apply(state, seat, action).state
        except ValueError:
            return False
    return state.phase == END_MOVE
