"""Cosmic Encounter's pictures with `power_mode` `hidden_powers` (render/cosmic; spec §7): the board, drawn from the
public view, says a seat's power lies face down and never names it, in any text it draws, its alt text or its words,
until the power is turned face up; a seat's own hand picture shows its face-down power, marked as known to it alone.
Real PNGs, texts caught as the canvas draws them."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from render.canvas import Canvas
from render.cosmic import RENDERER
from render.cosmic.words import face_down_explanation, face_down_note, face_down_word
from rules.cosmic.components import kind_of
from rules.cosmic.game import Cosmic
from rules.cosmic.ids import INTERNAL_IDS
from rules.cosmic.names import TEXT, power_name
from rules.cosmic.state import State
from rules.testing import id_tokens
from tests.rules.cosmic.test_text_face_down import first_turned_up, hidden_game

GAME = Cosmic()
LOCALES = ("en", "de", "fr", "nl")
NAMES = {"p1": "Ann", "p2": "Bo", "p3": "Cy"}  # the other seats read "Player N"
SIX = ("p1", "p2", "p3", "p4", "p5", "p6")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text the canvas draws while the test runs (the labels of the pictures, word by word as drawn)."""
    texts: list[str] = []
    original = Canvas.text

    def spy(self: Canvas, xy: tuple[int, int], text: str, *args: Any, **kwargs: Any) -> int:
        texts.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", spy)
    yield texts


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def _named(texts: list[str], power: str, locale: str) -> bool:
    """Whether the name of `power` in `locale` stands as a word of its own in any of `texts`."""
    name = re.compile(rf"(?<!\w){re.escape(power_name(power, locale))}(?!\w)")
    return any(name.search(text) for text in texts)


def _flare_powers(state: State, seat: str) -> set[str]:
    """The powers whose flares `seat` holds."""
    hand = GAME.view(state, seat)["private"]["hand"]
    return {kind_of(str(c)).removeprefix("flare_") for c in hand if kind_of(str(c)).startswith("flare_")}


def _board_texts(state: State, locale: str, drawn: list[str]) -> list[str]:
    """Everything the board says in `locale`: what its picture draws, its alt text and its words for the terminal."""
    drawn.clear()
    view = GAME.view(state, None)
    picture = RENDERER.board(view, NAMES, locale)
    image = _png(picture.png)
    assert (image.width, image.height) == (picture.width, picture.height)
    texts = [*drawn, picture.alt, *RENDERER.board_words(view, NAMES, locale).lines]
    for text in texts:
        assert not id_tokens(text) & (INTERNAL_IDS | set(SIX)), text
    return texts


def _hand_texts(state: State, seat: str, locale: str, drawn: list[str]) -> list[str]:
    """Everything a seat's hand picture says: what it draws, its alt text and its words."""
    drawn.clear()
    view = GAME.view(state, seat)
    picture = RENDERER.hand(view, locale, NAMES)
    image = _png(picture.png)
    assert (image.width, image.height) == (picture.width, picture.height)
    words = RENDERER.hand_words(view, locale, NAMES)
    return [*drawn, picture.alt, *words.lines, *(part for card in words.cards for part in card)]


@pytest.mark.parametrize(("seats", "seed"), [(("p1", "p2", "p3", "p4"), 3), (SIX, 8)])
def test_the_board_of_a_fresh_deal_says_every_power_is_face_down_and_names_none(
    seats: tuple[str, ...], seed: int, drawn: list[str]
) -> None:
    state, _ = hidden_game(seed, seats)
    assert state.face_down == tuple(range(len(seats)))
    public = GAME.view(state, None)["public"]
    assert all(p["power"] is None and p["power_face_down"] for p in public["players"])
    for locale in LOCALES:
        texts = _board_texts(state, locale, drawn)
        leaked = [p for p in state.powers if _named(texts, p, locale)]
        assert not leaked, (locale, leaked)
        word = face_down_word(locale)
        # each seat's system names it in its middle, and its block below the map in its label and explanation
        assert drawn.count(word) == len(seats), locale
        assert sum(t.startswith(word) for t in drawn if t != word) == len(seats), locale
        assert face_down_explanation(locale) in " ".join(drawn), locale
    assert "Power face down" in _board_texts(state, "en", drawn)
    assert "Macht verdeckt" in _board_texts(state, "de", drawn)


def test_a_power_turned_up_is_named_on_the_board_and_the_others_stay_hidden(drawn: list[str]) -> None:
    state, _ = hidden_game()
    after, event = first_turned_up(state)
    shown = event["power"]
    hidden = [after.powers[s] for s in after.face_down]
    assert hidden and shown not in hidden
    for locale in LOCALES:
        before = _board_texts(state, locale, drawn)
        assert not _named(before, shown, locale), locale
        texts = _board_texts(after, locale, drawn)
        assert power_name(shown, locale) in drawn, locale  # the middle of its owner's system
        assert _named(texts, shown, locale), locale
        assert not [p for p in hidden if _named(texts, p, locale)], locale
        assert drawn.count(face_down_word(locale)) == len(hidden), locale


def test_a_seat_sees_its_own_face_down_power_on_its_hand_and_nobody_else_does(drawn: list[str]) -> None:
    state, _ = hidden_game()
    own, others = state.powers[0], state.powers[1:]
    assert GAME.view(state, "p1")["private"]["face_down_power"] == own
    for locale in LOCALES:
        texts = _hand_texts(state, "p1", locale, drawn)
        heading = TEXT.tr(
            locale, "Your power: {power}", power=TEXT.tr(locale, "{power} (active)", power=power_name(own, locale))
        )
        assert heading in drawn, (locale, drawn[:3])
        assert face_down_note(locale) in " ".join(drawn), locale  # drawn on the power card, line by line
        assert face_down_note(locale) in RENDERER.hand(GAME.view(state, "p1"), locale, NAMES).alt, locale
        # a flare in the hand names its power: that is the card, not the renderer telling
        flares = _flare_powers(state, "p1")
        assert not [p for p in others if p not in flares and _named(texts, p, locale)], locale
        # the next seat's hand names its own power, not this one
        theirs = _hand_texts(state, "p2", locale, drawn)
        assert _named(theirs, state.powers[1], locale), locale
        assert own in _flare_powers(state, "p2") or not _named(theirs, own, locale), locale


def test_once_turned_up_the_power_card_no_longer_says_it_is_secret(drawn: list[str]) -> None:
    state, _ = hidden_game()
    after, event = first_turned_up(state)
    seat = str(event["seat"])
    assert GAME.view(after, seat)["private"]["face_down_power"] is None
    texts = _hand_texts(after, seat, "en", drawn)
    assert _named(texts, str(event["power"]), "en")
    assert face_down_note("en") not in " ".join(texts)
