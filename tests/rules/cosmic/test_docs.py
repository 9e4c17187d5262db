"""docs/games/cosmic.md documents every action type and every event type the engine produces."""

from __future__ import annotations

import random
from pathlib import Path

from rules.cosmic.game import Cosmic

DOC = (Path(__file__).resolve().parents[3] / "docs" / "games" / "cosmic.md").read_text(encoding="utf-8")
GAME = Cosmic()


def _seen() -> tuple[set[str], set[str]]:
    actions: set[str] = set()
    events: set[str] = set()
    choices = ({"beginner_flares": True}, {"power_mode": "standard", "warp_fan": True}, {"power_mode": "choose_powers"})
    for seed in range(6):
        rand = random.Random(seed)
        options = choices[seed % 3]
        state = GAME.setup([f"p{i + 1}" for i in range(3 + seed % 4)], seed, options)
        while not GAME.is_over(state):
            for seat in GAME.acting(state):
                actions |= {a["type"] for a in GAME.legal_actions(state, seat)}
            seat = rand.choice(GAME.acting(state))
            legal = GAME.legal_actions(state, seat)
            step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
            events |= {e["type"] for e in step.events}
            state = step.state
    return actions, events


def test_every_action_and_event_type_is_documented() -> None:
    actions, events = _seen()
    assert len(actions) > 30 and len(events) > 50
    for kind in actions | events:
        assert f"| `{kind}` |" in DOC, kind
