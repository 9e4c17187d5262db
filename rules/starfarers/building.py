"""Trade with the bank and build (spec §4.5, decision D45): the active player's main menu and its follow-ups.

A bank trade or a build with a place is two actions: the opening one (`bank_give`, `build_colony_ship`,
`build_trade_ship`, `build_spaceport`) checks that a follow-up exists, the follow-up (`bank_get`, `launch`,
`upgrade`) names the card or the place and pays. Nothing is paid before the follow-up; a follow-up cannot be
cancelled. The best bank rate applies by itself.
"""

from __future__ import annotations

from typing import Any

from rules.contract import Action, Event
from rules.frozen import evolve
from rules.starfarers.board import launch_points
from rules.starfarers.components import (
    COLONIES,
    COSTS,
    MAX_DRIVES,
    MAX_FREIGHT_RINGS,
    MAX_GUNS,
    RESOURCES,
    SHIPS,
    SPACEPORTS,
    TRADE_STATIONS,
)
from rules.starfarers.piles import pay, take
from rules.starfarers.production import take_random_card
from rules.starfarers.scoring import vp
from rules.starfarers.state import BANK_GET, LAUNCH, TRADE, UPGRADE, Ship, State, card_type

ADDONS: dict[str, tuple[str, int, int]] = {
    "build_drive": ("drives", MAX_DRIVES, 0),
    "build_gun": ("guns", MAX_GUNS, 1),
    "build_freight_ring": ("freight", MAX_FREIGHT_RINGS, 2),
}
"""An add-on build: the player's field, the mother ship's limit and the index of its shared supply."""


def rate(state: State, seat: int, resource: str) -> int:
    """Cards of `resource` one bank card costs (4.5): 1 for goods with an unused mer_goods, 2 for goods or a
    Merchants card's resource, else 3."""
    friends = state.players[seat].friends
    if resource == "goods" and "mer_goods" in friends and "mer_goods_used" not in state.turn:
        return 1
    if resource == "goods" or f"mer_{resource}" in friends:
        return 2
    return 3


def affords(state: State, seat: int, cost: dict[str, int]) -> bool:
    return all(state.holds(seat, r) >= n for r, n in cost.items())


def free_launch_points(state: State, seat: int) -> list[str]:
    """Launch points of `seat`'s ports with no ship on them, by node id."""
    taken = {ship.node for p in state.players for ship in p.ships}
    points = {point for port in state.players[seat].ports for point in launch_points(port)}
    return sorted(points - taken)


def free_transporter(state: State, seat: int) -> int | None:
    used = {ship.number for ship in state.players[seat].ships}
    return next((n for n in range(1, SHIPS + 1) if n not in used), None)


def cargo_left(state: State, seat: int, kind: str) -> bool:
    """Whether `seat` has the cargo piece of a new ship of `kind` in its supply."""
    player = state.players[seat]
    riding = sum(1 for ship in player.ships if ship.kind == kind)
    if kind == "colony":
        return len(player.colonies) + riding < COLONIES
    return len(player.stations) + riding < TRADE_STATIONS


def can_place_ship(state: State, seat: int, kind: str) -> bool:
    return (
        free_transporter(state, seat) is not None
        and cargo_left(state, seat, kind)
        and bool(free_launch_points(state, seat))
    )


def menu(state: State) -> list[Action]:
    """The main menu of the active player (offers and free ships join it in their modules)."""
    seat = state.active
    player = state.players[seat]
    found: list[Action] = []
    for resource in RESOURCES:
        if state.holds(seat, resource) >= rate(state, seat, resource) and any(
            other != resource for other in state.stocked()
        ):
            found.append({"type": "bank_give", "resource": resource})
    for build, kind in (("build_colony_ship", "colony"), ("build_trade_ship", "trade")):
        if affords(state, seat, COSTS[build]) and can_place_ship(state, seat, kind):
            found.append({"type": build})
    if affords(state, seat, COSTS["build_spaceport"]) and len(player.ports) < SPACEPORTS and _upgradable(state, seat):
        found.append({"type": "build_spaceport"})
    for build, (field_name, limit, supply) in ADDONS.items():
        if affords(state, seat, COSTS[build]) and getattr(player, field_name) < limit and state.addons[supply] > 0:
            found.append({"type": build})
    if (
        "dip_fame" in player.friends
        and "dip_fame_used" not in state.turn
        and state.holds(seat, "goods") >= 2
        and state.fame_supply > 0
    ):
        found.append({"type": "use_dip_fame"})
    if "dip_aid" in player.friends and "dip_aid_used" not in state.turn:
        mine = vp(state, seat)
        for target, other in enumerate(state.players):
            if target != seat and other.hand and vp(state, target) > mine:
                found.append({"type": "use_dip_aid", "target": state.seats[target]})
    return found


