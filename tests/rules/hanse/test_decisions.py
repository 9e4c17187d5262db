"""The declared dispatch (rules/hanse/decisions.py): one decision per phase, and the game goes through it."""

from __future__ import annotations

import random

from rules.contract import Event
from rules.frozen import evolve
from rules.hanse import GAME
from rules.hanse.decisions import ACTION_TYPES, CHECKPOINT, CHECKPOINT_IF, DECISIONS, PHASES
from rules.hanse.state import (
    AGENT_BONUS,
    CHOOSE_PAIR,
    END_DISCARD,
    GAME_OVER,
    MAIN,
    REACTION,
    SETUP_CHOICE,
    SETUP_PLANET,
    HanseState,
)
from rules.hanse.testing import active_seat, set_goods, started

EVERY_PHASE = (SETUP_CHOICE, SETUP_PLANET, MAIN, AGENT_BONUS, REACTION, CHOOSE_PAIR, END_DISCARD, GAME_OVER)


def test_every_phase_but_game_over_has_a_decision_and_nothing_else_has_one() -> None:
    assert set(PHASES) == set(EVERY_PHASE) and PHASES[-1] == GAME_OVER
    assert DECISIONS.missing(PHASES[:-1]) == ()
    assert set(DECISIONS) == set(EVERY_PHASE) - {GAME_OVER}


def test_every_action_type_has_exactly_one_checkpoint_rule() -> None:
    assert CHECKPOINT.keys() | CHECKPOINT_IF.keys() == set(ACTION_TYPES)
    assert not CHECKPOINT.keys() & CHECKPOINT_IF.keys()


def _checked_step(state: HanseState, pick: int) -> HanseState:
    """One step, asked of the phase's decision and of the game's contract methods, which must agree: the acting
    seats, the legal actions, and the state and events after legal action number `pick` (modulo their count)."""
    phase = state.phase
    decision = DECISIONS[phase]
    acting = decision.acting(state, phase)
    assert tuple(state.seats[i] for i in acting) == GAME.acting(state)
    seat = GAME.acting(state)[0]
    legal = decision.legal(state, phase, acting[0])
    assert legal == GAME.legal_actions(state, seat)
    action = legal[pick % len(legal)]
    events: list[Event] = []
    new = decision.apply(state, phase, acting[0], action, events)
    step = GAME.apply(state, seat, action)
    # `play` stamps the state with the action (`last`, items by key) and counts it (`seq`)
    assert evolve(new, seq=state.seq + 1, last=(seat, tuple(sorted(action.items())))) == step.state
    assert events == step.events
    after: HanseState = step.state
    return after


def test_the_decisions_agree_with_the_game_over_seeded_random_playouts() -> None:
    phases: set[str] = set()
    for seed, options in ((5, None), (6, {"round_cap": 3}), (7, {"empty_deck_reshuffle": False})):
        rand = random.Random(seed)
        state = GAME.setup(["ann", "bob"], seed, options)
        while not GAME.is_over(state):
            phases.add(state.phase)
            state = _checked_step(state, rand.randrange(1000))
        assert state.phase not in DECISIONS and GAME.acting(state) == ()
    # random play hardly ever unloads two pairs at once: the pair choice is played out below
    assert phases == set(EVERY_PHASE) - {CHOOSE_PAIR, GAME_OVER}


def test_the_pair_choice_goes_through_its_decision() -> None:
    state = started(GAME, seed=1, planet="coronis")
    twins = [("w01", "coronis"), ("w02", "coronis"), ("w03", "coronis"), ("w04", "coronis")]
    state = set_goods(state, {"coronis": [("w30", "dakhit")]}, {(active_seat(state), 0): twins}, others="remove")
    unload = GAME.legal_actions(state, GAME.acting(state)[0]).index({"type": "unload", "container": 0})
    state = _checked_step(state, unload)
    assert state.phase == CHOOSE_PAIR
    state = _checked_step(state, 1)
    assert state.phase == MAIN and state.removed == (("coronis", "vinau_ii"),)


def test_finish_turn_and_allow_are_checkpoints_exactly_when_they_draw_roll_or_shuffle() -> None:
    seen: dict[tuple[str, bool], int] = {}
    for seed in range(12):
        rand = random.Random(seed)
        state = GAME.setup(["ann", "bob"], seed, {"empty_deck_reshuffle": seed % 2 == 0})
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = legal[rand.randrange(len(legal))]
            step = GAME.apply(state, seat, action)
            kinds = {event["type"] for event in step.events}
            if action["type"] == "finish_turn":
                assert step.checkpoint == ("drew" in kinds or "reshuffled" in kinds)
            elif action["type"] == "allow":
                assert step.checkpoint == ("rolled" in kinds or "hyperstorm" in kinds)
            else:
                assert step.checkpoint == CHECKPOINT[action["type"]]
            if action["type"] in CHECKPOINT_IF:
                seen[action["type"], step.checkpoint] = seen.get((action["type"], step.checkpoint), 0) + 1
            state = step.state
    # both answers of both kinds were met, so the comparisons above were not all one-sided
    assert set(seen) == {(kind, flag) for kind in CHECKPOINT_IF for flag in (False, True)}
