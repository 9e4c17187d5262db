"""The Andromeda board and hand pictures, drawn from real engine views (docs/games/andromeda.md)."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from render.andromeda import RENDERER as andromeda
from render.picture import ALT_LIMIT, Picture
from rules.andromeda import GAME
from rules.andromeda.state import State
from tests.rules.andromeda.support import a, new_game, pass_transport, play


def decode(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    return image


def _random_states(n: int, seed: int, every: int = 97) -> list[State]:
    rand = random.Random(seed)
    state = GAME.setup([f"p{i}" for i in range(1, n + 1)], seed)
    out = [state]
    count = 0
    while not GAME.is_over(state):
        seat = GAME.acting(state)[0]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, legal[rand.randrange(len(legal))]).state
        count += 1
        if count % every == 0:
            out.append(state)
    return [*out, state]


@pytest.mark.parametrize("n", [3, 4, 5])
def test_board_is_a_wide_indexed_png_with_alt_text(n: int) -> None:
    for state in _random_states(n, n)[::4]:
        picture = andromeda.board(GAME.view(state, None))
        image = decode(picture)
        assert image.format == "PNG" and image.mode == "P"
        assert image.size == (picture.width, picture.height)
        assert picture.width >= 1600
        assert 0 < len(picture.alt) <= ALT_LIMIT
        assert "andromeda:" not in picture.alt
        assert f"Round {state.round}" in picture.alt or GAME.is_over(state)


def test_board_of_a_seat_view_equals_the_public_board() -> None:
    state = _random_states(4, 9)[3]
    public = andromeda.board(GAME.view(state, None))
    for seat in state.seats:
        assert andromeda.board(GAME.view(state, seat)) == public


def test_7_board_does_not_depend_on_a_hidden_response() -> None:
    state = pass_transport(new_game(3, active=0))
    state, _ = play(state, ("p1", GAME.legal_actions(state, "p1")[0]))
    choices = GAME.legal_actions(state, "p2")
    assert len(choices) >= 2
    one, _ = play(state, ("p2", choices[0]))
    two, _ = play(state, ("p2", choices[1]))
    assert andromeda.board(GAME.view(one, None)) == andromeda.board(GAME.view(two, None))
    assert "Player 2 displays nothing yet and has chosen a hidden response" in andromeda.board(GAME.view(one, None)).alt
    assert "has chosen" not in andromeda.board(GAME.view(state, None)).alt
    german = andromeda.board(GAME.view(one, None), {"p2": "Bo"}, "de").alt
    assert "Bo hat noch nichts ausliegen und hat eine verdeckte Antwort gewählt" in german
    hand = andromeda.hand(GAME.view(one, "p2"))
    assert "hand" in hand.alt.lower()


def test_hand_lists_the_seats_cards_by_kind() -> None:
    state = new_game(3, active=0)
    picture = andromeda.hand(GAME.view(state, "p1"))
    assert decode(picture).size[0] >= 1600
    counts: dict[str, int] = {}
    for card in GAME.view(state, "p1")["private"]["hand"]:
        counts[card["kind"]] = counts.get(card["kind"], 0) + 1
    names = {"azura": "Azura", "borea": "Borea", "cygna": "Cygna", "draco": "Draco", "eos": "Eos", "fenn": "Fenn"}
    names |= {"gorr": "Gorr"}
    for kind, count in counts.items():
        assert f"{count} {names[kind]} card" in picture.alt
    assert picture.alt.startswith("Your hand (Player 1) holds 9 cards: ")
    assert andromeda.hand(GAME.view(state, "p1"), "de").alt.startswith("Deine Hand (Spieler 1) enthält 9 Karten: ")
    assert andromeda.hand(GAME.view(state, "p1"), "en", {"p1": "Ana"}).alt.startswith("Your hand (Ana) holds")


def test_renderers_refuse_states_and_other_views() -> None:
    state = new_game(3, active=0)
    with pytest.raises(TypeError):
        andromeda.board(state)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        andromeda.hand(GAME.view(state, None))
    other = dict(GAME.view(state, None), game="hanse")
    with pytest.raises(ValueError):
        andromeda.board(other)


def test_pictures_are_deterministic() -> None:
    state = _random_states(5, 2)[2]
    assert andromeda.board(GAME.view(state, None)).png == andromeda.board(GAME.view(state, None)).png
    assert andromeda.hand(GAME.view(state, "p3")).png == andromeda.hand(GAME.view(state, "p3")).png


def test_final_board_shows_game_over() -> None:
    state = _random_states(3, 1)[-1]
    assert GAME.is_over(state)
    assert "Game over" in andromeda.board(GAME.view(state, None)).alt
    assert a("end_turn") not in GAME.legal_actions(state, "p1")


LOCALES = ("en", "de", "fr", "nl")


def _drawn_words(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the drawing code hands to Canvas.text from now on."""
    from render.canvas import Canvas

    drawn: list[str] = []
    original = Canvas.text

    def spy(self: Canvas, xy: tuple[int, int], text: str, *args: object, **kwargs: object) -> int:
        drawn.append(text)
        return original(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "text", spy)
    return drawn


