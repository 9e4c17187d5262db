"""The heuristic AI (rules.hanse.ai): beats the random player and only ever picks legal actions."""

from __future__ import annotations

import pytest

from rules.hanse import GAME
from rules.hanse.ai import HanseHeuristic
from rules.players import Player, RandomPlayer, default_player, play_game

SEEDS = range(200)


def test_ai_is_offered_as_the_heuristic_player() -> None:
    assert isinstance(GAME.ai_players["heuristic"], HanseHeuristic)
    assert default_player(GAME).name == "heuristic"


@pytest.mark.long  # the AI's strength over many games: CI's, after make test
def test_ai_beats_the_random_player_in_at_least_90_percent_of_200_seeded_games() -> None:
    heuristic, random_player = GAME.ai_players["heuristic"], RandomPlayer()
    wins = 0
    for seed in SEEDS:
        # alternate seats so that neither seat order nor the chooser favours the heuristic
        players: dict[str, Player] = (
            {"p1": heuristic, "p2": random_player} if seed % 2 == 0 else {"p1": random_player, "p2": heuristic}
        )
        seat = "p1" if seed % 2 == 0 else "p2"
        state, _ = play_game(GAME, players, seed)
        if GAME.result(state).ranking[0] == [seat]:
            wins += 1
    assert wins >= 0.9 * len(SEEDS), wins


def test_ai_against_itself_finishes_games() -> None:
    heuristic = GAME.ai_players["heuristic"]
    for seed in range(5):
        state, log = play_game(GAME, {"p1": heuristic, "p2": heuristic}, seed)
        assert GAME.is_over(state)
        assert len(log) < 3000
