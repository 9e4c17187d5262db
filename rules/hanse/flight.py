"""Flights (§4.3 a-d, §4.6): hyperjumps, the energy roll, single steps, giving up a flight.

A flight is only an energy budget in the turn record; it ends on landing, a planet action, `end_flight`, a new
roll or afterburner, and the end of the turn, never by itself at 0 energy (D-37).
"""

from __future__ import annotations

from typing import Any

from rules.contract import Action, Event
from rules.frozen import evolve, with_field
from rules.hanse.board import STEP_COST, STEPS, TUNNEL_COST, TUNNEL_FROM, TUNNEL_TO
from rules.hanse.state import AFTERBURNER, KIND_OF, NORMAL, HanseState, Roll, Turn
from rules.rng import Rng

HYPERJUMP_TARGET: dict[str, tuple[str, str]] = {
    "in": ("hypersprung_innen", "o1"),
    "out": ("hypersprung_aussen", "o6"),
}


def _die(forced: tuple[int, ...], rng: Rng) -> tuple[int, tuple[int, ...], Rng]:
    """One die result: from the forced-dice queue if a test put one there, else from the seeded RNG."""
    if forced:
        return forced[0], forced[1:], rng
    value, rng = rng.roll(6)
    return value, forced, rng


def _roll_energy(seat: int, forced: tuple[int, ...], rng: Rng, fusion: int) -> tuple[Roll, tuple[int, ...], Rng]:
    """Roll until the die shows 2-6; every 1 adds 1 and rolls again. Fusion Drives add 1 each."""
    dice: list[int] = []
    total = 0
    while True:
        value, forced, rng = _die(forced, rng)
        dice.append(value)
        total += value
        if value != 1:
            break
    return Roll(seat, tuple(dice), fusion, total + fusion), forced, rng


def flight_actions(state: HanseState, turn: Turn, position: str, tableau: tuple[str, ...]) -> list[Action]:
    """The hyperjump, roll, step and end_flight actions of `main`, in that order."""
    actions: list[Action] = []
    if turn.start_window and not turn.hyperjump_used:
        tableau_kinds = {KIND_OF[iid] for iid in tableau}
        for direction, (kind, _) in HYPERJUMP_TARGET.items():
            if kind in tableau_kinds:
                actions.append({"type": "hyperjump", "direction": direction})
    if turn.normal_flight_available:
        actions.append({"type": "roll"})
    energy = turn.flight_energy
    if energy is not None:
        for to, cost in STEPS[position]:
            if cost <= energy:
                actions.append({"type": "step", "to": to})
        if position == TUNNEL_FROM and turn.tunnel_passages >= 1 and energy >= TUNNEL_COST:
            actions.append({"type": "step", "to": TUNNEL_TO})
        actions.append({"type": "end_flight"})
    return actions


def start_flight(state: HanseState, kind: str, events: list[Event], **changes: Any) -> HanseState:
    """Roll a new flight of `kind` (normal or afterburner); any flight still active ends first.

    `changes` are further fields of the new state. A normal flight (a decision of its own) closes the turn's
    start window; an afterburner comes from a played card, which has closed it already.
    """
    active = state.active
    turn = state.turn
    assert active is not None and turn is not None
    fusion = state.players[active].owns("fusionstriebwerk")
    roll, forced, rng = _roll_energy(active, state.forced_dice, state.rng, fusion)
    if kind == NORMAL:
        turn = evolve(
            turn, flight_energy=roll.energy, flight_kind=kind, normal_flight_available=False, start_window=False
        )
    else:
        turn = evolve(turn, flight_energy=roll.energy, flight_kind=kind)
    events.append(
        {
            "type": "rolled",
            "to": None,
            "seat": state.seats[roll.seat],
            "kind": kind,
            "dice": list(roll.dice),
            "fusion": roll.fusion,
            "energy": roll.energy,
        }
    )
    return evolve(state, turn=turn, last_roll=roll, forced_dice=forced, rng=rng, **changes)


def apply_roll(state: HanseState, events: list[Event]) -> HanseState:
    return start_flight(state, NORMAL, events)


def apply_afterburner(state: HanseState, events: list[Event], **changes: Any) -> HanseState:
    return start_flight(state, AFTERBURNER, events, **changes)


def apply_hyperjump(state: HanseState, direction: str, events: list[Event]) -> HanseState:
    active = state.active
    assert active is not None and state.turn is not None
    target = HYPERJUMP_TARGET[direction][1]
    player = state.players[active]
    events.append(
        {
            "type": "hyperjumped",
            "to": None,
            "seat": state.seats[active],
            "direction": direction,
            "position": target,
        }
    )
    turn = evolve(state.turn, start_window=False, hyperjump_used=True)
    return evolve(state, players=state.players_with(active, with_field(player, "position", target)), turn=turn)


def apply_step(state: HanseState, to: str, events: list[Event]) -> HanseState:
    """One step of the active flight; the turn's start window closes."""
    active = state.active
    turn = state.turn
    assert active is not None and turn is not None
    player = state.players[active]
    position = player.position
    assert position is not None and turn.flight_energy is not None
    tunnel = position == TUNNEL_FROM and to == TUNNEL_TO
    cost = TUNNEL_COST if tunnel else STEP_COST[position, to]
    energy = turn.flight_energy - cost
    landed = to[0] == "p"
    changed: dict[str, Any] = {"flight_energy": None, "flight_kind": None} if landed else {"flight_energy": energy}
    if tunnel:
        changed["tunnel_passages"] = turn.tunnel_passages - 1
    new_turn = evolve(turn, start_window=False, **changed)
    seat = state.seats[active]
    event: dict[str, Any] = {
        "type": "stepped",
        "to": None,
        "seat": seat,
        "from": position,
        "position": to,
        "cost": cost,
        "energy_left": energy,
    }
    if tunnel:
        event["tunnel"] = True
    events.append(event)
    if landed:
        events.append({"type": "landed", "to": None, "seat": seat, "position": to})
    return evolve(state, players=state.players_with(active, with_field(player, "position", to)), turn=new_turn)


def apply_end_flight(state: HanseState, events: list[Event]) -> HanseState:
    """Give up the active flight; the turn's start window closes."""
    assert state.active is not None and state.turn is not None
    events.append(
        {
            "type": "flight_ended",
            "to": None,
            "seat": state.seats[state.active],
            "energy_lost": state.turn.flight_energy or 0,
        }
    )
    turn = evolve(state.turn, flight_energy=None, flight_kind=None, start_window=False)
    return with_field(state, "turn", turn)
