"""The power card on Cosmic Encounter's hand picture (render/cosmic/hand.py): for every released power (R1, waves 2a
and 2b) in every language, its name, badge, timing, explanation and note fit the card as wrapped with the real font,
nothing is cut, nothing is drawn outside the card or under 18 px; the hand picture and its alt text carry it, and the
one-line effect still fits each player's block on the table picture."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from PIL import Image, ImageDraw

from render.canvas import Canvas
from render.cosmic import RENDERER
from render.cosmic.board import BLOCK_W
from render.cosmic.hand import (
    BADGE_PX,
    BODY_PX,
    CARD_PAD,
    CARD_TEXT_W,
    HEADING_PX,
    MARGIN,
    NOTE_PX,
    WIDTH,
    PowerCard,
    draw_power_card,
    power_card,
)
from render.palette import BG
from render.text import ELLIPSIS, glyphs, text_width, wrap_text
from rules.cosmic.components import POWERS
from rules.cosmic.game import Cosmic
from rules.cosmic.ids import INTERNAL_IDS
from rules.cosmic.names import power_explanation, power_name, power_text, power_timing
from rules.testing import id_tokens
from tests.rules.cosmic.scenario import start

GAME = Cosmic()
LOCALES = ("en", "de", "fr", "nl")
RELEASED = tuple(p.id for p in POWERS if p.wave is not None)
WAVE_2 = tuple(p.id for p in POWERS if p.wave in ("w2a", "w2b"))
NAMES = {"p1": "Ann", "p2": "Bo"}


def _player(power: str, active: bool = True, zapped: bool = False) -> dict[str, Any]:
    return {"seat": "p1", "colour": "red", "power": power, "power_active": active, "zapped": zapped}


def _card(power: str, locale: str, **state: bool) -> PowerCard:
    card = power_card(_player(power, **state), locale)
    assert card is not None
    return card


def _seat_view(power: str) -> dict[str, Any]:
    """The first seat's view of a fresh four-player game, its power replaced by `power` (the picture reads the view
    only, so any power can be shown whether its wave is dealt or not)."""
    state, _ = start(4, offense=0)
    view = copy.deepcopy(GAME.view(state, "p1"))
    view["public"]["players"][0]["power"] = power
    return view


def test_every_released_power_has_a_power_card_in_every_language() -> None:
    assert len(RELEASED) == 40 and len(WAVE_2) == 33
    for power in RELEASED:
        for locale in LOCALES:
            card = _card(power, locale)
            assert card.timing and card.explanation and card.note, (power, locale)
            assert power_name(power, locale) in card.heading
            said = " ".join((card.heading, card.badge, *card.timing, *card.explanation, *card.note))
            assert not id_tokens(said) & INTERNAL_IDS, (power, locale, id_tokens(said) & INTERNAL_IDS)
            assert power_explanation(power, locale).split(" ")[0] in card.explanation[0]
            assert power_timing(power, locale) in " ".join(card.timing)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_line_of_every_card_fits_its_width_with_the_real_font(locale: str) -> None:
    for power in RELEASED:
        for state in ({}, {"active": False}, {"zapped": True}):
            card = _card(power, locale, **state)
            for line in card.timing + card.explanation:
                assert ELLIPSIS not in line and text_width(line, BODY_PX) <= CARD_TEXT_W, (power, line)
            for line in card.note:
                assert ELLIPSIS not in line and text_width(line, NOTE_PX) <= CARD_TEXT_W, (power, line)
            assert text_width(card.heading, HEADING_PX, True) <= card.heading_width, (power, card.heading)
            assert card.badge_width < CARD_TEXT_W // 3
            words = " ".join(card.explanation).split()
            assert words == power_explanation(power, locale).split()  # wrapped, nothing lost


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_is_drawn_inside_its_frame_and_nothing_is_cut(monkeypatch: pytest.MonkeyPatch, locale: str) -> None:
    """Every string drawn on the card stays within the card's inner margin, and none is shortened to fit."""
    stamped: list[tuple[int, int, int, int]] = []
    shortened: list[str] = []
    stamp, text = Canvas._stamp, Canvas.text

    def spy_stamp(self: Canvas, x: int, y: int, key: Any, colour: Any, mask: Image.Image) -> None:
        stamped.append((x, y, x + mask.width, y + mask.height))
        stamp(self, x, y, key, colour, mask)

    def spy_text(self: Canvas, xy: tuple[int, int], said: str, px: int, *args: Any, **kwargs: Any) -> int:
        bold = bool(args[1] if len(args) > 1 else kwargs.get("bold", False))
        limit = kwargs.get("max_width")
        if limit is not None and text_width(said, px, bold) > limit:
            shortened.append(said)
        return text(self, xy, said, px, *args, **kwargs)

    monkeypatch.setattr(Canvas, "_stamp", spy_stamp)
    monkeypatch.setattr(Canvas, "text", spy_text)
    for power in RELEASED:
        card = _card(power, locale, zapped=True)
        canvas = Canvas.new(WIDTH, card.height + 40, BG)
        stamped.clear()
        bottom = draw_power_card(canvas, card, 20, (228, 64, 54))
        assert bottom == 20 + card.height
        inner = (MARGIN + CARD_PAD - 3, 20 + CARD_PAD - 8, WIDTH - MARGIN - CARD_PAD + 3, bottom - 4)
        assert len(stamped) == 2 + len(card.timing) + len(card.explanation) + len(card.note)
        for x0, y0, x1, y1 in stamped:
            assert inner[0] <= x0 and x1 <= inner[2] and inner[1] <= y0 and y1 <= inner[3], (power, (x0, y0, x1, y1))
    assert not shortened


