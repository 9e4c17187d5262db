"""§2.1-2.5: costs, limits, victory points, the shake model and the yield tokens, against the spec's tables."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from rules.starfarers.board import PLANETS
from rules.starfarers.components import (
    COSTS,
    PAIRS,
    TOKENS,
    Holdings,
    duel_value,
    movement,
    victory_points,
)

SPEC_TOKEN_IDS = [
    "tok_alpha_4",
    "tok_alpha_8",
    "tok_alpha_11",
    "tok_beta_8",
    "tok_beta_10",
    "tok_beta_12",
    "tok_gamma_3",
    "tok_gamma_5",
    "tok_gamma_6",
    "tok_delta_2",
    "tok_delta_6",
    "tok_delta_9",
    "tok_s_pirate4",
    "tok_s_pirate5",
    "tok_s_pirate7",
    "tok_s_ice3",
    "tok_s_ice4",
    "tok_s_10a",
    "tok_s_10b",
    "tok_a_2",
    "tok_a_5a",
    "tok_a_5b",
    "tok_a_6",
    "tok_a_8",
    "tok_a_9a",
    "tok_a_9b",
    "tok_b_3a",
    "tok_b_3b",
    "tok_b_4a",
    "tok_b_4b",
    "tok_b_11a",
    "tok_b_11b",
    "tok_b_12",
    "tok_r_2",
    "tok_r_3",
    "tok_r_4",
    "tok_r_10",
    "tok_r_11",
]


def test_2_2_building_costs() -> None:
    assert COSTS["build_colony_ship"] == {"ore": 1, "fuel": 1, "carbon": 1, "food": 1}
    assert COSTS["build_trade_ship"] == {"ore": 1, "fuel": 1, "goods": 2}
    assert COSTS["build_spaceport"] == {"carbon": 3, "food": 2}
    assert (COSTS["build_drive"], COSTS["build_gun"], COSTS["build_freight_ring"]) == (
        {"fuel": 2},
        {"carbon": 2},
        {"ore": 2},
    )


def test_2_3_a_player_starts_with_4_vp_and_fame_rings_count_in_pairs() -> None:
    # two colonies and a space port (a third colony under a ring), one fame ring (worth nothing alone)
    start = Holdings(colonies=3, spaceports=1, friendship_disks=0, lair_and_ice_tokens=0, fame_rings=1)
    assert victory_points(start) == 4
    assert victory_points(Holdings(5, 2, 1, 2, 5)) == 5 + 2 + 2 + 2 + 2


def test_2_4_a_shake_shows_one_of_10_pairs_and_moves_by_the_spec_table() -> None:
    assert len(PAIRS) == 10 and len(set(PAIRS)) == 10
    shakes = [movement(pair) for pair in PAIRS]
    share = Counter((s.encounter, s.base) for s in shakes)
    assert share == Counter({(True, 3): 4, (False, 3): 2, (False, 4): 2, (False, 5): 2})
    assert Fraction(sum(s.encounter for s in shakes), 10) == Fraction(2, 5)


def test_2_4_the_duel_shake_counts_black_as_0() -> None:
    assert Counter(duel_value(pair) for pair in PAIRS) == Counter({1: 1, 2: 2, 3: 3, 4: 2, 5: 2})


def test_2_5_the_38_yield_tokens_by_the_spec_ids() -> None:
    assert [t.id for t in TOKENS] == SPEC_TOKEN_IDS
    assert Counter(t.group for t in TOKENS) == Counter(alpha=3, beta=3, gamma=3, delta=3, S=7, A=7, B=7, R=5)
    assert {(t.kind, t.value) for t in TOKENS if t.group == "S"} == {
        ("pirate", 4),
        ("pirate", 5),
        ("pirate", 7),
        ("ice", 3),
        ("ice", 4),
        ("number", 10),
    }


def test_2_5_each_face_down_group_has_one_token_per_planet_of_its_group_and_home_numbers_match_the_board() -> None:
    planets = Counter(p.token for p in PLANETS if not p.token.isdigit())
    tokens = Counter(t.group for t in TOKENS if t.group in ("S", "A", "B"))
    assert planets == tokens
    greek = {"cat_alpha": "alpha", "cat_beta": "beta", "cat_gamma": "gamma", "cat_delta": "delta"}
    for planet in PLANETS:
        if planet.system in greek:
            assert f"tok_{greek[planet.system]}_{planet.token}" in SPEC_TOKEN_IDS
