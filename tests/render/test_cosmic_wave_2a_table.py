"""What wave 2a adds to Cosmic Encounter's table picture (render/cosmic/board.py, words.py): the ships each player has
lost out of the game for good (Void's `removed`, a count per player) and a challenge card turned face up before the
reveal (Oracle's opponent's `selected_face_up`), drawn on the picture and told in its alt text, in every language; and
the phase of the steps wave 2a brings."""

from __future__ import annotations

from typing import Any

import pytest

from render.canvas import Canvas
from render.cosmic import RENDERER
from rules.cosmic.aliens.void import VoidState
from rules.cosmic.game import Cosmic
from rules.cosmic.records import record
from rules.cosmic.state import State
from rules.testing import id_tokens
from tests.rules.cosmic.scenario import act, to
from tests.rules.cosmic.test_challenge import selected
from tests.rules.cosmic.test_choose_powers import coloured
from tests.rules.cosmic.test_wave_2a_discards import hate_turn
from tests.rules.cosmic.test_wave_2a_outcome import challenge


def removed_of(state: State) -> tuple[int, ...]:
    return record(state, VoidState).removed


GAME = Cosmic()
LOCALES = ("en", "de", "fr", "nl")
NAMES = {"p1": "Ann", "p2": "Bo", "p3": "Cy"}


def _drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string drawn on a picture from now on."""
    drawn: list[str] = []
    original = Canvas.text

    def spy(self: Canvas, xy: tuple[int, int], text: str, *args: Any, **kwargs: Any) -> int:
        drawn.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", spy)
    return drawn


def _voided() -> State:
    """Void (Ann, the offense) wins: Bo's four defending ships are removed from the game."""
    state, _ = selected(challenge(("void", "mind", "mutant")), "attack_12", "attack_9")
    assert removed_of(state) == (0, 4, 0)
    return state


def _oracle_waits() -> State:
    """Bo, Oracle's opponent, has picked first: his card lies face up; Oracle (Ann) has not picked yet."""
    state, _ = to(challenge(("oracle", "mind", "mutant")), "select")
    state, _ = act(state, 1, {"type": "select", "card": "attack_9"})
    return state


def test_the_ships_removed_from_the_game_are_counted_per_player(monkeypatch: pytest.MonkeyPatch) -> None:
    view = GAME.view(_voided(), None)
    drawn = _drawn(monkeypatch)
    picture = RENDERER.board(view, NAMES)
    assert "Removed from the game: 4 ships of Bo." in drawn
    assert ", 4 ships removed from the game." in picture.alt
    assert picture.alt.count("removed from the game") == 1  # Bo's sentence alone: nobody else lost ships for good
    said = {}
    for locale in LOCALES:
        drawn.clear()
        RENDERER.board(view, NAMES, locale)
        said[locale] = [line for line in drawn if "4" in line and "Bo" in line]
        assert len(said[locale]) == 1, (locale, drawn)
        assert not id_tokens(" ".join(RENDERER.board_words(view, NAMES, locale).lines)) & {"p1", "p2", "p3", "void"}
    assert said["de"] == ["Aus dem Spiel genommen: 4 Schiffe von Bo."]
    assert said["fr"] == ["Retirés du jeu : 4 vaisseaux de Bo."]
    assert said["nl"] == ["Uit het spel genomen: 4 schepen van Bo."]
    german = " ".join(RENDERER.board_words(view, NAMES, "de").lines)
    assert "4 Schiffe aus dem Spiel genommen" in german


def test_no_removed_ships_means_no_word_about_them(monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = selected(challenge(("mind", "mutant", "laser")), "attack_12", "attack_9")
    assert not removed_of(state) or not any(removed_of(state))
    drawn = _drawn(monkeypatch)
    picture = RENDERER.board(GAME.view(state, None), NAMES)
    assert not any("Removed" in line for line in drawn) and "removed" not in picture.alt


def test_a_card_turned_face_up_before_the_reveal_is_shown_to_everyone(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _oracle_waits()
    view = GAME.view(state, None)
    assert view["public"]["players"][1]["selected_face_up"]
    drawn = _drawn(monkeypatch)
    picture = RENDERER.board(view, NAMES)
    assert "The challenge card of Bo lies face up: Attack 9." in picture.alt
    assert "The challenge card of Bo lies face up: Attack 9." in " ".join(drawn)  # wrapped at a space, if at all
    assert "face down" not in picture.alt
    german = " ".join(RENDERER.board_words(view, NAMES, "de").lines)
    assert "Die Herausforderungskarte von Bo liegt offen: Wertkarte 9." in german
    assert "La carte de défi de Bo est face visible : Attaque 9." in " ".join(
        RENDERER.board_words(view, NAMES, "fr").lines
    )
    assert "De uitdagingskaart van Bo ligt open: Aanval 9." in " ".join(RENDERER.board_words(view, NAMES, "nl").lines)
    # Oracle picks: his own card lies face down beside the one shown
    state, _ = act(state, 0, {"type": "select", "card": "attack_12"})
    alt = RENDERER.board(GAME.view(state, None), NAMES).alt
    assert "The challenge card of Bo lies face up: Attack 9. One challenge card lies face down." in alt


def test_the_steps_of_choose_powers_and_hate_are_named_as_phases() -> None:
    state, _ = coloured(3)
    assert "Phase: Choosing powers." in RENDERER.board(GAME.view(state, None), NAMES).alt
    assert "Phase: Wahl der Mächte." in " ".join(RENDERER.board_words(GAME.view(state, None), NAMES, "de").lines)
    state = hate_turn({1: ("attack_12",), 2: ("attack_15",)})
    assert "Phase: Start of the turn." in RENDERER.board(GAME.view(state, None), NAMES).alt
    state, _ = act(state, 0, {"type": "card", "card": "attack_10"})
    assert "Phase : Début du tour." in " ".join(RENDERER.board_words(GAME.view(state, None), NAMES, "fr").lines)
