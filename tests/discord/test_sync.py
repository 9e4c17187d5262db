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
    assert command_fingerprint(tree(GUILD), GUILD) == command_fingerprint(tree(GUILD), GUILD)
    assert command_fingerprint(tree(None), None) == command_fingerprint(tree(None), None)


async def test_a_new_command_or_another_place_changes_it() -> None:
    base = command_fingerprint(tree(GUILD), GUILD)
    assert command_fingerprint(tree(GUILD, extra=True), GUILD) != base
    assert command_fingerprint(tree(None), None) != base
    assert command_fingerprint(tree(GUILD), None) != base  # nothing syncs globally from a guild tree
