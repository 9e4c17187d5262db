"""`starmail db backup PATH`: a consistent copy of the SQLite database while the bot runs (README "Backups").

Copying the file is not safe while the bot writes: in WAL mode the newest moves live in `starmail.db-wal` until a
checkpoint, and a copy taken mid-write can hold half a transaction. SQLite's online backup API copies the database
as one read transaction sees it, so the copy holds every move committed before it began and none half-written, and
the bot's writes go on meanwhile (WAL readers do not block the writer). The copy is written beside PATH under a
temporary name, checked (`PRAGMA integrity_check`, the games counted), and only then renamed to PATH, so a failed
backup never leaves a half-written file, nor replaces an older backup (with `--force`).

A PostgreSQL database is refused with a pointer to pg_dump: `db copy` reads its tables one at a time, which is not
one snapshot while the bots write, and pg_dump is.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bot.config import is_postgres, shown, sqlite_path
from bot.store.failures import StorageFailure, failure_kind
from rules.i18n import WordedError, mark

# How long the backup waits for a write lock the bot holds (it needs none in WAL mode, but a database in another
# journal mode, or a checkpoint, can hold one briefly).
BUSY_TIMEOUT = 10.0


class BackupError(WordedError):
    """A backup that cannot be made as asked: one sentence, in the reader's language."""


@dataclass(frozen=True)
class BackedUp:
    source: Path
    target: Path
    games: int


def backup_database(database_url: str, target_text: str, *, force: bool = False) -> BackedUp:
    """Copy the SQLite database at `database_url` to the file `target_text` while it may be in use, and check it."""
    if is_postgres(database_url):
        raise BackupError(
            mark("{database} is a PostgreSQL database: back it up with pg_dump, which works while the bot runs."),
            database=shown(database_url),
        )
    source = sqlite_path(database_url)
    if not source.is_file():  # opening it would make an empty database, and back up nothing
        raise BackupError(mark("There is no database file {source} to back up."), source=source)
    target = _target(source, target_text, force)
    handle, partial_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent)
    os.close(handle)
    partial = Path(partial_name)
    try:
        games = _copy(source, partial, target)
        os.chmod(partial, stat.S_IMODE(source.stat().st_mode))  # readable by whom the database is, not only by us
        os.replace(partial, target)
    finally:
        for leftover in (partial, Path(f"{partial}-journal"), Path(f"{partial}-wal"), Path(f"{partial}-shm")):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()
    return BackedUp(source, target, games)


def _target(source: Path, text: str, force: bool) -> Path:
    """The file to back up into, if it is one a backup may be written to."""
    if is_postgres(text):
        raise BackupError(mark("A backup is a SQLite file; to copy into PostgreSQL, use starmail db copy."))
    target = sqlite_path(text)
    database = source.resolve()
    if target.resolve() in {database, *(database.with_name(database.name + side) for side in _SIDE_FILES)}:
        raise BackupError(mark("{target} is the database itself; back it up to another file."), target=target)
    if target.is_dir():
        raise BackupError(mark("{target} is a folder; give the backup a file name."), target=target)
    folder = target.parent
    if not folder.is_dir():
        raise BackupError(
            mark("The folder {folder} does not exist; create it or back up somewhere else."), folder=folder
        )
    if not os.access(folder, os.W_OK | os.X_OK):
        raise BackupError(mark("The folder {folder} cannot be written; back up somewhere else."), folder=folder)
    if target.exists() and not force:
        raise BackupError(
            mark("{target} already exists; choose another file, or add --force to replace it."), target=target
        )
    return target


_SIDE_FILES = ("-wal", "-shm", "-journal")


def _copy(source: Path, partial: Path, target: Path) -> int:
    """Back `source` up into the empty file `partial` (renamed to `target` afterwards) in one step (one read
    transaction: one snapshot), check the copy and return how many games it holds."""
    try:
        reading = sqlite3.connect(source, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as error:
        raise _failure(error, source) from error
    try:
        writing = sqlite3.connect(partial, timeout=BUSY_TIMEOUT)
        try:
            try:
                reading.backup(writing)  # pages=-1: every page in one step, so no write in between restarts it
            except sqlite3.Error as error:
                # Writing the copy fails for want of room or rights where it goes; anything else is the source's.
                kind = failure_kind(error)
                raise _failure(error, target if kind in ("full", "read_only", "disk") else source) from error
            # The copy keeps the database's WAL mode; one file with no -wal beside it is what a backup should be.
            writing.execute("PRAGMA journal_mode=DELETE")
            return _checked(writing, source)
        finally:
            writing.close()
    finally:
        reading.close()


def _checked(copy: sqlite3.Connection, source: Path) -> int:
    verdict = copy.execute("PRAGMA integrity_check").fetchall()
    if verdict != [("ok",)]:
        raise StorageFailure(
            "damaged",
            source,
            words=mark(
                "The backup of {path} failed SQLite's integrity check, so it was not kept; the database may be damaged."
            ),
        )
    try:
        row = copy.execute("SELECT count(*) FROM games").fetchone()
    except sqlite3.OperationalError:  # a SQLite database, but no games table: not Starmail's
        raise StorageFailure("not_a_database", source) from None
    return int(row[0])


def _failure(error: sqlite3.Error, path: Path) -> StorageFailure | sqlite3.Error:
    kind = failure_kind(error)
    return error if kind is None else StorageFailure(kind, path)
