"""`starmail db backup PATH`: a consistent copy of the SQLite database while the bot runs (README "Backups"), and
`starmail db restore BACKUP`: a checked backup put in place of the database while no process has it open
(`restore_database`).

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

import asyncio
import contextlib
import fcntl
import os
import sqlite3
import stat
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
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


# -- restore ----------------------------------------------------------------------------------------------------------


class RestoreError(WordedError):
    """A restore refused: one sentence, in the reader's language; nothing was changed."""


@dataclass(frozen=True)
class Restored:
    backup: Path
    database: Path
    games: int
    kept: Path | None
    """Where the database the backup replaced was moved (None: there was none)."""


def restore_database(database_url: str, backup_text: str, *, now: datetime | None = None) -> Restored:
    """Put the backup `backup_text` in place of the SQLite database at `database_url`, once it is checked.

    The check runs on a copy made beside the database (so the backup itself is never changed, and the swap is one
    rename on one file system): SQLite's integrity check, Starmail's tables, and every started game replays from its
    seed to its stored state (bot/game/history/verify.py). Only then is the database locked (see `_exclusive`) and moved
    aside to a dated name with its -wal/-shm, never deleted, and the checked copy renamed into its place."""
    if is_postgres(database_url):
        raise RestoreError(
            mark("{database} is a PostgreSQL database: restore it with pg_restore, with the bot stopped."),
            database=shown(database_url),
        )
    database = sqlite_path(database_url)
    backup = sqlite_path(backup_text) if not is_postgres(backup_text) else Path(backup_text)
    if not backup.is_file():
        raise RestoreError(mark("There is no backup file {backup} to restore."), backup=backup)
    live = database.resolve()
    if backup.resolve() in {live, *(live.with_name(live.name + side) for side in _SIDE_FILES)}:
        raise RestoreError(mark("{backup} is the database itself; restore from another file."), backup=backup)
    folder = database.parent
    if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        raise RestoreError(
            mark("The folder {folder} cannot be written, so the database cannot be replaced there."), folder=folder
        )
    handle, checked_name = tempfile.mkstemp(prefix=f".{database.name}.", suffix=".restoring", dir=folder)
    os.close(handle)
    checked = Path(checked_name)
    try:
        games = _checked_copy(backup, checked)
        asyncio.run(_replays(checked, backup, games))
        _one_file(checked)
        os.chmod(checked, stat.S_IMODE((database if database.is_file() else backup).stat().st_mode))
        kept = _swap(database, checked, now or datetime.now())
    finally:
        for leftover in (checked, *(Path(f"{checked}{side}") for side in _SIDE_FILES)):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()
    return Restored(backup, database, len(games), kept)


