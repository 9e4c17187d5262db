"""The picture of one seat's Andromeda hand: one card per kind with its count, and the hidden response.

Drawn from the seat's own view (`private.hand`), so it can only ever show that seat's cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from render.andromeda.theme import PLANET_ORDER, PLANET_RGB, TIER_ORDER, TIER_RGB, andromeda_palette
from render.andromeda.words import hand_title, word
from render.canvas import Backdrop, Canvas
from render.palette import BG, DARK, HIGHLIGHT, MUTED, TEXT

WIDTH = 1600
MARGIN = 20
HEIGHT = 300


@lru_cache(maxsize=1)
def _blank() -> Backdrop:
    return Backdrop.of(Canvas.new(WIDTH, HEIGHT, BG).image, andromeda_palette())


def draw_hand(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Canvas:
    private = view["private"]
    counts: dict[str, int] = {}
    for card in private.get("hand", []):
        counts[str(card.get("kind"))] = counts.get(str(card.get("kind")), 0) + 1
    kinds = [k for k in (*PLANET_ORDER, *TIER_ORDER) if k in counts]
    canvas = Canvas.over(_blank())
    title = f"{hand_title(view, locale, names)}: {sum(counts.values())}"
    canvas.text((MARGIN, 16), title, 26, TEXT, bold=True)
    if not kinds:
        canvas.text((MARGIN, 80), word("empty", locale), 22, MUTED)
    for i, kind in enumerate(kinds):
        x = MARGIN + i * 140
        colour = PLANET_RGB.get(kind) or TIER_RGB.get(kind, MUTED)
        canvas.rect((x, 70, x + 128, 240), fill=colour, outline=DARK, width=3, radius=10)
        canvas.text((x + 64, 110), kind.capitalize(), 20, DARK, bold=True, anchor="mm", max_width=120)
        canvas.text((x + 64, 175), f"×{counts[kind]}", 36, DARK, bold=True, anchor="mm")
    response = private.get("response")
    if response:
        canvas.text((MARGIN, 256), f"{word('response', locale)}: {response.get('kind')}", 20, HIGHLIGHT)
    return canvas
