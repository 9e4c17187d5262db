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
import io
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.discord.delivery import channels
from bot.discord.delivery.channels import find_channel
from bot.discord.delivery.dms import TurnNotices
from bot.discord.delivery.locales import Languages
from bot.discord.delivery.messages import Messages
from bot.discord.delivery.reach import reaches, reminder_reach
from bot.discord.delivery.record import DiscordRecord
from bot.discord.delivery.reminders import Reminders
from bot.discord.ports import Lookup
from bot.discord.present.board_post import BoardPost, Picture, board_layout
from bot.discord.present.formatting import (
    COLOUR,
    NO_PINGS,
    acting_mentions,
    acting_text,
    clip_lines,
    discord_naming,
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
from bot.game import (
    Fanout,
    GameService,
    KeyedLocks,
    Naming,
    OutboxRow,
    Outcome,
    Refusal,
    UserView,
    length_words,
    luck_chart_of,
    luck_words,
    note_phrase,
)
from bot.store.base import FINISHED_STATUSES, NO_PREFERENCES, Preferences, Store
from render.luck import luck_chart
from rules.i18n import TEXT
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
        languages: Languages,
        notices: TurnNotices,
        reminders: Reminders,
    ) -> None:
        self.lookup = lookup
        self.store = store
        self.service = service
        self.names = names
        self.messages = messages
        self.languages = languages
        self.notices = notices
        self.reminders = reminders
        self._lock = KeyedLocks()

    async def channel(self, channel_id: int | None) -> discord.abc.Messageable | None:
        return await find_channel(self.lookup, channel_id)

    # -- after a change -------------------------------------------------------------------------------
    async def deliver(
        self,
        game_id: int,
        outcome: Outcome | None = None,
        *,
        clicker: int | None = None,
        note: str | None = None,
        force_board: bool = False,
    ) -> str | None:
        """Deliver what the game's outbox holds (bot/game/table/outbox.py): post what changed in the game's channel,
        send turn notices and reminders, and record it (the record and the delivered rows, one write; a second
        one after turn notices). `outcome` is the live call's result: its `fanout` spares every read of the game
        while it is current; `clicker` is answered by their interaction, not by DM; `note` is the caller's line
        for the channel (without it, the outbox's notes are narrated).

        Returns the jump URL of the latest board post (None when the game has no channel)."""
        # The game's lock keeps this process's deliveries of it apart; the store's hold keeps other processes' apart.
        async with self._lock(game_id), self.store.delivering(game_id):
            context = await self.store.discord_context(game_id)
            if context.data is None or context.channel_id is None:
                return None  # not on Discord, or its channel is still being opened: the outbox keeps it
            record = DiscordRecord.from_json(context.data)
            outbox = [OutboxRow.from_record(t) for t in context.outbox]
            if not outbox and outcome is None and note is None:
                return record.jump
            locale = await self.languages.server_locale(record.guild, context.settings)
            latest = max((t.seq for t in outbox), default=outcome.seq if outcome is not None else -1)
            # A player's move always brings its fan-out, which spares every read of the game. The game is read where
            # there is no live one: a delivery without a live outcome (a restart draining the outbox), a call that
            # makes none (moderation, deadlines, undo, ...), a move whose views could not be made after its commit.
            fanout = outcome.fanout if outcome is not None else None
            if fanout is not None and fanout.seq < latest:
                # A later move is in the outbox already (another player's, delivered together with this one): the
                # fan-out shows the game before it, so its board and views would be stale. Read the game as it is.
                fanout = None
            public = fanout.public if fanout is not None else await self.service.view(game_id, None)
            unposted = [t for t in outbox if t.id > record.posted]
            now = self.service.clock.now()
            active = public.status == "active"
            told = [u for u in dict.fromkeys(u for t in outbox for u in t.tell) if u != clicker] if active else []
            reach = reaches(told, context.preferences, context.dm_closed, now)
            before = record
            record, channel, channel_id, jump = await self._post(
                game_id,
                public,
                record,
                context.channel_id,
                unposted,
                locale,
                note=note,
                forced=force_board,
                pinged=[u for u in told if reach[u] == "ping"],
            )
            ended = any(t.status in FINISHED_STATUSES for t in unposted)
            own = ended and channel is not None and not record.thread and channel_id != record.origin
            # after the recap: the game's own channel, read-only
            if own and channel is not None and await channels.archive(channel, locale):
                record = replace(record, extra={**record.extra, "archived_at": time.time()})
            done = [t.id for t in outbox]
            notices = [u for u in told if reach[u] == "dm"]
            reminders = [(t.remind, t.due) for t in outbox if t.remind]
            closed = context.dm_closed
            heads_up = self._heads_up(
                public, before, record, context.preferences, context.dm_closed, now, told, clicker
            )
            if not notices and not reminders and heads_up is None:
                held = [u for u in told if reach[u] == "hold"]
                if held:
                    await self.store.hold_notices(held, now)
                await self.store.finish_delivery(game_id, done, channel_id, record.to_json())
                return jump
            # channel posts recorded first: a crash during the notices repeats at most the notice under way
            record = replace(record, posted=max(done))
            await self.store.finish_delivery(game_id, [], channel_id, record.to_json())
            languages = await self.languages.people.of_users(notices, locale)
            for user in notices:
                await self._notice(game_id, user, public, fanout, languages[user], jump, channel, closed.get(user))
            held = [u for u in told if reach[u] == "hold"]
            for users, due in reminders:
                ways = reaches(list(users), context.preferences, closed, now, reminder=True)
                held += [u for u in users if ways[u] == "hold"]
                reading = await self.languages.people.of_users(users, locale)
                dm = [u for u in users if ways[u] == "dm"]
                ping = [u for u in users if ways[u] == "ping"]
                await self.reminders.send(game_id, dm, ping, due, jump, channel, reading, locale)
            if heads_up is not None:
                await self._send_heads_up(public, heads_up, jump, locale)
            if held:
                await self.store.hold_notices(list(dict.fromkeys(held)), now)
            await self.store.finish_delivery(game_id, done, channel_id, record.to_json())
        return jump

    @staticmethod
    def _heads_up(
        public: UserView,
        before: DiscordRecord,
        after: DiscordRecord,
        preferences: Mapping[int, Preferences],
        closed: Mapping[int, float],
        now: float,
        told: Sequence[int],
        clicker: int | None,
    ) -> int | None:
        """Who gets a heads-up now (`/me notify heads_up`): when one seat starts to act, the player of the seat after
        it in seat order, if they asked for one, do not act themselves, are not the one clicking right now, and can
        be sent a DM now."""
        acting = after.acting
        if public.status != "active" or len(acting) != 1 or set(before.acting) == set(acting):
            return None
        seats = list(public.seats)
        at = next((i for i, s in enumerate(seats) if s.seat == acting[0]), None)
        if at is None or len(seats) < 3:  # with two seats the next one is the one who just played: no news
            return None
        following = seats[(at + 1) % len(seats)]
        user = following.user_id
        if following.kind != "human" or user is None or user in (*told, clicker, *(after.acting_users or ())):
            return None
        wanted = preferences.get(user, NO_PREFERENCES)
        return user if wanted.heads_up and reminder_reach(wanted, closed.get(user), now) == "dm" else None

    async def _send_heads_up(self, public: UserView, user_id: int, jump: str | None, locale: str) -> None:
        """The heads-up DM: who plays now, and that the reader comes next."""
        reading = await self.languages.people.of_user(user_id, locale)
        game = f"{registry.get(public.game).title_in(reading)} · {game_code(public.game, public.game_id)}"
        player = acting_text(public.acting, public.seats, reading)
        text = TEXT.tr(
            reading, "Heads-up: in {game}, {player} is playing now and you play next.", game=game, player=player
        )
        try:
            user = self.lookup.get_user(user_id) or await self.lookup.fetch_user(user_id)
            await user.send(f"{text} {jump}" if jump else text, allowed_mentions=NO_PINGS)
        except discord.Forbidden:
            await self.store.set_dm_closed(user_id, time.time())
        except discord.HTTPException:
            log.warning("could not send a heads-up to %s", user_id)

    async def _post(
        self,
        game_id: int,
        public: UserView,
        record: DiscordRecord,
        channel_id: int,
        outbox: Sequence[OutboxRow],
        locale: str,
        *,
        note: str | None,
        forced: bool,
        pinged: Sequence[int] = (),
    ) -> tuple[DiscordRecord, discord.abc.Messageable | None, int, str | None]:
        """The channel's part: a new board when the turn changed, else the turn's log message edited. Returns the
        record, the channel and its id (a new one when the old one was deleted) and the latest board's link.
        The board mentions whoever acts; of them, only `pinged` are notified by it (bot/discord/delivery/reach.py)."""
        game = registry.get(public.game)
        events = [e for t in outbox for e in t.events]
        mentions = seat_mentions(public.seats, locale)
        naming = discord_naming(mentions)
        lines = narrate_public(game, events, mentions, locale)
        if note:
            lines.append(note)
        else:
            for t in outbox:
                notes = (note_phrase(n.get("action") or {}, n.get("seat"), n.get("user")) for n in t.notes)
                lines += [said.say(locale, naming) for said in notes]
                if t.undo is not None:
                    lines.append(TEXT.tr(locale, "The game went back to move {move}.", move=t.undo))
        previous = list(record.acting)
        acting = list(public.acting) if public.status == "active" else []
        users = acting_mentions(acting, public.seats)
        finished = public.status in FINISHED_STATUSES
        ended = any(t.status in FINISHED_STATUSES for t in outbox)
        lines += seed_lines(public, locale, started=any(t.started for t in outbox), finished=ended)
        shrinking = bool(acting) and set(acting) < set(previous)
        # Another seat moved in between (AI seats reply inside the same call, or move after a restart or a
        # deadline): that is a turn too, even when the same seats act again afterwards.
        moves = [m for t in outbox for m in t.moves]
        others_moved = len({seat for seat, _ in moves}) > 1 or any(user is None for _, user in moves)
        # A seat given to another user (/mod replace) or handed back (/back) starts their turn as well.
        stored = record.acting_users
        before = set(stored) if stored is not None else set(acting_mentions(previous, public.seats))
        taking = any(u in before and u in users for t in outbox if not t.moves for u in t.tell)
        forced = forced or any(t.board for t in outbox)
        turn_changed = (set(acting) != set(previous) and not shrinking) or others_moved or taking or forced
        channel = await self.channel(channel_id)
        if channel is None:
            reopened = await self._reopen(game_id, public, record)
            if reopened is not None:
                channel, channel_id = reopened, reopened.id
                record = replace(record, board=None, log=None)
        jump = record.jump
        if channel is not None:
            try:
                if finished or turn_changed or record.board is None:
                    message = await self._post_board(channel, public, [*record.lines, *lines], locale, pinged)
                    ended_log, ended_lines = record.log, list(record.lines)
                    record = replace(record, board=message.id, jump=message.jump_url, log=None, lines=())
                    jump = message.jump_url
                    if ended_log is not None:  # the turn is over: its log no longer waits for anyone
                        await self._update_log(channel, ended_log, None, ended_lines)
                elif lines or shrinking:
                    record = record.with_lines([*record.lines, *lines])
                    record = replace(record, log=await self._update_log(channel, record.log, public, record.lines))
            except discord.HTTPException:
                log.exception("posting to the channel of game %s failed", game_id)
        record = replace(record, acting=tuple(acting), acting_users=tuple(users), seq=public.seq)
        return record, channel, channel_id, jump

    async def _notice(
        self,
        game_id: int,
        user_id: int,
        public: UserView,
        fanout: Fanout | None,
        locale: str,
        jump: str | None,
        channel: discord.abc.Messageable | None,
        closed_since: float | None,
    ) -> None:
        """One turn notice: from the move's fan-out when it is current, else from a fresh look at the game."""
        try:
            # The fan-out holds the views of the users this move told, in the language the mover's call knew for
            # them: a user told by an earlier row of the outbox, or whose notice is in another language, is read.
            if fanout is not None and user_id in fanout.views and fanout.locales.get(user_id) == locale:
                seen, digest = fanout.views[user_id], fanout.digests.get(user_id)
            else:
                seen = await self.service.view(game_id, user_id, locale)
                digest = await self.service.digest(game_id, user_id, locale) if seen.choices else None
            mentions = seat_mentions(public.seats, locale)
            news = [
                digest_note(digest, mentions, locale) if digest is not None else TEXT.tr(locale, "It is your turn.")
            ]
        except Exception:
            log.exception("the turn notice for %s in game %s failed", user_id, game_id)
            return
        if seen.seat is not None:
            await self.notices.turn_notice(seen, locale, jump, channel, news, closed_since)

    async def _reopen(
        self, game_id: int, public: UserView, record: DiscordRecord
    ) -> discord.TextChannel | discord.Thread | None:
        """The game's channel or thread was deleted: open a new one, so that nothing of the game is lost."""
        if not record.guild or public.status in FINISHED_STATUSES:
            return None
        guild = self.lookup.get_guild(record.guild)
        try:
            if guild is None or guild.unavailable:
                # A server of another process's shard (a click on a DM prompt arrives at shard 0): its channels,
                # roles and members are only in the API, which the channel helpers ask.
                guild = await self.lookup.fetch_guild(record.guild, with_counts=False)
            origin = await channels.find_channel(self.lookup, record.origin)
            names = await self.names.names(s.user_id for s in public.seats)
            code = game_code(public.game, game_id)
            me = guild.me
            locale = await self.languages.locale(game_id)
            title = registry.get(public.game).title_in(locale)
            place = await channels.open_place(
                guild,
                origin if isinstance(origin, discord.TextChannel | discord.Thread) else None,
                code,
                channels.topic_for(title, code, public.seats, names, locale),
                self.store,
                # Without the member in the cache, Discord's answer decides (a refusal falls back to a thread).
                can_manage=me is None or me.guild_permissions.manage_channels,
                locale=locale,
            )
        except (discord.HTTPException, Refusal):
            log.warning("game %s lost its channel and no new one could be opened", game_id)
            return None
        log.info("game %s lost its channel; it continues in %s", game_id, place.channel.id)
        moved = TEXT.tr(locale, "{title} {code} continues here (its channel was deleted).", title=title, code=code)
        await place.channel.send(moved, allowed_mentions=NO_PINGS)
        return place.channel

    async def _post_board(
        self,
        channel: discord.abc.Messageable,
        public: UserView,
        lines: Sequence[str],
        locale: str,
        pinged: Sequence[int] = (),
    ) -> discord.Message:
        """The board post, in one piece (bot/discord/present/board_post.py); of the players it calls on, only
        `pinged` are notified by it."""
        game = registry.get(public.game)
        code = game_code(public.game, public.game_id)
        names = await self.names.names(s.user_id for s in public.seats)
        assert public.view is not None and public.seat is None  # the public view, never a seat's
        filename = f"{code}-move-{public.seq}.png"
        file = await board_file(public.view, seat_names(public.seats, names, locale), filename, locale)
        title = TEXT.tr(
            locale, "{title} · {code} · move {move}", title=game.title_in(locale), code=code, move=public.seq
        )
        users = acting_mentions(public.acting, public.seats) if public.status == "active" else []
        facts: list[tuple[str, str]] = []
        extra: list[discord.File] = []
        buttons: list[discord.ui.Item[Any]] = [self.messages.controls.hand_button(public.game_id, locale)]
        if public.status in FINISHED_STATUSES:
            call = TEXT.tr(locale, "The game is over.")
            if public.result is not None:
                facts.append(
                    (TEXT.tr(locale, "Result"), "\n".join(result_lines(game, public.result, public.seats, locale)))
                )
            chart = await self._recap(facts, public, names, code, locale)
            if chart is not None:
                extra.append(chart)
            buttons.append(self.messages.controls.rematch_button(public.game_id, locale))
        elif public.status == "paused":
            call = await self.messages.pause_text(public.game_id, locale)
        else:
            call = TEXT.tr(locale, "{players}, your move.", players=" ".join(f"<@{u}>" for u in users)) if users else ""
            facts.append((TEXT.tr(locale, "Next"), acting_text(public.acting, public.seats, locale)))
            if public.deadline_at is not None:
                facts.append((TEXT.tr(locale, "Deadline"), relative_time(public.deadline_at)))
        post = BoardPost(
            title=title,
            call=call,
            lines=list(lines) or [TEXT.tr(locale, "(no public moves)")],
            facts=facts,
            board=Picture(filename, file.description or "") if file is not None else None,
            extra=[Picture(f.filename, f.description or "") for f in extra],
            buttons=buttons,
        )
        files = [f for f in (file, *extra) if f is not None]
        notified = discord.AllowedMentions(users=[discord.Object(u) for u in pinged], roles=False, everyone=False)
        return await channel.send(view=board_layout(post), files=files, allowed_mentions=notified)

    async def _recap(
        self, facts: list[tuple[str, str]], public: UserView, names: Mapping[int, str], code: str, locale: str
    ) -> discord.File | None:
        """The end of the game on its final board: length and moves, each player's luck (added to `facts`), and the
        luck chart (the returned attachment). A recap that cannot be made leaves the board as it is."""
        try:
            game, recap = await self.service.recap(public.game_id)
        except Exception:
            log.exception("the recap of game %s could not be made", public.game_id)
            return None
        naming = discord_naming(seat_mentions(public.seats, locale))
        facts.append((TEXT.tr(locale, "Length"), length_words(recap).say(locale, naming)))
        said = [line.say(locale, naming) for line in luck_words(game, recap.luck)]
        facts.append((TEXT.tr(locale, "Luck"), "\n".join(said)))
        plain = Naming(seats=seat_names(public.seats, names, locale))
        chart = luck_chart_of(game, recap.luck, plain, locale)
        try:
            picture = await asyncio.to_thread(luck_chart, chart)
        except Exception:
            log.exception("the luck chart of game %s could not be drawn", public.game_id)
            return None
        return discord.File(io.BytesIO(picture.png), filename=f"{code}-luck.png", description=picture.alt)

    async def _update_log(
        self, channel: discord.abc.Messageable, message_id: int | None, public: UserView | None, lines: Sequence[str]
    ) -> int:
        """Post or edit the turn's log message; `public` None marks the turn as over (no one is waited for)."""
        embed = discord.Embed(description=clip_lines(list(lines) or ["…"], 4000), colour=COLOUR)
        locale = await self.languages.locale(public.game_id) if public is not None else "en"
        if public is not None:
            embed.set_footer(text=TEXT.tr(locale, "Move {move}", move=public.seq))
        if public is not None and public.status == "active" and public.acting:
            waiting = clip_lines([acting_text(public.acting, public.seats, locale)], 1024)
            embed.add_field(name=TEXT.tr(locale, "Waiting for"), value=waiting)
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
        lobby = DiscordRecord.from_json(found.data).lobby if found is not None else None
        if lobby is None:
            return
        channel_id, message_id = lobby
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
        if found is None or found.channel_id is None:
            return
        channel = await self.channel(found.channel_id)
        if channel is None:
            return
        uv = await self.service.view(game_id, None)
        names = await self.names.names(s.user_id for s in uv.seats)
        locale = await self.languages.locale(game_id)
        topic = channels.topic_for(
            registry.get(uv.game).title_in(locale), game_code(uv.game, game_id), uv.seats, names, locale
        )
        await channels.set_topic(channel, topic)
