"""Hanse engine speed: random-playout throughput (legal_actions + apply) and per-call apply / legal_actions
latency, against encode() and a dict copy of the same states measured in the same run. Target: >= 20,000
playout actions per second on one core.
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable
from typing import Any

from bench.harness import Timing, measure, table, timing_table
from rules.hanse import GAME

GAMES = 20
SAMPLES = 3000
TARGET = 20_000


def _playouts(games: int) -> tuple[int, float, list[tuple[Any, str, dict[str, Any]]]]:
    """Play `games` random games; return (actions, seconds spent in legal_actions + apply, samples)."""
    actions = 0
    spent = 0.0
    samples: list[tuple[Any, str, dict[str, Any]]] = []
    for seed in range(games):
        rand = random.Random(seed)
        state = GAME.setup(["p1", "p2"], seed)
        while not GAME.is_over(state):
            start = time.perf_counter()
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = legal[rand.randrange(len(legal))]
            new = GAME.apply(state, seat, action).state
            spent += time.perf_counter() - start
            samples.append((state, seat, action))
            state = new
            actions += 1
    return actions, spent, samples


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
    _playouts(2)  # warm caches and imports
    actions, spent, samples = _playouts(GAMES)
    rate = actions / spent
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
    throughput = table(
        "Hanse random playouts (one core)",
        ("games", "actions", "actions per game", "actions/s (legal_actions + apply)", "target", "met"),
        [(GAMES, actions, f"{actions / GAMES:.0f}", f"{rate:,.0f}", f"{TARGET:,}", "yes" if rate >= TARGET else "no")],
    )
    return throughput + "\n" + timing_table("Hanse engine calls (sampled playout states)", timings, baseline)
