"""Starfarers' pictures (render/starfarers): the board from the public view only,
the hand from a seat's view only, the same picture for the same view, alt text that names players and never shows a
hidden token or card, and plurals said right."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops

from render.palette import BG, HIGHLIGHT, SEAT_STYLES, TEXT
from render.starfarers import RENDERER
from render.starfarers.board import (
    HEAD_STEP,
    INSET_LABEL_PX,
    INSET_Y,
    MAP_Y,
    PANEL_W,
    PANEL_X,
    PLAYER_BOX,
    WIDTH,
    draw_board,
    headline,
    point,
)
from render.starfarers.marks import found_mark, trade_mark
from render.starfarers.words import encounter_line, seat_names
from render.text import glyphs, wrap_text
from rules.frozen import evolve
from rules.starfarers.game import GAME
from rules.starfarers.names import point_label
from rules.starfarers.state import OVER, State


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


# -- what a phone can read, and the marks of what a moving ship can do ------------------------------------------
def _ink(image: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> Image.Image:
    """A mask of the pixels of exactly `colour` (a glyph's solid inside) in `box` of the rendered picture."""
    area = image.crop(box)
    apart = ImageChops.difference(area, Image.new("RGB", area.size, colour)).split()
    return ImageChops.lighter(ImageChops.lighter(apart[0], apart[1]), apart[2]).point(lambda v: 255 if v == 0 else 0)


def _first_glyph(image: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> int:
    """The ink height of the leftmost glyph in `box` (a capital or a digit: no descender can make it look taller)."""
    mask = _ink(image, box, colour)
    inked = [x for x in range(mask.width) if mask.crop((x, 0, x + 1, mask.height)).getbbox()]
    assert inked, f"nothing drawn in {colour} in {box}"
    end = inked[0]
    while end + 1 in inked:
        end += 1
    ink = mask.crop((inked[0], 0, end + 1, mask.height)).getbbox()
    assert ink is not None
    return ink[3] - ink[1]


def _legible(height: int) -> bool:
    return height * 400 / WIDTH >= 9


def test_whose_turn_the_last_roll_and_every_players_points_are_legible_on_a_phone() -> None:
    state = played(5, 1500)
    view = GAME.view(state, None)
    public = view["public"]
    names = {"p1": "Ann", "p2": "Bo", "p3": "Cy", "p4": "Dee"}
    image = draw_board(view, seat_names(names, "en"), "en").image
    lines = headline(public, names, "en")
    assert lines[0][0].startswith("Round ") and lines[-1][0].startswith("Last roll: ")
    for i, (_line, colour) in enumerate(lines):  # each headline line: its first capital, measured on the picture
        top = MAP_Y + i * HEAD_STEP
        assert _legible(_first_glyph(image, (PANEL_X, top, PANEL_X + PANEL_W, top + HEAD_STEP), colour))
    top = MAP_Y + len(lines) * HEAD_STEP + 8
    top += 26 * (len(wrap_text(encounter_line(public, "en"), 18, PANEL_W)) if public["encounter"] else 0)
    for i, seat in enumerate(public["players"]):
        box_top = top + i * PLAYER_BOX
        # the points, right-aligned in the box: their first digit
        points = (PANEL_X + PANEL_W - 300, box_top + 4, PANEL_X + PANEL_W, box_top + 58)
        assert _legible(_first_glyph(image, points, TEXT)), seat
        # and the player's name, at the left
        assert _legible(_first_glyph(image, (PANEL_X + 50, box_top + 4, PANEL_X + 300, box_top + 58), TEXT)), seat


def test_the_end_board_names_the_winner_legibly_and_shows_the_final_ranking_instead_of_the_ships() -> None:
    state = played(5, 1500)
    state = evolve(state, phase=OVER, winner=2, reason="target")
    view = GAME.view(state, None)
    names = {"p1": "Ann", "p2": "Bo", "p3": "Cy", "p4": "Dee"}
    title = headline(view["public"], names, "en")[0][0]
    assert title.startswith("Cy has won with ")
    image = draw_board(view, seat_names(names, "en"), "en").image
    assert _legible(_first_glyph(image, (PANEL_X, MAP_Y, PANEL_X + PANEL_W, MAP_Y + HEAD_STEP), HIGHLIGHT))
    alt = RENDERER.board(view, names).alt
    assert alt.startswith(f"Starfarers of Catan board. {headline(view['public'], names, 'en')[0][0]}")
    assert "Final ranking: 1. Cy: " in alt
    # a long name and German are wrapped onto more lines, never cut
    long = {**names, "p3": "Cyrillia Wolkenstein-Hohenberg"}
    said = " ".join(line for line, _colour in headline(view["public"], long, "de"))
    assert "Cyrillia Wolkenstein-Hohenberg" in said and "…" not in said


def test_founding_and_trading_points_get_distinct_marks_on_the_board() -> None:
    state = played(5, 1500)
    view = GAME.view(state, None)
    public = view["public"]
    # the marks come from the view's movement: a flag, a hollow flag and two arrows at three free points
    marked = {
        **public,
        "movement": {
            "base": 3,
            "flying": None,
            "left": {},
            "finished": [],
            "frozen": [],
            "reach": {},
            "found": {"1": ["v08_04"]},
            "hidden": {"1": ["v09_06"]},
            "trade": {"1": ["v14_03"]},
        },
    }
    image = draw_board({**view, "public": marked}, seat_names(None, "en"), "en").image
    bare = draw_board({**view, "public": {**public, "movement": None}}, seat_names(None, "en"), "en").image
    solid, hollow = found_mark(False), found_mark(True)
    inside = next(
        (x, y)
        for y in range(solid.fill.height)
        for x in range(solid.fill.width)
        if solid.fill.getpixel((x, y)) == 255 and hollow.fill.getpixel((x, y)) == 0 and x > 12
    )
    x, y = point("v08_04")
    assert image.getpixel((x + solid.dx + inside[0], y + solid.dy + inside[1])) == HIGHLIGHT
    x, y = point("v09_06")
    assert image.getpixel((x + hollow.dx + inside[0], y + hollow.dy + inside[1])) == (0, 0, 0)
    arrows = trade_mark()
    x, y = point("v14_03")
    solid_spots = [
        (x + arrows.dx + i, y + arrows.dy + j)
        for j in range(arrows.fill.height)
        for i in range(arrows.fill.width)
        if arrows.fill.getpixel((i, j)) == 255
    ]
    assert all(image.getpixel(spot) == HIGHLIGHT for spot in solid_spots)
    assert sum(bare.getpixel(spot) == HIGHLIGHT for spot in solid_spots) < len(solid_spots) // 4
    words = RENDERER.board_words({**view, "public": marked}).lines
    assert "Ship 1 can found a colony at 1 point: 8·4." in words
    assert "Ship 1 can establish a trade station at 1 point: 14·3 (the Green Folk's base)." in words


@pytest.mark.parametrize("locale", ["en", "de", "fr", "nl"])
def test_the_key_under_the_map_fits_the_picture_in_every_language(locale: str) -> None:
    state = played(5, 1500)
    image = draw_board(GAME.view(state, None), seat_names(None, locale), locale).image
    bottom = image.crop((0, image.height - 24, image.width, image.height))
    assert bottom.getcolors() == [(bottom.width * bottom.height, BG)]
