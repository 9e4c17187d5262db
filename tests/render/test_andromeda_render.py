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
    assert "p2 displays nothing yet (has chosen)" in andromeda.board(GAME.view(one, None)).alt
    assert "has chosen" not in andromeda.board(GAME.view(state, None)).alt
    hand = andromeda.hand(GAME.view(one, "p2"))
    assert "hand" in hand.alt.lower()


def test_hand_lists_the_seats_cards_by_kind() -> None:
    state = new_game(3, active=0)
    picture = andromeda.hand(GAME.view(state, "p1"))
    assert decode(picture).size[0] >= 1600
    counts: dict[str, int] = {}
    for card in GAME.view(state, "p1")["private"]["hand"]:
        counts[card["kind"]] = counts.get(card["kind"], 0) + 1
    for kind, count in counts.items():
        assert f"{count} {kind}" in picture.alt
    assert andromeda.hand(GAME.view(state, "p1"), "de").alt.startswith("Deine Hand")


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
