"""Cosmic Encounter engine speed: random-playout throughput (target 10,000 actions/s on one core at 5 players), the
heuristic AI's thinking time per decision (target: median <= 50 ms) and per-call timings of apply, legal_actions,
view, encode.

Throughput is measured in this process, the best of several rounds (a busy machine only ever slows a run down); the
game has no previous code to compare with. The per-call table's baseline is one `dataclasses.replace` of a state,
measured in the same run.
"""

from __future__ import annotations

import dataclasses
import random
import time

from bench.harness import Timing, engine_call_table, measure, ms, playout_samples, table
from rules.cosmic.game import Cosmic
from rules.players import RandomPlayer

GAME = Cosmic()
TARGET = 10_000  # random-playout actions per second on one core, at 5 players
AI_TARGET_MS = 50.0
SEEDS = 3  # seeded random games per player count and round
ROUNDS = 3
AI_GAMES = 4


def _playouts(players: int) -> tuple[int, float]:
    """(actions, actions per second) of SEEDS random games: acting, legal_actions, a seeded choice, apply."""
    actions = 0
    spent = 0.0
    for seed in range(SEEDS):
        rand = random.Random(seed)
        state = GAME.setup([f"p{i}" for i in range(1, players + 1)], seed)
        start = time.perf_counter()
        while not GAME.is_over(state):
            seat = GAME.acting(state)[0]
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
            actions += 1
        spent += time.perf_counter() - start
    return actions, actions / spent


def _throughput_row(players: int) -> tuple[object, ...]:
    actions, rate = max((_playouts(players) for _ in range(ROUNDS)), key=lambda found: found[1])
    met = "yes" if rate >= TARGET else "no"
    return (players, SEEDS, actions, f"{rate:,.0f}", met if players == 5 else "")


def _ai_thinking() -> Timing:
    """The heuristic's time per decision, in 4-player games against three random players."""
    heuristic, rand_player = GAME.ai_players["heuristic"], RandomPlayer()
    samples: list[float] = []
    for seed in range(AI_GAMES):
        rand = random.Random(seed)
        state = GAME.setup(["p1", "p2", "p3", "p4"], seed)
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
        f"Cosmic Encounter random playouts (acting + legal_actions + apply, one core, best of {ROUNDS}), "
        f"target {TARGET:,}/s at 5 players",
        ("players", "games", "actions", "actions/s", "target met"),
        [_throughput_row(n) for n in (3, 4, 5, 6)],
    )
    thinking = _ai_thinking()
    ai = table(
        "Cosmic Encounter heuristic AI, thinking per decision (4 players, against three random players)",
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
    pool = [sample for n in (3, 5) for seed in range(2) for sample in playout_samples(GAME, n, seed, 37)]
    state = pool[len(pool) // 2][0]
    baseline = measure("dataclasses.replace(state)", lambda: dataclasses.replace(state, turns=1), repeat=3000)
    return throughput + "\n" + ai + "\n" + engine_call_table("Cosmic Encounter engine calls", GAME, pool, baseline)
