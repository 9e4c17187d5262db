"""The picture of one seat's hand: each card with its name, type and one-line effect, in English or German.

Drawn from the seat's own view (`private.hand`), so it can only ever show that seat's cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from render.canvas import Backdrop, Canvas
from render.hanse.theme import CARD, INTERVENTION, TECH, hanse_palette
from render.hanse.words import seat_name
from render.palette import BG, DARK, MUTED, PANEL_EDGE, TEXT, seat_style
from render.picture import join_alt
from render.text import wrap_text
from rules.hanse.cards import CARD_BY_KIND, DECK_NAMES, card_effect, card_name

WIDTH = 1600
MARGIN = 20
PER_ROW = 5
GUTTER = 16
CARD_W = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GUTTER) // PER_ROW
CARD_H = 360
HEADER_H = 84
EMPTY_H = 120

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Your hand",
        "cards": "cards",
        "card": "card",
        "technology": "TECHNOLOGY ∞",
        "intervention": "INTERVENTION",
        "empty": "No cards in hand.",
        "alt": "Hand of",
        "buy": "Buy with a planet action.",
        "play": "Play from hand.",
    },
    "de": {
        "title": "Deine Hand",
        "cards": "Karten",
        "card": "Karte",
        "technology": "TECHNOLOGIE ∞",
        "intervention": "INTERVENTION",
        "empty": "Keine Karten auf der Hand.",
        "alt": "Hand von",
        "buy": "Kauf mit einer Planetenaktion.",
        "play": "Aus der Hand ausspielen.",
    },
}


def _labels(locale: str) -> dict[str, str]:
    return LABELS.get(locale, LABELS["en"])


def _hand(view: Mapping[str, Any]) -> list[str]:
    return [str(card.get("kind")) for card in view["private"].get("hand", []) if str(card.get("kind")) in CARD_BY_KIND]


@lru_cache(maxsize=4)
def _blank(height: int) -> Backdrop:
    return Backdrop.of(Canvas.new(WIDTH, height, BG).image, hanse_palette())


def draw_hand(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Canvas:
    labels = _labels(locale)
    kinds = _hand(view)
    rows = max(1, -(-len(kinds) // PER_ROW))
    height = HEADER_H + (rows * (CARD_H + GUTTER) if kinds else EMPTY_H)
    canvas = Canvas.over(_blank(height))
    public = view["public"]
    seat = str(view["you"])
    seats = list(public.get("seats", []))
    deck = DECK_NAMES.get(str(public.get("players", {}).get(seat, {}).get("deck", "")), "")
    x = MARGIN
    if seat in seats[:2]:
        style = seat_style(seats.index(seat))
        canvas.marker((MARGIN + 18, HEADER_H // 2), style.shape, style.colour, 36)
        x += 46
    noun = labels["card"] if len(kinds) == 1 else labels["cards"]
    title = f"{labels['title']}: {seat_name(seat, public, names)}" + (f" · {deck}" if deck else "")
    canvas.text((x, HEADER_H // 2), f"{title}  ·  {len(kinds)} {noun}", 30, TEXT, bold=True, anchor="lm")
    if not kinds:
        canvas.text((MARGIN, HEADER_H + 20), labels["empty"], 24, MUTED)
        return canvas
    for n, kind in enumerate(kinds):
        row, col = divmod(n, PER_ROW)
        _card(canvas, kind, MARGIN + col * (CARD_W + GUTTER), HEADER_H + row * (CARD_H + GUTTER), locale)
    return canvas


def _bind(text: str) -> str:
    """Keep two-word planet names on one line ("Vinau II")."""
    return text.replace(" II", "\u00a0II")


def _card(canvas: Canvas, kind: str, x0: int, y0: int, locale: str) -> None:
    labels = _labels(locale)
    technology = CARD_BY_KIND[kind].technology
    band = TECH if technology else INTERVENTION
    x1, y1 = x0 + CARD_W, y0 + CARD_H
    canvas.rect((x0, y0, x1, y1), fill=CARD, outline=PANEL_EDGE, width=2, radius=14)
    canvas.rect((x0, y0, x1, y0 + 46), fill=band, radius=14)
    canvas.rect((x0, y0 + 30, x1, y0 + 46), fill=band)
    canvas.text(
        (x0 + 16, y0 + 24), labels["technology" if technology else "intervention"], 18, DARK, bold=True, anchor="lm"
    )
    inner = CARD_W - 32
    name_lines = wrap_text(_bind(card_name(kind, locale)), canvas.px(26), inner, bold=True)[:3]
    y = canvas.lines((x0 + 16, y0 + 62), name_lines, 26, TEXT, bold=True, spacing=6)
    canvas.line((x0 + 16, y + 6, x1 - 16, y + 6), fill=PANEL_EDGE, width=2)
    effect_lines = wrap_text(_bind(card_effect(kind, locale)), canvas.px(21), inner)[:8]
    canvas.lines((x0 + 16, y + 20), effect_lines, 21, TEXT, spacing=6)
    hint = labels["buy" if technology else "play"]
    hint_lines = wrap_text(hint, canvas.px(18), inner)[:2]
    canvas.lines((x0 + 16, y1 - 24 - 26 * len(hint_lines)), hint_lines, 18, MUTED, spacing=4)


def hand_alt(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> str:
    labels = _labels(locale)
    kinds = _hand(view)
    public = view["public"]
    who = seat_name(str(view["you"]), public, names)
    noun = labels["card"] if len(kinds) == 1 else labels["cards"]
    essential = [f"{labels['alt']} {who}: {len(kinds)} {noun}."]
    if not kinds:
        essential.append(labels["empty"])
    names_only = "; ".join(card_name(k, locale) for k in kinds)
    if kinds:
        essential.append(names_only + ".")
    optional = [f"{card_name(k, locale)}: {card_effect(k, locale)}" for k in kinds]
    return join_alt(essential, optional)
