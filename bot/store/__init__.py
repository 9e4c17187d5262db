"""Persistence: the `Store` interface (base.py) and its SQLite implementation (sqlite.py)."""

from __future__ import annotations

from bot.store.base import (
    ACTIVE_STATUSES,
    FINISHED_STATUSES,
    AwayRecord,
    GameRecord,
    GameStatus,
    LogEntry,
    LogRecord,
    NewGame,
    SeatRecord,
    Store,
    StoreError,
    TimerRecord,
    VersionConflict,
)
from bot.store.sqlite import SqliteStore


async def open_store(database_url: str) -> Store:
    """The store behind a DATABASE_URL (today: `sqlite:///...` or a plain file path)."""
    return await SqliteStore.open(database_url)


__all__ = [
    "ACTIVE_STATUSES",
    "FINISHED_STATUSES",
    "AwayRecord",
    "GameRecord",
    "GameStatus",
    "LogEntry",
    "LogRecord",
    "NewGame",
    "SeatRecord",
    "SqliteStore",
    "Store",
    "StoreError",
    "TimerRecord",
    "VersionConflict",
    "open_store",
]
