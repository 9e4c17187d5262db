"""Text measuring and rasterising with a legibility floor, cached.

Pictures are posted in Discord and read on phones, where a 1600 px wide image is shown about 400 px
wide: anything under 18 px at 1600 px becomes unreadable. Every size asked for here is raised to that
floor (scaled with the image width), so no renderer can draw smaller text by mistake.

API:
    MIN_TEXT_PX = 18, REFERENCE_WIDTH = 1600
    min_text_px(image_width) -> int       # the floor for an image of that width
    legible_px(px, image_width) -> int    # px raised to the floor
    text_width(text, px, bold=False) -> int
    line_height(px, bold=False) -> int
    fit_text(text, px, max_width, bold=False) -> str          # cut with an ellipsis to fit
    wrap_text(text, px, max_width, bold=False) -> list[str]   # greedy word wrap
    glyphs(text, px, bold, anchor) -> Glyphs                 # cached mask + offset, see Canvas.text

Anchors are Pillow's two-letter text anchors ("la" left/ascender, "mm" middle/middle, "rs" right/baseline, ...).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render.fonts import font

MIN_TEXT_PX = 18
REFERENCE_WIDTH = 1600
ELLIPSIS = "…"


def min_text_px(image_width: int) -> int:
    """The smallest text size allowed in an image `image_width` pixels wide (never below MIN_TEXT_PX)."""
    return max(MIN_TEXT_PX, math.ceil(MIN_TEXT_PX * image_width / REFERENCE_WIDTH))


def legible_px(px: int, image_width: int) -> int:
    return max(px, min_text_px(image_width))


@lru_cache(maxsize=8192)
def text_width(text: str, px: int, bold: bool = False) -> int:
    return math.ceil(font(px, bold).getlength(text))


@lru_cache(maxsize=64)
def line_height(px: int, bold: bool = False) -> int:
    ascent, descent = font(px, bold).getmetrics()
    return ascent + descent


def fit_text(text: str, px: int, max_width: int, bold: bool = False) -> str:
    """`text`, or its longest prefix plus an ellipsis that fits in `max_width` pixels."""
    if text_width(text, px, bold) <= max_width:
        return text
    cut = len(text)
    while cut > 0 and text_width(text[:cut].rstrip() + ELLIPSIS, px, bold) > max_width:
        cut -= 1
    return text[:cut].rstrip() + ELLIPSIS if cut else ELLIPSIS


def wrap_text(text: str, px: int, max_width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap at ordinary spaces (a no-break space keeps "Vinau\u00a0II" together); a single word
    wider than `max_width` is cut with an ellipsis."""
    lines: list[str] = []
    current = ""
    for word in (w for w in text.split(" ") if w):
        candidate = f"{current} {word}" if current else word
        if text_width(candidate, px, bold) <= max_width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = fit_text(word, px, max_width, bold)
    if current:
        lines.append(current)
    return lines


@dataclass(frozen=True)
class Glyphs:
    """A rasterised string: an "L" coverage mask and where its top-left corner sits relative to the anchor."""

    mask: Image.Image
    dx: int
    dy: int


@lru_cache(maxsize=4096)  # masks are small (a label is a few KB), so this stays around 10 MB at most
def glyphs(text: str, px: int, bold: bool = False, anchor: str = "la") -> Glyphs:
    """The cached coverage mask of `text` (renders repeat most strings, so FreeType runs once per string)."""
    face = font(px, bold)
    left, top, right, bottom = (math.floor(v) for v in face.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return Glyphs(mask, left, top)
