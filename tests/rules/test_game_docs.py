"""Every registered game's page in docs/games/ documents what its engine produces: each action type a seat is offered
and each event type it tells, in the first column of the tables of its "Actions" and "Events" sections, and each
top-level key of its encoded state in its "Encoded state" section. One check over the registry, not one per game.

The games played: seeded random games at every player count, with each option's other choices and flags turned on
one at a time, so that what only an option brings (a power mode, a draft) is seen too.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from rules import registry
from rules.contract import Game

DOCS = Path(__file__).resolve().parents[2] / "docs" / "games"
SECTIONS = ("Actions", "Events", "Views", "Encoded state")
MIN_GAMES = 4


def section(game_id: str, title: str) -> str:
    text = (DOCS / f"{game_id}.md").read_text(encoding="utf-8")
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def first_column(game_id: str, title: str) -> set[str]:
    """The backticked names in the first column of the section's tables."""
    return set(re.findall(r"^\| `([a-z_0-9]+)`", section(game_id, title), flags=re.MULTILINE))


def option_sets(game: Game) -> list[dict[str, Any]]:
    """The defaults, then each option's other choices and each flag turned on, one at a time."""
    sets: list[dict[str, Any]] = [{}]
    for name, option in game.options.items():
        if option.choices is not None:
            sets += [{name: choice} for choice in option.choices if choice != option.default]
        elif option.kind is bool:
            sets.append({name: not option.default})
    return sets


@cache
def seen(game_id: str) -> tuple[frozenset[str], frozenset[str]]:
    """The action types offered to any acting seat and the event types told, over the games played."""
    game = registry.get(game_id)
    sets = option_sets(game)
    counts = range(game.min_players, game.max_players + 1)
    actions: set[str] = set()
    events: set[str] = set()
    for seed in range(max(MIN_GAMES, len(sets))):
        rand = random.Random(seed)
        seats = [f"p{i + 1}" for i in range(counts[seed % len(counts)])]
        state = game.setup(seats, seed, sets[seed % len(sets)])
        while not game.is_over(state):
            for seat in game.acting(state):
                actions |= {a["type"] for a in game.legal_actions(state, seat)}
            seat = rand.choice(game.acting(state))
            legal = game.legal_actions(state, seat)
            step = game.apply(state, seat, legal[rand.randrange(len(legal))])
            events |= {e["type"] for e in step.events}
            state = step.state
    return frozenset(actions), frozenset(events)


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_page_has_the_sections_every_game_page_has(game_id: str) -> None:
    for title in SECTIONS:
        assert section(game_id, title).strip(), title


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_action_type_offered_is_documented(game_id: str) -> None:
    actions, _ = seen(game_id)
    assert len(actions) >= 10  # the games really offered a spread of choices
    assert sorted(actions - first_column(game_id, "Actions")) == []


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_event_type_told_is_documented(game_id: str) -> None:
    _, events = seen(game_id)
    assert len(events) >= 15  # the games really told a spread of events
    assert sorted(events - first_column(game_id, "Events")) == []


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_key_of_the_encoded_state_is_documented(game_id: str) -> None:
    """Named in the section, or covered by a section that says the encoding holds every field of the state's class
    (then the key must be such a field: the class's docstrings document it)."""
    game = registry.get(game_id)
    state = game.setup([f"p{i + 1}" for i in range(game.min_players)], 1)
    text = section(game_id, "Encoded state")
    fields = {f.name for f in dataclasses.fields(state)} if "every field of" in text else set()
    assert sorted(key for key in json.loads(game.encode(state)) if f"`{key}`" not in text and key not in fields) == []
