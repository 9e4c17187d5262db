"""Starfarers of Catan's behaviour, pinned before its engine is restructured (issue 38): seeded random games at both
player counts, with the fixed start and with the drafted one, give the same legal actions, events, views and result
at every step (rules/pinning.py says what each digest covers).

A random playout runs some 6,000 actions, so most cases stop at a budget; the cases played to the end lower the
points to win, so that the game ends by a win (and one by the round limit).

Re-pin only when a change of behaviour is intended, and say why in the commit message: run
`python -m tools.pins starfarers` and paste the PINNED literal it prints over the one below (then `ruff format`).
To find the first step that changed, see tests/rules/cosmic/test_pinned_games.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.pinning import PinCase, PinnedValues, unchanged_or_why
from rules.starfarers.game import GAME

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

FIXED: dict[str, Any] = {"setup_draft": False, "extra_two_cards": False, "target_vp": 15, "max_rounds": 100}
DRAFTED: dict[str, Any] = {"setup_draft": True, "extra_two_cards": True, "target_vp": 15, "max_rounds": 100}
SHORT: dict[str, Any] = {"setup_draft": False, "extra_two_cards": True, "target_vp": 10, "max_rounds": 100}
ROUNDS: dict[str, Any] = {"setup_draft": True, "extra_two_cards": False, "target_vp": 20, "max_rounds": 8}
"""Every option is given, so that no default the build may change enters the pins."""
BUDGET = 3_000
TO_THE_END = 12_000

CASES: tuple[PinCase, ...] = (
    PinCase(3, "fixed", 1, FIXED, BUDGET),
    PinCase(4, "fixed", 2, FIXED, BUDGET),
    PinCase(3, "drafted", 3, DRAFTED, BUDGET),
    PinCase(4, "drafted", 4, DRAFTED, BUDGET),
    PinCase(3, "short", 5, SHORT, TO_THE_END),
    PinCase(4, "rounds", 6, ROUNDS, TO_THE_END),
    PinCase(3, "fixed", 7, FIXED, TO_THE_END),
    PinCase(4, "drafted", 8, DRAFTED, TO_THE_END),
)

PINNED: dict[str, PinnedValues] = {
    "3p-fixed-seed1": {
        "steps": 3000,
        "outcome": "",
        "all": "05a96b30080efe442df7e3df6f6da756d53e31e3a2eb605a25fa5d929efccb8f",
        "legal": "bef0747da9c362f9fc7329a5a614f8c66ca7a8ead0f510f445b1877d949bc7a2",
        "events": "6a886f472ff3673a91dd8773c1f2572db43d828cd5e16a24ab1ad1c7ca75a8cc",
        "views": "07b47bd7d981250977d7b9e2159cee6b2aaa3cb53d5325faeb31883be2e83fec",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "4p-fixed-seed2": {
        "steps": 3000,
        "outcome": "",
        "all": "bc854b64587f786681001e5e9bf6ffd058e870640705d446cd4a523eb1d6d3c3",
        "legal": "31188d00215268abf31fb2ee8a9b24d0dcacea3704208235e8a544f7af231758",
        "events": "c9e986a02cd6340f0b1496bd8e6ea0a657b1c280677e707d7debc50a0ac8b58d",
        "views": "39b92e26e4bce0f9f35e16e2bc841f5c0579a30fc316ebdf5082c37b6de42b49",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "3p-drafted-seed3": {
        "steps": 3000,
        "outcome": "",
        "all": "fd609b27670bd3531d9382f8dbcec0b607d5d9c1f17e483a4757c8cb21e03915",
        "legal": "9971134d2ae33d35bf6f7861ff79280a11cf21d850aa40601de0f9862148f607",
        "events": "6811187c908876fb326bd9376263340b2140885fbdbf7d4b12fb1a9c2a940913",
        "views": "aab2fb64d3c2555be083501457c466cccf838d7cf287254f1173d13604c158f6",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "4p-drafted-seed4": {
        "steps": 3000,
        "outcome": "",
        "all": "51c8dacd6c1436e9a119da965df206ec0fa7c8ab3012bbac8c7bda00a26fb531",
        "legal": "9a3db82c1f1b2da02dad4b784e75dee23b5ab0da39f375ed8bbbd45035e6b643",
        "events": "6e1d98ac8753cfe2a8167482e8711531856c2221a99c4a7ccc2d96bdfe2da7d3",
        "views": "e9548e6965471be29e75d9f857318faa7ec1dc7ed05a9c04ea2af7f96b71b938",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "3p-short-seed5": {
        "steps": 2879,
        "outcome": "target",
        "all": "67ffc7763559975d6823a1e45cd69b2b26e4af07123e6257190e6af7711ce13c",
        "legal": "7acd6115f8e4a53fff15aa687f7ef1d34b72960a151c1987817bf2131e607f77",
        "events": "2ad50c414f49708d47792b48393e9c20aa13cfe8e9273e61e0a2dc2f27cdbc67",
        "views": "edd34c22fa94b2dbc4839f4317c3149cee3b2ed58d13c2209df5b96d8531d270",
        "result": "53dfe481419bad9f0c3809ac76cc813c8116c0add2696841f3fc59ac776190e3",
    },
    "4p-rounds-seed6": {
        "steps": 571,
        "outcome": "round_limit",
        "all": "998a64df4fcbbf50ee1b149af782d2f5c071d2fd2a5924bd7fb3c335e6c5e79c",
        "legal": "874d645b00183ce97a3b24120a40f0933499cb53e960f49bbb9ab7e31346657e",
        "events": "dc26cc85c4b881d9a921a6286a6dfb898c96b1f922e7f422f77d320406e93b29",
        "views": "9db4133d6370c2c2dee5146696397fadf6f56ee87163d9f295b7455ee852e36f",
        "result": "b17814562f6746e4440d572398340e67e87506623815e5412ee41c1c7d87e076",
    },
    "3p-fixed-seed7": {
        "steps": 5374,
        "outcome": "target",
        "all": "dd46658aeb7368112a83d5707ab433aa064424fccd35ed0bf473a53330302fa6",
        "legal": "e81d47bb63054aeb5793876abdb0dfefa8985faaa782ea79ad5287d74cce4609",
        "events": "51ea2ed322cb33756b747bc5e1985d5b03b60bc7b1337c3b0e60fbe29624d4af",
        "views": "580601d579b73906d4cf005c7ca0ef5d590521393c9771d65a5926814f0910bc",
        "result": "8e07286cf1f6fe35ec15438460a4bfee3238a476468fe3353ec18ca923ae1626",
    },
    "4p-drafted-seed8": {
        "steps": 8786,
        "outcome": "target",
        "all": "8e885f6bcac5667eeab7abb0da2b3ca5df7d6ec356e718f16ff78959cdc773ac",
        "legal": "50e7b390ea3f1a71b6c2a32e2bf27f53d6c8e4bb3c3e5e077e14625db50bca37",
        "events": "3d7805435c15cae2f91add61b90284aca02600cf4425ee573da7706292470321",
        "views": "94bc6f357bdb0efda0c7864eba813e0247ce7cd6a1776be3d0fe7d5a1ab22ded",
        "result": "7c4a4f258e8c6093b3f88e9125a1631fbb3d980fc3de947322d8dee8c7edd765",
    },
}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_pinned_game_plays_as_it_did_when_pinned(case: PinCase) -> None:
    why = unchanged_or_why(GAME, case, PINNED[case.name])
    assert not why, why


def test_the_pinned_cases_are_those_the_test_plays() -> None:
    assert [case.name for case in CASES] == list(PINNED)


def test_the_pinned_games_end_both_ways() -> None:
    """The cases played to the end do end: by a win, and one by the round limit."""
    outcomes = {case.name: PINNED[case.name]["outcome"] for case in CASES if case.max_steps == TO_THE_END}
    assert all(outcomes.values()), outcomes
    assert len(set(outcomes.values())) == 2, outcomes
