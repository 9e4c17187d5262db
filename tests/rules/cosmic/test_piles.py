"""Drawing (spec §4.11, §4.5 step 1) and the test hook `rig_draws` (§10)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.cosmic.components import kind_of
from rules.cosmic.piles import draw_cards, flip_destiny, rig_draws
from rules.cosmic.setup import new_state, pick_colour
from rules.cosmic.state import State


def dealt(seed: int = 3) -> State:
    state = new_state(("p1", "p2", "p3"), seed, {})
    for colour in ("red", "blue", "yellow"):
        state = pick_colour(state, colour, [])
    return state


def test_a_draw_takes_the_top_cards_of_the_talon_into_the_hand() -> None:
    state = dealt()
    top = state.talon[:3]
    drawn, cards = draw_cards(state, 1, 3)
    assert cards == top and drawn.hands[1] == (*state.hands[1], *top) and drawn.talon == state.talon[3:]


def test_an_empty_talon_is_reshuffled_from_the_discard_pile_and_an_empty_discard_skips_the_draw() -> None:
    state = replace(dealt(), talon=("attack_4#1",), discard=("attack_8#1", "compromise#2"))
    drawn, cards = draw_cards(state, 0, 3)
    assert cards[0] == "attack_4#1" and sorted(cards[1:]) == ["attack_8#1", "compromise#2"]
    assert drawn.discard == () and drawn.talon == ()
    again, none = draw_cards(drawn, 0, 1)
    assert none == () and again.hands == drawn.hands


def test_the_destiny_deck_is_reshuffled_with_its_discard_when_one_card_is_left() -> None:
    state = dealt()
    assert len(state.destiny) == 13
    for _ in range(12):
        state, _card = flip_destiny(state)
    assert len(state.destiny) == 1 and len(state.destiny_discard) == 12
    state, card = flip_destiny(state)  # one left: all 13 are shuffled together first
    assert len(state.destiny) == 12 and state.destiny_discard == (card,)


def test_rigged_draws_take_the_listed_cards_where_they_are_in_the_pile() -> None:
    state = dealt()
    wanted = kind_of(state.talon[10])
    rigged, cards = draw_cards(rig_draws(state, "talon", (wanted, "edict_nothing")), 2, 2)
    assert kind_of(cards[0]) == wanted and rigged.rig_talon == ()  # both entries consumed
    assert cards[1] == next(c for c in state.talon if c != cards[0])  # not in the pile: the top card instead
    card = state.destiny[5]
    assert flip_destiny(rig_draws(state, "destiny", (card,)))[1] == card
    with pytest.raises(ValueError):
        rig_draws(state, "hand", ())
