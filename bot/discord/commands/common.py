"""Pieces shared by the command modules: the game-number option (its autocomplete is an action,
`ReadingActions.game_numbers`), and the names of the choices that are settings' values."""

from __future__ import annotations

from collections.abc import Iterable

from discord import app_commands

from bot.discord.present.languages import LANGUAGES

GAME_NUMBER_HELP = "Game number (default: the game of this channel, or your only game)"

VALUE_NAMES: dict[str, str] = {
    "ai": "AI",
    "default": "Default",
    "pause": "Pause",
    "run": "Keep running",
    "strong": "Strong AI",
    **{code: name for code, name in LANGUAGES.items() if code != "auto"},
}
"""What a choice that is a setting's value (a deadline policy, a language) is called, in English: Discord shows a
choice's name, in the reader's language where the catalog has it (bot/discord/translator.py), and the name itself
to everyone else, English readers first. A value is sent as it is."""


def value_choices(values: Iterable[str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=VALUE_NAMES.get(value, value), value=value) for value in values]
