"""A timelapse: board pictures, one per turn, as one animated picture Discord plays inline.

Input: the frames (`Picture`s drawn from public views) and a caption per frame. Output: an animated WebP or GIF,
whichever is smaller at good quality (judged on the first frames, so the whole is encoded once), within `limit`
bytes; when it does not fit, every other frame goes (the
first and the last always stay) until it does. Pure: pictures in, bytes out.

API:
    animate(frames, captions, limit=UPLOAD_LIMIT, seconds=1.2) -> Animation
    timelapse(game, turns, locale, names=None) -> Animation   # turns: public views and events (bot.game turn_frames)
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from PIL import Image, ImageDraw

from render.fonts import font
from render.picture import Picture
from render.registry import board_picture
from render.text import line_height, wrap_text
from rules.contract import Game
from rules.i18n import TEXT, SeatNames

UPLOAD_LIMIT = 8 * 1024 * 1024
"""Discord's upload limit for a bot without a boosted server (8 MiB)."""
WIDTH = 800
"""Frames are reduced to at most this width (by a whole factor, which is fast and sharp): Discord shows an inline
picture narrower still, and a timelapse of a long game stays quick to encode and small."""
CAPTION_PX = 20
SAMPLE = 6
"""Frames encoded both ways to choose the format; the whole timelapse is then encoded once."""
CAPTION_LINES = 3
MARGIN = 12
BAND = (20, 24, 36)
INK = (235, 238, 245)


@dataclass(frozen=True)
class Animation:
    data: bytes
    format: Literal["webp", "gif"]
    kept: tuple[int, ...]
    """The indexes of the frames it shows (all of them unless some had to go to fit the limit)."""
    width: int
    height: int


def captioned(picture: Picture, caption: str) -> Image.Image:
    """The picture with a band below it holding `caption` (at most CAPTION_LINES lines)."""
    board = Image.open(io.BytesIO(picture.png)).convert("RGB")
    factor = -(-board.width // WIDTH)
    if factor > 1:
        board = board.reduce(factor)
    step = line_height(CAPTION_PX)
    band = MARGIN * 2 + step * CAPTION_LINES
    framed = Image.new("RGB", (board.width, board.height + band), BAND)
    framed.paste(board, (0, 0))
    draw = ImageDraw.Draw(framed)
    lines = wrap_text(caption, CAPTION_PX, board.width - 2 * MARGIN)[:CAPTION_LINES]
    for n, line in enumerate(lines):
        draw.text((MARGIN, board.height + MARGIN + n * step), line, fill=INK, font=font(CAPTION_PX))
    return framed


def _encode(images: Sequence[Image.Image], kind: Literal["webp", "gif"], seconds: float) -> bytes:
    out = io.BytesIO()
    first, rest = images[0], list(images[1:])
    duration = int(seconds * 1000)
    if kind == "webp":
        first.save(out, "WEBP", save_all=True, append_images=rest, duration=duration, loop=0, quality=75, method=0)
    else:
        palette = [im.convert("P", palette=Image.Palette.ADAPTIVE, colors=128) for im in images]
        palette[0].save(out, "GIF", save_all=True, append_images=palette[1:], duration=duration, loop=0, optimize=False)
    return out.getvalue()


def thinned(indexes: Sequence[int]) -> list[int]:
    """Every other frame, the first and the last kept."""
    if len(indexes) <= 2:
        return list(indexes)
    kept = list(indexes[::2])
    if kept[-1] != indexes[-1]:
        kept.append(indexes[-1])
    return kept


def animate(
    frames: Sequence[Picture], captions: Sequence[str], *, limit: int = UPLOAD_LIMIT, seconds: float = 1.2
) -> Animation:
    """The frames, captioned, as the smaller of an animated WebP and GIF that fits `limit` bytes."""
    if not frames or len(frames) != len(captions):
        raise ValueError("a timelapse needs one caption per frame, and at least one frame")
    images = [captioned(picture, caption) for picture, caption in zip(frames, captions, strict=True)]
    sample = images[:SAMPLE]
    kind: Literal["webp", "gif"] = (
        "webp" if len(_encode(sample, "webp", seconds)) <= len(_encode(sample, "gif", seconds)) else "gif"
    )
    kept = list(range(len(images)))
    while True:
        data = _encode([images[i] for i in kept], kind, seconds)
        if len(data) <= limit or len(kept) <= 2:
            return Animation(data, kind, tuple(kept), images[0].width, images[0].height)
        kept = thinned(kept)


class Turn(Protocol):
    """One frame's worth of a game: the public view at a move and the public events that led to it."""

    @property
    def seq(self) -> int: ...

    @property
    def view(self) -> Mapping[str, Any]: ...

    @property
    def events(self) -> Sequence[Mapping[str, Any]]: ...


def timelapse(game: Game, turns: Sequence[Turn], locale: str, names: Mapping[str, str] | None = None) -> Animation:
    """The game's timelapse: each turn's public board, captioned with the move and what everyone saw happen."""
    seats = SeatNames(names, locale)
    pictures = [board_picture(turn.view, seats, locale) for turn in turns]
    captions = []
    for turn in turns:
        told = [line for line in (game.narrate(dict(e), locale, seats) for e in turn.events) if line]
        captions.append(" · ".join([TEXT.tr(locale, "Move {move}", move=turn.seq), *told[-3:]]))
    return animate(pictures, captions)
