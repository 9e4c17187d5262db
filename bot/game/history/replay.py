"""Rebuilding a game from its seed and its log: `setup(seats, seed, options)` plus `apply` of the effective
moves (bot/store/log.py says which rows count) gives the current state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.store.base import LogRecord
from bot.store.log import effective_moves

__all__ = ["effective_moves", "replay"]
from rules.contract import Game, State


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
