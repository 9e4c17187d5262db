"""Fixtures for every test."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import suppress
from typing import Any

import pytest

from bot.store.sqlite import SqliteStore
from tests import postgres


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Heavy tests (whole games, each several seconds) run first, so that the cores running the suite finish together
    on short tests instead of one of them waiting for a long one at the end. The order is otherwise kept."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)


@pytest.fixture(scope="session", autouse=True)
def postgres_server() -> Iterator[None]:
    """The PostgreSQL server of this test process (tests/postgres.py) is started by the first test that needs one and
    stopped, its files removed, when the session ends."""
    yield
    postgres.stop()


@pytest.fixture(autouse=True)
async def close_every_store(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[None]:
    """Close every SQLite store a test opened, also when it failed half-way.

    aiosqlite runs each connection on a non-daemon thread: one left open keeps the test process alive after
    the last test, so a single failure would stall the whole run instead of reporting it.
    """
    opened: list[SqliteStore] = []
    original = SqliteStore.open

    async def tracking_open(*args: Any, **kwargs: Any) -> SqliteStore:
        store = await original(*args, **kwargs)
        opened.append(store)
        return store

    monkeypatch.setattr(SqliteStore, "open", staticmethod(tracking_open))
    yield
    for store in opened:
        with suppress(Exception):
            await store.close()
