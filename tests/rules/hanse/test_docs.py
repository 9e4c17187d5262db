"""docs/games/hanse.md documents every action type, event type and encoded-state key the module produces."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from rules.hanse import GAME
from rules.hanse.actions import ACTION_TYPES
from rules.players import play_game

DOC = Path(__file__).resolve().parents[3] / "docs" / "games" / "hanse.md"


def section(title: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def first_column(title: str) -> set[str]:
    """The backticked names in the first column of the section's tables."""
    return set(re.findall(r"^\| `([a-z_0-9]+)`", section(title), flags=re.MULTILINE))


def observed() -> tuple[set[str], set[str]]:
    """Action and event types seen in a few random games and games of the heuristic."""
    actions: set[str] = set()
    events: set[str] = set()
    heuristic = GAME.ai_players["heuristic"]
    for seed in range(4):
        rand = random.Random(seed)
        state = GAME.setup(["p1", "p2"], seed)
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            actions.update(a["type"] for a in legal)
            step = GAME.apply(state, seat, legal[rand.randrange(len(legal))])
            events.update(e["type"] for e in step.events)
            state = step.state
        _, log = play_game(GAME, {"p1": heuristic, "p2": heuristic}, seed)
        actions.update(a["type"] for _, a in log)
    return actions, events


def test_docs_every_action_type_is_documented() -> None:
    documented = first_column("Actions")
    seen, _ = observed()
    assert seen <= set(ACTION_TYPES)
    assert set(ACTION_TYPES) <= documented
    assert documented <= set(ACTION_TYPES)


def test_docs_every_event_type_seen_is_documented() -> None:
    documented = first_column("Events")
    _, seen = observed()
    assert seen <= documented, seen - documented
    assert len(seen) >= 15  # the games above really exercise the events


def test_docs_every_encoded_state_key_is_documented() -> None:
    keys = set(json.loads(GAME.encode(GAME.setup(["p1", "p2"], 1))))
    text = section("Encoded state")
    for key in keys:
        assert f"`{key}`" in text, key
