"""No card and no ship ever leaves the game or appears twice (spec §2): at every point of random games with the
flares, each card lies in exactly one zone and each player has his 20 ships."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping

import pytest

from rules.cosmic.aliens.miser import MiserState
from rules.cosmic.components import SHIPS_PER_COLOUR
from rules.cosmic.game import Cosmic
from rules.cosmic.records import record
from rules.cosmic.state import State
from rules.cosmic.testing import arrange


def hoards_of(state: State) -> tuple[tuple[str, ...], ...]:
    return record(state, MiserState).hoards


GAME = Cosmic()
SEATS = ["p1", "p2", "p3", "p4", "p5", "p6"]


def cards(state: State) -> Counter[str]:
    """Every card instance wherever it lies (Miser's hoard included); a card being played in a window is still in its
    player's hand or hoard."""
    zones = [
        *state.hands,
        *hoards_of(state),
        state.talon,
        state.discard,
        state.in_play,
        state.selected,
        state.revealed,
    ]
    zones.append(state.set_aside)
    return Counter(card for zone in zones for card in zone if card)


def dealt(players: int, seed: int, options: Mapping[str, object], powers: Mapping[int, str] | None = None) -> State:
    """A game of `players` once the colours are picked (each the first offered) and the game is dealt; the seats named
    in `powers` hold those powers (`arrange`)."""
    state = GAME.setup(SEATS[:players], seed, options)
    while not state.hands[0]:
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0]).state
    return arrange(state, powers=dict(powers)) if powers else state


def random_states(state: State, seed: int, actions: int) -> Iterator[State]:
    """The state after each action of a seeded random playout from `state`, until the end or `actions` actions."""
    rand = random.Random(seed)
    for _ in range(actions):
        if GAME.is_over(state):
            return
        seat = rand.choice(GAME.acting(state))
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
        yield state


def twenty_each(state: State) -> bool:
    """Every player has his 20 ships, wherever they are (planets, cone, warp, fan, removed)."""
    return all(state.ships_of(s) == SHIPS_PER_COLOUR for s in range(len(state.seats)))


@pytest.mark.parametrize("seed", range(4))
def test_every_card_and_ship_stays_in_the_game(seed: int) -> None:
    # the beginner game with its flares, or the standard game, whose talon holds the flares of the powers in play
    options = {"beginner_flares": True} if seed % 2 else {"power_mode": "standard"}
    start = dealt(3 + seed, seed, options)
    deck = cards(start)
    assert set(deck.values()) == {1}
    for state in random_states(start, seed, 4000):
        assert cards(state) == deck, f"after action {state.seq}"
        assert twenty_each(state), f"after action {state.seq}"
