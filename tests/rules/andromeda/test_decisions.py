"""The declared dispatch (rules/andromeda/decisions.py): every phase but the end has its decision, and over seeded
random playouts what DECISIONS says (who acts, what each may do, what an answer does) is what the game's contract
methods say."""

from __future__ import annotations

import random

import pytest

from rules.andromeda.decisions import DECISIONS
from rules.andromeda.game import GAME
from rules.andromeda.state import ACTION, KEEP, LAP, OFFER, OVER, PHASES, RESPOND, TRANSPORT, State, encode
from rules.contract import Event
from rules.frozen import evolve

TRADING_TYPES = {"offer", "respond", "swap", "keep", "stay", "take_back"}
"""The answers `play` once told apart by type: the trading phases' decisions now hand each to its function."""
TYPES = {
    TRANSPORT: {"transport", "transport_pass"},
    OFFER: {"offer", "swap"},
    RESPOND: {"respond"},
    KEEP: {"keep", "stay"},
    LAP: {"take_back", "swap"},
    ACTION: {
        "end_turn",
        "act",
        "exchange_card",
        "exchange_done",
        "planet",
        "planet_cards",
        "place",
        "add_bonus",
        "set_done",
    },
}
"""The action types each phase offers (docs/games/andromeda.md, Actions): a decision wired to the wrong phase offers
others."""


def asked(state: State) -> tuple[int, ...]:
    """Who the rules ask in each phase: the active player offers (R-4.4.1), the co-players still trading and not yet
    answered respond (R-4.4.2), the transport, keep, lap and action steps ask the seat whose turn it is."""
    if state.phase == OFFER:
        return (state.active,)
    if state.phase == RESPOND:
        return tuple(
            q for q in range(len(state.seats)) if q != state.active and state.in_trade >> q & 1 and state.pending[q] < 0
        )
    return (state.current,)


def test_every_phase_but_the_end_has_exactly_one_decision() -> None:
    assert DECISIONS.missing(p for p in PHASES if p != OVER) == ()
    assert set(DECISIONS) == set(PHASES) - {OVER}
    assert GAME.who_acts(evolve(GAME.setup(["p1", "p2", "p3"], 1), phase=OVER)) == ()


def playout(seats: int, seed: int) -> tuple[set[str], dict[str, set[str]]]:
    """A seeded random game checking DECISIONS against the contract at every step: the phases it went through, and
    per trading answer type the phases it was played in."""
    rand = random.Random(seed)
    state: State = GAME.setup([f"p{i}" for i in range(1, seats + 1)], seed, {"round_cap": 8})
    phases: set[str] = set()
    played_in: dict[str, set[str]] = {}
    while not GAME.is_over(state):
        phase = state.phase
        phases.add(phase)
        decision = DECISIONS[phase]
        acting = GAME.acting(state)
        assert decision.acting(state, phase) == asked(state), phase
        assert tuple(state.seats[q] for q in asked(state)) == acting, phase
        for name in acting:
            legal = GAME.legal_actions(state, name)
            assert decision.legal(state, phase, state.seats.index(name)) == legal, phase
            assert legal and {a["type"] for a in legal} <= TYPES[phase], phase
        seat = acting[rand.randrange(len(acting))]
        legal = GAME.legal_actions(state, seat)
        action = legal[rand.randrange(len(legal))]
        if action["type"] in TRADING_TYPES:
            played_in.setdefault(action["type"], set()).add(phase)
        before = encode(state)
        events: list[Event] = []
        mine = decision.apply(state, phase, state.seats.index(seat), action, events)
        played = GAME.apply(state, seat, action)
        assert encode(state) == before  # the answer built a new state and left this one alone
        assert encode(mine) == encode(played.state), (phase, action)
        assert events == played.events, (phase, action)
        assert mine.seq == state.seq + 1  # every answer is counted, in the same copy as its changes
        state = played.state
    return phases, played_in


@pytest.mark.parametrize(("seats", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_the_decisions_say_what_the_contract_says(seats: int, seed: int) -> None:
    phases, played_in = playout(seats, seed)
    assert phases == set(PHASES) - {OVER}  # the games went through every phase with a decision
    assert played_in["swap"] >= {"offer", "lap"}  # one answer type, two phases: each phase's decision takes it
    assert played_in["respond"] == {RESPOND}
