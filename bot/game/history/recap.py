"""The end of a game in a few facts: how long it took, how many moves, and each player's luck.

Built once when a game ends (bot/discord/delivery/board.py puts it on the final board post), from the stored log:
the moves that count and their times, replayed for the luck report (bot/game/history/luck.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.game.base.phrases import Phrase, nphrase
from bot.game.history.luck import LuckReport, luck_report
from bot.game.history.timelapse import turn_frames
from bot.store.base import GameRecord, LogRecord
from bot.store.log import effective_moves
from rules.contract import Game

MINUTE, HOUR, DAY = 60, 3600, 86400


@dataclass(frozen=True)
class Recap:
    moves: int
    started_at: float | None
    ended_at: float | None
    luck: LuckReport

    @property
    def seconds(self) -> float:
        if self.started_at is None or self.ended_at is None:
            return 0.0
        return max(0.0, self.ended_at - self.started_at)


def recap_of(game: Game, record: GameRecord, log: Sequence[LogRecord]) -> Recap:
    """The recap of a started game from its record and its whole log."""
    moves = effective_moves(log)
    seats = [s.seat for s in record.seats]
    luck = luck_report(game, seats, turn_frames(game, seats, record.seed or 0, record.options, moves, views=False))
    started = min((row.at for row in log), default=None)
    ended = max((row.at for row in log), default=None)
    return Recap(len(moves), started, ended, luck)


def length_words(recap: Recap) -> Phrase:
    """ "42 moves in 3 days", "42 moves in 5 hours", "42 moves in 12 minutes"."""
    return nphrase("{count} move in {span}", "{count} moves in {span}", recap.moves, span=rough_time(recap.seconds))


def rough_time(seconds: float) -> Phrase:
    """A stretch of time rounded to the unit that reads well: days from two days, hours from two hours, else
    minutes (at least one), or seconds under a minute."""
    if seconds >= 2 * DAY:
        return nphrase("{count} day", "{count} days", round(seconds / DAY))
    if seconds >= 2 * HOUR:
        return nphrase("{count} hour", "{count} hours", round(seconds / HOUR))
    if seconds >= MINUTE:
        return nphrase("{count} minute", "{count} minutes", round(seconds / MINUTE))
    return nphrase("{count} second", "{count} seconds", max(1, round(seconds)))
