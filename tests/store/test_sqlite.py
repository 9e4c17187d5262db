"""SQLite only: its migrations from every earlier schema version, its pragmas, a row its schema refuses.

What every engine must do is tested against the `Store` protocol in the other modules of tests/store.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import aiosqlite
import pytest

from bot.game.service import GameService
from bot.store import migrate as migrate_module
from bot.store.base import LogEntry, NewGame, SeatRecord, StoreError
from bot.store.migrate import latest_version, migrate, migrations, schema_version, split_statements
from bot.store.sqlite import SqliteStore
from tests.game.conftest import lookup
from tests.game.support import ALICE, HOST, first_choice
from tests.toy_game import TOY

SEED = 31337


async def _database_at(path: Path, version: int) -> None:
    """A database at schema `version` holding one started toy game with one move, as that version stored it."""
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn, target=version) == version
        if version == 0:
            return
        state = TOY.setup(["p1", "p2"], SEED, {"rounds": 3})
        action = TOY.legal_actions(state, "p1")[0]
        after = TOY.apply(state, "p1", action).state
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, game, options, seed, status, seq, version, state,"
            " created_by, created_at, updated_at) VALUES (1, 5, 6, 'toy', ?, ?, 'active', 1, 3, ?, ?, 1.0, 2.0)",
            (json.dumps({"rounds": 3}), SEED, TOY.encode(after), HOST),
        )
        await conn.executemany(
            "INSERT INTO seats (game_id, seat, position, user_id, kind) VALUES (1, ?, ?, ?, 'human')",
            [("p1", 0, HOST), ("p2", 1, ALICE)],
        )
        await conn.execute(
            "INSERT INTO actions (game_id, seq, seat, user_id, action, checkpoint, at)"
            " VALUES (1, 1, 'p1', ?, ?, 0, 2.0)",
            (HOST, json.dumps(action)),
        )
        if version >= 2:
            await conn.execute("INSERT INTO timers (game_id, kind, due_at) VALUES (1, 'deadline', 99.0)")
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (5, ?, 1.0)",
                ('{"kick_policy":"pause"}',),
            )


@pytest.mark.parametrize("version", range(latest_version()))
async def test_every_earlier_schema_version_upgrades_cleanly(tmp_path: Path, version: int) -> None:
    path = tmp_path / "old.db"
    await _database_at(path, version)
    store = await SqliteStore.open(path)
    try:
        assert await store.schema_version() == latest_version()
        if version == 0:
            assert await store.count_games() == 0
            return
        record = await store.get_game(1)
        assert record is not None and (record.seq, record.version, record.meta, record.result) == (1, 3, {}, None)
        log = await store.read_log(1)
        assert [(r.kind, r.seq, r.seat, r.events) for r in log] == [("move", 1, "p1", ())]
        if version >= 2:
            assert [t.kind for t in await store.timers_for(1)] == ["deadline"]
            assert await store.guild_settings(5) == {"kick_policy": "pause"}
        # The upgraded game plays on and still replays from its seed.
        service = GameService(store, lookup)
        action, seq = await first_choice(service, 1, ALICE)
        assert (await service.act(1, ALICE, action, seq)).seq == 2
        assert TOY.encode(await service.replay_state(1)) == (await store.get_game(1)).state  # type: ignore[union-attr]
    finally:
        await store.close()


async def test_the_outbox_column_renamed_keeps_what_was_not_delivered_and_carries_the_next_move(
    tmp_path: Path,
) -> None:
    """Migration 014 names the column that carries a write's outbox row for the outbox: a row a database at version 13
    had not delivered yet stays, and the next move's row is inserted through the renamed column's trigger."""
    path = tmp_path / "old.db"
    await _database_at(path, 13)
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await conn.execute(
            "UPDATE games SET pending_telling = ?, updated_at = 3.0 WHERE id = 1", (json.dumps({"post": "old"}),)
        )
    store = await SqliteStore.open(path)
    try:
        before = await store.outbox(1)
        assert [(row.seq, row.payload) for row in before] == [(1, {"post": "old"})]
        service = GameService(store, lookup)
        action, seq = await first_choice(service, 1, ALICE)
        assert (await service.act(1, ALICE, action, seq)).seq == 2
        after = await store.outbox(1)
        assert [row.seq for row in after] == [1, 2]
    finally:
        await store.close()
    with sqlite3.connect(path) as conn:
        columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
        triggers = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    assert "pending_outbox" in columns and "pending_telling" not in columns
    assert "games_write_outbox" in triggers and "games_write_telling" not in triggers


async def test_reopening_applies_nothing_twice(db_path: Path) -> None:
    for _ in range(2):
        store = await SqliteStore.open(db_path)
        assert await store.schema_version() == latest_version()
        await store.close()
    async with aiosqlite.connect(db_path) as conn, conn.execute("SELECT count(*) FROM schema_version") as cur:
        assert await cur.fetchone() == (1,)


@pytest.fixture
def broken_migrations(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    folder = tmp_path / "migrations"
    shutil.copytree(migrate_module.MIGRATIONS_DIR, folder)
    (folder / f"{latest_version() + 1:03d}_broken.sql").write_text(
        "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n"
    )
    monkeypatch.setattr(migrate_module, "MIGRATIONS_DIR", folder)
    migrations.cache_clear()
    yield
    migrations.cache_clear()


async def test_a_failing_migration_leaves_the_previous_version(db_path: Path, broken_migrations: None) -> None:
    last_good = len(migrations()) - 1
    with pytest.raises(Exception, match="no such table"):
        await SqliteStore.open(db_path)
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await schema_version(conn) == last_good
        async with conn.execute("SELECT name FROM sqlite_master WHERE name = 'half_done'") as cur:
            assert await cur.fetchone() is None


async def test_a_newer_database_is_refused(db_path: Path) -> None:
    await (await SqliteStore.open(db_path)).close()
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        await conn.execute("UPDATE schema_version SET version = 99")
    with pytest.raises(StoreError, match="schema version 99, newer than this Starmail knows"):
        await SqliteStore.open(db_path)


def test_statements_split_on_complete_sql_only() -> None:
    script = "-- note\nCREATE TABLE a (x TEXT DEFAULT ';');\n\nINSERT INTO a VALUES ('1;2');\n"
    assert split_statements(script) == ("CREATE TABLE a (x TEXT DEFAULT ';');", "INSERT INTO a VALUES ('1;2');")


async def test_wal_and_foreign_keys_are_on(sqlite_store: SqliteStore) -> None:
    assert await sqlite_store.pragmas() == {"journal_mode": "wal", "foreign_keys": 1, "synchronous": 1}
    full = await SqliteStore.open(sqlite_store.path)
    try:
        assert (await full.pragmas())["synchronous"] == 2
    finally:
        await full.close()


async def test_a_log_row_the_database_refuses_leaves_the_game_row_unchanged(sqlite_store: SqliteStore) -> None:
    # The CHECK constraint on actions.kind refuses the row after the game row changed in the same statement.
    store = sqlite_store
    game = await store.create_game(NewGame("toy", HOST), [SeatRecord("p1", 0, "human", HOST)])
    bogus = LogEntry("replay", 1, "p1", HOST, {"type": "a"})  # type: ignore[arg-type]
    with pytest.raises(sqlite3.IntegrityError, match="CHECK constraint failed"):
        await store.append_log(game.id, 0, [bogus], {"seq": 1, "state": "{}"})
    record = await store.get_game(game.id)
    assert record is not None and (record.version, record.seq, record.state) == (0, 0, None)
    assert await store.read_log(game.id) == []


async def test_deleting_a_game_drops_its_discord_record(sqlite_store: SqliteStore) -> None:
    game = await sqlite_store.create_game(NewGame(game="toy", created_by=1), (SeatRecord("p1", 0, "human", 1),))
    await sqlite_store.set_discord_game(game.id, 500, {})
    conn = sqlite_store._conn  # the store offers no deletion: a game row deleted by hand must not leave orphans
    await conn.execute("DELETE FROM games WHERE id = ?", (game.id,))
    assert await sqlite_store.discord_game(game.id) is None
