"""The aiosqlite implementation of `Store` (bot/store/protocols.py): one connection, WAL mode, foreign keys on.

One connection runs every statement on its own thread; an asyncio lock makes each operation (and so
each transaction) run alone, so one coroutine can never read another's uncommitted rows. A move is ONE
statement: the compare-and-swap UPDATE of the game row, whose trigger appends the log rows (migration
005), so it is atomic, checked under the database's write lock even with several processes on one
file, and costs one round trip. Other multi-statement writes use `BEGIN IMMEDIATE`.
`synchronous=FULL` by default: an acknowledged move survives a power cut, not only a crash of the process.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Any, cast, overload

import aiosqlite

from bot.config import sqlite_path
from bot.store.failures import StorageFailure, storage_failure
from bot.store.migrate import latest_version, migrate, schema_version
from bot.store.records import (
    AwayMode,
    AwayRecord,
    DiscordContext,
    DiscordGame,
    GameRecord,
    GameStatus,
    LogEntry,
    LogKind,
    LogRecord,
    NewGame,
    OutboxRecord,
    Preferences,
    SeatRecord,
    StoreError,
    TimerPlan,
    TimerRecord,
    VersionConflict,
)
from bot.store.rows import (
    GAME_COLUMNS,
    JSON_COLUMNS,
    PREFERENCE_COLUMNS,
    check_changes,
    dumps,
    game_record,
    loads_dict,
    newer_schema,
    preferences_record,
    preferences_row,
    seat_record,
)

_NO_ID = 2**63 - 1  # above every row id: "no upper bound" for a `before_id`
_SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")
_BOOLEAN_OUT = {("seats", "dm_ok"): bool, ("actions", "checkpoint"): bool}
"""Columns SQLite keeps as 0/1 that are booleans: read as such, so that every engine reads the same rows."""


def _same(value: Any) -> Any:
    return value


_WRITE_SETTINGS = (
    "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?)"
    " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at"
)


def _with_pending(
    changes: Mapping[str, Any],
    timers: TimerPlan | None,
    outbox_row: Mapping[str, Any] | None,
    entries: Sequence[LogEntry] = (),
    at: float = 0.0,
) -> Mapping[str, Any]:
    """`changes` plus the log rows, timers and outbox row to write, for the triggers of migrations 005, 008, 014."""
    pending = dict(changes)
    if entries:
        # action and events nested as JSON (the trigger takes their text with ->): encoded once, not escaped twice
        rows = [
            [e.kind, e.seq, e.seat, e.user_id, e.action, list(e.events), int(e.checkpoint), e.at or at] for e in entries
        ]
        pending["pending"] = dumps(rows)
    if timers is not None:
        pending["pending_timers"] = dumps(timers.to_json())
    if outbox_row is not None:
        pending["pending_outbox"] = dumps(dict(outbox_row))
    return pending


def writable(path: Path) -> bool:
    """Whether the database file (if it exists) and its write-ahead files can be opened for writing: an
    immutable file or a read-only mount refuses even root."""
    for file in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if not file.exists():
            continue
        try:
            os.close(os.open(file, os.O_RDWR))
        except OSError:
            return False
    return True


async def _connect(path: Path, synchronous: str, busy_timeout: float) -> aiosqlite.Connection:
    """A connection with the pragmas durability depends on; a lock held by another program is waited for up to
    `busy_timeout` seconds, then the write fails as "busy"."""
    conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute(f"PRAGMA synchronous = {synchronous.upper()}")
        await conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        await conn.close()
        raise
    return conn


class SqliteStore:
    """`Store` on one SQLite file. Open with `await SqliteStore.open(path_or_url)`."""

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._lock = asyncio.Lock()
        self._log_counts: dict[int, tuple[int, int]] = {}
        """Per game: (the highest log id counted, how many rows up to it), for `count_log`."""

    @classmethod
    async def open(
        cls,
        location: str | Path,
        *,
        synchronous: str = "FULL",
        migrate_to: int | None = None,
        busy_timeout: float = 10.0,
    ) -> SqliteStore:
        """Open (creating if needed) the database at a path or `sqlite:///` URL and apply migrations. A file that
        cannot be written, is not a database or is damaged is refused here, with what to do about it
        (bot/store/failures.py), rather than at the first move."""
        path = location if isinstance(location, Path) else sqlite_path(location)
        if synchronous.upper() not in _SYNCHRONOUS:
            raise StoreError(f"synchronous must be one of {', '.join(_SYNCHRONOUS)}, not {synchronous!r}.")
        if path.is_dir():
            raise StorageFailure("cannot_open", path)
        if not writable(path):  # SQLite would open it read-only without a word, and fail at the first move
            raise StorageFailure("read_only", path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            raise StorageFailure("cannot_open", path) from None
        try:
            conn = await _connect(path, synchronous, busy_timeout)
        except sqlite3.Error as error:
            raise storage_failure(error, path) from error
        try:
            found = await schema_version(conn)
            if found > latest_version():
                raise newer_schema(found, latest_version())
            await migrate(conn, migrate_to)
        except sqlite3.Error as error:
            await conn.close()
            raise storage_failure(error, path) from error
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path)

    async def close(self) -> None:
        async with self._locked():
            await self._conn.close()

    async def pragmas(self) -> dict[str, Any]:
        """The connection settings that durability depends on (for diagnostics and tests)."""
        found: dict[str, Any] = {}
        async with self._locked():
            for name in ("journal_mode", "foreign_keys", "synchronous"):
                async with self._conn.execute(f"PRAGMA {name}") as cur:
                    row = await cur.fetchone()
                found[name] = row[0] if row else None
        return found

    async def schema_version(self) -> int:
        async with self._locked():
            return await schema_version(self._conn)

    @asynccontextmanager
    async def _locked(self) -> AsyncIterator[None]:
        """The connection, to this caller alone; a storage failure comes out with its cause (bot/store/failures.py)."""
        async with self._lock:
            try:
                yield
            except sqlite3.Error as error:
                raise storage_failure(error, self.path) from error

    @asynccontextmanager
    async def _immediate(self) -> AsyncIterator[None]:
        """One write transaction under the connection lock: committed if the block ends, else rolled back. A
        storage failure keeps its real cause (a full disk is not reported as the failed rollback after it)."""
        async with self._locked():
            try:
                await self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as error:
                raise storage_failure(error, self.path) from error
            try:
                yield
                await self._conn.execute("COMMIT")
            except BaseException as error:
                if self._conn.in_transaction:
                    with suppress(sqlite3.Error):  # SQLite may have rolled back already; the cause is `error`
                        await self._conn.execute("ROLLBACK")
                if isinstance(error, sqlite3.Error):
                    raise storage_failure(error, self.path) from error
                raise

    # -- games -------------------------------------------------------------------------------------
    async def create_game(
        self,
        new: NewGame,
        seats: Sequence[SeatRecord] = (),
        *,
        played: Mapping[str, Any] | None = None,
        entries: Sequence[LogEntry] = (),
    ) -> GameRecord:
        now = time.time()
        if played is not None:
            check_changes(played)
        async with self._immediate():
            cursor = await self._conn.execute(
                "INSERT INTO games (guild_id, channel_id, game, options, created_by, created_at, updated_at, meta)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    new.guild_id,
                    new.channel_id,
                    new.game,
                    dumps(dict(new.options)),
                    new.created_by,
                    now,
                    now,
                    dumps(dict(new.meta)),
                ),
            )
            game_id = cursor.lastrowid
            if game_id is None:
                raise StoreError("The new game got no id.")
            await self._write_seats(game_id, seats)
            if played is not None:
                await self._swap(game_id, 0, _with_pending(played, None, None, entries, now), now)
            record = await self._read_game(game_id, with_state=True)
        if record is None:
            raise StoreError("The new game vanished.")
        return record

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self._locked():
            return await self._read_game(game_id, with_state=True)

    async def game_version(self, game_id: int) -> int | None:
        async with self._locked(), self._conn.execute("SELECT version FROM games WHERE id = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else None

    async def list_games(
        self,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        statuses: Sequence[GameStatus] | None = None,
        limit: int = 100,
    ) -> list[GameRecord]:
        where: list[str] = []
        params: list[Any] = []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if user_id is not None:
            where.append("id IN (SELECT game_id FROM seats WHERE user_id = ?)")
            params.append(user_id)
        if statuses is not None:
            where.append(f"status IN ({', '.join('?' * len(statuses))})")
            params.extend(statuses)
        sql = f"SELECT {GAME_COLUMNS.format(state='NULL')} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY id DESC LIMIT ?"
        params.append(limit)
        async with self._locked():
            rows = list(await self._conn.execute_fetchall(sql, params))
            seats = await self._read_seats([row[0] for row in rows])
        return [game_record(row, seats.get(row[0], ())) for row in rows]

    async def count_games(self) -> int:
        async with self._locked(), self._conn.execute("SELECT count(*) FROM games") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def games_awaiting_ai(self, away: Sequence[int]) -> list[int]:
        # A seat's open decision is the key of its name in meta "decisions" (seat names are plain words: p1, p2...).
        sql = (
            "SELECT g.id FROM games g WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM seats s"
            " WHERE s.game_id = g.id AND (s.kind = 'ai' OR (s.kind = 'human' AND s.user_id IN"
            " (SELECT value FROM json_each(?)))) AND (json_type(g.meta, '$.decisions') IS NOT 'object'"
            " OR json_type(g.meta, '$.decisions.\"' || s.seat || '\"') IS NOT NULL)) ORDER BY g.id"
        )
        async with self._locked():
            rows = await self._conn.execute_fetchall(sql, (json.dumps(list(away)),))
        return [int(row[0]) for row in rows]

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        changes: Mapping[str, Any],
        seats: Sequence[SeatRecord] | None = None,
        now: float | None = None,
        timers: TimerPlan | None = None,
        *,
        entries: Sequence[LogEntry] = (),
        outbox_row: Mapping[str, Any] | None = None,
    ) -> GameRecord:
        check_changes(changes)
        at = time.time() if now is None else now
        async with self._immediate():
            await self._swap(game_id, expected_version, _with_pending(changes, timers, outbox_row, entries, at), at)
            if seats is not None:
                await self._conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                await self._write_seats(game_id, seats)
            record = await self._read_game(game_id, with_state=True)
        if record is None:
            raise StoreError(f"Game {game_id} vanished.")
        return record

    async def append_log(
        self,
        game_id: int,
        expected_version: int,
        entries: Sequence[LogEntry],
        changes: Mapping[str, Any],
        now: float | None = None,
        timers: TimerPlan | None = None,
        outbox_row: Mapping[str, Any] | None = None,
    ) -> int:
        at = time.time() if now is None else now
        check_changes(changes)
        # One statement (migrations 005, 008 and 010): the swap, the log rows, the timers and the outbox row commit
        # together, in one round trip.
        pending = _with_pending(changes, timers, outbox_row, entries, at)
        async with self._locked():
            await self._swap(game_id, expected_version, pending, at)
        # The swap succeeded on `expected_version`, so the row is now at the next one; the caller holds
        # everything it wrote, and reading the row back would cost two round trips per move.
        return expected_version + 1

    async def read_log(self, game_id: int, after_id: int = 0) -> list[LogRecord]:
        return await self._log_rows("WHERE game_id = ? AND id > ? ORDER BY id", (game_id, after_id))

    async def count_log(self, game_id: int) -> int:
        # The page count of /game log. Counting a long log is most of a page's cost (the keyset read of its rows
        # is not), so the count is kept per game: the rows up to the highest id counted, and only the rows above
        # that id counted again. Safe because no row can later appear below an id already counted: SQLite has one
        # writer at a time, and log rows are never deleted.
        after, counted = self._log_counts.get(game_id, (0, 0))
        query = "SELECT count(*), max(id) FROM actions WHERE game_id = ? AND id > ?"
        async with self._locked(), self._conn.execute(query, (game_id, after)) as cur:
            row = await cur.fetchone()
        if row is None or row[1] is None:
            return counted
        total = counted + int(row[0])
        self._log_counts[game_id] = (int(row[1]), total)
        return total

    async def read_log_window(self, game_id: int, offset: int, limit: int) -> list[LogRecord]:
        return await self._log_rows("WHERE game_id = ? ORDER BY id LIMIT ? OFFSET ?", (game_id, limit, offset))

    async def read_log_tail(self, game_id: int, limit: int, before_id: int | None = None) -> list[LogRecord]:
        # A keyset: the (game_id, id) index entered at `before_id` and walked down `limit` entries, no offset, so a
        # page costs the same at any length of the log and at any depth.
        rows = await self._log_rows(
            "WHERE game_id = ? AND id < ? ORDER BY id DESC LIMIT ?",
            (game_id, _NO_ID if before_id is None else before_id, max(0, limit)),
        )
        return rows[::-1]

    async def log_boundary(self, game_id: int, newer: int) -> int | None:
        if newer <= 0:
            return None
        # (game_id, id) holds every column asked for: the offset steps over index entries, no row is read.
        query = "SELECT id FROM actions WHERE game_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?"
        async with self._locked(), self._conn.execute(query, (game_id, newer - 1)) as cur:
            row = await cur.fetchone()
        return None if row is None else int(row[0])

    async def last_checkpoint(self, game_id: int) -> tuple[LogRecord, str | None] | None:
        rows = await self._log_rows(
            "WHERE game_id = ? AND kind = 'move' AND checkpoint = 1 ORDER BY id DESC LIMIT 1", (game_id,)
        )
        if not rows:
            return None
        query = "SELECT checkpoint_state FROM games WHERE id = ? AND checkpoint_seq = ?"
        async with self._locked(), self._conn.execute(query, (game_id, rows[0].seq)) as cur:
            kept = await cur.fetchone()
        return rows[0], None if kept is None else kept[0]

    async def decision_tail(self, game_id: int, seat: str, user_id: int) -> tuple[LogRecord | None, list[LogRecord]]:
        # The latest own move no later undo took back (an undo to seq t takes back the earlier moves above t),
        # then everything from it on: one statement.
        latest = (
            "SELECT max(m.id) AS since_id FROM actions m"
            " WHERE m.game_id = ? AND m.kind = 'move' AND m.seat = ? AND m.user_id = ?"
            " AND NOT EXISTS (SELECT 1 FROM actions u WHERE u.game_id = m.game_id AND u.kind = 'undo'"
            " AND u.id > m.id AND u.seq < m.seq)"
        )
        rows = await self._log_rows(
            f", ({latest}) AS s WHERE game_id = ? AND id >= coalesce(s.since_id, 0) ORDER BY id",
            (game_id, seat, user_id, game_id),
            extra="s.since_id",
        )
        if rows and rows[0][1] is not None and rows[0][0].id == rows[0][1]:
            return rows[0][0], [row for row, _ in rows[1:]]
        return None, [row for row, _ in rows]

    @overload
    async def _log_rows(self, where: str, parameters: tuple[Any, ...]) -> list[LogRecord]: ...

    @overload
    async def _log_rows(self, where: str, parameters: tuple[Any, ...], extra: str) -> list[tuple[LogRecord, Any]]: ...

    async def _log_rows(
        self, where: str, parameters: tuple[Any, ...], extra: str | None = None
    ) -> list[LogRecord] | list[tuple[LogRecord, Any]]:
        """Log rows selected by `where`; with `extra`, each with the value of that further column."""
        columns = "id, game_id, kind, seq, seat, user_id, action, events, checkpoint, at"
        columns += f", {extra}" if extra else ""
        async with self._locked():
            rows = await self._conn.execute_fetchall(f"SELECT {columns} FROM actions " + where, parameters)
        records = [
            LogRecord(
                id=row[0],
                game_id=row[1],
                kind=cast(LogKind, row[2]),
                seq=row[3],
                seat=row[4],
                user_id=row[5],
                action=loads_dict(row[6]),
                events=tuple(json.loads(row[7])),
                checkpoint=bool(row[8]),
                at=row[9],
            )
            for row in rows
        ]
        if extra is None:
            return records
        return [(record, row[10]) for record, row in zip(records, rows, strict=True)]

    # -- the outbox (migration 010) ----------------------------------------------------------------
    async def outbox(self, game_id: int) -> list[OutboxRecord]:
        async with self._locked():
            return await self._outbox(game_id)

    async def games_with_outbox(self) -> list[int]:
        async with self._locked():
            rows = await self._conn.execute_fetchall("SELECT game_id FROM outbox GROUP BY game_id ORDER BY min(id)")
        return [int(row[0]) for row in rows]

    async def vitals(self) -> tuple[int, float | None, int]:
        async with self._locked():
            rows = await self._conn.execute_fetchall(
                "SELECT (SELECT count(*) FROM outbox), (SELECT min(created_at) FROM outbox),"
                " (SELECT count(*) FROM games WHERE status = 'active')"
            )
        count, oldest, active = next(iter(rows))
        return int(count), None if oldest is None else float(oldest), int(active)

    async def drop_outbox(self, game_id: int) -> int:
        async with self._locked():
            cursor = await self._conn.execute("DELETE FROM outbox WHERE game_id = ?", (game_id,))
        return int(cursor.rowcount)

    async def _outbox(self, game_id: int) -> list[OutboxRecord]:
        rows = await self._conn.execute_fetchall(
            "SELECT id, game_id, seq, payload FROM outbox WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [OutboxRecord(row[0], row[1], row[2], loads_dict(row[3]) or {}) for row in rows]

    # -- timers ------------------------------------------------------------------------------------
    async def add_timer(self, game_id: int, kind: str, due_at: float, payload: Mapping[str, Any] | None = None) -> int:
        async with self._locked():
            cursor = await self._conn.execute(
                "INSERT INTO timers (game_id, kind, due_at, payload) VALUES (?, ?, ?, ?)",
                (game_id, kind, due_at, dumps(dict(payload or {}))),
            )
            timer_id = cursor.lastrowid
        if timer_id is None:
            raise StoreError("The new timer got no id.")
        return timer_id

    async def due_timers(self, now: float) -> list[TimerRecord]:
        return await self._timers("WHERE due_at <= ? ORDER BY due_at, id", (now,))

    async def next_timer(self) -> TimerRecord | None:
        first = await self._timers("ORDER BY due_at, id LIMIT 1", ())
        return first[0] if first else None

    async def timers_for(self, game_id: int) -> list[TimerRecord]:
        return await self._timers("WHERE game_id = ? ORDER BY due_at, id", (game_id,))

    async def delete_timer(self, timer_id: int) -> bool:
        async with self._locked():
            cursor = await self._conn.execute("DELETE FROM timers WHERE id = ?", (timer_id,))
        return cursor.rowcount == 1

    # -- away players ------------------------------------------------------------------------------
    async def away_players(self) -> dict[int, AwayRecord]:
        async with self._locked():
            rows = await self._conn.execute_fetchall("SELECT user_id, until, mode FROM away")
        return {row[0]: AwayRecord(row[0], float(row[1]), cast(AwayMode, row[2])) for row in rows}

    async def set_away(self, user_id: int, until: float | None, mode: AwayMode = "ai") -> None:
        async with self._locked():
            if until is None:
                await self._conn.execute("DELETE FROM away WHERE user_id = ?", (user_id,))
            else:
                await self._conn.execute(
                    "INSERT INTO away (user_id, until, mode) VALUES (?, ?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET until = excluded.until, mode = excluded.mode",
                    (user_id, until, mode),
                )

    async def _timers(self, tail: str, params: tuple[Any, ...]) -> list[TimerRecord]:
        async with self._locked():
            sql = f"SELECT id, game_id, kind, due_at, payload FROM timers {tail}"
            rows = await self._conn.execute_fetchall(sql, params)
        return [TimerRecord(row[0], row[1], row[2], row[3], loads_dict(row[4]) or {}) for row in rows]

    # -- guild settings ----------------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        async with (
            self._lock,
            self._conn.execute("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)) as cur,
        ):
            row = await cur.fetchone()
        return (loads_dict(row[0]) or {}) if row else {}

    async def set_guild_settings(self, guild_id: int, settings: Mapping[str, Any]) -> None:
        async with self._locked():
            await self._conn.execute(_WRITE_SETTINGS, (guild_id, dumps(dict(settings)), time.time()))

    async def update_guild_settings(self, guild_id: int, changes: Mapping[str, Any]) -> dict[str, Any]:
        # Read, merge and write in one write transaction (BEGIN IMMEDIATE takes the database's write lock first), so
        # no writer of this or another process slips in between. Merged here rather than by SQLite's json_patch,
        # which would also drop the nulls nested inside a value: values are stored exactly as given.
        async with self._immediate():
            async with self._conn.execute("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)) as cur:
                row = await cur.fetchone()
            merged = (loads_dict(row[0]) or {}) if row else {}
            for key, value in changes.items():
                if value is None:
                    merged.pop(key, None)
                else:
                    merged[key] = value
            text = dumps(merged)
            await self._conn.execute(_WRITE_SETTINGS, (guild_id, text, time.time()))
        return loads_dict(text) or {}

    # -- helpers (the caller holds the lock) -------------------------------------------------------
    async def _swap(self, game_id: int, expected_version: int, changes: Mapping[str, Any], now: float | None) -> None:
        names = sorted(changes)
        values = [dumps(changes[n]) if n in JSON_COLUMNS and changes[n] is not None else changes[n] for n in names]
        assignments = "".join(f"{name} = ?, " for name in names)
        cursor = await self._conn.execute(
            f"UPDATE games SET {assignments}version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
            (*values, time.time() if now is None else now, game_id, expected_version),
        )
        if cursor.rowcount != 1:
            raise VersionConflict(f"Game {game_id} is no longer at version {expected_version}.")

    async def _write_seats(self, game_id: int, seats: Sequence[SeatRecord]) -> None:
        if seats:
            await self._conn.executemany(
                "INSERT INTO seats (game_id, seat, position, user_id, kind, ai, dm_ok) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.position, s.user_id, s.kind, s.ai, int(s.dm_ok)) for s in seats],
            )

    async def _read_game(self, game_id: int, *, with_state: bool) -> GameRecord | None:
        columns = GAME_COLUMNS.format(state="state" if with_state else "NULL")
        async with self._conn.execute(f"SELECT {columns} FROM games WHERE id = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        seats = await self._read_seats([game_id])
        return game_record(row, seats.get(game_id, ()))

    async def _read_seats(self, game_ids: Sequence[int]) -> dict[int, tuple[SeatRecord, ...]]:
        found: dict[int, list[SeatRecord]] = {}
        # SQLite caps bound parameters; list pages are small, but chunk anyway.
        for start in range(0, len(game_ids), 500):
            chunk = list(game_ids[start : start + 500])
            rows = await self._conn.execute_fetchall(
                "SELECT game_id, seat, position, user_id, kind, ai, dm_ok FROM seats"
                f" WHERE game_id IN ({', '.join('?' * len(chunk))}) ORDER BY game_id, position",
                chunk,
            )
            for row in rows:
                found.setdefault(row[0], []).append(seat_record(row[1:]))
        return {game_id: tuple(seats) for game_id, seats in found.items()}

    # -- whole tables (bot/store/copy.py) ---------------------------------------------------------------
    async def read_table(self, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
        async with self._locked():
            rows = await self._conn.execute_fetchall(f"SELECT {', '.join(columns)} FROM {table} ORDER BY 1")
        return [
            tuple(_BOOLEAN_OUT.get((table, c), _same)(v) for c, v in zip(columns, row, strict=True)) for row in rows
        ]

    async def read_counters(self, tables: Sequence[str]) -> dict[str, int]:
        # AUTOINCREMENT keeps the highest id a table ever gave in sqlite_sequence (no row: none given yet).
        async with self._locked():
            rows = await self._conn.execute_fetchall("SELECT name, seq FROM sqlite_sequence")
        given = {str(name): int(seq) for name, seq in rows}
        return {table: given.get(table, 0) for table in tables}

    async def write_tables(
        self, tables: Sequence[tuple[str, Sequence[str], Sequence[tuple[Any, ...]]]], counters: Mapping[str, int]
    ) -> None:
        async with self._immediate():
            for table, columns, rows in tables:
                marks = ", ".join("?" * len(columns))
                values = [
                    tuple(int(v) if (table, c) in _BOOLEAN_OUT else v for c, v in zip(columns, row, strict=True))
                    for row in rows
                ]
                await self._conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", values)
            # The inserts raised sqlite_sequence to the highest id copied; the source may have given higher ones
            # since deleted (delivered outbox rows, fired timers), which a Discord record's mark may still name.
            for table, highest in counters.items():
                await self._conn.execute(
                    "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?", (highest, table)
                )
                await self._conn.execute(
                    "INSERT INTO sqlite_sequence (name, seq) SELECT ?, ?"
                    " WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)",
                    (table, highest, table),
                )

    # -- Discord adapter bookkeeping (migration 004) -------------------------------------------------
    async def discord_game(self, game_id: int) -> DiscordGame | None:
        async with (
            self._lock,
            self._conn.execute("SELECT channel_id, data FROM discord_games WHERE game_id = ?", (game_id,)) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else DiscordGame(row[0], loads_dict(row[1]) or {})

    async def set_discord_game(self, game_id: int, channel_id: int | None, data: Mapping[str, Any]) -> None:
        async with self._locked():
            await self._conn.execute(
                "INSERT INTO discord_games (game_id, channel_id, data) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id, data = excluded.data",
                (game_id, channel_id, dumps(dict(data))),
            )

    async def discord_context(self, game_id: int) -> DiscordContext:
        # Several statements under one hold of the connection: one call, one consistent picture.
        async with self._locked():
            rows = list(
                await self._conn.execute_fetchall(
                    "SELECT d.channel_id, d.data, s.settings FROM games g"
                    " LEFT JOIN discord_games d ON d.game_id = g.id"
                    " LEFT JOIN guild_settings s ON s.guild_id = g.guild_id WHERE g.id = ?",
                    (game_id,),
                )
            )
            outbox = await self._outbox(game_id)
            closed = await self._conn.execute_fetchall(
                "SELECT c.user_id, c.since FROM discord_dm_closed c JOIN seats s ON s.user_id = c.user_id"
                " WHERE s.game_id = ?",
                (game_id,),
            )
            preferences = await self._conn.execute_fetchall(
                f"SELECT {PREFERENCE_COLUMNS} FROM user_preferences"
                " WHERE user_id IN (SELECT user_id FROM seats WHERE game_id = ?)",
                (game_id,),
            )
        channel_id, data, settings = rows[0] if rows else (None, None, None)
        return DiscordContext(
            channel_id=channel_id,
            data=None if data is None else (loads_dict(data) or {}),
            settings=loads_dict(settings) or {},
            outbox=tuple(outbox),
            dm_closed={int(row[0]): float(row[1]) for row in closed},
            preferences={int(row[0]): preferences_record(row) for row in preferences},
        )

    async def finish_delivery(
        self, game_id: int, outbox_ids: Sequence[int], channel_id: int | None, data: Mapping[str, Any]
    ) -> None:
        async with self._immediate():
            await self._conn.execute(
                "INSERT INTO discord_games (game_id, channel_id, data) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id, data = excluded.data",
                (game_id, channel_id, dumps(dict(data))),
            )
            if outbox_ids:
                await self._conn.executemany(
                    "DELETE FROM outbox WHERE id = ? AND game_id = ?", [(i, game_id) for i in outbox_ids]
                )

    @asynccontextmanager
    async def delivering(self, game_id: int) -> AsyncIterator[None]:
        # One SQLite file serves one bot process (several processes share PostgreSQL): the caller's per-game lock
        # already keeps its deliveries apart, and there is no other process to hold off.
        yield

    async def game_for_channel(self, channel_id: int) -> int | None:
        async with (
            self._lock,
            self._conn.execute("SELECT max(game_id) FROM discord_games WHERE channel_id = ?", (channel_id,)) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None or row[0] is None else int(row[0])

    async def dm_closed_since(self, user_id: int) -> float | None:
        async with (
            self._lock,
            self._conn.execute("SELECT since FROM discord_dm_closed WHERE user_id = ?", (user_id,)) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else float(row[0])

    async def set_dm_closed(self, user_id: int, since: float | None) -> None:
        async with self._locked():
            if since is None:
                await self._conn.execute("DELETE FROM discord_dm_closed WHERE user_id = ?", (user_id,))
            else:
                await self._conn.execute(
                    "INSERT INTO discord_dm_closed (user_id, since) VALUES (?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET since = excluded.since",
                    (user_id, since),
                )

    async def user_locales(self, user_ids: Sequence[int]) -> dict[int, tuple[str | None, str | None]]:
        found: dict[int, tuple[str | None, str | None]] = {}
        for start in range(0, len(user_ids), 500):
            chunk = list(user_ids[start : start + 500])
            async with self._locked():
                rows = await self._conn.execute_fetchall(
                    f"SELECT user_id, seen, chosen FROM user_locales WHERE user_id IN ({', '.join('?' * len(chunk))})",
                    chunk,
                )
            found.update({int(row[0]): (row[1], row[2]) for row in rows})
        return found

    async def set_user_locale(self, user_id: int, *, seen: str | None = None, chosen: str | None = None) -> None:
        async with self._locked():
            await self._conn.execute(
                "INSERT INTO user_locales (user_id, seen, chosen) VALUES (?, ?, nullif(?, ''))"
                " ON CONFLICT (user_id) DO UPDATE SET seen = coalesce(excluded.seen, seen),"
                " chosen = CASE WHEN ? IS NULL THEN chosen ELSE nullif(?, '') END",
                (user_id, seen, chosen, chosen, chosen),
            )

    async def watch_changes(self, callback: Callable[[str, int], None]) -> None:
        """One SQLite file serves one bot process (several processes share PostgreSQL): no other process to hear."""

    async def user_preferences(self, user_ids: Sequence[int]) -> dict[int, Preferences]:
        found: dict[int, Preferences] = {}
        for start in range(0, len(user_ids), 500):
            chunk = list(user_ids[start : start + 500])
            async with self._locked():
                rows = await self._conn.execute_fetchall(
                    f"SELECT {PREFERENCE_COLUMNS} FROM user_preferences"
                    f" WHERE user_id IN ({', '.join('?' * len(chunk))})",
                    chunk,
                )
            found.update({int(row[0]): preferences_record(row) for row in rows})
        return found

    async def set_user_preferences(self, user_id: int, preferences: Preferences) -> None:
        async with self._locked():
            await self._conn.execute(
                f"INSERT INTO user_preferences ({PREFERENCE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone,"
                " quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to, notify = excluded.notify,"
                " heads_up = excluded.heads_up",
                preferences_row(user_id, preferences),
            )

    async def hold_notices(self, user_ids: Sequence[int], at: float) -> None:
        async with self._locked():
            await self._conn.executemany(
                "INSERT INTO user_preferences (user_id, held) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET held = coalesce(held, excluded.held)",
                [(user, at) for user in user_ids],
            )

    async def held_notices(self) -> dict[int, float]:
        async with self._locked():
            rows = await self._conn.execute_fetchall(
                "SELECT user_id, held FROM user_preferences WHERE held IS NOT NULL"
            )
        return {int(row[0]): float(row[1]) for row in rows}

    async def release_held(self, user_id: int, held: float) -> bool:
        async with self._locked():
            cursor = await self._conn.execute(
                "UPDATE user_preferences SET held = NULL WHERE user_id = ? AND held = ?", (user_id, held)
            )
        return cursor.rowcount == 1

    async def bot_value(self, key: str) -> str | None:
        async with self._locked(), self._conn.execute("SELECT value FROM bot_state WHERE key = ?", (key,)) as cur:
            row = await cur.fetchone()
        return None if row is None else str(row[0])

    async def set_bot_value(self, key: str, value: str) -> None:
        async with self._locked():
            await self._conn.execute(
                "INSERT INTO bot_state (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
