"""Andromeda engine speed: random-playout throughput and per-call timings of apply, legal_actions, view, encode.

Throughput is measured by `bench.previous.playout_rate` for the current code and for the previous code path (the
`rules` package of the commit before the engine work, in a child process), the same seeded games the same way, so
the ratio "now / before" compares two figures taken in the same run; each is the best of `ROUNDS` alternating
measurements. The target is 50,000 actions per second at
each player count. The per-call table's baseline is one `dataclasses.replace` of an Andromeda state (what a naive
immutable update costs), so its ratios say how many such copies one engine call is worth.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from bench.harness import engine_call_table, measure, playout_samples, table
from bench.previous import ROUNDS, THROUGHPUT_HEADER, throughput_row
from rules.andromeda import GAME

TARGET = 50_000  # random-playout actions per second on one core, at every player count
SEEDS = 6  # seeded random games per player count


def _samples() -> list[tuple[Any, str, dict[str, Any]]]:
    pool: list[tuple[Any, str, dict[str, Any]]] = []
    for n in (3, 4, 5):
        for seed in range(SEEDS):
            pool += playout_samples(GAME, n, seed, 7)
    return pool


def _throughput() -> str:
    return table(
        f"Andromeda random playouts (acting + legal_actions + apply, one core, best of {ROUNDS}), target {TARGET:,}/s",
        THROUGHPUT_HEADER,
        [throughput_row("andromeda", n, SEEDS, TARGET) for n in (3, 4, 5)],
    )


def main() -> str:
    throughput = _throughput()
    pool = _samples()
    state = pool[len(pool) // 2][0]
    baseline = measure("dataclasses.replace(state)", lambda: dataclasses.replace(state, seq=1), repeat=3000)
    return throughput + "\n" + engine_call_table("Andromeda engine calls", GAME, pool, baseline)
