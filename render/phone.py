"""Key facts in type a phone can read: a band of big lines drawn above a board.

Discord shows a picture about 400 px wide on a phone, so a 1600 px board is read at a quarter of its size: its
ordinary labels (18-26 px) shrink to 4-6 px of ink. The facts a player needs at a glance (whose turn, the scores, the
last move, the winner) go into a band above the board in type whose capitals and digits stay at least
MIN_PHONE_INK px tall at PHONE_WIDTH; everything else stays on the board below and in the alt text.

API:
    PHONE_WIDTH = 400, MIN_PHONE_INK = 9
    ink_height(text, px, bold=False) -> int       # the height of the ink of `text` as drawn (0 for no ink)
    key_ink(text) -> str                          # what is measured: capitals and digits (else b, d, f, h, k, l)
    phone_ink(ink, image_width) -> float          # an ink height in an image that wide, seen PHONE_WIDTH wide
    key_px(image_width, bold=True) -> int         # the smallest size whose capitals and digits pass, with 1 px spare
    short_names(names, seats, width) -> dict      # display names cut so that every score fits the band
    KeyLine(text, colour, bold=True, limit=1, optional=False)   # one fact: wrapped to at most `limit` lines
    band(width, facts, slots, ground=PANEL) -> Band   # the facts on a band `slots` lines high (`.canvas`, `.drawn`)
    stack(top, bottom) -> Image ("P")             # two pictures in the same palette, one above the other
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from render.canvas import Canvas
from render.fonts import font
from render.palette import PANEL, PANEL_EDGE, Rgb
from render.text import fit_text, glyphs, wrap_text

PHONE_WIDTH = 400
MIN_PHONE_INK = 9
PAD = 18  # above the first line and below the last
GAP = 6  # between lines, besides the font's own line height
ASCENDERS = "bdfhkl"  # lower-case letters at least as tall as the capitals in DejaVu Sans


def ink_height(text: str, px: int, bold: bool = False) -> int:
    """The height in pixels of the ink of `text` at `px` (its glyphs' union, not the line box)."""
    if not text.strip():
        return 0
    box = glyphs(text, px, bold).mask.getbbox()
    return 0 if box is None else box[3] - box[1]


def key_ink(text: str) -> str:
    """The capitals and digits of `text`, whose height is what a reader needs to tell them apart; for a line without
    any (the end of a wrapped sentence), its letters with ascenders, which are as tall."""
    capitals = "".join(c for c in text if c.isdigit() or c.isupper())
    return capitals or "".join(c for c in text if c in ASCENDERS)


def phone_ink(ink: float, image_width: int) -> float:
    """`ink` pixels of an image `image_width` wide, as tall as they look when the image is shown PHONE_WIDTH wide."""
    return ink * PHONE_WIDTH / image_width


@lru_cache(maxsize=16)
def key_px(image_width: int, bold: bool = True) -> int:
    """The smallest text size whose capitals and digits are MIN_PHONE_INK px tall on a phone, plus one pixel of ink
    to spare (quantising may drop a faint top row)."""
    needed = math.ceil(MIN_PHONE_INK * image_width / PHONE_WIDTH) + 1
    px = 8
    while min(ink_height("H", px, bold), ink_height("0", px, bold)) < needed:
        px += 1
    return px


def short_names(names: Mapping[str, str], seats: Iterable[str], width: int) -> dict[str, str]:
    """Each seat's display name cut with an ellipsis so that a long name never pushes a score off the band: with more
    seats each gets a smaller share of a line `width` wide (the scores of six players still fit in three lines)."""
    listed = list(seats)
    px = key_px(width)
    room = round(width * min(0.6, 1.3 / max(1, len(listed))))
    return {seat: fit_text(names[seat], px, room, True) for seat in listed}


@dataclass(frozen=True)
class KeyLine:
    """One fact of the band: its text, drawn in `colour`, wrapped to at most `limit` lines (the last one cut with an
    ellipsis); an `optional` fact is left out when the band has no room for it."""

    text: str
    colour: Rgb
    bold: bool = True
    limit: int = 1
    optional: bool = False


@dataclass(frozen=True)
class Drawn:
    """A line as the band drew it: its text, size and boldness, and its left end on the baseline."""

    text: str
    px: int
    bold: bool
    x: int
    baseline: int


@dataclass(frozen=True)
class Band:
    canvas: Canvas
    drawn: tuple[Drawn, ...]
    ground: Rgb


def _wrapped(fact: KeyLine, px: int, width: int, limit: int) -> list[str]:
    """`fact` wrapped to at most `limit` lines, the last one cut with an ellipsis."""
    lines = wrap_text(fact.text, px, width, fact.bold) if fact.text and limit > 0 else []
    if len(lines) > limit:
        lines = [*lines[: limit - 1], fit_text(" ".join(lines[limit - 1 :]), px, width, fact.bold)]
    return lines


def _fitted(facts: Sequence[KeyLine], px: int, width: int, slots: int) -> list[list[str]]:
    """Each fact's lines, `slots` lines in all at most: while there are too many, the last optional fact goes, then
    the fact with the most lines (the later one of equals) loses one."""
    limits = [fact.limit for fact in facts]
    laid = [_wrapped(fact, px, width, limit) for fact, limit in zip(facts, limits, strict=True)]
    while sum(len(lines) for lines in laid) > slots:
        optional = [i for i, fact in enumerate(facts) if fact.optional and laid[i]]
        if optional:
            laid[optional[-1]] = []
            continue
        longest = max(range(len(laid)), key=lambda i: (len(laid[i]), i))
        limits[longest] = len(laid[longest]) - 1
        laid[longest] = _wrapped(facts[longest], px, width, limits[longest])
    return laid


def band(width: int, facts: Sequence[KeyLine], slots: int, ground: Rgb = PANEL, px: int | None = None) -> Band:
    """`facts` in big type on a band `width` wide with room for `slots` lines: the same height for every view of a
    game, so boards keep one size (a timelapse needs that). A line under the band parts it from the board below."""
    size = px or key_px(width)
    laid = [
        (line, fact)
        for fact, lines in zip(facts, _fitted(facts, size, width - 2 * PAD, slots), strict=True)
        for line in lines
    ]
    ascent, descent = font(size, True).getmetrics()
    step = ascent + descent + GAP
    height = 2 * PAD + slots * step - GAP + 3
    canvas = Canvas.new(width, height, ground)
    drawn: list[Drawn] = []
    for i, (line, fact) in enumerate(laid):
        baseline = PAD + ascent + i * step
        canvas.text((PAD, baseline), line, size, fact.colour, bold=fact.bold, anchor="ls")
        drawn.append(Drawn(line, size, fact.bold, PAD, baseline))
    canvas.rect((0, height - 3, width, height), fill=PANEL_EDGE)
    return Band(canvas, tuple(drawn), ground)


def stack(top: Image.Image, bottom: Image.Image) -> Image.Image:
    """`top` above `bottom`, both "P" images in the same palette (their indices are copied as they are)."""
    if top.mode != "P" or bottom.mode != "P":
        raise ValueError("stack joins palette images")
    out = Image.new("P", (max(top.width, bottom.width), top.height + bottom.height))
    out.putpalette(bottom.getpalette() or [])
    out.paste(top, (0, 0))
    out.paste(bottom, (0, top.height))
    return out
