"""Rows to records and back, the same for every engine: JSON text in and out of the columns that hold it, a game
row (in `GAME_COLUMNS` order) as a `GameRecord`, a seat row as a `SeatRecord`, the columns a write may change."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, cast

import orjson

from bot.store.records import (
    CHANGEABLE,
    NOTIFY_MODES,
    GameRecord,
    GameStatus,
    NotifyMode,
    Preferences,
    SeatKind,
    SeatRecord,
    StoreError,
)
from rules.jsontext import listed

JSON_COLUMNS = frozenset({"options", "meta", "result", "orders"})
"""The game columns that hold JSON objects as text."""
PREFERENCE_COLUMNS = "user_id, time_zone, quiet_from, quiet_to, notify, heads_up"
"""A `user_preferences` row as `preferences_record` reads it (migration 012)."""
GAME_COLUMNS = (
    "id, guild_id, channel_id, game, options, seed, status, seq, version, {state}, created_by, created_at, "
    "updated_at, deadline_at, result, meta, orders"
)


_ENCODER = json.JSONEncoder(separators=(",", ":"), sort_keys=True)
_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS


def dumps(value: Any) -> str:
    """Compact JSON text, keys sorted. A move encodes four or five values with it (its action and events, the meta,
    what must be told): orjson does that in a fraction of the time. A value orjson refuses (an integer beyond 64 bits)
    is written by the standard library, as before."""
    try:
        return orjson.dumps(value, default=listed, option=_OPTIONS).decode()
    except TypeError:
        return _ENCODER.encode(value)


def loads_dict(text: str | None) -> dict[str, Any] | None:
    if text is None:
        return None
    try:
        value = json.loads(text)
    except ValueError:
        raise StoreError(
            "The database holds damaged data (a JSON column cannot be read); restore it from a backup."
        ) from None
    if value is None:
        return None
    if not isinstance(value, dict):
        raise StoreError(f"Expected a JSON object in the database, found {text[:40]!r}.")
    return value


def game_record(row: Sequence[Any], seats: tuple[SeatRecord, ...] = ()) -> GameRecord:
    return GameRecord(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        game=row[3],
        options=loads_dict(row[4]) or {},
        seed=row[5],
        status=cast(GameStatus, row[6]),
        seq=row[7],
        version=row[8],
        state=row[9],
        created_by=row[10],
        created_at=row[11],
        updated_at=row[12],
        deadline_at=row[13],
        result=loads_dict(row[14]),
        meta=loads_dict(row[15]) or {},
        seats=seats,
        orders=loads_dict(row[16]) or {},
    )


def preferences_record(row: Sequence[Any]) -> Preferences:
    """A row in `PREFERENCE_COLUMNS` order as `Preferences` (the user id first, left out)."""
    _, zone, quiet_from, quiet_to, notify, heads_up = row
    quiet = (int(quiet_from), int(quiet_to)) if quiet_from is not None and quiet_to is not None else None
    mode: NotifyMode = next((m for m in NOTIFY_MODES if m == notify), "turns")
    return Preferences(time_zone=zone, quiet=quiet, notify=mode, heads_up=bool(heads_up))


def preferences_row(user_id: int, preferences: Preferences) -> tuple[Any, ...]:
    """`preferences` as a row in `PREFERENCE_COLUMNS` order."""
    quiet_from, quiet_to = preferences.quiet if preferences.quiet is not None else (None, None)
    heads_up = int(preferences.heads_up)
    return (user_id, preferences.time_zone, quiet_from, quiet_to, preferences.notify, heads_up)


def seat_record(row: Sequence[Any]) -> SeatRecord:
    return SeatRecord(
        seat=row[0], position=row[1], user_id=row[2], kind=cast(SeatKind, row[3]), ai=row[4], dm_ok=bool(row[5])
    )


def check_changes(changes: Mapping[str, Any]) -> None:
    unknown = set(changes) - CHANGEABLE
    if unknown:
        raise StoreError(f"Cannot change game column(s) {', '.join(sorted(unknown))}.")
    if ("checkpoint_seq" in changes) != ("checkpoint_state" in changes):
        raise StoreError("A checkpoint's seq and its state are written together.")


def newer_schema(found: int, known: int) -> StoreError:
    """The refusal of a database whose schema is newer than this Starmail's: every engine says it alike."""
    return StoreError(
        f"The database is at schema version {found}, newer than this Starmail knows ({known}); run a newer Starmail"
        " with it."
    )
