"""Pieces shared by the command modules: the game-number option and its autocomplete."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discord.components import desk_of
from bot.store.base import ACTIVE_STATUSES

GAME_NUMBER_HELP = "Game number (default: the game of this channel, or your only game)"


async def game_number_choices(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[int]]:
    """Running games of this server, the caller's first, filtered by the digits typed."""
    desk = desk_of(interaction)
    games = await desk.service.list_games(guild_id=interaction.guild_id, limit=100)
    user = interaction.user.id
    mine = [g for g in games if any(s.user_id == user for s in g.seats)]
    others = [g for g in games if g not in mine]
    choices = []
    for summary in [*mine, *others]:
        if summary.status not in ACTIVE_STATUSES or (current and current not in str(summary.game_id)):
            continue
        seat = " (you play)" if summary in mine else ""
        name = f"#{summary.game_id} {summary.title} · {summary.status}{seat}"
        choices.append(app_commands.Choice(name=name[:100], value=summary.game_id))
    return choices[:25]
