"""Every engine: the Discord adapter's bookkeeping (migration 004): its record of each game, closed DMs."""

from __future__ import annotations

import re
from pathlib import Path

from bot.store.base import DiscordGame, NewGame, SeatRecord, Store

BOT = Path(__file__).resolve().parents[2] / "bot"


async def _game(store: Store) -> int:
    record = await store.create_game(NewGame(game="toy", created_by=1), (SeatRecord("p1", 0, "human", 1),))
    return record.id


async def test_discord_game_round_trip_and_replace(store: Store) -> None:
    game_id = await _game(store)
    assert await store.discord_game(game_id) is None
    await store.set_discord_game(game_id, 500, {"board": 7, "lines": ["a"]})
    assert await store.discord_game(game_id) == DiscordGame(500, {"board": 7, "lines": ["a"]})
    await store.set_discord_game(game_id, 501, {"board": 8})
    assert await store.discord_game(game_id) == DiscordGame(501, {"board": 8})


async def test_game_for_channel_finds_the_newest_game_there(store: Store) -> None:
    first, second, elsewhere = await _game(store), await _game(store), await _game(store)
    await store.set_discord_game(first, 500, {})
    await store.set_discord_game(second, 500, {})
    await store.set_discord_game(elsewhere, 600, {})
    assert await store.game_for_channel(500) == second
    assert await store.game_for_channel(600) == elsewhere
    assert await store.game_for_channel(700) is None


async def test_dm_closed_memory_is_set_and_forgotten(store: Store) -> None:
    assert await store.dm_closed_since(42) is None
    await store.set_dm_closed(42, 1000.0)
    await store.set_dm_closed(42, 2000.0)
    assert await store.dm_closed_since(42) == 2000.0
    await store.set_dm_closed(42, None)
    assert await store.dm_closed_since(42) is None


async def test_a_record_may_have_no_channel_yet(store: Store) -> None:
    game_id = await _game(store)
    await store.set_discord_game(game_id, None, {"pending": True})
    assert await store.discord_game(game_id) == DiscordGame(None, {"pending": True})
    assert await store.discord_game(game_id + 1000) is None


async def test_the_record_comes_back_with_named_fields(store: Store) -> None:
    game_id = await _game(store)
    await store.set_discord_game(game_id, 500, {"board": 7, "jump": "https://discord.com/channels/1/500/7"})
    found = await store.discord_game(game_id)
    assert isinstance(found, DiscordGame)
    assert found.channel_id == 500
    assert found.data == {"board": 7, "jump": "https://discord.com/channels/1/500/7"}


def test_no_module_reads_a_store_record_by_position() -> None:
    # Issue 38: the Discord record was a tuple read as found[0] / found[1]; a record's fields are read by name.
    positional = re.compile(r"found\[[01]\]")
    reading = [
        f"{path.relative_to(BOT)}:{number}"
        for path in sorted(BOT.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if positional.search(line)
    ]
    assert reading == []