def _upgradable(state: State, seat: int) -> list[str]:
    player = state.players[seat]
    return sorted(c for c in player.colonies if c not in player.ports)


def follow_ups(state: State) -> list[Action]:
    """The choices of a pending follow-up (never empty: its opening action made sure of one)."""
    seat = state.active
    if state.phase == BANK_GET:
        given = str(state.task[0])
        return [{"type": "bank_get", "resource": r} for r in state.stocked() if r != given]
    if state.phase == LAUNCH:
        return [{"type": "launch", "node": point} for point in free_launch_points(state, seat)]
    if state.phase == UPGRADE:
        return [{"type": "upgrade", "node": point} for point in _upgradable(state, seat)]
    return []


def open_follow_up(state: State, action: Action, events: list[Event]) -> State:
    """An opening action of the menu: the follow-up it asks for, or the build it is (add-ons, Diplomats)."""
    seat = state.active
    kind = action["type"]
    if kind == "bank_give":
        return evolve(state, phase=BANK_GET, task=(action["resource"],))
    if kind in ("build_colony_ship", "build_trade_ship"):
        return evolve(state, phase=LAUNCH, task=(kind,))
    if kind == "build_spaceport":
        return evolve(state, phase=UPGRADE, task=(kind,))
    if kind in ADDONS:
        field_name, _limit, supply = ADDONS[kind]
        state = pay(state, seat, COSTS[kind])
        addons = list(state.addons)
        addons[supply] -= 1
        player = state.players[seat]
        state = evolve(state, addons=(addons[0], addons[1], addons[2]))
        state = state.with_player(seat, **{field_name: getattr(player, field_name) + 1})
        events.append({"type": "built", "to": None, "seat": seat, "build": kind, "paid": COSTS[kind]})
        return state
    if kind == "use_dip_fame":
        state = pay(state, seat, {"goods": 2})
        state = evolve(state, fame_supply=state.fame_supply - 1, turn=(*state.turn, "dip_fame_used"))
        state = state.with_player(seat, fame=state.players[seat].fame + 1)
        events.append({"type": "honoured", "to": None, "seat": seat})
        return state
    if kind == "use_dip_aid":
        target = state.seats.index(str(action["target"]))
        state, card = take_random_card(evolve(state, turn=(*state.turn, "dip_aid_used")), seat, target)
        names = [state.seats[seat], state.seats[target]]
        events.append({"type": "aided", "to": names, "seat": seat, "target": target, "resource": card_type(card)})
        events.append({"type": "aided_hidden", "to": None, "seat": seat, "target": target, "count": 1})
        return state
    raise ValueError(f"not an opening action: {kind}")


def finish_follow_up(state: State, action: Action, events: list[Event]) -> State:
    """The follow-up chosen: pay and do it; back to the main menu."""
    seat = state.active
    if action["type"] == "bank_get":
        given = str(state.task[0])
        cost = rate(state, seat, given)
        if cost == 1:
            state = evolve(state, turn=(*state.turn, "mer_goods_used"))
        state = pay(state, seat, {given: cost})
        state, _ = take(state, seat, str(action["resource"]), 1)
        got = action["resource"]
        events.append({"type": "bank_trade", "to": None, "seat": seat, "gave": {given: cost}, "got": got})
    elif action["type"] == "launch":
        build = str(state.task[0])
        state = pay(state, seat, COSTS[build])
        state, placed = place_ship(state, seat, "colony" if build == "build_colony_ship" else "trade", action["node"])
        events.append({"type": "built", "to": None, "seat": seat, "build": build, "paid": COSTS[build], **placed})
    else:  # upgrade
        state = pay(state, seat, COSTS["build_spaceport"])
        player = state.players[seat]
        state = state.with_player(seat, ports=tuple(sorted((*player.ports, action["node"]))))
        paid, node = COSTS["build_spaceport"], action["node"]
        built = {"build": "build_spaceport", "paid": paid, "node": node}
        events.append({"type": "built", "to": None, "seat": seat, **built})
    return evolve(state, phase=TRADE, task=())


def place_ship(state: State, seat: int, kind: str, node: Any) -> tuple[State, dict[str, Any]]:
    """The lowest free transporter with its cargo on `node` (decision D16)."""
    number = free_transporter(state, seat)
    assert number is not None
    ships = tuple(sorted((*state.players[seat].ships, Ship(number, kind, str(node))), key=lambda s: s.number))
    return state.with_player(seat, ships=ships), {"ship": number, "kind": kind, "node": node}
