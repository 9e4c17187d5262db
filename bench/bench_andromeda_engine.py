"""Andromeda engine speed: random-playout throughput and per-call timings of apply, legal_actions, view, encode.

The baseline is one `dataclasses.replace` of an Andromeda state (what a naive immutable update costs), measured in
the same run, so the ratios say how many such copies one engine call is worth.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import time
from typing import Any

from bench.harness import measure, table, timing_table
from rules.andromeda import GAME

TARGET = 20_000  # random-playout actions per second on one core


def _playout(n: int, seed: int) -> tuple[int, list[tuple[Any, str, dict[str, Any]]]]:
    """One random game without views: (actions, sampled (state, seat, action) triples)."""
    rand = random.Random(seed)
    state = GAME.setup([f"p{i}" for i in range(1, n + 1)], seed)
    samples = []
    count = 0
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = legal[rand.randrange(len(legal))]
        if count % 7 == 0:
            samples.append((state, seat, action))
        state = GAME.apply(state, seat, action).state
        count += 1
    return count, samples


def _throughput() -> tuple[str, list[tuple[Any, str, dict[str, Any]]]]:
    rows = []
    pool: list[tuple[Any, str, dict[str, Any]]] = []
    for n in (3, 4, 5):
        actions = 0
        start = time.perf_counter()
        for seed in range(6):
            count, samples = _playout(n, seed)
            actions += count
            pool += samples
        elapsed = time.perf_counter() - start
        rate = actions / elapsed
        rows.append((f"{n} players", 6, actions, f"{rate:,.0f}", f"{rate / TARGET:.2f}x"))
    return table(
        "Andromeda random playouts (legal_actions + apply, one core)",
        ("players", "games", "actions", "actions/s", f"vs target {TARGET:,}/s"),
        rows,
    ), pool


def main() -> str:
    throughput, pool = _throughput()
    cycle = itertools.cycle(pool)
    state = pool[len(pool) // 2][0]

    def apply_next() -> None:
        s, seat, action = next(cycle)
        GAME.apply(s, seat, action)

    def legal_next() -> None:
        s, seat, _ = next(cycle)
        GAME.legal_actions(s, seat)

    def view_next() -> None:
        s, seat, _ = next(cycle)
        GAME.view(s, seat)

    baseline = measure("dataclasses.replace(state)", lambda: dataclasses.replace(state, seq=1), repeat=3000)
    timings = [
        measure("apply", apply_next, repeat=3000),
        measure("legal_actions", legal_next, repeat=3000),
        measure("view (seat)", view_next, repeat=1000),
        measure("encode", lambda: GAME.encode(state), repeat=1000),
        measure("decode", lambda: GAME.decode(GAME.encode(state)), repeat=1000),
    ]
    return throughput + "\n" + timing_table("Andromeda engine calls", timings, baseline)
