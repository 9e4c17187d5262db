"""Cosmic Encounter's components (spec §2, §5.4): the counts the spec gives are the tests."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.cosmic.components import (
    BEGINNER_POWERS,
    CHALLENGE_COUNTS,
    COLOURS,
    CONE_BACK,
    EDICT_COUNTS,
    KIND_ORDER,
    POWERS,
    attack_value,
    category,
    colour_of,
    destiny_colour,
    destiny_deck,
    flare_count,
    flare_pool,
    kind_of,
    planets_of,
    power_pool,
    talon_cards,
)

ALL = ("r1", "w2a", "w2b")


def test_the_72_challenge_cards_are_17_compromises_and_55_attacks_with_no_2_3_or_21_to_29() -> None:
    assert sum(CHALLENGE_COUNTS.values()) == 72 and CHALLENGE_COUNTS["compromise"] == 17
    values = [attack_value(kind) for kind in CHALLENGE_COUNTS if kind != "compromise"]
    assert sum(CHALLENGE_COUNTS[f"attack_{v}"] for v in values) == 55
    assert {2, 3, *range(21, 30), *range(31, 40)}.isdisjoint(values)
    assert (CHALLENGE_COUNTS["attack_6"], CHALLENGE_COUNTS["attack_8"], CHALLENGE_COUNTS["attack_40"]) == (8, 8, 1)
    assert attack_value("compromise") is None and attack_value("attack_12") == 12


def test_the_22_edicts_with_four_cosmic_zaps() -> None:
    """D-25: the 22 designed edicts."""
    assert sum(EDICT_COUNTS.values()) == 22 and EDICT_COUNTS["edict_cosmic_zap"] == 4
    assert list(EDICT_COUNTS)[:3] == ["edict_cosmic_zap", "edict_mobius_tubes", "edict_liberation"]


@pytest.mark.parametrize(("players", "size"), [(3, 13), (4, 18), (5, 22), (6, 26)])
def test_the_destiny_deck_has_four_cards_per_colour_and_the_wilds(players: int, size: int) -> None:
    deck = destiny_deck(COLOURS[:players])
    assert len(deck) == size == len(set(deck))
    assert ("destiny_wild_2" in deck) == (players > 3)
    assert Counter(destiny_colour(c) for c in deck if destiny_colour(c)) == dict.fromkeys(COLOURS[:players], 4)
    assert {c for c in deck if c in CONE_BACK} == {
        *(f"destiny_{c}_4" for c in COLOURS[:players]),
        *(["destiny_wild_2"] if players > 3 else []),
    }


def test_planets_belong_to_the_system_they_are_printed_in() -> None:
    assert planets_of("blue") == ("blue_1", "blue_2", "blue_3", "blue_4", "blue_5")
    assert {colour_of(p) for p in planets_of("white")} == {"white"}


def test_48_power_slots_of_which_the_first_release_deals_the_six_beginner_powers_and_will() -> None:
    """D-24, D-41: the released pool."""
    assert len(POWERS) == 48 == len({p.id for p in POWERS})
    assert power_pool("r1", ("r1",)) == (*BEGINNER_POWERS, "will")
    assert [p.id for p in POWERS if p.wave is None] == [
        "deuce", "diplomat", "disease", "fungus", "insect", "seeker", "sniveler", "terrorist"
    ]  # fmt: skip
    # a pool never reaches past what this build released
    assert power_pool("w2b", ("r1",)) == power_pool("r1", ("r1",))
    assert "amoeba" in power_pool("w2a", ALL) and "gambler" not in power_pool("w2a", ALL)
    assert "gambler" in power_pool("w2b", ALL)


def test_only_flares_with_a_text_enter_the_flare_pool() -> None:
    """D-41: a flare without a text never enters the talon."""
    assert flare_pool("r1", ("r1",)) == tuple(sorted(f"flare_{p}" for p in BEGINNER_POWERS))
    assert flare_pool("w2a", ALL) == tuple(sorted([*(f"flare_{p}" for p in BEGINNER_POWERS), "flare_amoeba"]))
    assert len(flare_pool("w2b", ALL)) == 8


@pytest.mark.parametrize(
    ("mode", "flares", "players", "talon"),
    [
        ("beginner_game", False, 4, 94),
        ("beginner_game", True, 4, 100),
        ("standard", False, 3, 100),
        ("standard", False, 6, 100),
    ],
)
def test_talon_sizes_with_the_first_release(mode: str, flares: bool, players: int, talon: int) -> None:
    pool = flare_pool("r1", ("r1",))
    cards = talon_cards(pool[: flare_count(mode, flares, players, pool)])
    assert len(cards) == talon == len(set(cards))


@pytest.mark.parametrize(("players", "talon"), [(3, 103), (4, 106), (5, 109), (6, 112)])
def test_talon_sizes_with_a_full_flare_pool(players: int, talon: int) -> None:
    # §2.6 gives these for a flare pool of at least 18 flares; the released pool has 8, so a made-up one stands in
    pool = tuple(f"flare_{n:02d}" for n in range(18))
    assert len(talon_cards(pool[: flare_count("standard", False, players, pool)])) == talon


def test_instance_ids_count_from_one_within_their_kind_and_name_their_category() -> None:
    cards = talon_cards(("flare_mind",))
    assert "attack_6#8" in cards and "attack_6#9" not in cards and "flare_mind#1" in cards
    assert kind_of("attack_6#3") == "attack_6"
    assert [category(k) for k in ("compromise", "attack_1", "edict_veto", "flare_mind")] == [
        "compromise",
        "attack",
        "edict",
        "flare",
    ]
    assert KIND_ORDER[0] == "compromise" and KIND_ORDER[1] == "attack_1" and KIND_ORDER[-1] == "edict_veto"
