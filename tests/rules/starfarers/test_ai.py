"""The heuristic player (rules.starfarers.ai): uses only views and legal actions, beats random play in at least 80 %
of 200 fixed three-player games (the 200 seeds in four chunks, so that the test workers share them), and plays
four-player games to the end."""

from __future__ import annotations

import pytest

from rules.players import Player, RandomPlayer, play_game
from rules.starfarers.ai import HeuristicPlayer
from rules.starfarers.game import GAME

SEEDS = 200
CHUNKS = 4


def wins_in(seeds: range) -> int:
    wins = 0
    for seed in seeds:
        hero = seed % 3
        seats = [f"p{i + 1}" for i in range(3)]
        players: dict[str, Player] = {s: RandomPlayer() for s in seats}
        players[seats[hero]] = HeuristicPlayer()
        state, log = play_game(GAME, players, seed)
        assert GAME.is_over(state) and log
        if seats[hero] in GAME.result(state).ranking[0]:
            wins += 1
    return wins


@pytest.mark.long  # the AI's strength over many games: CI's, after make test
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_heuristic_wins_at_least_80_percent_against_random_players(chunk: int) -> None:
    size = SEEDS // CHUNKS
    seeds = range(chunk * size, (chunk + 1) * size)
    wins = wins_in(seeds)
    assert wins >= 0.8 * size, f"heuristic won {wins} of {size} (seeds {seeds.start}-{seeds.stop - 1})"


def test_heuristic_plays_four_player_games_to_the_end() -> None:
    players: dict[str, Player] = {f"p{i + 1}": HeuristicPlayer() for i in range(4)}
    state, log = play_game(GAME, players, 7)
    assert GAME.is_over(state) and len(log) > 50
    assert GAME.result(state).reason == "target"
