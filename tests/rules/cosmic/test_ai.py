"""The heuristic player (rules.cosmic.ai): uses only views and legal actions, wins (alone or in a shared victory) at
least 80 % of 200 fixed four-player games against three random players (the 200 seeds in four chunks, so that the
test workers share them), and plays games of every size to the end."""

from __future__ import annotations

import pytest

from rules.cosmic.ai import HeuristicPlayer
from rules.cosmic.game import Cosmic
from rules.players import Player, RandomPlayer, play_game

GAME = Cosmic()
SEEDS = 200
CHUNKS = 4


def wins_in(seeds: range) -> int:
    wins = 0
    for seed in seeds:
        hero = seed % 4
        seats = [f"p{i + 1}" for i in range(4)]
        players: dict[str, Player] = {s: RandomPlayer() for s in seats}
        players[seats[hero]] = HeuristicPlayer()
        state, log = play_game(GAME, players, seed)
        assert GAME.is_over(state) and log
        if seats[hero] in [GAME.seats_of(state)[s] for s in state.winners]:
            wins += 1
    return wins


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_heuristic_wins_at_least_80_percent_against_random_players(chunk: int) -> None:
    size = SEEDS // CHUNKS
    seeds = range(chunk * size, (chunk + 1) * size)
    wins = wins_in(seeds)
    assert wins >= 0.8 * size, f"heuristic won {wins} of {size} (seeds {seeds.start}-{seeds.stop - 1})"


@pytest.mark.parametrize("players", [3, 5, 6])
def test_heuristic_players_play_games_of_every_size_to_the_end(players: int) -> None:
    table: dict[str, Player] = {f"p{i + 1}": HeuristicPlayer() for i in range(players)}
    state, log = play_game(GAME, table, 7, {"beginner_flares": True})
    assert GAME.is_over(state) and len(log) > 50
