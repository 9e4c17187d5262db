"""How a turn notice or a reminder reaches one person (bot/discord/delivery/reach.py): held in quiet hours, a DM by
their choice unless their DMs were found closed within a week, a ping in the channel otherwise."""

from __future__ import annotations

from bot.discord.delivery.reach import DM_RETRY_AFTER, dms_closed, reaches, reminder_reach, turn_reach
from bot.store.base import NO_PREFERENCES, Preferences

NOON = 1_700_000_000.0 - 1_700_000_000.0 % 86400 + 12 * 3600  # 12:00 UTC
ALL_DAY_QUIET = Preferences(quiet=(0, 24 * 60 - 1))
NIGHT_QUIET = Preferences(quiet=(22 * 60, 7 * 60))


def test_closed_dms_are_tried_again_after_a_week() -> None:
    assert not dms_closed(None, NOON)
    assert dms_closed(NOON - 60, NOON)
    assert not dms_closed(NOON - DM_RETRY_AFTER, NOON)


def test_a_turn_reaches_by_choice_and_falls_back_to_a_ping() -> None:
    assert turn_reach(NO_PREFERENCES, None, NOON) == "dm"
    assert turn_reach(Preferences(notify="reminders"), None, NOON) == "ping"
    assert turn_reach(Preferences(notify="none"), None, NOON) == "ping"
    assert turn_reach(NO_PREFERENCES, NOON - 60, NOON) == "ping"
    assert turn_reach(NIGHT_QUIET, None, NOON) == "dm", "noon is outside 22:00-07:00"


def test_quiet_hours_hold_everything() -> None:
    assert turn_reach(ALL_DAY_QUIET, None, NOON) == "hold"
    assert reminder_reach(ALL_DAY_QUIET, NOON - 60, NOON) == "hold"


def test_a_reminder_is_a_dm_unless_the_player_wants_none() -> None:
    assert reminder_reach(Preferences(notify="reminders"), None, NOON) == "dm"
    assert reminder_reach(Preferences(notify="none"), None, NOON) == "ping"
    assert reminder_reach(NO_PREFERENCES, NOON - 60, NOON) == "ping"


def test_reaches_decides_for_each_user() -> None:
    preferences = {1: Preferences(notify="reminders"), 2: ALL_DAY_QUIET}
    closed = {3: NOON - 60}
    assert reaches([1, 2, 3, 4], preferences, closed, NOON) == {1: "ping", 2: "hold", 3: "ping", 4: "dm"}
    assert reaches([1, 2, 3, 4], preferences, closed, NOON, reminder=True) == {1: "dm", 2: "hold", 3: "ping", 4: "dm"}
