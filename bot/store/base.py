"""The storage interface in one import: the records (bot/store/records.py) and the protocols
(bot/store/protocols.py).

The core and the adapters talk only to these; `bot/store/sqlite.py` implements them on aiosqlite, and another
engine can follow without touching its callers (docs/decisions/storage.md).
"""

from __future__ import annotations

from bot.store.protocols import DiscordStore, GameStore, SettingsStore, Store
from bot.store.records import (
    ACTIVE_STATUSES,
    CHANGEABLE,
    CLEAR_TIMERS,
    FINISHED_STATUSES,
    NO_PREFERENCES,
    NOTIFY_MODES,
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
    NotifyMode,
    OutboxRecord,
    Preferences,
    SeatKind,
    SeatRecord,
    StoreError,
    TimerPlan,
    TimerRecord,
    VersionConflict,
)

__all__ = [
    "ACTIVE_STATUSES",
    "CHANGEABLE",
    "CLEAR_TIMERS",
    "FINISHED_STATUSES",
    "NOTIFY_MODES",
    "NO_PREFERENCES",
    "TIMER_LOOK_SECONDS",
    "AwayMode",
    "AwayRecord",
    "DiscordContext",
    "DiscordGame",
    "DiscordStore",
    "GameRecord",
    "GameStatus",
    "GameStore",
    "LogEntry",
    "LogKind",
    "LogRecord",
    "NewGame",
    "NotifyMode",
    "OutboxRecord",
    "Preferences",
    "SeatKind",
    "SeatRecord",
    "SettingsStore",
    "Store",
    "StoreError",
    "TimerPlan",
    "TimerRecord",
    "VersionConflict",
]
