"""Every engine: values that belong to no game: guild settings (replaced or merged), away players, bot values."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.store.base import AwayRecord, Preferences, Store
from tests.store.conftest import OpenEngine


async def test_guild_settings_are_empty_until_set_and_set_replaces_them(store: Store) -> None:
    assert await store.guild_settings(5) == {}
    await store.set_guild_settings(5, {"locale": "de", "kick_policy": "pause"})
    await store.set_guild_settings(5, {"locale": "fr"})
    assert await store.guild_settings(5) == {"locale": "fr"}
    assert await store.guild_settings(6) == {}


async def test_an_update_merges_into_the_stored_settings_and_returns_them(store: Store) -> None:
    assert await store.update_guild_settings(5, {"locale": "de"}) == {"locale": "de"}
    merged = await store.update_guild_settings(5, {"kick_policy": "pause", "category": 77, "channels": True})
    assert merged == {"locale": "de", "kick_policy": "pause", "category": 77, "channels": True}
    assert await store.guild_settings(5) == merged
    changed = await store.update_guild_settings(5, {"locale": "nl", "reminders": {"hours": [1, 2], "none": None}})
    assert changed == {**merged, "locale": "nl", "reminders": {"hours": [1, 2], "none": None}}
    assert await store.guild_settings(5) == changed
    assert await store.guild_settings(6) == {}


async def test_an_update_removes_the_keys_it_sets_to_none(store: Store) -> None:
    await store.set_guild_settings(5, {"locale": "de", "kick_policy": "pause"})
    assert await store.update_guild_settings(5, {"locale": None, "never_set": None}) == {"kick_policy": "pause"}
    assert await store.guild_settings(5) == {"kick_policy": "pause"}
    assert await store.update_guild_settings(5, {}) == {"kick_policy": "pause"}
    assert await store.update_guild_settings(6, {"locale": None}) == {}
    assert await store.guild_settings(6) == {}


async def test_updates_of_different_keys_from_two_processes_all_land(open_engine: OpenEngine, tmp_path: Path) -> None:
    first, second = await open_engine(tmp_path), await open_engine(tmp_path)
    try:
        await asyncio.gather(
            *(
                (first if n % 2 else second).update_guild_settings(5, {f"key{n}": n, "last": n % 2 or None})
                for n in range(20)
            )
        )
        settings = await first.guild_settings(5)
        assert {k: v for k, v in settings.items() if k != "last"} == {f"key{n}": n for n in range(20)}
        assert settings.get("last") in (None, 1)
        assert await second.guild_settings(5) == settings
    finally:
        await first.close()
        await second.close()


async def test_away_players_are_set_replaced_and_cleared(store: Store) -> None:
    assert await store.away_players() == {}
    await store.set_away(1, 100.0)
    await store.set_away(2, 50.0, "extend")
    await store.set_away(1, 200.0, "extend")
    assert await store.away_players() == {1: AwayRecord(1, 200.0, "extend"), 2: AwayRecord(2, 50.0, "extend")}
    await store.set_away(2, None)
    await store.set_away(3, None)
    assert await store.away_players() == {1: AwayRecord(1, 200.0, "extend")}
    await store.set_away(4, 10.0)
    assert (await store.away_players())[4] == AwayRecord(4, 10.0, "ai")


async def test_bot_values_are_replaced_and_survive_reopening(open_engine: OpenEngine, tmp_path: Path) -> None:
    store = await open_engine(tmp_path)
    try:
        assert await store.bot_value("commands") is None
        await store.set_bot_value("commands", "abc")
        await store.set_bot_value("commands", "def")
        await store.set_bot_value("other", "x")
    finally:
        await store.close()
    reopened = await open_engine(tmp_path)
    try:
        assert await reopened.bot_value("commands") == "def"
        assert await reopened.bot_value("other") == "x"
    finally:
        await reopened.close()


async def test_each_persons_locale_is_remembered_and_their_choice_wins_until_forgotten(store: Store) -> None:
    assert await store.user_locales([1, 2]) == {}
    await store.set_user_locale(1, seen="de")
    await store.set_user_locale(2, chosen="fr")
    await store.set_user_locale(2, seen="nl")  # a later report keeps the choice
    assert await store.user_locales([1, 2, 3]) == {1: ("de", None), 2: ("nl", "fr")}
    await store.set_user_locale(2, chosen="")
    await store.set_user_locale(1, seen="en-GB")
    assert await store.user_locales([1, 2]) == {1: ("en-GB", None), 2: ("nl", None)}


async def test_each_persons_preferences_are_kept_and_replaced_whole(store: Store) -> None:
    assert await store.user_preferences([1, 2]) == {}
    night = Preferences(time_zone="Europe/Berlin", quiet=(23 * 60, 8 * 60), notify="reminders", heads_up=True)
    await store.set_user_preferences(1, night)
    await store.set_user_preferences(2, Preferences(notify="none"))
    assert await store.user_preferences([1, 2, 3]) == {1: night, 2: Preferences(notify="none")}
    await store.set_user_preferences(1, Preferences(time_zone="Asia/Tokyo"))
    assert await store.user_preferences([1]) == {1: Preferences(time_zone="Asia/Tokyo")}


async def test_what_quiet_hours_hold_is_kept_from_the_first_time_and_released_once(store: Store) -> None:
    night = Preferences(quiet=(0, 6 * 60))
    await store.set_user_preferences(1, night)
    assert await store.held_notices() == {}
    await store.hold_notices([1, 7], 100.0)
    await store.hold_notices([1], 250.0)  # later notices join the first: one summary says them all
    assert await store.held_notices() == {1: 100.0, 7: 100.0}
    assert await store.user_preferences([1, 7]) == {1: night, 7: Preferences()}  # holding keeps the preferences
    await store.set_user_preferences(7, Preferences(heads_up=True))  # and changing them keeps what is held
    assert await store.held_notices() == {1: 100.0, 7: 100.0}
    assert await store.release_held(1, 100.0)
    assert not await store.release_held(1, 100.0)  # another process got there first: no second summary
    assert not await store.release_held(7, 99.0)
    assert await store.held_notices() == {7: 100.0}
