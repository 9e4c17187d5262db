"""Guild settings: the kick policy, the AI that takes over absent players' seats, the locale and the deadline
defaults new games start with."""

from __future__ import annotations

from typing import Any

from babel import Locale

from bot.game.base.phrases import Listed, Phrase, Sayable, Typed, Verbatim, choices, phrase
from bot.game.base.types import Refusal
from bot.game.clocks.deadlines import POLICIES, QUIET_DEADLINES, QUIET_WORDS, policy_words
from bot.game.table.tables import Tables
from bot.game.table.timers import DEADLINE_KEYS, rules_or_refuse
from bot.store.base import SettingsStore
from rules.i18n import LOCALES
from rules.players import SEARCHING

KICK_POLICIES = ("ai", "pause")
TAKEOVER_KINDS = ("ai", SEARCHING)
GUILD_SETTINGS: dict[str, tuple[str, ...]] = {
    "kick_policy": KICK_POLICIES,
    "takeover_ai": TAKEOVER_KINDS,
    "locale": LOCALES,
    "deadline_policy": POLICIES,
    "quiet_deadlines": QUIET_DEADLINES,
}
"""Guild settings with a short list of values; FREE_SETTINGS take a checked free value."""
FREE_SETTINGS = ("deadline_hours", "reminders", "forfeit_after", "archive_days", "lobby_hours", "window_minutes")
TIDY_LIMITS: dict[str, int] = {"archive_days": 3650, "lobby_hours": 8760}
"""The tidy settings (whole numbers, 0: never): days an archived game channel is kept, hours a lobby may wait."""
DEFAULT_LOBBY_HOURS = 72

SETTING_WORDS: dict[str, Phrase] = {
    "kick_policy": phrase("kicked seats"),
    "takeover_ai": phrase("the AI that plays for absent players"),
    "locale": phrase("game language"),
    "deadline_policy": phrase("what a missed deadline does"),
    "deadline_hours": phrase("hours per decision"),
    "reminders": phrase("reminder times"),
    "forfeit_after": phrase("missed deadlines to forfeit"),
    "archive_days": phrase("days archives are kept"),
    "lobby_hours": phrase("lobby lifetime in hours"),
    "quiet_deadlines": phrase("deadlines in quiet hours"),
    "window_minutes": phrase("minutes a window stays open without a deadline"),
}
"""What each setting is about, in words: a refusal lists the settings by the key the reader types and these."""
TAKEOVER_WORDS: dict[str, Phrase] = {
    "ai": phrase("the quick AI, which answers at once"),
    SEARCHING: phrase("the strong AI, which thinks a second per decision, where the game offers it"),
}


def takeover_words(value: object) -> Phrase:
    """What the server's `takeover_ai` setting means (the quick AI when unset or unknown)."""
    return TAKEOVER_WORDS.get(str(value), TAKEOVER_WORDS["ai"])


KICK_POLICY_WORDS: dict[str, Phrase] = {
    "ai": phrase("an AI takes the seat"),
    "pause": phrase("the game pauses until a moderator gives the seat to a player"),
}


def language_name(locale: str) -> str:
    """A language by its own name ("Deutsch", "Français"), the same in every language."""
    name = Locale.parse(locale).get_display_name(locale) or locale
    return name[:1].upper() + name[1:]


def value_words(key: str) -> dict[str, Sayable]:
    """The values of the setting `key` with what each means."""
    if key == "kick_policy":
        return dict(KICK_POLICY_WORDS)
    if key == "takeover_ai":
        return dict(TAKEOVER_WORDS)
    if key == "locale":
        return {locale: Verbatim(language_name(locale)) for locale in LOCALES}
    if key == "quiet_deadlines":
        return {value: phrase(QUIET_WORDS[value]) for value in QUIET_DEADLINES}
    return {policy: policy_words(policy) for policy in POLICIES}


class GuildSettings:
    def __init__(self, tables: Tables) -> None:
        self._store: SettingsStore = tables.store

    async def set(self, guild_id: int, key: str, value: str) -> dict[str, Any]:
        allowed = GUILD_SETTINGS.get(key)
        if allowed is None and key not in FREE_SETTINGS:
            known = Listed(
                tuple(
                    phrase("{value} ({meaning})", value=Typed(name), meaning=SETTING_WORDS[name])
                    for name in sorted([*GUILD_SETTINGS, *FREE_SETTINGS])
                )
            )
            raise Refusal(
                "There is no setting “{key}”; the settings are: {known}.", "bad_setting", key=key, known=known
            )
        if allowed is not None and value not in allowed:
            raise Refusal(
                "The setting “{key}” must be one of {allowed}.",
                "bad_setting",
                key=key,
                allowed=choices(value_words(key)),
            )
        if key in DEADLINE_KEYS:
            rules_or_refuse({key: value})
        if key in TIDY_LIMITS and not (value.isdigit() and int(value) <= TIDY_LIMITS[key]):
            raise Refusal(
                "The setting “{key}” is a whole number from 0 (never) to {most}.",
                "bad_setting",
                key=key,
                most=TIDY_LIMITS[key],
            )
        # Merged by the store in one transaction: a concurrent change of another key is kept, not overwritten.
        return await self._store.update_guild_settings(guild_id, {key: value})
