"""The morning summary: what quiet hours held back (turn notices, reminders; bot/discord/delivery/reach.py) is
sent as one DM when the player's quiet hours end: every game waiting for them, nearest deadline first.

The client sweeps every minute. Each person's held mark is released by one write that only one process can win
(`Store.release_held`), so a summary goes out once however many processes sweep. Nothing waits for them any more
(they played from the channel in the night): no message. DMs closed: each waiting game's channel pings them once.
"""

from __future__ import annotations

import logging
import time

import discord

from bot.discord.delivery.channels import find_channel
from bot.discord.delivery.dms import CANNOT_DM
from bot.discord.delivery.locales import Languages
from bot.discord.delivery.waiting import waiting_lines
from bot.discord.ports import Lookup
from bot.discord.present.formatting import COLOUR, NO_PINGS, PINGS, clip_lines
from bot.game import GameService, is_quiet
from bot.store.base import NO_PREFERENCES, Store
from rules.i18n import SOURCE, TEXT

log = logging.getLogger(__name__)

MORNING_SECONDS = 60
"""How often the client looks for quiet hours that ended."""


class Mornings:
    def __init__(self, lookup: Lookup, store: Store, service: GameService, languages: Languages) -> None:
        self.lookup, self.store, self.service, self.languages = lookup, store, service, languages

    async def sweep(self, now: float) -> list[int]:
        """Send the summary of everyone whose quiet hours are over at `now`; returns whom it went to."""
        held = await self.store.held_notices()
        if not held:
            return []
        preferences = await self.store.user_preferences(list(held))
        sent: list[int] = []
        for user_id, since in held.items():
            if is_quiet(preferences.get(user_id, NO_PREFERENCES), now):
                continue
            if not await self.store.release_held(user_id, since):
                continue  # another process sends this one
            try:
                if await self.summary(user_id):
                    sent.append(user_id)
            except Exception:
                log.exception("the morning summary for %s failed", user_id)
        return sent

    async def summary(self, user_id: int) -> bool:
        """One DM listing every game waiting for `user_id`; False when none waits."""
        # They set their quiet hours with a command, so the language of their client is known.
        locale = await self.languages.people.of_user(user_id, SOURCE)
        lines = await waiting_lines(self.service, self.store, user_id, locale)
        if not lines:
            return False
        title = TEXT.ntr(
            locale,
            "Your quiet hours are over: {count} game waits for you",
            "Your quiet hours are over: {count} games wait for you",
            len(lines),
        )
        embed = discord.Embed(title=title, description=clip_lines([f"• {line}" for line in lines], 4000), colour=COLOUR)
        try:
            user = self.lookup.get_user(user_id) or await self.lookup.fetch_user(user_id)
            await user.send(embed=embed, allowed_mentions=NO_PINGS)
        except discord.Forbidden as error:
            if error.code != CANNOT_DM:
                log.warning("the morning summary to %s was refused: %s", user_id, error)
            await self.store.set_dm_closed(user_id, time.time())
            await self._ping_in_channels(user_id)
        return True

    async def _ping_in_channels(self, user_id: int) -> None:
        """DMs closed: one ping in the channel of each game waiting for them."""
        for summary in await self.service.list_games(user_id=user_id):
            uv = await self.service.view(summary.game_id, user_id)
            found = await self.store.discord_game(summary.game_id) if uv.choices else None
            channel = await find_channel(self.lookup, found.channel_id) if found is not None else None
            if channel is None or found is None:
                continue
            locale = await self.languages.locale(summary.game_id)
            text = TEXT.tr(
                locale, "{player}, your quiet hours are over: this game waits for you.", player=f"<@{user_id}>"
            )
            try:
                await channel.send(text, allowed_mentions=PINGS)
            except discord.HTTPException:
                log.warning("could not ping %s in game %s", user_id, summary.game_id)
