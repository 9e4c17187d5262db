"""The luck report's measure for Starfarers: the movement shake, against the exact mean and spread of the ten pairs
of balls (§2.4); other events carry no luck."""

from __future__ import annotations

import itertools
import math
from dataclasses import replace

from rules.starfarers.components import BALLS, movement
from rules.starfarers.game import GAME
from rules.starfarers.luck import SHAKE_MEAN, SHAKE_SPREAD
from rules.starfarers.setup import build
from rules.starfarers.state import Ship


def test_the_mean_and_spread_are_those_of_the_ten_pairs() -> None:
    bases = [movement(pair).base for pair in itertools.combinations(BALLS, 2)]
    mean = sum(bases) / len(bases)
    assert math.isclose(mean, SHAKE_MEAN)
    assert math.isclose(math.sqrt(sum((b - mean) ** 2 for b in bases) / len(bases)), SHAKE_SPREAD)


def test_a_shake_is_luck_for_the_one_who_shook() -> None:
    state = build(["p1", "p2", "p3"], 2, {}, [])
    state = replace(state, active=1, phase="shake", rig_shakes=(("yellow_1", "red"),))
    state = state.with_player(1, ships=(Ship(1, "colony", "v06_07"),))
    step = GAME.apply(state, "p2", {"type": "shake"})
    shaken = next(e for e in step.events if e["type"] == "shaken")
    found = GAME.luck(shaken)
    assert found is not None and (found.seat, found.value, found.mean) == ("p2", 5.0, SHAKE_MEAN)
    assert GAME.luck({"type": "rolled", "to": None, "seat": "p2", "dice": [6, 6]}) is None
