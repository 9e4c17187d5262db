"""Scenario helpers for the Andromeda tests: real setups driven by real actions (plus rules.andromeda.testing)."""

from __future__ import annotations

from typing import Any

from rules.andromeda import GAME
from rules.andromeda.state import ACTION, OFFER, TRANSPORT, State
from rules.contract import Action, Event, Step

SEATS = ("p1", "p2", "p3", "p4", "p5")


def seats(n: int) -> list[str]:
    return list(SEATS[:n])


def new_game(n: int = 3, active: int = 0, round_cap: int = 40) -> State:
    """The first seed (from 0) whose random first active player is seat index `active`."""
    for seed in range(200):
        state = GAME.setup(seats(n), seed, {"round_cap": round_cap})
        if state.active == active:
            return state
    raise AssertionError("no seed found")


def play(state: State, *moves: tuple[str, Action]) -> tuple[State, list[Step]]:
    steps = []
    for seat, action in moves:
        step = GAME.apply(state, seat, action)
        steps.append(step)
        state = step.state
    return state, steps


def events_of(steps: list[Step]) -> list[Event]:
    return [e for s in steps for e in s.events]


def first_legal_until(state: State, phase: str) -> State:
    """Apply each acting seat's first legal action until the game reaches `phase` (or ends)."""
    while state.phase != phase and not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0]).state
    return state


def pass_transport(state: State) -> State:
    while state.phase == TRANSPORT:
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, {"type": "transport_pass"}).state
    assert state.phase == OFFER
    return state


def to_actions(state: State) -> State:
    state = first_legal_until(state, ACTION)
    assert state.phase == ACTION
    return state


def seat_of(state: State, index: int) -> str:
    return str(state.seats[index])


def a(type_: str, **fields: Any) -> Action:
    return {"type": type_, **fields}
