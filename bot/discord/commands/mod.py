"""/mod pause|resume|kick|replace|undo|end|deadline|deadlines|force: for Manage Channels, the moderator role, or
the host. Every one of them is written to the game's log with who did it (the service's notes)."""

from __future__ import annotations

import time

import discord
from discord import app_commands

from bot.discord.actions.moderation import ModerationActions
from bot.discord.actions.reading import ReadingActions
from bot.discord.commands.common import GAME_NUMBER_HELP, value_choices
from bot.discord.ports import Interaction
from bot.game import MAX_FORFEIT_AFTER, POLICIES, DeadlineOverrides

MAX_DEADLINE_HOURS = 24 * 14


def mod_group(reading: ReadingActions, moderation: ModerationActions) -> app_commands.Group:
    group = app_commands.Group(name="mod", description="Moderate a game", guild_only=True)

    @group.command(name="pause", description="Pause a game")
    @app_commands.describe(game=GAME_NUMBER_HELP, reason="Why (shown to the players)")
    @app_commands.autocomplete(game=reading.game_numbers)
    async def pause(interaction: Interaction, game: int | None = None, reason: str = "") -> None:
        await moderation.pause(interaction, game, reason)

    @group.command(name="resume", description="Resume a paused game")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def resume(interaction: Interaction, game: int | None = None) -> None:
        await moderation.resume(interaction, game)

    @group.command(name="kick", description="Remove a player (an AI or nobody takes the seat, per server settings)")
    @app_commands.describe(player="The player to remove", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def kick(interaction: Interaction, player: discord.User, game: int | None = None) -> None:
        await moderation.kick(interaction, game, player)

    @group.command(name="replace", description="Give a seat to another player")
    @app_commands.describe(seat="The seat number, e.g. 2", player="Who takes it", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def replace(interaction: Interaction, seat: str, player: discord.User, game: int | None = None) -> None:
        await moderation.replace(interaction, game, seat, player)

    @group.command(name="undo", description="Take back the latest move (never past a die roll or a reveal)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def undo(interaction: Interaction, game: int | None = None) -> None:
        await moderation.mod_undo(interaction, game)

    @group.command(name="end", description="End a game now, recording a result (default: everyone tied)")
    @app_commands.describe(
        winner="Number of the seat that wins, e.g. 2 (the others tie behind it)",
        reason="Why, recorded with the result (default: abandoned)",
        game=GAME_NUMBER_HELP,
    )
    @app_commands.autocomplete(game=reading.game_numbers)
    async def end(
        interaction: Interaction, winner: str | None = None, reason: str = "", game: int | None = None
    ) -> None:
        await moderation.end(interaction, game, winner, reason)

    @group.command(name="deadline", description="Set the turn deadline in hours from now (0 clears it)")
    @app_commands.describe(hours="Hours from now; 0 clears the deadline", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def deadline(
        interaction: Interaction,
        hours: app_commands.Range[float, 0, MAX_DEADLINE_HOURS],
        game: int | None = None,
    ) -> None:
        due = None if hours == 0 else time.time() + hours * 3600
        await moderation.set_deadline(interaction, game, due)

    @group.command(name="deadlines", description="Change the game's deadline per decision, policy or reminders")
    @app_commands.describe(
        hours="Hours per decision (0: no deadline)",
        policy="When a deadline passes: the AI plays, the rules' default move, or the game pauses",
        reminders="When to remind, e.g. 50%,1h (none: never)",
        forfeit_after="Missed deadlines in a row before a player forfeits (0: never)",
        game=GAME_NUMBER_HELP,
    )
    @app_commands.choices(policy=value_choices(POLICIES))
    @app_commands.autocomplete(game=reading.game_numbers)
    async def deadlines(
        interaction: Interaction,
        hours: app_commands.Range[float, 0, MAX_DEADLINE_HOURS] | None = None,
        policy: str | None = None,
        reminders: str | None = None,
        forfeit_after: app_commands.Range[int, 0, MAX_FORFEIT_AFTER] | None = None,
        game: int | None = None,
    ) -> None:
        given = DeadlineOverrides(hours=hours, policy=policy, reminders=reminders, forfeit_after=forfeit_after)
        await moderation.set_deadline_rules(interaction, game, given)

    @group.command(name="force", description="Let the AI play a pending decision now")
    @app_commands.describe(seat="The seat number, e.g. 2 (default: everyone who must decide)", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def force(interaction: Interaction, seat: str | None = None, game: int | None = None) -> None:
        await moderation.force(interaction, game, seat)

    @group.command(name="cleanup", description="Cancel expired lobbies and delete old archived channels now")
    async def cleanup(interaction: Interaction) -> None:
        await moderation.cleanup(interaction)

    return group
