"""A small benchmark runner: time a callable, summarise as median and p99, print Markdown tables.

Every table compares against a baseline measured in the same run, so numbers from different machines
can still be read as ratios.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass


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
