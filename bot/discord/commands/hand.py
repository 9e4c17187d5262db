"""/hand (your private view and actions) and /move (play an action by name, with autocomplete)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discord.commands.common import GAME_NUMBER_HELP, game_number_choices
from bot.discord.components import desk_of


def hand_command() -> app_commands.Command[Any, ..., Any]:
    @app_commands.command(name="hand", description="See your hand and your possible actions (only you see it)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def hand(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await desk_of(interaction).show_hand(interaction, game)

    return hand


def move_command() -> app_commands.Command[Any, ..., Any]:
    async def action_choices(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        return await desk_of(interaction).move_choices(interaction, game if isinstance(game, int) else None, current)

    @app_commands.command(name="move", description="Play one of your legal actions")
    @app_commands.describe(action="Start typing to pick one of your actions", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(action=action_choices)
    @app_commands.autocomplete(game=game_number_choices)
    async def move(interaction: discord.Interaction[Any], action: str, game: int | None = None) -> None:
        await desk_of(interaction).move(interaction, game, action)

    return move