def _checked_copy(backup: Path, copy: Path) -> list[int]:
    """Copy `backup` into the empty file `copy` by SQLite (read-only on the backup), check it is a sound Starmail
    database and return the ids of its games."""
    not_starmail = RestoreError(mark("{backup} is not a Starmail database; nothing was restored."), backup=backup)
    try:
        reading = sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as error:
        raise _failure(error, backup) from error
    try:
        writing = sqlite3.connect(copy, timeout=BUSY_TIMEOUT)
        try:
            try:
                reading.backup(writing)
            except sqlite3.DatabaseError as error:
                if failure_kind(error) in ("full", "read_only", "disk"):
                    raise _failure(error, copy) from error
                raise not_starmail from None  # "file is not a database", or damaged past reading
            writing.execute("PRAGMA journal_mode=DELETE")
            if writing.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
                raise RestoreError(
                    mark("{backup} failed SQLite's integrity check; nothing was restored."), backup=backup
                )
            tables = {row[0] for row in writing.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not {"games", "actions", "schema_version"} <= tables:
                raise not_starmail
            return [int(row[0]) for row in writing.execute("SELECT id FROM games ORDER BY id")]
        finally:
            writing.close()
    finally:
        reading.close()


async def _replays(copy: Path, backup: Path, games: list[int]) -> None:
    """Refuse unless every started game of the copy replays from its seed and log to its stored state."""
    from bot.game import verify_stored  # the rules of every game: for this command only
    from bot.store.sqlite import SqliteStore

    store = await SqliteStore.open(copy, synchronous="NORMAL")  # an older backup is migrated here, on the copy
    try:
        for game_id in games:
            record = await store.get_game(game_id)
            if record is None or record.seed is None or record.state is None:
                continue  # a lobby: nothing to replay
            try:
                ok = (await verify_stored(store, game_id)).ok
            except Exception:  # an unknown game, a log that does not decode: it does not replay either
                ok = False
            if not ok:
                raise RestoreError(
                    mark("Game {game} in {backup} does not replay to its stored state; nothing was restored."),
                    game=game_id,
                    backup=backup,
                )
    finally:
        await store.close()


def _one_file(path: Path) -> None:
    """Fold any -wal of `path` into it (the store opened it in WAL mode), so the rename moves all of it."""
    try:
        with contextlib.closing(sqlite3.connect(path, timeout=BUSY_TIMEOUT)) as conn:
            conn.execute("PRAGMA journal_mode=DELETE")
    except sqlite3.Error as error:
        raise _failure(error, path) from error


def _swap(database: Path, checked: Path, now: datetime) -> Path | None:
    """Move the database (and its -wal/-shm) aside to a dated name and rename `checked` into its place, holding the
    database exclusively meanwhile; None if there was no database to move."""
    if not database.exists():
        os.replace(checked, database)
        return None
    with _exclusive(database):
        stamp = now.strftime("%Y%m%d-%H%M%S")
        kept = database.with_name(f"{database.name}.before-restore-{stamp}")
        n = 1
        while any(Path(f"{kept}{side}").exists() for side in ("", *_SIDE_FILES)):
            n += 1
            kept = database.with_name(f"{database.name}.before-restore-{stamp}-{n}")
        for side in _SIDE_FILES:  # normally none left (see _exclusive); any there belong with the database
            if Path(f"{database}{side}").exists():
                os.replace(f"{database}{side}", f"{kept}{side}")
        os.replace(database, kept)
        os.replace(checked, database)
    return kept


@contextlib.contextmanager
def _exclusive(database: Path) -> Iterator[None]:
    """Hold the database so no other connection has it open, or refuse at once.

    The store has no lock file or heartbeat of its own: SQLite's locks are the signal. The bot keeps its connection
    open in WAL mode, and every WAL connection holds a shared lock on the "DMS" byte of the -shm file for as long as
    it is open, even idle (SQLite takes that byte exclusively only when it is the last connection). So the restore
    takes that byte exclusively, with no wait, and refuses if it cannot: some connection of some process (a running
    bot, a `starmail play`, a sqlite3 shell) has the database open. Then an exclusive transaction in exclusive
    locking mode (no wait either) holds the database itself: that also refuses a connection mid-transaction on a
    database in a rollback journal mode, where an idle connection holds no lock and cannot be seen. Holding both,
    the WAL is checkpointed into the database, so the file moved aside is whole by itself. Both are held until the
    restored file is in place, so nothing writes to either file during the swap (a process that opened the old file
    just before the rename would go on with it once let go: README says to start the bot after the restore)."""
    in_use = RestoreError(
        mark("{database} is open in another process, such as a running bot; stop it, then restore."),
        database=database,
    )
    with _no_wal_reader(database, in_use):
        try:
            conn = sqlite3.connect(database, timeout=0, isolation_level=None)
        except sqlite3.Error as error:
            raise _failure(error, database) from error
        try:
            try:
                conn.execute("PRAGMA locking_mode=EXCLUSIVE")
                conn.execute("BEGIN EXCLUSIVE")
                conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
                conn.execute("COMMIT")  # the lock stays: exclusive locking mode lets go of it at close only
                # Out of WAL: the WAL is checkpointed into the database and removed, with the -shm; the journal kept
                # in memory (this connection writes nothing) leaves no file either, so closing this connection after
                # the swap removes no -wal or -journal by name, which would now be the restored database's.
                conn.execute("PRAGMA journal_mode=MEMORY")
            except sqlite3.OperationalError as error:
                if failure_kind(error) != "busy":
                    raise _failure(error, database) from error
                raise in_use from None
            yield
        finally:
            conn.close()


# The byte of a -shm file every open WAL connection holds a shared lock on (SQLite's os_unix.c: UNIX_SHM_DMS, after
# the 120 bytes of the wal-index header and its 8 lock bytes).
_SHM_DMS = 128


@contextlib.contextmanager
def _no_wal_reader(database: Path, in_use: RestoreError) -> Iterator[None]:
    """Hold the -shm's DMS byte exclusively (POSIX lock, as SQLite takes it), or raise `in_use` if a connection has
    it; nothing to hold without a -shm (no WAL connection is open)."""
    try:
        handle = os.open(f"{database}-shm", os.O_RDWR)
    except FileNotFoundError:
        yield
        return
    try:
        try:
            fcntl.lockf(handle, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, _SHM_DMS)
        except OSError:  # EAGAIN / EACCES: held by another process's connection
            raise in_use from None
        yield
    finally:
        os.close(handle)  # lets go of the lock
