"""Guild settings: the kick policy, the locale and the deadline defaults new games start with."""

from __future__ import annotations

from typing import Any

from bot.game.deadlines import POLICIES
from bot.game.tables import Tables
from bot.game.timers import DEADLINE_KEYS, rules_or_refuse
from bot.game.types import Refusal
from bot.store.base import SettingsStore

KICK_POLICIES = ("ai", "pause")
GUILD_SETTINGS: dict[str, tuple[str, ...]] = {
    "kick_policy": KICK_POLICIES,
    "locale": ("en", "de", "fr", "nl"),
    "deadline_policy": POLICIES,
}
"""Guild settings with a short list of values; FREE_SETTINGS take a checked free value."""
FREE_SETTINGS = ("deadline_hours", "reminders", "forfeit_after")


class GuildSettings:
    def __init__(self, tables: Tables) -> None:
        self._store: SettingsStore = tables.store

    async def set(self, guild_id: int, key: str, value: str) -> dict[str, Any]:
        allowed = GUILD_SETTINGS.get(key)
        if allowed is None and key not in FREE_SETTINGS:
            known = ", ".join(sorted([*GUILD_SETTINGS, *FREE_SETTINGS]))
            raise Refusal(
                "There is no setting “{key}”; the settings are: {known}.", "bad_setting", key=key, known=known
            )
        if allowed is not None and value not in allowed:
            raise Refusal(
                "The setting “{key}” must be one of {allowed}.", "bad_setting", key=key, allowed=", ".join(allowed)
            )
        if key in DEADLINE_KEYS:
            rules_or_refuse({key: value})
        # Merged by the store in one transaction: a concurrent change of another key is kept, not overwritten.
        return await self._store.update_guild_settings(guild_id, {key: value})
