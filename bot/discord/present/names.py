"""Display names of users, for board images and alt text (Discord text uses mentions instead).

Names are learnt from interactions and looked up once through the API otherwise; the bot has no
member intent, so nothing else would tell it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

import discord

from bot.discord.ports import Lookup

log = logging.getLogger(__name__)


class NameBook:
    def __init__(self, lookup: Lookup) -> None:
        self._lookup = lookup
        self._names: dict[int, str] = {}

    def remember(self, user: discord.abc.User) -> None:
        self._names[user.id] = user.display_name

    async def names(self, user_ids: Iterable[int | None]) -> dict[int, str]:
        found: dict[int, str] = {}
        for user_id in user_ids:
            if user_id is None:
                continue
            name = self._names.get(user_id)
            if name is None:
                user = self._lookup.get_user(user_id)
                if user is None:
                    try:
                        user = await self._lookup.fetch_user(user_id)
                    except discord.HTTPException:
                        log.warning("could not look up user %s", user_id)
                        continue
                name = user.display_name
                self._names[user_id] = name
            found[user_id] = name
        return found
