"""A small benchmark runner: time a callable, summarise as median and p99, print Markdown tables.

Every table compares against a baseline measured in the same run, so numbers from different machines
can still be read as ratios.
"""

from __future__ import annotations

import gc
import itertools
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Timing:
    """Wall-clock samples of one operation, in seconds."""

    name: str
    samples: tuple[float, ...]

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def p99(self) -> float:
        ordered = sorted(self.samples)
        # nearest-rank percentile: with few samples this is the maximum, never an interpolated guess
        rank = max(1, -(-99 * len(ordered) // 100))
        return ordered[rank - 1]


def measure(name: str, fn: Callable[[], object], repeat: int = 200, warmup: int = 5) -> Timing:
    """Run `fn` `warmup` times untimed, then `repeat` times timed, one sample per call."""
    for _ in range(warmup):
        fn()
    samples: list[float] = []
    gc_was_enabled = gc.isenabled()
    gc.disable()  # a collection landing in one sample says nothing about the operation
    try:
        for _ in range(repeat):
            start = time.perf_counter()
            fn()
            samples.append(time.perf_counter() - start)
    finally:
        if gc_was_enabled:
            gc.enable()
    return Timing(name, tuple(samples))


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3f}"


def table(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A Markdown table under a `###` title."""
    lines = [f"### {title}", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def timing_table(title: str, timings: Sequence[Timing], baseline: Timing) -> str:
    """Median and p99 in milliseconds for each timing, with its median ratio to `baseline`."""
    rows = [
        (t.name, ms(t.median), ms(t.p99), f"{t.median / baseline.median:.2f}x" if baseline.median else "n/a")
        for t in [baseline, *timings]
    ]
    return table(title, ("operation", "median ms", "p99 ms", f"ratio to {baseline.name}"), rows)


def engine_call_table(title: str, game: Any, pool: Sequence[tuple[Any, str, Any]], baseline: Timing) -> str:
    """Median and p99 of a game's `apply`, `legal_actions`, `view` (for a seat), `encode` and `decode`, each call on
    the next of `pool`'s sampled (state, seat, action) positions in turn, against `baseline`."""
    cycle = itertools.cycle(pool)
    state = pool[len(pool) // 2][0]

    def apply_next() -> None:
        s, seat, action = next(cycle)
        game.apply(s, seat, action)

    def legal_next() -> None:
        s, seat, _ = next(cycle)
        game.legal_actions(s, seat)

    def view_next() -> None:
        s, seat, _ = next(cycle)
        game.view(s, seat)

    def encode_next() -> None:
        s, _, _ = next(cycle)
        game.encode(s)

    timings = [
        measure("apply", apply_next, repeat=3000),
        measure("legal_actions", legal_next, repeat=3000),
        measure("view (seat)", view_next, repeat=1000),
        measure("encode", encode_next, repeat=1000),
        measure("decode", lambda: game.decode(game.encode(state)), repeat=1000),
    ]
    return timing_table(title, timings, baseline)


def playout_samples(game: Any, players: int, seed: int, every: int) -> list[tuple[Any, str, Any]]:
    """Every `every`-th (state, seat, action) of one seeded random game, played without views."""
    rand = random.Random(seed)
    state = game.setup([f"p{i}" for i in range(1, players + 1)], seed)
    samples = []
    count = 0
    while not game.is_over(state):
        seat = game.acting(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[rand.randrange(len(legal))]
        if count % every == 0:
            samples.append((state, seat, action))
        state = game.apply(state, seat, action).state
        count += 1
    return samples


def ai_thinking(game: Any, players: int, games: int) -> Timing:
    """The heuristic AI's time per decision in seat p1 of `games` seeded games against random players; only its
    `choose` is timed, not the view it is handed."""
    from rules.players import RandomPlayer  # the bench harness itself needs no game code

    heuristic, rand_player = game.ai_players["heuristic"], RandomPlayer()
    samples: list[float] = []
    for seed in range(games):
        rand = random.Random(seed)
        state = game.setup([f"p{i}" for i in range(1, players + 1)], seed)
        while not game.is_over(state):
            seat = game.acting(state)[0]
            legal = game.legal_actions(state, seat)
            if seat == "p1":
                view = game.view(state, seat)
                start = time.perf_counter()
                action = heuristic.choose(game, view, legal, rand)
                samples.append(time.perf_counter() - start)
            else:
                action = rand_player.choose(game, game.view(state, seat), legal, rand)
            state = game.apply(state, seat, action).state
    return Timing("heuristic choose", tuple(samples))


def ai_table(title: str, thinking: Timing, target_ms: float) -> str:
    """One row: decisions, median and p99 thinking time, the target median and whether it is met."""
    met = "yes" if thinking.median * 1000 <= target_ms else "no"
    row = (len(thinking.samples), ms(thinking.median), ms(thinking.p99), f"{target_ms:.0f}", met)
    return table(title, ("decisions", "median ms", "p99 ms", "target median ms", "target met"), [row])
