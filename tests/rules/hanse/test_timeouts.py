"""Spec §9 deadline defaults: at every decision of random games the default is one of the seat's legal
actions, and it is the one §9 names for that decision (setup prompts have none: the bot's AI chooses)."""

from __future__ import annotations

import random

from rules.hanse import GAME

SETUP_TYPES = {"choose_role", "choose_start_planet"}


def test_9_every_decision_but_setup_has_a_legal_default() -> None:
    rand = random.Random(9)
    seen: set[str] = set()
    for seed in range(3):
        state = GAME.setup(["p1", "p2"], seed, {"round_cap": 3})
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            types = {a["type"] for a in legal}
            default = GAME.timeout_action(state, seat)
            if types <= SETUP_TYPES:
                assert default is None
            else:
                assert default in legal
                seen.add(default["type"])
                if "allow" in types:
                    assert default == {"type": "allow"}
                elif "decline_bonus" in types:
                    assert default == {"type": "decline_bonus"}
                elif "finish_turn" in types:
                    assert default == {"type": "finish_turn"}
                elif "remove_pair" in types:
                    assert default == next(a for a in legal if a["type"] == "remove_pair")
                elif "end_turn" in types:
                    assert default == {"type": "end_turn"}
            state = GAME.apply(state, seat, rand.choice(legal)).state
    assert {"end_turn", "finish_turn", "allow"} <= seen


def test_9_the_turn_default_ends_the_turn_in_two_steps() -> None:
    state = GAME.setup(["p1", "p2"], 4, {"round_cap": 3})
    rand = random.Random(4)
    while "end_turn" not in {a["type"] for a in GAME.legal_actions(state, GAME.acting(state)[0])}:
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
    late = GAME.acting(state)[0]
    played = []
    while GAME.acting(state) == (late,) and len(played) < 5:
        action = GAME.timeout_action(state, late)
        assert action is not None
        played.append(action["type"])
        state = GAME.apply(state, late, action).state
    assert played == ["end_turn", "finish_turn"]
