"""The conformance kit (rules/testing.py) on Cosmic Encounter at 3, 4, 5 and 6 players, while the game is not yet in
the registry (the kit's own test, tests/rules/test_conformance.py, runs every registered game)."""

from __future__ import annotations

import pytest

from rules.cosmic.game import Cosmic
from rules.testing import check_static, run_conformance

GAME = Cosmic()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_conformance(players: int) -> None:
    report = run_conformance(GAME, players, 0)
    assert report.actions > 0


def test_static_contract() -> None:
    check_static(GAME)
