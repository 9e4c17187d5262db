"""/turns (every game waiting for you), /hand (your private view and actions) and /move (play an action by name,
with autocomplete). /turns and /hand work anywhere, the app installed on a server or by the user."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.actions.base import game_named
from bot.discord.actions.play import PlayActions
from bot.discord.actions.reading import ReadingActions
from bot.discord.commands.common import GAME_NUMBER_HELP
from bot.discord.ports import Interaction


def turns_command(play: PlayActions) -> app_commands.Command[Any, ..., None]:
    @app_commands.command(name="turns", description="Every game, on every server, waiting for your move")
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def turns(interaction: Interaction) -> None:
        await play.my_turns(interaction)

    return turns


def hand_command(play: PlayActions, reading: ReadingActions) -> app_commands.Command[Any, ..., None]:
    @app_commands.command(name="hand", description="See your hand and your possible actions (only you see it)")
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def hand(interaction: Interaction, game: int | None = None) -> None:
        await play.show_hand(interaction, game)

    return hand


def move_command(play: PlayActions, reading: ReadingActions) -> app_commands.Command[Any, ..., None]:
    async def action_choices(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await play.move_choices(interaction, game_named(interaction), current)

    @app_commands.command(name="move", description="Play one of your legal actions")
    @app_commands.describe(action="Start typing to pick one of your actions", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(action=action_choices)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def move(interaction: Interaction, action: str, game: int | None = None) -> None:
        await play.move(interaction, game, action)

    return move
