"""What the games' determinization tests share (tests/rules/<game>/test_determinize.py): the chi-square statistic
and its critical values, and the check that a sample gives every seat its view and its legal actions."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Game

CHI2_AT_0_001: Mapping[int, float] = {
    1: 10.828,
    2: 13.816,
    3: 16.266,
    4: 18.467,
    5: 20.515,
    6: 22.458,
    7: 24.322,
    23: 49.728,
    28: 56.892,
    74: 117.346,
    249: 323.694,
}
"""The chi-square distribution's upper 0.1 % points by degrees of freedom (any statistics table; 249: scipy's
chi2.ppf(0.999, 249)): a fair sampler exceeds them once in a thousand seeds; the seeds are fixed, so a pass is a pass
for good. Cards dealt without replacement vary less than the statistic assumes: the tests err on the lenient side."""


def chi_square(observed: Mapping[Any, int], expected: Mapping[Any, float]) -> float:
    """Pearson's statistic of the counts `observed` against the counts `expected` (a key missing from `observed`
    counts 0)."""
    return sum((observed.get(key, 0) - want) ** 2 / want for key, want in expected.items())


def assert_samples_fit(game: Game, state: Any, seats: Sequence[str], samples: range) -> None:
    """Every sample of every seat's view gives that seat exactly its view and its legal actions."""
    for seat in seats:
        view = game.view(state, seat)
        for n in samples:
            sample = game.determinize(view, seat, random.Random(n))
            assert game.view(sample, seat) == view, f"seq {view['seq']}, {seat}, sample {n}"
            assert game.legal_actions(sample, seat) == game.legal_actions(state, seat), f"seq {view['seq']}, {seat}"
