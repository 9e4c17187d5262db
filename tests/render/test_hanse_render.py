"""The Hanse board and hand pictures, drawn from hand-built views that follow docs/games/hanse.md."""

from __future__ import annotations

import hashlib
import io
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import render.canvas
import render.text
from render.hanse import RENDERER as hanse
from render.hanse.board import HEIGHT, STATUS_Y1, WIDTH, position_xy
from render.hanse.theme import HIGHLIGHT, HIGHLIGHT_BG
from render.palette import SEAT_STYLES
from render.picture import ALT_LIMIT, Picture
from render.text import MIN_TEXT_PX, Glyphs
from tests.render import hanse_views as hv

GOODS_ID = re.compile(r"\bw\d\d\b")
INSTANCE_ID = re.compile(r"\b(jet|kugelraumer):")


def decode(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    return image


def rgb_at(picture: Picture, xy: tuple[int, int]) -> tuple[int, int, int]:
    pixel = decode(picture).convert("RGB").getpixel(xy)
    assert isinstance(pixel, tuple)
    return (pixel[0], pixel[1], pixel[2])


@pytest.mark.parametrize("name", sorted(hv.ALL_PUBLIC))
def test_board_is_a_wide_indexed_png_of_the_stated_size(name: str) -> None:
    picture = hanse.board(hv.ALL_PUBLIC[name]())
    image = decode(picture)
    assert image.format == "PNG"
    assert image.mode == "P"
    assert image.size == (picture.width, picture.height) == (WIDTH, HEIGHT)
    assert picture.width >= 1600
    assert len(picture.png) <= 400_000


@pytest.mark.parametrize("name", sorted(hv.ALL_PUBLIC))
def test_board_is_deterministic(name: str) -> None:
    build: Callable[[], dict[str, Any]] = hv.ALL_PUBLIC[name]
    assert hanse.board(build()).png == hanse.board(build()).png


def test_board_changes_when_the_view_changes() -> None:
    view = hv.midgame_view()
    moved = hv.midgame_view()
    moved["public"]["players"]["p1"]["position"] = "o3"
    assert hanse.board(view).png != hanse.board(moved).png


def test_board_and_hand_refuse_anything_but_a_hanse_view() -> None:
    class State:
        def __init__(self) -> None:
            self.public = hv.midgame_view()["public"]

    for bad in (State(), {"game": "hanse", "seq": 1}, [hv.midgame_view()], None):
        with pytest.raises(TypeError):
            hanse.board(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        hanse.hand(hv.midgame_view())  # the public view has no hand
    other = hv.midgame_view()
    other["game"] = "andromeda"
    with pytest.raises(ValueError):
        hanse.board(other)


def test_ships_are_drawn_at_their_exact_positions() -> None:
    view = hv.midgame_view()  # p1 in the gap g3 (ringed: its step was the last move), p2 in orbit o2
    picture = hanse.board(view)
    for seat, position in (("p1", "g3"), ("p2", "o2")):
        xy = position_xy(position)
        assert xy is not None
        assert rgb_at(picture, xy) == SEAT_STYLES[hv.SEATS.index(seat)].colour
    view["public"]["players"]["p2"]["position"] = "p5"
    xy = position_xy("p5")
    assert xy is not None
    assert rgb_at(hanse.board(view), xy) == SEAT_STYLES[1].colour


def test_last_move_is_highlighted_in_words_and_colour() -> None:
    picture = hanse.board(hv.midgame_view())
    image = decode(picture).convert("RGB")
    band = image.crop((40, STATUS_Y1 - 44, WIDTH - 40, STATUS_Y1 - 12))
    colours = {c for _, c in band.getcolors(4096) or []}
    assert HIGHLIGHT_BG in colours and HIGHLIGHT in colours
    assert "Last move: p1 flew one step, now between the orbits of Vinau II and Taghellia." in picture.alt
    no_last = hv.midgame_view()
    no_last["public"]["last"] = None
    band = decode(hanse.board(no_last)).convert("RGB").crop((40, STATUS_Y1 - 44, WIDTH - 40, STATUS_Y1 - 12))
    assert HIGHLIGHT_BG not in {c for _, c in band.getcolors(4096) or []}


def test_no_text_is_drawn_below_18_px(monkeypatch: pytest.MonkeyPatch) -> None:
    sizes: list[int] = []
    original = render.text.glyphs

    def recording(text: str, px: int, bold: bool = False, anchor: str = "la") -> Glyphs:
        sizes.append(px)
        return original(text, px, bold, anchor)

    monkeypatch.setattr(render.canvas, "glyphs", recording)
    hanse.board(hv.pair_choice_view())
    hanse.hand(hv.seat_view(hv.midgame_view(), "p1", hv.HAND_P1))
    assert sizes and min(sizes) >= MIN_TEXT_PX


def test_alt_text_states_scores_turn_and_what_is_left() -> None:
    alt = hanse.board(hv.midgame_view()).alt
    assert "p1 (Jet, orange circle) 34 MG" in alt
    assert "p2 (Kugelraumer, sky blue square) 41 MG" in alt
    assert "p1 to play." in alt
    assert "Turn of p1: flight 4 energy (normal); normal flight used; 1 planet action left;" in alt
    assert "1 tunnel passage; price 3 MG." in alt
    assert "Ships: p1 between the orbits of Vinau II and Taghellia; p2 in orbit of Naginther." in alt
    assert "Containers: p1 container 1 Taghellia 3+2, container 2 empty;" in alt
    assert "Coronis none" in alt and "Naginther: Coronis 3, Vinau II 2+2, Talmazzar 3+2" in alt


def test_alt_text_names_the_pending_decision() -> None:
    reaction = hanse.board(hv.reaction_view()).alt
    assert "p2 may allow or neutralise the intervention." in reaction
    assert "p1 played Inner Loading (the goods for Vinau II at Naginther)." in reaction
    pair = hanse.board(hv.pair_choice_view()).alt
    assert "p2 chooses which pair of goods leaves the game." in pair
    assert "One pair leaves the game: Naginther or Vinau II." in pair
    setup = hanse.board(hv.setup_view()).alt
    assert "p2 chooses: start first, or choose the start planet." in setup


def test_alt_text_gives_the_result_when_over() -> None:
    alt = hanse.board(hv.over_view()).alt
    assert "Game over: p2 wins 70 to 52 (reached 70 MG)." in alt
    assert "Final: p1 52 MG with 4 technologies, p2 70 MG with 5 technologies." in alt
    assert "Turn of" not in alt


def test_display_names_replace_seats() -> None:
    alt = hanse.board(hv.midgame_view(), names={"p1": "Ada", "p2": "Bob"}).alt
    assert "Ada (Jet, orange circle) 34 MG" in alt and "Ada to play." in alt


@pytest.mark.parametrize("name", sorted(hv.ALL_PUBLIC))
def test_alt_text_has_no_goods_or_card_ids_and_fits_discord(name: str) -> None:
    view = hv.ALL_PUBLIC[name]()
    for alt in (hanse.board(view).alt, hanse.hand(hv.seat_view(view, "p1", hv.HAND_P1)).alt):
        assert not GOODS_ID.search(alt)
        assert not INSTANCE_ID.search(alt)
        assert len(alt) <= ALT_LIMIT


def test_hand_shows_the_seats_cards_in_english_and_german() -> None:
    view = hv.seat_view(hv.midgame_view(), "p1", hv.HAND_P1)
    english = hanse.hand(view)
    german = hanse.hand(view, "de")
    assert decode(english).size == (english.width, english.height)
    assert english.width >= 1600 and decode(english).mode == "P"
    assert english.png != german.png
    assert english.png == hanse.hand(view).png
    assert english.alt.startswith("Hand of p1: 5 cards. Agent Infiltration; On-board Transmitter; Container;")
    assert "Passenger (Vinau II): On the surface of Vinau II: gain 3 MG." in english.alt
    assert german.alt.startswith("Hand von p1: 5 Karten. Agent einschleusen; Bordtransmitter aktivieren;")
    assert hanse.hand(view, "fr").alt == english.alt


def test_an_empty_hand_still_renders() -> None:
    picture = hanse.hand(hv.seat_view(hv.midgame_view(), "p2", []))
    assert picture.alt == "Hand of p2: 0 cards. No cards in hand."
    assert decode(picture).size == (picture.width, picture.height)


def test_long_display_names_are_cut_but_scores_stay() -> None:
    long_name = "Commander Perry Rhodan of the Cosmic Hansa, Terrania City"
    picture = hanse.board(hv.midgame_view(), names={"p1": long_name, "p2": "Bob"})
    assert decode(picture).size == (WIDTH, HEIGHT)
    assert f"{long_name} (Jet, orange circle) 34 MG" in picture.alt


def test_the_same_view_gives_the_same_bytes_in_a_fresh_process() -> None:
    # caches (glyphs, markers, the background) must not change the output: compare with a cold process
    script = (
        "import hashlib, sys; from render.hanse import RENDERER as hanse; from tests.render import hanse_views as hv; "
        "sys.stdout.write(hashlib.sha256(hanse.board(hv.reaction_view()).png).hexdigest())"
    )
    for name in sorted(hv.ALL_PUBLIC):
        hanse.board(hv.ALL_PUBLIC[name]())  # warm every cache first
    warm = hashlib.sha256(hanse.board(hv.reaction_view()).png).hexdigest()
    root = Path(__file__).resolve().parents[2]
    cold = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, check=True)
    assert cold.stdout == warm
