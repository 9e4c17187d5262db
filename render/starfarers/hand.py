"""A seat's hand picture: its resource cards by type (a card in the resource's colour with the count and the name)
and the hidden tokens it has seen with what they showed, drawn from that seat's view only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.canvas import Canvas
from render.palette import BG, MUTED, PANEL, PANEL_EDGE, TEXT
from render.starfarers.board import RESOURCE_RGB
from render.starfarers.words import RESOURCE_ORDER, hand_sentences
from render.text import wrap_text
from rules.starfarers.names import resource_name

CARD_W = 150
CARD_H = 190
WIDTH = 5 * (CARD_W + 20) + 40
HEIGHT = CARD_H + 150


def draw_hand(view: Mapping[str, Any], locale: str, names: Mapping[str, str]) -> Canvas:
    # every sentence wrapped, never cut: a hidden token's sentence says what it showed, and the picture grows with them
    lines = [part for line in hand_sentences(view, names, locale) for part in wrap_text(line, 20, WIDTH - 40)]
    canvas = Canvas.new(WIDTH, max(HEIGHT, CARD_H + 70 + 30 * len(lines)), BG)
    held = view["private"]["hand"]
    for i, resource in enumerate(RESOURCE_ORDER):
        x, y = 20 + i * (CARD_W + 20), 20
        count = int(held.get(resource, 0))
        fill = RESOURCE_RGB[resource] if count else PANEL
        canvas.rect((x, y, x + CARD_W, y + CARD_H), fill=fill, outline=PANEL_EDGE, width=2, radius=10)
        canvas.text((x + CARD_W // 2, y + 50), str(count), 56, (0, 0, 0) if count else MUTED, bold=True, anchor="ma")
        canvas.text(
            (x + CARD_W // 2, y + CARD_H - 40),
            resource_name(resource, locale),
            20,
            (0, 0, 0) if count else MUTED,
            anchor="ma",
            max_width=CARD_W - 10,
        )
    y = CARD_H + 40
    for line in lines:
        canvas.text((20, y), line, 20, TEXT)
        y += 30
    return canvas
