"""Andromeda board rendering against encoding alone (see bench/board_render.py), at 3 and 5 players."""

from __future__ import annotations

from bench.board_render import public_views, render_table
from render.andromeda.board import draw_board
from render.andromeda.theme import andromeda_palette


def main() -> str:
    views = [
        (f"{players} players, {label}", view)
        for players in (3, 5)
        for label, view in public_views("andromeda", seed=7, steps=(200, 100_000), players=players)
    ]
    return render_table("Andromeda board render (1600 px wide, palette PNG)", views, draw_board, andromeda_palette())
