"""The timelapse picture (render/animation.py): every frame captioned under the board, the smaller of WebP and
GIF, within the upload limit by dropping every other frame (never the first or the last)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.animation import UPLOAD_LIMIT, animate, thinned
from render.picture import Picture
from render.registry import board_picture
from rules.registry import registry


def boards(count: int) -> list[Picture]:
    game = registry.get("andromeda")
    state = game.setup(["p1", "p2", "p3"], 3, {})
    pictures = []
    for _ in range(count):
        pictures.append(board_picture(game.view(state, None), None, "nl"))
        seat = game.acting(state)[0]
        state = game.apply(state, seat, game.legal_actions(state, seat)[0]).state
    return pictures


def test_every_frame_is_shown_with_its_caption_below_the_board() -> None:
    pictures = boards(4)
    made = animate(pictures, [f"Zet {n}" for n in range(4)])
    shown = Image.open(io.BytesIO(made.data))
    assert made.kept == (0, 1, 2, 3) and shown.n_frames == 4 and len(made.data) <= UPLOAD_LIMIT
    board = Image.open(io.BytesIO(pictures[0].png))
    assert shown.width == 800 and shown.height > board.height * 800 // board.width  # the caption band
    assert made.format == ("webp" if made.data[:4] == b"RIFF" else "gif")


def test_frames_are_dropped_to_fit_the_limit_keeping_the_first_and_the_last() -> None:
    pictures = boards(9)
    made = animate(pictures, ["…"] * 9, limit=40_000)
    assert made.kept[0] == 0 and made.kept[-1] == 8 and len(made.kept) < 9
    assert len(made.data) <= 40_000 or len(made.kept) == 2
    assert thinned([0, 1, 2, 3, 4, 5]) == [0, 2, 4, 5]


def test_a_caption_for_each_frame_is_required() -> None:
    with pytest.raises(ValueError):
        animate(boards(2), ["one"])
