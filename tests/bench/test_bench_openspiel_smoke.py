"""bench/bench_openspiel.py at tiny sizes: every engine's setups (both of Cosmic Encounter, Starfarers) get a row and a
ratio column; the OpenSpiel
rows are measured when `open_spiel` (the bench-only extra) is installed and read "not installed" when it is not, so
`make test` never needs it."""

from __future__ import annotations

import sys

import pytest

from bench.bench_openspiel import COSMIC_SETUPS, ENGINES, OPENSPIEL_GAMES, openspiel_games, throughput_table, view_table


def test_the_throughput_table_has_a_row_per_game_and_skips_openspiel_when_missing() -> None:
    printed, ratio = throughput_table(repeats=1, limit=150, slice_=0.01)

    for _, _, _, setups in ENGINES:
        for name, _ in setups:
            assert f"| {name} | " in printed
    games = openspiel_games()
    if isinstance(games, str):  # not installed: the rows say so, and there is no ratio
        assert ratio is None
        assert printed.count("not installed") == len(OPENSPIEL_GAMES)
    else:
        assert set(games) == set(OPENSPIEL_GAMES)  # every yardstick game is offered by the installed open_spiel
        assert ratio is not None and set(ratio) == {"Cosmic Encounter", "Starfarers"}
        assert all(r > 0 for r in ratio.values())
        assert "| median of the OpenSpiel games | " in printed
        for name in OPENSPIEL_GAMES:
            assert f"| OpenSpiel {name} | " in printed


def test_the_view_table_compares_each_setup_with_its_step() -> None:
    printed = view_table(limit=150)

    for name, _ in COSMIC_SETUPS:
        row = next(line for line in printed.splitlines() if line.startswith(f"| {name} | "))
        assert row.split(" | ")[1] == "150"  # the steps measured


def test_without_open_spiel_the_rows_say_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # None in sys.modules: the import fails as if not installed
    monkeypatch.setitem(sys.modules, "open_spiel.python.games", None)

    printed, ratio = throughput_table(repeats=1, limit=50, slice_=0.01)

    assert ratio is None
    assert printed.count("not installed") == len(OPENSPIEL_GAMES)
