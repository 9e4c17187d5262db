"""The asyncpg implementation of `Store` (bot/store/protocols.py), for several bot processes on one server.

A pool of connections serves every call; PostgreSQL's own transactions keep them apart. A move is ONE statement,
as on SQLite (docs/decisions/postgres.md): the compare-and-swap UPDATE of the game row and, in data-modifying
CTEs of the same statement, its log rows, its timer plan and its outbox row. No row matches a stale version, so
nothing is written and `VersionConflict` is raised. Writes of several statements run in one transaction.

A delivery of a game's outbox is held against every other process by a transaction-level advisory lock on the
game's id (`delivering`), on connections of their own so that a held delivery never starves the moves.
A lock held by another session past `busy_timeout` (PostgreSQL's `lock_timeout`) fails as "busy".
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from dataclasses import replace
from typing import Any, cast

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no type information

from bot.config import shown
from bot.store.failures import StorageFailure
from bot.store.postgres.failures import storage_failure
from bot.store.postgres.migrate import latest_version, migrate, schema_version
from bot.store.records import (
    TIMER_LOOK_SECONDS,
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
)
from bot.store.rows import seat_record as seat_row

log = logging.getLogger(__name__)

Connection = Any
"""An asyncpg connection (asyncpg ships no type information)."""

CONNECT_SECONDS = 10.0
"""How long opening the store waits for the server to accept a connection, at least (a busy machine is slow)."""
_LOG_COLUMNS = "id, game_id, kind, seq, seat, user_id, action, events, checkpoint, at"
_NO_ID = 2**63 - 1
_NO_TIMERS = TimerPlan()
_SWAP = """
WITH g AS (
    UPDATE games SET {sets}version = version + 1, updated_at = $3
    WHERE id = $1 AND version = $2
    RETURNING id, seq
){parts}
SELECT count(*) FROM g
"""
_PARTS = {
    "logged_one": """, logged AS (
    INSERT INTO actions (game_id, kind, seq, seat, user_id, action, events, checkpoint, at)
    SELECT g.id, {}::text, {}::bigint, {}::text, {}::bigint, {}::text, {}::text, {}::boolean, {}::float8 FROM g
)""",
    "logged": """, logged AS (
    INSERT INTO actions (game_id, kind, seq, seat, user_id, action, events, checkpoint, at)
    SELECT g.id, r.kind, r.seq, r.seat, r.user_id, r.action, r.events, r.checkpoint, r.at
    FROM g, unnest({}::text[], {}::bigint[], {}::text[], {}::bigint[], {}::text[], {}::text[], {}::boolean[],
                   {}::float8[]) WITH ORDINALITY AS r(kind, seq, seat, user_id, action, events, checkpoint, at, n)
    ORDER BY r.n
)""",
    "dropped": """, dropped AS (
    DELETE FROM timers t USING g
    WHERE t.game_id = g.id AND ({}::boolean OR t.kind = ANY({}::text[]) OR t.id = ANY({}::bigint[]))
)""",
    "timed": """, timed AS (
    INSERT INTO timers (game_id, kind, due_at, payload)
    SELECT g.id, r.kind, r.due_at, r.payload
    FROM g, unnest({}::text[], {}::float8[], {}::text[]) WITH ORDINALITY AS r(kind, due_at, payload, n)
    ORDER BY r.n
)""",
    "told": """, told AS (
    INSERT INTO outbox (game_id, seq, payload, created_at)
    SELECT g.id, g.seq, {}::text, $3 FROM g
)""",
}
"""The parts of the move statement after the compare-and-swap, in order, each with a `{}` per parameter. A write
has only the parts it needs: one with nothing to do would still be run, its tables opened and locked, on every move."""


_CHECKPOINT = {
    "written": "",
    "the state": "checkpoint_state = NULL, ",
    "kept": "checkpoint_state = coalesce(checkpoint_state, CASE WHEN checkpoint_seq IS NOT NULL THEN state END), ",
    "untouched": "",
}
"""How a write sets `checkpoint_state` (migration 005): "written" as a column of its own; "the state" when the
checkpoint is the state the write stores (NULL under a checkpoint seq stands for the `state` column, so the same
text is not sent, compressed and logged twice); "kept" when the write changes the state alone (a checkpoint that
was the state until now gets that state's text, compressed already, as the state moves on); "untouched" when the
state does not change."""
CHECKPOINT_TEXT = "coalesce(checkpoint_state, CASE WHEN checkpoint_seq IS NOT NULL THEN state END)"
"""The state stored right after the latest checkpoint, however it is kept (`_CHECKPOINT`)."""


@functools.cache
def _swap_sql(names: tuple[str, ...], checkpoint: str, parts: tuple[str, ...]) -> str:
    """The move statement for a write that changes the game columns `names` (parameters from $4 on), sets the
    checkpoint's state as `checkpoint` says (`_CHECKPOINT`) and has the `parts` of `_PARTS` (their parameters after
    those of the columns). Made once per shape, and prepared once per shape and connection by asyncpg: a few dozen
    shapes at most."""
    sets = _CHECKPOINT[checkpoint] + "".join(f"{name} = ${n}, " for n, name in enumerate(names, start=4))
    number = 3 + len(names)
    texts = []
    for part in parts:
        count = _PARTS[part].count("{}")
        texts.append(_PARTS[part].format(*(f"${n}" for n in range(number + 1, number + count + 1))))
        number += count
    return _SWAP.format(sets=sets, parts="".join(texts))


def _checkpoint(changes: Mapping[str, Any]) -> str:
    """How the write of `changes` sets the checkpoint's state (`_CHECKPOINT`)."""
    if "checkpoint_state" in changes:
        text = changes["checkpoint_state"]
        return "the state" if text is not None and text == changes.get("state") else "written"
    return "kept" if "state" in changes else "untouched"


