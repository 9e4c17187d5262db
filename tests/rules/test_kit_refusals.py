"""The kit's refusal check: a well-formed action of a game's own types that is illegal now must be refused with a
reason, not with the generic fallback of `GameBase.explain`; every game says why (no exception is declared)."""

from __future__ import annotations

import pytest

from rules.base import GameBase
from rules.cosmic.game import GAME as COSMIC
from rules.testing import GENERIC_REFUSAL, GENERIC_REFUSALS_EXPECTED, ConformanceError, run_conformance
from tests.rules import broken_toys
from tests.toy_game import TOY


def test_the_kits_generic_sentence_is_the_one_the_base_says() -> None:
    state = TOY.setup(["p1", "p2"], 1)
    assert GameBase.explain(TOY, state, "p1", {"type": "choose", "card": "toy:c99"}) == GENERIC_REFUSAL


def test_a_toy_refusing_with_the_generic_sentence_is_caught_and_the_correct_toy_passes() -> None:
    with pytest.raises(ConformanceError) as caught:
        run_conformance(broken_toys.GenericRefusals(), 2, 0, max_actions=400)
    assert caught.value.check == "refusal"
    assert GENERIC_REFUSAL in str(caught.value)
    assert run_conformance(TOY, 2, 0).actions > 0


def test_the_check_can_be_turned_off_for_a_game() -> None:
    report = run_conformance(broken_toys.GenericRefusals(), 2, 0, max_actions=400, refusals=False)
    assert report.actions > 0


def test_no_game_may_still_refuse_with_the_generic_sentence() -> None:
    # every game says why it refuses (test_conformance.py runs the check for each of them)
    assert not GENERIC_REFUSALS_EXPECTED


def test_cosmic_says_why_where_the_base_would_give_the_generic_sentence() -> None:
    # Cosmic Encounter was the last exception: its own refusals (rules/cosmic/refusals.py) now say why
    state = COSMIC.setup(["p1", "p2", "p3"], 0)
    seat = COSMIC.acting(state)[0]
    for action in ({"type": "no_such_action"}, {"type": "select", "card": "attack_4"}, {"type": "pass", "x": 1}):
        assert COSMIC.explain(state, seat, action) != GENERIC_REFUSAL
    assert GameBase.explain(COSMIC, state, seat, {"type": "no_such_action"}) == GENERIC_REFUSAL
