"""The conformance kit passes the correct toy game and catches every deliberately broken variant."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from rules.contract import Game, Option
from rules.testing import ConformanceError, check_static, run_conformance
from tests.rules import broken_toys
from tests.toy_game import TOY

SEEDS = range(6)


@pytest.mark.parametrize("players", [2, 3])
def test_correct_toy_passes(players: int) -> None:
    reports = [run_conformance(TOY, players, seed) for seed in SEEDS]
    assert all(r.actions > 0 for r in reports)
    check_static(TOY)


def first_failure(game: Game) -> ConformanceError:
    """Run the kit over a few seeds and both player counts; return the first failure."""
    for players in (2, 3):
        for seed in SEEDS:
            try:
                run_conformance(game, players, seed, max_actions=400)
            except ConformanceError as exc:
                return exc
    pytest.fail(f"the kit passed {type(game).__name__}, which is broken")


@pytest.mark.parametrize(
    ("variant", "check"),
    [
        (broken_toys.LeakyView, "leak"),
        (broken_toys.LeakyPendingChoice, "leak"),
        (broken_toys.LeakyEvent, "leak"),
        (broken_toys.MutatingApply, "purity"),
        (broken_toys.NondeterministicDice, "determinism"),
        (broken_toys.AcceptsIllegal, "illegal"),
        (broken_toys.RaisesWrongError, "illegal"),
        (broken_toys.RefusesSilently, "illegal"),
        (broken_toys.LossyEncode, "encode"),
        (broken_toys.NeverEnds, "termination"),
        (broken_toys.KeyOrderSensitive, "determinism"),
        (broken_toys.NoSuchDecisionKind, "hooks"),
        (broken_toys.IllegalTimeoutDefault, "hooks"),
        (broken_toys.GenericRefusals, "refusal"),
        (broken_toys.FalseClaims, "claims"),
        (broken_toys.ClaimsUnchecked, "claims"),
    ],
)
def test_kit_catches_broken_variant(variant: type[Game], check: str) -> None:
    failure = first_failure(variant())
    assert failure.check == check, str(failure)


def test_a_true_claim_that_choices_follow_from_public_facts_passes() -> None:
    assert run_conformance(broken_toys.HonestClaims(), 3, 0).actions > 0


def test_static_checks_catch_a_game_that_accepts_any_player_count() -> None:
    class AnyCount(type(TOY)):  # type: ignore[misc]
        max_players = 3

        def setup(self, seats, seed, options=None):  # type: ignore[no-untyped-def]
            return super().setup(list(seats)[:3] or ["p1", "p2"], seed, options)

    with pytest.raises(ConformanceError) as caught:
        check_static(AnyCount())
    assert caught.value.check == "static"


def test_kit_catches_a_game_that_accepts_look_alike_values() -> None:
    # the toy's cards are strings, so give it an int field to confuse: a numbered pass
    class NumberedPass(broken_toys.AcceptsLookAlikes):
        def legal_now(self, state, seat):  # type: ignore[no-untyped-def]
            return [{**a, "n": 1} if a["type"] == "pass" else a for a in super().legal_now(state, seat)]

    failure = first_failure(NumberedPass())
    assert failure.check == "illegal", str(failure)
    assert "1.0" in str(failure) or "True" in str(failure) or "'1'" in str(failure)


def test_static_checks_catch_a_test_hook_offered_as_an_option() -> None:
    class HookAsOption(type(TOY)):  # type: ignore[misc]
        options = MappingProxyType({**TOY.options, "force_rolls": Option(None, "Forced die results.", str)})
        test_support = "tests.toy_game"
        test_hooks = ("force_rolls",)

    with pytest.raises(ConformanceError) as caught:
        check_static(HookAsOption())
    assert caught.value.check == "static"
    assert "force_rolls" in str(caught.value)


def test_static_checks_catch_an_undeclared_test_hook_module() -> None:
    class MissingHook(type(TOY)):  # type: ignore[misc]
        test_support = "tests.toy_game"
        test_hooks = ("no_such_function",)

    with pytest.raises(ConformanceError) as caught:
        check_static(MissingHook())
    assert "no_such_function" in str(caught.value)
