"""Cosmic Encounter board rendering against encoding alone (the method of bench/board_render.py): 3, 4 and 6 players,
each early, in the middle and at the end of a random game. The Cosmic targets: total (draw + encode) <= 30 ms median,
<= 1.5x encode only, PNG <= 250 KB.

The total is the renderer's own `board` (draw, quantise, encode, alt text): render/registry.py does not list Cosmic yet,
so `board_render.render_table` (which goes through the registry) cannot time it. Once it does, this module can call
`render_table` like bench_render_starfarers.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from bench.board_render import REPEAT, ROUNDS, TARGET_RATIO, public_views
from bench.harness import Timing, measure, ms, table
from render.canvas import Canvas
from render.cosmic import RENDERER
from render.cosmic.board import WIDTH, draw_board, height
from render.cosmic.theme import cosmic_palette
from render.cosmic.words import seat_names
from render.picture import encode_png

NAMES = seat_names(None, "en")
TARGET_MS = 30.0
TARGET_BYTES = 250_000


def _draw(view: Mapping[str, Any]) -> Canvas:
    return draw_board(view, NAMES, "en")


def _row(label: str, view: Mapping[str, Any]) -> tuple[str, ...]:
    image = _draw(view).image
    samples: dict[str, list[float]] = {"encode": [], "draw": [], "total": []}
    operations: dict[str, Callable[[], object]] = {
        "encode": partial(encode_png, image, cosmic_palette()),
        "draw": partial(_draw, view),  # on the canvas only: no quantising, no PNG
        "total": partial(RENDERER.board, view),
    }
    for _ in range(ROUNDS):
        for key, fn in operations.items():
            samples[key].extend(measure(key, fn, REPEAT, warmup=1).samples)
    baseline, drawing, total = (Timing(k, tuple(samples[k])) for k in ("encode", "draw", "total"))
    size = len(RENDERER.board(view).png)
    ratio = total.median / baseline.median
    met = total.median * 1000 <= TARGET_MS and ratio <= TARGET_RATIO and size <= TARGET_BYTES
    return (
        label,
        ms(drawing.median),
        ms(baseline.median),
        ms(total.median),
        ms(total.p99),
        f"{size / 1000:.1f}",
        f"{ratio:.2f}x",
        "ok" if met else "MISS",
    )


def render_rows(views: Sequence[tuple[str, Mapping[str, Any]]]) -> list[tuple[str, ...]]:
    return [_row(label, view) for label, view in views]


def main() -> str:
    views = [
        (f"{players} players, {label}", view)
        for players in (3, 4, 6)
        for label, view in public_views("cosmic", seed=7, players=players)
    ]
    header = (
        "view",
        "draw ms",
        "encode only ms (baseline)",
        "total ms",
        "total p99 ms",
        "PNG KB",
        "total / encode",
        "targets",
    )
    title = f"Cosmic Encounter board render ({WIDTH} x {height(3)}..{height(6)}, palette PNG)"
    note = (
        f"Targets: total (draw + encode) <= {TARGET_MS:.0f} ms median, <= {TARGET_RATIO}x encode only,"
        f" PNG <= {TARGET_BYTES // 1000} KB. Medians over {ROUNDS} interleaved rounds of {REPEAT} calls."
    )
    return table(title, header, render_rows(views)) + "\n" + note + "\n"
