"""/mod pause|resume|kick|replace|undo|end|deadline: for Manage Channels, the moderator role, or the host."""

from __future__ import annotations

import time
from typing import Any

import discord
from discord import app_commands

from bot.discord_ui.commands.common import GAME_NUMBER_HELP, game_number_choices
from bot.discord_ui.components import desk_of
from bot.service_types import Outcome

MAX_DEADLINE_HOURS = 24 * 14


def mod_group() -> app_commands.Group:
    group = app_commands.Group(name="mod", description="Moderate a game", guild_only=True)

    @group.command(name="pause", description="Pause a game")
    @app_commands.describe(game=GAME_NUMBER_HELP, reason="Why (shown to the players)")
    @app_commands.autocomplete(game=game_number_choices)
    async def pause(interaction: discord.Interaction[Any], game: int | None = None, reason: str = "") -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.pause(game_id, user, moderator=moderator, reason=reason)
            return outcome

        await desk.moderate(interaction, game, op)

    @group.command(name="resume", description="Resume a paused game")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def resume(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.resume(game_id, user, moderator=moderator)
            return outcome

        await desk.moderate(interaction, game, op)

    @group.command(name="kick", description="Remove a player (an AI or nobody takes the seat, per server settings)")
    @app_commands.describe(player="The player to remove", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def kick(interaction: discord.Interaction[Any], player: discord.User, game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.kick(game_id, user, player.id, moderator=moderator)
            return outcome

        await desk.moderate(interaction, game, op, after="topic")

    @group.command(name="replace", description="Give a seat to another player")
    @app_commands.describe(seat="The seat, e.g. p2", player="Who takes it", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def replace(
        interaction: discord.Interaction[Any], seat: str, player: discord.User, game: int | None = None
    ) -> None:
        desk = desk_of(interaction)
        desk.client.names.remember(player)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.replace(game_id, user, seat.strip(), player.id, moderator=moderator)
            return outcome

        await desk.moderate(interaction, game, op, after="topic")

    @group.command(name="undo", description="Take back the latest move (never past a die roll or a reveal)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def undo(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.undo(game_id, user, moderator=moderator)
            return outcome

        await desk.moderate(interaction, game, op)

    @group.command(name="end", description="End a game now (recorded as abandoned)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def end(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.end(game_id, user, moderator=moderator)
            return outcome

        await desk.moderate(interaction, game, op)

    @group.command(name="deadline", description="Set the turn deadline in hours from now (0 clears it)")
    @app_commands.describe(hours="Hours from now; 0 clears the deadline", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def deadline(
        interaction: discord.Interaction[Any],
        hours: app_commands.Range[float, 0, MAX_DEADLINE_HOURS],
        game: int | None = None,
    ) -> None:
        desk = desk_of(interaction)
        due = None if hours == 0 else time.time() + hours * 3600

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.set_deadline(game_id, user, due, moderator=moderator)
            return outcome

        await desk.moderate(interaction, game, op)

    return group
