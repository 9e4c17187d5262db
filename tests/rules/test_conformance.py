"""The conformance kit over every registered game, every allowed player count and N seeds.

N is small by default (STARMAIL_CONFORMANCE_SEEDS, 3) and 500 in `make conformance`; a game whose random playouts
are long declares `conformance_seed_share` and runs that share of N (at least one seed). `make test` plays seed 0
of each; the others (marked `long`) are CI's, after it. Seeds are split into chunks, one test each, so that
`make conformance` can spread them over every core (pytest-xdist).
Each set of options a game declares in `conformance_options` runs the same seeds.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from typing import Any

import pytest

from rules import registry
from rules.contract import Game
from rules.testing import check_static, run_conformance

SEEDS = int(os.environ.get("STARMAIL_CONFORMANCE_SEEDS", "3"))
CHUNK = 20


def seeds_for(game: Game, seeds: int = SEEDS) -> int:
    """How many seeds the kit runs for `game` when asked for `seeds`: its share, and at least one."""
    return max(1, math.ceil(seeds * game.conformance_seed_share))


def chunk_for(game: Game) -> int:
    """Seeds per test: fewer for a game with long playouts, so that the chunks spread over the cores."""
    return max(1, round(CHUNK * game.conformance_seed_share))


def options_id(options: Mapping[str, Any]) -> str:
    return "-".join(f"{name}={value}" for name, value in sorted(options.items()))


def _cases() -> list[object]:
    """Seed 0 of every game, option set and player count in `make test`; the other seeds in chunks, marked `long`
    (CI runs them after `make test`; `make conformance` runs them all)."""
    cases: list[object] = []
    for game_id in registry.ids():
        game = registry.get(game_id)
        total, chunk = seeds_for(game), chunk_for(game)
        for number, options in enumerate(game.conformance_options):
            for players in range(game.min_players, game.max_players + 1):
                ranges = [(0, 0)] + [(first, min(first + chunk, total) - 1) for first in range(1, total, chunk)]
                for first, last in ranges:
                    name = "-".join(filter(None, (game_id, options_id(options), f"{players}p-seeds{first}-{last}")))
                    marks = [pytest.mark.long] if first > 0 else []
                    cases.append(pytest.param(game_id, number, players, first, last, id=name, marks=marks))
    return cases


@pytest.mark.heavy  # a whole game each: run first (tests/conftest.py)
@pytest.mark.parametrize(("game_id", "options", "players", "first", "last"), _cases())
def test_conformance(game_id: str, options: int, players: int, first: int, last: int) -> None:
    game = registry.get(game_id)
    for seed in range(first, last + 1):
        report = run_conformance(game, players, seed, options=game.conformance_options[options])
        assert report.actions > 0


@pytest.mark.parametrize("game_id", registry.ids())
def test_static_contract(game_id: str) -> None:
    check_static(registry.get(game_id))


def test_a_seed_share_runs_its_share_and_at_least_one_seed() -> None:
    class Long:
        conformance_seed_share = 0.05

    class Short:
        conformance_seed_share = 1.0

    assert [seeds_for(Long(), n) for n in (3, 500)] == [1, 25]  # type: ignore[arg-type]
    assert [seeds_for(Short(), n) for n in (3, 500)] == [3, 500]  # type: ignore[arg-type]
    assert chunk_for(Long()) == 1  # type: ignore[arg-type]
    assert chunk_for(Short()) == CHUNK  # type: ignore[arg-type]


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
