"""Persistence: the records (records.py), the `Store` protocols (protocols.py), both re-exported by base.py, and
the SQLite implementation (sqlite.py). `open_store(url)` is the only constructor the application uses."""

from __future__ import annotations

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
    """The store behind a DATABASE_URL (today: `sqlite:///...` or a plain file path)."""
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
