"""The command fingerprint: stable for the same commands, different when they or their place change."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discord.commands import all_commands
from bot.discord.sync import command_fingerprint
from tests.discord.support import UNUSED_ACTIONS

GUILD = 1234


def tree(guild: int | None, *, extra: bool = False) -> app_commands.CommandTree[Any]:
    client = discord.Client(intents=discord.Intents.none())
    built: app_commands.CommandTree[Any] = app_commands.CommandTree(client)
    place = discord.Object(guild) if guild is not None else None
    for command in all_commands(UNUSED_ACTIONS):
        built.add_command(command, guild=place)
    if extra:

        @app_commands.command(name="ping", description="Ping")
        async def ping(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("pong")

        built.add_command(ping, guild=place)
    return built


async def test_same_commands_same_fingerprint() -> None:
    assert await command_fingerprint(tree(GUILD), GUILD) == await command_fingerprint(tree(GUILD), GUILD)
    assert await command_fingerprint(tree(None), None) == await command_fingerprint(tree(None), None)


async def test_a_new_command_or_another_place_changes_it() -> None:
    base = await command_fingerprint(tree(GUILD), GUILD)
    assert await command_fingerprint(tree(GUILD, extra=True), GUILD) != base
    assert await command_fingerprint(tree(None), None) != base
    assert await command_fingerprint(tree(GUILD), None) != base  # nothing syncs globally from a guild tree


async def test_a_translation_changes_it() -> None:
    plain = tree(GUILD)
    base = await command_fingerprint(plain, GUILD)
    translated = tree(GUILD)
    await translated.set_translator(Shouting())
    assert await command_fingerprint(translated, GUILD) != base


class Shouting(app_commands.Translator):
    """A translator that gives every German description in capitals."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        if (
            locale is discord.Locale.german
            and context.location is app_commands.TranslationContextLocation.command_description
        ):
            return string.message.upper()
        return None
