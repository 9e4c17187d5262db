"""Board rendering against encoding alone, for any game: the routine behind every `bench_render_<game>`.

The baseline is the encoder on its own (quantise to the game's fixed palette and write the PNG) applied to
the same finished image, measured in the same run: the renderer's own work is the ratio's excess over 1.
Targets: total <= 60 ms median, <= 1.5x the baseline, PNG <= 400 KB. Views are public views of real games
between random players with a fixed seed; measurements are interleaved in rounds so that load from other
processes hits draw, encode and total alike.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from PIL import Image

from bench.harness import Timing, measure, ms, table
from bot.local.snapshot import random_position
from render.picture import encode_png
from render.registry import board_picture
from rules import registry

TARGET_MS = 60.0
TARGET_RATIO = 1.5
TARGET_BYTES = 400_000
ROUNDS = 6
REPEAT = 12


def public_views(game_id: str, seed: int, steps: Sequence[int], players: int | None = None) -> list[tuple[str, Any]]:
    """(label, public view) after each number of random moves; the game may end earlier."""
    game = registry.get(game_id)
    views = []
    for wanted in steps:
        state, taken = random_position(game, seed, wanted, players)
        label = f"random game, move {taken}" + (" (final)" if game.is_over(state) else "")
        views.append((label, game.view(state, None)))
    return views


def render_table(
    title: str,
    views: Sequence[tuple[str, Mapping[str, Any]]],
    draw: Callable[[Mapping[str, Any]], Image.Image],
    palette: Image.Image,
) -> str:
    rows = []
    for label, view in views:
        image = draw(view)
        samples: dict[str, list[float]] = {"encode": [], "draw": [], "total": []}
        operations: dict[str, Callable[[], object]] = {
            "encode": partial(encode_png, image, palette),
            "draw": partial(draw, view),
            "total": partial(board_picture, view),
        }
        for _ in range(ROUNDS):
            for key, fn in operations.items():
                samples[key].extend(measure(key, fn, REPEAT, warmup=2).samples)
        baseline, drawing, total = (Timing(k, tuple(samples[k])) for k in ("encode", "draw", "total"))
        size = len(board_picture(view).png)
        ratio = total.median / baseline.median
        met = total.median * 1000 <= TARGET_MS and ratio <= TARGET_RATIO and size <= TARGET_BYTES
        rows.append(
            (
                label,
                ms(drawing.median),
                ms(baseline.median),
                ms(total.median),
                ms(total.p99),
                f"{size / 1000:.1f}",
                f"{ratio:.2f}x",
                "ok" if met else "MISS",
            )
        )
    header = (
        "view",
        "draw ms",
        "encode ms (baseline)",
        "total ms",
        "total p99 ms",
        "PNG KB",
        "total / encode",
        "targets",
    )
    note = (
        f"Targets: total <= {TARGET_MS:.0f} ms median, <= {TARGET_RATIO}x encode only,"
        f" PNG <= {TARGET_BYTES // 1000} KB. Medians over {ROUNDS} interleaved rounds of {REPEAT} calls."
    )
    return table(title, header, rows) + "\n" + note + "\n"
