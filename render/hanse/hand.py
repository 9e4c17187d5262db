"""The picture of one seat's hand: each card with its name, type and one-line effect, in every locale of the
catalog "hanse".

Drawn from the seat's own view (`private.hand`), so it can only ever show that seat's cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from render.canvas import Backdrop, Canvas
from render.hanse.theme import CARD, INTERVENTION, TECH, hanse_palette
from render.hanse.words import seat_names
from render.palette import BG, DARK, MUTED, PANEL_EDGE, seat_style
from render.palette import TEXT as TEXT_COLOUR
from render.picture import Words, join_alt
from render.text import line_height, wrap_text
from rules.hanse.components import CARD_BY_KIND
from rules.hanse.names import TEXT, card_effect, card_name, deck_name

WIDTH = 1600
MARGIN = 20
PER_ROW = 5
GUTTER = 16
CARD_W = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GUTTER) // PER_ROW
CARD_H = 360
HEADER_H = 84
EMPTY_H = 120


def _hand(view: Mapping[str, Any]) -> list[str]:
    return [str(card.get("kind")) for card in view["private"].get("hand", []) if str(card.get("kind")) in CARD_BY_KIND]


@lru_cache(maxsize=4)
def _blank(height: int) -> Backdrop:
    return Backdrop.of(Canvas.new(WIDTH, height, BG).image, hanse_palette())


def title_words(view: Mapping[str, Any], count: int, names: Mapping[str, str], locale: str) -> str:
    """ "Your hand: Ada · Jet · 3 cards"."""
    public = view["public"]
    seat = str(view["you"])
    ship = deck_name(str(public.get("players", {}).get(seat, {}).get("deck", "")), locale)
    if ship:
        return TEXT.ntr(
            locale,
            "Your hand: {player} · {ship} · {count} card",
            "Your hand: {player} · {ship} · {count} cards",
            count,
            player=names[seat],
            ship=ship,
        )
    return TEXT.ntr(
        locale, "Your hand: {player} · {count} card", "Your hand: {player} · {count} cards", count, player=names[seat]
    )


def draw_hand(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Canvas:
    names = seat_names(names, locale)
    kinds = _hand(view)
    rows = max(1, -(-len(kinds) // PER_ROW))
    height = HEADER_H + (rows * (CARD_H + GUTTER) if kinds else EMPTY_H)
    canvas = Canvas.over(_blank(height))
    public = view["public"]
    seat = str(view["you"])
    seats = list(public.get("seats", []))
    x = MARGIN
    if seat in seats[:2]:
        style = seat_style(seats.index(seat))
        canvas.marker((MARGIN + 18, HEADER_H // 2), style.shape, style.colour, 36)
        x += 46
    title = title_words(view, len(kinds), names, locale)
    canvas.text((x, HEADER_H // 2), title, 30, TEXT_COLOUR, bold=True, anchor="lm", max_width=WIDTH - x - MARGIN)
    if not kinds:
        canvas.text((MARGIN, HEADER_H + 20), TEXT.tr(locale, "No cards in hand."), 24, MUTED)
        return canvas
    for n, kind in enumerate(kinds):
        row, col = divmod(n, PER_ROW)
        _card(canvas, kind, MARGIN + col * (CARD_W + GUTTER), HEADER_H + row * (CARD_H + GUTTER), locale)
    return canvas


def _bind(text: str) -> str:
    """Keep two-word planet names on one line ("Vinau II")."""
    return text.replace(" II", "\u00a0II")


def _card(canvas: Canvas, kind: str, x0: int, y0: int, locale: str) -> None:
    technology = CARD_BY_KIND[kind].technology
    band = TECH if technology else INTERVENTION
    x1, y1 = x0 + CARD_W, y0 + CARD_H
    canvas.rect((x0, y0, x1, y1), fill=CARD, outline=PANEL_EDGE, width=2, radius=14)
    canvas.rect((x0, y0, x1, y0 + 46), fill=band, radius=14)
    canvas.rect((x0, y0 + 30, x1, y0 + 46), fill=band)
    kind_label = TEXT.tr(locale, "TECHNOLOGY ∞") if technology else TEXT.tr(locale, "INTERVENTION")
    canvas.text((x0 + 16, y0 + 24), kind_label, 18, DARK, bold=True, anchor="lm", max_width=CARD_W - 32)
    inner = CARD_W - 32
    name_lines = wrap_text(_bind(card_name(kind, locale)), canvas.px(26), inner, bold=True)[:3]
    y = canvas.lines((x0 + 16, y0 + 62), name_lines, 26, TEXT_COLOUR, bold=True, spacing=6)
    canvas.line((x0 + 16, y + 6, x1 - 16, y + 6), fill=PANEL_EDGE, width=2)
    hint = TEXT.tr(locale, "Buy with a planet action.") if technology else TEXT.tr(locale, "Play from hand.")
    hint_lines = wrap_text(hint, canvas.px(18), inner)[:2]
    hint_y = y1 - 24 - 26 * len(hint_lines)
    room = max(1, (hint_y - 4 - (y + 20)) // (line_height(canvas.px(21)) + 6))  # a long name leaves fewer lines
    effect_lines = wrap_text(_bind(card_effect(kind, locale)), canvas.px(21), inner)[:room]
    canvas.lines((x0 + 16, y + 20), effect_lines, 21, TEXT_COLOUR, spacing=6)
    canvas.lines((x0 + 16, hint_y), hint_lines, 18, MUTED, spacing=4)


def hand_alt(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> str:
    words = hand_words(view, locale, names)
    return join_alt(words.lines, [TEXT.tr(locale, "{card}: {effect}", card=c, effect=e) for c, e in words.cards])


def hand_words(view: Mapping[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Words:
    names = seat_names(names, locale)
    kinds = _hand(view)
    who = names[str(view["you"])]
    lines = [
        TEXT.ntr(locale, "Hand of {player}: {count} card.", "Hand of {player}: {count} cards.", len(kinds), player=who)
    ]
    if not kinds:
        lines.append(TEXT.tr(locale, "No cards in hand."))
    else:
        lines.append("; ".join(card_name(k, locale) for k in kinds) + ".")
    return Words(tuple(lines), tuple((card_name(k, locale), card_effect(k, locale)) for k in kinds))
