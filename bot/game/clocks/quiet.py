"""Quiet hours in a player's own time zone: whether a moment falls into them, when they end, and a deadline that
does not run while they sleep.

Quiet hours are two local times of day (`Preferences.quiet`, minutes after midnight); "23:00-08:00" crosses
midnight, "01:00-06:00" does not. They are read in the player's time zone (UTC when they set none), with the
zone's own daylight-saving rules, so "23:00" stays 23:00 on their clock all year.

Each function checks its arguments first (bot/game/base/inputs.py); what cannot be used is a `Refusal` (a preference
typed wrong is a `PreferenceError`, one), never a raw error.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.game.base.inputs import duration_of, minutes_of, moment_of, name_of, preferences_of
from bot.game.base.types import Refusal
from bot.store.base import Preferences

DAY = 86400.0
_CLOCK = re.compile(r"^\s*(\d{1,2})(?:[:.h](\d{2})|h)?\s*$")
_RANGE = re.compile(r"\s*(?:-|–|—|tot|to|bis|à)\s*")


class PreferenceError(Refusal):
    """A preference that cannot be used; the message is one sentence for the user, in any language."""

    def __init__(self, message: str, /, **values: Any) -> None:
        super().__init__(message, "bad_setting", **values)


@cache
def zone_names() -> dict[str, str]:
    """Every IANA zone this machine knows (the tzdata package where the system has none), by lower-case name."""
    return {name.lower(): name for name in available_timezones()}


def parse_time_zone(text: str) -> str:
    """An IANA zone name typed in any case ("europe/berlin" gives "Europe/Berlin")."""
    text = name_of(text)
    found = zone_names().get(text.strip().replace(" ", "_").lower())
    if found is None:
        raise PreferenceError(
            "“{zone}” is not a time zone I know; pick one like Europe/Berlin or America/New_York.", zone=text.strip()
        )
    return found


def zone_of(preferences: Preferences) -> ZoneInfo:
    """The player's time zone (UTC when they set none, or when this machine no longer knows theirs)."""
    preferences = preferences_of(preferences)
    try:
        return ZoneInfo(preferences.time_zone or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def parse_clock(text: str) -> int:
    """A time of day ("23:00", "7", "7.30", "22h15") as minutes after midnight."""
    match = _CLOCK.match(name_of(text))
    hours = int(match.group(1)) if match else -1
    minutes = int(match.group(2) or 0) if match else -1
    if not (0 <= hours <= 24 and 0 <= minutes < 60) or (hours == 24 and minutes):
        raise PreferenceError("“{time}” is not a time of day like 23:00 or 7:30.", time=text.strip())
    return (hours * 60 + minutes) % (24 * 60)


def parse_quiet(text: str) -> tuple[int, int] | None:
    """Quiet hours typed as "23:00-08:00" (None for "off", "none" or nothing)."""
    text = name_of(text)
    if text.strip().lower() in ("", "off", "none", "no", "0"):
        return None
    parts = _RANGE.split(text.strip(), maxsplit=1)
    if len(parts) != 2:
        raise PreferenceError("Quiet hours are a start and an end, like 23:00-08:00, or off.")
    start, end = parse_clock(parts[0]), parse_clock(parts[1])
    if start == end:
        raise PreferenceError("Quiet hours must end at another time than they start.")
    return start, end


def clock_text(minutes: int) -> str:
    """Minutes after midnight as a 24-hour clock time, "07:30"."""
    minutes = minutes_of(minutes)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _local(zone: ZoneInfo, day: datetime, minutes: int) -> float:
    """The moment `day` (a local date) shows `minutes` after midnight on the zone's clocks."""
    # Built from the wall clock: 23:00 is 23:00 local even on a day that is 23 or 25 hours long.
    return datetime(day.year, day.month, day.day, minutes // 60, minutes % 60, tzinfo=zone).timestamp()


def window(preferences: Preferences, at: float) -> tuple[float, float] | None:
    """The quiet stretch that holds `at`, else the next one to come: (start, end) in Unix seconds; None when the
    player has no quiet hours."""
    preferences, at = preferences_of(preferences), moment_of(at)
    if preferences.quiet is None:
        return None
    start, end = preferences.quiet
    zone = zone_of(preferences)
    today = datetime.fromtimestamp(at, UTC).astimezone(zone)
    for offset in (-1, 0, 1, 2):
        day = today + timedelta(days=offset)
        begins = _local(zone, day, start)
        ends = _local(zone, day + timedelta(days=1) if end <= start else day, end)
        if ends > at:
            return begins, ends
    return None  # unreachable: a window ends within two days of any moment


def is_quiet(preferences: Preferences, at: float) -> bool:
    span = window(preferences, at)
    return span is not None and span[0] <= at < span[1]


def quiet_until(preferences: Preferences, at: float) -> float | None:
    """When the quiet hours holding `at` end; None when `at` is not in them."""
    span = window(preferences, at)
    return span[1] if span is not None and span[0] <= at < span[1] else None


def awake_deadline(preferences: Preferences, start: float, seconds: float) -> float:
    """The moment `seconds` of the player's waking time have passed since `start`: quiet hours do not count."""
    at, left = moment_of(start), duration_of(seconds)
    while True:
        found = window(preferences, at)
        if found is None:
            return at + left
        begins, ends = found
        if begins > at:
            if at + left <= begins:
                return at + left
            left -= begins - at
        at = ends
