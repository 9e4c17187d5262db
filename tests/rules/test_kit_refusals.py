"""The kit's refusal check: a well-formed action of a game's own types that is illegal now must be refused with a
reason, not with the generic fallback of `GameBase.explain`; Cosmic Encounter is the one declared exception."""

from __future__ import annotations

import pytest

from rules import registry
from rules.base import GameBase
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


def test_only_cosmic_may_still_refuse_with_the_generic_sentence() -> None:
    # no new game joins the exception: every other game says why it refuses (test_conformance.py runs the check)
    assert GENERIC_REFUSALS_EXPECTED.issubset({"cosmic"})
    assert GENERIC_REFUSALS_EXPECTED.issubset(registry.ids())


@pytest.mark.parametrize("game_id", sorted(GENERIC_REFUSALS_EXPECTED))
def test_the_check_catches_a_game_declared_as_an_exception(game_id: str) -> None:
    # The day Cosmic says why, this fails: then take its id out of GENERIC_REFUSALS_EXPECTED.
    game = registry.get(game_id)
    with pytest.raises(ConformanceError) as caught:
        run_conformance(game, game.min_players, 0, refusals=True, max_actions=2_000)
    assert caught.value.check == "refusal", str(caught.value)
