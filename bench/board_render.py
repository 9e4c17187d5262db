"""Board rendering against encoding alone, for any game: the routine behind every `bench_render_<game>`.

The baseline is the encoder on its own (quantise the whole finished image to the game's fixed palette and
write the PNG, render.picture.encode_png) applied to the same image, measured in the same run: the
renderer's own work is the ratio's excess over 1 (drawing on a cached background and quantising only what
was drawn can bring it under 1). Targets: total (draw + encode) <= 20 ms median, <= 1.5x the baseline,
PNG <= 150 KB. Views are public views of real games between random players with a fixed seed, early, in the
middle and at the end; measurements are interleaved in rounds so that load from other processes hits draw,
encode and total alike.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from PIL import Image

from bench.harness import Timing, measure, ms, table
from bot.local.snapshot import random_position
from render.canvas import Canvas
from render.picture import encode_png
from render.registry import board_picture
from rules import registry

TARGET_MS = 20.0
TARGET_RATIO = 1.5
TARGET_BYTES = 150_000
EARLY = 10  # moves into the game
# Many short rounds: a burst of load from other processes then lands on encode, draw and total alike
# instead of on one block of calls (the same 72 samples per operation as 6 rounds of 12).
ROUNDS = 24
REPEAT = 3


def public_views(game_id: str, seed: int, players: int | None = None) -> list[tuple[str, Any]]:
    """(label, public view) early, in the middle and at the end of one random game."""
    game = registry.get(game_id)
    final, length = random_position(game, seed, 100_000, players)
    views = []
    for stage, wanted in (("early", min(EARLY, length)), ("middle", length // 2)):
        state, taken = random_position(game, seed, wanted, players)
        views.append((f"{stage}, move {taken}", game.view(state, None)))
    views.append((f"{'final' if game.is_over(final) else 'last'}, move {length}", game.view(final, None)))
    return views


def render_table(
    title: str,
    views: Sequence[tuple[str, Mapping[str, Any]]],
    draw: Callable[[Mapping[str, Any]], Canvas],
    palette: Image.Image,
    *,
    target_ms: float = TARGET_MS,
    target_bytes: int = TARGET_BYTES,
) -> str:
    """The table for one game's board; a game whose issue sets other targets passes them."""
    rows = []
    for label, view in views:
        image = draw(view).image
        samples: dict[str, list[float]] = {"encode": [], "draw": [], "total": []}
        operations: dict[str, Callable[[], object]] = {
            "encode": partial(encode_png, image, palette),
            "draw": partial(draw, view),  # on the canvas only: no quantising, no PNG
            "total": partial(board_picture, view),
        }
        for _ in range(ROUNDS):
            for key, fn in operations.items():
                samples[key].extend(measure(key, fn, REPEAT, warmup=1).samples)
        baseline, drawing, total = (Timing(k, tuple(samples[k])) for k in ("encode", "draw", "total"))
        size = len(board_picture(view).png)
        ratio = total.median / baseline.median
        met = total.median * 1000 <= target_ms and ratio <= TARGET_RATIO and size <= target_bytes
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
        "encode only ms (baseline)",
        "total ms",
        "total p99 ms",
        "PNG KB",
        "total / encode",
        "targets",
    )
    note = (
        f"Targets: total (draw + encode) <= {target_ms:.0f} ms median, <= {TARGET_RATIO}x encode only,"
        f" PNG <= {target_bytes // 1000} KB. Medians over {ROUNDS} interleaved rounds of {REPEAT} calls."
    )
    return table(title, header, rows) + "\n" + note + "\n"
