"""The marks of what a moving ship can do where it ends (board.py draws them): a flag where it can found a colony
(a hollow flag when a hidden token there decides) and two opposite arrows where it can establish a trade station.
Each mark is a coverage mask with a one-pixel-wider outline mask, so it reads on any planet colour."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw, ImageFilter

SIZE = 36


@dataclass(frozen=True)
class Mark:
    fill: Image.Image
    """Coverage of the mark itself ("L")."""
    outline: Image.Image
    """Coverage of the mark grown by two pixels, drawn first in black."""
    dx: int
    dy: int
    """Where the mask's corner lies from the point it marks."""


def _mark(fill: Image.Image, dx: int, dy: int) -> Mark:
    return Mark(fill, fill.filter(ImageFilter.MaxFilter(5)), dx, dy)


@cache
def found_mark(hollow: bool) -> Mark:
    """A flag on a pole whose foot is the point (the ship marker there leaves the flag itself visible)."""
    mask = Image.new("L", (SIZE, SIZE), 0)
    draw = ImageDraw.Draw(mask)
    draw.rectangle((4, 2, 7, SIZE - 3), fill=255)  # the pole
    flag = [(7, 2), (SIZE - 3, 11), (7, 20)]
    draw.polygon(flag, fill=255)
    solid = _mark(mask, -5, -(SIZE - 3))
    if not hollow:
        return solid
    # the same outline, with the flag's inside left black: "only if the hidden token is a number"
    ImageDraw.Draw(mask).polygon([(10, 7), (SIZE - 11, 11), (10, 15)], fill=0)
    return Mark(mask, solid.outline, solid.dx, solid.dy)


@cache
def trade_mark() -> Mark:
    """Two arrows pointing opposite ways, over the trade point's square."""
    mask = Image.new("L", (SIZE, SIZE), 0)
    draw = ImageDraw.Draw(mask)
    draw.rectangle((4, 8, SIZE - 10, 11), fill=255)
    draw.polygon([(SIZE - 11, 2), (SIZE - 3, 9), (SIZE - 11, 17)], fill=255)
    draw.rectangle((10, 20, SIZE - 4, 23), fill=255)
    draw.polygon([(11, 14), (3, 21), (11, 29)], fill=255)
    return _mark(mask, -SIZE // 2, -SIZE // 2)
