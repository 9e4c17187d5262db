"""A deal in one go (spec §9.3, rules/cosmic/requests.py): /deal propose, accept and abandon become the protocol's
single moves, checked before any is played; what cannot be proposed is refused in one sentence."""

from __future__ import annotations

import pytest

from rules.contract import IllegalAction
from rules.cosmic.game import Cosmic
from rules.cosmic.state import State
from tests.rules.cosmic.scenario import SEATS
from tests.rules.cosmic.test_deals import dealing

GAME = Cosmic()
OFFENSE, DEFENSE = SEATS[0], SEATS[1]


def played(state: State, seat: str, name: str, values: dict[str, str], locale: str = "en") -> State:
    for step in GAME.request_steps(state, seat, name, values, locale):
        state = GAME.apply(state, seat, step).state
    return state


def test_a_proposal_becomes_its_draft_steps_and_is_made_public() -> None:
    """D-14: proposals are public."""
    state = dealing()
    values = {"cards_to_opponent": "2 random", "your_base_on": "Red 2"}  # a base for the defense on red 2
    steps = GAME.request_steps(state, OFFENSE, "deal propose", values)
    assert steps == (
        {"type": "deal_draft"},
        {"type": "deal_n", "n": 2},
        {"type": "deal_mode", "mode": "random"},
        {"type": "deal_n", "n": 0},
        {"type": "deal_base", "planet": None},
        {"type": "deal_base", "planet": "red_2"},
        {"type": "deal_submit"},
    )
    state = played(state, OFFENSE, "deal propose", values)
    assert state.deal_open[0] == (1, 2, "random", 0, "", "", "red_2")


def test_planets_and_modes_are_read_in_the_players_language() -> None:
    state = dealing()
    steps = GAME.request_steps(
        state, OFFENSE, "deal propose", {"cards_from_opponent": "1 zufällig", "my_base_on": "Blau 2"}, "de"
    )
    assert {"type": "deal_mode", "mode": "random"} in steps
    assert {"type": "deal_base", "planet": "blue_2"} in steps
    state = played(state, OFFENSE, "deal propose", {"cards_from_opponent": "1 zufällig", "my_base_on": "Blau 2"}, "de")
    assert state.deal_open[0][1:] == (0, "", 1, "random", "blue_2", "")


def test_the_other_player_accepts_the_open_proposal() -> None:
    state = dealing()
    state = played(state, OFFENSE, "deal propose", {"cards_to_opponent": "1"})
    assert GAME.request_steps(state, DEFENSE, "deal accept", {}) == ({"type": "deal_accept", "proposal": 1},)
    with pytest.raises(IllegalAction, match="number 1"):
        GAME.request_steps(state, DEFENSE, "deal accept", {"proposal": "7"})
    with pytest.raises(IllegalAction, match="no open proposal"):
        GAME.request_steps(state, OFFENSE, "deal accept", {})


def test_abandoning_is_one_step() -> None:
    state = dealing()
    assert GAME.request_steps(state, DEFENSE, "deal abandon", {}) == ({"type": "deal_abandon"},)


@pytest.mark.parametrize(
    ("values", "said"),
    [
        ({}, "at least one term"),
        ({"cards_to_opponent": "many"}, "number of cards"),
        ({"cards_to_opponent": "30"}, "at most 20"),
        ({"my_base_on": "Pluto 9"}, "no planet"),
        ({"my_base_on": "Red 1"}, "cannot be granted"),
        ({"cards_from_opponent": "9"}, "more cards than the hand holds"),
    ],
)
def test_what_cannot_be_proposed_is_refused_before_any_step(values: dict[str, str], said: str) -> None:
    state = dealing()
    with pytest.raises(IllegalAction, match=said):
        GAME.request_steps(state, OFFENSE, "deal propose", values)


def test_outside_a_deal_there_is_nothing_to_request() -> None:
    state = GAME.setup(list(SEATS[:3]), 1, {})
    with pytest.raises(IllegalAction, match="no deal"):
        GAME.request_steps(state, "p1", "deal abandon", {})
    assert GAME.open_requests(state, "p1") == ()
    assert GAME.open_requests(dealing(), OFFENSE) == ("deal propose", "deal accept", "deal abandon")
