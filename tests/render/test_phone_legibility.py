"""Boards read on a phone: Discord shows a picture about 400 px wide there, so the facts a player needs (whose turn, the
scores, the last move, the winner and how a tie was broken) are drawn in a band above the board whose capitals and
digits stay at least 9 px tall at that width.

Measured on the posted picture itself: the band at the top of the PNG is exactly the band the board module lays out,
and for every line of it the ink of its capitals and digits, from the baseline up, is found in the picture's pixels
and scaled to 400 px. The positions are real: seeded random games of Hanse, Andromeda and Cosmic Encounter, in the
middle and at their end; a tie is made from a real end position by giving the players equal points."""

from __future__ import annotations

import copy
import io
import math
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

import pytest
from PIL import Image, ImageChops

import render.andromeda.board
import render.cosmic.board
import render.hanse.board
from bot.local.snapshot import random_position
from render.andromeda.theme import andromeda_palette
from render.cosmic.theme import cosmic_palette
from render.fonts import font
from render.hanse.theme import hanse_palette
from render.phone import Band, Drawn, ink_height, key_ink, phone_ink, short_names
from render.registry import board_picture, board_words
from rules import registry
from rules.i18n import SeatNames

SEED = 7
NAMES = {"p1": "Zoë Quartermaine-Okonkwo", "p2": "Ana"}  # the other seats read "Player N"
# game -> (board module, palette, players, moves into the game for a mid-game position)
GAMES: dict[str, tuple[ModuleType, Callable[[], Image.Image], int, int]] = {
    "hanse": (render.hanse.board, hanse_palette, 2, 150),
    "andromeda": (render.andromeda.board, andromeda_palette, 4, 150),
    "cosmic": (render.cosmic.board, cosmic_palette, 5, 300),
}
END = 100_000  # more moves than any of these games lasts


def public_view(game_id: str, moves: int) -> dict[str, Any]:
    _, _, players, _ = GAMES[game_id]
    game = registry.get(game_id)
    state, _ = random_position(game, SEED, moves, players)
    view: dict[str, Any] = game.view(state, None)
    return view


def seats_of(view: Mapping[str, Any]) -> list[str]:
    public = view["public"]
    if view["game"] == "cosmic":
        return [str(p["seat"]) for p in public["players"]]
    return [str(s) for s in public["seats"]]


def shown_names(view: Mapping[str, Any], locale: str = "en") -> dict[str, str]:
    """The names as the band shows them: long ones cut so that every score fits."""
    board: ModuleType = GAMES[view["game"]][0]
    return short_names(SeatNames(NAMES, locale), seats_of(view), board.WIDTH)


def band_of(view: Mapping[str, Any], locale: str = "en") -> Band:
    band: Band = GAMES[view["game"]][0].key_band(view, SeatNames(NAMES, locale), locale)
    return band


def posted(view: Mapping[str, Any], locale: str = "en") -> Image.Image:
    image = Image.open(io.BytesIO(board_picture(view, NAMES, locale).png))
    image.load()
    return image


def band_text(band: Band) -> str:
    """The band's lines as one text, no-break spaces read as spaces."""
    return " ".join(line.text for line in band.drawn).replace("\u00a0", " ")


def cap_ink_drawn(image: Image.Image, line: Drawn, ground: tuple[int, int, int]) -> int:
    """How tall the capitals and digits of `line` (render.phone.key_ink) are in `image`: from its baseline up to the
    highest pixel that differs from the band's ground within the columns where those characters are drawn."""
    face = font(line.px, line.bold)
    ascent, _ = face.getmetrics()
    top = line.baseline - ascent
    rgb = image.convert("RGB")
    highest = line.baseline
    measured = set(key_ink(line.text))
    for i, char in enumerate(line.text):
        if char not in measured:
            continue
        x0 = math.ceil(line.x + face.getlength(line.text[:i])) + 2
        x1 = math.floor(line.x + face.getlength(line.text[: i + 1])) - 2
        if x1 <= x0:
            continue
        column = rgb.crop((x0, top, x1, line.baseline))
        ink = ImageChops.difference(column, Image.new("RGB", column.size, ground)).getbbox()
        if ink is not None:
            highest = min(highest, top + ink[1])
    return line.baseline - highest


