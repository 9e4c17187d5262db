"""The Hanse pictures' colours, layout constants and fixed PNG palette (shared by board and hand)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from render.palette import SEAT_STYLES, Rgb, build_palette

BG: Rgb = (13, 17, 33)
PANEL: Rgb = (27, 33, 56)
PANEL_EDGE: Rgb = (72, 82, 118)
TEXT: Rgb = (238, 240, 247)
MUTED: Rgb = (165, 173, 196)
DARK: Rgb = (20, 20, 28)
HIGHLIGHT: Rgb = (240, 228, 66)  # Okabe-Ito yellow: the last move, always with a word or a ring too
HIGHLIGHT_BG: Rgb = (58, 55, 28)
SUN: Rgb = (247, 193, 55)
SUN_GLOW: Rgb = (120, 84, 20)
ORBIT: Rgb = (210, 214, 230)
# card types on the hand picture: not the seat colours (orange, sky blue), and always named in words too
TECH: Rgb = (0, 158, 115)
INTERVENTION: Rgb = (204, 121, 167)
CARD: Rgb = (36, 43, 72)

# The tiles' colours (rules.hanse.cards.Planet.colour). Every planet is also named and numbered on the board.
PLANET_RGB: dict[str, Rgb] = {
    "yellow": (240, 206, 80),
    "green": (96, 178, 104),
    "red": (211, 98, 60),
    "blue": (74, 128, 214),
    "sand": (214, 182, 128),
    "white": (232, 236, 242),
}

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
