"""A thin drawing surface over a Pillow RGB image with the shared rules built in.

Text goes through the legibility floor (text.legible_px) and the glyph cache; seat markers come from the
marker cache. Renderers build a static background once (`Canvas.new`, draw, keep `.image`), then for each
view start from a copy of it (`Canvas.over(background)`) and draw only what changes.

API:
    Canvas.new(width, height, background) / Canvas.over(image)
    .image, .draw, .width, .height
    .text(xy, text, px, fill, bold=False, anchor="la", max_width=None) -> int   # drawn width
    .lines(xy, lines, px, fill, bold=False, spacing=4) -> int                 # y below the last line
    .marker(center, shape, colour, size, ring=None)
    .rect(box, fill=None, outline=None, width=1, radius=0)
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.palette import Rgb
from render.shapes import marker
from render.text import fit_text, glyphs, legible_px, line_height

Box = tuple[int, int, int, int]


class Canvas:
    def __init__(self, image: Image.Image) -> None:
        if image.mode != "RGB":
            raise ValueError(f"a Canvas draws on RGB images, got {image.mode}")
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.width = image.width
        self.height = image.height

    @classmethod
    def new(cls, width: int, height: int, background: Rgb) -> Canvas:
        return cls(Image.new("RGB", (width, height), background))

    @classmethod
    def over(cls, background: Image.Image) -> Canvas:
        """A canvas on a copy of `background` (which stays untouched for the next picture)."""
        return cls(background.copy())

    def px(self, px: int) -> int:
        return legible_px(px, self.width)

    def text(
        self,
        xy: tuple[int, int],
        text: str,
        px: int,
        fill: Rgb,
        bold: bool = False,
        anchor: str = "la",
        max_width: int | None = None,
    ) -> int:
        """Draw `text` at `xy` (Pillow anchor semantics), cut to `max_width`; returns the drawn width."""
        if not text:
            return 0
        size = self.px(px)
        if max_width is not None:
            text = fit_text(text, size, max_width, bold)
        shaped = glyphs(text, size, bold, anchor)
        x, y = xy[0] + shaped.dx, xy[1] + shaped.dy
        w, h = shaped.mask.size
        self.image.paste(fill, (x, y, x + w, y + h), shaped.mask)
        return w

    def lines(
        self, xy: tuple[int, int], lines: Sequence[str], px: int, fill: Rgb, bold: bool = False, spacing: int = 4
    ) -> int:
        x, y = xy
        step = line_height(self.px(px), bold) + spacing
        for line in lines:
            self.text((x, y), line, px, fill, bold)
            y += step
        return y

    def marker(self, center: tuple[int, int], shape: str, colour: Rgb, size: int, ring: Rgb | None = None) -> None:
        image = marker(shape, colour, size, ring=ring)
        x, y = center[0] - size // 2, center[1] - size // 2
        self.image.paste(image, (x, y, x + size, y + size), image)

    def rect(
        self, box: Box, fill: Rgb | None = None, outline: Rgb | None = None, width: int = 1, radius: int = 0
    ) -> None:
        if radius:
            self.draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width)
        else:
            self.draw.rectangle(box, fill=fill, outline=outline, width=width)
