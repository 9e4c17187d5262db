"""The Hanse pictures' colours, layout constants and fixed PNG palette (shared by board and hand).

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

HIGHLIGHT_BG: Rgb = (58, 55, 28)
SUN: Rgb = (247, 193, 55)
SUN_GLOW: Rgb = (120, 84, 20)
ORBIT: Rgb = (210, 214, 230)
# card types on the hand picture: not the seat colours (orange, sky blue), and always named in words too
TECH: Rgb = (0, 158, 115)
INTERVENTION: Rgb = (204, 121, 167)
CARD: Rgb = (36, 43, 72)

# The tiles' colours (rules.hanse.components.Planet.colour). Every planet is also named and numbered on the board.
PLANET_RGB: dict[str, Rgb] = {name: TILE_RGB[name] for name in ("yellow", "green", "red", "blue", "sand", "white")}

SEAT_COLOURS: tuple[Rgb, ...] = tuple(s.colour for s in SEAT_STYLES[:2])


@lru_cache(maxsize=1)
def hanse_palette() -> Image.Image:
    """Every flat colour of the Hanse pictures plus the blends anti-aliased edges need."""
    grounds = (BG, PANEL, HIGHLIGHT_BG, CARD)
    solids = [BG, PANEL, PANEL_EDGE, TEXT, MUTED, DARK, HIGHLIGHT, HIGHLIGHT_BG, SUN, SUN_GLOW, ORBIT, TECH]
    solids += [INTERVENTION, CARD, *PLANET_RGB.values(), *SEAT_COLOURS, (0, 0, 0), (255, 255, 255)]
    pairs: list[tuple[Rgb, Rgb]] = []
    for ground in grounds:
        pairs += [(TEXT, ground), (MUTED, ground), (HIGHLIGHT, ground), *((c, ground) for c in SEAT_COLOURS)]
    pairs += [(PANEL_EDGE, BG), (ORBIT, BG), (SUN, BG), (TECH, CARD), (INTERVENTION, CARD)]
    pairs += [(c, BG) for c in PLANET_RGB.values()]
    pairs += [(c, PANEL) for c in PLANET_RGB.values()]
    pairs += [(DARK, c) for c in PLANET_RGB.values()]
    pairs += [((0, 0, 0), c) for c in SEAT_COLOURS]
    pairs += [(DARK, TECH), (DARK, INTERVENTION)]
    return build_palette(solids, pairs, steps=4)
