"""Hanse engine speed: random-playout throughput against the previous code path, and per-call latencies.

Throughput is measured by `bench.previous.playout_rate` for the current code and for the previous code path (the
`rules` package of the commit before the engine work, in a child process): the same seeded two-player games,
played the same way (acting + legal_actions + a seeded choice + apply), so the ratio "now / before" compares two
figures taken in the same run. Both are measured `ROUNDS` times, alternating, and the best of each counts: a
busy machine only ever slows a run down. The target is 50,000 actions per second on one core.

The per-call table times apply / legal_actions / view on sampled playout states, against encode() and a dict copy
of the same states measured in the same run.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from bench.harness import Timing, measure, table, timing_table
from bench.previous import ROUNDS, THROUGHPUT_HEADER, throughput_row
from rules.hanse import GAME

GAMES = 20  # seeded random games per throughput figure
SAMPLES = 3000
TARGET = 50_000  # random-playout actions per second on one core


def _samples(games: int) -> list[tuple[Any, str, dict[str, Any]]]:
    """Every (state, seat, action) of `games` seeded random games."""
    samples: list[tuple[Any, str, dict[str, Any]]] = []
    for seed in range(games):
        rand = random.Random(seed)
        state = GAME.setup(["p1", "p2"], seed)
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = legal[rand.randrange(len(legal))]
            samples.append((state, seat, action))
            state = GAME.apply(state, seat, action).state
    return samples


def _throughput() -> str:
    return table(
        f"Hanse random playouts (acting + legal_actions + apply, one core, best of {ROUNDS}), target {TARGET:,}/s",
        THROUGHPUT_HEADER,
        [throughput_row("hanse", 2, GAMES, TARGET)],
    )


def _cycling(
    samples: list[tuple[Any, str, dict[str, Any]]], op: Callable[[Any, str, dict[str, Any]], object]
) -> Callable[[], object]:
    position = [0]

    def run() -> object:
        state, seat, action = samples[position[0] % len(samples)]
        position[0] += 1
        return op(state, seat, action)

    return run


def main() -> str:
    throughput = _throughput()
    samples = _samples(GAMES)
    picked = random.Random(0).sample(samples, min(SAMPLES, len(samples)))
    encoded = {id(s): GAME.encode(s) for s, _, _ in picked}
    dicts = {id(s): copy.deepcopy(GAME.view(s, None)["public"]["players"]) for s, _, _ in picked}
    repeat = len(picked)
    baseline = measure("encode()", _cycling(picked, lambda s, _seat, _a: GAME.encode(s)), repeat=repeat)
    timings: list[Timing] = [
        measure("dict copy of players view", _cycling(picked, lambda s, _seat, _a: dict(dicts[id(s)])), repeat=repeat),
        measure("decode()", _cycling(picked, lambda s, _seat, _a: GAME.decode(encoded[id(s)])), repeat=repeat),
        measure("legal_actions()", _cycling(picked, lambda s, seat, _a: GAME.legal_actions(s, seat)), repeat=repeat),
        measure("apply()", _cycling(picked, GAME.apply), repeat=repeat),
        measure("view(seat)", _cycling(picked, lambda s, seat, _a: GAME.view(s, seat)), repeat=repeat),
    ]
    return throughput + "\n" + timing_table("Hanse engine calls (sampled playout states)", timings, baseline)
