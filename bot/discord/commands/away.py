"""/away until:<time> and /back: a player hands their seats to the AI (or makes their deadlines wait) until
they return, in every game they play. Times as bot/discord/timing.py reads them."""

from __future__ import annotations

import time
from typing import Any

import discord
from discord import app_commands

from bot.discord.components import desk_of
from bot.discord.formatting import mention, relative_time
from bot.discord.timing import parse_until
from bot.game.types import Outcome

MODES = {"ai": "the AI plays for you", "extend": "your deadlines wait for you"}
TOLD = {"ai": "the AI plays for them", "extend": "their deadlines wait for them"}


def away_command() -> app_commands.Command[Any, ..., Any]:
    @app_commands.command(name="away", description="Going away: the AI plays for you, or your deadlines wait")
    @app_commands.describe(
        until="When you are back: 3d, 12h, 2026-11-25 18:00 (UTC) or a Discord timestamp",
        mode="ai: the AI plays your seats (default); extend: your deadlines wait until then",
    )
    @app_commands.choices(mode=[app_commands.Choice(name=text, value=key) for key, text in MODES.items()])
    async def away(interaction: discord.Interaction[Any], until: str, mode: str = "ai") -> None:
        desk = desk_of(interaction)

        async def work() -> None:
            when = parse_until(until, time.time())
            await interaction.response.defer(ephemeral=True, thinking=True)
            user = interaction.user.id
            outcomes: tuple[Outcome, ...] = await desk.service.away(user, when, "extend" if mode == "extend" else "ai")
            note = f"{mention(user)} is away until {relative_time(when)}: {TOLD[mode]}."
            for outcome in outcomes:
                await desk.client.notifier.deliver(outcome.game_id, outcome, note=note)
            games = f"{len(outcomes)} game" + ("" if len(outcomes) == 1 else "s")
            await interaction.followup.send(
                f"You are away until <t:{int(when)}:f> ({relative_time(when)}): {MODES[mode]} in {games}. "
                "Use /back when you return.",
                ephemeral=True,
            )

        await desk.guarded(interaction, work)

    return away


def back_command() -> app_commands.Command[Any, ..., Any]:
    @app_commands.command(name="back", description="You are back: your seats are yours again")
    async def back(interaction: discord.Interaction[Any]) -> None:
        desk = desk_of(interaction)

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            user = interaction.user.id
            outcomes: tuple[Outcome, ...] = await desk.service.back(user)
            for outcome in outcomes:
                await desk.client.notifier.deliver(outcome.game_id, outcome, note=f"{mention(user)} is back.")
            await interaction.followup.send("Welcome back: your seats are yours again.", ephemeral=True)

        await desk.guarded(interaction, work)

    return back
