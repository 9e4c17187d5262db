"""Hanse board rendering against encoding alone (see bench/board_render.py): two players, early, middle, final."""

from __future__ import annotations

from bench.board_render import public_views, render_table
from render.hanse.board import HEIGHT, WIDTH, draw_board
from render.hanse.theme import hanse_palette


def main() -> str:
    views = [(f"2 players, {label}", view) for label, view in public_views("hanse", seed=7, players=2)]
    return render_table(f"Hanse board render ({WIDTH} x {HEIGHT}, palette PNG)", views, draw_board, hanse_palette())
