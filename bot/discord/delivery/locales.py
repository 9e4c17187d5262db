"""Whose language a text is in: a person's for what only they read (private answers, prompts, hand pictures, DMs),
the server's for what the channel reads (bot/discord/delivery/messages.py `Messages.locale`).

A person's language is the one they chose (stored, migration 011), else the one their Discord client reported
at their latest interaction (remembered, so that a DM sent later speaks it too), else the server's. Each person's
row is read once and kept; a report is written only when it changed.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.discord.ports import Interaction
from bot.store.base import Store
from rules.i18n import known


class PersonLocales:
    def __init__(self, store: Store) -> None:
        self._store = store
        self._rows: dict[int, tuple[str | None, str | None]] = {}

    async def _load(self, user_ids: Iterable[int]) -> None:
        missing = [u for u in dict.fromkeys(user_ids) if u not in self._rows]
        if missing:
            found = await self._store.user_locales(missing)
            for user in missing:
                self._rows[user] = found.get(user, (None, None))

    async def saw(self, interaction: Interaction) -> None:
        """Remember the language `interaction`'s user's client reported."""
        user = interaction.user.id
        seen = str(interaction.locale.value)
        await self._load([user])
        current_seen, chosen = self._rows[user]
        if current_seen != seen:
            await self._store.set_user_locale(user, seen=seen)
            self._rows[user] = (seen, chosen)

    async def choose(self, user_id: int, locale: str | None) -> None:
        """`user_id` chose `locale` (None: follow their Discord client again)."""
        await self._load([user_id])
        await self._store.set_user_locale(user_id, chosen=locale or "")
        self._rows[user_id] = (self._rows[user_id][0], locale)

    def forget(self, user_id: int) -> None:
        """Another process changed `user_id`'s language: read it again when next needed."""
        self._rows.pop(user_id, None)

    def known(self, fallback: str) -> dict[int, str]:
        """Every person's language known so far (read nothing): for the views a move computes for the players it
        tells; a person not in it gets theirs looked up when told."""
        return {
            user: known(chosen or seen) if (chosen or seen) else fallback for user, (seen, chosen) in self._rows.items()
        }

    async def of_user(self, user_id: int, fallback: str) -> str:
        """The language `user_id` reads in (`fallback`, the server's, when nothing is known of them)."""
        return (await self.of_users([user_id], fallback))[user_id]

    async def of_users(self, user_ids: Iterable[int], fallback: str) -> dict[int, str]:
        users = list(user_ids)
        await self._load(users)
        found: dict[int, str] = {}
        for user in users:
            seen, chosen = self._rows[user]
            found[user] = known(chosen or seen) if (chosen or seen) else fallback
        return found
