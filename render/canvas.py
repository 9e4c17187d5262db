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

Stamps: text and markers over a canvas with a backdrop are drawn as cached sprites when the box they cover
is one flat colour (the usual case: a label on a panel). A sprite is the text or marker pasted over that
colour, in RGB and already quantised, kept per (what, colour, ground, palette) in a bounded LRU; drawing it
is a plain copy, and `indexed` pastes its quantised copy instead of quantising the box again. Blending and
quantising are per-pixel functions, so this is exactly what pasting and quantising in place gives. A stamp
that something drawn later overlaps is quantised again like any other box.

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

import threading
from collections import OrderedDict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from render.palette import Rgb
from render.picture import quantize
from render.shapes import marker
from render.text import fit_text, glyphs, line_height, min_text_px

Box = tuple[int, int, int, int]

# Boxes are padded by this much on every side: drawing them twice costs little, missing a pixel would not.
_PAD = 2
# Nearby boxes are quantised together when joining them adds at most this many untouched pixels (about
# what a call costs on its own).
_JOIN_SLACK = 3_000
# Stamps overlapped by a later box are found on a grid of cells this many pixels wide and high.
_CELL = 4
# At most this many sprites are kept (a label's is a few KB, twice in RGB and once in indices: about
# 20 MB at most).
_SPRITE_LIMIT = 1024


@dataclass(frozen=True)
class Backdrop:
    """A static background (RGB) and the same quantised to `palette` ("P"), made once and shared."""

    rgb: Image.Image
    indexed: Image.Image
    palette: Image.Image
    # the palette's colours: sprites quantised for one backdrop serve every backdrop with the same palette
    palette_key: bytes = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "palette_key", bytes(self.palette.getpalette() or ()))

    @classmethod
    def of(cls, image: Image.Image, palette: Image.Image) -> Backdrop:
        return cls(image, quantize(image, palette), palette)


@dataclass(frozen=True)
class _Sprite:
    rgb: Any  # the stamp over its flat ground (Pillow's core image, "RGB")
    ground: Any  # the flat ground alone, to compare a box with (core, "RGB")
    indexed: Image.Image  # the stamp quantised ("P")


