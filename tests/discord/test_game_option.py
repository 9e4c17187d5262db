"""The game-number option as an autocomplete reads it (bot/discord/actions/base.py `game_named`): one reader for every
command whose choices depend on the game named so far."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.discord.actions.base import game_named
from bot.discord.ports import Interaction

BOT = Path(__file__).parents[2] / "bot"


def typed(**options: Any) -> Interaction:
    return cast(Interaction, SimpleNamespace(namespace=SimpleNamespace(**options)))


@pytest.mark.parametrize(
    ("options", "named"),
    [({"game": 12}, 12), ({}, None), ({"game": None}, None), ({"game": "12"}, None), ({"game": True}, None)],
)
def test_the_game_named_so_far_is_a_number_or_none(options: dict[str, Any], named: int | None) -> None:
    assert game_named(typed(**options)) == named


def test_no_other_module_reads_the_typed_options_itself() -> None:
    readers = sorted(
        str(path.relative_to(BOT)) for path in BOT.rglob("*.py") if "interaction.namespace" in path.read_text()
    )
    assert readers == ["discord/actions/base.py"]
