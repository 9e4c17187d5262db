"""What counts in a game's log: the log is append-only, undo rows rewind it.

A "move" row is the action that took the game to `seq`; an "undo" row says the game went back to `seq`,
so every move with a higher seq before it no longer counts; a "note" row (a moderator's action, a deadline
takeover) changes nothing by itself and is skipped. What is left, in order, is the effective history.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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


def undone_in(tail: Sequence[LogRecord]) -> set[int]:
    """The ids of the moves in `tail` (consecutive rows, up to the end of the log) that a later undo row of
    `tail` took back: an undo to seq t takes back every earlier move with a higher seq."""
    undone: set[int] = set()
    lowest: int | None = None
    for row in reversed(tail):
        if row.kind == "undo":
            lowest = row.seq if lowest is None else min(lowest, row.seq)
        elif row.kind == "move" and lowest is not None and row.seq > lowest:
            undone.add(row.id)
    return undone
