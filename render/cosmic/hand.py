"""A seat's hand picture, drawn from that seat's own view only: the seat's power card with its explanation, the
challenge cards as a row of small cards (each kind once, with its count) explained underneath, then every edict and
flare as a tile with its effect (a flare's Normal half, and its Super half for its own power), and what only this seat
knows besides: its face-down challenge card, the play it is making, its deal draft."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from render.canvas import Backdrop, Canvas
from render.cosmic import words
from render.cosmic.theme import CARD, SUPER, cosmic_palette, rgb, shape
from render.palette import BG, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, TEXT
from render.text import line_height, wrap_text
from rules.cosmic.components import attack_value
from rules.cosmic.names import card_name, power_text

WIDTH = 1000
MARGIN = 24
INNER = WIDTH - 2 * MARGIN
SMALL_W, SMALL_H, SMALL_GAP = 124, 150, 14
TILE_GAP = 16
TILE_W = (INNER - TILE_GAP) // 2
TILE_PAD = 14
BODY_PX = 22
STEP = line_height(BODY_PX) + 4


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


def _header_lines(view: Mapping[str, Any], locale: str) -> list[str]:
    player = words.player_of(view["public"], str(view["you"]))
    power = words.your_power_line(player, locale)
    if not power or player is None:
        return []
    return _wrap(power_text(str(player["power"]), locale), INNER - 20)


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
    power_lines = _header_lines(view, locale)
    height = MARGIN + 48 + (len(power_lines) * STEP + 44 if power_lines else 0)
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
    if power_lines and player is not None:
        box = (MARGIN, y, WIDTH - MARGIN, y + 36 + len(power_lines) * STEP)
        canvas.rect(box, fill=PANEL, outline=colour, width=2, radius=10)
        active = player.get("power_active") and not player.get("zapped")
        label = words.your_power_line(player, locale)
        canvas.text((MARGIN + 10, y + 6), label, 22, HIGHLIGHT if active else MUTED, bold=True, max_width=INNER - 20)
        canvas.lines((MARGIN + 10, y + 36), power_lines, BODY_PX, TEXT, spacing=4)
        y = box[3] + 8
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
