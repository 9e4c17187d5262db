"""What the deadline scheduler (bot/game/scheduler.py) hands over: a deadline's outcome is posted like a move
(and a deadline that pauses a game pings the moderators); reminders go by DM, or as a ping in the game
channel to those whose DMs are closed.
"""

from __future__ import annotations

import logging
import time

import discord

from bot.discord.delivery.board import Delivery
from bot.discord.delivery.dms import CANNOT_DM
from bot.discord.permissions import MODERATOR_ROLE
from bot.discord.ports import Lookup
from bot.discord.present.formatting import relative_time
from bot.game.types import Outcome
from bot.store.base import Store

log = logging.getLogger(__name__)

PINGS = discord.AllowedMentions(everyone=False, roles=True, users=True, replied_user=False)


class Deadlines:
    def __init__(self, lookup: Lookup, store: Store, delivery: Delivery) -> None:
        self.lookup = lookup
        self.store = store
        self.delivery = delivery

    async def deliver_timer(self, game_id: int, outcome: Outcome) -> None:
        """A deadline passed: post what it did; when it paused the game, tell the moderators."""
        await self.delivery.deliver(game_id, outcome, note=outcome.message, force_board=bool(outcome.moves))
        if outcome.kind == "deadline_paused":
            record = await self.store.get_game(game_id)
            settings = await self.store.guild_settings(record.guild_id) if record and record.guild_id else {}
            role = settings.get(MODERATOR_ROLE)
            await self.tell_moderators(game_id, outcome, int(role) if role else None)

    async def deliver_reminder(self, game_id: int, outcome: Outcome) -> None:
        """DM a reminder to each player still deciding; ping in the game channel those whose DMs are closed."""
        store = self.store
        found = await store.discord_game(game_id)
        channel_id, data = found if found is not None else (None, {})
        due = relative_time(outcome.deadline_at) if outcome.deadline_at else "soon"
        jump = data.get("jump")
        text = f"Reminder: game #{game_id} waits for your decision, due {due}." + (f" {jump}" if jump else "")
        pinged: list[int] = []
        for user_id in outcome.acting_users:
            if await store.dm_closed_since(user_id) is not None:
                pinged.append(user_id)
                continue
            try:
                user = self.lookup.get_user(user_id) or await self.lookup.fetch_user(user_id)
                await user.send(text, allowed_mentions=discord.AllowedMentions.none())
            except discord.Forbidden as error:
                if error.code != CANNOT_DM:
                    log.warning("reminder DM to %s refused: %s", user_id, error)
                await store.set_dm_closed(user_id, time.time())
                pinged.append(user_id)
            except discord.HTTPException:
                log.warning("could not DM a reminder to %s", user_id)
        if pinged and channel_id is not None:
            channel = await self.delivery.channel(channel_id)
            if channel is not None:
                mentions = " ".join(f"<@{u}>" for u in pinged)
                try:
                    await channel.send(f"{mentions}, reminder: your decision is due {due}.", allowed_mentions=PINGS)
                except discord.HTTPException:
                    log.warning("could not ping a reminder in game %s", game_id)

    async def tell_moderators(self, game_id: int, outcome: Outcome, role_id: int | None) -> None:
        """A deadline paused the game: ping the moderator role (if set) and the host in the game channel."""
        found = await self.store.discord_game(game_id)
        record = await self.store.get_game(game_id)
        if found is None or found[0] is None or record is None:
            return
        channel = await self.delivery.channel(found[0])
        if channel is None:
            return
        who = " ".join([*([f"<@&{role_id}>"] if role_id else []), f"<@{record.created_by}>"])
        try:
            await channel.send(f"{who}: {outcome.message} Use /mod resume or /mod force.", allowed_mentions=PINGS)
        except discord.HTTPException:
            log.warning("could not tell the moderators of game %s", game_id)
