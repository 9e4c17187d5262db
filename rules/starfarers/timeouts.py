"""What happens when a deadline passes (spec §9.2): the default of every prompt, always one of the legal actions.

Movement defaults follow the canonical path (§9.2): a shortest path in the graph, at each step the smallest node id
among the neighbours still on a shortest path, towards the nearest legal end node (ties: the smallest node id).
"""

from __future__ import annotations

from rules.contract import Action
from rules.starfarers.board import NEIGHBOURS, distances_from
from rules.starfarers.components import RESOURCES
from rules.starfarers.encounters import ADDON_FIELD, ADDON_TYPES
from rules.starfarers.movement import allowance, duty_of, legal_end, ship_of
from rules.starfarers.state import (
    BANK_GET,
    DISCARD,
    ENC_ADDON,
    ENC_RESOURCE,
    MOVE,
    OFFER_DRAFT,
    OFFER_OPEN,
    RELIEF,
    STEAL,
    TRADE,
    ZAHN,
    State,
)


def _order(resource: object) -> int:
    return RESOURCES.index(str(resource))


def timeout_action(state: State, seat: int, legal: list[Action]) -> Action | None:
    if not legal:
        return None
    phase = state.phase
    kinds = {a["type"] for a in legal}
    if phase == DISCARD:
        marks = state.marks[seat]
        return max(
            legal,
            key=lambda a: (
                state.holds(seat, str(a["resource"])) - marks.count(str(a["resource"])),
                -_order(a["resource"]),
            ),
        )
    if phase == STEAL:
        return {"type": "no_steal"}
    if phase in (RELIEF,):
        return min(legal, key=lambda a: _order(a["resource"]))
    if phase == TRADE:
        free = [a for a in legal if a["type"] == "place_free_ship"]
        if free:
            return min(free, key=lambda a: str(a["node"]))
        return {"type": "end_trade_build"}
    if phase == BANK_GET or (phase == ENC_RESOURCE and "choose_resource" in kinds):
        return max(legal, key=lambda a: (state.bank_count(str(a["resource"])), -_order(a["resource"])))
    if "launch" in kinds or "upgrade" in kinds or "jump_node" in kinds:
        return min(legal, key=lambda a: str(a["node"]))
    if phase == OFFER_DRAFT:
        return {"type": "offer_drop"}
    if phase == OFFER_OPEN:
        return {"type": "withdraw"} if seat == state.active else {"type": "decline"}
    if phase in (ENC_ADDON, ZAHN):
        if phase == ENC_ADDON and state.task and state.task[0] == "gain":
            return min(legal, key=lambda a: ADDON_TYPES.index(str(a["addon"])))
        player = state.players[seat]
        return max(
            legal, key=lambda a: (getattr(player, ADDON_FIELD[str(a["addon"])]), -ADDON_TYPES.index(str(a["addon"])))
        )
    if phase == MOVE:
        return _movement(state, legal)
    for first in ("found_colony", "establish_station"):
        if {"type": first} in legal:
            return {"type": first}
    return legal[0]  # roll, shake, the encounter's first option, the first friendship card, the first jump area


def _movement(state: State, legal: list[Action]) -> Action:
    if {"type": "stop"} in legal:
        return {"type": "stop"}
    steps = [a for a in legal if a["type"] == "step"]
    flying = state.flying
    numbers = [flying] if flying else sorted({int(a["ship"]) for a in steps})
    for number in numbers:
        duty = duty_of(state, number)
        if not flying and duty is None:
            continue  # only ships that must leave move by default
        ship = ship_of(state, number)
        if not flying and {"type": "stay", "ship": number} in legal:
            return {"type": "stay", "ship": number}  # O1 may stay where it founds
        goal = _nearest_end(state, number, duty)
        if goal is None:
            continue
        path = canonical_path(ship.node, goal)
        nxt = path[1] if len(path) > 1 else None
        wanted = {"type": "step", "ship": number, "to": nxt}
        if wanted in legal:
            return wanted
    if {"type": "end_movement"} in legal:
        return {"type": "end_movement"}
    return steps[0] if steps else legal[0]


def _nearest_end(state: State, number: int, duty: str | None) -> str | None:
    ship = ship_of(state, number)
    reach = state.left[number - 1] if state.flying == number else allowance(state)
    found: list[tuple[int, str]] = []
    far = distances_from(ship.node)
    for node, distance in far.items():
        if distance == 0 or distance > reach:
            continue
        if legal_end(state, ship, node, duty=duty):
            found.append((distance, node))
    return min(found)[1] if found else None


def canonical_path(start: str, goal: str) -> list[str]:
    """§9.2: a shortest path from `start` to `goal`, taking at each step the smallest node id among the neighbours
    that still lie on a shortest path."""
    to_goal = distances_from(goal)
    path = [start]
    while path[-1] != goal:
        here = path[-1]
        path.append(min(n for n in NEIGHBOURS[here] if to_goal.get(n, 10**6) == to_goal[here] - 1))
    return path
