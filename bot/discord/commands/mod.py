"""/mod pause|resume|kick|replace|undo|end|deadline|deadlines|force: for Manage Channels, the moderator role, or
the host. Every one of them is written to the game's log with who did it (the service's notes)."""

from __future__ import annotations

import time
from typing import Any

import discord
from discord import app_commands

from bot.discord.commands.common import GAME_NUMBER_HELP, game_number_choices
from bot.discord.components import desk_of
from bot.game.deadlines import MAX_FORFEIT_AFTER, POLICIES
from bot.game.types import Outcome, Refusal

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

    @group.command(name="end", description="End a game now, recording a result (default: everyone tied)")
    @app_commands.describe(
        winner="Seat that wins, e.g. p2 (the others tie behind it)",
        reason="Why, recorded with the result (default: abandoned)",
        game=GAME_NUMBER_HELP,
    )
    @app_commands.autocomplete(game=game_number_choices)
    async def end(
        interaction: discord.Interaction[Any], winner: str | None = None, reason: str = "", game: int | None = None
    ) -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            ranking = None
            if winner:
                seats = [s.seat for s in (await desk.service.view(game_id, None)).seats]
                if winner.strip() not in seats:
                    raise Refusal(f"There is no seat {winner.strip()!r}; seats: {', '.join(seats)}.", "not_found")
                ranking = [[winner.strip()], [s for s in seats if s != winner.strip()]]
            outcome: Outcome = await desk.service.end(
                game_id, user, moderator=moderator, ranking=ranking, reason=reason.strip() or "abandoned"
            )
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

    @group.command(name="deadlines", description="Change the game's deadline per decision, policy or reminders")
    @app_commands.describe(
        hours="Hours per decision (0: no deadline)",
        policy="When a deadline passes: the AI plays, the rules' default move, or the game pauses",
        reminders="When to remind, e.g. 50%,1h (none: never)",
        forfeit_after="Missed deadlines in a row before a player forfeits (0: never)",
        game=GAME_NUMBER_HELP,
    )
    @app_commands.choices(policy=[app_commands.Choice(name=p, value=p) for p in POLICIES])
    @app_commands.autocomplete(game=game_number_choices)
    async def deadlines(
        interaction: discord.Interaction[Any],
        hours: app_commands.Range[float, 0, MAX_DEADLINE_HOURS] | None = None,
        policy: str | None = None,
        reminders: str | None = None,
        forfeit_after: app_commands.Range[int, 0, MAX_FORFEIT_AFTER] | None = None,
        game: int | None = None,
    ) -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            outcome: Outcome = await desk.service.set_deadline_rules(
                game_id,
                user,
                deadline_hours=hours,
                deadline_policy=policy,
                reminders=reminders,
                forfeit_after=forfeit_after,
                moderator=moderator,
            )
            return outcome

        await desk.moderate(interaction, game, op)

    @group.command(name="force", description="Let the AI play a pending decision now")
    @app_commands.describe(seat="The seat, e.g. p2 (default: everyone who must decide)", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def force(interaction: discord.Interaction[Any], seat: str | None = None, game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def op(game_id: int, user: int, moderator: bool) -> Outcome:
            chosen = seat.strip() if seat else None
            outcome: Outcome = await desk.service.force(game_id, user, chosen, moderator=moderator)
            return outcome

        await desk.moderate(interaction, game, op)

    return group
