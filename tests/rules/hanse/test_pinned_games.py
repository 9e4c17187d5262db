"""Die Kosmische Hanse's behaviour with its views, pinned before its engine is restructured (issue 38): seeded random
games played to the end give the same legal actions, events, views and result at every step (rules/pinning.py says
what each digest covers; tests/rules/hanse/test_engine_pinned.py pins the encodings of older seeds).

Re-pin only when a change of behaviour is intended, and say why in the commit message: run
`python -m tools.pins hanse` and paste the PINNED literal it prints over the one below (then `ruff format`).
To find the first step that changed, see tests/rules/cosmic/test_pinned_games.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.hanse import GAME
from rules.pinning import PinCase, PinnedValues, unchanged_or_why

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

DEFAULT: dict[str, Any] = {"round_cap": 60, "empty_deck_reshuffle": True}
SHORT: dict[str, Any] = {"round_cap": 6, "empty_deck_reshuffle": False}
"""Every option is given, so that no default the build may change enters the pins."""
TO_THE_END = 20_000

CASES: tuple[PinCase, ...] = (
    PinCase(2, "default", 1, DEFAULT, TO_THE_END),
    PinCase(2, "default", 2, DEFAULT, TO_THE_END),
    PinCase(2, "default", 3, DEFAULT, TO_THE_END),
    PinCase(2, "short", 4, SHORT, TO_THE_END),
)


PINNED: dict[str, PinnedValues] = {
    "2p-default-seed1": {
        "steps": 552,
        "outcome": "round_cap",
        "all": "b5f774ff501bf52f04c324dbaa9cc8ed8cac015bb8be6cc7292e53c5094c2d3e",
        "legal": "4e682cadf5f4c7327c6914d0c19d892859d442fda4d3db6952cbd0b9c1471b97",
        "events": "dbb7e289b4c3f0eb9040531caae37828510d791d9ad4b97829468e12b3f0cfd6",
        "views": "5bea9313bc434f3714fe32c1f87b694f8025d6eaf1853e746060af380a7ed9ff",
        "result": "63263a6f0f2a1d769c7af0541745d2e163bcf173cfd7b2b07cdf67d0b0bdbe86",
    },
    "2p-default-seed2": {
        "steps": 516,
        "outcome": "round_cap",
        "all": "140cd6539b12508b27ff87e3f7b4cbf2743e591ef67e95c51bd7f158e90a9804",
        "legal": "887559af767b1a7615a7a0db8a5e94b9cfda1e97876fe456333198ffc8ed948d",
        "events": "dfc75f48d8990d456a4e17e55c9641f7b38d198c2077aa719a658db20238028c",
        "views": "06c24cb454842caf265985f98fd86b32e0d90c2148fa369957195c4bafc264c7",
        "result": "39796ce396b1fd49a34cabeac04596b66b7e71078d74a897ff61daaa1762c09b",
    },
    "2p-default-seed3": {
        "steps": 556,
        "outcome": "round_cap",
        "all": "39c6b8d90820fe9a7d8267427d66d192c1f2a1f58402ee31908cf08a07f2b848",
        "legal": "db6b02198658e8da49324c7b37bfd0542e94c4032b675007f190512d03266398",
        "events": "e771d79812cfa7673b8087bed68e53d0ffe236652fea3bf24763bf8f119d8a64",
        "views": "1c99541455f89585c6e7886c10668e99be6253950fdaa0fc94fdd369374ca22f",
        "result": "28035b9193983e7e0ab98f7c010c0977e7756ac9a797006514ffd23b2d0d655f",
    },
    "2p-short-seed4": {
        "steps": 71,
        "outcome": "round_cap",
        "all": "0f536ee8833eb1a6bc8ffe992d11fa8c1499cc9e4eeacb600e72773f2a854875",
        "legal": "f9f2f10ff0a265809cdd61dda8bc362bdaa017acec695cb7b4b7366e9ce092b4",
        "events": "3bae635aff502ac7dd81a529f0e675424dd5eae24280295374aac722ef68c424",
        "views": "a87d415762db850f659ab3b688eb9cc69171d79af55e608f61c1dffe629e6d34",
        "result": "1c440bc13f87f59087cb7e62e46f0cb142765db9b5f2fb631c5aab528a68764d",
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
