"""Andromeda's behaviour with its views, pinned before its engine is restructured (issue 38): seeded random
games played to the end give the same legal actions, events, views and result at every step (rules/pinning.py says
what each digest covers; tests/rules/andromeda/test_engine_pinned.py pins the encodings of older seeds).

Re-pin only when a change of behaviour is intended, and say why in the commit message: run
`python -m tools.pins andromeda` and paste the PINNED literal it prints over the one below (then `ruff format`).
To find the first step that changed, see tests/rules/cosmic/test_pinned_games.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.andromeda import GAME
from rules.pinning import PinCase, PinnedValues, unchanged_or_why

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

DEFAULT: dict[str, Any] = {"round_cap": 40}
SHORT: dict[str, Any] = {"round_cap": 3}
"""Every option is given, so that no default the build may change enters the pins."""
TO_THE_END = 20_000

CASES: tuple[PinCase, ...] = (
    PinCase(3, "default", 1, DEFAULT, TO_THE_END),
    PinCase(4, "default", 2, DEFAULT, TO_THE_END),
    PinCase(5, "default", 3, DEFAULT, TO_THE_END),
    PinCase(3, "short", 4, SHORT, TO_THE_END),
    PinCase(5, "short", 5, SHORT, TO_THE_END),
)

PINNED: dict[str, PinnedValues] = {
    "3p-default-seed1": {
        "steps": 892,
        "outcome": "Three planets are full.",
        "all": "a51ac17cef5236e6a56d8684ee42a1548db42e9891f1d12c60aa8388b2ca12c3",
        "legal": "c2a061aa3f9af0acb09e8d9928c62c76cf61ed33caf32f772a84d2fc6e2df0eb",
        "events": "f8cc7f60e3b3de77008af133a50f018ddb2b16a243861210482b09d5fbc3f921",
        "views": "c22634531d0cf004bf2b1e5a6b0330fbb3da2f0c2c4f3de347c9ee1320e5bc78",
        "result": "e981f57a2a941e656edf18cea1df55263f649f916073454fb628a6353e8a987f",
    },
    "4p-default-seed2": {
        "steps": 1274,
        "outcome": "Three planets are full.",
        "all": "14df694759a4c7c0bf72aae3c7d907a204a152257f38291110318324f7c6ae71",
        "legal": "b79854837240f6ec0da1b100cf6410a628b34b0d563f7ca40b0cbee8c5366d40",
        "events": "53d6849d8fe3bfc67716f3de6f32e26f201c69f137469d64e563e883ef47d09a",
        "views": "4c1bce62ac08f82cbba729679a10c4b5b28ce698071d0a98e839e1ba9136c740",
        "result": "bafe85fe7f32d777d1b09aba5bda779076e423bddf4e695eb37c28beeb5499f0",
    },
    "5p-default-seed3": {
        "steps": 1985,
        "outcome": "Three planets are full.",
        "all": "2ef60a1863de5732d73989f04442b39bd3974fdd61dfb507e40b84746ea99652",
        "legal": "71673e571f0570f84dc0dc0f1002bcd7a22353d9eed0103cba14d83d510a2037",
        "events": "8356001c41bb761204980df53599dc0dc8e72e00de2228160a0d83bbc007638c",
        "views": "d84fa8f0200a5590ea18f0ea2d88c2c3c21b2c1e7424428c6cd0f754a3b8d2dd",
        "result": "7f2b9464d238b53495a3f92a2ecc1d52404f81537af7a7e86b44ebe6cd4caa97",
    },
    "3p-short-seed4": {
        "steps": 95,
        "outcome": "The round cap was reached.",
        "all": "55428d3dcf17e3a593dcb2aeced567187db4324bee1f4ce692f61b633a776cda",
        "legal": "236fb0b5d3b8f9c739c27105148a0ed472e9796002d68e79deb6f69eb27f25cb",
        "events": "91326a34555b894286dca91bd238e20b74e9a4482e76b5758ddd2dbc256cd7e7",
        "views": "4413d1be02237e528d0e8c0880d101016031206ed1893719202a296ad71a0e78",
        "result": "d85f81da64d7ad756aa7308a68deea051b465a5f75b5396d5ac2844a807f9dbc",
    },
    "5p-short-seed5": {
        "steps": 177,
        "outcome": "The round cap was reached.",
        "all": "02c079f1e054f3fbd35cf8a3b898694162d42e19938df3d55c8e864ef32d44fe",
        "legal": "005b178cb80cca6e9e728071ace46fba87c6c5f2db723a5bb5165309dafbd3f3",
        "events": "ac96403d9e120340efbd0073ebe8beeecf3a6bc7e82ccb667076148007a9d5b7",
        "views": "4a0a34f907fb306d8cc99a16e157bc020884c1e25dafcc2831d7800fa61aa68d",
        "result": "005a4b56532e35ea1bb9e1f54d4f9cbe5f70b7bc6e0a46975fa70b616b9cae98",
    },
}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_pinned_game_plays_as_it_did_when_pinned(case: PinCase) -> None:
    why = unchanged_or_why(GAME, case, PINNED[case.name])
    assert not why, why


def test_the_pinned_cases_are_those_the_test_plays() -> None:
    assert [case.name for case in CASES] == list(PINNED)


def test_the_pinned_games_are_played_to_their_end() -> None:
    assert all(PINNED[case.name]["outcome"] for case in CASES), {name: p["outcome"] for name, p in PINNED.items()}
