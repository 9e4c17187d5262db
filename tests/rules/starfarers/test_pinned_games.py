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

from rules.pinning import PARTS, PinCase, PinnedValues, changed_parts, pin_case
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
        "all": "a1e6aaf21cbafebb23d0c423caee06f2b28d0d52c8ea8277ca9694e74e45bc2c",
        "legal": "bef0747da9c362f9fc7329a5a614f8c66ca7a8ead0f510f445b1877d949bc7a2",
        "events": "6a886f472ff3673a91dd8773c1f2572db43d828cd5e16a24ab1ad1c7ca75a8cc",
        "views": "23fcb367cb9b6b8c1211bf82cb76dae3ad4aa7f0fc4a04ab317ee6c6a0bbee1d",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "4p-fixed-seed2": {
        "steps": 3000,
        "outcome": "",
        "all": "ae8c198b30f3548e489f39f6bc52e6d1282165a8cde82fd0ec4e92eca1e3e7a3",
        "legal": "31188d00215268abf31fb2ee8a9b24d0dcacea3704208235e8a544f7af231758",
        "events": "c9e986a02cd6340f0b1496bd8e6ea0a657b1c280677e707d7debc50a0ac8b58d",
        "views": "301699b54fc14b0013f1c608424f2f296ce74b388edff8a908927c90783cdd4f",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "3p-drafted-seed3": {
        "steps": 3000,
        "outcome": "",
        "all": "3fe84e8974dea5eff8ee0dfe93f661a41132a20dd309f3f11a51d40bf218bd21",
        "legal": "9971134d2ae33d35bf6f7861ff79280a11cf21d850aa40601de0f9862148f607",
        "events": "6811187c908876fb326bd9376263340b2140885fbdbf7d4b12fb1a9c2a940913",
        "views": "53e8c5aa7e92607a091e374b3ff75267d2254b8dda9680af008b06e2fddcef49",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "4p-drafted-seed4": {
        "steps": 3000,
        "outcome": "",
        "all": "08ca8bf117bd143ba59ac1f5c4710ef6182cdc9893ec7a2232b2e9b9cf02f062",
        "legal": "9a3db82c1f1b2da02dad4b784e75dee23b5ab0da39f375ed8bbbd45035e6b643",
        "events": "6e1d98ac8753cfe2a8167482e8711531856c2221a99c4a7ccc2d96bdfe2da7d3",
        "views": "640f6f2ef77a6444b3128fe97ecf608354cf137a850004927f66f5f9a4e32ded",
        "result": "68436b14244e74d482d6af98723b19c0c9e621ac3cc3f66c8bc582dfd44e8a96",
    },
    "3p-short-seed5": {
        "steps": 2879,
        "outcome": "target",
        "all": "4e137178aea8f944a67ff7a74331adddd6a8793e13c11bbd92507304d275606a",
        "legal": "7acd6115f8e4a53fff15aa687f7ef1d34b72960a151c1987817bf2131e607f77",
        "events": "2ad50c414f49708d47792b48393e9c20aa13cfe8e9273e61e0a2dc2f27cdbc67",
        "views": "4efe4024cc7a9d99337a5536a0d804e5c8fceb2d32b13f6c77052db0fd6f7e1d",
        "result": "53dfe481419bad9f0c3809ac76cc813c8116c0add2696841f3fc59ac776190e3",
    },
    "4p-rounds-seed6": {
        "steps": 571,
        "outcome": "round_limit",
        "all": "d996baf502c362a85e413f10e2ac75b9e65ab3fc811af744398d7c7004379e2a",
        "legal": "874d645b00183ce97a3b24120a40f0933499cb53e960f49bbb9ab7e31346657e",
        "events": "dc26cc85c4b881d9a921a6286a6dfb898c96b1f922e7f422f77d320406e93b29",
        "views": "70aad02561caa16a6ffd0f0a597b04ff33c3eaeb6d6c49b19abe1bccd9fb360d",
        "result": "b17814562f6746e4440d572398340e67e87506623815e5412ee41c1c7d87e076",
    },
    "3p-fixed-seed7": {
        "steps": 5374,
        "outcome": "target",
        "all": "577281ab574be81dcfac340bdad07d9f8f7543bcf507cdcf444b40a9442276e4",
        "legal": "e81d47bb63054aeb5793876abdb0dfefa8985faaa782ea79ad5287d74cce4609",
        "events": "51ea2ed322cb33756b747bc5e1985d5b03b60bc7b1337c3b0e60fbe29624d4af",
        "views": "2a70b1b021acb61dbc3788c567acd3645f2cab35114925fc3a9e2dfdfdcfee3f",
        "result": "8e07286cf1f6fe35ec15438460a4bfee3238a476468fe3353ec18ca923ae1626",
    },
    "4p-drafted-seed8": {
        "steps": 8786,
        "outcome": "target",
        "all": "c3814e1a9f178771031a2a6c56924b51ffd0f42195860defdb9442c0ad5c9389",
        "legal": "50e7b390ea3f1a71b6c2a32e2bf27f53d6c8e4bb3c3e5e077e14625db50bca37",
        "events": "3d7805435c15cae2f91add61b90284aca02600cf4425ee573da7706292470321",
        "views": "995402f0d8a6a539eb7b034ffe5e94c937c180ddfccdf9657f84a7b5246d6cf7",
        "result": "7c4a4f258e8c6093b3f88e9125a1631fbb3d980fc3de947322d8dee8c7edd765",
    },
}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_pinned_game_plays_as_it_did_when_pinned(case: PinCase) -> None:
    pinned = PINNED[case.name]
    found = pin_case(GAME, case)
    changed = changed_parts(pinned, found)
    kept = [part for part in PARTS if part not in changed]
    assert not changed, (
        f"starfarers, case {case.name} ({case.players} players, seed {case.seed}, options {dict(case.options)}, at "
        f"most {case.max_steps} steps): changed: {', '.join(changed)}; unchanged: {', '.join(kept) or 'none'}. Pinned: "
        f"{pinned['steps']} steps, outcome {pinned['outcome'] or 'none'}; now {found.steps} steps, outcome "
        f"{found.outcome or 'none'}. The first step that changed: `python -m tools.pins starfarers --case {case.name} "
        "--against OLD_TRACE.json`"
    )


def test_the_pinned_cases_are_those_the_test_plays() -> None:
    assert [case.name for case in CASES] == list(PINNED)


def test_the_pinned_games_end_both_ways() -> None:
    """The cases played to the end do end: by a win, and one by the round limit."""
    outcomes = {case.name: PINNED[case.name]["outcome"] for case in CASES if case.max_steps == TO_THE_END}
    assert all(outcomes.values()), outcomes
    assert len(set(outcomes.values())) == 2, outcomes
