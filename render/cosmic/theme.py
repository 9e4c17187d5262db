"""Cosmic Encounter's picture colours and the fixed PNG palette shared by the board and the hand.

The six player colours are the game's own (red, blue, yellow, green, orange, white: spec §2.1), chosen to stand out
on the dark theme; every player also keeps the shape of their seat (render.palette.SEAT_STYLES), and every marker has
a black outline, so a white ship shows on any ground and nothing depends on colour alone.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from render.palette import BG, DARK, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, SEAT_STYLES, TEXT, Rgb, build_palette, mix

BLACK: Rgb = (0, 0, 0)
COLOUR_RGB: dict[str, Rgb] = {
    "red": (228, 64, 54),
    "blue": (62, 132, 240),
    "yellow": (245, 214, 50),
    "green": (60, 178, 92),
    "orange": (245, 142, 30),
    "white": (242, 242, 242),
}
NO_COLOUR: Rgb = (150, 156, 170)  # a player who has not chosen a colour yet
HUB: Rgb = (30, 36, 62)
WARP: Rgb = (6, 6, 10)
# The cone and the target ring: magenta, unlike every player colour (yellow would be a player's); always in words too
CONE_EDGE: Rgb = (236, 80, 200)
CONE: Rgb = mix(BG, CONE_EDGE, 0.22)
CARD: Rgb = (36, 43, 72)  # a card on the hand picture
SUPER: Rgb = (204, 121, 167)  # the Super half of a flare (Okabe-Ito reddish purple, always labelled)


@lru_cache(maxsize=8)
def tint(colour: Rgb) -> Rgb:
    """A system's ground: its colour, dimmed into the background."""
    return mix(BG, colour, 0.16)


@lru_cache(maxsize=8)
def planet_fill(colour: Rgb) -> Rgb:
    """A planet's disk: its system's colour, dimmed less than the system's ground."""
    return mix(BG, colour, 0.3)


def rgb(colour: str | None) -> Rgb:
    """The drawing colour of a player colour id (grey while none is chosen)."""
    return COLOUR_RGB.get(colour or "", NO_COLOUR)


def shape(index: int) -> str:
    """The marker shape of the seat at `index` in table order."""
    return SEAT_STYLES[index % len(SEAT_STYLES)].shape


@lru_cache(maxsize=1)
def cosmic_palette() -> Image.Image:
    """Every flat colour of the Cosmic pictures plus the blends that anti-aliased edges need."""
    colours = [*COLOUR_RGB.values(), NO_COLOUR]
    tints = [tint(c) for c in COLOUR_RGB.values()]
    fills = [planet_fill(c) for c in COLOUR_RGB.values()]
    solids = [BG, PANEL, PANEL_EDGE, TEXT, MUTED, DARK, HIGHLIGHT, HUB, WARP, CONE, CONE_EDGE, CARD, SUPER, BLACK]
    solids += [*colours, *tints, *fills, (255, 255, 255)]
    pairs: list[tuple[Rgb, Rgb]] = []
    for ground in (BG, PANEL, HUB, WARP, CARD, CONE, DARK):
        pairs += [(TEXT, ground), (BLACK, ground)]
    for ground in (BG, PANEL, HUB, CARD):
        pairs += [(MUTED, ground), (HIGHLIGHT, ground)]
    pairs += [(TEXT, ground) for ground in fills] + [(BLACK, ground) for ground in fills]
    pairs += [(BLACK, c) for c in colours] + [(CONE_EDGE, c) for c in tints] + [(SUPER, CARD), (PANEL_EDGE, BG)]
    pairs += [(CONE_EDGE, BG), (CONE_EDGE, HUB), (CONE_EDGE, CONE)]
    pairs += [(c, t) for c, t in zip(COLOUR_RGB.values(), tints, strict=True)]
    pairs += [(c, BG) for c in colours] + [(c, HUB) for c in colours]
    return build_palette(solids, pairs, steps=3)
