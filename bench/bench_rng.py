"""The deterministic RNG against the standard library's generator, measured in the same run."""

from __future__ import annotations

import random

from bench.harness import measure, timing_table
from rules.rng import Rng


def main() -> str:
    rng = Rng(12345)
    stdlib = random.Random(12345)
    cards = list(range(30))
    baseline = measure("random.Random.shuffle (30)", lambda: stdlib.shuffle(cards), repeat=2000)
    timings = [
        measure("Rng.shuffle (30)", lambda: rng.shuffle(cards), repeat=2000),
        measure("Rng.roll", rng.roll, repeat=2000),
    ]
    return timing_table("Deterministic RNG", timings, baseline)
