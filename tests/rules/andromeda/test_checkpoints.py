"""Spec §4.9 and D-32: which steps are checkpoints, checked over random games with every player count."""

from __future__ import annotations

import random

import pytest

from rules.andromeda import GAME

from .support import seats

ALWAYS = {"offer", "respond", "exchange_done", "place"}
NEVER = {
    "transport",
    "transport_pass",
    "swap",
    "keep",
    "stay",
    "take_back",
    "act",
    "planet",
    "planet_cards",
    "add_bonus",
    "exchange_card",
}


@pytest.mark.parametrize("n", [3, 4, 5])
def test_4_9_checkpoints_follow_the_table(n: int) -> None:
    rand = random.Random(n)
    state = GAME.setup(seats(n), 40 + n)
    seen: set[str] = set()
    while not GAME.is_over(state):
        seat = GAME.acting(state)[rand.randrange(len(GAME.acting(state)))]
        legal = GAME.legal_actions(state, seat)
        action = legal[rand.randrange(len(legal))]
        step = GAME.apply(state, seat, action)
        kind = action["type"]
        drew = step.state.rng != state.rng or len(step.state.draw) != len(state.draw)
        if kind in ALWAYS:
            assert step.checkpoint is True, kind
        elif kind in NEVER:
            assert step.checkpoint is False, kind
        elif kind == "set_done":
            assert step.checkpoint is (state.build != "place_stations"), state.build
        else:
            assert kind == "end_turn"
            assert step.checkpoint is drew
        seen.add(kind)
        state = step.state
    assert {"offer", "respond", "swap", "set_done", "end_turn", "act"} <= seen
