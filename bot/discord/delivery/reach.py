"""How a turn notice or a reminder reaches one person: a DM, a ping in the game's channel, or held for their
morning summary. One ping per decision at most: whoever gets the DM is mentioned on the board without a ping.

- In their quiet hours (`/me quiet`) nothing reaches them now: it is held (store: `hold_notices`) and summed up
  in one DM when the quiet hours end (bot/discord/delivery/mornings.py); the board mentions them silently.
- Otherwise, by their choice (`/me notify`): "turns" gets a DM each turn and for reminders, "reminders" gets DMs
  for reminders only, "none" no DM at all. Whoever gets no DM (by choice, or because their DMs are closed) is
  pinged in the game's channel instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from bot.game import is_quiet
from bot.store.base import NO_PREFERENCES, Preferences

Reach = Literal["dm", "ping", "hold"]
DM_RETRY_AFTER = 7 * 24 * 3600.0
"""How long DMs found closed are not tried again (their ping is the channel's mention)."""


def dms_closed(since: float | None, now: float) -> bool:
    """Whether DMs to someone whose DMs were found closed at `since` are not tried at `now`."""
    return since is not None and now - since < DM_RETRY_AFTER


def turn_reach(preferences: Preferences, closed_since: float | None, now: float) -> Reach:
    """How the news that they act now reaches a player."""
    if is_quiet(preferences, now):
        return "hold"
    if preferences.notify == "turns" and not dms_closed(closed_since, now):
        return "dm"
    return "ping"


def reminder_reach(preferences: Preferences, closed_since: float | None, now: float) -> Reach:
    """How a reminder of a decision coming due reaches a player."""
    if is_quiet(preferences, now):
        return "hold"
    if preferences.notify != "none" and not dms_closed(closed_since, now):
        return "dm"
    return "ping"


def reaches(
    users: list[int],
    preferences: Mapping[int, Preferences],
    closed: Mapping[int, float],
    now: float,
    *,
    reminder: bool = False,
) -> dict[int, Reach]:
    """How each of `users` is reached, by turn notice (or by reminder)."""
    decide = reminder_reach if reminder else turn_reach
    return {user: decide(preferences.get(user, NO_PREFERENCES), closed.get(user), now) for user in users}
