"""Fixtures for the store tests: one test-suite for every engine.

`store` is a fresh, empty `Store` of each engine in ENGINES in turn (the test id says which: `[sqlite]`). A test
that takes `store` may use only the `Store` protocol (bot/store/protocols.py) and is typed against it, so it
holds for every engine. A test of one engine's own details (SQLite's pragmas, its migrations, its fixture
database) takes `sqlite_store` or `db_path` instead and says so in its module's docstring.

Adding an engine (issue 17: PostgreSQL) is one entry in ENGINES: a name and an async function that opens that
engine's store for a test, given the test's own temporary directory. Opening it twice with the same directory
must reach the same database (tests reopen a store, or open two to act as two bot processes); different
directories must never share data. The function may start what the engine needs (a server once per test
session, a fresh database per directory); the test closes every store it opens.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.store.base import Store
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore
from tests import postgres

OpenEngine = Callable[[Path], Awaitable[Store]]
"""Opens one engine's store for the test whose temporary directory it is given."""


async def _sqlite(directory: Path) -> Store:
    # synchronous=NORMAL: the tests need no power-cut durability, and FULL syncs on every commit.
    return await SqliteStore.open(directory / "starmail.db", synchronous="NORMAL")


async def _postgres(directory: Path) -> Store:
    # A database of the test process's own server per directory (tests/postgres.py); a small pool is plenty.
    return await PostgresStore.open(postgres.database_url(directory), pool_size=4)


ENGINES: dict[str, OpenEngine] = {
    "sqlite": _sqlite,
    "postgres": _postgres,
}
"""Every engine the engine-neutral tests run against, by the name the test ids show."""


@pytest.fixture(params=sorted(ENGINES))
def open_engine(request: pytest.FixtureRequest) -> OpenEngine:
    """The engine under test: call it with `tmp_path` to open (or reopen) the test's database."""
    opener: OpenEngine = ENGINES[request.param]
    return opener


@pytest.fixture
async def store(open_engine: OpenEngine, tmp_path: Path) -> AsyncIterator[Store]:
    """A fresh store of each engine in turn."""
    opened = await open_engine(tmp_path)
    yield opened
    await opened.close()


# -- SQLite only ------------------------------------------------------------------------------------------
@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "starmail.db"


@pytest.fixture
async def sqlite_store(db_path: Path) -> AsyncIterator[SqliteStore]:
    """The SQLite store itself, for tests of its own details (pragmas, the raw connection)."""
    opened = await SqliteStore.open(db_path, synchronous="NORMAL")
    yield opened
    await opened.close()
