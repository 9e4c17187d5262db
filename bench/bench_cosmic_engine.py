"""Cosmic Encounter engine speed: random-playout throughput (target 10,000 actions/s on one core at 5 players), each
released power pool against the first release's (limit 1.5x per action at 5 players), the heuristic AI's thinking
time per decision (target: median <= 50 ms) and per-call timings of apply, legal_actions,
view, encode.

Throughput is `bench.previous.throughput_row` (the best of alternating measurements in a child process; there is no
previous code of this game, so its "previous" columns read n/a). The per-call table's baseline is one
`dataclasses.replace` of a state, measured in the same run.
"""

from __future__ import annotations

import dataclasses
import random
import time

from bench.harness import Timing, ai_table, ai_thinking, engine_call_table, measure, ms, playout_samples, table
from bench.previous import THROUGHPUT_HEADER, throughput_row
from rules.cosmic.game import Cosmic
from rules.cosmic.setup import RELEASED

GAME = Cosmic()
TARGET = 10_000  # random-playout actions per second on one core, at 5 players
AI_TARGET_MS = 50.0
SEEDS = 3  # seeded random games per player count and round
ROUNDS = 3
AI_GAMES = 4
POOL_PLAYERS = 5
POOL_SEEDS = 4
POOL_LIMIT = 1.5  # a released wave's game may be at most this much slower per action than the first release's


def _pool_playouts(pool: str) -> tuple[int, float, Timing]:
    """Random playouts at 5 players with the standard deal from `pool`: actions, seconds, and each apply's time."""
    actions, spent, applies = 0, 0.0, []
    for seed in range(POOL_SEEDS):
        rand = random.Random(seed)
        seats = [f"p{i}" for i in range(1, POOL_PLAYERS + 1)]
        state = GAME.setup(seats, seed, {"power_mode": "standard", "power_pool": pool})
        start = time.perf_counter()
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            before = time.perf_counter()
            state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
            applies.append(time.perf_counter() - before)
            actions += 1
        spent += time.perf_counter() - start
    return actions, spent, Timing(f"apply ({pool})", tuple(applies))


def pool_table() -> str:
    """Each released power pool against the first release's, at 5 players (issue: within 1.5x of the R1 game):
    alternating rounds, the best round of each counts."""
    best: dict[str, tuple[int, float, Timing]] = {}
    for _ in range(ROUNDS):
        for pool in RELEASED:
            found = _pool_playouts(pool)
            if pool not in best or found[0] / found[1] > best[pool][0] / best[pool][1]:
                best[pool] = found
    base = best["r1"][0] / best["r1"][1]
    rows = []
    for pool, (actions, seconds, applies) in best.items():
        rate = actions / seconds
        slower = base / rate
        rows.append(
            (pool, actions, f"{rate:,.0f}", ms(applies.median), ms(applies.p99), f"{slower:.2f}x",
             "yes" if slower <= POOL_LIMIT else "no")
        )  # fmt: skip
    return table(
        f"Cosmic Encounter by power pool: standard deal, {POOL_PLAYERS} players, {POOL_SEEDS} random playouts, "
        f"best of {ROUNDS}; time per action against the first release (r1), limit {POOL_LIMIT}x",
        ("power pool", "actions", "actions/s", "apply median ms", "apply p99 ms", "per action vs r1", "within limit"),
        rows,
    )


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
    calls = engine_call_table("Cosmic Encounter engine calls", GAME, pool, baseline)
    return throughput + "\n" + pool_table() + "\n" + ai + "\n" + calls
