"""The game turn by turn, from its seed and its log, as everyone may see it: the frames of a timelapse.

A frame is the public view (`view(state, None)`, never a seat's) when a turn ends (the seats that act change) and
at the start and the end, with the public events since the previous frame. Only public information goes in, so
a timelapse may be shown while the game runs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.base import LogRecord
from rules.contract import Event, Game, View


@dataclass(frozen=True)
class OpenHands:
    """One turn of a finished game with every hand shown: the public frame and each seat's own view of it."""

    turn: int
    """1 for the start, up to `turns`."""
    turns: int
    frame: TurnFrame
    hands: dict[str, View]


@dataclass(frozen=True)
class TurnFrame:
    seq: int
    view: View
    events: tuple[Event, ...]
    """The public events since the previous frame."""


def turn_frames(
    game: Game,
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    moves: Iterable[LogRecord],
    *,
    views: bool = True,
) -> list[TurnFrame]:
    """One frame at the start, one after each turn, one at the end (`moves`: the effective moves, in order).
    Without `views` the frames carry only their events (an empty view): what the luck report needs, at a fraction
    of the cost."""
    state = game.setup(list(seats), seed, options)

    def seen() -> View:
        return game.view(state, None) if views else {}

    frames = [TurnFrame(0, seen(), ())]
    events: list[Event] = []
    acting = game.acting(state)
    seq = 0
    for row in moves:
        if row.seat is None or row.action is None:
            continue
        step = game.apply(state, row.seat, row.action)
        state, seq = step.state, row.seq
        events += [e for e in step.events if e.get("to") is None]
        now = game.acting(state)
        if set(now) != set(acting) or game.is_over(state):
            frames.append(TurnFrame(seq, seen(), tuple(events)))
            events = []
        acting = now
    if events:
        frames.append(TurnFrame(seq, seen(), tuple(events)))
    return frames


def open_hands(
    game: Game,
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    moves: Sequence[LogRecord],
    turn: int,
) -> OpenHands:
    """Turn `turn` (clamped to the game's turns) with each seat's own view of it: for a finished game only (the
    caller checks; docs/decisions/open-hands.md)."""
    frames = turn_frames(game, seats, seed, options, moves)
    index = min(max(turn, 1), len(frames)) - 1
    frame = frames[index]
    state = game.setup(list(seats), seed, options)
    for row in moves:
        if row.seq > frame.seq:
            break
        if row.seat is not None and row.action is not None:
            state = game.apply(state, row.seat, row.action).state
    return OpenHands(index + 1, len(frames), frame, {seat: game.view(state, seat) for seat in seats})
