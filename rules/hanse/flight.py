"""Flights (§4.3 a-d, §4.6): hyperjumps, the energy roll, single steps, giving up a flight.

A flight is only an energy budget in the turn record; it ends on landing, a planet action, `end_flight`, a new
roll or afterburner, and the end of the turn, never by itself at 0 energy (D-37).
"""

from __future__ import annotations

from typing import Any

from rules.contract import Action, Event
from rules.hanse.board import STEPS, TUNNEL_COST, TUNNEL_FROM, TUNNEL_TO
from rules.hanse.state import AFTERBURNER, NORMAL, HanseState, Roll, Turn, evolve

HYPERJUMP_TARGET: dict[str, tuple[str, str]] = {
    "in": ("hypersprung_innen", "o1"),
    "out": ("hypersprung_aussen", "o6"),
}


def draw_die(state: HanseState) -> tuple[int, HanseState]:
    """One die result: from the forced-dice queue if a test put one there, else from the seeded RNG."""
    if state.forced_dice:
        return state.forced_dice[0], evolve(state, forced_dice=state.forced_dice[1:])
    value, rng = state.rng.roll(6)
    return value, evolve(state, rng=rng)


def roll_energy(state: HanseState, fusion: int) -> tuple[Roll, HanseState]:
    """Roll until the die shows 2-6; every 1 adds 1 and rolls again. Fusion Drives add 1 each."""
    dice: list[int] = []
    total = 0
    while True:
        value, state = draw_die(state)
        dice.append(value)
        total += value
        if value != 1:
            break
    assert state.active is not None
    roll = Roll(state.active, tuple(dice), fusion, total + fusion)
    return roll, state


def flight_actions(state: HanseState, turn: Turn, position: str, tableau_kinds: list[str]) -> list[Action]:
    """The hyperjump, roll, step and end_flight actions of `main`, in that order."""
    actions: list[Action] = []
    if turn.start_window and not turn.hyperjump_used:
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


def start_flight(state: HanseState, kind: str, events: list[Event]) -> HanseState:
    """Roll a new flight of `kind` (normal or afterburner); any flight still active ends first."""
    assert state.active is not None and state.turn is not None
    fusion = state.players[state.active].owns("fusionstriebwerk")
    roll, state = roll_energy(state, fusion)
    turn = state.turn
    assert turn is not None
    turn = evolve(turn, flight_energy=roll.energy, flight_kind=kind)
    if kind == NORMAL:
        turn = evolve(turn, normal_flight_available=False)
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
    return evolve(state, turn=turn, last_roll=roll)


def apply_roll(state: HanseState, events: list[Event]) -> HanseState:
    return start_flight(state, NORMAL, events)


def apply_afterburner(state: HanseState, events: list[Event]) -> HanseState:
    return start_flight(state, AFTERBURNER, events)


def apply_hyperjump(state: HanseState, direction: str, events: list[Event]) -> HanseState:
    assert state.active is not None and state.turn is not None
    target = HYPERJUMP_TARGET[direction][1]
    player = state.players[state.active]
    events.append(
        {
            "type": "hyperjumped",
            "to": None,
            "seat": state.seats[state.active],
            "direction": direction,
            "position": target,
        }
    )
    turn = evolve(state.turn, start_window=False, hyperjump_used=True)
    return evolve(state.with_player(state.active, evolve(player, position=target)), turn=turn)


def apply_step(state: HanseState, to: str, events: list[Event]) -> HanseState:
    assert state.active is not None and state.turn is not None
    turn = state.turn
    player = state.players[state.active]
    position = player.position
    assert position is not None and turn.flight_energy is not None
    tunnel = position == TUNNEL_FROM and to == TUNNEL_TO
    cost = TUNNEL_COST if tunnel else dict(STEPS[position])[to]
    energy = turn.flight_energy - cost
    landed = to.startswith("p")
    new_turn = evolve(
        turn,
        flight_energy=None if landed else energy,
        flight_kind=None if landed else turn.flight_kind,
        tunnel_passages=turn.tunnel_passages - 1 if tunnel else turn.tunnel_passages,
    )
    event: dict[str, Any] = {
        "type": "stepped",
        "to": None,
        "seat": state.seats[state.active],
        "from": position,
        "position": to,
        "cost": cost,
        "energy_left": energy,
    }
    if tunnel:
        event["tunnel"] = True
    events.append(event)
    if landed:
        events.append({"type": "landed", "to": None, "seat": state.seats[state.active], "position": to})
    state = state.with_player(state.active, evolve(player, position=to))
    return evolve(state, turn=new_turn)


def apply_end_flight(state: HanseState, events: list[Event]) -> HanseState:
    assert state.active is not None and state.turn is not None
    events.append(
        {
            "type": "flight_ended",
            "to": None,
            "seat": state.seats[state.active],
            "energy_lost": state.turn.flight_energy or 0,
        }
    )
    return evolve(state, turn=evolve(state.turn, flight_energy=None, flight_kind=None))
