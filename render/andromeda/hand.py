"""The picture of one seat's Andromeda hand: one card per kind with its name and count, and the hidden response.

Drawn from the seat's own view (`private.hand`), so it can only ever show that seat's cards; every word is in the
picture's locale (words.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from render.andromeda.theme import PLANET_ORDER, PLANET_RGB, TIER_ORDER, TIER_RGB, andromeda_palette
from render.andromeda.words import empty_hand, hand_counts, hand_title, response_line, seat_names
from render.canvas import Backdrop, Canvas
from render.palette import BG, DARK, HIGHLIGHT, MUTED, TEXT
from rules.andromeda.names import kind_name

WIDTH = 1600
MARGIN = 20
HEIGHT = 300


@lru_cache(maxsize=1)
def _blank() -> Backdrop:
    return Backdrop.of(Canvas.new(WIDTH, HEIGHT, BG).image, andromeda_palette())


def draw_hand(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Canvas:
    counts = hand_counts(view)
    kinds = [k for k in (*PLANET_ORDER, *TIER_ORDER) if k in counts]
    canvas = Canvas.over(_blank())
    canvas.text((MARGIN, 16), hand_title(view, seat_names(names, locale), locale), 26, TEXT, bold=True)
    if not kinds:
        canvas.text((MARGIN, 80), empty_hand(locale), 22, MUTED)
    for i, kind in enumerate(kinds):
        x = MARGIN + i * 140
        colour = PLANET_RGB.get(kind) or TIER_RGB.get(kind, MUTED)
        canvas.rect((x, 70, x + 128, 240), fill=colour, outline=DARK, width=3, radius=10)
        canvas.text((x + 64, 110), kind_name(kind, locale), 20, DARK, bold=True, anchor="mm", max_width=120)
        canvas.text((x + 64, 175), f"×{counts[kind]}", 36, DARK, bold=True, anchor="mm")
    response = response_line(view, locale)
    if response:
        canvas.text((MARGIN, 256), response, 20, HIGHLIGHT)
    return canvas
