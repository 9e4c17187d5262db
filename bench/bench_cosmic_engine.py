"""Cosmic Encounter engine speed: random-playout throughput (target 10,000 actions/s on one core at 5 players), the
heuristic AI's thinking time per decision (target: median <= 50 ms) and per-call timings of apply, legal_actions,
view, encode.

Throughput is `bench.previous.throughput_row` (the best of alternating measurements in a child process; there is no
previous code of this game, so its "previous" columns read n/a). The per-call table's baseline is one
`dataclasses.replace` of a state, measured in the same run.
"""

from __future__ import annotations

import dataclasses

from bench.harness import ai_table, ai_thinking, engine_call_table, measure, playout_samples, table
from bench.previous import THROUGHPUT_HEADER, throughput_row
from rules.cosmic.game import Cosmic

GAME = Cosmic()
TARGET = 10_000  # random-playout actions per second on one core, at 5 players
AI_TARGET_MS = 50.0
SEEDS = 3  # seeded random games per player count and round
ROUNDS = 3
AI_GAMES = 4


def main() -> str:
    throughput = table(
        f"Cosmic Encounter random playouts (acting + legal_actions + apply, one core, best of {ROUNDS}), "
        f"target {TARGET:,}/s at 5 players",
        THROUGHPUT_HEADER,
        [throughput_row("cosmic", n, SEEDS, TARGET, rounds=ROUNDS) for n in (3, 4, 5, 6)],
    )
    ai = ai_table(
        "Cosmic Encounter heuristic AI, thinking per decision (4 players, against three random players)",
        ai_thinking(GAME, 4, AI_GAMES),
        AI_TARGET_MS,
    )
    pool = [sample for n in (3, 5) for seed in range(2) for sample in playout_samples(GAME, n, seed, 37)]
    state = pool[len(pool) // 2][0]
    baseline = measure("dataclasses.replace(state)", lambda: dataclasses.replace(state, turns=1), repeat=3000)
    return throughput + "\n" + ai + "\n" + engine_call_table("Cosmic Encounter engine calls", GAME, pool, baseline)