def _swap_args(
    game_id: int,
    expected_version: int,
    changes: Mapping[str, Any],
    at: float,
    entries: Sequence[LogEntry],
    timers: TimerPlan | None,
    outbox_row: Mapping[str, Any] | None,
) -> tuple[tuple[str, ...], str, tuple[str, ...], list[Any]]:
    """The changed columns, how the checkpoint's state is set, the parts of the move statement and its parameters,
    in `_swap_sql`'s order."""
    checkpoint = _checkpoint(changes)
    names = tuple(sorted(n for n in changes if n != "checkpoint_state" or checkpoint == "written"))
    args: list[Any] = [game_id, expected_version, at]
    args += [dumps(changes[n]) if n in JSON_COLUMNS and changes[n] is not None else changes[n] for n in names]
    parts: list[str] = []
    rows = [
        (e.kind, e.seq, e.seat, e.user_id, dumps(e.action), dumps(list(e.events)), bool(e.checkpoint), e.at or at)
        for e in entries
    ]
    if len(rows) == 1:  # most moves: plain values, not eight arrays of one unnested (0.06-0.09 ms less)
        parts.append("logged_one")
        args += rows[0]
    elif rows:
        parts.append("logged")
        args += [list(column) for column in zip(*rows, strict=True)]
    plan = timers or _NO_TIMERS
    if plan.clear or plan.replace or plan.drop:
        parts.append("dropped")
        args += [plan.clear, list(plan.replace), list(plan.drop)]
    if plan.add:
        parts.append("timed")
        args += [
            [kind for kind, _, _ in plan.add],
            [float(due) for _, due, _ in plan.add],
            [dumps(dict(payload)) for _, _, payload in plan.add],
        ]
    if outbox_row is not None:
        parts.append("told")
        args.append(dumps(dict(outbox_row)))
    return names, checkpoint, tuple(parts), args


def _column(table: str, column: str) -> str:
    """A column as a copy reads it, alike on every engine: a guild's settings as text, a checkpoint's state as its
    text however it is kept (`_CHECKPOINT`)."""
    if (table, column) == ("guild_settings", "settings"):
        return "settings::text"
    if (table, column) == ("games", "checkpoint_state"):
        return f"{CHECKPOINT_TEXT} AS checkpoint_state"
    return column


