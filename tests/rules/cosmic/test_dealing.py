"""Setup steps 4-8 (spec §3): powers, flares, hands of seven, the talon and the first player, the same for the same
seed."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.cosmic.components import BEGINNER_POWERS, COLOURS, destiny_colour, kind_of
from rules.cosmic.dealing import deal, default_colour
from rules.rng import Rng

R1 = ("r1",)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_beginner_game_deals_distinct_beginner_powers_seven_cards_each_and_no_flares(players: int) -> None:
    colours = COLOURS[:players]
    dealt, _ = deal(colours, "beginner_game", False, "r1", R1, Rng(7))
    assert len(set(dealt.powers)) == players and set(dealt.powers) <= set(BEGINNER_POWERS)
    assert dealt.flares == () and [len(hand) for hand in dealt.hands] == [7] * players
    cards = [card for hand in dealt.hands for card in hand] + list(dealt.talon)
    assert len(cards) == 94 == len(set(cards))  # every card once, in a hand or in the talon
    assert not [c for c in cards if kind_of(c).startswith("flare_")]
    assert len(dealt.destiny) == {3: 13, 4: 18, 5: 22, 6: 26}[players]


def test_beginner_flares_add_the_six_beginner_flares() -> None:
    dealt, _ = deal(COLOURS[:4], "beginner_game", True, "r1", R1, Rng(3))
    assert dealt.flares == tuple(f"flare_{p}" for p in BEGINNER_POWERS)
    cards = [card for hand in dealt.hands for card in hand] + list(dealt.talon)
    assert len(cards) == 100 and sum(1 for c in cards if c.startswith("flare_")) == 6


@pytest.mark.parametrize("seed", range(6))
def test_the_standard_game_deals_from_the_pool_with_the_flares_of_the_powers_in_play_first(seed: int) -> None:
    """D-41: the flares of the powers in play first, then others, 3 x N at most."""
    dealt, _ = deal(COLOURS[:5], "standard", False, "r1", R1, Rng(seed))
    assert len(set(dealt.powers)) == 5 and set(dealt.powers) <= {*BEGINNER_POWERS, "will"}
    # the R1 flare pool holds six flares, fewer than 3 x 5: all of them join, the powers' own among them
    assert sorted(dealt.flares) == sorted(f"flare_{p}" for p in BEGINNER_POWERS)


def test_the_first_player_owns_the_colour_of_a_revealed_non_wild_card() -> None:
    """D-22: a random colour card decides the first player."""
    firsts = Counter()
    for seed in range(60):
        dealt, _ = deal(COLOURS[:3], "beginner_game", False, "r1", R1, Rng(seed))
        colour = destiny_colour(dealt.shown)
        assert colour is not None and COLOURS[:3].index(colour) == dealt.first
        firsts[dealt.first] += 1
    assert set(firsts) == {0, 1, 2}  # every seat starts in some game


def test_the_same_seed_deals_the_same_game_and_another_seed_another() -> None:
    first, _ = deal(COLOURS[:4], "standard", False, "r1", R1, Rng(11))
    again, _ = deal(COLOURS[:4], "standard", False, "r1", R1, Rng(11))
    other, _ = deal(COLOURS[:4], "standard", False, "r1", R1, Rng(12))
    assert first == again and first != other


def test_a_colour_choice_that_times_out_takes_the_first_free_colour() -> None:
    assert default_colour(()) == "red"
    assert default_colour(("red", "yellow")) == "blue"
