"""PostgreSQL only: a connection that breaks at every point of a move, made real at the connection (the server ends
the move's session, or the client's end of it is closed, while the move's statement waits on a row another
connection holds), and the reply the player gets against what the database holds afterwards: "made" only for a move
that is stored, "refused" only for one that is not, "may have been made" when the database could not be asked. And a
store whose pool is closing answers every call with a `StorageFailure`, never with asyncpg's own errors."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]
import pytest

from bot.game.base.types import Outcome
from bot.game.service import GameService
from bot.game.write.play import MAYBE_MOVED
from bot.store.failures import StorageFailure
from bot.store.postgres import PostgresStore
from bot.store.postgres.store import _failure
from rules.contract import Action
from rules.i18n import TEXT
from tests import postgres
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, first_choice, started_toy
from tests.waits import HANG, condition, event

WAIT_MS = int(HANG * 1000)


class Wrapped:
    """A pooled connection whose next move statement runs through `pool.fault`, and whose next transaction's COMMIT
    through `pool.commit_fault`, if one is set."""

    def __init__(self, inner: Any, pool: FaultyPool) -> None:
        self.inner = inner
        self._pool = pool

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    async def fetchval(self, sql: str, *args: Any) -> Any:
        fault = self._pool.fault
        if fault is None or not sql.lstrip().startswith("WITH g AS ("):  # the move statement (its compare-and-swap)
            return await self.inner.fetchval(sql, *args)
        self._pool.fault, self._pool.sent = None, self.inner.get_server_pid()
        return await fault(self.inner, sql, args)

    def transaction(self, **options: Any) -> Any:
        real = self.inner.transaction(**options)
        fault, self._pool.commit_fault = self._pool.commit_fault, None
        return real if fault is None else FaultyTransaction(real, self.inner, fault)


class FaultyTransaction:
    def __init__(self, real: Any, conn: Any, fault: CommitFault) -> None:
        self._real, self._conn, self._fault = real, conn, fault

    async def start(self) -> None:
        await self._real.start()

    async def rollback(self) -> None:
        await self._real.rollback()

    async def commit(self) -> None:
        await self._fault(self._conn, self._real)

    async def __aenter__(self) -> None:  # as asyncpg's transaction block
        await self.start()

    async def __aexit__(self, kind: type[BaseException] | None, *_: object) -> None:
        await (self.rollback() if kind is not None else self.commit())


Fault = Callable[[Any, str, tuple[Any, ...]], Awaitable[Any]]
CommitFault = Callable[[Any, Any], Awaitable[None]]


class FaultyPool:
    """The store's pool, handing out `Wrapped` connections."""

    def __init__(self, pool: Any) -> None:
        self._pool = pool
        self.fault: Fault | None = None
        self.commit_fault: CommitFault | None = None
        self.sent = 0
        """The server process of the session the faulty move statement was sent on."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._pool, name)

    async def acquire(self) -> Wrapped:
        return Wrapped(await self._pool.acquire(), self)

    async def release(self, conn: Any) -> None:
        await self._pool.release(conn.inner if isinstance(conn, Wrapped) else conn)


@dataclass
class Table:
    """A started toy game on a PostgreSQL store, the move HOST is about to make, and two more connections: `db` to the
    game's database (it holds the game's row while a fault needs the move to wait), `admin` to the server's own."""

    store: PostgresStore
    pool: FaultyPool
    service: GameService
    db: Any
    admin: Any
    name: str
    game_id: int
    action: Action
    seq: int
    holding: Any = None

    async def hold_row(self) -> None:
        self.holding = self.db.transaction()
        await self.holding.start()
        await self.db.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", self.game_id)

    async def let_row_go(self) -> None:
        if self.holding is not None:
            holding, self.holding = self.holding, None
            await holding.rollback()

    async def version(self) -> int:
        return int(await self.db.fetchval("SELECT version FROM games WHERE id = $1", self.game_id))

    async def waits_on_row(self, pid: int) -> None:
        async def waiting() -> bool:
            found = await self.admin.fetchval("SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1", pid)
            return bool(found == "Lock")

        await condition(waiting, f"the move's statement (server process {pid}) waits for the held row")

    async def session_gone(self, pid: int) -> None:
        async def gone() -> bool:
            return not await self.admin.fetchval("SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = $1)", pid)

        await condition(gone, f"the move's session (server process {pid}) has ended")

    async def refuse_connections(self, refused: bool) -> None:
        """The database takes no new connection (the ones open go on): the server cannot be asked anything anew."""
        await self.admin.execute(f"ALTER DATABASE {self.name} WITH ALLOW_CONNECTIONS {'false' if refused else 'true'}")


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    url = postgres.database_url(tmp_path)
    store = await PostgresStore.open(url, pool_size=2)
    pool = FaultyPool(store._pool)
    store._pool = pool
    service = GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False)
    db = await asyncpg.connect(url)
    admin = await asyncpg.connect(postgres.server_url())
    name = url.split("?", maxsplit=1)[0].rsplit("/", 1)[-1]
    try:
        game_id = await started_toy(service, HOST, ALICE)
        action, seq = await first_choice(service, game_id, HOST)
        yield Table(store, pool, service, db, admin, name, game_id, action, seq)
    finally:
        await admin.execute(f"ALTER DATABASE {name} WITH ALLOW_CONNECTIONS true")
        await admin.close()
        await db.close()
        await store.close()


