"""The shared render helpers: fonts, palette and shapes, the text floor, the PNG encoder, the view guard."""

from __future__ import annotations

import io
import struct

import pytest
from PIL import Image

from render.canvas import Canvas
from render.fonts import FONT_DIR, font
from render.guard import require_seat_view, require_view
from render.palette import OKABE_ITO, SEAT_STYLES, SHAPES, build_palette, mix, seat_style
from render.picture import ALT_LIMIT, Picture, encode_png, join_alt, make_picture
from render.shapes import marker
from render.text import MIN_TEXT_PX, fit_text, legible_px, min_text_px, text_width, wrap_text


def png_chunks(data: bytes) -> list[bytes]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        chunks.append(data[at + 4 : at + 8])
        at += 12 + length
    return chunks


def test_fonts_are_bundled_with_their_licence_and_cached() -> None:
    assert (FONT_DIR / "DejaVuSans.ttf").is_file()
    assert (FONT_DIR / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (FONT_DIR / "LICENSE-DejaVu.txt").read_text()
    assert font(20) is font(20)
    assert font(20, bold=True) is not font(20)
    assert str(font(20).path).startswith(str(FONT_DIR))
    with pytest.raises(ValueError):
        font(0)


def test_text_floor_is_18_px_at_1600_and_scales_with_width() -> None:
    assert MIN_TEXT_PX == 18
    assert min_text_px(1600) == 18
    assert min_text_px(800) == 18
    assert min_text_px(3200) == 36
    assert legible_px(12, 1600) == 18
    assert legible_px(24, 1600) == 24


def test_canvas_never_draws_text_below_the_floor() -> None:
    small = Canvas.new(1600, 60, (0, 0, 0))
    floor = Canvas.new(1600, 60, (0, 0, 0))
    small.text((10, 10), "Hg 70", 9, (255, 255, 255))
    floor.text((10, 10), "Hg 70", 18, (255, 255, 255))
    assert small.image.tobytes() == floor.image.tobytes()
    assert small.image.getbbox() is not None


def test_fit_and_wrap_stay_within_the_width() -> None:
    text = "Swap the loads of one of your containers and one of your opponent's."
    cut = fit_text(text, 20, 150)
    assert cut.endswith("…") and text_width(cut, 20) <= 150
    assert fit_text("short", 20, 150) == "short"
    lines = wrap_text(text, 20, 200)
    assert len(lines) > 1
    assert all(text_width(line, 20) <= 200 for line in lines)
    assert " ".join(lines) == text


def test_okabe_ito_palette_with_a_distinct_shape_per_seat() -> None:
    assert OKABE_ITO["orange"] == (230, 159, 0)
    assert len(SEAT_STYLES) == 6
    assert {s.shape for s in SEAT_STYLES} == set(SHAPES)
    assert len({s.colour for s in SEAT_STYLES}) == 6
    assert all(s.colour in OKABE_ITO.values() for s in SEAT_STYLES)
    assert seat_style(1) == SEAT_STYLES[1]
    with pytest.raises(ValueError):
        seat_style(6)


def test_every_seat_marker_has_its_own_silhouette() -> None:
    # the alpha masks alone (no colour) must tell the seats apart
    masks = {marker(shape, (128, 128, 128), 40).getchannel("A").tobytes() for shape in SHAPES}
    assert len(masks) == len(SHAPES)
    image = marker("star", (230, 159, 0), 40)
    assert image.mode == "RGBA" and image.size == (40, 40)
    assert image.getpixel((20, 20)) == (230, 159, 0, 255)
    with pytest.raises(ValueError):
        marker("blob", (0, 0, 0), 40)


def test_build_palette_keeps_solids_and_blends() -> None:
    black, white = (0, 0, 0), (255, 255, 255)
    palette = build_palette([(13, 17, 33)], [(white, black)], steps=3)
    colours = palette.getpalette()
    assert colours is not None
    assert tuple(colours[:3]) == (13, 17, 33)
    triples = {tuple(colours[i : i + 3]) for i in range(0, 768, 3)}
    assert {white, black, mix(black, white, 0.5)} <= triples
    with pytest.raises(ValueError):
        build_palette([(i, 0, 0) for i in range(256)] + [(0, 1, 0)], [])


def _sample_image() -> Image.Image:
    canvas = Canvas.new(400, 200, (13, 17, 33))
    canvas.text((20, 20), "Taghellia 3 2", 24, (238, 240, 247), bold=True)
    canvas.marker((300, 100), "hexagon", (240, 228, 66), 60)
    return canvas.image


def test_encode_png_is_deterministic_and_carries_no_metadata() -> None:
    image = _sample_image()
    image.info["dpi"] = (300, 300)
    first = encode_png(image)
    assert first == encode_png(_sample_image())
    chunks = png_chunks(first)
    assert chunks[0] == b"IHDR" and chunks[-1] == b"IEND"
    assert not {b"tIME", b"tEXt", b"iTXt", b"zTXt", b"pHYs", b"iCCP"} & set(chunks)
    decoded = Image.open(io.BytesIO(first))
    assert decoded.mode == "RGB" and decoded.size == (400, 200)
    assert decoded.convert("RGB").tobytes() == _sample_image().tobytes()


def test_encode_png_with_a_palette_writes_an_indexed_image() -> None:
    palette = build_palette([(13, 17, 33), (240, 228, 66), (0, 0, 0)], [((238, 240, 247), (13, 17, 33))])
    data = encode_png(_sample_image(), palette)
    assert data == encode_png(_sample_image(), palette)
    decoded = Image.open(io.BytesIO(data))
    assert decoded.mode == "P"
    assert decoded.convert("RGB").getpixel((300, 100)) == (240, 228, 66)
    assert decoded.convert("RGB").getpixel((5, 5)) == (13, 17, 33)


def test_make_picture_records_size_and_alt() -> None:
    picture = make_picture(_sample_image(), "A sample.")
    assert isinstance(picture, Picture)
    assert (picture.width, picture.height, picture.alt) == (400, 200, "A sample.")
    with pytest.raises(AttributeError):
        picture.alt = "changed"  # type: ignore[misc]


def test_join_alt_keeps_essentials_and_drops_what_does_not_fit() -> None:
    assert join_alt(["A.", "B."], ["C."]) == "A. B. C."
    long = "x" * (ALT_LIMIT - 5)
    assert join_alt([long], ["Too long to fit.", "Ok."]) == f"{long} Ok."
    clipped = join_alt(["y" * (ALT_LIMIT + 50)])
    assert len(clipped) == ALT_LIMIT and clipped.endswith("…")


class _State:
    """Stands in for a game state: has the data, but is not a view dict."""

    def __init__(self) -> None:
        self.public: dict[str, object] = {"scores": {}}


@pytest.mark.parametrize(
    "bad",
    [
        _State(),
        None,
        [],
        "view",
        {"game": "hanse", "seq": 0},
        {"game": "hanse", "public": {}},
        {"game": "x", "seq": 1, "public": []},
    ],
)
def test_require_view_refuses_anything_but_a_view(bad: object) -> None:
    with pytest.raises(TypeError):
        require_view(bad)


def test_require_view_checks_the_game_and_seat_views() -> None:
    view = {"game": "hanse", "seq": 3, "acting": [], "over": False, "public": {}}
    assert require_view(view, "hanse") is view
    with pytest.raises(ValueError):
        require_view(view, "andromeda")
    with pytest.raises(TypeError):
        require_seat_view(view)
    seat = {**view, "you": "p1", "private": {"hand": []}}
    assert require_seat_view(seat, "hanse") is seat
