"""docs/games/starfarers.md documents every action type and every event type the engine produces."""

from __future__ import annotations

import random
from pathlib import Path

from rules.starfarers.game import GAME

DOC = (Path(__file__).resolve().parents[3] / "docs" / "games" / "starfarers.md").read_text(encoding="utf-8")


def _seen() -> tuple[set[str], set[str]]:
    actions: set[str] = set()
    events: set[str] = set()
    for seed in range(4):
        rand = random.Random(seed)
        state = GAME.setup([f"p{i + 1}" for i in range(3 + seed % 2)], seed)
        while not GAME.is_over(state):
            for seat in GAME.acting(state):
                actions |= {a["type"] for a in GAME.legal_actions(state, seat)}
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
            events |= {e["type"] for e in step.events}
            state = step.state
    return actions, events


def test_every_action_and_event_type_is_documented() -> None:
    actions, events = _seen()
    assert len(actions) > 40 and len(events) > 45
    for kind in actions | events:
        assert f"| `{kind}` |" in DOC, kind
