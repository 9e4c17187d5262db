"""What counts in a game's log: the log is append-only, undo rows rewind it.

A "move" row is the action that took the game to `seq`; an "undo" row says the game went back to `seq`,
so every move with a higher seq before it no longer counts; a "note" row (a moderator's action, a deadline
takeover) changes nothing by itself and is skipped. What is left, in order, is the effective history.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.store.base import LogRecord


def effective_moves(log: Iterable[LogRecord]) -> list[LogRecord]:
    """The moves that count, oldest first (undone ones dropped)."""
    moves: list[LogRecord] = []
    for row in log:
        if row.kind == "note":
            continue
        if row.kind == "undo":
            del moves[row.seq :]
        else:
            if row.seq != len(moves) + 1:
                raise ValueError(f"Log row {row.id} has seq {row.seq}, expected {len(moves) + 1}.")
            moves.append(row)
    return moves
