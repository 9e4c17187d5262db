"""The heuristic player (rules.andromeda.ai): uses only views and legal actions, and beats random play."""

from __future__ import annotations

import pytest

from rules.andromeda import GAME
from rules.andromeda.ai import HeuristicPlayer
from rules.players import Player, RandomPlayer, default_player, play_game


def test_heuristic_is_the_default_ai() -> None:
    assert isinstance(default_player(GAME), HeuristicPlayer)
    assert GAME.ai_players["heuristic"].name == "heuristic"


@pytest.mark.long  # the AI's strength over many games: CI's, after make test
def test_heuristic_wins_at_least_80_percent_against_random_players() -> None:
    wins = 0
    games = 200
    for seed in range(games):
        hero = seed % 3
        seats = [f"p{i + 1}" for i in range(3)]
        players: dict[str, Player] = {s: RandomPlayer() for s in seats}
        players[seats[hero]] = HeuristicPlayer()
        state, log = play_game(GAME, players, seed)
        assert GAME.is_over(state) and log
        if seats[hero] in GAME.result(state).ranking[0]:
            wins += 1
    assert wins >= 0.8 * games, f"heuristic won {wins} of {games}"


def test_heuristic_only_picks_legal_actions_in_5_player_games() -> None:
    players: dict[str, Player] = {f"p{i + 1}": HeuristicPlayer() for i in range(5)}
    state, log = play_game(GAME, players, 5)
    assert GAME.is_over(state)
    assert len(log) > 50
