"""A thin drawing surface over a Pillow RGB image with the shared rules built in.

Text goes through the legibility floor (text.legible_px) and the glyph cache; seat markers come from the
marker cache. Renderers build a static background once (`Canvas.new`, draw, keep `.image`, usually as a
`Backdrop` with its palette), then for each view start from a copy of it (`Canvas.over(background)`) and
draw only what changes.

Every drawing method notes the box it touched. Turning a canvas over a `Backdrop` into palette indices
(`Canvas.indexed`) then quantises only those boxes and pastes them into a copy of the backdrop quantised
once: quantising is a pure per-pixel function (picture.quantize), so the result is pixel for pixel the
quantised whole image, in a fraction of the time. Drawing through `.draw` directly is allowed but untracked:
it makes `indexed` quantise the whole image.

API:
    Backdrop.of(image, palette)                 # a static RGB background and its quantised copy, made once
    Canvas.new(width, height, background) / Canvas.over(image or backdrop)
    .image, .draw, .width, .height
    .text(xy, text, px, fill, bold=False, anchor="la", max_width=None) -> int   # drawn width
    .lines(xy, lines, px, fill, bold=False, spacing=4) -> int                 # y below the last line
    .marker(center, shape, colour, size, ring=None)
    .rect(box, fill=None, outline=None, width=1, radius=0)
    .line(xy, fill, width=1) / .ellipse(box, fill=None, outline=None, width=1)
    .paste(colour, box, mask)                   # a colour through a coverage mask
    .indexed(palette) -> Image ("P")            # the picture in the palette's indices, see above
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.palette import Rgb
from render.picture import quantize
from render.shapes import marker
from render.text import fit_text, glyphs, legible_px, line_height

Box = tuple[int, int, int, int]

# Boxes are padded by this much on every side: drawing them twice costs little, missing a pixel would not.
_PAD = 2
# Nearby boxes are quantised together when joining them adds at most this many untouched pixels.
_JOIN_SLACK = 20_000


@dataclass(frozen=True)
class Backdrop:
    """A static background (RGB) and the same quantised to `palette` ("P"), made once and shared."""

    rgb: Image.Image
    indexed: Image.Image
    palette: Image.Image

    @classmethod
    def of(cls, image: Image.Image, palette: Image.Image) -> Backdrop:
        return cls(image, quantize(image, palette), palette)


class Canvas:
    def __init__(self, image: Image.Image, backdrop: Backdrop | None = None) -> None:
        if image.mode != "RGB":
            raise ValueError(f"a Canvas draws on RGB images, got {image.mode}")
        self.image = image
        self._draw = ImageDraw.Draw(image)
        self.width = image.width
        self.height = image.height
        self.backdrop = backdrop
        self.dirty: list[Box] = []
        self._untracked = False

    @classmethod
    def new(cls, width: int, height: int, background: Rgb) -> Canvas:
        return cls(Image.new("RGB", (width, height), background))

    @classmethod
    def over(cls, background: Image.Image | Backdrop) -> Canvas:
        """A canvas on a copy of `background` (which stays untouched for the next picture)."""
        if isinstance(background, Backdrop):
            return cls(background.rgb.copy(), background)
        return cls(background.copy())

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        """Pillow's drawing object; what is drawn through it is not tracked (see `indexed`)."""
        self._untracked = True
        return self._draw

    def touch(self, box: tuple[float, float, float, float], pad: float = 0) -> None:
        """Note that `box` (x0, y0, x1, y1, inclusive or not) may have changed."""
        grow = _PAD + pad
        x0 = max(0, int(min(box[0], box[2]) - grow))
        y0 = max(0, int(min(box[1], box[3]) - grow))
        x1 = min(self.width, int(max(box[0], box[2]) + grow) + 1)
        y1 = min(self.height, int(max(box[1], box[3]) + grow) + 1)
        if x0 < x1 and y0 < y1:
            self.dirty.append((x0, y0, x1, y1))

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
        self.paste(fill, (x, y, x + w, y + h), shaped.mask)
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
        self.touch((x, y, x + size, y + size))

    def paste(self, colour: Rgb, box: Box, mask: Image.Image) -> None:
        self.image.paste(colour, box, mask)
        self.touch(box)

    def rect(
        self, box: Box, fill: Rgb | None = None, outline: Rgb | None = None, width: int = 1, radius: int = 0
    ) -> None:
        if radius:
            self._draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width)
        else:
            self._draw.rectangle(box, fill=fill, outline=outline, width=width)
        self.touch(box)

    def line(self, xy: tuple[int, int, int, int], fill: Rgb, width: int = 1) -> None:
        self._draw.line(xy, fill=fill, width=width)
        self.touch(xy, pad=width)

    def ellipse(self, box: Box, fill: Rgb | None = None, outline: Rgb | None = None, width: int = 1) -> None:
        self._draw.ellipse(box, fill=fill, outline=outline, width=width)
        self.touch(box)

    def indexed(self, palette: Image.Image) -> Image.Image:
        """The picture quantised to `palette` ("P"), reusing the backdrop's quantised copy when it can."""
        backdrop = self.backdrop
        if backdrop is None or backdrop.palette is not palette or self._untracked:
            return quantize(self.image, palette)
        out = backdrop.indexed.copy()
        for box in _join(self.dirty):
            out.paste(quantize(self.image.crop(box), palette), box)
        return out


def _area(box: Box) -> int:
    return (box[2] - box[0]) * (box[3] - box[1])


def _union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _join(boxes: Sequence[Box]) -> list[Box]:
    """Fewer, larger boxes covering `boxes`: neighbours (in drawing order) are joined while that adds little
    untouched area, so each quantising call does a fair amount of work."""
    joined: list[Box] = []
    for box in boxes:
        if joined:
            last = joined[-1]
            union = _union(last, box)
            if _area(union) <= _area(last) + _area(box) + _JOIN_SLACK:
                joined[-1] = union
                continue
        joined.append(box)
    return joined
