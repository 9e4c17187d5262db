"""Seat markers: one filled shape per seat (see palette.SHAPES), anti-aliased and cached.

A marker is drawn once at four times its size and scaled down, then kept as an RGBA image, so pasting it
on a board costs a copy, not a redraw.

API:
    shape_points(shape, cx, cy, r) -> list[(x, y)]  # polygon of a non-circle shape inscribed in radius r
    marker(shape, colour, size, outline=(0,0,0), ring=None) -> Image (RGBA, size x size)
                                                    # `ring` adds an outer ring (e.g. to highlight)
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.palette import SHAPES, Rgb

_SUPERSAMPLE = 4


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Corner points of `shape` centred on (cx, cy) and fitting a circle of radius r."""
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return _regular(3, cx, cy + r * 0.18, r * 1.1, -90.0)
    if shape == "diamond":
        return _regular(4, cx, cy, r, -90.0)
    if shape == "hexagon":
        return _regular(6, cx, cy, r, 0.0)
    if shape == "star":
        outer = _regular(5, cx, cy, r, -90.0)
        inner = _regular(5, cx, cy, r * 0.45, -54.0)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    raise ValueError(f"unknown shape {shape!r}; known: {', '.join(SHAPES)}")


def _regular(n: int, cx: float, cy: float, r: float, start_deg: float) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(math.radians(start_deg + 360.0 * i / n)),
            cy + r * math.sin(math.radians(start_deg + 360.0 * i / n)),
        )
        for i in range(n)
    ]


@lru_cache(maxsize=256)
def marker(shape: str, colour: Rgb, size: int, outline: Rgb = (0, 0, 0), ring: Rgb | None = None) -> Image.Image:
    """A `size` x `size` RGBA image of the filled shape with a dark outline (and an optional outer ring)."""
    if shape not in SHAPES:
        raise ValueError(f"unknown shape {shape!r}; known: {', '.join(SHAPES)}")
    big = size * _SUPERSAMPLE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c = big / 2
    r = big / 2 - _SUPERSAMPLE
    if ring is not None:
        draw.ellipse((c - r, c - r, c + r, c + r), outline=(*ring, 255), width=max(2, big // 10))
        r *= 0.72
    width = max(2, big // 14)
    if shape == "circle":
        draw.ellipse((c - r, c - r, c + r, c + r), fill=(*colour, 255), outline=(*outline, 255), width=width)
    else:
        points = shape_points(shape, c, c, r)
        draw.polygon(points, fill=(*colour, 255), outline=(*outline, 255), width=width)
    return image.resize((size, size), Image.Resampling.LANCZOS)
