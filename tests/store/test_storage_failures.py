"""SQLite's own failures, each with its real cause and what to do (bot/store/failures.py): a full database (the
store recovers once there is room), a file that cannot be written (refused at open), a file that is not a
database, a folder in the database's place, a database of a newer schema. SQLite only: these are the engine's own
conditions, made real (an immutable file, a page limit), not mocked."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot.store.base import NewGame, StoreError
from bot.store.failures import StorageFailure
from bot.store.sqlite import SqliteStore

CHATTR = shutil.which("chattr")


def immutable(path: Path, on: bool) -> bool:
    """Make `path` unwritable even for root (`chattr +i`); False where the file system cannot."""
    if CHATTR is None:
        return False
    done = subprocess.run([CHATTR, "+i" if on else "-i", str(path)], capture_output=True, check=False)
    return done.returncode == 0


@contextmanager
def read_only(*paths: Path) -> Iterator[None]:
    changed = [p for p in paths if p.exists() and immutable(p, True)]
    if len(changed) != len([p for p in paths if p.exists()]):
        for path in changed:
            immutable(path, False)
        pytest.skip("this file system cannot make a file unwritable for root (chattr +i)")
    try:
        yield
    finally:
        for path in changed:
            immutable(path, False)


async def test_a_full_database_says_so_and_not_that_the_rollback_failed(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "full.db", synchronous="NORMAL")
    try:
        await store.create_game(NewGame("hanse", 1))
        conn = store._conn  # the page limit is the connection's own: SQLite then answers SQLITE_FULL
        async with conn.execute("PRAGMA page_count") as cursor:
            row = await cursor.fetchone()
        assert row is not None
        await conn.execute(f"PRAGMA max_page_count = {row[0]}")
        with pytest.raises(StorageFailure) as full:
            for n in range(500):
                await store.create_game(NewGame("hanse", 1, options={"padding": "x" * 4000, "n": n}))
        assert full.value.kind == "full"
        assert "is full, so nothing was stored; free some space and try again." in str(full.value)
        assert full.value.say("fr").startswith("Le disque qui contient la base de données")
        games = len(await store.list_games(statuses=("lobby",), limit=1000))
        await conn.execute("PRAGMA max_page_count = 1073741823")  # space freed
        await store.create_game(NewGame("hanse", 2))
        assert len(await store.list_games(statuses=("lobby",), limit=1000)) == games + 1
    finally:
        await store.close()


async def test_a_read_only_database_is_refused_at_open(tmp_path: Path) -> None:
    path = tmp_path / "ro.db"
    store = await SqliteStore.open(path, synchronous="NORMAL")
    await store.close()
    with read_only(path, tmp_path / "ro.db-wal", tmp_path / "ro.db-shm"):
        with pytest.raises(StorageFailure) as refused:
            await SqliteStore.open(path)
        assert refused.value.kind == "read_only"
        assert str(refused.value) == (
            f"The database {path} is read-only, so nothing can be stored; make it writable and try again."
        )
    reopened = await SqliteStore.open(path)  # writable again: opens as usual
    await reopened.close()


async def test_a_file_that_is_not_a_database_or_a_folder_is_named_as_such(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"this is not a database at all, just some words in a file" * 100)
    with pytest.raises(StorageFailure) as refused:
        await SqliteStore.open(garbage)
    assert refused.value.kind == "not_a_database"
    assert str(refused.value) == f"{garbage} is not a Starmail database; point DATABASE_URL at the right file."
    folder = tmp_path / "folder.db"
    folder.mkdir()
    with pytest.raises(StorageFailure) as folder_refused:
        await SqliteStore.open(folder)
    assert folder_refused.value.kind == "cannot_open"


async def test_a_newer_schema_is_refused_with_what_to_do(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    store = await SqliteStore.open(path, synchronous="NORMAL")
    await store.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE schema_version SET version = version + 5")
    with pytest.raises(StoreError, match=r"newer than this Starmail knows .*; run a newer Starmail with it\.$"):
        await SqliteStore.open(path)
