"""Persistence: the records (records.py), the `Store` protocols (protocols.py), both re-exported by base.py, and
one implementation per engine: SQLite (sqlite.py, the default) and PostgreSQL (postgres/). `open_store(url)` is the
only constructor the application uses; it chooses the engine by the URL."""

from __future__ import annotations

from bot.config import is_postgres
from bot.store.base import (
    ACTIVE_STATUSES,
    FINISHED_STATUSES,
    AwayRecord,
    DiscordStore,
    GameRecord,
    GameStatus,
    GameStore,
    LogEntry,
    LogRecord,
    NewGame,
    SeatRecord,
    SettingsStore,
    Store,
    StoreError,
    TimerRecord,
    VersionConflict,
)
from bot.store.sqlite import SqliteStore


async def open_store(database_url: str) -> Store:
    """The store behind a DATABASE_URL, its migrations applied: `postgresql://...` (or `postgres://`) opens PostgreSQL,
    `sqlite:///...` or a plain file path SQLite."""
    if is_postgres(database_url):
        from bot.store.postgres import PostgresStore  # asyncpg is only needed when PostgreSQL is used

        return await PostgresStore.open(database_url)
    return await SqliteStore.open(database_url)


__all__ = [
    "ACTIVE_STATUSES",
    "FINISHED_STATUSES",
    "AwayRecord",
    "DiscordStore",
    "GameRecord",
    "GameStatus",
    "GameStore",
    "LogEntry",
    "LogRecord",
    "NewGame",
    "SeatRecord",
    "SettingsStore",
    "SqliteStore",
    "Store",
    "StoreError",
    "TimerRecord",
    "VersionConflict",
    "open_store",
]
