"""No card and no ship ever leaves the game or appears twice (spec §2): at every point of random games with the
flares, each card lies in exactly one zone and each player has his 20 ships."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.cosmic.components import SHIPS_PER_COLOUR
from rules.cosmic.game import Cosmic
from rules.cosmic.state import State

GAME = Cosmic()
SEATS = ["p1", "p2", "p3", "p4", "p5", "p6"]


def cards(state: State) -> Counter[str]:
    """Every card instance wherever it lies (Miser's hoard included); a card being played in a window is still in its
    player's hand or hoard."""
    zones = [*state.hands, *state.hoards, state.talon, state.discard, state.in_play, state.selected, state.revealed]
    zones.append(state.set_aside)
    return Counter(card for zone in zones for card in zone if card)


@pytest.mark.parametrize("seed", range(4))
def test_every_card_and_ship_stays_in_the_game(seed: int) -> None:
    rand = random.Random(seed)
    # the beginner game with its flares, or the standard game, whose talon holds the flares of the powers in play
    options = {"beginner_flares": True} if seed % 2 else {"power_mode": "standard"}
    state = GAME.setup(SEATS[: 3 + seed], seed, options)
    while not state.hands[0]:  # the colours are picked before the deal
        state = GAME.apply(state, GAME.acting(state)[0], GAME.legal_actions(state, GAME.acting(state)[0])[0]).state
    deck = cards(state)
    assert set(deck.values()) == {1}
    for _ in range(4000):
        if GAME.is_over(state):
            break
        seat = rand.choice(GAME.acting(state))
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
        assert cards(state) == deck, f"after action {state.seq}"
        assert [state.ships_of(s) for s in range(len(state.seats))] == [SHIPS_PER_COLOUR] * len(state.seats)
