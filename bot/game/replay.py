"""Rebuilding a game from its seed and its log: the log is append-only, undo rows rewind it.

A "move" row is the action that took the game to `seq`; an "undo" row says the game went back to `seq`,
so every move with a higher seq before it no longer counts; a "note" row (a moderator's action, a deadline
takeover) changes nothing by itself and is skipped. What is left, in order, is the effective
history that `setup(seats, seed, options)` plus `apply` turns into the current state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.store.base import LogRecord
from rules.contract import Game, State


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


def replay(
    game: Game,
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    moves: Iterable[LogRecord],
    upto: int | None = None,
) -> State:
    """The state after the first `upto` effective moves (all of them by default)."""
    state = game.setup(list(seats), seed, options)
    for row in moves:
        if upto is not None and row.seq > upto:
            break
        if row.seat is None or row.action is None:
            raise ValueError(f"Log row {row.id} is a move without a seat or an action.")
        state = game.apply(state, row.seat, row.action).state
    return state
