"""The Andromeda board picture, drawn from the public view (docs/games/andromeda.md).

The posted picture (`board_image`) starts with a band of key facts in type a phone can read (render/phone.py,
`key_facts`: the round and who decides, the scores, at the end the winners and how a tie was broken), then the board.
At the end the players' rows frame and name the winners.

Layout: a status line; the seven planets and Earth (stations per seat, satellites with values and centres); the two
tracks with every marker; bonus supply, draw and discard counts; one row per player with hand size, bonus cards,
transports, score and the current trading display (a card back for a hidden response); a legend of every marker at
the bottom. Every seat is drawn as its colour and shape plus its name, so nothing depends on colour alone. Every
word is in the board's locale (words.py), and seats are named by `names` (SeatNames), never by id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from render.andromeda.theme import CARD_BACK, EDGE, PLANET_RGB, TIER_ORDER, TIER_RGB, andromeda_palette
from render.andromeda.words import (
    board_words,
    legend,
    phase_lines,
    phone_scores,
    phone_status,
    piles_line,
    player_facts,
    seat_names,
    ship_stage,
    status_line,
    tech_stage,
    tie_break_line,
    winners,
)
from render.canvas import Backdrop, Canvas
from render.palette import BG, DARK, HIGHLIGHT, MUTED, PANEL, TEXT, seat_style
from render.phone import Band, KeyLine, band, short_names, stack
from render.text import wrap_text
from rules.andromeda.names import TEXT as WORDS
from rules.andromeda.names import kind_name, planet_name

WIDTH = 1600
MARGIN = 20
BAND_LINES = 5  # the key facts' band above the board (render/phone.py): round, who decides, scores

PLANET_W = 250
PLANET_H = 300
GRID_X = MARGIN
GRID_Y = 70
RIGHT_X = GRID_X + 4 * (PLANET_W + 10) + 10
LEGEND_H = 58
HEIGHT = GRID_Y + 2 * (PLANET_H + 10) + 10 + 5 * 48 + 20 + LEGEND_H
TRACK_W = (WIDTH - MARGIN - RIGHT_X - 30) // 4

PlanetFrame = tuple[str, tuple[str, ...]]  # id, satellite values: a planet's unchanging part


def _seat_index(public: Mapping[str, Any], seat: str) -> int:
    seats = list(public.get("seats", []))
    return seats.index(seat) if seat in seats else 0


def _marker(canvas: Canvas, public: Mapping[str, Any], seat: str, center: tuple[int, int], size: int) -> None:
    style = seat_style(_seat_index(public, seat))
    canvas.marker(center, style.shape, style.colour, size)


def _planet_panel(
    canvas: Canvas,
    public: Mapping[str, Any],
    planet: Mapping[str, Any],
    x: int,
    y: int,
    names: Mapping[str, str],
    words: Mapping[str, str],
) -> None:
    """What changes on a planet's panel; the rest is in the background (`_planet_frame`)."""
    if planet.get("full"):
        canvas.rect((x, y, x + PLANET_W, y + PLANET_H), outline=HIGHLIGHT, width=2, radius=10)
        canvas.text((x + 72, y + 42), words["full"], 18, HIGHLIGHT, bold=True, max_width=PLANET_W - 80)
    for i, sat in enumerate(planet.get("satellites", [])):
        sy = y + 78 + i * 40
        centre = sat.get("centre")
        if centre is None:
            canvas.text((x + 56, sy + 4), words["free"], 18, MUTED, max_width=PLANET_W - 64)
        else:
            _marker(canvas, public, str(centre), (x + 68, sy + 15), 26)
            canvas.text((x + 88, sy + 4), names[str(centre)], 18, TEXT, max_width=PLANET_W - 96)
    _station_counts(canvas, public, dict(planet.get("stations", {})), x, y + 202)


