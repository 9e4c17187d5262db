"""A seat's hand picture, drawn from that seat's own view only: the seat's power card, the challenge cards as a row of
small cards (each kind once, with its count) explained underneath, then every edict and flare as a tile with its
effect (a flare's Normal half, and its Super half for its own power), and what only this seat knows besides: its
face-down challenge card, the play it is making, its deal draft.

The power card (`power_card`, drawn by `draw_power_card`) is a full-width card in the seat's colour: the power's name
and whether it works now, a badge saying whether it is optional or mandatory, when it works, its explanation wrapped to
the card with the real font, and the rule that a power needs 3 home bases. Its height follows its lines, so no text is
ever cut. With `hidden_powers`, a seat whose power still lies face down sees it on its own card (from its private
view, marked as known to it alone); no other picture names it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from render.canvas import Backdrop, Canvas
from render.cosmic import words
from render.cosmic.theme import CARD, SUPER, cosmic_palette, rgb, shape
from render.palette import BG, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, TEXT
from render.text import line_height, text_width, wrap_text
from rules.cosmic.components import attack_value
from rules.cosmic.names import card_name

WIDTH = 1000
MARGIN = 24
INNER = WIDTH - 2 * MARGIN
SMALL_W, SMALL_H, SMALL_GAP = 124, 150, 14
TILE_GAP = 16
TILE_W = (INNER - TILE_GAP) // 2
TILE_PAD = 14
BODY_PX = 22
STEP = line_height(BODY_PX) + 4
CARD_PAD = 16  # the power card's inner margin
CARD_TEXT_W = INNER - 2 * CARD_PAD
HEADING_PX = 26
HEADING_H = 40
BADGE_PX = 20
BADGE_H = 32
BADGE_PAD = 12  # between the badge's edge and its word
NOTE_PX = 20
NOTE_STEP = line_height(NOTE_PX) + 4
RULE_GAP = 12  # above and below the line between the timing and the explanation
NOTE_GAP = 8  # between the explanation and the note


@lru_cache(maxsize=16)
def _blank(height: int) -> Backdrop:
    return Backdrop.of(Canvas.new(WIDTH, height, BG).image, cosmic_palette())


@dataclass(frozen=True)
class _Tile:
    """An edict or flare with its lines: (text, bold, colour) from the tile's top."""

    lines: tuple[tuple[str, bool, tuple[int, int, int]], ...]

    @property
    def height(self) -> int:
        return 2 * TILE_PAD + len(self.lines) * STEP + 8


def _wrap(text: str, width: int, bold: bool = False) -> list[str]:
    return wrap_text(text, BODY_PX, width, bold)


def _tile(kind: str, count: int, locale: str) -> _Tile:
    width = TILE_W - 2 * TILE_PAD
    name = card_name(kind, locale) if count == 1 else f"{count}× {card_name(kind, locale)}"
    lines: list[tuple[str, bool, tuple[int, int, int]]] = [(name, True, HIGHLIGHT)]
    if kind.startswith("flare_"):
        normal, super_ = words.flare_halves(kind, locale)
        lines.append((words.normal_label(locale), True, TEXT))
        lines += [(part, False, TEXT) for part in _wrap(normal, width)]
        lines.append((words.super_label(kind, locale), True, SUPER))
        lines += [(part, False, TEXT) for part in _wrap(super_, width)]
    else:
        lines += [(part, False, TEXT) for part in _wrap(words.card_effect(kind, locale), width)]
    return _Tile(tuple(lines))


