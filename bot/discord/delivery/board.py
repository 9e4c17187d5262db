"""Delivering what the core did: board posts, the turn's log message, lobby messages, and the turn notices
that follow (bot/discord/delivery/dms.py).

Leak safety by construction: everything posted in a channel is built from the public `UserView`
(`service.view(game, None)`, i.e. `view(state, None)`) and from events whose audience is everyone. The
private prompt (hand image, legal actions) only ever goes to its player: ephemerally or by DM.

One board post per turn: a new board (image with alt text, narration of the turn, who acts next, a
"Show my hand" button) whenever the set of acting seats changes; moves within a turn, and the seats of a
simultaneous decision finishing one by one, edit one log message instead of posting many.

DMs: acting players get a turn notice with a jump link, what they missed and their hand.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot.discord.delivery import channels
from bot.discord.delivery.channels import find_channel
from bot.discord.delivery.dms import TurnNotices
from bot.discord.delivery.messages import Messages
from bot.discord.ports import Lookup
from bot.discord.present.formatting import (
    COLOUR,
    NO_PINGS,
    PINGS,
    acting_mentions,
    acting_text,
    clip_lines,
    game_code,
    narrate_public,
    relative_time,
    result_lines,
    seat_mentions,
    seat_names,
)
from bot.discord.present.names import NameBook
from bot.discord.present.pictures import board_file
from bot.discord.present.timing import digest_note, seed_lines
from bot.game.locks import KeyedLocks
from bot.game.service import GameService
from bot.game.types import Outcome, UserView
from bot.store.base import FINISHED_STATUSES, Store
from rules.registry import registry

log = logging.getLogger(__name__)


class Delivery:
    def __init__(
        self,
        lookup: Lookup,
        store: Store,
        service: GameService,
        names: NameBook,
        messages: Messages,
        notices: TurnNotices,
    ) -> None:
        self.lookup = lookup
        self.store = store
        self.service = service
        self.names = names
        self.messages = messages
        self.notices = notices
        self._lock = KeyedLocks()

    async def channel(self, channel_id: int | None) -> discord.abc.Messageable | None:
        return await find_channel(self.lookup, channel_id)

    # -- after a change -------------------------------------------------------------------------------
    async def deliver(
        self,
        game_id: int,
        outcome: Outcome | None,
        *,
        clicker: int | None = None,
        note: str | None = None,
        force_board: bool = False,
    ) -> str | None:
        """Post what changed in the game's channel and notify players who must act now.

        Returns the jump URL of the latest board post (None when the game has no channel)."""
        async with self._lock(game_id):
            found = await self.store.discord_game(game_id)
            if found is None or found[0] is None:
                return None
            channel_id, data = found
            public = await self.service.view(game_id, None)
            game = registry.get(public.game)
            locale = (
                str((await self.store.guild_settings(data["guild"])).get("locale", "en")) if data.get("guild") else "en"
            )
            events = outcome.public_events if outcome else ()
            lines = narrate_public(game, events, seat_mentions(public.seats), locale)
            if note:
                lines.append(note)
            previous = [str(s) for s in data.get("acting", [])]
            acting = list(public.acting) if public.status == "active" else []
            # Who held the acting seats when last told (older records: read off the seats as they are now).
            stored = data.get("acting_users")
            before = (
                {int(u) for u in stored} if isinstance(stored, list) else set(acting_mentions(previous, public.seats))
            )
            users = acting_mentions(acting, public.seats)
            # A seat given to another user (/mod replace) or handed back (/back) starts their turn as well.
            taking = [u for u in (outcome.new_holders if outcome is not None else ()) if u in users]
            finished = public.status in FINISHED_STATUSES
            lines += seed_lines(outcome, finished)
            shrinking = bool(acting) and set(acting) < set(previous)
            # Another seat moved in between (AI seats reply inside the same call, or move after a restart or a
            # deadline): that is a turn too, even when the same seats act again afterwards.
            moves = outcome.moves if outcome is not None else ()
            others_moved = len({m.seat for m in moves}) > 1 or any(m.user_id is None for m in moves)
            turn_changed = (set(acting) != set(previous) and not shrinking) or others_moved or bool(taking)
            channel = await self.channel(channel_id)
            if channel is None:
                channel = await self._reopen(game_id, public, data)
                if channel is not None:
                    channel_id = channel.id
                    data.update(board=None, log=None)
            jump: str | None = data.get("jump")
            if channel is not None:
                try:
                    if force_board or finished or turn_changed or data.get("board") is None:
                        message = await self._post_board(channel, public, [*data.get("lines", []), *lines])
                        ended_log, ended_lines = data.get("log"), data.get("lines", [])
                        data.update(board=message.id, jump=message.jump_url, log=None, lines=[])
                        jump = message.jump_url
                        if ended_log is not None:  # the turn is over: its log no longer waits for anyone
                            await self._update_log(channel, ended_log, None, ended_lines)
                    elif lines or shrinking:
                        data["lines"] = [*data.get("lines", []), *lines][-60:]
                        data["log"] = await self._update_log(channel, data.get("log"), public, data["lines"])
                except discord.HTTPException:
                    log.exception("posting to the channel of game %s failed", game_id)
            data["acting"] = acting
            data["acting_users"] = users
            data["seq"] = public.seq
            await self.store.set_discord_game(game_id, channel_id, data)
            # users whose choices another seat's move changed get a fresh prompt too (their old one went stale)
            changed = set(outcome.changed_choices if outcome is not None else ())
            newly = [u for u in users if (u not in before or u in taking or u in changed) and u != clicker]
        if newly and not finished:
            news = {u: await self._catch_up(game_id, u, public, locale) for u in newly}
            await asyncio.gather(*(self.notices.turn_notice(game_id, u, jump, channel, news[u]) for u in newly))
        return jump

    async def _catch_up(self, game_id: int, user_id: int, public: UserView, locale: str) -> list[str]:
        """The turn notice's catch-up digest (bot/game/digest.py): what the player missed, then that they act."""
        try:
            digest = await self.service.digest(game_id, user_id, locale)
        except Exception:
            log.exception("the digest for %s in game %s failed", user_id, game_id)
            return ["It is your turn."]
        return [digest_note(digest, seat_mentions(public.seats))]

    async def _reopen(
        self, game_id: int, public: UserView, data: dict[str, Any]
    ) -> discord.TextChannel | discord.Thread | None:
        """The game's channel or thread was deleted: open a new one, so that nothing of the game is lost."""
        guild = self.lookup.get_guild(int(data["guild"])) if data.get("guild") else None
        if guild is None or public.status in FINISHED_STATUSES:
            return None
        origin = guild.get_channel_or_thread(int(data["origin"])) if data.get("origin") else None
        names = await self.names.names(s.user_id for s in public.seats)
        title = registry.get(public.game).title
        code = game_code(public.game, game_id)
        me = guild.me
        try:
            place = await channels.open_place(
                guild,
                origin if isinstance(origin, discord.TextChannel | discord.Thread) else None,
                code,
                channels.topic_for(title, code, public.seats, names),
                self.store,
                can_manage=me is not None and me.guild_permissions.manage_channels,
            )
        except (discord.HTTPException, PermissionError):
            log.warning("game %s lost its channel and no new one could be opened", game_id)
            return None
        log.info("game %s lost its channel; it continues in %s", game_id, place.channel.id)
        await place.channel.send(f"{title} {code} continues here (its channel was deleted).", allowed_mentions=NO_PINGS)
        return place.channel

    async def _post_board(
        self, channel: discord.abc.Messageable, public: UserView, lines: Sequence[str]
    ) -> discord.Message:
        game = registry.get(public.game)
        code = game_code(public.game, public.game_id)
        names = await self.names.names(s.user_id for s in public.seats)
        assert public.view is not None and public.seat is None  # the public view, never a seat's
        filename = f"{code}-move-{public.seq}.png"
        file = await board_file(public.view, seat_names(public.seats, names), filename)
        embed = discord.Embed(title=f"{game.title} · {code} · move {public.seq}", colour=COLOUR)
        embed.description = clip_lines(list(lines) or ["(no public moves)"], 4000)
        users = acting_mentions(public.acting, public.seats) if public.status == "active" else []
        if public.status in FINISHED_STATUSES:
            content = "The game is over."
            if public.result is not None:
                embed.add_field(name="Result", value=clip_lines(result_lines(public.result, public.seats), 1024))
        elif public.status == "paused":
            content = "The game is paused."
        else:
            embed.add_field(name="Next", value=clip_lines([acting_text(public.acting, public.seats)], 1024))
            content = " ".join(f"<@{u}>" for u in users) + (", your move." if users else "")
            record = await self.store.get_game(public.game_id)
            if record is not None and record.deadline_at is not None:
                embed.add_field(name="Deadline", value=relative_time(record.deadline_at))
        if file is not None:
            embed.set_image(url=f"attachment://{filename}")
        view = discord.ui.View(timeout=None)
        view.add_item(self.messages.controls.hand_button(public.game_id))
        kwargs: dict[str, Any] = {"content": content or None, "embed": embed, "view": view, "allowed_mentions": PINGS}
        if file is not None:
            kwargs["file"] = file
        return await channel.send(**kwargs)

    async def _update_log(
        self, channel: discord.abc.Messageable, message_id: int | None, public: UserView | None, lines: Sequence[str]
    ) -> int:
        """Post or edit the turn's log message; `public` None marks the turn as over (no one is waited for)."""
        embed = discord.Embed(description=clip_lines(list(lines) or ["…"], 4000), colour=COLOUR)
        if public is not None:
            embed.set_footer(text=f"Move {public.seq}")
        if public is not None and public.status == "active" and public.acting:
            embed.add_field(name="Waiting for", value=clip_lines([acting_text(public.acting, public.seats)], 1024))
        if message_id is not None and hasattr(channel, "get_partial_message"):
            try:
                await channel.get_partial_message(message_id).edit(embed=embed, allowed_mentions=NO_PINGS)
                return message_id
            except discord.NotFound:
                pass
        message = await channel.send(embed=embed, allowed_mentions=NO_PINGS)
        return int(message.id)

    # -- lobby ----------------------------------------------------------------------------------------
    async def refresh_lobby(self, game_id: int, *, note: str | None = None) -> None:
        """Bring the stored lobby message up to date (after a command changed the lobby)."""
        found = await self.store.discord_game(game_id)
        if found is None or "lobby" not in found[1]:
            return
        channel_id, message_id = found[1]["lobby"]
        channel = await self.channel(channel_id)
        if channel is None or not hasattr(channel, "get_partial_message"):
            return
        kwargs = await self.messages.lobby_message(game_id, note=note)
        try:
            await channel.get_partial_message(message_id).edit(**kwargs)
        except discord.HTTPException:
            log.info("could not update the lobby message of game %s", game_id)

    async def update_topic(self, game_id: int) -> None:
        found = await self.store.discord_game(game_id)
        if found is None or found[0] is None:
            return
        channel = await self.channel(found[0])
        if channel is None:
            return
        uv = await self.service.view(game_id, None)
        names = await self.names.names(s.user_id for s in uv.seats)
        title = registry.get(uv.game).title
        await channels.set_topic(channel, channels.topic_for(title, game_code(uv.game, game_id), uv.seats, names))
