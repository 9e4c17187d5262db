"""Seats that give up a running game: a player resigns, or forfeits after missed deadlines."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Literal

from bot.game.base.live import Live
from bot.game.base.meta import GameMeta
from bot.game.base.outcomes import outcome, public_scores
from bot.game.base.phrases import Joined, phrase
from bot.game.base.types import Outcome, result_to_json
from bot.game.history.notes import note_phrase
from bot.game.table.tables import Tables
from bot.game.table.timers import Timers
from bot.store.base import CLEAR_TIMERS, LogEntry
from rules.contract import Result


async def give_up(
    tables: Tables,
    timers: Timers,
    live: Live,
    seats: Sequence[str],
    note: LogEntry,
    reason: Literal["resigned", "timeout"],
) -> Outcome:
    """`seats` leave the game: resigned, or forfeited on missed deadlines (result reason "timeout").

    When at most one other seat remains the game is over: the rest ranked together above the seats that
    gave up, with the public scores. Otherwise an AI takes the seats for the rest of the game.
    """
    record = live.record
    rest = [s.seat for s in record.seats if s.seat not in seats]
    if len(rest) <= 1:
        result = Result([group for group in (rest, list(seats)) if group], public_scores(live), reason)
        changes = {"status": "over", "result": result_to_json(result), "deadline_at": None}
        record = await tables.append(live, [note], changes, CLEAR_TIMERS)
        return outcome(live.game, record, reason, note_phrase(note.action or {}, None, note.user_id), state=live.state)
    takeover = GameMeta.from_json(record.meta).takeover  # the server's choice when the game started
    taken = tuple(replace(s, kind="ai", user_id=None, ai=takeover) if s.seat in seats else s for s in record.seats)
    record = await tables.update(live, {}, taken, entries=[note])
    message = Joined((note_phrase(note.action or {}, None, note.user_id), phrase("An AI plays the seat from now on.")))
    return outcome(live.game, record, reason, message, state=live.state)
