"""A game held in memory (`Live`) and one move played on a draft of it (`Applied`).

States are never mutated (the rules build a new one per move), so a draft shares its state with the cached
game until it plays a move; the cached game adopts the draft only once its moves are stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.game.base.types import Move
from bot.store.base import GameRecord, LogEntry
from rules.contract import Event, Game, State
from rules.frozen import built


def changed(record: GameRecord, **changes: Any) -> GameRecord:
    """`record` with `changes` (fields of GameRecord), built in one step: `dataclasses.replace` re-runs the frozen
    `__init__` field by field, and this runs on every move (rules/frozen.py)."""
    return built(GameRecord, {**record.__dict__, **changes})


@dataclass
class Live:
    """A game in the cache: its row (without the encoded state) and the decoded state."""

    record: GameRecord
    game: Game
    state: State | None
    told: tuple[int, ...] = ()
    """The users the latest write told that they act (bot/game/table/outbox.py)."""

    def draft(self) -> Live:
        """A copy to play moves on: states are never mutated, so sharing them is safe."""
        return Live(self.record, self.game, self.state)

    def note(self, note: Mapping[str, Any], user_id: int | None, seat: str | None = None) -> LogEntry:
        """A log note at the game's current seq (see bot/game/history/notes.py)."""
        return LogEntry("note", self.record.seq, seat, user_id, dict(note))


@dataclass(frozen=True)
class Applied:
    move: Move
    events: tuple[Event, ...]
    entered: frozenset[str] = frozenset()
    """Seats that began to act with this move (they were not acting just before)."""
    after: State | None = None
    """The state this move led to, kept for checkpoint moves only: undo starts there."""
    reopened: frozenset[str] = frozenset()
    """Seats facing a new decision point after this move: they began to act, or their choices changed."""
