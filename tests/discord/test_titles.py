"""Discord shows a game's title as published in the user's language: the /game rules choices and the /game new
subcommand descriptions (bot/discord/translator.py), while the values the bot receives stay the game ids."""

from __future__ import annotations

from typing import Any

from tests.discord.test_command_limits import translated_payload


def _command(payload: list[dict[str, Any]], *path: str) -> dict[str, Any]:
    node: dict[str, Any] = {"options": payload}
    for name in path:
        node = next(o for o in node["options"] if o["name"] == name)
    return node


async def test_game_titles_are_translated_in_the_command_tree() -> None:
    payload = await translated_payload()
    game = _command(payload, "game", "rules", "game")
    hanse = next(c for c in game["choices"] if c["value"] == "hanse")
    assert hanse["name"] == "Perry Rhodan: The Cosmic Hansa"
    assert hanse["name_localizations"]["de"] == "Perry Rhodan: Die Kosmische Hanse"
    starfarers = next(c for c in game["choices"] if c["value"] == "starfarers")
    assert starfarers["name_localizations"]["de"] == "Die Sternenfahrer von Catan"
    new_hanse = _command(payload, "game", "new", "hanse")
    assert "Die Kosmische Hanse" in new_hanse["description_localizations"]["de"]
    assert "The Cosmic Hansa" not in new_hanse["description_localizations"]["de"]
