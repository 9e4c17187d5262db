"""The lobby: opening a game, joining and leaving, AI seats, and starting (which opens the game's channel)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.discord.actions.base import ActionBase
from bot.discord.delivery import channels
from bot.discord.delivery.channels import find_channel
from bot.discord.delivery.record import DiscordRecord
from bot.discord.ports import Interaction
from bot.discord.present.formatting import NO_PINGS, game_code, mention, seat_label
from bot.discord.present.lobby import lobby_embed, lobby_view
from bot.game import NO_OVERRIDES, DeadlineOverrides, Outcome, Refusal, phrase
from bot.store.base import FINISHED_STATUSES
from rules.i18n import TEXT, mark
from rules.players import players_for
from rules.registry import registry

log = logging.getLogger(__name__)

AI_KINDS: dict[str, str] = {
    "random": mark("Random: any legal move"),
    "heuristic": mark("AI: quick, answers at once"),
    "strong": mark("Strong AI: thinks a second per decision"),
}
"""How /game add-ai names each AI kind in its choices (the value sent is the kind)."""

STARTED_NOWHERE = mark(
    "The game has started, but I could not open a channel or a thread for it, nor play it here; "
    "a moderator can end it with /mod end."
)
STARTED_UNANNOUNCED = mark(
    "The game has started in {where}, but I could not post everything; /game status shows the board."
)


class LobbyActions(ActionBase):
    # -- lobby ------------------------------------------------------------------------------------------
    async def create(
        self,
        interaction: Interaction,
        game: str,
        options: Mapping[str, Any],
        deadline: DeadlineOverrides = NO_OVERRIDES,
    ) -> None:
        async def work() -> None:
            if interaction.guild_id is None or interaction.channel_id is None:
                raise Refusal("Games are opened in a server channel.", "forbidden")
            outcome = await self.service.create(
                game,
                interaction.user.id,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                options=dict(options),
                deadline=deadline,
            )
            await self._post_lobby(interaction, interaction.guild_id, interaction.channel_id, outcome.game_id)

        await self.guarded(interaction, work)

    async def _post_lobby(self, interaction: Interaction, guild_id: int, channel_id: int, game_id: int) -> None:
        """Answer `interaction` with the lobby of `game_id` and keep where it was posted."""
        uv = await self.service.view(game_id, None)
        record = await self.store.get_game(game_id)
        assert record is not None
        locale = await self.languages.guild_locale(guild_id)
        embed = lobby_embed(uv, record.created_by, record.options, None, locale)
        await interaction.response.send_message(
            embed=embed, view=lobby_view(uv, self.controls, locale), allowed_mentions=NO_PINGS
        )
        message = await interaction.original_response()
        kept = DiscordRecord(guild=guild_id, origin=channel_id, lobby=(message.channel.id, message.id))
        await self.store.set_discord_game(game_id, None, kept.to_json())

    async def rematch(self, interaction: Interaction, game_id: int) -> None:
        """Rematch under a finished game's last board: a lobby with the same game, options and players (the humans
        seated, the AI seats added again), hosted by the one who clicked, posted where they clicked."""

        async def work() -> None:
            old = await self.store.get_game(game_id)
            if old is None:
                raise Refusal("There is no game with that id.", "not_found")
            if old.status not in FINISHED_STATUSES:
                raise Refusal("A rematch is offered once the game is over.", "not_over")
            user = interaction.user.id
            humans = [s.user_id for s in old.seats if s.kind == "human" and s.user_id is not None]
            if user not in humans and not await self.moderator(interaction):
                raise Refusal("Only the players of this game (or a moderator) can ask for a rematch.", "forbidden")
            found = await self.store.discord_game(game_id)
            kept_old = DiscordRecord.from_json(found.data) if found is not None else DiscordRecord()
            earlier = kept_old.extra.get("rematch")
            if isinstance(earlier, int):
                raise Refusal("A rematch of this game is already open: game {game}.", "started", game=earlier)
            if interaction.guild_id is None or interaction.channel_id is None:
                raise Refusal("Games are opened in a server channel.", "forbidden")
            outcome = await self.service.create(
                old.game,
                user,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                options=dict(old.options),
                host_plays=user in humans,
            )
            new_id = outcome.game_id
            for seat in sorted(old.seats, key=lambda s: s.position):
                if seat.kind == "human" and seat.user_id is not None and seat.user_id != user:
                    await self.service.join(new_id, seat.user_id)
                elif seat.kind == "ai":
                    await self.service.add_ai(new_id, user, seat.ai)
            if found is not None:
                marked = replace(kept_old, extra={**kept_old.extra, "rematch": new_id})
                await self.store.set_discord_game(game_id, found.channel_id, marked.to_json())
            origin = await find_channel(self.delivery.lookup, kept_old.origin) if kept_old.origin else None
            if origin is None or kept_old.origin == interaction.channel_id:
                await self._post_lobby(interaction, interaction.guild_id, interaction.channel_id, new_id)
                return
            # the lobby goes where the first game was opened: the finished game's channel is read-only now
            uv = await self.service.view(new_id, None)
            locale = await self.languages.guild_locale(interaction.guild_id)
            embed = lobby_embed(uv, user, dict(old.options), None, locale)
            message = await origin.send(
                embed=embed, view=lobby_view(uv, self.controls, locale), allowed_mentions=NO_PINGS
            )
            kept = DiscordRecord(
                guild=interaction.guild_id, origin=kept_old.origin, lobby=(message.channel.id, message.id)
            )
            await self.store.set_discord_game(new_id, None, kept.to_json())
            where = message.jump_url
            await interaction.response.send_message(
                TEXT.tr(await self.reader_locale(interaction), "The rematch lobby is open: {where}", where=where),
                ephemeral=True,
            )

        await self.guarded(interaction, work)

    async def lobby_op(self, interaction: Interaction, game_id: int, op: str) -> None:
        async def work() -> None:
            if op == "start":
                await self.start(interaction, game_id, via_lobby=True)
                return
            user = interaction.user.id
            moderator = await self.moderator(interaction)
            if op == "join":
                await self.service.join(game_id, user)
            elif op == "leave":
                await self.service.leave(game_id, user)
            elif op == "ai":
                await self.service.add_ai(game_id, user, moderator=moderator)
            elif op == "cancel":
                await self.service.end(game_id, user, moderator=moderator)
            locale = await self.languages.locale(game_id)
            note = TEXT.tr(locale, "Cancelled by {who}.", who=mention(user)) if op == "cancel" else None
            kwargs = await self.messages.lobby_message(game_id, note=note)
            await interaction.response.edit_message(**kwargs)

        await self.guarded(interaction, work)

    async def lobby_command(self, interaction: Interaction, game_id: int | None, op: str) -> None:
        """/game join and /game leave: the same as the buttons, answered ephemerally."""

        async def work() -> None:
            resolved = await self.resolve_game(interaction, game_id)
            if op == "join":
                outcome = await self.service.join(resolved, interaction.user.id)
            else:
                outcome = await self.service.leave(resolved, interaction.user.id)
            await self.delivery.refresh_lobby(resolved)
            await interaction.response.send_message(await self.words(interaction, outcome.message), ephemeral=True)

        await self.guarded(interaction, work)

    async def seat_ai(
        self, interaction: Interaction, game_id: int | None, kind: str | None, *, remove: bool = False
    ) -> None:
        """/game add-ai and /game remove-ai: the lobby message follows."""

        async def work() -> None:
            resolved = await self.resolve_game(interaction, game_id)
            moderator = await self.moderator(interaction)
            if remove:
                outcome = await self.service.remove_ai(resolved, interaction.user.id, moderator=moderator)
            else:
                outcome = await self.service.add_ai(resolved, interaction.user.id, kind, moderator=moderator)
            await self.delivery.refresh_lobby(resolved)
            await interaction.response.send_message(await self.words(interaction, outcome.message), ephemeral=True)

        await self.guarded(interaction, work)

    async def ai_kinds(
        self, interaction: Interaction, game_id: int | None, typed: str
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete for /game add-ai: the AI players the lobby's game offers."""
        try:
            resolved = await self.resolve_game(interaction, game_id)
            uv = await self.service.view(resolved, None)
        except Refusal:
            return []
        locale = await self.reader_locale(interaction)
        named = [
            (kind, TEXT.tr(locale, AI_KINDS.get(kind, kind))) for kind in sorted(players_for(registry.get(uv.game)))
        ]
        wanted = typed.lower()
        return [
            app_commands.Choice(name=name, value=kind)
            for kind, name in named
            if wanted in kind.lower() or wanted in name.lower()
        ][:25]

    async def start(self, interaction: Interaction, game_id: int | None, *, via_lobby: bool = False) -> None:
        """Deal the game, open its channel (or thread), post the first board and notify who acts."""
        if via_lobby:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        resolved = await self.resolve_game(interaction, game_id)
        guild = interaction.guild
        if guild is None:
            raise Refusal("Games are played in a server.", "forbidden")
        outcome = await self.service.start(resolved, interaction.user.id, moderator=await self.moderator(interaction))
        # The game is on from here: a failure below must not be answered as if nothing had changed.
        try:
            place = await self._open_place(interaction, guild, resolved)
        except Exception:
            log.exception("game %s started but no place to play it could be opened", resolved)
            await self.delivery.refresh_lobby(resolved)
            await self.refuse(interaction, phrase(STARTED_NOWHERE))
            return
        try:
            await self._announce(interaction, resolved, outcome, place, via_lobby=via_lobby)
        except Exception:
            log.exception("game %s started in %s but announcing it failed", resolved, place.channel.id)
            await self.refuse(interaction, phrase(STARTED_UNANNOUNCED, where=place.channel.mention))

    async def _announce(
        self, interaction: Interaction, game_id: int, outcome: Outcome, place: channels.Place, *, via_lobby: bool
    ) -> None:
        """The first board where the game is played, the lobby message pointing there, and a word to the host."""
        uv = await self.service.view(game_id, None)
        locale = await self.languages.locale(game_id)
        title = registry.get(uv.game).title_in(locale)
        players = ", ".join(seat_label(s, locale) for s in uv.seats)
        note = TEXT.tr(locale, "{title} has started: {players}.", title=title, players=players)
        await self.delivery.deliver(game_id, outcome, note=note, force_board=True)
        if via_lobby:
            kwargs = await self.messages.lobby_message(game_id)
            await interaction.edit_original_response(**kwargs)
            if place.host_note:
                await interaction.followup.send(place.host_note, ephemeral=True, allowed_mentions=NO_PINGS)
        else:
            reader = await self.reader_locale(interaction)
            said = place.host_note or TEXT.tr(reader, "The game is on in {place}.", place=place.channel.mention)
            await interaction.followup.send(said, ephemeral=True, allowed_mentions=NO_PINGS)
            await self.delivery.refresh_lobby(game_id)

    async def _open_place(self, interaction: Interaction, guild: discord.Guild, game_id: int) -> channels.Place:
        """Open the started game's channel (or thread, or the channel it was opened in) and remember it."""
        found = await self.store.discord_game(game_id)
        record = DiscordRecord.from_json(found.data if found is not None else None)
        origin = interaction.channel
        if record.origin is not None:
            origin = guild.get_channel_or_thread(record.origin) or origin
        uv = await self.service.view(game_id, None)
        names = await self.names.names(s.user_id for s in uv.seats)
        code = game_code(uv.game, game_id)
        locale = await self.languages.guild_locale(guild.id)
        title = registry.get(uv.game).title_in(locale)
        place = await channels.open_place(
            guild,
            origin if isinstance(origin, discord.TextChannel | discord.Thread) else None,
            code,
            channels.topic_for(title, code, uv.seats, names, locale),
            self.store,
            can_manage=interaction.app_permissions.manage_channels,
            locale=locale,
        )
        record = replace(record, thread=place.thread, acting=(), lines=())
        await self.store.set_discord_game(game_id, place.channel.id, record.to_json())
        if place.notice and isinstance(origin, discord.abc.Messageable):
            try:
                await origin.send(place.notice, allowed_mentions=NO_PINGS)
            except discord.HTTPException:
                log.info("could not tell channel %s why game %s got a thread", origin.id, game_id)
        return place

    async def start_command(self, interaction: Interaction, game_id: int | None) -> None:
        await self.guarded(interaction, lambda: self.start(interaction, game_id))
