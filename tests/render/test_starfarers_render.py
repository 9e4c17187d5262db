"""Starfarers' pictures (render/starfarers): the board from the public view only,
the hand from a seat's view only, the same picture for the same view, alt text that names players and never shows a
hidden token or card, and plurals said right."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from render.palette import SEAT_STYLES
from render.starfarers import RENDERER
from render.starfarers.board import INSET_LABEL_PX, INSET_Y, PANEL_W, PANEL_X, WIDTH, draw_board, point
from render.starfarers.words import seat_names
from render.text import glyphs
from rules.starfarers.game import GAME
from rules.starfarers.names import point_label
from rules.starfarers.state import State


def played(seed: int, moves: int) -> State:
    state = GAME.setup(["p1", "p2", "p3", "p4"], seed)
    rand = random.Random(seed)
    for _ in range(moves):
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
    return state


def test_the_board_is_drawn_from_the_public_view_with_alt_text_that_names_the_players() -> None:
    state = played(5, 1500)
    picture = RENDERER.board(GAME.view(state, None), {"p1": "Ann", "p2": "Bo"})
    image = Image.open(io.BytesIO(picture.png))
    assert (image.width, image.height) == (picture.width, picture.height) and image.width > 1000
    assert picture.alt.startswith("Starfarers of Catan board. Round ") and "Ann (" in picture.alt
    assert "Player 3 (" in picture.alt and len(picture.alt) <= 1024
    assert RENDERER.board(GAME.view(state, None), {"p1": "Ann", "p2": "Bo"}).png == picture.png  # deterministic
    # a seat's view draws the same board: only its public part is read
    assert RENDERER.board(GAME.view(state, "p1"), {"p1": "Ann", "p2": "Bo"}).png == picture.png


def test_no_hidden_token_or_card_reaches_the_board_words() -> None:
    state = played(6, 2000)
    hidden = set().union(*GAME.secrets(state).values())
    said = " ".join(RENDERER.board_words(GAME.view(state, None)).lines)
    assert hidden and not [i for i in hidden if i in said]


def test_the_hand_shows_the_seats_cards_by_type_and_says_plurals_right() -> None:
    state = played(7, 800)
    view = GAME.view(state, "p2")
    picture = RENDERER.hand(view)
    held = view["private"]["hand"]
    assert picture.alt.startswith("Your hand: ")
    for resource, count in held.items():
        if count == 1:
            assert f"1 {resource} card," in picture.alt + "," or f"1 {resource} card." in picture.alt
        elif count:
            assert f"{count} {resource} cards" in picture.alt
    words = " ".join(RENDERER.board_words(GAME.view(state, None)).lines)
    assert " 1 drives" not in words and " 1 freight rings" not in words and " 1 fame rings" not in words
    with pytest.raises(TypeError):
        RENDERER.hand(GAME.view(state, None))


def _digits_height(label: str) -> int:
    """The height in pixels of the digits of `label` as the inset draws them (their ink, not the line box)."""
    ink = glyphs("".join(c for c in label if c.isdigit()), INSET_LABEL_PX, bold=True).mask.getbbox()
    assert ink is not None
    return ink[3] - ink[1]


def test_the_acting_players_ships_are_enlarged_with_labels_a_phone_can_read_at_400_px() -> None:
    state = played(5, 1500)
    public = GAME.view(state, None)["public"]
    ships = public["players"][public["active"]]["ships"]
    assert ships
    labels = [f"{s['number']}: {point_label(s['node'])}" for s in ships]
    assert min(_digits_height(label) for label in labels) * 400 / WIDTH >= 9
    drawn = draw_board(GAME.view(state, None), seat_names(None, "en"), "en").image
    # the inset is drawn: the area below the panel is no longer the plain background
    area = drawn.crop((PANEL_X, INSET_Y + 40, PANEL_X + PANEL_W, INSET_Y + 300))
    assert len(area.getcolors(100_000) or []) > 20
    # and it shows nothing else than the map: without ships to show, the area stays empty
    shipless = {
        **public,
        "players": {**public["players"], public["active"]: {**public["players"][public["active"]], "ships": []}},
    }
    bare = draw_board({**GAME.view(state, None), "public": shipless}, seat_names(None, "en"), "en").image
    assert len(bare.crop((PANEL_X, INSET_Y + 40, PANEL_X + PANEL_W, INSET_Y + 300)).getcolors(100_000) or []) == 1


def test_the_points_a_moving_ship_can_reach_are_ringed_in_its_players_colour() -> None:
    state = GAME.setup(["p1", "p2", "p3"], 7)
    rand = random.Random(1)
    while not (GAME.view(state, None)["public"]["movement"] or {}).get("reach"):
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
    public = GAME.view(state, None)["public"]
    reach = public["movement"]["reach"]
    node = next(iter(reach.values()))[0]
    colour = SEAT_STYLES[list(public["players"]).index(public["active"])].colour
    x, y = point(node)
    ringed = draw_board(GAME.view(state, None), seat_names(None, "en"), "en").image
    assert ringed.getpixel((x + 8, y)) == colour  # on the ring, right of the point
    without = {**public, "movement": {**public["movement"], "reach": {}}}
    bare = draw_board({**GAME.view(state, None), "public": without}, seat_names(None, "en"), "en").image
    assert bare.getpixel((x + 8, y)) != colour


def test_the_alt_text_says_how_many_points_each_moving_ship_can_reach() -> None:
    state = GAME.setup(["p1", "p2", "p3"], 7)
    rand = random.Random(1)
    while not (GAME.view(state, None)["public"]["movement"] or {}).get("reach"):
        seat = GAME.acting(state)[0]
        state = GAME.apply(state, seat, rand.choice(GAME.legal_actions(state, seat))).state
    reach = GAME.view(state, None)["public"]["movement"]["reach"]
    alt = RENDERER.board(GAME.view(state, None)).alt
    for ship, nodes in reach.items():
        assert f"Ship {ship} can end its move on {len(nodes)} points." in alt
    assert "kann seinen Flug auf" in RENDERER.board(GAME.view(state, None), locale="de").alt
