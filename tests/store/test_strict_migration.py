"""SQLite only: migration 007 on a database made by the release before strict action matching.

The fixture (tests/store/fixtures/release-schema6-look-alikes.db, schema version 6) holds two imported Hanse
games: game 1, 160 moves, two of which say `"own": false` where the legal action says `"own": 0` (the old
release accepted that by Python's `==` and stored it in the log, in the events of that move and of the answer
to it, and in the state); game 2, a clean game at move 0.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import aiosqlite

from bot.game.history.verify import verify_stored
from bot.local.transfer import check_export, export_game
from bot.store import open_store
from bot.store.migrate import latest_version
from bot.store.sqlite import SqliteStore
from rules import registry

FIXTURE = Path(__file__).with_name("fixtures") / "release-schema6-look-alikes.db"


def _look_alikes(value: Any) -> int:
    if isinstance(value, bool):
        return 1
    if isinstance(value, dict):
        return sum(_look_alikes(v) for v in value.values())
    if isinstance(value, list):
        return sum(_look_alikes(v) for v in value)
    return 0


async def test_the_fixture_breaks_under_strict_matching_without_the_migration(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    async with aiosqlite.connect(path) as conn:
        # the games' column that migration 013 adds, which this store's reads name: the schema stays at 6 otherwise
        await conn.execute("ALTER TABLE games ADD COLUMN orders TEXT")
        await conn.commit()
    store = await SqliteStore.open(path, migrate_to=6)
    try:
        assert await store.schema_version() == 6
        report = await verify_stored(store, 1)
        assert not report.ok
        assert any("Move 45 is not legal" in str(p) for p in report.problems), report.problems
    finally:
        await store.close()


async def test_the_migration_turns_look_alikes_into_the_legal_values(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    store = await open_store(f"sqlite:///{path}")
    assert isinstance(store, SqliteStore)  # what the application opens, with its schema version
    try:
        assert await store.schema_version() == latest_version()
        log = await store.read_log(1)
        assert sum(_look_alikes(row.action) for row in log) == 0
        assert sum(_look_alikes(list(row.events)) for row in log) == 0
        moved = [row for row in log if row.seq in (45, 75)]
        assert [row.action for row in moved] == [
            {"card": "bordtransmitter_aktivieren", "other": 0, "own": 0, "type": "play"}
        ] * 2
        report = await verify_stored(store, 1)
        assert report.ok, report.problems
        assert report.moves == 160
        clean = await verify_stored(store, 2)
        assert clean.ok and clean.moves == 0
        # the game plays on from its stored state
        record = await store.get_game(1)
        assert record is not None and record.state is not None
        game = registry.get("hanse")
        state = game.decode(record.state)
        seat = game.acting(state)[0]
        assert game.apply(state, seat, game.legal_actions(state, seat)[0]).state.seq == 161
        # and its export replays strictly
        exported = json.loads(json.dumps(await export_game(store, 1)))
        assert len(check_export(exported).entries) == 160
    finally:
        await store.close()


async def test_a_game_that_does_not_replay_is_left_as_it_was(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    with sqlite3.connect(path) as conn:  # a move no legal action looks like, even by ==
        conn.execute(
            "UPDATE actions SET action = ? WHERE game_id = 1 AND seq = 45",
            (json.dumps({"card": "bordtransmitter_aktivieren", "other": 0, "own": False, "type": "nonsense"}),),
        )
        before = conn.execute("SELECT action, events FROM actions WHERE game_id = 1 ORDER BY id").fetchall()
    store = await open_store(f"sqlite:///{path}")
    assert isinstance(store, SqliteStore)  # what the application opens, with its schema version
    try:
        assert await store.schema_version() == latest_version()
    finally:
        await store.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT action, events FROM actions WHERE game_id = 1 ORDER BY id").fetchall() == before
