"""Hidden information decides nothing anyone can see (spec §4.1 hidden-prompt rule, D-34, §7): who acts, and every
public view, stay the same when hidden cards change hands between seats whose hand sizes are kept."""

from __future__ import annotations

import random

import pytest

from rules.cosmic.components import kind_of
from rules.cosmic.game import Cosmic
from rules.cosmic.state import State
from rules.cosmic.testing import arrange

GAME = Cosmic()
SEATS = ["p1", "p2", "p3", "p4", "p5"]


def exchanged(state: State, rand: random.Random) -> State | None:
    """The state with one card of one hand swapped for a card of another kind in another hand (None: no such pair)."""
    holders = [s for s, hand in enumerate(state.hands) if hand]
    rand.shuffle(holders)
    for a in holders:
        for b in holders:
            if a == b:
                continue
            for give in state.hands[a]:
                take = next((c for c in state.hands[b] if kind_of(c) != kind_of(give)), None)
                if take is None:
                    continue
                hand_a = [take if c == give else c for c in state.hands[a]]
                hand_b = [give if c == take else c for c in state.hands[b]]
                return arrange(state, hands={a: hand_a, b: hand_b})
    return None


@pytest.mark.parametrize("seed", range(3))
def test_who_acts_and_the_public_view_do_not_depend_on_hidden_cards(seed: int) -> None:
    """D-34: who is asked follows public facts only."""
    rand = random.Random(seed)
    state = GAME.setup(SEATS[: 4 + seed % 2], seed, {"beginner_flares": True})
    compared = 0
    for _ in range(3000):
        if GAME.is_over(state):
            break
        if rand.random() < 0.2:
            other = exchanged(state, rand)
            if other is not None:
                assert sorted(map(len, other.hands)) == sorted(map(len, state.hands))
                assert other.hands != state.hands
                assert GAME.acting(other) == GAME.acting(state)
                assert GAME.view(other, None) == GAME.view(state, None)
                compared += 1
        seat = rand.choice(GAME.acting(state))
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
    assert compared > 100
