"""Positions and moves for Cosmic Encounter's scenario tests: a dealt game arranged as a test needs it (rules.cosmic.
testing), then actions played through the engine, each checked to be legal first."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Action, Event
from rules.cosmic import engine
from rules.cosmic.components import COLOURS
from rules.cosmic.setup import new_state, pick_colour
from rules.cosmic.state import State
from rules.cosmic.testing import arrange, rig_draws
from rules.frozen import evolve

SEATS = ("p1", "p2", "p3", "p4", "p5", "p6")
CALM = ("mind", "mutant", "laser", "chronos", "will", "macron")
"""Powers that do nothing unless used (Laser, Mind, Mutant, Chronos, Will) come first: scenarios about the base
rules give the seats these, so that no automatic power changes what they test."""


def start(
    players: int = 4,
    *,
    offense: int = 0,
    seed: int = 3,
    powers: Sequence[str] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    ships: Mapping[int, Mapping[str, int]] | None = None,
    destiny: Sequence[str] = (),
    talon: Sequence[str] = (),
    options: Mapping[str, Any] | None = None,
) -> tuple[State, list[Event]]:
    """A game of `players` (colours red, blue, yellow, ... in seat order) arranged as given, whose first turn is
    `offense`'s, run to its first decision."""
    state = new_state(SEATS[:players], seed, options or {})
    for colour in COLOURS[:players]:
        state = pick_colour(state, colour, [])
    chosen = {seat: power for seat, power in enumerate(powers or CALM[:players])}
    state = arrange(state, powers=chosen, hands=hands, ships=ships)
    if destiny:
        state = rig_draws(state, "destiny", tuple(destiny))
    if talon:
        state = rig_draws(state, "talon", tuple(talon))
    state = engine.first_turn(evolve(state, offense=offense))
    events: list[Event] = []
    return engine.advance(state, events), events


def act(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """`seat` plays `action`, which must be legal now."""
    legal = engine.legal(state, seat)
    assert action in legal, f"{action} is not legal for seat {seat}: {legal} (task {state.tasks[:1]})"
    events: list[Event] = []
    state, _ = engine.apply(state, seat, action, events)
    return state, events


def head(state: State) -> str:
    return state.tasks[0].kind if state.tasks else ""


def pass_windows(state: State, stop: str = "") -> tuple[State, list[Event]]:
    """Everyone asked in a window passes, round after round, until a decision that is no window's is due (or the
    window `stop` opens)."""
    told: list[Event] = []
    while head(state) == "round" and state.window != stop:
        seat = engine.acting(state)[0]
        state, events = act(state, seat, {"type": "pass"})
        told += events
    return state, told


def to(state: State, kind: str) -> tuple[State, list[Event]]:
    """Pass every window until a decision of `kind` is due."""
    state, told = pass_windows(state)
    assert head(state) == kind, f"expected {kind}, the game waits for {state.tasks[:1]}"
    return state, told


def until_window(state: State, window: str) -> tuple[State, list[Event]]:
    state, told = pass_windows(state, stop=window)
    assert state.window == window, f"expected window {window}, the game waits for {state.tasks[:1]} in {state.window}"
    return state, told
