"""Starfarers engine speed: random-playout throughput (target 20,000 actions/s on one core), the heuristic AI's
thinking time per decision (target: median <= 50 ms) and per-call timings of apply, legal_actions, view, encode.

Throughput is `bench.previous.throughput_row` (the best of alternating measurements; there is no previous code of
this game, so its "previous" columns read n/a). The per-call table's baseline is one `dataclasses.replace` of a
Starfarers state, measured in the same run.
"""

from __future__ import annotations

import dataclasses
import random
import time

from bench.harness import Timing, engine_call_table, measure, ms, playout_samples, table
from bench.previous import THROUGHPUT_HEADER, throughput_row
from rules.players import RandomPlayer
from rules.starfarers import GAME

TARGET = 20_000  # random-playout actions per second on one core
AI_TARGET_MS = 50.0
SEEDS = 3  # seeded random games per player count
ROUNDS = 5
AI_GAMES = 4


def _ai_thinking() -> Timing:
    """The heuristic's time per decision, in 3-player games against two random players."""
    heuristic, rand_player = GAME.ai_players["heuristic"], RandomPlayer()
    samples: list[float] = []
    for seed in range(AI_GAMES):
        rand = random.Random(seed)
        state = GAME.setup(["p1", "p2", "p3"], seed)
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            if seat == "p1":
                view = GAME.view(state, seat)
                start = time.perf_counter()
                action = heuristic.choose(GAME, view, legal, rand)
                samples.append(time.perf_counter() - start)
            else:
                action = rand_player.choose(GAME, GAME.view(state, seat), legal, rand)
            state = GAME.apply(state, seat, action).state
    return Timing("heuristic choose", tuple(samples))


def main() -> str:
    throughput = table(
        f"Starfarers random playouts (acting + legal_actions + apply, one core, best of {ROUNDS}), target {TARGET:,}/s",
        THROUGHPUT_HEADER,
        [throughput_row("starfarers", n, SEEDS, TARGET, rounds=ROUNDS) for n in (3, 4)],
    )
    thinking = _ai_thinking()
    ai = table(
        "Starfarers heuristic AI, thinking per decision (3 players, against two random players)",
        ("decisions", "median ms", "p99 ms", "target median ms", "target met"),
        [
            (
                len(thinking.samples),
                ms(thinking.median),
                ms(thinking.p99),
                f"{AI_TARGET_MS:.0f}",
                "yes" if thinking.median * 1000 <= AI_TARGET_MS else "no",
            )
        ],
    )
    pool = [sample for n in (3, 4) for seed in range(2) for sample in playout_samples(GAME, n, seed, 37)]
    state = pool[len(pool) // 2][0]
    baseline = measure("dataclasses.replace(state)", lambda: dataclasses.replace(state, round=1), repeat=3000)
    return throughput + "\n" + ai + "\n" + engine_call_table("Starfarers engine calls", GAME, pool, baseline)