def assert_legible(view: Mapping[str, Any], locale: str = "en") -> Band:
    """The posted picture starts with the band of key facts, and every line of it reads on a phone."""
    _, palette, _, _ = GAMES[view["game"]]
    image = posted(view, locale)
    band = band_of(view, locale)
    drawn = band.canvas.indexed(palette()).convert("RGB")
    top = image.convert("RGB").crop((0, 0, image.width, drawn.height))
    assert top.tobytes() == drawn.tobytes()  # the band measured below is the one posted
    assert band.drawn
    for line in band.drawn:
        capitals = key_ink(line.text)
        assert capitals, line.text
        assert phone_ink(ink_height(capitals, line.px, line.bold), image.width) >= 9, line.text
        assert phone_ink(cap_ink_drawn(image, line, band.ground), image.width) >= 9, line.text
    return band


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_mid_game_board_shows_whose_turn_and_the_scores_legibly_at_400_px(game_id: str) -> None:
    view = public_view(game_id, GAMES[game_id][3])
    assert not view["over"]
    band = assert_legible(view)
    said = band_text(band)
    names = shown_names(view)
    public = view["public"]
    for seat in view["acting"]:  # whose turn
        assert names[seat] in said
    if game_id == "hanse":
        for seat in seats_of(view):
            assert f"{names[seat]} {public['scores'][seat]} MG" in said
        assert "Last move: " in said and public["last"]
    elif game_id == "andromeda":
        assert "Scores: " + " · ".join(f"{names[s]} {public['scores'][s]}" for s in seats_of(view)) in said
        assert f"Round {public['round']} · " in said
    else:
        bases = " · ".join(f"{names[str(p['seat'])]} {p['foreign_bases']}" for p in public["players"])
        assert f"Foreign bases (5 win): {bases}" in said
        assert f"Turn {public['turn']}, challenge {public['challenge']}" in said
    assert assert_legible(view, "de")  # the German band reads as well


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_long_name_is_cut_in_the_band_and_never_a_score(game_id: str) -> None:
    view = public_view(game_id, GAMES[game_id][3])
    long_name = "Commander Perry Rhodan of the Cosmic Hansa, Terrania City"
    band: Band = GAMES[game_id][0].key_band(view, SeatNames({"p1": long_name}, "en"), "en")
    said = band_text(band)
    assert long_name not in said and "Commander" in said and "…" in said
    assert "Player 2" in said and "Player 2 …" not in said


def winners_of(view: Mapping[str, Any]) -> list[str]:
    public = view["public"]
    if view["game"] == "cosmic":
        return [str(s) for s in public["winners"]]
    return [str(s) for s in public["result"]["ranking"][0]]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_end_board_names_the_winners_legibly(game_id: str) -> None:
    view = public_view(game_id, END)
    assert view["over"]
    band = assert_legible(view)
    winners = winners_of(view)
    assert winners
    names = shown_names(view)
    first = band.drawn[0].text.replace("\u00a0", " ")  # the first line says who won
    for seat in winners:
        assert names[seat] in first
    assert all(SeatNames(NAMES, "en")[s] in " ".join(board_words(view, NAMES).lines) for s in winners)
    if game_id == "andromeda":
        assert f"winner: {names[winners[0]]}" in first


def _hanse_tie(view: dict[str, Any], draw: bool) -> dict[str, Any]:
    """The real end position with both players at 40 MG: the first seat wins on technologies, or a draw."""
    tied = copy.deepcopy(view)
    public = tied["public"]
    first, second = public["seats"]
    public["scores"] = {first: 40, second: 40}
    for seat, techs in ((first, 5), (second, 5 if draw else 4)):
        public["players"][seat]["score"] = 40
        public["players"][seat]["technologies"] = techs
    ranking = [[first, second]] if draw else [[first], [second]]
    public["result"] = {**public["result"], "ranking": ranking, "scores": {first: 40, second: 40}}
    return tied


