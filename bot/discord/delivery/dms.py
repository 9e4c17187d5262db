"""Turn notices by DM: an acting player gets a jump link, what they missed and their hand.

A user whose DMs refuse the bot (403, code 50007) is remembered (store: `discord_dm_closed`), told once in the
game channel that they will be pinged there, and not sent DMs again for a while (bot/discord/delivery/reach.py
decides who gets a DM at all).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence

import discord

from bot.discord.delivery.locales import Languages
from bot.discord.delivery.messages import Messages
from bot.discord.ports import Lookup
from bot.discord.present.formatting import PINGS
from bot.game import GameService, UserView
from bot.store.base import Store
from rules.i18n import TEXT, mark

log = logging.getLogger(__name__)

CANNOT_DM = 50007
DM_CLOSED_NOTE = mark(
    "{mention}, I cannot send you direct messages, so I will ping you here when it is your turn. "
    "Use **Show my hand** on the board to see your hand and play."
)


class TurnNotices:
    def __init__(
        self, lookup: Lookup, store: Store, service: GameService, messages: Messages, languages: Languages
    ) -> None:
        self.lookup = lookup
        self.store = store
        self.service = service
        self.messages = messages
        self.languages = languages

    async def turn_notice(
        self,
        uv: UserView,
        locale: str,
        jump: str | None,
        channel: discord.abc.Messageable | None,
        news: Sequence[str] = (),
        since: float | None = None,
    ) -> None:
        """DM the user of `uv` (their view, with choices) their turn notice and prompt (`since`: when their DMs were
        last found closed, None when they never were)."""
        store = self.store
        if not uv.choices:
            return
        user_id = next(s.user_id for s in uv.seats if s.seat == uv.seat and s.user_id is not None)
        user = self.lookup.get_user(user_id)
        try:
            if user is None:
                user = await self.lookup.fetch_user(user_id)
            note = "\n".join(news or [TEXT.tr(locale, "It is your turn.")])
            kwargs = await self.messages.prompt_message(uv, note=note, jump=jump, locale=locale)
            await user.send(**kwargs)
            if since is not None:
                await store.set_dm_closed(user_id, None)
        except discord.Forbidden as error:
            if error.code != CANNOT_DM:
                log.warning("DM to %s refused: %s", user_id, error)
            await store.set_dm_closed(user_id, time.time())
            if channel is not None and since is None:
                try:
                    public = await self.languages.locale(uv.game_id)
                    said = TEXT.tr(public, DM_CLOSED_NOTE, mention=f"<@{user_id}>")
                    await channel.send(said, allowed_mentions=PINGS)
                except discord.HTTPException:
                    log.warning("could not ping %s in the game channel", user_id)
        except discord.HTTPException:
            log.warning("could not DM the turn notice to %s", user_id)
