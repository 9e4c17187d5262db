"""docs/games/andromeda.md documents every action type and event type the engine can produce."""

from __future__ import annotations

import random
import re
from pathlib import Path

from rules.andromeda import GAME

from .support import seats

DOC = (Path(__file__).resolve().parents[3] / "docs" / "games" / "andromeda.md").read_text(encoding="utf-8")

ACTION_TYPES = {
    "transport_pass",
    "transport",
    "offer",
    "respond",
    "swap",
    "keep",
    "stay",
    "take_back",
    "end_turn",
    "act",
    "exchange_card",
    "exchange_done",
    "planet",
    "planet_cards",
    "add_bonus",
    "set_done",
    "place",
}


def _seen() -> tuple[set[str], set[str]]:
    actions: set[str] = set()
    events: set[str] = set()
    for seed in range(4):
        rand = random.Random(seed)
        state = GAME.setup(seats(3 + seed % 3), seed)
        while not GAME.is_over(state):
            for seat in GAME.acting(state):
                actions |= {x["type"] for x in GAME.legal_actions(state, seat)}
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
            events |= {e["type"] for e in step.events}
            state = step.state
    return actions, events


def test_every_action_type_is_documented() -> None:
    actions, _ = _seen()
    assert actions <= ACTION_TYPES
    for kind in ACTION_TYPES | actions:
        assert f"| `{kind}` |" in DOC, kind


def test_every_event_type_seen_in_play_is_documented() -> None:
    _, events = _seen()
    assert len(events) >= 20
    for kind in events:
        assert f"| `{kind}` |" in DOC, kind


def test_every_view_key_is_documented() -> None:
    view = GAME.view(GAME.setup(seats(3), 1), "p1")
    for key in list(view["public"]) + list(view["private"]) + list(view["public"]["players"]["p1"]):
        assert f"`{key}`" in DOC, key


def test_every_type_literal_in_the_engine_source_is_documented() -> None:
    package = Path(__file__).resolve().parents[3] / "rules" / "andromeda"
    literals: set[str] = set()
    for path in package.glob("*.py"):
        literals |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert {"hand_shown", "withdrew", "end_triggered", "ring_draw"} <= literals
    for kind in literals:
        assert f"| `{kind}` |" in DOC, kind