def _andromeda_tie(view: dict[str, Any], decided_by: str) -> dict[str, Any]:
    """The real end position with the first two seats at 60 points, ahead of the rest; the first seat wins on the
    technology stage, on the spaceship stage, or both share the win ("shared")."""
    tied = copy.deepcopy(view)
    public = tied["public"]
    a, b, *rest = public["seats"]
    scores = {a: 60, b: 60, **{s: 10 + i for i, s in enumerate(rest)}}
    public["scores"] = scores
    stages = {"tech": ((4, 3), (3, 3)), "ship": ((4, 3), (4, 2)), "shared": ((4, 3), (4, 3))}[decided_by]
    for seat, (tech, ship) in zip((a, b), stages, strict=True):
        public["players"][seat].update(score=60, tech=tech, ship=ship)
    ranking = [[a, b]] if decided_by == "shared" else [[a], [b]]
    ranking += [[s] for s in sorted(rest, key=lambda s: -scores[s])]
    public["result"] = {**public["result"], "ranking": ranking, "scores": scores}
    return tied


def _cosmic_shared(view: dict[str, Any]) -> dict[str, Any]:
    """The real end position with the first two seats reaching five foreign bases at the same check."""
    shared = copy.deepcopy(view)
    public = shared["public"]
    both = [str(p["seat"]) for p in public["players"][:2]]
    for player in public["players"][:2]:
        player["foreign_bases"] = 5
    public["winners"] = both
    public["scores"] = {**public["scores"], **dict.fromkeys(both, 5)}
    return shared


def test_a_hanse_tie_is_broken_by_technologies_and_said_so() -> None:
    view = public_view("hanse", END)
    won = _hanse_tie(view, draw=False)
    said = band_text(assert_legible(won))
    names = shown_names(won)
    expected = f"Game over: {names['p1']} wins 40 to 40"
    assert expected in said and "more technologies break the tie" in said
    assert "40 MG with 5 technologies" in said and "40 MG with 4 technologies" in said
    alt = board_picture(won, NAMES).alt
    assert "Zoë Quartermaine-Okonkwo wins 40 to 40" in alt and "more technologies break the tie" in alt
    drawn = band_text(assert_legible(_hanse_tie(view, draw=True)))
    assert "Game over: a draw at 40 to 40" in drawn and "the technologies are equal too" in drawn
    assert drawn.count("with 5 technologies") == 2
    assert "mehr Technologien" in band_text(band_of(won, "de"))


@pytest.mark.parametrize(
    ("decided_by", "english", "german"),
    [
        ("tech", "Tied at 60 points: {a} wins with the higher technology stage.", "Gleichstand bei 60 Punkten"),
        ("ship", "on the technology track: {a} wins with the higher spaceship stage.", "Raumschiffleiste"),
        ("shared", "{a}, {b} share the win: the same points, technology stage and spaceship stage.", "teilen sich"),
    ],
)
def test_an_andromeda_tie_is_explained_by_its_tie_break(decided_by: str, english: str, german: str) -> None:
    view = _andromeda_tie(public_view("andromeda", END), decided_by)
    band = assert_legible(view)
    names = shown_names(view)
    a, b = seats_of(view)[:2]
    said = band_text(band)
    assert english.format(a=names[a], b=names[b]) in said
    full = SeatNames(NAMES, "en")
    alt = board_picture(view, NAMES).alt
    assert english.format(a=full[a], b=full[b]) in alt
    assert german in band_text(band_of(view, "de")) and german in board_picture(view, NAMES, "de").alt


def test_andromeda_without_a_tie_says_no_tie_break() -> None:
    view = public_view("andromeda", END)
    public = view["public"]
    top = sorted(public["scores"].values(), reverse=True)
    assert top[0] > top[1]  # this seeded game has a clear winner
    said = band_text(assert_legible(view)) + " ".join(board_words(view, NAMES).lines)
    assert "Tied" not in said and "share the win" not in said


def test_a_shared_cosmic_win_is_said_as_one() -> None:
    view = _cosmic_shared(public_view("cosmic", END))
    band = assert_legible(view)
    names = shown_names(view)
    said = band_text(band)
    assert f"{names['p1']} and {names['p2']} won together, each with five foreign bases!" in said
    assert "Zoë Quartermaine-Okonkwo and Ana won together" in board_picture(view, NAMES).alt
