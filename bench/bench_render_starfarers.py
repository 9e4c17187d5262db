"""Starfarers board rendering against encoding alone (see bench/board_render.py): 3 and 4 players, each early, in
the middle and at the end of a random game. The Starfarers targets: total <= 30 ms median, <= 1.5x encode only,
PNG <= 250 KB."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bench.board_render import public_views, render_table
from render.canvas import Canvas
from render.starfarers.board import HEIGHT, WIDTH, draw_board, starfarers_palette
from render.starfarers.words import seat_names

NAMES = seat_names(None, "en")


def _draw(view: Mapping[str, Any]) -> Canvas:
    return draw_board(view, NAMES, "en")


def main() -> str:
    views = [
        (f"{players} players, {label}", view)
        for players in (3, 4)
        for label, view in public_views("starfarers", seed=7, players=players)
    ]
    title = f"Starfarers board render ({WIDTH} x {HEIGHT}, palette PNG)"
    return render_table(title, views, _draw, starfarers_palette(), target_ms=30.0, target_bytes=250_000)
