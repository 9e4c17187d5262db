"""Reminders of a decision coming due (a reminder timer fired; its outbox row names whom to remind): a DM to each
player who gets DMs, a ping in the game channel for the others (bot/discord/delivery/reach.py decides which)."""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence

import discord

from bot.discord.delivery.dms import CANNOT_DM
from bot.discord.ports import Lookup
from bot.discord.present.formatting import PINGS, relative_time
from bot.store.base import Store
from rules.i18n import TEXT

log = logging.getLogger(__name__)


class Reminders:
    def __init__(self, lookup: Lookup, store: Store) -> None:
        self.lookup = lookup
        self.store = store

    async def send(
        self,
        game_id: int,
        users: Sequence[int],
        pinged: Sequence[int],
        due_at: float | None,
        jump: str | None,
        channel: discord.abc.Messageable | None,
        locales: Mapping[int, str],
        channel_locale: str,
    ) -> None:
        """DM each of `users` a reminder in their language (`locales`); `pinged`, and those whose DMs turn out to be
        closed, are pinged in the game's channel, in the server's language."""

        def due(locale: str) -> str:
            return relative_time(due_at) if due_at else TEXT.tr(locale, "soon")

        pinged = list(pinged)
        for user_id in users:
            try:
                user = self.lookup.get_user(user_id) or await self.lookup.fetch_user(user_id)
                locale = locales.get(user_id, channel_locale)
                text = TEXT.tr(
                    locale, "Reminder: game #{game} waits for your decision, due {due}.", game=game_id, due=due(locale)
                )
                await user.send(f"{text} {jump}" if jump else text, allowed_mentions=discord.AllowedMentions.none())
            except discord.Forbidden as error:
                if error.code != CANNOT_DM:
                    log.warning("reminder DM to %s refused: %s", user_id, error)
                await self.store.set_dm_closed(user_id, time.time())
                pinged.append(user_id)
            except discord.HTTPException:
                log.warning("could not DM a reminder to %s", user_id)
        if pinged and channel is not None:
            mentions = " ".join(f"<@{u}>" for u in pinged)
            try:
                text = TEXT.tr(
                    channel_locale,
                    "{players}, reminder: your decision is due {due}.",
                    players=mentions,
                    due=due(channel_locale),
                )
                await channel.send(text, allowed_mentions=PINGS)
            except discord.HTTPException:
                log.warning("could not ping a reminder in game %s", game_id)
