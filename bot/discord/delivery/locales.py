"""Whose language a text is in: a person's for what only they read (private answers, prompts, hand pictures, DMs),
the server's for what the channel reads. `Languages` answers both (the one object every part asks, built in
bot/discord/client.py); what the texts say is bot/discord/delivery/messages.py, which is told the language.

A person's language is the one they chose (stored, migration 011), else the one their Discord client reported
at their latest interaction (remembered, so that a DM sent later speaks it too), else the server's. Each person's
row is read once and kept; a report is written only when it changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import discord

from bot.discord.delivery.record import DiscordRecord
from bot.discord.ports import Interaction, Lookup
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


class Languages:
    """The language of a game's texts (its server's), of a server's, and of what one person reads."""

    def __init__(self, store: Store, lookup: Lookup | None = None) -> None:
        self.store = store
        self.lookup = lookup
        self._guilds: dict[int, int] = {}
        """Each game's server (it never changes), once the game's Discord record names it."""
        self._locales: dict[int, str] = {}
        """Each server's locale, read once; `/settings` in this process forgets it (`settings_changed`)."""
        self._preferred: dict[int, str] = {}
        """The preferred language of servers whose shard another process runs, read from the API once."""
        self.people = PersonLocales(store)
        """Each person's language, for what only they read."""

    async def locale(self, game_id: int) -> str:
        """The language of game texts in the game's server (`/settings locale`), English by default. Remembered:
        a click reads nothing for it."""
        guild_id = self._guilds.get(game_id)
        if guild_id is None:
            found = await self.store.discord_game(game_id)
            guild_id = DiscordRecord.from_json(found.data).guild if found is not None else None
            if guild_id is not None:  # a lobby's first click may come before its record is stored: look again then
                self._guilds[game_id] = guild_id
        if guild_id is None:
            return "en"
        return await self.guild_locale(guild_id)

    async def guild_locale(self, guild_id: int) -> str:
        """The language of the server's public texts: its `/settings locale`, else its preferred locale. Remembered
        once known: English standing in for a language the API could not tell now is asked again next time."""
        if guild_id in self._locales:
            return self._locales[guild_id]
        locale, sure = await self._server_locale(guild_id, await self.store.guild_settings(guild_id))
        if sure:
            self._locales[guild_id] = locale
        return locale

    async def server_locale(self, guild_id: int | None, settings: Mapping[str, Any]) -> str:
        """The server's language from its settings at hand: `/settings locale`, else the server's own preferred
        language (Discord's community setting), else English.

        The preferred language comes from the client's cache when this process runs the server's shard, else from the
        API, once: with several bot processes every direct message (and so every click on a DM prompt) arrives at
        shard 0, and that process posts the move in a server it does not run, in that server's language all the same.
        """
        return (await self._server_locale(guild_id, settings))[0]

    async def _server_locale(self, guild_id: int | None, settings: Mapping[str, Any]) -> tuple[str, bool]:
        """(the server's language, whether it is known for sure: False when the API failed to tell it now)."""
        chosen = settings.get("locale")
        if chosen:
            return known(str(chosen)), True
        if self.lookup is None or guild_id is None:
            return known(None), True
        guild = self.lookup.get_guild(guild_id)
        if guild is not None and not guild.unavailable:
            return known(str(guild.preferred_locale.value)), True
        if guild_id not in self._preferred:
            try:
                fetched = await self.lookup.fetch_guild(guild_id, with_counts=False)
            except discord.HTTPException:
                return known(None), False  # asked again next time
            self._preferred[guild_id] = str(fetched.preferred_locale.value)
        return known(self._preferred[guild_id]), True

    def settings_changed(self, guild_id: int) -> None:
        """The server's settings changed (here, or in another process: `Store.watch_changes`): read them again."""
        self._locales.pop(guild_id, None)

    def store_changed(self, kind: str, ident: int) -> None:
        """What `Store.watch_changes` tells: a server's settings or a person's language changed somewhere."""
        if kind == "guild":
            self.settings_changed(ident)
        elif kind == "user":
            self.people.forget(ident)

    async def personal_locale(self, game_id: int, user_id: int) -> str:
        """The language of what only `user_id` reads about the game: theirs, else the game's server's."""
        return await self.people.of_user(user_id, await self.locale(game_id))