def test_no_text_of_a_power_card_is_under_18_px(monkeypatch: pytest.MonkeyPatch) -> None:
    sizes: list[int] = []
    original = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, said: Any, *args: Any, **kwargs: Any) -> None:
        sizes.append(int(getattr(kwargs.get("font"), "size", 0)))
        original(self, xy, said, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    glyphs.cache_clear()
    for power in WAVE_2:
        card = _card(power, "de")
        draw_power_card(Canvas.new(WIDTH, card.height + 40, BG), card, 20, (62, 132, 240))
    assert sizes and min(sizes) >= 18 and BADGE_PX >= 18
    glyphs.cache_clear()


@pytest.mark.parametrize("locale", LOCALES)
def test_the_hand_picture_shows_each_wave_2_power_card_with_an_alt_text(locale: str) -> None:
    """A real PNG per power (each locale draws every fourth power, all of them told in words), its height grown by the
    card, the alt text naming the power, whether it is optional and when it works, and the words for the terminal
    adding the explanation."""
    plain = RENDERER.hand(_seat_view(""), locale, NAMES)
    for n, power in enumerate(WAVE_2):
        view = _seat_view(power)
        words = RENDERER.hand_words(view, locale, NAMES).lines
        assert power_explanation(power, locale) in words
        assert any(power_timing(power, locale) in line for line in words)
        if n % len(LOCALES) != LOCALES.index(locale):
            continue
        picture = RENDERER.hand(view, locale, NAMES)
        image = Image.open(io.BytesIO(picture.png))
        image.load()
        assert (image.width, image.height) == (picture.width, picture.height) == (WIDTH, picture.height)
        assert picture.height >= plain.height + _card(power, locale).height
        assert power_name(power, locale) in picture.alt and power_timing(power, locale) in picture.alt
        assert power_text(power, locale) in picture.alt and len(picture.alt) <= 1024


def test_the_alt_text_says_whether_a_power_is_optional() -> None:
    assert "Optional power: you decide whether to use it." in RENDERER.hand(_seat_view("amoeba"), "en", NAMES).alt
    assert "Mandatory power: it works by itself whenever it can." in RENDERER.hand(_seat_view("void"), "en", NAMES).alt
    assert "Pflichtmacht" in RENDERER.hand(_seat_view("warrior"), "de", NAMES).alt
    assert _card("amoeba", "fr").badge == "Facultatif" and _card("zombie", "nl").badge == "Verplicht"


def test_no_card_is_drawn_before_the_powers_are_dealt() -> None:
    assert power_card(None, "en") is None
    assert power_card({"seat": "p1", "colour": None, "power": None}, "en") is None


@pytest.mark.parametrize("locale", LOCALES)
def test_each_one_line_effect_fits_a_players_block_on_the_table(locale: str) -> None:
    """The table picture gives each power's one-line effect five lines of 18 px (render/cosmic/board.py)."""
    for power in RELEASED:
        assert len(wrap_text(power_text(power, locale), 18, BLOCK_W - 28)) <= 5, (power, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_reincarnators_drawn_power_is_named_on_his_card_and_in_his_words(locale: str) -> None:
    """The power he drew stands beside his own in the label, and its explanation follows his own on the card and in
    the words; without one, the card is his own alone."""
    own = _card("reincarnator", locale)
    view = _seat_view("reincarnator")
    view["public"]["players"][0]["extra_power"] = "human"
    player = view["public"]["players"][0]
    card = power_card(player, locale)
    assert card is not None
    assert power_name("reincarnator", locale) in card.heading and power_name("human", locale) in card.heading
    assert card.explanation[: len(own.explanation)] == own.explanation
    assert len(card.explanation) > len(own.explanation)
    assert power_name("human", locale) in " ".join(card.explanation[len(own.explanation) :])
    words = RENDERER.hand_words(view, locale, NAMES).lines
    assert any(power_explanation("human", locale) in line for line in words)
    picture = RENDERER.hand(view, locale, NAMES)
    assert picture.height > RENDERER.hand(_seat_view("reincarnator"), locale, NAMES).height
    assert power_name("human", locale) in picture.alt
