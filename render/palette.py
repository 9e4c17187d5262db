"""Colours for every game's pictures: the Okabe-Ito colour-blind-safe set, one shape per seat, and the
fixed PNG palettes pictures are quantised to.

No information may be carried by colour alone: every seat has both a colour and a shape (and renderers
also print the seat's name next to it), so a picture reads the same in grey scale.

API:
    Rgb                         # (r, g, b)
    OKABE_ITO                   # name -> Rgb, the eight Okabe-Ito colours
    BG, PANEL, PANEL_EDGE, TEXT, MUTED, DARK, HIGHLIGHT
                                # the dark theme every board shares (HIGHLIGHT: Okabe-Ito yellow)
    TILE_RGB                    # named tile colours for planets and similar pieces (always labelled too)
    SeatStyle(colour, shape)    # shape is one of SHAPES
    SHAPES                      # ("circle", "square", "triangle", "diamond", "hexagon", "star")
    SEAT_STYLES                 # six styles, seat i in table order gets SEAT_STYLES[i]
    seat_style(index)
    mix(a, b, t) -> Rgb         # linear blend, t=0 gives a, t=1 gives b
    build_palette(solids, pairs, steps) -> Image (mode "P")
                                # a fixed palette: the solid colours plus `steps` blends between each
                                # (foreground, background) pair, so anti-aliased edges keep their shading
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PIL import Image

Rgb = tuple[int, int, int]

OKABE_ITO: dict[str, Rgb] = {
    "black": (0, 0, 0),
    "orange": (230, 159, 0),
    "sky_blue": (86, 180, 233),
    "bluish_green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "reddish_purple": (204, 121, 167),
}

# The dark theme shared by every board and hand picture.
BG: Rgb = (13, 17, 33)
PANEL: Rgb = (27, 33, 56)
PANEL_EDGE: Rgb = (72, 82, 118)
TEXT: Rgb = (238, 240, 247)
MUTED: Rgb = (165, 173, 196)
DARK: Rgb = (20, 20, 28)
HIGHLIGHT: Rgb = OKABE_ITO["yellow"]  # the last move or a full planet, always with a word or a ring too

# Tile colours by name. Pieces drawn in them are always named or numbered as well.
TILE_RGB: dict[str, Rgb] = {
    "yellow": (240, 206, 80),
    "green": (96, 178, 104),
    "red": (211, 98, 60),
    "blue": (74, 128, 214),
    "sand": (214, 182, 128),
    "white": (232, 236, 242),
    "purple": (170, 120, 200),
    "grey": (150, 160, 170),
}

SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon", "star")


@dataclass(frozen=True)
class SeatStyle:
    colour: Rgb
    shape: str  # one of SHAPES


# Colours chosen to stand out on a dark background (Okabe-Ito black and blue would not); the order keeps
# the first two seats (all two-player games) as far apart as the set allows: orange versus sky blue.
SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle(OKABE_ITO["orange"], "circle"),
    SeatStyle(OKABE_ITO["sky_blue"], "square"),
    SeatStyle(OKABE_ITO["bluish_green"], "triangle"),
    SeatStyle(OKABE_ITO["reddish_purple"], "diamond"),
    SeatStyle(OKABE_ITO["yellow"], "hexagon"),
    SeatStyle(OKABE_ITO["vermillion"], "star"),
)


def seat_style(index: int) -> SeatStyle:
    """The style of the seat at `index` in table order."""
    if not 0 <= index < len(SEAT_STYLES):
        raise ValueError(f"no seat style for index {index}; there are {len(SEAT_STYLES)}")
    return SEAT_STYLES[index]


def mix(a: Rgb, b: Rgb, t: float) -> Rgb:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def build_palette(solids: Iterable[Rgb], pairs: Iterable[tuple[Rgb, Rgb]], steps: int = 6) -> Image.Image:
    """A "P" image whose palette holds `solids` and `steps` blends per (foreground, background) pair.

    Duplicates are dropped, order is kept (so the palette is deterministic); at most 256 colours.
    """
    colours: list[Rgb] = []
    seen: set[Rgb] = set()

    def add(colour: Rgb) -> None:
        if colour not in seen:
            seen.add(colour)
            colours.append(colour)

    for colour in solids:
        add(colour)
    for fg, bg in pairs:
        add(fg)
        add(bg)
        for i in range(1, steps + 1):
            add(mix(bg, fg, i / (steps + 1)))
    if len(colours) > 256:
        raise ValueError(f"palette needs {len(colours)} colours, at most 256 fit")
    flat = [channel for colour in colours for channel in colour]
    flat += list(colours[0]) * (256 - len(colours))
    image = Image.new("P", (1, 1))
    image.putpalette(flat)
    return image
