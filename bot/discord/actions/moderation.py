"""Moderation (/mod, for moderators or the game's host) and what every player must agree to (/game undo, draw),
and resigning."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

import discord

from bot.discord.actions.base import ActionBase, ActionDeps
from bot.discord.delivery.record import DiscordRecord
from bot.discord.delivery.tidy import ARCHIVED_AT, DELETED_AT, Tidy
from bot.discord.permissions import MODERATORS_ONLY, may_change_settings
from bot.discord.ports import Interaction
from bot.discord.present.formatting import NO_PINGS, mention, relative_time, seat_naming
from bot.game import DeadlineOverrides, Outcome, Refusal, no_such_seat
from bot.store.base import FINISHED_STATUSES
from rules.i18n import TEXT, mark

ARCHIVE_LISTED = 50
"""The newest finished games /mod cleanup looks at to list the archived channels still kept."""
NO_GAME = mark("There is no game with that id.")


def seat_of(typed: str) -> str:
    """A seat as a moderator types it: its number ("2"), or its id ("p2")."""
    text = typed.strip().lower()
    return f"p{text}" if text.isdigit() else text


class ModerationActions(ActionBase):
    def __init__(self, deps: ActionDeps, tidy: Tidy | None = None) -> None:
        super().__init__(deps)
        self.tidy = tidy
        """The server sweep (bot/discord/delivery/tidy.py) that /mod cleanup runs for one server; None: refused."""

    async def cleanup(self, interaction: Interaction) -> None:
        """/mod cleanup (Manage Server): tidy this server now, then list the archived games still kept."""

        async def work() -> None:
            if not may_change_settings(interaction) or interaction.guild_id is None or self.tidy is None:
                raise Refusal("Only members with Manage Server can clean up Starmail's games.", "forbidden")
            await interaction.response.defer(ephemeral=True, thinking=True)
            locale = await self.reader_locale(interaction)
            swept = await self.tidy.sweep(time.time(), interaction.guild_id)
            kept = [
                found.channel_id
                for record in await self.store.list_games(
                    guild_id=interaction.guild_id, statuses=FINISHED_STATUSES, limit=ARCHIVE_LISTED
                )
                if (found := await self.store.discord_game(record.id)) is not None
                and found.channel_id is not None
                and ARCHIVED_AT in (extra := DiscordRecord.from_json(found.data).extra)
                and DELETED_AT not in extra
            ]
            lines = [
                TEXT.ntr(
                    locale, "{count} expired lobby cancelled.", "{count} expired lobbies cancelled.", swept.lobbies
                ),
                TEXT.ntr(
                    locale,
                    "{count} archived channel deleted.",
                    "{count} archived channels deleted.",
                    swept.channels,
                ),
            ]
            if kept:
                listed = " ".join(f"<#{channel}>" for channel in kept)
                lines.append(TEXT.tr(locale, "Archived games still kept: {channels}", channels=listed))
            await interaction.followup.send("\n".join(lines), ephemeral=True)

        await self.guarded(interaction, work)

    # -- moderation -------------------------------------------------------------------------------------
    async def moderate(
        self,
        interaction: Interaction,
        game_id: int | None,
        op: Callable[[int, int, bool], Awaitable[Outcome]],
        *,
        after: str | None = None,
    ) -> None:
        """A /mod command: Manage Channels, the moderator role, or the game's host; then the service."""

        async def work() -> None:
            resolved = await self.resolve_game(interaction, game_id)
            moderator = await self.moderator(interaction)
            record = await self.store.get_game(resolved)
            if record is None:
                raise Refusal(NO_GAME, "not_found")
            if not moderator and record.created_by != interaction.user.id:
                raise Refusal(MODERATORS_ONLY, "forbidden")
            await interaction.response.defer(ephemeral=True, thinking=True)
            outcome = await op(resolved, interaction.user.id, moderator)
            if outcome.status == "lobby":
                await self.delivery.refresh_lobby(resolved)
            else:
                if after == "topic":
                    await self.delivery.update_topic(resolved)
                locale = await self.languages.locale(resolved)
                message = outcome.message.say(locale, seat_naming(outcome.seats, locale))
                if outcome.kind == "deadline":
                    record = await self.store.get_game(resolved)
                    if record is not None and record.deadline_at is not None:
                        message = TEXT.tr(locale, "The deadline is {due}.", due=relative_time(record.deadline_at))
                shown = outcome.kind not in ("undo_requested", "deadline")
                await self.delivery.deliver(
                    resolved, outcome, note=f"{message} ({mention(interaction.user.id)})", force_board=shown
                )
            await self.answer(interaction, outcome)

        await self.guarded(interaction, work)

    async def player_draw(self, interaction: Interaction, game_id: int | None, *, decline: bool) -> None:
        """/game draw: a player offers a draw, or agrees to (or declines) the one on the table."""
        await self._consent(
            interaction,
            game_id,
            self.service.decline_draw if decline else self.service.offer_draw,
            pending="draw_offered",
            asks=mark("{who} offers a draw: {message} Agree with /game draw, refuse with /game draw decline:True."),
        )

    async def player_undo(self, interaction: Interaction, game_id: int | None, *, decline: bool) -> None:
        """/game undo: a player asks to take back their latest move, or agrees to (or declines) a request."""
        await self._consent(
            interaction,
            game_id,
            self.service.decline_undo if decline else self.service.undo,
            pending="undo_requested",
            asks=mark("{who} asks to undo: {message} Agree with /game undo, refuse with /game undo decline:True."),
        )

    async def _consent(
        self,
        interaction: Interaction,
        game_id: int | None,
        call: Callable[[int, int], Awaitable[Outcome]],
        *,
        pending: str,
        asks: str,
    ) -> None:
        """A request every player must agree to (undo, draw): ask, agree or decline, and tell the channel.

        While agreement is `pending` the channel is told who asked and how to answer; once the request is
        carried out (the game changed) a fresh board is posted."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            user = interaction.user.id
            outcome = await call(resolved, user)
            locale = await self.languages.locale(resolved)
            message = outcome.message.say(locale, seat_naming(outcome.seats, locale))
            if outcome.kind == pending:
                note = TEXT.tr(locale, asks, who=mention(user), message=message)
            else:
                note = f"{message} ({mention(user)})"
            changed = outcome.kind in ("undone", "draw_agreed")
            await self.delivery.deliver(resolved, outcome, note=note, force_board=changed)
            await self.answer(interaction, outcome)

        await self.guarded(interaction, work)

    async def answer(self, interaction: Interaction, outcome: Outcome) -> None:
        """What the caller's command did, for them alone, in their language (seats named, nobody pinged)."""
        said = await self.words(interaction, outcome.message, outcome.seats)
        await interaction.followup.send(said, ephemeral=True, allowed_mentions=NO_PINGS)

    async def resign(self, interaction: Interaction, game_id: int | None) -> None:
        """/game resign: give up the caller's seat."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            outcome = await self.service.resign(resolved, interaction.user.id)
            locale = await self.languages.locale(resolved)
            note = f"{outcome.message.say(locale, seat_naming(outcome.seats, locale))} ({mention(interaction.user.id)})"
            await self.delivery.deliver(resolved, outcome, note=note, force_board=True)
            await self.answer(interaction, outcome)

        await self.guarded(interaction, work)

    # -- /mod: each is `moderate` around one call of the core ------------------------------------------------
    async def pause(self, interaction: Interaction, game_id: int | None, reason: str) -> None:
        async def op(game: int, user: int, moderator: bool) -> Outcome:
            return await self.service.pause(game, user, moderator=moderator, reason=reason)

        await self.moderate(interaction, game_id, op)

    async def resume(self, interaction: Interaction, game_id: int | None) -> None:
        async def op(game: int, user: int, moderator: bool) -> Outcome:
            return await self.service.resume(game, user, moderator=moderator)

        await self.moderate(interaction, game_id, op)

    async def kick(self, interaction: Interaction, game_id: int | None, player: discord.abc.User) -> None:
        async def op(game: int, user: int, moderator: bool) -> Outcome:
            return await self.service.kick(game, user, player.id, moderator=moderator)

        await self.moderate(interaction, game_id, op, after="topic")

    async def replace(self, interaction: Interaction, game_id: int | None, seat: str, player: discord.abc.User) -> None:
        self.names.remember(player)

        async def op(game: int, user: int, moderator: bool) -> Outcome:
            return await self.service.replace(game, user, seat_of(seat), player.id, moderator=moderator)

        await self.moderate(interaction, game_id, op, after="topic")

    async def mod_undo(self, interaction: Interaction, game_id: int | None) -> None:
        async def op(game: int, user: int, moderator: bool) -> Outcome:
            return await self.service.undo(game, user, moderator=moderator)

        await self.moderate(interaction, game_id, op)

    async def end(self, interaction: Interaction, game_id: int | None, winner: str | None, reason: str) -> None:
        async def op(game: int, user: int, moderator: bool) -> Outcome:
            ranking = None
            if winner:
                record = await self.store.get_game(game)
                if record is None:
                    raise Refusal(NO_GAME, "not_found")
                seats = [s.seat for s in record.seats]
                if seat_of(winner) not in seats:
                    raise no_such_seat(record, winner)  # lists the seats as typed, each with its player
                ranking = [[seat_of(winner)], [s for s in seats if s != seat_of(winner)]]
            return await self.service.end(
                game, user, moderator=moderator, ranking=ranking, reason=reason.strip() or "abandoned"
            )

        await self.moderate(interaction, game_id, op)

    async def set_deadline(self, interaction: Interaction, game_id: int | None, due: float | None) -> None:
        async def op(game: int, user: int, moderator: bool) -> Outcome:
            return await self.service.set_deadline(game, user, due, moderator=moderator)

        await self.moderate(interaction, game_id, op)

    async def set_deadline_rules(
        self,
        interaction: Interaction,
        game_id: int | None,
        given: DeadlineOverrides,
    ) -> None:
        """/mod deadlines: the deadline settings `given` (the command's options, None where left out) replace the game's
        own."""

        async def op(game: int, user: int, moderator: bool) -> Outcome:
            return await self.service.set_deadline_rules(game, user, given, moderator=moderator)

        await self.moderate(interaction, game_id, op)

    async def force(self, interaction: Interaction, game_id: int | None, seat: str | None) -> None:
        async def op(game: int, user: int, moderator: bool) -> Outcome:
            chosen = seat_of(seat) if seat else None
            return await self.service.force(game, user, chosen, moderator=moderator)

        await self.moderate(interaction, game_id, op)