def _planet_frame(canvas: Canvas, planet: PlanetFrame, seats: int, x: int, y: int, locale: str) -> None:
    pid, satellites = planet
    name = planet_name(pid, locale)
    canvas.rect((x, y, x + PLANET_W, y + PLANET_H), fill=PANEL, outline=EDGE, width=2, radius=10)
    colour = PLANET_RGB.get(pid, MUTED)
    canvas.ellipse((x + 12, y + 12, x + 62, y + 62), fill=colour, outline=DARK, width=2)
    canvas.text((x + 37, y + 37), name[:1], 22, DARK, bold=True, anchor="mm")
    canvas.text((x + 72, y + 14), name, 24, TEXT, bold=True, max_width=PLANET_W - 80)
    for i, value in enumerate(satellites):
        sy = y + 78 + i * 40
        canvas.ellipse((x + 14, sy, x + 44, sy + 30), fill=EDGE, outline=TEXT, width=1)
        canvas.text((x + 29, sy + 15), value, 18, TEXT, bold=True, anchor="mm")
    _station_markers(canvas, seats, x, y + 202)


def _station_xy(index: int, x: int, y: int) -> tuple[int, int]:
    return x + 22 + (index % 3) * 82, y + 20 + (index // 3) * 44


def _station_markers(canvas: Canvas, seats: int, x: int, y: int) -> None:
    for i in range(seats):
        style = seat_style(i)
        canvas.marker(_station_xy(i, x, y), style.shape, style.colour, 26)


def _station_counts(canvas: Canvas, public: Mapping[str, Any], counts: Mapping[str, int], x: int, y: int) -> None:
    for i, seat in enumerate(public.get("seats", [])):
        cx, cy = _station_xy(i, x, y)
        canvas.text((cx + 16, cy - 12), f"×{counts.get(seat, 0)}", 20, TEXT)


def _earth_frame(canvas: Canvas, seats: int, x: int, y: int, words: Mapping[str, str]) -> None:
    canvas.rect((x, y, x + PLANET_W, y + PLANET_H), fill=PANEL, outline=EDGE, width=2, radius=10)
    canvas.ellipse((x + 12, y + 12, x + 62, y + 62), fill=(60, 120, 200), outline=DARK, width=2)
    canvas.text((x + 72, y + 20), words["earth"], 24, TEXT, bold=True, max_width=PLANET_W - 80)
    _station_markers(canvas, seats, x, y + 90)


def _earth_panel(canvas: Canvas, public: Mapping[str, Any], x: int, y: int) -> None:
    counts = {s: int(p.get("earth", 0)) for s, p in public.get("players", {}).items()}
    _station_counts(canvas, public, counts, x, y + 90)


def _track_frame(canvas: Canvas, title: str, labels: Sequence[str], y: int) -> None:
    canvas.text((RIGHT_X, y), title, 22, TEXT, bold=True, max_width=WIDTH - MARGIN - RIGHT_X)
    for stage in range(1, 5):
        x = _stage_x(stage)
        canvas.rect((x, y + 32, x + TRACK_W, y + 128), fill=PANEL, outline=EDGE, width=2, radius=8)
        canvas.text((x + 8, y + 36), labels[stage - 1], 18, MUTED, max_width=TRACK_W - 12)


def _stage_x(stage: int) -> int:
    return RIGHT_X + (stage - 1) * (TRACK_W + 10)


def _track(canvas: Canvas, public: Mapping[str, Any], key: str, y: int) -> None:
    for stage in range(1, 5):
        x = _stage_x(stage)
        here = [s for s, p in public.get("players", {}).items() if int(p.get(key, 1)) == stage]
        for i, seat in enumerate(here):
            _marker(canvas, public, seat, (x + 20 + (i % 4) * 28, y + 80 + (i // 4) * 28), 24)


def _supply_frame(canvas: Canvas, y: int, words: Mapping[str, str]) -> None:
    canvas.text((RIGHT_X, y), words["supply"], 22, TEXT, bold=True, max_width=WIDTH - MARGIN - RIGHT_X)
    for i, tier in enumerate(TIER_ORDER):
        x = RIGHT_X + i * 122
        canvas.rect((x, y + 32, x + 112, y + 76), fill=TIER_RGB[tier], outline=DARK, width=2, radius=6)


def _supply(canvas: Canvas, public: Mapping[str, Any], y: int, names: Mapping[str, str], locale: str) -> None:
    supply = public.get("bonus_supply", {})
    for i, tier in enumerate(TIER_ORDER):
        x = RIGHT_X + i * 122
        canvas.text((x + 56, y + 44), kind_name(tier, locale), 15, DARK, bold=True, anchor="mm", max_width=106)
        canvas.text((x + 56, y + 64), f"×{supply.get(tier, 0)}", 15, DARK, bold=True, anchor="mm")
    y += 88
    canvas.text((RIGHT_X, y), piles_line(public, locale), 20, TEXT, max_width=WIDTH - MARGIN - RIGHT_X)
    y += 34
    for line in phase_lines(public, names, locale):
        canvas.text((RIGHT_X, y), line, 18, HIGHLIGHT, max_width=WIDTH - MARGIN - RIGHT_X)
        y += 28


def _player_frames(canvas: Canvas, seats: int, y: int) -> None:
    for i in range(seats):
        row_y = y + i * 48
        canvas.rect((MARGIN, row_y, WIDTH - MARGIN, row_y + 42), fill=PANEL, outline=EDGE, radius=6)
        style = seat_style(i)
        canvas.marker((MARGIN + 22, row_y + 21), style.shape, style.colour, 28)


def _players(
    canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], y: int, words: Mapping[str, str], locale: str
) -> None:
    players = public.get("players", {})
    won = winners(public)
    # once the game is over the winners are marked, not the player who happened to be active last
    active = None if public.get("phase") == "over" else public.get("active")
    for i, seat in enumerate(public.get("seats", [])):
        p = players.get(seat, {})
        row_y = y + i * 48
        if seat in won:  # framed, and named a winner in words: never by colour alone
            canvas.rect((MARGIN, row_y, WIDTH - MARGIN, row_y + 42), outline=HIGHLIGHT, width=3, radius=6)
            width = canvas.text((MARGIN + 44, row_y + 9), names[seat], 20, HIGHLIGHT, bold=True, max_width=110)
            canvas.text((MARGIN + 50 + width, row_y + 9), words["winner"], 20, HIGHLIGHT, bold=True, max_width=84)
        elif seat == active:  # the name is cut, never the star (the legend explains it)
            width = canvas.text((MARGIN + 44, row_y + 9), names[seat], 20, HIGHLIGHT, bold=True, max_width=176)
            canvas.text((MARGIN + 50 + width, row_y + 9), "★", 20, HIGHLIGHT, bold=True)
        else:
            canvas.text((MARGIN + 44, row_y + 9), names[seat], 20, TEXT, bold=True, max_width=200)
        canvas.text((MARGIN + 250, row_y + 9), player_facts(p, locale), 20, TEXT, max_width=700)  # score first
        x = MARGIN + 960
        if p.get("display") or p.get("has_chosen"):
            x += 8 + canvas.text((x, row_y + 9), words["display"], 20, MUTED, max_width=140)
        for kind in p.get("display", []):
            colour = PLANET_RGB.get(kind) or TIER_RGB.get(kind, MUTED)
            canvas.rect((x, row_y + 5, x + 44, row_y + 37), fill=colour, outline=DARK, width=2, radius=4)
            canvas.text((x + 22, row_y + 21), kind_name(kind, locale)[:2], 18, DARK, bold=True, anchor="mm")
            x += 50
        if p.get("has_chosen"):
            canvas.rect((x, row_y + 5, x + 44, row_y + 37), fill=CARD_BACK, outline=TEXT, width=2, radius=4)
            canvas.text((x + 52, row_y + 9), words["chosen"], 18, MUTED, max_width=WIDTH - MARGIN - x - 56)


def _planet_xy(index: int) -> tuple[int, int]:
    return GRID_X + (index % 4) * (PLANET_W + 10), GRID_Y + (index // 4) * (PLANET_H + 10)


EARTH_XY = (GRID_X + 3 * (PLANET_W + 10), GRID_Y + PLANET_H + 10)
SHIP_Y = GRID_Y
TECH_Y = SHIP_Y + 140
SUPPLY_Y = TECH_Y + 140
PLAYERS_Y = GRID_Y + 2 * (PLANET_H + 10) + 10
LEGEND_Y = PLAYERS_Y + 5 * 48 + 6


def _frames(public: Mapping[str, Any]) -> tuple[tuple[PlanetFrame, ...], int]:
    """What the background depends on: each planet's id and satellite values, and the number of seats."""
    planets = tuple(
        (
            str(planet["id"]),
            tuple(str(sat.get("value")) for sat in planet.get("satellites", [])),
        )
        for planet in public.get("planets", [])
    )
    return planets, len(public.get("seats", []))


@lru_cache(maxsize=8)
def background(planets: tuple[PlanetFrame, ...], seats: int, locale: str) -> Backdrop:
    """Everything that stays the same for a table in a locale: panels, planets and satellites, tracks, seat markers,
    the legend."""
    words = board_words(locale)
    canvas = Canvas.new(WIDTH, HEIGHT, BG)
    for i, planet in enumerate(planets):
        _planet_frame(canvas, planet, seats, *_planet_xy(i), locale)
    _earth_frame(canvas, seats, *EARTH_XY, words)
    _track_frame(canvas, words["ship"], [ship_stage(n, locale) for n in (9, 10, 11, 13)], SHIP_Y)
    _track_frame(canvas, words["tech"], [tech_stage(n, locale) for n in (0, 1, 3, 6)], TECH_Y)
    _supply_frame(canvas, SUPPLY_Y, words)
    _player_frames(canvas, seats, PLAYERS_Y)
    for i, line in enumerate(wrap_text(legend(locale), 18, WIDTH - 2 * MARGIN)[:2]):
        canvas.text((MARGIN, LEGEND_Y + i * 24), line, 18, MUTED)
    return Backdrop.of(canvas.image, andromeda_palette())


def key_facts(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> list[KeyLine]:
    """What a player needs at a glance, for the band a phone can read: the round, the phase and who decides (or the
    winners and how a tie was broken), the scores, and while there is room whether this is the last round and how
    the trade or the turn stands."""
    public = view["public"]
    shown = short_names(seat_names(names, locale), public.get("seats", []), WIDTH)
    scores = KeyLine(phone_scores(public, shown, locale), TEXT, limit=3)
    if public.get("phase") == "over":
        # after a tie the tie-break names the winners itself: it takes the place of the plain result
        won = tie_break_line(public, shown, locale) or status_line(public, view.get("acting", []), shown, locale)
        return [KeyLine(won, HIGHLIGHT, limit=3), scores]
    facts = [KeyLine(phone_status(public, view.get("acting", []), shown, locale), HIGHLIGHT, limit=2), scores]
    if public.get("end_triggered"):
        full = int(public.get("full_planets", 0))
        facts.append(
            KeyLine(
                WORDS.ntr(
                    locale,
                    "{count} planet is full: this is the last round",
                    "{count} planets are full: this is the last round",
                    full,
                ),
                TEXT,
                optional=True,
            )
        )
    # the trade or the turn in progress, while the band has room
    facts += [KeyLine(line, MUTED, optional=True) for line in phase_lines(public, shown, locale)[:2]]
    return facts


def key_band(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Band:
    """The key facts in big type, drawn above the board (render/phone.py)."""
    return band(WIDTH, key_facts(view, names, locale), BAND_LINES)


def board_image(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Image.Image:
    """The posted picture in the palette's indices: the key facts' band above the board."""
    palette = andromeda_palette()
    return stack(
        key_band(view, names, locale).canvas.indexed(palette), draw_board(view, names, locale).indexed(palette)
    )


def draw_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Canvas:
    """The board on a canvas over the table's cached background (`.image` is the RGB picture), labelled in
    `locale`; seats named by `names` ("Player N" without a name)."""
    public = view["public"]
    shown = seat_names(names, locale)
    words = board_words(locale)
    canvas = Canvas.over(background(*_frames(public), locale))
    status = status_line(public, view.get("acting", []), shown, locale)
    canvas.text((MARGIN, 20), status, 24, TEXT, bold=True, max_width=WIDTH - 2 * MARGIN)
    for i, planet in enumerate(public.get("planets", [])):
        _planet_panel(canvas, public, planet, *_planet_xy(i), shown, words)
    _earth_panel(canvas, public, *EARTH_XY)
    _track(canvas, public, "ship", SHIP_Y)
    _track(canvas, public, "tech", TECH_Y)
    _supply(canvas, public, SUPPLY_Y, shown, locale)
    _players(canvas, public, shown, PLAYERS_Y, words, locale)
    return canvas
