"""Starfarers engine speed: random-playout throughput (target 20,000 actions/s on one core), the heuristic AI's
thinking time per decision (target: median <= 50 ms) and per-call timings of apply, legal_actions, view, encode.

Throughput is `bench.previous.throughput_row` (the best of alternating measurements; there is no previous code of
this game, so its "previous" columns read n/a). The per-call table's baseline is one `dataclasses.replace` of a
Starfarers state, measured in the same run.
"""

from __future__ import annotations

import dataclasses

from bench.harness import ai_table, ai_thinking, engine_call_table, measure, playout_samples, table
from bench.previous import THROUGHPUT_HEADER, throughput_row
from rules.starfarers import GAME

TARGET = 20_000  # random-playout actions per second on one core
AI_TARGET_MS = 50.0
SEEDS = 3  # seeded random games per player count
ROUNDS = 5
AI_GAMES = 4


def main() -> str:
    throughput = table(
        f"Starfarers random playouts (acting + legal_actions + apply, one core, best of {ROUNDS}), target {TARGET:,}/s",
        THROUGHPUT_HEADER,
        [throughput_row("starfarers", n, SEEDS, TARGET, rounds=ROUNDS) for n in (3, 4)],
    )
    ai = ai_table(
        "Starfarers heuristic AI, thinking per decision (3 players, against two random players)",
        ai_thinking(GAME, 3, AI_GAMES),
        AI_TARGET_MS,
    )
    pool = [sample for n in (3, 4) for seed in range(2) for sample in playout_samples(GAME, n, seed, 37)]
    state = pool[len(pool) // 2][0]
    baseline = measure("dataclasses.replace(state)", lambda: dataclasses.replace(state, round=1), repeat=3000)
    return throughput + "\n" + ai + "\n" + engine_call_table("Starfarers engine calls", GAME, pool, baseline)
