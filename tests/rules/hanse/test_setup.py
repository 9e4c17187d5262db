"""§3 setup, §4.1 setup phases, §4.2 turn start, §10 options and player counts."""

from __future__ import annotations

from typing import Any

import pytest

from rules.contract import IllegalAction, SetupError
from rules.hanse import GAME
from rules.hanse.components import DECKS, PLANET_IDS, deck_instance_ids
from rules.hanse.state import FACE_DESTINATION
from rules.hanse.testing import run, started


def test_3_3_each_player_has_startkarte_five_cards_in_hand_and_24_in_deck() -> None:
    state = GAME.setup(["p1", "p2"], 7)
    assert {p.deck_name for p in state.players} == set(DECKS)
    for player in state.players:
        assert player.tableau == (f"{player.deck_name}:startkarte",)
        assert len(player.hand) == 5
        assert len(player.deck) == 24
        assert sorted((*player.tableau, *player.hand, *player.deck)) == sorted(deck_instance_ids(player.deck_name))
        assert player.score == 0
        assert player.containers == ((),)


def test_3_5_five_goods_per_planet_none_showing_its_own_planet() -> None:
    for seed in range(20):
        state = GAME.setup(["p1", "p2"], seed)
        tokens = [t for planet in state.planets for t in planet]
        assert sorted(t >> 1 for t in tokens) == list(range(30))
        for planet_id, goods in zip(PLANET_IDS, state.planets, strict=True):
            assert len(goods) == 5
            assert all(FACE_DESTINATION[t] != planet_id for t in goods)


def test_3_5_goods_orientation_is_random() -> None:
    sides = {t & 1 for seed in range(5) for planet in GAME.setup(["p1", "p2"], seed).planets for t in planet}
    assert sides == {0, 1}


def test_3_2_and_3_6_deck_assignment_and_chooser_are_random() -> None:
    jets = {GAME.setup(["p1", "p2"], seed).players[0].deck_name for seed in range(20)}
    choosers = {GAME.setup(["p1", "p2"], seed).chooser for seed in range(20)}
    assert jets == set(DECKS)
    assert choosers == {0, 1}


def test_3_6_start_first_other_player_picks_planet_chooser_begins() -> None:
    state = GAME.setup(["p1", "p2"], 3)
    chooser = state.seats[state.chooser]
    other = state.seats[1 - state.chooser]
    assert GAME.acting(state) == (chooser,)
    assert GAME.legal_actions(state, chooser) == [
        {"type": "choose_role", "role": "start_first"},
        {"type": "choose_role", "role": "choose_planet"},
    ]
    state, _ = run(GAME, state, {"type": "choose_role", "role": "start_first"})
    assert GAME.acting(state) == (other,)
    assert len(GAME.legal_actions(state, other)) == 6
    state, _ = run(GAME, state, {"type": "choose_start_planet", "planet": "naginther"})
    assert state.phase == "main"
    assert GAME.acting(state) == (chooser,)


def test_3_6_choose_planet_chooser_picks_other_begins() -> None:
    state = GAME.setup(["p1", "p2"], 3)
    chooser = state.seats[state.chooser]
    other = state.seats[1 - state.chooser]
    state, _ = run(GAME, state, {"type": "choose_role", "role": "choose_planet"})
    assert GAME.acting(state) == (chooser,)
    state, _ = run(GAME, state, {"type": "choose_start_planet", "planet": "dakhit"})
    assert GAME.acting(state) == (other,)


def test_3_7_both_ships_start_on_the_surface_of_the_chosen_planet() -> None:
    state = started(GAME, seed=2, planet="talmazzar")
    assert [p.position for p in state.players] == ["p5", "p5"]
    assert GAME.view(state, None)["public"]["start_planet"] == "talmazzar"


def test_4_2_turn_record_at_the_start_of_the_first_turn() -> None:
    state = started(GAME, seed=2)
    turn = GAME.view(state, None)["public"]["turn"]
    assert turn == {
        "price": 1,
        "planet_actions_left": 2,
        "normal_flight_available": True,
        "interventions_played": 0,
        "orbital_uses_left": 0,
        "tunnel_passages": 0,
        "flight": None,
        "start_window": True,
        "hyperjump_used": False,
    }
    assert state.players[state.active or 0].turns_taken == 1
    assert state.players[1 - (state.active or 0)].turns_taken == 0


def test_4_1_the_other_seat_may_not_act_during_setup() -> None:
    state = GAME.setup(["p1", "p2"], 3)
    other = state.seats[1 - state.chooser]
    assert GAME.legal_actions(state, other) == []
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, other, {"type": "choose_role", "role": "start_first"})


def test_10_default_options() -> None:
    state = GAME.setup(["p1", "p2"], 1)
    assert state.round_cap == 60
    assert state.reshuffle is True
    assert set(GAME.options) == {"round_cap", "empty_deck_reshuffle"}


@pytest.mark.parametrize("cap", [0, 1, 200])
def test_10_round_cap_accepts_0_to_200(cap: int) -> None:
    assert GAME.setup(["p1", "p2"], 1, {"round_cap": cap}).round_cap == cap


@pytest.mark.parametrize(
    "options",
    [
        {"round_cap": -1},
        {"round_cap": 201},
        {"round_cap": True},
        {"round_cap": "60"},
        {"empty_deck_reshuffle": 1},
        {"empty_deck_reshuffle": "yes"},
        {"three_player": True},
        {"dice": [1, 2]},
    ],
)
def test_10_bad_options_are_setup_errors(options: dict[str, Any]) -> None:
    with pytest.raises(SetupError):
        GAME.setup(["p1", "p2"], 1, options)


@pytest.mark.parametrize("seats", [["p1"], ["p1", "p2", "p3"], ["p1", "p1"]])
def test_1_exactly_two_players(seats: list[str]) -> None:
    with pytest.raises(SetupError):
        GAME.setup(seats, 1)


def test_3_setup_is_deterministic_per_seed() -> None:
    assert GAME.encode(GAME.setup(["p1", "p2"], 9)) == GAME.encode(GAME.setup(["p1", "p2"], 9))
    assert GAME.encode(GAME.setup(["p1", "p2"], 9)) != GAME.encode(GAME.setup(["p1", "p2"], 10))
