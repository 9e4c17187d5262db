"""The Andromeda pictures' colours, card orders and fixed PNG palette (shared by board and hand).

The dark theme (BG, PANEL, TEXT, ...) shared with other games is in render.palette.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from render.palette import (
    BG,
    DARK,
    HIGHLIGHT,
    MUTED,
    PANEL,
    PANEL_EDGE,
    SEAT_STYLES,
    TEXT,
    TILE_RGB,
    Rgb,
    build_palette,
)

EDGE: Rgb = PANEL_EDGE
CARD_BACK: Rgb = (96, 70, 150)
PLANET_RGB: dict[str, Rgb] = {
    planet: TILE_RGB[name]
    for planet, name in (
        ("azura", "blue"),
        ("borea", "green"),
        ("cygna", "red"),
        ("draco", "purple"),
        ("eos", "yellow"),
        ("fenn", "sand"),
        ("gorr", "grey"),
    )
}
TIER_RGB: dict[str, Rgb] = {
    "silver": (200, 204, 212),
    "gold": (230, 180, 40),
    "platinum": (150, 210, 220),
    "diamond": (240, 240, 255),
}
PLANET_ORDER = ("azura", "borea", "cygna", "draco", "eos", "fenn", "gorr")
TIER_ORDER = ("silver", "gold", "platinum", "diamond")


@lru_cache(maxsize=1)
def andromeda_palette() -> Image.Image:
    seats = [s.colour for s in SEAT_STYLES[:5]]
    solids = [BG, PANEL, EDGE, TEXT, MUTED, DARK, HIGHLIGHT, CARD_BACK, *PLANET_RGB.values(), *TIER_RGB.values()]
    solids += [*seats, (0, 0, 0), (255, 255, 255)]
    pairs: list[tuple[Rgb, Rgb]] = []
    for ground in (BG, PANEL):
        pairs += [(TEXT, ground), (MUTED, ground), (HIGHLIGHT, ground), (EDGE, ground)]
        pairs += [(c, ground) for c in seats]
    pairs += [(DARK, c) for c in (*PLANET_RGB.values(), *TIER_RGB.values())]
    pairs += [(c, PANEL) for c in PLANET_RGB.values()]
    pairs += [((0, 0, 0), c) for c in seats] + [(TEXT, CARD_BACK)]
    return build_palette(solids, pairs, steps=3)