def _log(row: Sequence[Any]) -> LogRecord:
    return LogRecord(
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


async def _announce_timers(conn: Connection) -> None:
    """Tell every process that a timer due soon was added (delivered when the adding transaction commits): their
    schedulers look again instead of at their next routine look, which could come after it is due."""
    await conn.execute(f"SELECT pg_notify('{CHANGES}', 'timers:0')")


def _timer(row: Sequence[Any]) -> TimerRecord:
    return TimerRecord(row[0], row[1], row[2], row[3], loads_dict(row[4]) or {})


async def _keep_session(conn: Connection) -> None:
    """What the pools do to a connection handed back: nothing beyond asyncpg's own (an open transaction is rolled
    back). asyncpg's default also sends `pg_advisory_unlock_all(); CLOSE ALL; UNLISTEN *; RESET ALL`, a second round
    trip after every call, a move's included; this store leaves no session state behind to undo: no SET (its settings
    are the connection's own, which RESET ALL would keep anyway), no LISTEN, no cursor outside a transaction, and its
    only advisory locks are transaction-level ones (`delivering`)."""


def _count(status: str) -> int:
    """The row count of a command status such as "DELETE 1"."""
    return int(status.rsplit(" ", 1)[-1])


_FAILURES = (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError, OSError, TimeoutError)
"""Every error asyncpg raises, of the server (`PostgresError`, `ConnectionDoesNotExistError` among them) or of the
client (a connection closed or busy, a pool closing, a protocol it lost track of, a socket's, a timeout): `_failure`
makes each a `StorageFailure` with its cause, but a statement the server refuses as wrong (a bug)."""


def _ended(error: BaseException) -> bool:
    """Whether the server ended the session (a FATAL or PANIC message: shut down, terminated, crashed)."""
    if not isinstance(error, asyncpg.PostgresError):
        return False
    return (getattr(error, "severity_en", None) or getattr(error, "severity", None)) in ("FATAL", "PANIC")


def _failure(error: BaseException, where: str) -> BaseException:
    """`error` as the store's failure, in one place: PostgreSQL's conditions by their SQLSTATE
    (bot/store/postgres/failures.py); a session the server ended and a connection the client cannot use as
    "unreachable"; anything else (a bug, not a condition) as it is."""
    mapped = storage_failure(error, where)
    if mapped is error and (isinstance(error, asyncpg.InterfaceError | asyncpg.InternalClientError) or _ended(error)):
        return StorageFailure("unreachable", where)
    return mapped


def _unsettled(error: BaseException) -> bool:
    """Whether a write that failed with `error` may have been committed all the same: the connection broke, or the
    server ended the session, while the write was on its way, perhaps after its commit and before its answer. An
    error the server answered the statement with says it was rolled back, and an `InterfaceError` is raised before
    anything is sent (the connection was closed already, or its pool is closing)."""
    if isinstance(error, asyncpg.InterfaceError):
        return False
    if isinstance(error, asyncpg.PostgresError):
        return str(error.sqlstate or "").startswith("08") or _ended(error)
    return isinstance(error, OSError | TimeoutError | asyncpg.InternalClientError)


_END_SESSION = (
    "SELECT coalesce(bool_and(pg_terminate_backend(pid, $2::bigint)), true) FROM pg_stat_activity"
    " WHERE pid = $1 AND pid <> pg_backend_pid() AND usename = current_user AND datname = current_database()"
)
"""Ends the session a write was sent on, if the server still runs it, and waits (up to $2 ms) until it is gone:
its transaction has then committed or rolled back for good. Only a session of the store's own role and database."""
_SESSION_LEFT = (
    "SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND pid <> pg_backend_pid()"
    " AND usename = current_user AND datname = current_database())"
)
_LOGGED = "SELECT EXISTS (SELECT 1 FROM actions WHERE game_id = $1 AND kind = $2 AND seq = $3 AND at = $4)"


class _Untold(Exception):
    """The database was reached, but cannot tell whether a write was made."""


CHANGES = "starmail_changes"
"""The channel on which writes of guild settings and people's languages are announced (NOTIFY, at their commit),
for every process to forget what it keeps of them (`watch_changes`)."""


class PostgresStore:
    """`Store` on one PostgreSQL database. Open with `await PostgresStore.open(url)`."""

    def __init__(
        self, pool: Any, claims: Any, where: str, url: str = "", settings: dict[str, str] | None = None
    ) -> None:
        self._pool = pool
        self._claims = claims
        self._url = url
        self._settings = settings or {}
        self._listener: Any = None
        self._returning: set[asyncio.Future[None]] = set()
        self._kept: Connection | None = None
        self._log_counts: dict[int, tuple[int, int]] = {}
        """Per game: (the highest log id counted, how many rows up to it), for `count_log`."""
        self.where = where
        """The database as failures name it: its URL without the password."""

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        migrate_to: int | None = None,
        busy_timeout: float = 10.0,
        pool_size: int = 10,
    ) -> PostgresStore:
        """Connect to the database at a `postgresql://` URL and apply migrations. A server that cannot be reached, a
        login refused and a newer schema are refused here, with what to do about it."""
        where = shown(url)
        settings = {"lock_timeout": str(int(busy_timeout * 1000)), "application_name": "starmail"}
        try:
            # how long a login may take is not how long a lock may be waited for: a short lock timeout must not
            # make a busy machine's connection "unreachable"
            conn = await asyncpg.connect(url, server_settings=settings, timeout=max(busy_timeout, CONNECT_SECONDS))
        except Exception as error:
            raise _failure(error, where) from error
        try:
            if await conn.fetchval("SHOW transaction_read_only") == "on":  # a standby, or a database made read-only
                raise StorageFailure("read_only", where)
            found = await schema_version(conn)
            if found > latest_version():
                raise newer_schema(found, latest_version())
            await migrate(conn, migrate_to)
        except Exception as error:
            raise _failure(error, where) from error
        finally:
            await conn.close()
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, server_settings=settings, reset=_keep_session
            )
            claims = await asyncpg.create_pool(
                url, min_size=0, max_size=pool_size * 4, server_settings=settings, reset=_keep_session
            )
        except Exception as error:
            raise _failure(error, where) from error
        return cls(pool, claims, where, url, settings)

    async def close(self) -> None:
        self._let_go()
        await asyncio.gather(*self._returning, return_exceptions=True)
        if self._listener is not None:
            await self._listener.close()
        await self._claims.close()
        await self._pool.close()

    async def watch_changes(self, callback: Callable[[str, int], None]) -> None:
        # LISTEN on a connection of its own (a pooled one would be reset and reused): PostgreSQL's documented way to
        # tell other sessions that something changed; a notification arrives once the writer's transaction commits.
        def heard(_conn: Any, _pid: int, _channel: str, payload: str) -> None:
            kind, _, ident = payload.partition(":")
            if ident.isdigit():
                callback(kind, int(ident))

        try:
            self._listener = await asyncpg.connect(self._url, server_settings=self._settings)
            await self._listener.add_listener(CHANGES, heard)
        except _FAILURES as error:
            raise _failure(error, self.where) from error

    async def schema_version(self) -> int:
        async with self._conn() as conn:
            return await schema_version(conn)

    @asynccontextmanager
    async def _conn(self) -> AsyncIterator[Connection]:
        """A connection of the pool; every asyncpg error comes out as a storage failure with its cause (`_failure`).

        A call that ends well keeps its connection for the rest of the event loop's turn: a call that follows in
        the same turn (a move right after the check of its version, the next read of a view) runs on it, on the
        same server process, warm. Otherwise each call took the other of two connections, the one handed back by
        the call before being still on its way to the pool: 0.03-0.11 ms more per move, measured in one process.
        """
        try:
            conn, self._kept = self._kept, None
            if conn is None:
                conn = await self._pool.acquire()
            kept = False
            try:
                yield conn
                if self._kept is None and not conn.is_in_transaction():
                    self._kept, kept = conn, True
                    asyncio.get_running_loop().call_soon(self._let_go, conn)
            finally:
                if not kept:  # through asyncpg's release, which closes a broken connection (a failed call's, say)
                    self._hand_back(conn)
        except _FAILURES as error:
            raise _failure(error, self.where) from error

    def _let_go(self, conn: Connection | None = None) -> None:
        """Hand back the kept connection (`conn` only if it is still the one kept: a later call may have taken it)."""
        if self._kept is not None and (conn is None or self._kept is conn):
            kept, self._kept = self._kept, None
            self._hand_back(kept)

    def _hand_back(self, conn: Connection) -> None:
        """Give the connection back to the pool without waiting for it. asyncpg's release runs in a task of its own
        (shielded from cancellation), whose end the caller would otherwise wait for through three more turns of the
        event loop after every call, a move's included, before its outcome is told (0.1 ms and more of a move). What
        the call wrote is committed already; the pool has the connection again a moment later (`close` waits for it)."""
        returning = asyncio.ensure_future(self._pool.release(conn))
        self._returning.add(returning)
        returning.add_done_callback(self._returned)

    def _returned(self, returning: asyncio.Future[None]) -> None:
        self._returning.discard(returning)
        if not returning.cancelled() and returning.exception() is not None:
            # asyncpg closed the connection it could not reset; the pool opens a new one when it needs one
            log.warning("A database connection could not be handed back: %s", returning.exception())

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Connection]:
        """One transaction: committed if the block ends, else rolled back. A rollback that fails too (the connection
        broke) never replaces the block's error, which says why; the connection goes back through asyncpg's release,
        which closes a broken one and rolls back a transaction left open."""
        async with self._conn() as conn:
            transaction = conn.transaction()
            await transaction.start()
            try:
                yield conn
            except BaseException:
                with suppress(*_FAILURES):
                    await transaction.rollback()
                raise
            await transaction.commit()

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
        async with self._transaction() as conn:
            game_id = await conn.fetchval(
                "INSERT INTO games (guild_id, channel_id, game, options, created_by, created_at, updated_at, meta)"
                " VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id",
                new.guild_id,
                new.channel_id,
                new.game,
                dumps(dict(new.options)),
                new.created_by,
                now,
                dumps(dict(new.meta)),
            )
            await self._write_seats(conn, game_id, seats)
            if played is not None:
                await self._swap(conn, game_id, 0, played, now, entries, None, None)
            record = await self._read_game(conn, game_id, with_state=True)
        if record is None:
            raise StoreError("The new game vanished.")
        return record

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self._conn() as conn:
            return await self._read_game(conn, game_id, with_state=True)

    async def game_version(self, game_id: int) -> int | None:
        async with self._conn() as conn:
            found = await conn.fetchval("SELECT version FROM games WHERE id = $1", game_id)
        return None if found is None else int(found)

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
            params.append(guild_id)
            where.append(f"guild_id = ${len(params)}")
        if user_id is not None:
            params.append(user_id)
            where.append(f"id IN (SELECT game_id FROM seats WHERE user_id = ${len(params)})")
        if statuses is not None:
            params.append(list(statuses))
            where.append(f"status = ANY(${len(params)}::text[])")
        sql = f"SELECT {GAME_COLUMNS.format(state='NULL')} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        params.append(limit)
        sql += f" ORDER BY id DESC LIMIT ${len(params)}"
        async with self._conn() as conn:
            rows = await conn.fetch(sql, *params)
            seats = await self._read_seats(conn, [row[0] for row in rows])
        return [game_record(row, seats.get(row[0], ())) for row in rows]

    async def count_games(self) -> int:
        async with self._conn() as conn:
            return int(await conn.fetchval("SELECT count(*) FROM games"))

    async def games_awaiting_ai(self, away: Sequence[int]) -> list[int]:
        # The JSON is read by the server (meta is text: cast once per running game), so only the ids come back.
        sql = (
            "SELECT g.id FROM games g CROSS JOIN LATERAL (SELECT g.meta::jsonb -> 'decisions' AS open) d"
            " WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id"
            " AND (s.kind = 'ai' OR (s.kind = 'human' AND s.user_id = ANY($1::bigint[])))"
            " AND (jsonb_typeof(d.open) IS DISTINCT FROM 'object' OR d.open ? s.seat)) ORDER BY g.id"
        )
        async with self._conn() as conn:
            rows = await conn.fetch(sql, list(away))
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
        sent = 0
        try:
            async with self._transaction() as conn:
                sent = conn.get_server_pid()
                if await self._swap(conn, game_id, expected_version, changes, at, entries, timers, outbox_row):
                    await _announce_timers(conn)
                if seats is not None:
                    await conn.execute("DELETE FROM seats WHERE game_id = $1", game_id)
                    await self._write_seats(conn, game_id, seats)
                record = await self._read_game(conn, game_id, with_state=True)
        except StorageFailure as failure:
            record = await self._settle(failure, sent, game_id, expected_version, at, entries, with_state=True)
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
        sent, committed = 0, False
        try:
            # One statement: the swap, the log rows, the timers and the outbox row commit together, in one round trip.
            async with self._conn() as conn:
                sent = conn.get_server_pid()
                soon = await self._swap(conn, game_id, expected_version, changes, at, entries, timers, outbox_row)
                committed = True  # the statement was its own transaction
                if soon:
                    await _announce_timers(conn)
        except StorageFailure as failure:
            if committed:  # the other processes' schedulers find the timer at their next routine look
                log.warning("a timer of game %s could not be announced: %s", game_id, failure)
            else:
                await self._settle(failure, sent, game_id, expected_version, at, entries)
        return expected_version + 1

    async def _swap(
        self,
        conn: Connection,
        game_id: int,
        expected_version: int,
        changes: Mapping[str, Any],
        at: float,
        entries: Sequence[LogEntry],
        timers: TimerPlan | None,
        outbox_row: Mapping[str, Any] | None,
    ) -> bool:
        """The move statement; whether it added a timer due before the other processes' next look (the caller then
        announces it, `_announce_timers`)."""
        names, checkpoint, parts, args = _swap_args(game_id, expected_version, changes, at, entries, timers, outbox_row)
        if await conn.fetchval(_swap_sql(names, checkpoint, parts), *args) != 1:
            raise VersionConflict(f"Game {game_id} is no longer at version {expected_version}.")
        return timers is not None and any(due < at + TIMER_LOOK_SECONDS for _, due, _ in timers.add)

    async def _settle(
        self,
        failure: StorageFailure,
        sent: int,
        game_id: int,
        expected_version: int,
        at: float,
        entries: Sequence[LogEntry],
        *,
        with_state: bool = False,
    ) -> GameRecord:
        """What became of a write of the game at `expected_version` that failed with `failure` after it was sent on
        the session of server process `sent` (0: never sent). When the connection broke or the server ended the
        session while the write was on its way, the server may have committed it, its answer lost: the game is read
        on a fresh connection, so that the caller answers as the database holds it. Returns the game as stored if
        the write was made (at the write's version), raises `failure` if it was not, and StorageFailure "uncertain"
        if that cannot be found out (the server cannot be reached either)."""
        cause = failure.__cause__
        if not sent or cause is None or not _unsettled(cause):
            raise failure
        try:
            record = await self._read_back(sent, game_id, expected_version, at, entries, with_state)
        except (*_FAILURES, _Untold) as error:
            log.warning("whether a write of game %s was stored cannot be read back: %s", game_id, error)
            raise StorageFailure("uncertain", self.where) from failure
        if record is None:
            raise failure
        return record

    async def _read_back(
        self,
        sent: int,
        game_id: int,
        expected_version: int,
        at: float,
        entries: Sequence[LogEntry],
        with_state: bool,
    ) -> GameRecord | None:
        """`_settle`'s look: the game as stored if the write was made, None if it was not."""
        timeout = max(int(self._settings.get("lock_timeout", "10000")), 1000)  # 0 would not wait for the end
        conn = await asyncpg.connect(self._url, server_settings=self._settings, timeout=timeout / 1000)
        try:
            # The write's session, if the server still runs it (a connection the client lost while the server waits
            # on a lock, say), could still commit after this look: it is ended first, so the look is the last word.
            ended = await conn.fetchval(_END_SESSION, sent, timeout)
            if not ended and await conn.fetchval(_SESSION_LEFT, sent):  # not one that ended on its own meanwhile
                raise _Untold(f"the session of server process {sent} did not end")
            record = await self._read_game(conn, game_id, with_state=with_state)
            if record is None or record.version <= expected_version:
                return None
            if record.version == expected_version + 1:
                made = record.updated_at == at  # else another process's write, made from the same version
            elif entries:  # later writes followed: the write's first log row tells (the log is only appended to)
                first = entries[0]
                made = bool(await conn.fetchval(_LOGGED, game_id, first.kind, first.seq, first.at or at))
            else:
                raise _Untold(f"game {game_id} was written again since version {expected_version + 1}")
        finally:
            with suppress(*_FAILURES):
                await conn.close(timeout=timeout / 1000)
        # At the write's version even if later writes followed: the caller's next write or look finds the game moved
        # on and reads it again, instead of taking a later game for what it wrote.
        return replace(record, version=expected_version + 1) if made else None

    async def _write_seats(self, conn: Connection, game_id: int, seats: Sequence[SeatRecord]) -> None:
        if seats:
            await conn.executemany(
                "INSERT INTO seats (game_id, seat, position, user_id, kind, ai, dm_ok) VALUES ($1, $2, $3, $4, $5, $6,"
                " $7)",
                [(game_id, s.seat, s.position, s.user_id, s.kind, s.ai, bool(s.dm_ok)) for s in seats],
            )

    async def _read_game(self, conn: Connection, game_id: int, *, with_state: bool) -> GameRecord | None:
        columns = GAME_COLUMNS.format(state="state" if with_state else "NULL")
        row = await conn.fetchrow(f"SELECT {columns} FROM games WHERE id = $1", game_id)
        if row is None:
            return None
        seats = await self._read_seats(conn, [game_id])
        return game_record(row, seats.get(game_id, ()))

    async def _read_seats(self, conn: Connection, game_ids: Sequence[int]) -> dict[int, tuple[SeatRecord, ...]]:
        found: dict[int, list[SeatRecord]] = {}
        rows = await conn.fetch(
            "SELECT game_id, seat, position, user_id, kind, ai, dm_ok FROM seats WHERE game_id = ANY($1::bigint[])"
            " ORDER BY game_id, position",
            list(game_ids),
        )
        for row in rows:
            found.setdefault(row[0], []).append(seat_row(row[1:]))
        return {game_id: tuple(seats) for game_id, seats in found.items()}

    # -- the log -----------------------------------------------------------------------------------
    async def _log_rows(self, tail: str, *params: Any) -> list[LogRecord]:
        async with self._conn() as conn:
            rows = await conn.fetch(f"SELECT {_LOG_COLUMNS} FROM actions {tail}", *params)
        return [_log(row) for row in rows]

    async def read_log(self, game_id: int, after_id: int = 0) -> list[LogRecord]:
        return await self._log_rows("WHERE game_id = $1 AND id > $2 ORDER BY id", game_id, after_id)

    async def count_log(self, game_id: int) -> int:
        # The page count of /game log. Counting a long log is most of a page's cost (the keyset read of its rows
        # is not), so the count is kept per game: the rows up to the highest id counted, and only the rows above
        # that id counted again. Safe because no row can later appear below an id already counted: log rows are
        # never deleted, and the move statement inserts from its UPDATE of the game's row, so a game's ids are drawn
        # under that row's lock, after the game's previous append committed.
        after, counted = self._log_counts.get(game_id, (0, 0))
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT count(*), max(id) FROM actions WHERE game_id = $1 AND id > $2", game_id, after
            )
        if row is None or row[1] is None:
            return counted
        total = counted + int(row[0])
        self._log_counts[game_id] = (int(row[1]), total)
        return total

    async def read_log_window(self, game_id: int, offset: int, limit: int) -> list[LogRecord]:
        return await self._log_rows("WHERE game_id = $1 ORDER BY id LIMIT $2 OFFSET $3", game_id, limit, offset)

    async def read_log_tail(self, game_id: int, limit: int, before_id: int | None = None) -> list[LogRecord]:
        # A keyset: a backward scan of the (game_id, id) index from `before_id`, no offset, so a page costs the same
        # at any length of the log and at any depth.
        rows = await self._log_rows(
            "WHERE game_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3",
            game_id,
            _NO_ID if before_id is None else before_id,
            max(0, limit),
        )
        return rows[::-1]

    async def log_boundary(self, game_id: int, newer: int) -> int | None:
        if newer <= 0:
            return None
        # An index-only scan of (game_id, id) (the table is vacuumed often enough for its visibility map): the offset
        # steps over index entries, no row is fetched.
        async with self._conn() as conn:
            found = await conn.fetchval(
                "SELECT id FROM actions WHERE game_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2", game_id, newer - 1
            )
        return None if found is None else int(found)

    async def last_checkpoint(self, game_id: int) -> tuple[LogRecord, str | None] | None:
        rows = await self._log_rows(
            "WHERE game_id = $1 AND kind = 'move' AND checkpoint ORDER BY id DESC LIMIT 1", game_id
        )
        if not rows:
            return None
        async with self._conn() as conn:
            state = await conn.fetchval(
                f"SELECT {CHECKPOINT_TEXT} FROM games WHERE id = $1 AND checkpoint_seq = $2", game_id, rows[0].seq
            )
        return rows[0], state

    async def decision_tail(self, game_id: int, seat: str, user_id: int) -> tuple[LogRecord | None, list[LogRecord]]:
        # The latest own move no later undo took back (an undo to seq t takes back the earlier moves above t),
        # then everything from it on: one statement.
        sql = (
            f"SELECT {_LOG_COLUMNS}, s.since_id FROM actions,"
            " (SELECT max(m.id) AS since_id FROM actions m"
            "  WHERE m.game_id = $1 AND m.kind = 'move' AND m.seat = $2 AND m.user_id = $3"
            "  AND NOT EXISTS (SELECT 1 FROM actions u WHERE u.game_id = m.game_id AND u.kind = 'undo'"
            "  AND u.id > m.id AND u.seq < m.seq)) AS s"
            " WHERE game_id = $1 AND id >= coalesce(s.since_id, 0) ORDER BY id"
        )
        async with self._conn() as conn:
            rows = await conn.fetch(sql, game_id, seat, user_id)
        records = [_log(row) for row in rows]
        if rows and rows[0][10] is not None and records[0].id == rows[0][10]:
            return records[0], records[1:]
        return None, records

    # -- the outbox --------------------------------------------------------------------------------
    async def outbox(self, game_id: int) -> list[OutboxRecord]:
        async with self._conn() as conn:
            return await self._outbox(conn, game_id)

    async def _outbox(self, conn: Connection, game_id: int) -> list[OutboxRecord]:
        rows = await conn.fetch("SELECT id, game_id, seq, payload FROM outbox WHERE game_id = $1 ORDER BY id", game_id)
        return [OutboxRecord(row[0], row[1], row[2], loads_dict(row[3]) or {}) for row in rows]

    async def games_with_outbox(self) -> list[int]:
        async with self._conn() as conn:
            rows = await conn.fetch("SELECT game_id FROM outbox GROUP BY game_id ORDER BY min(id)")
        return [int(row[0]) for row in rows]

    async def vitals(self) -> tuple[int, float | None, int]:
        async with self._conn() as conn:
            row = await conn.fetchrow(
                "SELECT (SELECT count(*) FROM outbox), (SELECT min(created_at) FROM outbox),"
                " (SELECT count(*) FROM games WHERE status = 'active')"
            )
        assert row is not None  # one row of subqueries, always
        return int(row[0]), None if row[1] is None else float(row[1]), int(row[2])

    async def drop_outbox(self, game_id: int) -> int:
        async with self._conn() as conn:
            return _count(await conn.execute("DELETE FROM outbox WHERE game_id = $1", game_id))

    # -- timers ------------------------------------------------------------------------------------
    async def add_timer(self, game_id: int, kind: str, due_at: float, payload: Mapping[str, Any] | None = None) -> int:
        async with self._conn() as conn:
            found = int(
                await conn.fetchval(
                    "INSERT INTO timers (game_id, kind, due_at, payload) VALUES ($1, $2, $3, $4) RETURNING id",
                    game_id,
                    kind,
                    float(due_at),
                    dumps(dict(payload or {})),
                )
            )
            if due_at < time.time() + TIMER_LOOK_SECONDS:
                await _announce_timers(conn)
            return found

    async def _timers(self, tail: str, *params: Any) -> list[TimerRecord]:
        async with self._conn() as conn:
            rows = await conn.fetch(f"SELECT id, game_id, kind, due_at, payload FROM timers {tail}", *params)
        return [_timer(row) for row in rows]

    async def due_timers(self, now: float) -> list[TimerRecord]:
        return await self._timers("WHERE due_at <= $1 ORDER BY due_at, id", float(now))

    async def next_timer(self) -> TimerRecord | None:
        first = await self._timers("ORDER BY due_at, id LIMIT 1")
        return first[0] if first else None

    async def timers_for(self, game_id: int) -> list[TimerRecord]:
        return await self._timers("WHERE game_id = $1 ORDER BY due_at, id", game_id)

    async def delete_timer(self, timer_id: int) -> bool:
        # A second DELETE of the row waits for the first to commit and then finds nothing: one caller wins.
        async with self._conn() as conn:
            return _count(await conn.execute("DELETE FROM timers WHERE id = $1", timer_id)) == 1

    # -- away players ------------------------------------------------------------------------------
    async def away_players(self) -> dict[int, AwayRecord]:
        async with self._conn() as conn:
            rows = await conn.fetch("SELECT user_id, until, mode FROM away")
        return {row[0]: AwayRecord(row[0], float(row[1]), cast(AwayMode, row[2])) for row in rows}

    async def set_away(self, user_id: int, until: float | None, mode: AwayMode = "ai") -> None:
        async with self._conn() as conn:
            if until is None:
                await conn.execute("DELETE FROM away WHERE user_id = $1", user_id)
            else:
                await conn.execute(
                    "INSERT INTO away (user_id, until, mode) VALUES ($1, $2, $3)"
                    " ON CONFLICT (user_id) DO UPDATE SET until = excluded.until, mode = excluded.mode",
                    user_id,
                    float(until),
                    mode,
                )

    # -- guild settings ----------------------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        async with self._conn() as conn:
            found = await conn.fetchval("SELECT settings FROM guild_settings WHERE guild_id = $1", guild_id)
        return (loads_dict(found) or {}) if found is not None else {}

    async def set_guild_settings(self, guild_id: int, settings: Mapping[str, Any]) -> None:
        async with self._conn() as conn:
            await conn.execute(
                "WITH saved AS (INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES ($1, $2::jsonb, $3)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at"
                f" RETURNING guild_id) SELECT pg_notify('{CHANGES}', 'guild:' || guild_id) FROM saved",
                guild_id,
                dumps(dict(settings)),
                time.time(),
            )

    async def update_guild_settings(self, guild_id: int, changes: Mapping[str, Any]) -> dict[str, Any]:
        # One statement: jsonb || replaces the keys named (a value exactly as given, nested nulls kept) and - drops
        # the keys set to None; the row lock of the upsert orders writers of this and every other process.
        kept = {key: value for key, value in changes.items() if value is not None}
        removed = [key for key, value in changes.items() if value is None]
        async with self._conn() as conn:
            found = await conn.fetchval(
                "WITH saved AS (INSERT INTO guild_settings (guild_id, settings, updated_at)"
                " VALUES ($1, $2::jsonb - $3::text[], $4)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = (guild_settings.settings || $2::jsonb) - $3::text[],"
                f" updated_at = $4 RETURNING guild_id, settings) SELECT settings FROM saved, pg_notify('{CHANGES}',"
                " 'guild:' || saved.guild_id)",
                guild_id,
                dumps(kept),
                removed,
                time.time(),
            )
        return loads_dict(found) or {}

    # -- whole tables (bot/store/copy.py) ---------------------------------------------------------------
    async def read_table(self, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]:
        names = ", ".join(_column(table, c) for c in columns)
        async with self._conn() as conn:
            rows = await conn.fetch(f"SELECT {names} FROM {table} ORDER BY 1")
        if table == "guild_settings":  # jsonb spells an object its own way: read it as every engine writes it
            return [
                tuple(dumps(json.loads(v)) if c == "settings" else v for c, v in zip(columns, row, strict=True))
                for row in rows
            ]
        return [tuple(row) for row in rows]

    async def read_counters(self, tables: Sequence[str]) -> dict[str, int]:
        # An identity's sequence holds the last id it gave, or (not called yet, or set by a copy with is_called
        # false) the next it will give.
        found: dict[str, int] = {}
        async with self._conn() as conn:
            for table in tables:
                sequence = await conn.fetchval("SELECT pg_get_serial_sequence($1, 'id')", table)
                row = await conn.fetchrow(f"SELECT last_value, is_called FROM {sequence}")
                found[table] = int(row["last_value"]) - (0 if row["is_called"] else 1)
        return found

    async def write_tables(
        self, tables: Sequence[tuple[str, Sequence[str], Sequence[tuple[Any, ...]]]], counters: Mapping[str, int]
    ) -> None:
        async with self._transaction() as conn:
            for table, columns, rows in tables:
                marks = ", ".join(f"${n}" for n in range(1, len(columns) + 1))
                await conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", list(rows))
                if "id" in columns:
                    # The identity goes on above the highest id copied and the highest the source ever gave (rows
                    # since deleted, such as delivered outbox rows, may still be named by a Discord record's mark).
                    await conn.execute(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                        f" greatest(coalesce(max(id), 0), $1) + 1, false) FROM {table}",
                        counters.get(table, 0),
                    )

    # -- Discord adapter bookkeeping -----------------------------------------------------------------
    async def discord_game(self, game_id: int) -> DiscordGame | None:
        async with self._conn() as conn:
            row = await conn.fetchrow("SELECT channel_id, data FROM discord_games WHERE game_id = $1", game_id)
        return None if row is None else DiscordGame(row[0], loads_dict(row[1]) or {})

    async def set_discord_game(self, game_id: int, channel_id: int | None, data: Mapping[str, Any]) -> None:
        async with self._conn() as conn:
            await self._write_discord_game(conn, game_id, channel_id, data)

    async def _write_discord_game(
        self, conn: Connection, game_id: int, channel_id: int | None, data: Mapping[str, Any]
    ) -> None:
        await conn.execute(
            "INSERT INTO discord_games (game_id, channel_id, data) VALUES ($1, $2, $3)"
            " ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id, data = excluded.data",
            game_id,
            channel_id,
            dumps(dict(data)),
        )

    async def discord_context(self, game_id: int) -> DiscordContext:
        # One snapshot for the three reads: one call, one consistent picture.
        async with self._conn() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            row = await conn.fetchrow(
                "SELECT d.channel_id, d.data, s.settings::text FROM games g"
                " LEFT JOIN discord_games d ON d.game_id = g.id"
                " LEFT JOIN guild_settings s ON s.guild_id = g.guild_id WHERE g.id = $1",
                game_id,
            )
            outbox = await self._outbox(conn, game_id)
            closed = await conn.fetch(
                "SELECT c.user_id, c.since FROM discord_dm_closed c JOIN seats s ON s.user_id = c.user_id"
                " WHERE s.game_id = $1",
                game_id,
            )
            preferences = await conn.fetch(
                f"SELECT {PREFERENCE_COLUMNS} FROM user_preferences"
                " WHERE user_id IN (SELECT user_id FROM seats WHERE game_id = $1)",
                game_id,
            )
        channel_id, data, settings = (row[0], row[1], row[2]) if row is not None else (None, None, None)
        return DiscordContext(
            channel_id=channel_id,
            data=None if data is None else (loads_dict(data) or {}),
            settings=loads_dict(settings) or {},
            outbox=tuple(outbox),
            dm_closed={int(r[0]): float(r[1]) for r in closed},
            preferences={int(r[0]): preferences_record(r) for r in preferences},
        )

    async def finish_delivery(
        self, game_id: int, outbox_ids: Sequence[int], channel_id: int | None, data: Mapping[str, Any]
    ) -> None:
        async with self._transaction() as conn:
            await self._write_discord_game(conn, game_id, channel_id, data)
            if outbox_ids:
                await conn.execute(
                    "DELETE FROM outbox WHERE game_id = $1 AND id = ANY($2::bigint[])", game_id, list(outbox_ids)
                )

    @asynccontextmanager
    async def delivering(self, game_id: int) -> AsyncIterator[None]:
        # A transaction-level advisory lock (PostgreSQL's documented tool for locks the application defines): waited
        # for while another process delivers the game, and let go when the block ends or the holder's connection
        # dies (a crashed process holds nothing).
        try:
            async with self._claims.acquire() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", game_id)
                yield
        except _FAILURES as error:
            raise _failure(error, self.where) from error

    async def game_for_channel(self, channel_id: int) -> int | None:
        async with self._conn() as conn:
            found = await conn.fetchval("SELECT max(game_id) FROM discord_games WHERE channel_id = $1", channel_id)
        return None if found is None else int(found)

    async def dm_closed_since(self, user_id: int) -> float | None:
        async with self._conn() as conn:
            found = await conn.fetchval("SELECT since FROM discord_dm_closed WHERE user_id = $1", user_id)
        return None if found is None else float(found)

    async def set_dm_closed(self, user_id: int, since: float | None) -> None:
        async with self._conn() as conn:
            if since is None:
                await conn.execute("DELETE FROM discord_dm_closed WHERE user_id = $1", user_id)
            else:
                await conn.execute(
                    "INSERT INTO discord_dm_closed (user_id, since) VALUES ($1, $2)"
                    " ON CONFLICT (user_id) DO UPDATE SET since = excluded.since",
                    user_id,
                    float(since),
                )

    # -- each person's language ----------------------------------------------------------------------
    async def user_locales(self, user_ids: Sequence[int]) -> dict[int, tuple[str | None, str | None]]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                "SELECT user_id, seen, chosen FROM user_locales WHERE user_id = ANY($1::bigint[])", list(user_ids)
            )
        return {int(row[0]): (row[1], row[2]) for row in rows}

    async def set_user_locale(self, user_id: int, *, seen: str | None = None, chosen: str | None = None) -> None:
        async with self._conn() as conn:
            await conn.execute(
                "WITH saved AS (INSERT INTO user_locales (user_id, seen, chosen) VALUES ($1, $2, nullif($3::text, ''))"
                " ON CONFLICT (user_id) DO UPDATE SET seen = coalesce(excluded.seen, user_locales.seen),"
                " chosen = CASE WHEN $3::text IS NULL THEN user_locales.chosen ELSE nullif($3::text, '') END"
                f" RETURNING user_id) SELECT pg_notify('{CHANGES}', 'user:' || user_id) FROM saved",
                user_id,
                seen,
                chosen,
            )

    # -- each person's notification preferences ------------------------------------------------------
    async def user_preferences(self, user_ids: Sequence[int]) -> dict[int, Preferences]:
        async with self._conn() as conn:
            rows = await conn.fetch(
                f"SELECT {PREFERENCE_COLUMNS} FROM user_preferences WHERE user_id = ANY($1::bigint[])", list(user_ids)
            )
        return {int(row[0]): preferences_record(row) for row in rows}

    async def set_user_preferences(self, user_id: int, preferences: Preferences) -> None:
        async with self._conn() as conn:
            await conn.execute(
                f"INSERT INTO user_preferences ({PREFERENCE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)"
                " ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone,"
                " quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to, notify = excluded.notify,"
                " heads_up = excluded.heads_up",
                *preferences_row(user_id, preferences),
            )

    async def hold_notices(self, user_ids: Sequence[int], at: float) -> None:
        async with self._conn() as conn:
            await conn.execute(
                "INSERT INTO user_preferences (user_id, held) SELECT unnest($1::bigint[]), $2"
                " ON CONFLICT (user_id) DO UPDATE SET held = coalesce(user_preferences.held, excluded.held)",
                list(user_ids),
                float(at),
            )

    async def held_notices(self) -> dict[int, float]:
        async with self._conn() as conn:
            rows = await conn.fetch("SELECT user_id, held FROM user_preferences WHERE held IS NOT NULL")
        return {int(row[0]): float(row[1]) for row in rows}

    async def release_held(self, user_id: int, held: float) -> bool:
        # One UPDATE: of several processes summing up the night at once, one finds the row still held.
        async with self._conn() as conn:
            done = await conn.execute(
                "UPDATE user_preferences SET held = NULL WHERE user_id = $1 AND held = $2", user_id, float(held)
            )
        return str(done).endswith(" 1")

    # -- the bot's own values ------------------------------------------------------------------------
    async def bot_value(self, key: str) -> str | None:
        async with self._conn() as conn:
            found = await conn.fetchval("SELECT value FROM bot_state WHERE key = $1", key)
        return None if found is None else str(found)

    async def set_bot_value(self, key: str, value: str) -> None:
        async with self._conn() as conn:
            await conn.execute(
                "INSERT INTO bot_state (key, value) VALUES ($1, $2)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                key,
                value,
            )
