"""Pinned random games: the engine plays exactly as it did before the speed work on it.

Each game is a seeded random playout (acting, legal_actions, a `random.Random(seed)` choice, apply) to the
end. The SHA-256 of the final encoding, and of the trail of every encoded state with its events and
checkpoint flag, were computed with the engine as it was before it was made faster; any change to a rule, to
the order of the legal actions, to an event or to the encoding shows up here.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from rules.hanse import GAME

PINNED: list[tuple[int, dict[str, Any] | None, int, str, str]] = [
    # (seed, options, actions, sha256 of the final encoding, sha256 of the trail)
    (
        0,
        None,
        647,
        "cd97ca18bb0694e6a994726f582948dded437e09e38073ab13249d1bf4117526",
        "1ff41b9ed9ad34fa14e7c2514bab25feb71b655b1028b0996e6e57bda336ce34",
    ),
    (
        1,
        None,
        552,
        "da3da334f2903c6c601895b083e21b98d201811d3d0f1fef71b8e54640981a24",
        "ad3842be8b4e75f7cff1f7547c12b573be6c62fa6b36b78d2836051442dacbb7",
    ),
    (
        2,
        None,
        516,
        "6717ba7a623e73231b5655dc9858cd29a389c2abfe03272786840eb71456b460",
        "89ece56ec311c6518b69485dd2fae2e124beb5bc2d983aef3b3e3fbf30545b9b",
    ),
    (
        3,
        {"round_cap": 8},
        66,
        "f981c46098371635be287ff054e410415a17180be8671487135300c2699fa570",
        "562b8189ba33914592ce5369ba3de01dfb5e1f1af53b03186b9f95154f461acd",
    ),
    (
        4,
        {"empty_deck_reshuffle": False},
        500,
        "51e954ca1d9c3a8d63372f16f2b9b9050c8ebf3275b1ca226c26a3bdb8462dc0",
        "74c112c27e90fd6ef114a44ece6f431f0ea3734af7645f15499a37e1c40cfe0b",
    ),
]


def _playout(seed: int, options: dict[str, Any] | None) -> tuple[int, str, str]:
    rand = random.Random(seed)
    state = GAME.setup(["p1", "p2"], seed, options)
    trail = hashlib.sha256()
    actions = 0
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
        state = step.state
        trail.update(GAME.encode(state).encode())
        trail.update(json.dumps([step.events, step.checkpoint], sort_keys=True).encode())
        actions += 1
    return actions, hashlib.sha256(GAME.encode(state).encode()).hexdigest(), trail.hexdigest()


@pytest.mark.parametrize(("seed", "options", "actions", "final", "trail"), PINNED)
def test_seeded_random_games_play_as_pinned(
    seed: int, options: dict[str, Any] | None, actions: int, final: str, trail: str
) -> None:
    assert _playout(seed, options) == (actions, final, trail)


def test_a_decoded_state_plays_on_like_the_original() -> None:
    """Whatever the engine derives from a state, a decoded copy of it derives the same."""
    rand = random.Random(5)
    state = GAME.setup(["p1", "p2"], 5)
    while not GAME.is_over(state):
        decoded = GAME.decode(GAME.encode(state))
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert GAME.legal_actions(decoded, seat) == legal
        action = legal[rand.randrange(len(legal))]
        step = GAME.apply(state, seat, action)
        again = GAME.apply(decoded, seat, dict(action))
        assert GAME.encode(again.state) == GAME.encode(step.state)
        assert again.events == step.events and again.checkpoint == step.checkpoint
        state = step.state
