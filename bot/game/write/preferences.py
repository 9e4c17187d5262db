"""Each player's own preferences (`/me`): time zone, quiet hours, how turns reach them, a heads-up.

They belong to the person, not to a server or a game: the same in every game they play, stored per user
(migration 012). The core reads them for one thing, deadlines that pause in quiet hours (bot/game/table/timers.py); the
Discord adapter for whom to DM, ping or hold (bot/discord/delivery/reach.py). Each call checks its arguments first
(bot/game/base/inputs.py): a wrong one is a `Refusal`, and nothing is stored.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from bot.game.base.inputs import flag_of, maybe, moment_of, name_of, preferences_of, user_id_of
from bot.game.base.phrases import Phrase, Verbatim, phrase
from bot.game.base.types import Refusal
from bot.game.clocks.quiet import clock_text, parse_quiet, parse_time_zone, zone_of
from bot.store.base import NO_PREFERENCES, NOTIFY_MODES, NotifyMode, Preferences, SettingsStore

NOTIFY_WORDS: dict[NotifyMode, Phrase] = {
    "turns": phrase("a direct message each turn"),
    "reminders": phrase("direct messages for reminders only"),
    "none": phrase("no direct messages, only the mention in the game's channel"),
}


class PlayerPreferences:
    def __init__(self, store: SettingsStore) -> None:
        self._store = store

    async def of(self, user_id: int) -> Preferences:
        user_id = user_id_of(user_id)
        return (await self._store.user_preferences([user_id])).get(user_id, NO_PREFERENCES)

    async def set_time_zone(self, user_id: int, text: str) -> Preferences:
        user_id = user_id_of(user_id)
        return await self._change(user_id, time_zone=parse_time_zone(text))

    async def set_quiet(self, user_id: int, text: str) -> Preferences:
        user_id = user_id_of(user_id)
        return await self._change(user_id, quiet=parse_quiet(text))

    async def set_notify(self, user_id: int, mode: str | None, heads_up: bool | None) -> Preferences:
        user_id, mode, heads_up = user_id_of(user_id), maybe(name_of, mode), maybe(flag_of, heads_up)
        chosen = next((m for m in NOTIFY_MODES if m == mode), None)
        if mode is not None and chosen is None:
            raise Refusal("Notifications are one of: turns, reminders, none.", "bad_setting")
        current = await self.of(user_id)
        return await self._change(
            user_id,
            notify=chosen if chosen is not None else current.notify,
            heads_up=current.heads_up if heads_up is None else heads_up,
        )

    async def _change(self, user_id: int, **changes: Any) -> Preferences:
        # Only the person changes their own preferences, one command at a time: read, change, write is enough.
        changed = replace(await self.of(user_id), **changes)
        await self._store.set_user_preferences(user_id, changed)
        return changed


def preference_lines(preferences: Preferences, now: float) -> list[Phrase]:
    """The preferences in words, one line each: the time zone with the time it shows now, the quiet hours, how
    turns reach the player, the heads-up."""
    preferences = preferences_of(preferences)
    zone = zone_of(preferences)
    local = datetime.fromtimestamp(moment_of(now), zone).strftime("%H:%M")
    lines = [phrase("Time zone: {zone} (it is {time} there now).", zone=Verbatim(zone.key), time=Verbatim(local))]
    if preferences.quiet is None:
        lines.append(phrase("Quiet hours: none."))
    else:
        start, end = (clock_text(m) for m in preferences.quiet)
        lines.append(phrase("Quiet hours: {start}–{end}.", start=Verbatim(start), end=Verbatim(end)))
    lines.append(phrase("Turns reach you by: {how}.", how=NOTIFY_WORDS[preferences.notify]))
    if preferences.heads_up:
        lines.append(phrase("Heads-up when the player before you starts: on."))
    else:
        lines.append(phrase("Heads-up when the player before you starts: off."))
    return lines
