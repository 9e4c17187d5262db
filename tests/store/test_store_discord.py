"""The Discord adapter's bookkeeping in the store (migration 004): game channels, closed DMs, bot values."""

from __future__ import annotations

from pathlib import Path

from bot.store.base import NewGame, SeatRecord
from bot.store.sqlite import SqliteStore


async def _game(store: SqliteStore) -> int:
    record = await store.create_game(NewGame(game="toy", created_by=1), (SeatRecord("p1", 0, "human", 1),))
    return record.id


async def test_discord_game_round_trip_and_replace(store: SqliteStore) -> None:
    game_id = await _game(store)
    assert await store.discord_game(game_id) is None
    await store.set_discord_game(game_id, 500, {"board": 7, "lines": ["a"]})
    assert await store.discord_game(game_id) == (500, {"board": 7, "lines": ["a"]})
    await store.set_discord_game(game_id, 501, {"board": 8})
    assert await store.discord_game(game_id) == (501, {"board": 8})


async def test_game_for_channel_finds_the_newest_game_there(store: SqliteStore) -> None:
    first, second, elsewhere = await _game(store), await _game(store), await _game(store)
    await store.set_discord_game(first, 500, {})
    await store.set_discord_game(second, 500, {})
    await store.set_discord_game(elsewhere, 600, {})
    assert await store.game_for_channel(500) == second
    assert await store.game_for_channel(600) == elsewhere
    assert await store.game_for_channel(700) is None


async def test_dm_closed_memory_is_set_and_forgotten(store: SqliteStore) -> None:
    assert await store.dm_closed_since(42) is None
    await store.set_dm_closed(42, 1000.0)
    await store.set_dm_closed(42, 2000.0)
    assert await store.dm_closed_since(42) == 2000.0
    await store.set_dm_closed(42, None)
    assert await store.dm_closed_since(42) is None


async def test_bot_values_survive_reopening(db_path: Path) -> None:
    store = await SqliteStore.open(db_path, synchronous="NORMAL")
    assert await store.bot_value("commands") is None
    await store.set_bot_value("commands", "abc")
    await store.set_bot_value("commands", "def")
    await store.close()
    reopened = await SqliteStore.open(db_path, synchronous="NORMAL")
    try:
        assert await reopened.bot_value("commands") == "def"
    finally:
        await reopened.close()


async def test_deleting_a_game_drops_its_discord_record(store: SqliteStore) -> None:
    game_id = await _game(store)
    await store.set_discord_game(game_id, 500, {})
    conn = store._conn  # the store offers no deletion: a game row deleted by hand must not leave orphans
    await conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
    assert await store.discord_game(game_id) is None
