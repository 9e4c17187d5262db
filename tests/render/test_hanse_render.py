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
import render.hanse.board
import render.text
from render.hanse import RENDERER as hanse
from render.hanse.board import HEIGHT, STATUS_Y1, WIDTH, key_band, position_xy
from render.hanse.theme import HIGHLIGHT_BG
from render.palette import HIGHLIGHT, SEAT_STYLES
from render.picture import ALT_LIMIT, Picture
from render.text import MIN_TEXT_PX, Glyphs
from rules.hanse import GAME
from rules.testing import id_tokens
from tests.render import hanse_views as hv

GOODS_ID = re.compile(r"\bw\d\d\b")
INSTANCE_ID = re.compile(r"\b(jet|kugelraumer):")
NAMES = {"p1": "Ada", "p2": "Bram"}


def decode(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    return image


def band_height(view: dict[str, Any], names: dict[str, str] | None = None) -> int:
    """The height of the band of key facts drawn above the board (the board's own coordinates start below it)."""
    return key_band(view, names).canvas.height


def board_part(picture: Picture, view: dict[str, Any]) -> Image.Image:
    """The board under the band of key facts, in RGB: its coordinates are the board module's."""
    image = decode(picture).convert("RGB")
    return image.crop((0, band_height(view), image.width, image.height))


def rgb_at(picture: Picture, view: dict[str, Any], xy: tuple[int, int]) -> tuple[int, int, int]:
    pixel = board_part(picture, view).getpixel(xy)
    assert isinstance(pixel, tuple)
    return (pixel[0], pixel[1], pixel[2])


@pytest.mark.parametrize("name", sorted(hv.ALL_PUBLIC))
def test_board_is_a_wide_indexed_png_of_the_stated_size(name: str) -> None:
    view = hv.ALL_PUBLIC[name]()
    picture = hanse.board(view)
    image = decode(picture)
    assert image.format == "PNG"
    assert image.mode == "P"
    assert image.size == (picture.width, picture.height) == (WIDTH, HEIGHT + band_height(view))
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
        assert rgb_at(picture, view, xy) == SEAT_STYLES[hv.SEATS.index(seat)].colour
    view["public"]["players"]["p2"]["position"] = "p5"
    xy = position_xy("p5")
    assert xy is not None
    assert rgb_at(hanse.board(view), view, xy) == SEAT_STYLES[1].colour


def test_last_move_is_highlighted_in_words_and_colour() -> None:
    picture = hanse.board(hv.midgame_view())
    image = board_part(picture, hv.midgame_view())
    band = image.crop((40, STATUS_Y1 - 44, WIDTH - 40, STATUS_Y1 - 12))
    colours = {c for _, c in band.getcolors(4096) or []}
    assert HIGHLIGHT_BG in colours and HIGHLIGHT in colours
    assert "Last move: Player 1 flew one step and is now between the orbits of Vinau II and Taghellia." in picture.alt
    no_last = hv.midgame_view()
    no_last["public"]["last"] = None
    band = board_part(hanse.board(no_last), no_last).crop((40, STATUS_Y1 - 44, WIDTH - 40, STATUS_Y1 - 12))
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
    alt = hanse.board(hv.midgame_view(), NAMES).alt
    assert "Ada (Jet, orange circle) 34 MG" in alt
    assert "Bram (Kugelraumer, sky blue square) 41 MG" in alt
    assert "Ada to play." in alt
    assert "Turn of Ada: flight with 4 energy; normal flight used; 1 planet action left; 1 intervention left;" in alt
    assert "1 tunnel passage; technology price 3 MG." in alt
    assert "Ships: Ada between the orbits of Vinau II and Taghellia; Bram in the orbit of Naginther." in alt
    assert "Containers: Ada: Container 1 for Taghellia 3+2, Container 2 empty;" in alt
    assert "Coronis: none" in alt and "Naginther: Coronis 3, Vinau II 2+2, Talmazzar 3+2" in alt
    german = hanse.board(hv.midgame_view(), NAMES, "de").alt
    assert "Ada ist am Zug." in german
    assert "Zug von Ada: Flug mit 4 Energie; normaler Flug verbraucht; noch 1 Planetenaktion;" in german
    assert "Schiffe: Ada zwischen den Orbits von Vinau II und Taghellia; Bram im Orbit von Naginther." in german
    assert "Container: Ada: Container 1 für Taghellia 3+2, Container 2 leer;" in german


def test_alt_text_names_the_pending_decision() -> None:
    reaction = hanse.board(hv.reaction_view(), NAMES).alt
    assert "Bram may allow or neutralize the intervention." in reaction
    assert "Ada played Inner Loading: the goods for Vinau II from Naginther." in reaction
    german = hanse.board(hv.reaction_view(), NAMES, "de").alt
    assert "Ada hat „Ladevorgang Innen“ ausgespielt: die Waren für Vinau II von Naginther." in german
    pair = hanse.board(hv.pair_choice_view(), NAMES).alt
    assert "Bram chooses which pair of goods leaves the game." in pair
    assert "One pair leaves the game: Naginther or Vinau II." in pair
    german_pair = hanse.board(hv.pair_choice_view(), NAMES, "de").alt
    assert "Ein Paar verlässt das Spiel: Naginther oder Vinau II." in german_pair
    setup = hanse.board(hv.setup_view(), NAMES).alt
    assert "Bram chooses: start first, or choose the start planet." in setup


def test_alt_text_gives_the_result_when_over() -> None:
    alt = hanse.board(hv.over_view(), NAMES).alt
    assert "Game over: Bram wins 70 to 52 (a player reached 70 MG)." in alt
    assert "Final: Ada 52 MG with 4 technologies, Bram 70 MG with 5 technologies." in alt
    assert "Turn of" not in alt
    german = hanse.board(hv.over_view(), NAMES, "de").alt
    assert "Spielende: Bram gewinnt 70 zu 52 (ein Spieler hat 70 MG erreicht)." in german
    assert "Endstand: Ada 52 MG mit 4 Technologien, Bram 70 MG mit 5 Technologien." in german


def test_one_technology_is_singular() -> None:
    view = hv.over_view()
    view["public"]["players"]["p1"]["technologies"] = 1
    assert "Final: Ada 52 MG with 1 technology, Bram" in hanse.board(view, NAMES).alt
    assert "Endstand: Ada 52 MG mit 1 Technologie, Bram" in hanse.board(view, NAMES, "de").alt


def test_seats_without_names_read_player_n() -> None:
    alt = hanse.board(hv.midgame_view()).alt
    assert "Player 1 (Jet, orange circle) 34 MG" in alt and "Player 1 to play." in alt
    assert "Spieler 1 ist am Zug." in hanse.board(hv.midgame_view(), None, "de").alt


@pytest.mark.parametrize("locale", ["en", "de", "fr", "nl"])
@pytest.mark.parametrize("name", sorted(hv.ALL_PUBLIC))
def test_no_label_or_alt_text_shows_an_internal_id_or_a_seat_id(
    name: str, locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    original = render.text.glyphs

    def recording(text: str, px: int, bold: bool = False, anchor: str = "la") -> Glyphs:
        drawn.append(text)
        return original(text, px, bold, anchor)

    monkeypatch.setattr(render.canvas, "glyphs", recording)
    monkeypatch.setattr(render.hanse.board, "background", render.hanse.board.background.__wrapped__)
    forbidden = set(GAME.internal_ids()) | set(hv.SEATS)
    view = hv.ALL_PUBLIC[name]()
    for names in (None, NAMES):
        board = hanse.board(view, names, locale)
        hand = hanse.hand(hv.seat_view(view, "p1", hv.HAND_P1), locale, names)
        for text in (board.alt, hand.alt, *drawn):
            assert not id_tokens(text) & forbidden, text
    assert len(drawn) > 50


@pytest.mark.parametrize("name", sorted(hv.ALL_PUBLIC))
def test_alt_text_has_no_goods_or_card_ids_and_fits_discord(name: str) -> None:
    view = hv.ALL_PUBLIC[name]()
    for alt in (hanse.board(view).alt, hanse.hand(hv.seat_view(view, "p1", hv.HAND_P1)).alt):
        assert not GOODS_ID.search(alt)
        assert not INSTANCE_ID.search(alt)
        assert len(alt) <= ALT_LIMIT


def test_hand_shows_the_seats_cards_in_english_and_german() -> None:
    view = hv.seat_view(hv.midgame_view(), "p1", hv.HAND_P1)
    english = hanse.hand(view, "en", NAMES)
    german = hanse.hand(view, "de", NAMES)
    assert decode(english).size == (english.width, english.height)
    assert english.width >= 1600 and decode(english).mode == "P"
    assert english.png != german.png
    assert english.png == hanse.hand(view, "en", NAMES).png
    assert english.alt.startswith("Hand of Ada: 5 cards. Agent Infiltration; On-board Transmitter; Container;")
    assert "Passenger (Vinau II): On the surface of Vinau II: gain 3 MG." in english.alt
    assert german.alt.startswith("Hand von Ada: 5 Karten. Agent einschleusen; Bordtransmitter aktivieren;")
    french = hanse.hand(view, "fr", NAMES).alt
    assert french.startswith("Main de Ada\u00a0: 5 cartes. Agent clandestin; Activation du transmetteur de bord;")
    assert hanse.hand(view, "nl", NAMES).alt.startswith("Hand van Ada: 5 kaarten. Agent infiltreren;")
    one = hv.seat_view(hv.midgame_view(), "p1", hv.HAND_P1[:1])
    assert hanse.hand(one, "en", NAMES).alt.startswith("Hand of Ada: 1 card. ")
    assert hanse.hand(one, "de", NAMES).alt.startswith("Hand von Ada: 1 Karte. ")


def test_an_empty_hand_still_renders() -> None:
    picture = hanse.hand(hv.seat_view(hv.midgame_view(), "p2", []))
    assert picture.alt == "Hand of Player 2: 0 cards. No cards in hand."
    assert decode(picture).size == (picture.width, picture.height)


def test_long_display_names_are_cut_but_scores_stay() -> None:
    long_name = "Commander Perry Rhodan of the Cosmic Hansa, Terrania City"
    names = {"p1": long_name, "p2": "Bob"}
    picture = hanse.board(hv.midgame_view(), names=names)
    assert decode(picture).size == (WIDTH, HEIGHT + band_height(hv.midgame_view(), names))
    assert f"{long_name} (Jet, orange circle) 34 MG" in picture.alt
    # the band a phone reads cuts the name, never the score beside it
    scores = next(line.text for line in key_band(hv.midgame_view(), names).drawn if "Bob" in line.text)
    assert scores.startswith("Commander\u00a0Perry") and "…\u00a034\u00a0MG · Bob\u00a041\u00a0MG" in scores


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
