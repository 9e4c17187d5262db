"""What the deadline scheduler (bot/game/scheduler.py) hands over: a deadline's outcome is posted like a move
(and a deadline that pauses a game pings the moderators); reminders are in the outbox, and delivering the game
sends them (bot/discord/delivery/reminders.py).
"""

from __future__ import annotations

import logging

import discord

from bot.discord.delivery.board import Delivery
from bot.discord.permissions import MODERATOR_ROLE
from bot.discord.ports import Lookup
from bot.discord.present.formatting import seat_naming
from bot.game import Outcome
from bot.store.base import Store
from rules.i18n import TEXT

log = logging.getLogger(__name__)

# The one post that may ping a role: a deadline paused the game and the moderator role is called to it.
ROLE_PINGS = discord.AllowedMentions(everyone=False, roles=True, users=True, replied_user=False)


class Deadlines:
    def __init__(self, lookup: Lookup, store: Store, delivery: Delivery) -> None:
        self.lookup = lookup
        self.store = store
        self.delivery = delivery

    async def deliver_timer(self, game_id: int, outcome: Outcome) -> None:
        """A deadline passed: post what it did; when it paused the game, tell the moderators."""
        locale = await self.delivery.languages.locale(game_id)
        note = outcome.message.say(locale, seat_naming(outcome.seats, locale))
        await self.delivery.deliver(game_id, outcome, note=note, force_board=bool(outcome.moves))
        if outcome.kind == "deadline_paused":
            record = await self.store.get_game(game_id)
            settings = await self.store.guild_settings(record.guild_id) if record and record.guild_id else {}
            role = settings.get(MODERATOR_ROLE)
            await self.tell_moderators(game_id, outcome, int(role) if role else None)

    async def deliver_reminder(self, game_id: int, outcome: Outcome) -> None:
        """A reminder came due, or a searching AI seat moved: the service recorded it in the outbox; delivering the
        game sends it."""
        await self.delivery.deliver(game_id, outcome)

    async def tell_moderators(self, game_id: int, outcome: Outcome, role_id: int | None) -> None:
        """A deadline paused the game: ping the moderator role (if set) and the host in the game channel."""
        found = await self.store.discord_game(game_id)
        record = await self.store.get_game(game_id)
        if found is None or found.channel_id is None or record is None:
            return
        channel = await self.delivery.channel(found.channel_id)
        if channel is None:
            return
        who = " ".join([*([f"<@&{role_id}>"] if role_id else []), f"<@{record.created_by}>"])
        try:
            locale = await self.delivery.languages.locale(game_id)
            said = outcome.message.say(locale, seat_naming(outcome.seats, locale))
            text = TEXT.tr(locale, "{who}: {message} Use /mod resume or /mod force.", who=who, message=said)
            await channel.send(text, allowed_mentions=ROLE_PINGS)
        except discord.HTTPException:
            log.warning("could not tell the moderators of game %s", game_id)