@pytest.mark.parametrize("n", [3, 5])
def test_no_label_and_no_alt_text_shows_an_internal_id_or_a_seat_id(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from render.andromeda.board import background
    from rules.testing import id_tokens

    background.cache_clear()  # the background's labels are drawn (and so checked) again
    drawn = _drawn_words(monkeypatch)
    states = _random_states(n, 40 + n, every=53)
    forbidden = set(GAME.internal_ids()) | set(states[0].seats)
    names = {seat: name for seat, name in zip(states[0].seats, ("Ana", "Bo", "Cy"), strict=False)}  # the rest unnamed
    for state in states:
        for locale in LOCALES:
            texts = [andromeda.board(GAME.view(state, None), names, locale).alt]
            texts += [andromeda.hand(GAME.view(state, seat), locale, names).alt for seat in state.seats[:2]]
            texts += drawn
            drawn.clear()
            for text in texts:
                assert not id_tokens(text) & forbidden, (locale, text)
    background.cache_clear()


def test_the_words_of_the_board_follow_its_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    from render.andromeda.board import background

    background.cache_clear()
    drawn = _drawn_words(monkeypatch)
    state = _random_states(4, 9)[3]
    andromeda.board(GAME.view(state, None), None, "de")
    assert "Erde" in drawn and "Bonusvorrat" in drawn and "Raumschiffleiste (Handlimit)" in drawn
    assert any(text.startswith("Andromeda · Runde ") for text in drawn)
    assert "Earth" not in drawn
    background.cache_clear()


def test_the_alt_text_names_each_seat_colour_and_shape_as_drawn() -> None:
    from render.andromeda.words import SHAPES
    from render.palette import OKABE_ITO, seat_style

    assert tuple(seat_style(i).shape for i in range(5)) == SHAPES
    drawn = ("orange", "sky_blue", "bluish_green", "reddish_purple", "yellow")
    assert tuple(seat_style(i).colour for i in range(5)) == tuple(OKABE_ITO[c] for c in drawn)
    state = _random_states(5, 3)[1]
    alt = andromeda.board(GAME.view(state, None), {"p1": "Ana"}).alt
    assert (
        "Players: Ana (orange circle), Player 2 (sky blue square), Player 3 (green triangle), "
        "Player 4 (pink diamond), Player 5 (yellow hexagon)." in alt
    )
    assert "red" not in alt and "white" not in alt
    assert "rosa Raute" in andromeda.board(GAME.view(state, None), None, "de").alt


def test_the_final_board_counts_the_full_planets_and_has_a_legend(monkeypatch: pytest.MonkeyPatch) -> None:
    from render.andromeda.board import background

    state = _random_states(5, 1)[-1]
    view = GAME.view(state, None)
    full = view["public"]["full_planets"]
    assert full >= 3
    alt = andromeda.board(view).alt
    assert f"{full} planets are full." in alt
    assert "last round" not in alt
    assert f"{full} Planeten sind voll." in andromeda.board(view, None, "de").alt
    background.cache_clear()
    drawn = _drawn_words(monkeypatch)
    andromeda.board(view)
    legend = " ".join(t for t in drawn if "★" in t and "active player" in t)
    assert "FULL" in legend and "satellite" in legend and "hidden response" in legend
    assert sum(t == "FULL" for t in drawn) == full
    background.cache_clear()


def test_satellites_show_names_not_seat_ids(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _random_states(3, 1)[-1]
    drawn = _drawn_words(monkeypatch)
    andromeda.board(GAME.view(state, None), {"p1": "Ana", "p2": "Bo", "p3": "Cy"})
    assert not {"p1", "p2", "p3"} & set(drawn)
    assert {"Ana", "Bo", "Cy"} & set(drawn)
    alt = andromeda.board(GAME.view(state, None), {"p1": "Ana", "p2": "Bo", "p3": "Cy"}).alt
    assert "trading centres" in alt and " p1" not in alt and "centres 14" not in alt


def test_the_hand_table_says_the_set_rule_once_for_all_planet_cards() -> None:
    """Given a hand of 2 Azura, 1 Cygna, 3 Eos and a Silver card, the table has one row for the planet cards, each
    kind counted, with the set rule said once, and one row for the bonus card with its own effect."""
    from render.andromeda.words import set_rule
    from rules.andromeda.names import card_effect

    view = GAME.view(new_game(3, active=0), "p1")
    kinds = ["azura", "eos", "azura", "silver", "cygna", "eos", "eos"]
    view["private"]["hand"] = [{"id": f"andromeda:{kind}:{i:02}", "kind": kind} for i, kind in enumerate(kinds)]
    for locale in ("en", "de"):
        cards = andromeda.hand_words(view, locale).cards
        assert len(cards) == 2
        assert cards[0][1] == set_rule(locale) and cards[1][1] == card_effect("silver", locale)
    cards = andromeda.hand_words(view).cards
    assert cards[0][0] == "2 Azura cards, 1 Cygna card, 3 Eos cards" and cards[1][0] == "1 Silver card"
    said = " ".join(effect for _, effect in cards)
    assert said.count("make a set") == 1 and "{planet}" not in said
    assert "Ein Satz aus 4 bis 7 Karten nur dieses Planeten" in andromeda.hand_words(view, "de").cards[0][1]


def test_the_final_board_marks_the_winner_not_the_last_active_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """Given a finished 5-player game whose last active player did not win, the players' rows frame and name the
    winner ("winner"), and no row carries the active player's star."""
    state = _random_states(5, 1)[-1]
    view = GAME.view(state, None)
    public = view["public"]
    winners = public["result"]["ranking"][0]
    view["public"]["active"] = next(s for s in public["seats"] if s not in winners)  # the last active: a loser
    names = {s: f"Name{i}" for i, s in enumerate(public["seats"])}
    from render.andromeda.board import HEIGHT, PLAYERS_Y
    from render.canvas import Canvas

    rows: list[tuple[int, str]] = []  # (y, text) of what is drawn in the players' rows of the board
    original = Canvas.text

    def spy(self: Canvas, xy: tuple[int, int], text: str, *args: object, **kwargs: object) -> int:
        if self.height == HEIGHT and PLAYERS_Y <= xy[1] < PLAYERS_Y + 5 * 48:
            rows.append((xy[1], text))
        return original(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "text", spy)
    andromeda.board(view, names)
    assert "★" not in {text for _, text in rows}
    marked = {y for y, text in rows if text == "winner"}
    assert marked == {y for y, text in rows if text in {names[s] for s in winners}}
    assert len(marked) == len(winners)