# -- the points of a move at which the connection breaks --------------------------------------------------------------
# Each runs the move statement on the store's pooled connection (`conn`) in its own way and returns or raises what
# the store then gets; the move statement is its own transaction, its COMMIT sent with it.


def ended_before(table: Table) -> Fault:
    """The server ends the session before the statement is sent."""

    async def fault(conn: Any, sql: str, args: tuple[Any, ...]) -> Any:
        await table.admin.fetchval("SELECT pg_terminate_backend($1, $2::bigint)", conn.get_server_pid(), WAIT_MS)
        return await conn.fetchval(sql, *args)

    return fault


def ended_during(table: Table) -> Fault:
    """The server ends the session while the statement waits on the held row (it is rolled back)."""

    async def fault(conn: Any, sql: str, args: tuple[Any, ...]) -> Any:
        pid = conn.get_server_pid()
        running = asyncio.ensure_future(conn.fetchval(sql, *args))
        await table.waits_on_row(pid)
        await table.admin.fetchval("SELECT pg_terminate_backend($1, $2::bigint)", pid, WAIT_MS)
        return await event(running, "the move statement's failure")

    return fault


def lost_during(table: Table) -> Fault:
    """The client's end of the connection is closed while the statement waits on the held row; the server's session
    still waits, and would commit the move once the row is free."""

    async def fault(conn: Any, sql: str, args: tuple[Any, ...]) -> Any:
        running = asyncio.ensure_future(conn.fetchval(sql, *args))
        await table.waits_on_row(conn.get_server_pid())
        conn.terminate()
        return await event(running, "the move statement's failure")

    return fault


def lost_before_the_answer(table: Table) -> Fault:
    """The client's end is closed while the statement waits; then the row is let go, and the server carries the
    statement out and commits it: the commit was sent, its answer is never read."""

    async def fault(conn: Any, sql: str, args: tuple[Any, ...]) -> Any:
        version = await table.version()
        running = asyncio.ensure_future(conn.fetchval(sql, *args))
        await table.waits_on_row(conn.get_server_pid())
        conn.terminate()
        await table.let_row_go()

        async def committed() -> bool:
            return await table.version() > version

        await condition(committed, "the move committed by the session the client left")
        return await event(running, "the move statement's failure")

    return fault


def no_read_back(make: Callable[[Table], Fault]) -> Callable[[Table], Fault]:
    """`make`'s fault, after which the database takes no new connection: whether the move was stored cannot be read
    back."""

    def made(table: Table) -> Fault:
        inner = make(table)

        async def fault(conn: Any, sql: str, args: tuple[Any, ...]) -> Any:
            try:
                return await inner(conn, sql, args)
            finally:
                await table.refuse_connections(True)

        return fault

    return made


CASES: dict[str, tuple[Callable[[Table], Fault], bool, str]] = {
    # name: (the fault, whether the row is held, the reply)
    "ended before the statement": (ended_before, False, "refused"),
    "ended during the statement": (ended_during, True, "refused"),
    "lost during the statement": (lost_during, True, "refused"),
    "lost after the commit was sent": (lost_before_the_answer, True, "made"),
    "lost after the commit was sent, and no read back": (no_read_back(lost_before_the_answer), True, "uncertain"),
    # the server's session commits the move once the row is free, after the reply: "may have been made" was right
    "lost during the statement, and no read back": (no_read_back(lost_during), True, "uncertain"),
}


