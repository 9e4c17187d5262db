"""`starmail db backup PATH`: a copy of the SQLite database taken while a game is being played on it holds every move
committed before it began, opens with the store and replays to its stored state; an existing file is replaced only
with --force; a path a backup cannot be written to, a database that is not there and a PostgreSQL database are
refused in one sentence, and nothing is written."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.game.service import GameService
from bot.local.transfer import verify_report
from bot.store.sqlite import SqliteStore
from tests.bot_cli.cli_support import starmail
from tests.bot_cli.test_failures import one_sentence
from tests.game.support import first_choice

HOST, GUEST = 11, 12
BEFORE = 12
"""Moves played and committed before the backup begins."""
DURING = 5
"""Moves the writer goes on to play at least, while the backup runs and after it."""


async def _one_move(service: GameService, game_id: int) -> bool:
    """The acting player's first choice, if the game still runs."""
    public = await service.view(game_id, None)
    user = next((s.user_id for s in public.seats if s.seat in public.acting and s.user_id is not None), None)
    if user is None:
        return False
    action, seq = await first_choice(service, game_id, user)
    await service.act(game_id, user, action, seq)
    return True


async def _started(service: GameService) -> int:
    created = await service.create("hanse", HOST, guild_id=5, channel_id=6)
    await service.join(created.game_id, GUEST)
    await service.start(created.game_id, HOST)
    return created.game_id


async def test_a_backup_taken_while_moves_are_written_holds_every_committed_move_and_replays(tmp_path: Path) -> None:
    # The bot's own settings (FULL sync, WAL): the game is played on the database the command backs up.
    store = await SqliteStore.open(tmp_path / "games.db")
    try:
        service = GameService(store, seed_source=lambda: 4242)
        game_id = await _started(service)
        for _ in range(BEFORE):
            assert await _one_move(service, game_id)
        committed = await store.read_log(game_id)
        backing_up = asyncio.create_task(asyncio.to_thread(starmail, ["db", "backup", "saved.db"], tmp_path))
        # The writer goes on until the backup is done, and past it, on the same file by another connection.
        played = 0
        while (not backing_up.done() or played < DURING) and await _one_move(service, game_id):
            played += 1
        done = await backing_up
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == (
            f"Backed up 1 game from {tmp_path / 'games.db'} to saved.db; the copy passed SQLite's integrity check."
        )
        source_log = await store.read_log(game_id)
    finally:
        await store.close()
    assert len(source_log) == len(committed) + played
    with closing(sqlite3.connect(tmp_path / "saved.db")) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    saved = await SqliteStore.open(tmp_path / "saved.db")
    try:
        saved_log = await saved.read_log(game_id)
        # Every move committed before the backup began, and the later ones it saw, exactly as the source holds them.
        assert len(committed) <= len(saved_log) <= len(source_log)
        assert saved_log == source_log[: len(saved_log)]
        record = await saved.get_game(game_id)
        assert record is not None and record.seq == saved_log[-1].seq
        # The game row and the log are one snapshot: the log replays to the stored state, and play goes on from it.
        assert (await verify_report(saved, game_id)).ok
        assert await _one_move(GameService(saved, seed_source=lambda: 1), game_id)
    finally:
        await saved.close()


async def _database(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "games.db", synchronous="NORMAL")
    try:
        await _started(GameService(store, seed_source=lambda: 4242))
    finally:
        await store.close()


async def test_an_existing_file_is_replaced_only_with_force(tmp_path: Path) -> None:
    await _database(tmp_path)
    (tmp_path / "saved.db").write_bytes(b"last week's backup")
    done = starmail(["db", "backup", "saved.db"], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == "saved.db already exists; choose another file, or add --force to replace it."
    assert (tmp_path / "saved.db").read_bytes() == b"last week's backup"
    forced = starmail(["db", "backup", "saved.db", "--force"], tmp_path)
    assert forced.returncode == 0, forced.stderr
    assert "Backed up 1 game from" in forced.stdout
    with closing(sqlite3.connect(tmp_path / "saved.db")) as conn:
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (1,)
    assert sorted(p.name for p in tmp_path.iterdir() if "saved" in p.name) == ["saved.db"]  # no partial file left


@pytest.mark.parametrize(
    ("path", "sentence"),
    [
        ("nowhere/saved.db", "The folder nowhere does not exist; create it or back up somewhere else."),
        (".", ". is a folder; give the backup a file name."),
        ("games.db", "games.db is the database itself; back it up to another file."),
        ("games.db-wal", "games.db-wal is the database itself; back it up to another file."),
        (
            "postgresql://me@db-host/starmail",
            "A backup is a SQLite file; to copy into PostgreSQL, use starmail db copy.",
        ),
    ],
)
async def test_a_path_a_backup_cannot_go_to_is_refused_in_one_sentence(
    tmp_path: Path, path: str, sentence: str
) -> None:
    await _database(tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    done = starmail(["db", "backup", path, "--force"], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == sentence
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_database_that_is_not_there_is_refused_and_not_made(tmp_path: Path) -> None:
    done = starmail(["db", "backup", "saved.db"], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == f"There is no database file {tmp_path / 'games.db'} to back up."
    assert list(tmp_path.iterdir()) == []


def test_a_postgresql_database_is_pointed_to_pg_dump(tmp_path: Path) -> None:
    done = starmail(["db", "backup", "saved.db"], tmp_path, env={"DATABASE_URL": "postgresql://me:secret@db/starmail"})
    assert done.returncode == 2
    assert one_sentence(done) == (
        "postgresql://me@db/starmail is a PostgreSQL database: back it up with pg_dump, which works while the bot runs."
    )
    assert list(tmp_path.iterdir()) == []
