"""A server's statistics (/stats): games played per game, and per player games played and won (a game everyone tied
has no winner) and the average time they took to move. Read from the finished games' records and logs (the most
recent STATS_GAMES of them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.base import GameRecord, LogRecord
from bot.store.log import effective_moves

STATS_GAMES = 500
"""How many of a server's latest finished games the statistics read (each read is one log)."""


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    played: int
    won: int
    moves: int
    thinking: float
    """Seconds between the move before each of theirs and theirs, summed."""

    @property
    def average_turn(self) -> float | None:
        return self.thinking / self.moves if self.moves else None


@dataclass(frozen=True)
class ServerStats:
    games: int
    by_game: tuple[tuple[str, int], ...]
    """(game id, finished games), most played first."""
    players: tuple[PlayerStats, ...]
    """Most games won first, then most played."""


def _winners(record: GameRecord) -> set[str]:
    """The seats of the first group of the ranking, unless it holds every seat: a game everyone tied (a draw agreed,
    a game a moderator ended without a ranking) was won by nobody."""
    ranking = record.result.get("ranking") if record.result else None
    if not ranking or len(ranking[0]) == len(record.seats):
        return set()
    return set(ranking[0])


def server_stats(finished: Sequence[tuple[GameRecord, Sequence[LogRecord]]]) -> ServerStats:
    """The statistics of these finished games, each with its log."""
    by_game: dict[str, int] = {}
    played: dict[int, int] = {}
    won: dict[int, int] = {}
    moves: dict[int, int] = {}
    thinking: dict[int, float] = {}
    for record, log in finished:
        by_game[record.game] = by_game.get(record.game, 0) + 1
        winners = _winners(record)
        for seat in record.seats:
            if seat.kind != "human" or seat.user_id is None:
                continue
            played[seat.user_id] = played.get(seat.user_id, 0) + 1
            if seat.seat in winners:
                won[seat.user_id] = won.get(seat.user_id, 0) + 1
        previous: float | None = None
        for row in effective_moves(log):
            if row.user_id is not None and previous is not None:
                moves[row.user_id] = moves.get(row.user_id, 0) + 1
                thinking[row.user_id] = thinking.get(row.user_id, 0.0) + max(0.0, row.at - previous)
            previous = row.at
    players = [
        PlayerStats(user, count, won.get(user, 0), moves.get(user, 0), thinking.get(user, 0.0))
        for user, count in played.items()
    ]
    players.sort(key=lambda p: (-p.won, -p.played, p.user_id))
    return ServerStats(len(finished), tuple(sorted(by_game.items(), key=lambda g: (-g[1], g[0]))), tuple(players))
