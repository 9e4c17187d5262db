"""The fast board encoding: the same picture as quantising the whole image and deflating it at level 6,
pixel for pixel and colour for colour, within the size budget."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from PIL import Image

from bot.local.snapshot import random_position
from render import canvas as canvas_module
from render.andromeda.board import draw_board as andromeda_board
from render.andromeda.board import key_band as andromeda_band
from render.andromeda.theme import andromeda_palette
from render.canvas import Backdrop, Canvas
from render.hanse.board import draw_board as hanse_board
from render.hanse.board import key_band as hanse_band
from render.hanse.theme import hanse_palette
from render.palette import BG, TEXT
from render.phone import Band
from render.picture import DEFAULT_COMPRESS_LEVEL, encode_png, make_picture, quantize
from render.registry import board_picture
from rules import registry

BOARD_BUDGET = 150_000  # bytes per board PNG

DRAWERS: dict[
    str, tuple[Callable[[Mapping[str, Any]], Canvas], Callable[[Mapping[str, Any]], Band], Callable[[], Image.Image]]
] = {
    "hanse": (hanse_board, hanse_band, hanse_palette),
    "andromeda": (andromeda_board, andromeda_band, andromeda_palette),
}
TABLES = [("hanse", 2), ("andromeda", 3), ("andromeda", 4), ("andromeda", 5)]


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def positions(game_id: str, players: int, seed: int = 7) -> list[dict[str, Any]]:
    """The public view early, in the middle and at the end of a random game."""
    game = registry.get(game_id)
    views = []
    for steps in (3, 150, 100_000):
        state, _ = random_position(game, seed, steps, players)
        views.append(game.view(state, None))
    assert game.is_over(state)
    return views


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_board_pixels_and_palette_equal_the_level_6_encoding(game_id: str, players: int) -> None:
    draw, band, palette = DRAWERS[game_id]
    for view in positions(game_id, players):
        fast = board_picture(view)
        # the whole picture drawn in RGB, the band of key facts above the board, quantised in one go
        top, board = band(view).canvas.image, draw(view).image
        whole = Image.new("RGB", (board.width, top.height + board.height))
        whole.paste(top, (0, 0))
        whole.paste(board, (0, top.height))
        reference = decode(encode_png(whole, palette(), compress_level=6))
        image = decode(fast.png)
        assert image.mode == reference.mode == "P"
        assert image.size == reference.size == (fast.width, fast.height)
        assert image.getpalette() == reference.getpalette()
        assert image.tobytes() == reference.tobytes()


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_boards_fit_the_size_budget(game_id: str, players: int) -> None:
    for view in positions(game_id, players, seed=11):
        assert len(board_picture(view).png) <= BOARD_BUDGET


def test_the_encoder_is_the_fastest_zlib_level() -> None:
    assert DEFAULT_COMPRESS_LEVEL == 1


def test_a_board_is_the_same_bytes_every_time() -> None:
    for game_id, players in TABLES[:2]:
        view = positions(game_id, players)[1]
        assert board_picture(view).png == board_picture(view).png


def _backdrop() -> Backdrop:
    canvas = Canvas.new(200, 120, BG)
    canvas.rect((10, 10, 190, 110), fill=(27, 33, 56), outline=(72, 82, 118), width=2, radius=8)
    return Backdrop.of(canvas.image, hanse_palette())


def test_only_touched_boxes_are_quantised_again_with_the_same_result() -> None:
    backdrop = _backdrop()
    canvas = Canvas.over(backdrop)
    canvas.text((20, 20), "Taghellia 3+2", 20, TEXT, bold=True)
    canvas.marker((150, 70), "star", (230, 159, 0), 30)
    canvas.line((20, 100, 180, 60), (240, 228, 66), width=3)
    assert canvas.dirty
    assert backdrop.rgb.tobytes() != canvas.image.tobytes()  # the backdrop itself stays untouched
    indexed = canvas.indexed(hanse_palette())
    assert indexed.tobytes() == quantize(canvas.image, hanse_palette()).tobytes()
    assert indexed.getpalette() == quantize(canvas.image, hanse_palette()).getpalette()


def test_drawing_past_the_tracking_falls_back_to_the_whole_image() -> None:
    canvas = Canvas.over(_backdrop())
    canvas.draw.rectangle((30, 30, 60, 60), fill=(240, 228, 66))  # untracked
    assert canvas.dirty == []
    assert canvas.indexed(hanse_palette()).tobytes() == quantize(canvas.image, hanse_palette()).tobytes()


def test_another_palette_than_the_backdrops_quantises_the_whole_image() -> None:
    canvas = Canvas.over(_backdrop())
    canvas.text((20, 20), "Andromeda", 20, TEXT)
    other = andromeda_palette()
    assert canvas.indexed(other).tobytes() == quantize(canvas.image, other).tobytes()
    picture = make_picture(canvas.indexed(other), "alt")
    assert decode(picture.png).getpalette() == quantize(canvas.image, other).getpalette()


def test_stamps_overlapped_later_or_on_mixed_ground_give_the_same_pixels() -> None:
    backdrop = _backdrop()
    canvas = Canvas.over(backdrop)
    canvas.text((20, 20), "Taghellia", 20, TEXT)  # flat ground: a sprite ...
    canvas.line((20, 30, 120, 30), (240, 228, 66), width=3)  # ... that a later line crosses
    canvas.text((60, 24), "Vinau II", 20, TEXT, bold=True)  # over text and line: no flat ground
    canvas.text((150, 100), "edge", 20, TEXT)  # partly outside the picture
    canvas.text((20, 60), "Naginther", 20, TEXT)  # a sprite left as it is
    canvas.marker((40, 70), "star", (230, 159, 0), 30)  # a marker stamped over it
    canvas.marker((160, 40), "circle", (86, 180, 233), 30)  # and one alone
    final = canvas_module._final_stamps(canvas.dirty, canvas._stamps, canvas.height)
    assert final and len(final) < len(canvas._stamps)  # some sprites are pasted, the overlapped ones are not
    whole = quantize(canvas.image, hanse_palette())
    indexed = canvas.indexed(hanse_palette())
    assert indexed.tobytes() == whole.tobytes()
    assert indexed.getpalette() == whole.getpalette()


def test_the_sprite_cache_is_bounded() -> None:
    canvas = Canvas.over(_backdrop())
    for n in range(canvas_module._SPRITE_LIMIT + 10):
        canvas.text((20, 20), str(n), 20, TEXT)
    assert len(canvas_module._sprites) <= canvas_module._SPRITE_LIMIT
    assert canvas.indexed(hanse_palette()).tobytes() == quantize(canvas.image, hanse_palette()).tobytes()
