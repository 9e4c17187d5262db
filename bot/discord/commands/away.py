"""/away until:<time> and /back: a player hands their seats to the AI (or makes their deadlines wait) until
they return, in every game they play. Times as bot/discord/present/timing.py reads them."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.actions.players import AWAY_MODES, PlayerActions
from bot.discord.ports import Interaction


def away_command(actions: PlayerActions) -> app_commands.Command[Any, ..., None]:
    @app_commands.command(name="away", description="Going away: the AI plays for you, or your deadlines wait")
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(
        until="When you are back: 3d, 12h, 2026-11-25 18:00 (UTC) or a Discord timestamp",
        mode="ai: the AI plays your seats (default); extend: your deadlines wait until then",
    )
    @app_commands.choices(mode=[app_commands.Choice(name=text, value=key) for key, text in AWAY_MODES.items()])
    async def away(interaction: Interaction, until: str, mode: str = "ai") -> None:
        await actions.away(interaction, until, mode)

    return away


def back_command(actions: PlayerActions) -> app_commands.Command[Any, ..., None]:
    @app_commands.command(name="back", description="You are back: your seats are yours again")
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def back(interaction: Interaction) -> None:
        await actions.back(interaction)

    return back
