"""`starmail db restore BACKUP`: a sound backup takes the place of the database, which is moved aside, never deleted,
and play goes on from the backup's moves; a damaged file, a file that is not Starmail's, a game that does not replay
and a database another process has open are refused in one sentence with nothing changed; PostgreSQL is pointed to
pg_restore."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot.game.service import GameService
from bot.local.transfer import verify_report
from bot.store.sqlite import SqliteStore
from tests.bot_cli.cli_support import starmail
from tests.bot_cli.test_db_backup import _one_move, _started
from tests.bot_cli.test_failures import one_sentence

SAVED = 6
"""Moves in the game when the backup is taken."""
LATER = 4
"""Moves played on the database after the backup (the ones a restore takes back)."""


async def _played(tmp_path: Path) -> int:
    """games.db with a game of SAVED + LATER moves; backup.db taken after SAVED of them."""
    store = await SqliteStore.open(tmp_path / "games.db", synchronous="NORMAL")
    try:
        service = GameService(store, seed_source=lambda: 4242)
        game_id = await _started(service)
        for _ in range(SAVED):
            assert await _one_move(service, game_id)
        done = starmail(["db", "backup", "backup.db"], tmp_path)
        assert done.returncode == 0, done.stderr
        for _ in range(LATER):
            assert await _one_move(service, game_id)
    finally:
        await store.close()
    return game_id


def _state(tmp_path: Path) -> dict[str, tuple[int, int, int]]:
    """Every file of the folder, by inode, size and time written: what a refused restore must leave as it was. (Not
    read: closing a file of the database this process has open would let go of its store's POSIX locks.)"""
    return {p.name: (p.stat().st_ino, p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(tmp_path.iterdir())}


async def test_a_sound_backup_replaces_the_database_which_is_kept_and_play_goes_on(tmp_path: Path) -> None:
    game_id = await _played(tmp_path)
    backup_bytes = (tmp_path / "backup.db").read_bytes()
    done = starmail(["db", "restore", "backup.db"], tmp_path)
    assert done.returncode == 0, done.stderr
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("games.db.before-restore-")]
    assert [p.name for p in kept] == [kept[0].name] and len(kept[0].name) == len("games.db.before-restore-") + 15
    assert done.stdout.strip() == (
        f"Restored 1 game from backup.db to {tmp_path / 'games.db'}; each one replays to its stored state, and the "
        f"database it replaced is kept as {kept[0]}."
    )
    assert (tmp_path / "backup.db").read_bytes() == backup_bytes  # the backup itself is left as it was
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".restoring")]
    old = await SqliteStore.open(kept[0])
    try:
        assert len([r for r in await old.read_log(game_id) if r.kind == "move"]) == SAVED + LATER
    finally:
        await old.close()
    restored = await SqliteStore.open(tmp_path / "games.db")
    try:
        assert len([r for r in await restored.read_log(game_id) if r.kind == "move"]) == SAVED
        assert (await verify_report(restored, game_id)).ok
        service = GameService(restored, seed_source=lambda: 1)
        for _ in range(LATER):
            assert await _one_move(service, game_id)
        assert (await verify_report(restored, game_id)).ok
    finally:
        await restored.close()


def _damaged(path: Path) -> None:
    """Scribble over the cells of the log's index: the file still opens, SQLite's integrity check fails."""
    with closing(sqlite3.connect(path)) as conn:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        (root,) = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE type = 'index' AND tbl_name = 'actions' ORDER BY name"
        ).fetchone()
    data = bytearray(path.read_bytes())
    end = root * page_size
    data[end - 200 : end] = b"\x17" * 200
    path.write_bytes(bytes(data))


def _foreign(path: Path) -> None:
    path.unlink()
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
        conn.commit()


def _text(path: Path) -> None:
    path.write_text("id,name\n1,last week's games\n")


def _tampered(path: Path) -> None:
    """A sound SQLite file whose game no longer replays to the state it stores (a move taken out of the log)."""
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("DELETE FROM actions WHERE id = (SELECT max(id) FROM actions WHERE kind = 'move')")
        conn.commit()


@pytest.mark.parametrize(
    ("spoil", "sentence"),
    [
        (_damaged, "backup.db failed SQLite's integrity check; nothing was restored."),
        (_foreign, "backup.db is not a Starmail database; nothing was restored."),
        (_text, "backup.db is not a Starmail database; nothing was restored."),
        (_tampered, "Game {game} in backup.db does not replay to its stored state; nothing was restored."),
    ],
)
async def test_a_backup_that_fails_its_check_is_refused_and_nothing_changes(
    tmp_path: Path, spoil: object, sentence: str
) -> None:
    game_id = await _played(tmp_path)
    spoil(tmp_path / "backup.db")  # type: ignore[operator]
    before = _state(tmp_path)
    done = starmail(["db", "restore", "backup.db"], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == sentence.format(game=game_id)
    assert _state(tmp_path) == before


async def test_a_database_another_connection_has_open_is_not_replaced(tmp_path: Path) -> None:
    game_id = await _played(tmp_path)
    # The bot's store: one connection, open and idle between moves.
    store = await SqliteStore.open(tmp_path / "games.db")
    try:
        moves = len(await store.read_log(game_id))
        before = _state(tmp_path)
        done = starmail(["db", "restore", "backup.db"], tmp_path)
        assert done.returncode == 2
        assert one_sentence(done) == (
            f"{tmp_path / 'games.db'} is open in another process, such as a running bot; stop it, then restore."
        )
        assert _state(tmp_path) == before
        assert len(await store.read_log(game_id)) == moves
        assert await _one_move(GameService(store, seed_source=lambda: 1), game_id)  # and the bot plays on
    finally:
        await store.close()
    again = starmail(["db", "restore", "backup.db"], tmp_path)  # stopped: the restore goes through
    assert again.returncode == 0, again.stderr


def test_a_backup_that_is_not_there_is_refused(tmp_path: Path) -> None:
    done = starmail(["db", "restore", "backup.db"], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == "There is no backup file backup.db to restore."
    assert list(tmp_path.iterdir()) == []


def test_a_postgresql_database_is_pointed_to_pg_restore(tmp_path: Path) -> None:
    (tmp_path / "backup.db").write_bytes(b"")
    done = starmail(
        ["db", "restore", "backup.db"], tmp_path, env={"DATABASE_URL": "postgresql://me:secret@db/starmail"}
    )
    assert done.returncode == 2
    assert one_sentence(done) == (
        "postgresql://me@db/starmail is a PostgreSQL database: restore it with pg_restore, with the bot stopped."
    )
    assert [p.name for p in tmp_path.iterdir()] == ["backup.db"]
