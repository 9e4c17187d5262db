"""Stored moves whose values only look like the legal ones become the legal ones (strict action matching).

Before actions were compared type-strictly, a move such as `{"own": false}` was accepted where the legal
action said `{"own": 0}` (Python's `False == 0`), and stored as given: in the log, in the events it caused and
in the game's state. Those games would no longer replay. For every game whose log holds a bool or a float
(no legal action of any game has one), this replays the effective moves from the seed, replacing each such
move by the legal action it was taken for, and rewrites the stored events and state wherever they differ from
the replay only by such look-alikes. A game that does not replay even so is left exactly as it was (its
`verify` says where it breaks), so a start-up never fails on one odd game.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Any, cast

import aiosqlite

from bot.store.base import LogKind, LogRecord
from bot.store.log import effective_moves
from rules.base import same_value
from rules.contract import Action, Game, IllegalAction
from rules.registry import registry

log = logging.getLogger(__name__)


def holds_look_alike(value: Any) -> bool:
    """Whether a decoded JSON value holds a bool or a float anywhere."""
    if isinstance(value, bool | float):
        return True
    if isinstance(value, dict):
        return any(holds_look_alike(v) for v in value.values())
    if isinstance(value, list):
        return any(holds_look_alike(v) for v in value)
    return False


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


async def _affected_games(conn: aiosqlite.Connection) -> list[int]:
    found: set[int] = set()
    # a bool is spelled true or false and a float that equals an int has a "." (1.0): filter before parsing
    query = (
        "SELECT game_id, action FROM actions WHERE kind = 'move'"
        " AND (action LIKE '%true%' OR action LIKE '%false%' OR action LIKE '%.%')"
    )
    async with conn.execute(query) as cursor:
        async for game_id, action in cursor:
            if game_id not in found and holds_look_alike(json.loads(action)):
                found.add(int(game_id))
    return sorted(found)


def _legal_twin(game: Game, state: Any, seat: str, action: Action) -> Action:
    """The legal action `action` was taken for: equal by Python's `==`, which let look-alikes through."""
    for legal in game.legal_actions(state, seat):
        if legal == action:
            return legal
    raise IllegalAction("no legal action looks like this move")


async def _repair(conn: aiosqlite.Connection, game_id: int) -> None:
    async with conn.execute("SELECT game, seed, options, state FROM games WHERE id = ?", (game_id,)) as cursor:
        row = await cursor.fetchone()
    if row is None or row[1] is None:
        return
    game_name, seed, options, stored_state = row
    game = registry.get(game_name)
    seat_rows = await conn.execute_fetchall("SELECT seat FROM seats WHERE game_id = ? ORDER BY position", (game_id,))
    seats: Sequence[str] = [r[0] for r in seat_rows]
    rows = await conn.execute_fetchall(
        "SELECT id, kind, seq, seat, user_id, action, events, checkpoint, at FROM actions"
        " WHERE game_id = ? ORDER BY id",
        (game_id,),
    )
    records = [
        LogRecord(
            r[0],
            game_id,
            cast(LogKind, r[1]),
            r[2],
            r[3],
            r[4],
            json.loads(r[5]),
            tuple(json.loads(r[6])),
            bool(r[7]),
            r[8],
        )
        for r in rows
    ]
    changes: list[tuple[str, str, int]] = []  # (action, events, row id)
    try:
        state = game.setup(list(seats), seed, json.loads(options))
        for record in effective_moves(records):
            assert record.seat is not None and record.action is not None
            action = record.action
            if holds_look_alike(action):
                action = _legal_twin(game, state, record.seat, action)
            step = game.apply(state, record.seat, action)
            replayed = json.loads(_dumps(step.events))
            new_events = record.events
            if not same_value(list(record.events), replayed):
                if list(record.events) != replayed:  # different even by `==`: a real divergence, not a look-alike
                    raise IllegalAction(f"move {record.seq} gives other events")
                new_events = tuple(replayed)
            if action is not record.action or new_events is not record.events:
                changes.append((_dumps(action), _dumps(list(new_events)), record.id))
            state = step.state
    except (IllegalAction, ValueError, KeyError, TypeError, IndexError, AssertionError) as error:
        log.warning("game %s keeps its log as stored: it does not replay with strict actions (%s)", game_id, error)
        return
    await conn.executemany("UPDATE actions SET action = ?, events = ? WHERE id = ?", changes)
    final = game.encode(state)
    if stored_state is not None and stored_state != final and json.loads(stored_state) == json.loads(final):
        await conn.execute("UPDATE games SET state = ? WHERE id = ?", (final, game_id))


async def upgrade(conn: aiosqlite.Connection) -> None:
    for game_id in await _affected_games(conn):
        await _repair(conn, game_id)
