"""Spec §4.3: the transport phase, R-4.3.1 to R-4.3.3, D-13 to D-15."""

from __future__ import annotations

import pytest

from rules.andromeda import GAME
from rules.andromeda.state import OFFER, TRANSPORT
from rules.andromeda.testing import arrange
from rules.contract import IllegalAction

from .support import a, new_game, play


def test_r4_3_2_legal_choices_pass_seven_planets_and_planets_with_own_stations() -> None:
    state = arrange(new_game(3, active=0), stations={"azura": {"p1": 0}, "borea": {"p1": 0}})
    legal = GAME.legal_actions(state, "p1")
    assert legal[0] == a("transport_pass")
    to_planet = [x["planet"] for x in legal if x.get("mode") == "to_planet"]
    to_earth = [x["planet"] for x in legal if x.get("mode") == "to_earth"]
    assert to_planet == ["azura", "borea", "cygna", "draco", "eos", "fenn", "gorr"]
    assert "azura" not in to_earth and "borea" not in to_earth
    assert to_earth == ["cygna", "draco", "eos", "fenn", "gorr"]  # 3 players: 2 fixed stations on every planet
    assert len(legal) == len({str(x) for x in legal})


def test_r4_3_2_to_planet_moves_two_stations_from_earth() -> None:
    state = new_game(3, active=0)
    before = state.on[2][0]
    state, steps = play(state, ("p1", a("transport", mode="to_planet", planet="cygna")))
    assert state.earth[0] == 2
    assert state.on[2][0] == before + 2
    assert state.transports[0] == 1
    assert steps[0].checkpoint is False
    assert GAME.acting(state) == ("p2",)


def test_d_13_to_planet_with_one_station_on_earth_moves_that_one() -> None:
    state = arrange(new_game(3, active=0), earth={"p1": 1})
    before = state.on[0][0]
    state, _ = play(state, ("p1", a("transport", mode="to_planet", planet="azura")))
    assert state.earth[0] == 0
    assert state.on[0][0] == before + 1


def test_r4_3_2_no_to_planet_with_empty_earth() -> None:
    state = arrange(new_game(3, active=0), earth={"p1": 0})
    assert not [x for x in GAME.legal_actions(state, "p1") if x.get("mode") == "to_planet"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, "p1", a("transport", mode="to_planet", planet="azura"))


def test_r4_3_2_to_earth_moves_all_stations_but_never_centres() -> None:
    state = arrange(new_game(3, active=0), stations={"draco": {"p1": 5}}, centres={"draco_s1": "p1"})
    state, _ = play(state, ("p1", a("transport", mode="to_earth", planet="draco")))
    assert state.on[3][0] == 0
    assert state.earth[0] == 4 + 5
    assert state.centres[9] == 0


def test_d_14_transport_to_a_full_planet_is_legal() -> None:
    state = arrange(new_game(3, active=0), centres={"gorr_s1": "p2", "gorr_s2": "p2", "gorr_s3": "p3"})
    assert a("transport", mode="to_planet", planet="gorr") in GAME.legal_actions(state, "p1")


def test_d_15_transport_is_sequential_in_order_of_the_active_player() -> None:
    state = new_game(3, active=1)
    assert GAME.acting(state) == ("p2",)
    state, _ = play(state, ("p2", a("transport_pass")))
    assert GAME.acting(state) == ("p3",)
    state, _ = play(state, ("p3", a("transport_pass")))
    assert GAME.acting(state) == ("p1",)
    state, _ = play(state, ("p1", a("transport_pass")))
    assert state.phase == OFFER
    assert GAME.acting(state) == ("p2",)


def test_r4_3_1_players_without_transport_cards_are_skipped() -> None:
    state = arrange(new_game(3, active=0), transports={"p2": 0})
    state, _ = play(state, ("p1", a("transport_pass")))
    assert GAME.acting(state) == ("p3",)


def test_r4_3_1_players_without_a_legal_use_are_skipped() -> None:
    empty = {planet: {"p2": 0} for planet in ("azura", "borea", "cygna", "draco", "eos", "fenn", "gorr")}
    state = arrange(new_game(3, active=0), earth={"p2": 0}, stations=empty)
    state, _ = play(state, ("p1", a("transport_pass")))
    assert GAME.acting(state) == ("p3",)


def test_r4_3_3_one_transport_card_per_round_and_removed_after_use() -> None:
    state = arrange(new_game(3, active=0), transports={"p1": 1})
    state, _ = play(state, ("p1", a("transport", mode="to_planet", planet="eos")))
    assert state.transports[0] == 0
    assert state.phase == TRANSPORT and GAME.acting(state) == ("p2",)
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, "p1", a("transport_pass"))
