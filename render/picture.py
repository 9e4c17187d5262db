"""The output of every renderer, and the deterministic PNG encoder that makes it.

API:
    Picture(png, alt, width, height)            # frozen; alt is the attachment's description
    quantize(image, palette) -> Image           # RGB to the palette's indices ("P"), no dithering
    encode_png(image, palette=None, compress_level=1) -> bytes
    make_picture(image, alt, palette=None) -> Picture   # image: RGB (quantised to `palette`) or already "P"
    Words(lines, cards)                         # a picture's content for a text front end (the terminal table)
    join_alt(essential, optional, limit=ALT_LIMIT) -> str   # alt text within Discord's 1024 characters:
                                                            # all essential sentences, then optional ones
                                                            # in order while they fit

Determinism: the same image gives the same bytes. Nothing time- or machine-dependent is written (Pillow
writes no tIME or text chunks unless asked; image.info is not consulted), and quantising to a fixed
palette with dithering off is a pure per-pixel function. With a palette the image is stored in "P" mode:
boards are flat colours and anti-aliased text, which a well-chosen fixed palette keeps intact at a
fraction of the size and encode time of RGB.

Speed: zlib level 1 is the fastest setting and changes no pixel (deflate is lossless); for a 1600 x 1180
board it writes about 70 KB instead of 50 KB at level 6 in well under half the time. Strategies other than
the default (filtered, RLE) were no faster for these pictures and larger.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

DEFAULT_COMPRESS_LEVEL = 1
ALT_LIMIT = 1024
"""The longest alt text a picture carries, whatever the front end: Discord's limit for an attachment's description
(the strictest front end's). Renderers keep within it (the luck chart cuts the core's report in words to it); the
one definition, which the adapters import."""


@dataclass(frozen=True)
class Words:
    """What a picture shows, for a front end that prints text: its sentences in reading order, and for a hand the
    cards held, each as (name, effect). The alt text is these sentences cut to Discord's limit; this is all of
    them."""

    lines: tuple[str, ...]
    cards: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Picture:
    png: bytes
    alt: str
    width: int
    height: int


def quantize(image: Image.Image, palette: Image.Image) -> Image.Image:
    """`image` in the indices of `palette` (a "P" image): each pixel becomes the palette colour Pillow finds
    nearest, which depends on that pixel alone, so any part of an image quantises as it would in the whole."""
    if image.mode != "RGB":
        image = image.convert("RGB")
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def encode_png(
    image: Image.Image, palette: Image.Image | None = None, compress_level: int = DEFAULT_COMPRESS_LEVEL
) -> bytes:
    """PNG bytes of `image`, quantised to `palette` (a "P" image, see palette.build_palette) when given."""
    if palette is not None:
        image = quantize(image, palette)
    elif image.mode not in ("RGB", "RGBA", "L", "P"):
        image = image.convert("RGB")
    if image.info:
        # the PNG writer reads some chunks (dpi, icc profile, transparency) from info: drop them all
        image = image.copy()
        image.info = {}
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=compress_level, optimize=False)
    return buffer.getvalue()


def make_picture(image: Image.Image, alt: str, palette: Image.Image | None = None) -> Picture:
    return Picture(encode_png(image, palette), alt, image.width, image.height)


def join_alt(essential: Sequence[str], optional: Sequence[str] = (), limit: int = ALT_LIMIT) -> str:
    """Sentences joined by spaces: every essential one (cut with an ellipsis if they alone are too long),
    then each optional one that still fits, in order, skipping those that do not."""
    text = " ".join(s for s in essential if s)
    if len(text) > limit:
        return text[: limit - 1].rstrip() + "…"
    for sentence in optional:
        if sentence and len(text) + 1 + len(sentence) <= limit:
            text = f"{text} {sentence}" if text else sentence
    return text
