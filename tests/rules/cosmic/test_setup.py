"""Setup (spec §3): colours picked in table order, then the deal: four ships on every home planet, powers, hands
of seven, the first player; the state survives its JSON."""

from __future__ import annotations

import pytest

from rules.cosmic.components import COLOURS
from rules.cosmic.setup import choosing, colour_choices, new_state, pick_colour
from rules.cosmic.state import COLOUR, PLAY, State, decode, encode

SEATS = ("p1", "p2", "p3", "p4")


def picked(*colours: str, seed: int = 5) -> tuple[State, list[dict[str, object]]]:
    state = new_state(SEATS[: len(colours)], seed, {})
    told: list[dict[str, object]] = []
    for colour in colours:
        state = pick_colour(state, colour, told)
    return state, told


def test_the_seats_pick_their_colours_in_table_order_from_those_still_free() -> None:
    """D-01, D-33: the six colours, picked in the seat order given to setup."""
    state = new_state(SEATS, 5, {})
    assert state.phase == COLOUR and choosing(state) == 0
    assert [a["colour"] for a in colour_choices(state)] == list(COLOURS)
    events: list[dict[str, object]] = []
    state = pick_colour(state, "green", events)
    assert choosing(state) == 1 and events == [{"type": "colour_chosen", "to": None, "seat": 0, "colour": "green"}]
    assert [a["colour"] for a in colour_choices(state)] == ["red", "blue", "yellow", "orange", "white"]


def test_the_last_pick_deals_the_game() -> None:
    state, events = picked("white", "red", "blue")
    assert state.phase == PLAY and state.colours == ("white", "red", "blue")
    assert state.planets[:5] == ("white_1", "white_2", "white_3", "white_4", "white_5")
    # §3 step 3: four own ships on each of the five home planets, nothing elsewhere
    for seat in range(3):
        assert [state.ships_on(p, seat) for p in state.home_planets(seat)] == [4] * 5
        assert state.ships_of(seat) == 20 and state.foreign_bases(seat) == ()
    assert [len(hand) for hand in state.hands] == [7, 7, 7] and len(state.destiny) == 13
    first = next(e for e in events if e["type"] == "first_player")
    assert len(set(state.powers)) == 3 and state.offense == first["seat"]
    # each hand is told to its owner only
    dealt = [e for e in events if e["type"] == "hand_dealt"]
    kinds = [[card.split("#")[0] for card in state.hands[s]] for s in range(3)]
    assert [(e["to"], e["cards"]) for e in dealt] == [([SEATS[s]], kinds[s]) for s in range(3)]


@pytest.mark.parametrize("seed", range(4))
def test_the_state_survives_its_json(seed: int) -> None:
    state, _ = picked("red", "blue", "yellow", "green", seed=seed)
    assert decode(encode(state)) == state
    assert encode(decode(encode(state))) == encode(state)


def test_a_ship_count_never_goes_below_zero() -> None:
    state, _ = picked("red", "blue", "yellow")
    moved = state.with_ships("red_1", 0, -4)
    assert moved.ships_on("red_1", 0) == 0 and "red_1" not in moved.bases(0)
    with pytest.raises(ValueError):
        moved.with_ships("red_1", 0, -1)
