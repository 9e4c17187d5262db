"""The declared dispatch (rules/starfarers/decisions.py): every phase but the last has its decision, and over seeded
random playouts what DECISIONS says (who acts, what they may do, what an action does) is what the game's contract
methods say."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.contract import Event
from rules.frozen import evolve
from rules.starfarers.decisions import DECISIONS
from rules.starfarers.game import GAME
from rules.starfarers.state import ENCOUNTER, MOVE, OFFER_OPEN, OVER, PHASES, ROLL, SHAKE, TRADE, State, encode
from rules.starfarers.turns import check_win

DRAFTED = {"setup_draft": True}
ONLY_IN_ONE_PHASE = ("roll", "discard", "steal", "no_steal", "relief", "shake")
"""Action types the engine once dispatched on before the phase: each must stay legal in one phase only."""


def test_every_phase_but_the_end_has_exactly_one_decision() -> None:
    assert DECISIONS.missing(p for p in PHASES if p != OVER) == ()
    assert set(DECISIONS) == set(PHASES) - {OVER}
    assert GAME.who_acts(evolve(GAME.setup(["p1", "p2", "p3"], 1), phase=OVER)) == ()


def playout(seats: int, seed: int, options: dict[str, Any], steps: int) -> dict[str, set[str]]:
    """A seeded random playout checking DECISIONS against the contract at every step; returns, per action type
    offered, the phases it was legal in."""
    rand = random.Random(seed)
    state: State = GAME.setup([f"p{i}" for i in range(1, seats + 1)], seed, options)
    legal_in: dict[str, set[str]] = {}
    for _ in range(steps):
        if GAME.is_over(state):
            break
        phase = state.phase
        decision = DECISIONS[phase]
        acting = GAME.acting(state)
        assert tuple(state.seats[s] for s in decision.acting(state, phase)) == acting, phase
        for name in acting:
            legal = GAME.legal_actions(state, name)
            assert decision.legal(state, phase, state.seats.index(name)) == legal, (phase, name)
            for action in legal:
                legal_in.setdefault(str(action["type"]), set()).add(phase)
        seat = acting[rand.randrange(len(acting))]
        legal = GAME.legal_actions(state, seat)
        action = legal[rand.randrange(len(legal))]
        events: list[Event] = []
        mine = decision.apply(state, phase, state.seats.index(seat), action, events)
        mine = evolve(check_win(mine, events), seq=state.seq + 1)
        played = GAME.apply(state, seat, action)
        assert encode(mine) == encode(played.state), (phase, action)
        assert [e["type"] for e in events] == [e["type"] for e in played.events], (phase, action)
        state = played.state
    return legal_in


@pytest.mark.parametrize(("seats", "seed", "options"), [(4, 11, {}), (3, 12, DRAFTED), (4, 13, DRAFTED)])
def test_the_decisions_say_what_the_contract_says(seats: int, seed: int, options: dict[str, Any]) -> None:
    legal_in = playout(seats, seed, options, 800)
    for kind in ONLY_IN_ONE_PHASE:
        assert len(legal_in.get(kind, set())) <= 1, (kind, legal_in.get(kind))
    visited = set().union(*legal_in.values())
    assert {ROLL, TRADE, OFFER_OPEN, SHAKE, MOVE, ENCOUNTER} <= visited  # the playout went round the turn
