"""Spec §9 deadline defaults: at every decision of random games there is a default, it is legal, and it is
the one §9 names (transport pass, keep, take back, end the turn, the first response, the smallest choices)."""

from __future__ import annotations

import random

from rules.andromeda import GAME


def test_9_every_decision_has_a_legal_default_of_the_named_kind() -> None:
    rand = random.Random(9)
    seen: set[str] = set()
    for seed in range(2):
        state = GAME.setup(["p1", "p2", "p3"], seed, {"round_cap": 2})
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            types = {a["type"] for a in legal}
            default = GAME.timeout_action(state, seat)
            assert default in legal
            seen.add(default["type"])
            for named in ("take_back", "keep", "transport_pass", "end_turn", "set_done", "exchange_done"):
                if named in types:
                    assert default["type"] == named
                    break
            else:
                if "swap" in types:
                    assert default == next(a for a in legal if a["type"] == "swap")
                if types == {"respond"}:
                    assert default == legal[0]
                if default["type"] in ("planet_cards", "place"):
                    assert default["n"] == min(a["n"] for a in legal if a["type"] == default["type"])
            state = GAME.apply(state, seat, rand.choice(legal)).state
    assert {"transport_pass", "respond", "end_turn"} <= seen
