"""Spec §2: component tables (planets, satellites, bonus tiers, tracks) and §4.8 list sizes."""

from __future__ import annotations

import json
import random

from rules.andromeda import GAME
from rules.andromeda.components import (
    CARD_ID,
    COLOURS,
    HAND_LIMIT,
    KINDS,
    PLANETS,
    SATELLITE_IDS,
    SATELLITE_VALUES,
    SHIP_NEED,
    TECH_NEED,
    TECH_POINTS,
    TIER_COUNTS,
    TIER_POINTS,
    TIERS,
)

from .support import seats


def test_2_2_planets_and_satellite_values() -> None:
    assert PLANETS == ("azura", "borea", "cygna", "draco", "eos", "fenn", "gorr")
    assert [sum(v) for v in SATELLITE_VALUES] == [28, 26, 25, 23, 25, 22, 20]
    assert all(v[0] > v[1] > v[2] and v[2] >= 4 and v[0] <= 14 for v in SATELLITE_VALUES)
    assert SATELLITE_IDS[:3] == ("azura_s1", "azura_s2", "azura_s3") and SATELLITE_IDS[-1] == "gorr_s3"
    assert len(SATELLITE_IDS) == 21


def test_2_3_bonus_tiers_and_kinds() -> None:
    assert TIERS == ("silver", "gold", "platinum", "diamond")
    assert TIER_COUNTS == (6, 4, 4, 2) and TIER_POINTS == (2, 3, 4, 5)
    assert KINDS == PLANETS + TIERS
    assert CARD_ID[0] == "andromeda:azura:01" and CARD_ID[83] == "andromeda:gorr:12"
    assert CARD_ID[84] == "andromeda:silver:1" and CARD_ID[99] == "andromeda:diamond:2"
    assert len(set(CARD_ID)) == 100


def test_2_4_and_2_5_tracks() -> None:
    assert HAND_LIMIT == (9, 10, 11, 13)
    assert SHIP_NEED[1:] == (3, 4, 6)
    assert TECH_NEED[1:] == (3, 4, 5)
    assert TECH_POINTS == (0, 1, 3, 6)
    assert COLOURS == ("red", "blue", "green", "yellow", "white")


def test_4_8_every_decision_list_is_small_and_duplicate_free() -> None:
    largest = 0
    for n in (3, 4, 5):
        rand = random.Random(n)
        state = GAME.setup(seats(n), 70 + n)
        while not GAME.is_over(state):
            for seat in state.seats:
                legal = GAME.legal_actions(state, seat)
                assert bool(legal) == (seat in GAME.acting(state))
                assert len({json.dumps(x, sort_keys=True) for x in legal}) == len(legal)
                largest = max(largest, len(legal))
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
    assert 5 < largest <= 15
