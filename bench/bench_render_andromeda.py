"""Andromeda board rendering against encoding alone (see bench/board_render.py): 3, 4 and 5 players, each
early, in the middle and at the end of a game."""

from __future__ import annotations

from bench.board_render import public_views, render_table
from render.andromeda.board import HEIGHT, WIDTH, draw_board
from render.andromeda.theme import andromeda_palette


def main() -> str:
    views = [
        (f"{players} players, {label}", view)
        for players in (3, 4, 5)
        for label, view in public_views("andromeda", seed=7, players=players)
    ]
    title = f"Andromeda board render ({WIDTH} x {HEIGHT}, palette PNG)"
    return render_table(title, views, draw_board, andromeda_palette())
