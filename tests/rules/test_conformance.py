"""The conformance kit over every registered game, every allowed player count and N seeds.

N is small in `make test` (STARMAIL_CONFORMANCE_SEEDS, default 3) and 500 in `make conformance`. Seeds are
split into chunks, one test each, so that `make conformance` can spread them over every core (pytest-xdist).
"""

from __future__ import annotations

import os

import pytest

from rules import registry
from rules.testing import check_static, run_conformance

SEEDS = int(os.environ.get("STARMAIL_CONFORMANCE_SEEDS", "3"))
CHUNK = 20

CASES = [
    pytest.param(game_id, players, first, id=f"{game_id}-{players}p-seeds{first}-{min(first + CHUNK, SEEDS) - 1}")
    for game_id in registry.ids()
    for players in range(registry.get(game_id).min_players, registry.get(game_id).max_players + 1)
    for first in range(0, SEEDS, CHUNK)
]


@pytest.mark.parametrize(("game_id", "players", "first"), CASES)
def test_conformance(game_id: str, players: int, first: int) -> None:
    game = registry.get(game_id)
    for seed in range(first, min(first + CHUNK, SEEDS)):
        report = run_conformance(game, players, seed)
        assert report.actions > 0


@pytest.mark.parametrize("game_id", registry.ids())
def test_static_contract(game_id: str) -> None:
    check_static(registry.get(game_id))


def test_registry_lists_only_known_games_in_sorted_order() -> None:
    ids = registry.ids()
    assert list(ids) == sorted(ids)
    assert set(ids) <= {"andromeda", "cosmic", "hanse", "starfarers"}


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(KeyError) as caught:
        registry.get("chess")
    assert "chess" in str(caught.value)
    for game_id in registry.ids():
        assert game_id in str(caught.value)
