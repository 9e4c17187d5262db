"""Quiet hours and time zones (`/me`): reading what a player types, when their quiet hours hold a moment, when
they end, and deadlines that pause in them where the server says so. Time is a ManualClock; nothing sleeps."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.game.base.types import Refusal
from bot.game.clocks.clock import ManualClock
from bot.game.clocks.quiet import (
    PreferenceError,
    awake_deadline,
    is_quiet,
    parse_clock,
    parse_quiet,
    parse_time_zone,
    quiet_until,
)
from bot.game.write.preferences import PlayerPreferences, preference_lines
from bot.store.base import Preferences
from tests.game.clocked import HOUR, open_bot
from tests.game.support import ALICE, HOST, started_toy
from tests.game.words import said

BERLIN = ZoneInfo("Europe/Berlin")
NIGHT = Preferences(time_zone="Europe/Berlin", quiet=(23 * 60, 8 * 60))


def berlin(year: int, month: int, day: int, hour: int, minute: int = 0) -> float:
    return datetime(year, month, day, hour, minute, tzinfo=BERLIN).timestamp()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("23:00-08:00", (1380, 480)),
        ("23-8", (1380, 480)),
        ("22:30 – 7:15", (1350, 435)),
        ("22h30 bis 6h", (1350, 360)),
        ("1.00 tot 6.30", (60, 390)),
        ("0:00-24:00", None),  # the same time twice is refused below; midnight reads as 0 either way
        ("off", None),
        ("", None),
    ],
)
def test_quiet_hours_are_read_as_people_type_them(text: str, expected: tuple[int, int] | None) -> None:
    if text.startswith("0:00"):
        with pytest.raises(PreferenceError, match="another time"):
            parse_quiet(text)
        return
    assert parse_quiet(text) == expected


@pytest.mark.parametrize("text", ["23:00", "25:00-08:00", "23:60-08:00", "late-early", "23:00-08:00-09:00"])
def test_quiet_hours_that_cannot_be_read_are_refused_in_one_sentence(text: str) -> None:
    with pytest.raises(PreferenceError) as raised:
        parse_quiet(text)
    assert str(raised.value).endswith(".") and str(raised.value).count(". ") == 0


def test_a_time_zone_is_an_iana_name_in_any_case() -> None:
    assert parse_time_zone("europe/berlin") == "Europe/Berlin"
    assert parse_time_zone(" America/New York ") == "America/New_York"
    assert parse_time_zone("UTC") == "UTC"
    with pytest.raises(PreferenceError, match="Mars/Olympus"):
        parse_time_zone("Mars/Olympus")
    assert parse_clock("7") == 420


def test_quiet_hours_across_midnight_hold_the_night_in_the_players_zone() -> None:
    assert is_quiet(NIGHT, berlin(2027, 1, 15, 23, 30))
    assert is_quiet(NIGHT, berlin(2027, 1, 16, 7, 59))
    assert not is_quiet(NIGHT, berlin(2027, 1, 16, 8, 0))
    assert not is_quiet(NIGHT, berlin(2027, 1, 15, 22, 59))
    assert quiet_until(NIGHT, berlin(2027, 1, 15, 23, 30)) == berlin(2027, 1, 16, 8)
    assert quiet_until(NIGHT, berlin(2027, 1, 15, 12)) is None
    # Without a zone the same hours are UTC's: 23:30 in Berlin in winter is 22:30 UTC, not quiet yet.
    assert not is_quiet(Preferences(quiet=(23 * 60, 8 * 60)), berlin(2027, 1, 15, 23, 30))
    assert not is_quiet(Preferences(), berlin(2027, 1, 15, 3))


def test_quiet_hours_keep_to_the_local_clock_across_a_change_to_summer_time() -> None:
    # Berlin moves its clocks from 02:00 to 03:00 on 28 March 2027: that night is an hour shorter, 23:00 to 08:00.
    early = Preferences(time_zone="Europe/Berlin", quiet=(60, 6 * 60))
    assert quiet_until(early, berlin(2027, 3, 28, 1, 30)) == berlin(2027, 3, 28, 6)
    assert quiet_until(NIGHT, berlin(2027, 3, 27, 23, 30)) - berlin(2027, 3, 27, 23, 30) == 7.5 * HOUR  # type: ignore[operator]


def test_a_deadline_that_pauses_in_quiet_hours_counts_waking_time_only() -> None:
    # 4 hours from 22:00: one hour before the night, three after 08:00.
    assert awake_deadline(NIGHT, berlin(2027, 1, 15, 22), 4 * HOUR) == berlin(2027, 1, 16, 11)
    # Begun in the night, it starts counting at 08:00.
    assert awake_deadline(NIGHT, berlin(2027, 1, 16, 2), 2 * HOUR) == berlin(2027, 1, 16, 10)
    # 48 waking hours from noon: 11 that day, 15 on each of the next two, the last 7 on the third morning.
    assert awake_deadline(NIGHT, berlin(2027, 1, 15, 12), 48 * HOUR) == berlin(2027, 1, 18, 15)
    # Without quiet hours it is plain arithmetic.
    assert awake_deadline(Preferences(), 100.0, 50.0) == 150.0


async def test_a_server_can_let_deadlines_pause_in_the_quiet_hours_of_the_player_they_wait_for(db_path: Path) -> None:
    clock = ManualClock(berlin(2027, 1, 15, 21))
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    await bot.service.set_guild_setting(1, "quiet_deadlines", "pause")
    await bot.store.set_user_preferences(HOST, NIGHT)
    game_id = await started_toy(bot.service, HOST, ALICE)
    record = await bot.store.get_game(game_id)
    assert record is not None and record.meta["deadline"]["quiet_deadlines"] == "pause"
    # The host acts first at 21:00: two waking hours tonight, two more from 08:00.
    assert record.deadline_at == berlin(2027, 1, 16, 10)
    timers = sorted(t.due_at for t in await bot.store.timers_for(game_id))
    assert timers[-1] == berlin(2027, 1, 16, 10)
    await bot.close()


async def test_by_default_deadlines_run_through_quiet_hours(db_path: Path) -> None:
    clock = ManualClock(berlin(2027, 1, 15, 21))
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    await bot.store.set_user_preferences(HOST, NIGHT)
    game_id = await started_toy(bot.service, HOST, ALICE)
    record = await bot.store.get_game(game_id)
    assert record is not None and record.deadline_at == berlin(2027, 1, 16, 1)
    with pytest.raises(Refusal) as refused:
        await bot.service.set_guild_setting(1, "quiet_deadlines", "sometimes")
    assert "run" in str(refused.value) and "pause" in str(refused.value)
    await bot.close()


async def test_preferences_are_changed_one_at_a_time_and_bad_ones_change_nothing(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(berlin(2027, 1, 15, 21)))
    people = PlayerPreferences(bot.store)
    await people.set_time_zone(ALICE, "europe/berlin")
    await people.set_quiet(ALICE, "23:00-08:00")
    changed = await people.set_notify(ALICE, "reminders", None)
    assert changed == Preferences(time_zone="Europe/Berlin", quiet=(1380, 480), notify="reminders")
    assert (await people.set_notify(ALICE, None, True)).heads_up
    for wrong in (
        people.set_quiet(ALICE, "soon"),
        people.set_time_zone(ALICE, "Atlantis"),
        people.set_notify(ALICE, "loud", None),
    ):
        with pytest.raises(Refusal):
            await wrong
    assert await people.of(ALICE) == Preferences(
        time_zone="Europe/Berlin", quiet=(1380, 480), notify="reminders", heads_up=True
    )
    lines = [said(line) for line in preference_lines(await people.of(ALICE), berlin(2027, 1, 15, 21, 5))]
    assert lines == [
        "Time zone: Europe/Berlin (it is 21:05 there now).",
        "Quiet hours: 23:00–08:00.",
        "Turns reach you by: direct messages for reminders only.",
        "Heads-up when the player before you starts: on.",
    ]
    await bot.close()