@dataclass(frozen=True)
class PowerCard:
    """The seat's power card, laid out: the heading (the power and whether it works now), the badge, and the wrapped
    lines of its timing, its explanation and the note, top to bottom; while the power is face down (`hidden_powers`),
    the lines saying so come first, under the heading."""

    heading: str
    active: bool
    badge: str
    timing: tuple[str, ...]
    explanation: tuple[str, ...]
    note: tuple[str, ...]
    face_down: tuple[str, ...] = ()

    @property
    def badge_width(self) -> int:
        return text_width(self.badge, BADGE_PX, True) + 2 * BADGE_PAD

    @property
    def heading_width(self) -> int:
        """The room left for the heading beside the badge."""
        return CARD_TEXT_W - self.badge_width - CARD_PAD

    @property
    def height(self) -> int:
        body = (len(self.face_down) + len(self.timing)) * STEP + 2 * RULE_GAP + len(self.explanation) * STEP
        return 2 * CARD_PAD + HEADING_H + body + NOTE_GAP + len(self.note) * NOTE_STEP


def power_card(player: Mapping[str, Any] | None, locale: str) -> PowerCard | None:
    """The card of `player`'s power; None before powers are dealt. A face-down power is on the card only when the
    seat's own view filled it in (words.own_player)."""
    heading = words.your_power_line(player, locale)
    if not heading or player is None:
        return None
    power = str(player["power"])
    return PowerCard(
        heading=heading,
        active=bool(player.get("power_active") and not player.get("zapped")),
        badge=words.badge(power, locale),
        timing=tuple(_wrap(words.when_line(power, locale), CARD_TEXT_W)),
        explanation=tuple(
            line
            for text in (words.explanation(power, locale), words.drawn_power_line(player, locale))
            if text
            for line in _wrap(text, CARD_TEXT_W)
        ),
        note=tuple(wrap_text(words.works_note(locale), NOTE_PX, CARD_TEXT_W)),
        face_down=tuple(_wrap(words.own_face_down_note(player, locale), CARD_TEXT_W, bold=True)),
    )


