"""The hook catalogue is written once (rules/base.py `HOOKS`): it names every hook of `GameBase`, the required ones
exactly its abstract methods, and docs/adding-a-game.md's two tables name exactly its hooks, each in the right one."""

from __future__ import annotations

import re
from pathlib import Path

from rules.base import HOOKS, IDENTITY, PLUMBING, GameBase
from tests.toy_game import ToyGame

DOC = Path(__file__).resolve().parents[2] / "docs" / "adding-a-game.md"
REQUIRED = {name for name, says in HOOKS.items() if says.startswith("required:")}


def _table_after(text: str, heading: str) -> set[str]:
    """The hook names in the first column of the table that follows the line `heading`."""
    lines = text[text.index(heading) :].splitlines()[1:]
    rows = []
    for line in lines:
        if line.startswith("|"):
            rows.append(line)
        elif rows:
            break
    names: set[str] = set()
    for row in rows[2:]:  # the header and its rule
        first = row.split(" | ")[0]
        names |= set(re.findall(r"`([a-z_]+)[(`]", first))
    return names


def test_the_required_hooks_are_exactly_the_abstract_methods() -> None:
    assert set(GameBase.__abstractmethods__) == REQUIRED


def test_every_public_name_of_a_game_is_catalogued_once() -> None:
    game = ToyGame()
    public = {name for name in dir(game) if not name.startswith("_")}
    base = {name for name in dir(GameBase) if not name.startswith("_")} | {"ai_players"}
    assert base - set(HOOKS) - set(PLUMBING) - set(IDENTITY) == set()  # nothing uncatalogued
    assert set(HOOKS) - base == set()  # nothing catalogued that is not there
    assert not set(HOOKS) & set(PLUMBING)
    assert set(IDENTITY) <= public


def test_the_guide_lists_exactly_the_catalogued_hooks_in_the_right_table() -> None:
    text = DOC.read_text(encoding="utf-8")
    implements = _table_after(text, "A game implements:")
    overrides = _table_after(text, "And may override (defaults in brackets):")
    assert implements == REQUIRED
    assert overrides == set(HOOKS) - REQUIRED
