"""§3 setup: home systems, the start player (ties roll again), tokens, decks and bank, supplies, the starting pieces
(and the neutral ones with three players), starting hands; the state survives encoding."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.contract import Event
from rules.starfarers.board import BASES, PLANETS
from rules.starfarers.components import TOKEN_BY_ID
from rules.starfarers.scoring import vp
from rules.starfarers.setup import build
from rules.starfarers.state import ROLL, Ship, card_type, decode, encode

SEATS4 = ["p1", "p2", "p3", "p4"]


def every_card(state: object) -> list[str]:
    from rules.starfarers.state import State

    assert isinstance(state, State)
    cards = [c for p in state.players for c in p.hand]
    cards += [c for stack in state.bank for c in stack]
    return cards + list(state.deck)


@pytest.mark.parametrize("seed", range(6))
def test_setup_places_four_players_as_the_start_table_says(seed: int) -> None:
    state = build(SEATS4, seed, {}, [])
    assert sorted(p.home for p in state.players) == ["cat_alpha", "cat_beta", "cat_delta", "cat_gamma"]
    starts = {
        "cat_alpha": ("v03_02", {"v01_02", "v02_04"}, "v04_03"),
        "cat_beta": ("v03_09", {"v02_07", "v01_09"}, "v04_08"),
        "cat_gamma": ("v03_14", {"v01_14", "v02_16"}, "v04_15"),
        "cat_delta": ("v03_21", {"v02_19", "v01_21"}, "v04_20"),
    }
    for player in state.players:
        port, colonies, ship = starts[player.home]
        assert player.ports == (port,) and set(player.colonies) == {port, *colonies}
        assert player.ships == (Ship(1, "colony", ship),)
        assert (player.fame, player.drives, player.guns, player.freight) == (1, 0, 0, 0)
        assert len(player.hand) == 3
    assert [vp(state, seat) for seat in range(4)] == [4, 4, 4, 4]
    assert state.neutral == () and state.phase == ROLL and state.active == state.start and state.round == 1
    assert (state.addons, state.fame_supply) == ((24, 24, 20), 36)
    assert state.base_cards[0][0] == "gf_ore" and state.disks == (-1, -1, -1, -1)
    cards = every_card(state)
    assert len(cards) == len(set(cards)) == 100
    assert [len(stack) for stack in state.bank] == [8, 8, 8, 8, 8] and len(state.deck) == 60 - 12
    assert Counter(card_type(c) for c in list(state.deck) + [c for p in state.players for c in p.hand]) == {
        r: 12 for r in ("ore", "fuel", "carbon", "food", "goods")
    }
    assert decode(encode(state)) == state


def test_three_players_leave_a_neutral_home_system_filled_with_neutral_pieces() -> None:
    state = build(SEATS4[:3], 11, {}, [])
    used = {p.home for p in state.players}
    assert len(used) == 3
    spare = ({"cat_alpha", "cat_beta", "cat_gamma", "cat_delta"} - used).pop()
    expected = {
        "cat_alpha": {"v03_02", "v01_02", "v02_04"},
        "cat_beta": {"v03_09", "v02_07", "v01_09"},
        "cat_gamma": {"v03_14", "v01_14", "v02_16"},
        "cat_delta": {"v03_21", "v02_19", "v01_21"},
    }[spare]
    assert set(state.neutral) == expected
    assert state.fame_supply == 37


def test_tokens_are_the_fixed_home_numbers_face_up_and_each_group_face_down_on_its_planets() -> None:
    state = build(SEATS4, 3, {}, [])
    placed = {planet: (token, up) for planet, token, up in state.tokens}
    assert placed["cat_alpha_p0"] == ("tok_alpha_4", True)
    assert placed["cat_delta_p2"] == ("tok_delta_9", True)
    for planet in PLANETS:
        token, up = placed[planet.id]
        if planet.system.startswith("cat_"):
            assert up and TOKEN_BY_ID[token].value == int(planet.token)
        else:
            assert not up and TOKEN_BY_ID[token].group == planet.token
    assert sorted(TOKEN_BY_ID[t].group for t in state.reserve) == ["R"] * 5
    assert len({t for _, t, _ in state.tokens} | set(state.reserve)) == 38
    shuffled = {tuple(t for _, t, _ in build(SEATS4, seed, {}, []).tokens) for seed in range(8)}
    assert len(shuffled) > 1  # the outer groups are shuffled by the seed


def test_the_highest_start_roll_begins_and_tied_players_roll_again() -> None:
    from rules.starfarers.testing import rigged_setup

    events: list[Event] = []
    state = rigged_setup(SEATS4, 1, None, events, dice=[(6, 5), (3, 3), (5, 6), (1, 1), (2, 2), (4, 4)])
    rolls = [(e["seat"], sum(e["dice"])) for e in events if e["type"] == "start_roll"]
    assert rolls == [(0, 11), (1, 6), (2, 11), (3, 2), (0, 4), (2, 8)]  # seats 0 and 2 tie, then 2 wins
    assert state.start == 2 and state.active == 2
    # beginning with the start player and going left, everyone draws three cards from the top of the deck
    untouched = rigged_setup(SEATS4, 1, None, [], dice=[(1, 1), (1, 1), (6, 6), (1, 1)])
    assert untouched.start == 2 and all(len(p.hand) == 3 for p in untouched.players)


def test_the_aliens_wait_at_their_bases_with_their_cards_and_disks() -> None:
    state = build(SEATS4, 5, {}, [])
    assert [b.race for b in BASES] == ["green_folk", "merchants", "scientists", "diplomats"]
    assert state.base_cards[2] == ("sci_guns2", "sci_drives2", "sci_mixed_a", "sci_mixed_b", "sci_mixed_c")
