"""A server's statistics (bot/game/history/stats.py): games per game, and per player played, won and time to move."""

from __future__ import annotations

from bot.game.history.stats import server_stats
from bot.store.base import GameRecord, LogRecord, SeatRecord

ALICE, BOB = 11, 12


def game(game_id: int, name: str, winners: list[str], seats: list[SeatRecord]) -> GameRecord:
    return GameRecord(
        id=game_id,
        game=name,
        status="over",
        guild_id=1,
        channel_id=2,
        created_by=ALICE,
        options={},
        seats=tuple(seats),
        seed=5,
        state=None,
        seq=3,
        version=1,
        result={"ranking": [winners, []], "scores": {}, "reason": "x"},
        meta={},
        created_at=0.0,
        updated_at=0.0,
        deadline_at=None,
    )


def move(game_id: int, seq: int, seat: str, user: int | None, at: float) -> LogRecord:
    return LogRecord(seq, game_id, "move", seq, seat, user, {"type": "x"}, (), False, at)


def test_wins_games_and_the_time_each_player_takes_to_move() -> None:
    seats = [SeatRecord("p1", 0, "human", ALICE), SeatRecord("p2", 1, "human", BOB)]
    with_ai = [SeatRecord("p1", 0, "human", ALICE), SeatRecord("p2", 1, "ai", None, "heuristic")]
    finished = [
        (
            game(1, "hanse", ["p1"], seats),
            [move(1, 1, "p1", ALICE, 100.0), move(1, 2, "p2", BOB, 160.0), move(1, 3, "p1", ALICE, 400.0)],
        ),
        (game(2, "hanse", ["p1", "p2"], seats), [move(2, 1, "p2", BOB, 0.0), move(2, 2, "p1", ALICE, 30.0)]),
        (game(3, "andromeda", ["p2"], with_ai), [move(3, 1, "p1", ALICE, 0.0), move(3, 2, "p2", None, 5.0)]),
        (game(4, "cosmic", ["p1", "p2"], [*seats, SeatRecord("p3", 2, "ai", None, "heuristic")]), []),
    ]
    stats = server_stats(finished)
    assert stats.games == 4 and stats.by_game == (("hanse", 2), ("andromeda", 1), ("cosmic", 1))
    alice, bob = stats.players
    # a shared first place is a win (game 4); a game everyone tied (game 2: a draw) was won by nobody
    assert (alice.user_id, alice.played, alice.won) == (ALICE, 4, 2)
    assert (bob.user_id, bob.played, bob.won) == (BOB, 3, 1)
    # the first move of a game has nothing before it; every other human move counts from the move before
    assert (alice.moves, alice.thinking, alice.average_turn) == (2, 240.0 + 30.0, 135.0)
    assert (bob.moves, bob.thinking) == (1, 60.0)
