"""The AI kinds a game offers (rules/players.py), and which player answers at once for each."""

from __future__ import annotations

import pytest

from rules import registry
from rules.players import SEARCHING, RandomPlayer, default_player, players_for, quick_player
from rules.search import SearchPlayer
from tests.toy_game import TOY


def test_a_game_that_samples_offers_the_search_besides_its_own_kinds() -> None:
    hanse = registry.get("hanse")
    kinds = players_for(hanse)
    assert sorted(kinds) == sorted({"random", *hanse.ai_players, SEARCHING})
    assert isinstance(kinds[SEARCHING], SearchPlayer)
    assert kinds[SEARCHING].guide is default_player(hanse)


@pytest.mark.parametrize("kind", [None, SEARCHING, "ai", "no such kind"])
def test_the_search_none_and_unknown_kinds_answer_at_once_with_the_quick_ai(kind: str | None) -> None:
    hanse = registry.get("hanse")
    assert quick_player(hanse, kind) is hanse.ai_players["heuristic"]


def test_the_random_kind_and_a_games_own_kinds_answer_as_themselves() -> None:
    hanse = registry.get("hanse")
    assert isinstance(quick_player(hanse, "random"), RandomPlayer)
    for kind, player in hanse.ai_players.items():
        assert quick_player(hanse, kind) is player


def test_a_game_without_a_heuristic_falls_back_to_the_random_player() -> None:
    assert not TOY.ai_players.get("heuristic")
    assert isinstance(quick_player(TOY, None), RandomPlayer)
    assert isinstance(default_player(TOY), RandomPlayer)
