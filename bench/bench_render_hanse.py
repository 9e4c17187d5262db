"""Hanse board rendering: drawing, encoding and the whole `board()` call, against encoding alone.

The baseline is the encoder on its own (quantise to the fixed palette and write the PNG) applied to the
same finished image, measured in the same run: the renderer's own work is the ratio's excess over 1.
Targets: total <= 60 ms median, <= 1.5x the baseline, PNG <= 400 KB. Views come from a real game between
random players with a fixed seed (moves 150 and 450 and the end).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from bench.harness import Timing, measure, ms, table
from render import hanse
from render.hanse_board import HEIGHT, WIDTH, draw_board
from render.hanse_theme import hanse_palette
from render.picture import encode_png

TARGET_MS = 60.0
TARGET_RATIO = 1.5
TARGET_BYTES = 400_000
ROUNDS = 6
REPEAT = 12


def _views() -> list[tuple[str, dict[str, Any]]]:
    """A mid-game and a late public view from a seeded random game."""
    from rules import registry
    from rules.players import RandomPlayer, player_rng

    game = registry.get("hanse")
    player = RandomPlayer()
    seed = 7
    state = game.setup(["p1", "p2"], seed)
    picked: list[tuple[str, dict[str, Any]]] = []
    seq = 0
    while not game.is_over(state):
        seat = game.acting(state)[0]
        action = player.choose(
            game, game.view(state, seat), game.legal_actions(state, seat), player_rng(seed, seq, seat)
        )
        state = game.apply(state, seat, action).state
        seq += 1
        if seq in (150, 450):
            picked.append((f"random game, move {seq}", game.view(state, None)))
    picked.append((f"random game, final (move {seq})", game.view(state, None)))
    return picked


def main() -> str:
    palette = hanse_palette()
    rows = []
    for label, view in _views():
        image = draw_board(view)
        samples: dict[str, list[float]] = {"encode": [], "draw": [], "total": []}
        operations: dict[str, Callable[[], object]] = {
            "encode": partial(encode_png, image, palette),
            "draw": partial(draw_board, view),
            "total": partial(hanse.board, view),
        }
        for _ in range(ROUNDS):
            for key, fn in operations.items():
                samples[key].extend(measure(key, fn, REPEAT, warmup=2).samples)
        baseline, draw, total = (Timing(k, tuple(samples[k])) for k in ("encode", "draw", "total"))
        size = len(hanse.board(view).png)
        ratio = total.median / baseline.median
        met = total.median * 1000 <= TARGET_MS and ratio <= TARGET_RATIO and size <= TARGET_BYTES
        rows.append(
            (
                label,
                ms(draw.median),
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
    title = f"Hanse board render ({WIDTH} x {HEIGHT}, palette PNG)"
    return table(title, header, rows) + "\n" + note + "\n"