@pytest.mark.parametrize("case", list(CASES))
async def test_the_reply_to_a_move_whose_connection_breaks_agrees_with_the_database(table: Table, case: str) -> None:
    make, hold, expected = CASES[case]
    before = await table.version()
    logged = await table.db.fetchval("SELECT count(*) FROM actions WHERE game_id = $1", table.game_id)
    if hold:
        await table.hold_row()
    table.pool.fault = make(table)
    reply: Outcome | StorageFailure
    try:
        reply = await table.service.act(table.game_id, HOST, table.action, table.seq)
    except StorageFailure as failure:
        reply = failure
    assert table.pool.sent, "the fault was not reached"
    # Everything settles: the database takes connections again, the row is free, the move's session has ended.
    await table.refuse_connections(False)
    await table.let_row_go()
    await table.session_gone(table.pool.sent)
    stored = await table.version() > before
    told = [t.seq for t in await table.store.outbox(table.game_id)]

    if isinstance(reply, Outcome):
        assert expected == "made", (case, reply)
        assert stored and reply.seq == table.seq + 1
        assert await table.db.fetchval("SELECT count(*) FROM actions WHERE game_id = $1", table.game_id) > logged
        assert (await table.service.view(table.game_id, HOST)).seq == reply.seq
    elif reply.kind == "uncertain":
        assert expected == "uncertain", (case, reply)
        assert reply.say("en") == TEXT.tr("en", MAYBE_MOVED)
        assert reply.say("de") == TEXT.tr("de", MAYBE_MOVED) != reply.say("en")
        # made or not, the table sees the game as stored once the database is back; a move made is told with it
        assert (await table.service.view(table.game_id, HOST)).seq == table.seq + (1 if stored else 0)
        assert (table.seq + 1 in told) == stored
    else:
        assert expected == "refused", (case, reply)
        assert reply.kind == "unreachable"
        assert not stored, "a move refused to its player is stored"
        assert table.seq + 1 not in told
        again = await table.service.act(table.game_id, HOST, table.action, table.seq)  # the same click works
        assert again.seq == table.seq + 1


async def test_view_and_act_while_the_pool_closes_answer_a_storage_failure(table: Table) -> None:
    held = await table.pool.acquire()  # a call under way: the pool's close waits for it
    closing = asyncio.ensure_future(table.store.close())

    async def is_closing() -> bool:
        return bool(table.pool.is_closing())

    calls: list[Callable[[], Awaitable[Any]]] = [
        lambda: table.service.view(table.game_id, HOST),
        lambda: table.service.act(table.game_id, HOST, table.action, table.seq),
    ]
    try:
        await condition(is_closing, "the store's pool begins to close")
        for call in calls:
            with pytest.raises(StorageFailure) as refused:
                await call()
            assert refused.value.kind == "unreachable"
            assert isinstance(refused.value.__cause__, asyncpg.InterfaceError)
    finally:
        await table.pool.release(held)
        await event(closing, "the store's close")
    for call in calls:  # and once it is closed
        with pytest.raises(StorageFailure):
            await call()


@pytest.mark.parametrize(
    "error",
    [
        asyncpg.InterfaceError("cannot perform operation: another operation is in progress"),
        asyncpg.InternalClientError("waiter is not done while handling critical protocol error"),
        asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
        asyncpg.AdminShutdownError("terminating connection due to administrator command"),
        asyncpg.IdleSessionTimeoutError("terminating connection due to idle-session timeout"),
        ConnectionResetError("connection reset by peer"),
        TimeoutError(),
    ],
    ids=lambda error: type(error).__name__,
)
def test_every_error_of_the_connection_is_a_storage_failure_with_its_cause(error: BaseException) -> None:
    if isinstance(error, asyncpg.IdleSessionTimeoutError):
        error.severity_en = "FATAL"  # as the server sends it: the session is over
    mapped = _failure(error, "postgresql://starmail@db/starmail")
    assert isinstance(mapped, StorageFailure) and mapped.kind == "unreachable"


def test_a_statement_the_server_refuses_as_wrong_stays_as_it_is() -> None:
    error = asyncpg.CheckViolationError("new row violates check constraint")
    assert _failure(error, "postgresql://starmail@db/starmail") is error


@pytest.mark.parametrize("lost", ["before the COMMIT", "after the COMMIT"])
async def test_a_game_change_is_answered_as_the_database_holds_it_when_its_commit_goes_unanswered(
    table: Table, lost: str
) -> None:
    before = await table.version()
    reached: list[int] = []

    async def fault(conn: Any, transaction: Any) -> None:
        pid = conn.get_server_pid()
        reached.append(pid)
        if lost == "after the COMMIT":
            await transaction.commit()  # committed; the answer is what the server's end of the session takes along
        await table.admin.fetchval("SELECT pg_terminate_backend($1, $2::bigint)", pid, WAIT_MS)
        if lost == "before the COMMIT":
            await transaction.commit()
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    table.pool.commit_fault = fault
    try:
        changed: Any = await table.store.update_game(table.game_id, before, {"meta": {"note": "x"}})
    except StorageFailure as failure:
        changed = failure
    assert reached, "the fault was not reached"
    stored = await table.version() == before + 1
    if lost == "after the COMMIT":
        assert stored and not isinstance(changed, StorageFailure)
        assert changed.version == before + 1 and changed.meta == {"note": "x"}
    else:
        assert not stored and isinstance(changed, StorageFailure) and changed.kind == "unreachable"
