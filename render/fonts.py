"""Bundled fonts, loaded from the package data and cached.

The fonts ship in `data/fonts/` (the package `starmail_data`, see setup.py; DejaVu Sans and DejaVu Sans Bold,
licence in `LICENSE-DejaVu.txt`) so a picture looks the same on every machine and never depends on what the host
has installed.

API:
    font(px, bold=False) -> ImageFont.FreeTypeFont   # cached per (px, bold)
    FONT_DIR                                         # the folder the fonts are read from

The basic layout engine is used on purpose: it needs no libraqm and gives the same glyph placement on
every machine, which keeps PNG output byte-identical for the same view.
"""

from __future__ import annotations

import importlib.resources
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

# A real folder (a checkout's data/ or an installed wheel's starmail_data/): FreeType opens a font by its path.
FONT_DIR = Path(str(importlib.resources.files("starmail_data") / "fonts"))
REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"


@lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (or Bold) at `px` pixels."""
    if px <= 0:
        raise ValueError(f"font size must be positive, got {px}")
    path = FONT_DIR / (BOLD_FILE if bold else REGULAR_FILE)
    return ImageFont.truetype(str(path), px, layout_engine=ImageFont.Layout.BASIC)
