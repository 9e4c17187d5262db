"""Delivering what the service did: board posts, the turn's log message, lobby messages, DM turn notices.

Leak safety by construction: everything posted in a channel is built from the public `UserView`
(`service.view(game, None)`, i.e. `view(state, None)`) and from events whose audience is everyone. The
private prompt (hand image, legal actions) only ever goes to its player: ephemerally or by DM.

One board post per turn: a new board (image with alt text, narration of the turn, who acts next, a
"Show my hand" button) whenever the set of acting seats changes; moves within a turn, and the seats of a
simultaneous decision finishing one by one, edit one log message instead of posting many.

DMs: acting players get a turn notice with a jump link and their hand. A user whose DMs refuse the bot
(403, code 50007) is remembered (store: `discord_dm_closed`), told once in the game channel that they will
be pinged there, and not sent DMs again for `DM_RETRY_AFTER` seconds.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import channels
from bot.discord.components import HandButton
from bot.discord.formatting import (
    COLOUR,
    acting_mentions,
    acting_text,
    clip_lines,
    game_code,
    narrate_public,
    relative_time,
    replace_seats,
    result_lines,
    seat_mentions,
    seat_names,
    seats_text,
)
from bot.discord.pictures import board_file, hand_file
from bot.discord.prompts import build_prompt
from bot.discord.timing import digest_note, seed_lines
from bot.game.locks import KeyedLocks
from bot.game.types import Outcome, UserView
from bot.store.base import FINISHED_STATUSES, SeatRecord
from rules.contract import Game
from rules.registry import registry

if TYPE_CHECKING:
    from bot.discord.client import StarmailClient

log = logging.getLogger(__name__)

DM_RETRY_AFTER = 7 * 24 * 3600.0
CANNOT_DM = 50007
PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
NO_PINGS = discord.AllowedMentions.none()
DM_CLOSED_NOTE = (
    "{mention}, I cannot send you direct messages, so I will ping you here when it is your turn. "
    "Use **Show my hand** on the board to see your hand and play."
)


class Notifier:
    def __init__(self, client: StarmailClient) -> None:
        self.client = client
        self._lock = KeyedLocks()

    async def channel(self, channel_id: int | None) -> discord.abc.Messageable | None:
        if channel_id is None:
            return None
        found = self.client.get_channel(channel_id)
        if found is None:
            try:
                found = await self.client.fetch_channel(channel_id)
            except discord.HTTPException:
                log.warning("channel %s is gone", channel_id)
                return None
        return found if isinstance(found, discord.abc.Messageable) else None

    async def locale(self, game_id: int) -> str:
        """The language of game texts in the game's server (`/settings locale`), English by default."""
        found = await self.client.store.discord_game(game_id)
        guild_id = found[1].get("guild") if found is not None else None
        if guild_id is None:
            return "en"
        return str((await self.client.store.guild_settings(int(guild_id))).get("locale", "en"))

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
            found = await self.client.store.discord_game(game_id)
            if found is None or found[0] is None:
                return None
            channel_id, data = found
            public = await self.client.service.view(game_id, None)
            game = registry.get(public.game)
            locale = (
                str((await self.client.store.guild_settings(data["guild"])).get("locale", "en"))
                if data.get("guild")
                else "en"
            )
            events = outcome.public_events if outcome else ()
            lines = narrate_public(game, events, seat_mentions(public.seats), locale)
            if note:
                lines.append(note)
            previous = [str(s) for s in data.get("acting", [])]
            acting = list(public.acting) if public.status == "active" else []
            finished = public.status in FINISHED_STATUSES
            lines += seed_lines(outcome, finished)
            shrinking = bool(acting) and set(acting) < set(previous)
            # Another seat moved in between (AI seats reply inside the same call, or move after a restart or a
            # deadline): that is a turn too, even when the same seats act again afterwards.
            moves = outcome.moves if outcome is not None else ()
            others_moved = len({m.seat for m in moves}) > 1 or any(m.user_id is None for m in moves)
            turn_changed = (set(acting) != set(previous) and not shrinking) or others_moved
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
            data["seq"] = public.seq
            await self.client.store.set_discord_game(game_id, channel_id, data)
            before = set(acting_mentions(previous, public.seats))
            newly = [u for u in acting_mentions(acting, public.seats) if u not in before and u != clicker]
        if newly and not finished:
            news = {u: await self._catch_up(game_id, u, public, locale) for u in newly}
            await asyncio.gather(*(self.turn_notice(game_id, u, jump, channel, news[u]) for u in newly))
        return jump

    async def _catch_up(self, game_id: int, user_id: int, public: UserView, locale: str) -> list[str]:
        """The turn notice's catch-up digest (bot/game/digest.py): what the player missed, then that they act."""
        try:
            digest = await self.client.service.digest(game_id, user_id, locale)
        except Exception:
            log.exception("the digest for %s in game %s failed", user_id, game_id)
            return ["It is your turn."]
        return [digest_note(digest, seat_mentions(public.seats))]

    async def _reopen(self, game_id: int, public: UserView, data: dict[str, Any]) -> Any:
        """The game's channel or thread was deleted: open a new one, so that nothing of the game is lost."""
        guild = self.client.get_guild(int(data["guild"])) if data.get("guild") else None
        if guild is None or public.status in FINISHED_STATUSES:
            return None
        origin = guild.get_channel_or_thread(int(data["origin"])) if data.get("origin") else None
        names = await self.client.names.names(s.user_id for s in public.seats)
        title = registry.get(public.game).title
        code = game_code(public.game, game_id)
        me = guild.me
        try:
            place = await channels.open_place(
                guild,
                origin if isinstance(origin, discord.TextChannel | discord.Thread) else None,
                code,
                channels.topic_for(title, code, public.seats, names),
                self.client.store,
                can_manage=me is not None and me.guild_permissions.manage_channels,
            )
        except (discord.HTTPException, PermissionError):
            log.warning("game %s lost its channel and no new one could be opened", game_id)
            return None
        log.info("game %s lost its channel; it continues in %s", game_id, place.channel.id)
        await place.channel.send(f"{title} {code} continues here (its channel was deleted).", allowed_mentions=NO_PINGS)
        return place.channel

    async def _post_board(self, channel: discord.abc.Messageable, public: UserView, lines: Sequence[str]) -> Any:
        game = registry.get(public.game)
        code = game_code(public.game, public.game_id)
        names = await self.client.names.names(s.user_id for s in public.seats)
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
            record = await self.client.store.get_game(public.game_id)
            if record is not None and record.deadline_at is not None:
                embed.add_field(name="Deadline", value=relative_time(record.deadline_at))
        if file is not None:
            embed.set_image(url=f"attachment://{filename}")
        view = discord.ui.View(timeout=None)
        view.add_item(HandButton(public.game_id))
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

    async def status_message(self, game_id: int) -> dict[str, Any]:
        """The board and whose turn it is, from the public view (for /game status)."""
        public = await self.client.service.view(game_id, None)
        game = registry.get(public.game)
        code = game_code(public.game, game_id)
        embed = discord.Embed(title=f"{game.title} · {code} · move {public.seq}", colour=COLOUR)
        embed.add_field(name="Seats", value=seats_text(public.seats), inline=False)
        kwargs: dict[str, Any] = {"embed": embed, "allowed_mentions": NO_PINGS}
        if public.status == "lobby":
            embed.description = "The game has not started yet."
            return kwargs
        if public.status in FINISHED_STATUSES:
            embed.description = "The game is over."
            if public.result is not None:
                embed.add_field(name="Result", value=clip_lines(result_lines(public.result, public.seats), 1024))
        elif public.status == "paused":
            embed.description = "The game is paused."
        else:
            embed.description = f"Next: {acting_text(public.acting, public.seats)}"
        found = await self.client.store.discord_game(game_id)
        if found is not None and found[1].get("jump"):
            embed.description += f"\n[Latest board post]({found[1]['jump']})"
        if public.view is not None:
            names = await self.client.names.names(s.user_id for s in public.seats)
            filename = f"{code}-move-{public.seq}.png"
            file = await board_file(public.view, seat_names(public.seats, names), filename)
            if file is not None:
                embed.set_image(url=f"attachment://{filename}")
                kwargs["file"] = file
        return kwargs

    # -- DMs ------------------------------------------------------------------------------------------
    async def turn_notice(
        self,
        game_id: int,
        user_id: int,
        jump: str | None,
        channel: discord.abc.Messageable | None,
        news: Sequence[str] = (),
    ) -> None:
        """DM `user_id` their turn notice and prompt, unless their DMs are known to be closed."""
        store = self.client.store
        since = await store.dm_closed_since(user_id)
        if since is not None and time.time() - since < DM_RETRY_AFTER:
            return  # the board post's mention is their ping
        locale = await self.locale(game_id)
        uv = await self.client.service.view(game_id, user_id, locale)
        if not uv.choices:
            return
        user = self.client.get_user(user_id)
        try:
            if user is None:
                user = await self.client.fetch_user(user_id)
            note = "\n".join(news or ["It is your turn."])
            kwargs = await self.prompt_message(uv, note=note, jump=jump, locale=locale)
            await user.send(**kwargs)
            if since is not None:
                await store.set_dm_closed(user_id, None)
        except discord.Forbidden as error:
            if error.code != CANNOT_DM:
                log.warning("DM to %s refused: %s", user_id, error)
            await store.set_dm_closed(user_id, time.time())
            if channel is not None and since is None:
                try:
                    await channel.send(DM_CLOSED_NOTE.format(mention=f"<@{user_id}>"), allowed_mentions=PINGS)
                except discord.HTTPException:
                    log.warning("could not ping %s in the game channel", user_id)
        except discord.HTTPException:
            log.warning("could not DM the turn notice to %s", user_id)

    async def prompt_message(
        self, uv: UserView, *, note: str | None = None, jump: str | None = None, page: int = 0, locale: str = "en"
    ) -> dict[str, Any]:
        """Keyword arguments for sending (or editing into) one user's private prompt, hand image included."""
        game = registry.get(uv.game)
        names = await self.client.names.names(s.user_id for s in uv.seats)
        filename = f"{game_code(uv.game, uv.game_id)}-hand-{uv.seq}.png"
        file = None
        if uv.view is not None and uv.seat is not None:
            file = await hand_file(uv.view, locale, seat_names(uv.seats, names), filename)
        prompt = build_prompt(uv, game.title, page=page, note=note, image=filename if file else None, jump=jump)
        kwargs: dict[str, Any] = {"embed": prompt.embed, "view": prompt.view}
        if file is not None:
            kwargs["file"] = file
        return kwargs

    # -- lobby ----------------------------------------------------------------------------------------
    async def refresh_lobby(self, game_id: int, *, note: str | None = None) -> None:
        """Bring the stored lobby message up to date (after a command changed the lobby)."""
        found = await self.client.store.discord_game(game_id)
        if found is None or "lobby" not in found[1]:
            return
        channel_id, message_id = found[1]["lobby"]
        channel = await self.channel(channel_id)
        if channel is None or not hasattr(channel, "get_partial_message"):
            return
        kwargs = await self.lobby_message(game_id, note=note)
        try:
            await channel.get_partial_message(message_id).edit(**kwargs)
        except discord.HTTPException:
            log.info("could not update the lobby message of game %s", game_id)

    async def lobby_message(self, game_id: int, *, note: str | None = None) -> dict[str, Any]:
        from bot.discord.lobby import lobby_embed, lobby_view

        uv = await self.client.service.view(game_id, None)
        record = await self.client.store.get_game(game_id)
        assert record is not None
        found = await self.client.store.discord_game(game_id)
        place = found[0] if found is not None else None
        embed = lobby_embed(uv, record.created_by, record.options, place, note)
        return {"embed": embed, "view": lobby_view(uv), "allowed_mentions": NO_PINGS}

    async def update_topic(self, game_id: int) -> None:
        found = await self.client.store.discord_game(game_id)
        if found is None or found[0] is None:
            return
        channel = await self.channel(found[0])
        if channel is None:
            return
        uv = await self.client.service.view(game_id, None)
        names = await self.client.names.names(s.user_id for s in uv.seats)
        title = registry.get(uv.game).title
        await channels.set_topic(channel, channels.topic_for(title, game_code(uv.game, game_id), uv.seats, names))


def private_lines(
    game: Game, outcome: Outcome | None, seats: Sequence[SeatRecord], user_id: int, locale: str = "en"
) -> list[str]:
    """What `user_id`'s own seats learnt privately in `outcome` (for their eyes only: ephemeral or DM)."""
    if outcome is None:
        return []
    mine = [s.seat for s in seats if s.user_id == user_id]
    lines: list[str] = []
    for seat in mine:
        for event in outcome.private_events.get(seat, ()):
            try:
                text = game.narrate(event, locale)
            except Exception:
                continue
            if text:
                lines.append(replace_seats(text, seat_mentions(seats)))
    return lines
