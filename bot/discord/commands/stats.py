"""/stats: the server's finished games, per game and per player (games played and won, average time to move)."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.actions.reading import ReadingActions
from bot.discord.ports import Interaction


def stats_command(actions: ReadingActions) -> app_commands.Command[Any, ..., None]:
    @app_commands.command(name="stats", description="This server's finished games: who played, who won, how fast")
    @app_commands.guild_only()
    async def stats(interaction: Interaction) -> None:
        await actions.server_stats(interaction)

    return stats