def draw_power_card(canvas: Canvas, card: PowerCard, y: int, colour: tuple[int, int, int]) -> int:
    """`card` across the picture from `y`, framed in the seat's colour; returns the y below it."""
    x0, x1 = MARGIN, WIDTH - MARGIN
    canvas.rect((x0, y, x1, y + card.height), fill=PANEL, outline=colour, width=3, radius=12)
    left, top = x0 + CARD_PAD, y + CARD_PAD
    heading = HIGHLIGHT if card.active else MUTED
    canvas.text((left, top + 2), card.heading, HEADING_PX, heading, bold=True, max_width=card.heading_width)
    bx1 = x1 - CARD_PAD
    bx0 = bx1 - card.badge_width
    canvas.rect((bx0, top, bx1, top + BADGE_H), fill=PANEL, outline=HIGHLIGHT, width=2, radius=BADGE_H // 2)
    canvas.text(((bx0 + bx1) // 2, top + BADGE_H // 2), card.badge, BADGE_PX, HIGHLIGHT, bold=True, anchor="mm")
    ty = top + HEADING_H
    for line in card.face_down:  # bold, so the secret stands out from the timing below it
        canvas.text((left, ty), line, BODY_PX, HIGHLIGHT, bold=True, max_width=CARD_TEXT_W)
        ty += STEP
    ty = canvas.lines((left, ty), list(card.timing), BODY_PX, HIGHLIGHT, spacing=4) if card.timing else ty
    ty += RULE_GAP
    canvas.line((left, ty - 1, x1 - CARD_PAD, ty - 1), PANEL_EDGE, 2)
    ty += RULE_GAP
    ty = canvas.lines((left, ty), list(card.explanation), BODY_PX, TEXT, spacing=4) if card.explanation else ty
    canvas.lines((left, ty + NOTE_GAP), list(card.note), NOTE_PX, MUTED, spacing=4)
    return y + card.height


def draw_hand(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> Canvas:
    seat = str(view["you"])
    public = view["public"]
    hand = [str(c) for c in view["private"].get("hand") or []]
    kinds = words.kinds_in_order(hand)
    challenge = [(k, n) for k, n in kinds if k == "compromise" or attack_value(k) is not None]
    others = [_tile(k, n, locale) for k, n in kinds if (k, n) not in challenge]
    per_row = (INNER + SMALL_GAP) // (SMALL_W + SMALL_GAP)
    small_rows = -(-len(challenge) // per_row)
    explained = []
    if any(attack_value(k) is not None for k, _ in challenge):
        explained += _wrap(words.category_effect("attack", words.attack_effect(locale), locale), INNER)
    if any(k == "compromise" for k, _ in challenge):
        explained += _wrap(words.category_effect("compromise", words.compromise_effect(locale), locale), INNER)
    rows = [others[i : i + 2] for i in range(0, len(others), 2)]
    private = [part for line in words.private_lines(view, names, locale) for part in _wrap(line, INNER)]
    card = power_card(words.own_player(view), locale)
    height = MARGIN + 48 + (card.height + 12 if card else 0)
    height += small_rows * (SMALL_H + SMALL_GAP) + len(explained) * STEP + (12 if explained else 0)
    height += sum(max(t.height for t in row) + TILE_GAP for row in rows)
    height += len(private) * STEP + (12 if private else 0) + (STEP if not hand else 0) + MARGIN
    canvas = Canvas.over(_blank(height))

    players = list(public["players"])
    index = next((i for i, p in enumerate(players) if p["seat"] == seat), 0)
    player = players[index] if players else None
    colour = rgb(player.get("colour") if player else None)
    canvas.marker((MARGIN + 16, MARGIN + 18), shape(index), colour, 32)
    title = words.hand_title(seat, len(hand), names, locale)
    canvas.text((MARGIN + 42, MARGIN + 18), title, 30, TEXT, bold=True, anchor="lm", max_width=INNER - 42)
    y = MARGIN + 48
    if card is not None:
        y = draw_power_card(canvas, card, y, colour) + 12
    if not hand:
        canvas.text((MARGIN, y), words.no_cards(locale), 22, MUTED)
        y += STEP
    for i, (kind, count) in enumerate(challenge):
        line, col = divmod(i, per_row)
        _small_card(canvas, kind, count, MARGIN + col * (SMALL_W + SMALL_GAP), y + line * (SMALL_H + SMALL_GAP), locale)
    y += small_rows * (SMALL_H + SMALL_GAP)
    if explained:
        y = canvas.lines((MARGIN, y), explained, BODY_PX, MUTED, spacing=4) + 12
    for row in rows:
        tall = max(t.height for t in row)
        for col, tile in enumerate(row):
            x = MARGIN + col * (TILE_W + TILE_GAP)
            canvas.rect((x, y, x + TILE_W, y + tall), fill=CARD, outline=PANEL_EDGE, width=2, radius=10)
            ty = y + TILE_PAD
            for text, bold, fill in tile.lines:
                canvas.text((x + TILE_PAD, ty), text, BODY_PX if not bold else 24, fill, bold, max_width=TILE_W - 20)
                ty += STEP
        y += tall + TILE_GAP
    if private:
        canvas.lines((MARGIN, y + 4), private, BODY_PX, HIGHLIGHT, spacing=4)
    return canvas


def _small_card(canvas: Canvas, kind: str, count: int, x: int, y: int, locale: str) -> None:
    canvas.rect((x, y, x + SMALL_W, y + SMALL_H), fill=CARD, outline=PANEL_EDGE, width=2, radius=10)
    value = attack_value(kind)
    middle = x + SMALL_W // 2
    if value is not None:
        canvas.text((middle, y + 62), str(value), 52, TEXT, bold=True, anchor="mm")
        canvas.text((middle, y + 114), words.attack_word(locale), 18, MUTED, anchor="mm", max_width=SMALL_W - 8)
    else:
        canvas.text((middle, y + 62), "⇄", 52, HIGHLIGHT, bold=True, anchor="mm")
        canvas.text((middle, y + 114), card_name(kind, locale), 18, TEXT, anchor="mm", max_width=SMALL_W - 8)
    if count > 1:
        canvas.rect((x + SMALL_W - 46, y + 4, x + SMALL_W - 4, y + 30), fill=PANEL, radius=8)
        canvas.text((x + SMALL_W - 25, y + 17), f"×{count}", 18, HIGHLIGHT, bold=True, anchor="mm")