# (what, ground, palette) -> sprite, least recently used first; pictures are drawn in worker threads
_sprites: OrderedDict[Hashable, _Sprite] = OrderedDict()
_sprites_lock = threading.Lock()


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
        self._floor = min_text_px(image.width)
        self._core = image.im  # Pillow's own image: stamping many small sprites skips the wrapper's checks
        self._stamps: dict[int, Image.Image] = {}  # stamps drawn as sprites: index in `dirty` -> quantised

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
        bx0, by0, bx1, by1 = box
        if bx0 > bx1:
            bx0, bx1 = bx1, bx0
        if by0 > by1:
            by0, by1 = by1, by0
        x0 = max(0, int(bx0 - grow))
        y0 = max(0, int(by0 - grow))
        x1 = min(self.width, int(bx1 + grow) + 1)
        y1 = min(self.height, int(by1 + grow) + 1)
        if x0 < x1 and y0 < y1:
            self.dirty.append((x0, y0, x1, y1))

    def _stamp(self, x: int, y: int, key: Hashable, colour: Rgb | Image.Image, mask: Image.Image) -> None:
        """Paste `colour` through `mask` with its top-left corner at (x, y), as a sprite when it can."""
        w, h = mask.size
        box = (x, y, x + w, y + h)
        backdrop = self.backdrop
        if backdrop is not None and x >= 0 and y >= 0 and box[2] <= self.width and box[3] <= self.height:
            sprite = _sprite(self._core, box, key, colour, mask, backdrop)
            if sprite is not None:
                self._core.paste(sprite.rgb, box)
                self._stamps[len(self.dirty)] = sprite.indexed
                self.dirty.append(box)
                return
        self.image.paste(colour, box, mask)
        self.touch(box)

    def px(self, px: int) -> int:
        floor = self._floor
        return px if px > floor else floor

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
        size = px if px > self._floor else self._floor
        if max_width is not None:
            text = fit_text(text, size, max_width, bold)
        shaped = glyphs(text, size, bold, anchor)
        self._stamp(xy[0] + shaped.dx, xy[1] + shaped.dy, (text, size, bold, anchor, fill), fill, shaped.mask)
        return shaped.mask.width

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
        self._stamp(center[0] - size // 2, center[1] - size // 2, (shape, colour, size, ring), image, image)

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
        if fill is None:
            # an outline only changes a frame along the edges (rounded corners stay within `radius` of them)
            x0, y0, x1, y1 = box
            edge = max(width, radius) + 1
            if 2 * edge < min(x1 - x0, y1 - y0):
                for strip in (
                    (x0, y0, x1, y0 + edge),
                    (x0, y1 - edge, x1, y1),
                    (x0, y0 + edge, x0 + edge, y1 - edge),
                    (x1 - edge, y0 + edge, x1, y1 - edge),
                ):
                    self.touch(strip)
                return
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
        core, dirty = out.im, self.dirty
        stamps = _final_stamps(dirty, self._stamps, self.height)
        boxes = [box for i, box in enumerate(dirty) if i not in stamps] if stamps else dirty
        _quantize_boxes(self._core, _join(boxes), palette, core)
        # nothing drawn after these stamps overlaps them: their sprites are the final picture there
        for i, sprite in stamps.items():
            core.paste(sprite.im, dirty[i])
        return out


def _final_stamps(dirty: Sequence[Box], stamps: dict[int, Image.Image], height: int) -> dict[int, Image.Image]:
    """The stamps that no later box overlaps (the others are quantised again). Walking back from the last
    box, each one is marked on a grid of `_CELL` pixel cells, a row of cells as the bits of an int; a stamp
    is final when none of its cells is marked yet. Cells are coarse, so nearby boxes may count as overlapping:
    that only quantises a stamp again, which gives the same pixels."""
    if not stamps:
        return stamps
    final: dict[int, Image.Image] = {}
    rows = [0] * (height // _CELL + 1)
    for i in range(len(dirty) - 1, -1, -1):
        x0, y0, x1, y1 = dirty[i]
        c0 = x0 // _CELL
        bits = ((1 << ((x1 - 1) // _CELL - c0 + 1)) - 1) << c0
        r0, r1 = y0 // _CELL, (y1 - 1) // _CELL + 1
        sprite = stamps.get(i)
        if sprite is not None:
            for r in range(r0, r1):
                if rows[r] & bits:
                    break
            else:
                final[i] = sprite
        for r in range(r0, r1):
            rows[r] |= bits
    return final


def _quantize_boxes(source: Any, boxes: Sequence[Box], palette: Image.Image, out: Any) -> None:
    """Quantise the `boxes` of `source` into the same boxes of `out` (both Pillow core images), as
    picture.quantize does (the palette's nearest colour, no dithering) without its wrapper per box."""
    for box in boxes:
        out.paste(source.crop(box).convert("P", Image.Dither.NONE, palette.im), box)


def _sprite(
    core: Any, box: Box, key: Hashable, colour: Rgb | Image.Image, mask: Image.Image, backdrop: Backdrop
) -> _Sprite | None:
    """The cached sprite of `colour` through `mask` for `box` of `core` (Pillow's core image), quantised to the
    backdrop's palette; None when the box is not one flat colour. The ground is flat when the whole box
    equals its top-left pixel: their difference has no bounding box."""
    ground = core.getpixel(box[:2])
    full = (key, ground, backdrop.palette_key)
    with _sprites_lock:
        sprite = _sprites.get(full)
        if sprite is not None:
            _sprites.move_to_end(full)
    if sprite is not None:
        return sprite if core.crop(box).chop_difference(sprite.ground).getbbox() is None else None
    flat = Image.new("RGB", mask.size, ground)
    if core.crop(box).chop_difference(flat.im).getbbox() is not None:
        return None
    rgb = flat.copy()
    rgb.paste(colour, (0, 0, *mask.size), mask)
    sprite = _Sprite(rgb.im, flat.im, quantize(rgb, backdrop.palette))
    with _sprites_lock:
        _sprites[full] = sprite
        while len(_sprites) > _SPRITE_LIMIT:
            _sprites.popitem(last=False)
    return sprite


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
