"""The Cosmic Encounter board picture, drawn from the public view (spec §2.1, "Board layout for rendering").

The posted picture (`board_image`) starts with a band of key facts in type a phone can read (render/phone.py,
`key_facts`: the turn and phase, offense and defense, who is awaited, every player's foreign bases, at the end the
winners), then the map and the power cards below.

The map: the hub, a flat-topped hexagon in the middle with the warp (the black hole) and, with the `warp_fan` option,
the fan around it; seat i's system hexagon attached to hub side i, counted clockwise from the top (the sides of absent
seats stay empty). Inside a system the planets 1..5 run clockwise from the one nearest the hub's left corner, each a
disk ringed in the system's colour with its number in a badge; every player's ships on it are a marker in that
player's colour and seat shape with the count beside it. The system's middle names its owner, their power (or that it
lies face down, with `hidden_powers`: the board is drawn from the public view, which never names such a power), their
foreign bases and their hand. The cone is a magenta wedge from the hub to the target planet (ringed in magenta), the
offense side's ships at its wide end, the defense side's allies half-way along.

The four corners the hexagons leave free hold the turn and phase with the open window, the challenge (offense,
defense, target, cone, cards, outcome), the destiny card with the piles and the ships removed from the game, and the
cards played this challenge with the deal in progress. Below the map each player's power card with its explanation.
Nothing depends on colour alone.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.canvas import Backdrop, Canvas
from render.cosmic import words
from render.cosmic.theme import (
    BLACK,
    CONE,
    CONE_EDGE,
    HUB,
    WARP,
    cosmic_palette,
    planet_fill,
    rgb,
    shape,
    tint,
)
from render.palette import BG, DARK, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, TEXT, Rgb
from render.phone import Band, KeyLine, band, short_names, stack
from render.text import wrap_text
from rules.cosmic.components import CONE_BACK, colour_of, destiny_colour
from rules.cosmic.names import power_text

WIDTH = 1600
BAND_LINES = 6  # the key facts' band above the map (render/phone.py): turn, sides, who is awaited, bases
R = 300  # the circumradius of every hexagon
SQ3 = math.sqrt(3.0)
CX = WIDTH // 2
CY = 40 + round(1.5 * SQ3 * R)  # the hub's centre: the top system's top edge 40 px below the picture's top
MAP_BOTTOM = CY + round(1.5 * SQ3 * R)
ORBIT = 176  # planets' distance from their system's centre
PLANET_R = 58
BADGE_R = 15
WARP_R = 108
FAN_IN, FAN_OUT = 114, 150
CONE_BASE = 192  # the cone's wide end: its distance from the hub's centre ...
CONE_HALF = 92  # ... and half its width
CHIP = 30  # a ship marker's size
PLANET_ANGLES = (150, 210, 270, 330, 30)  # planets 1..5 for the top system (the hub straight below)
# The free corners: left of and right of the top and bottom systems, above and below the side systems.
CORNER_W = CX - R - 60
TOP_BOX = (40, 40)
TOP_BOX_H = round(CY - SQ3 * R) - 60
BOTTOM_Y = round(CY + SQ3 * R) + 14
RIGHT_X = CX + R + 20
BLOCK_TOP = MAP_BOTTOM + 24
COLUMNS = 3
GUTTER = 20
BLOCK_W = (WIDTH - 2 * GUTTER - (COLUMNS - 1) * GUTTER) // COLUMNS
BLOCK_H = 205
LEGEND_H = 44


def height(players: int) -> int:
    rows = max(1, -(-players // COLUMNS))
    return BLOCK_TOP + rows * (BLOCK_H + 12) + LEGEND_H


def _at(cx: float, cy: float, distance: float, degrees: float) -> tuple[float, float]:
    return cx + distance * math.cos(math.radians(degrees)), cy + distance * math.sin(math.radians(degrees))


def side_angle(side: int) -> float:
    """The direction of hub side `side` from the hub's centre: 0 is up, then clockwise."""
    return -90.0 + 60.0 * side


def hexagon(cx: float, cy: float, r: float = R) -> list[tuple[float, float]]:
    """A flat-topped hexagon's corners."""
    return [_at(cx, cy, r, 60.0 * k) for k in range(6)]


@lru_cache(maxsize=8)
def system_centre(side: int) -> tuple[int, int]:
    x, y = _at(CX, CY, SQ3 * R, side_angle(side))
    return round(x), round(y)


def planet_angle(side: int, number: int) -> float:
    """The direction of planet `number` (1..5) from its system's centre, the top system's turned to `side`."""
    return PLANET_ANGLES[number - 1] + 60.0 * side


@lru_cache(maxsize=64)
def planet_centre(side: int, number: int) -> tuple[int, int]:
    sx, sy = system_centre(side)
    x, y = _at(sx, sy, ORBIT, planet_angle(side, number))
    return round(x), round(y)


def planet_at(planet: str, colours: Sequence[str | None]) -> tuple[int, int] | None:
    """The side and number of a planet id ("blue_3"), or None for a colour not in play."""
    colour = colour_of(planet)
    number = planet.rsplit("_", 1)[-1]
    if colour not in colours or not number.isdigit() or not 1 <= int(number) <= 5:
        return None
    return list(colours).index(colour), int(number)


def chip_offsets(n: int) -> list[tuple[int, int]]:
    """Where n ship chips sit around a centre: a column of up to three, else two columns of up to three. A chip is
    drawn from 30 px left of its point (the marker) to some 38 px right of it (two digits), hence the shift."""
    if n <= 1:
        return [(-4, 0)]
    if n == 2:
        return [(-4, -17), (-4, 17)]
    if n == 3:
        return [(-4, -33), (-4, 0), (-4, 33)]
    rows = (-33, 0, 33) if n > 4 else (-17, 17)
    return [(x, y) for y in rows for x in (-40, 36)][:n]


@lru_cache(maxsize=24)
def background(colours: tuple[str | None, ...], fan: bool, locale: str) -> Backdrop:
    """What stays while the game lasts: the hub, the warp, the fan, every system with its planets, the frames."""
    canvas = Canvas.new(WIDTH, height(len(colours)), BG)
    draw = canvas.draw
    draw.polygon(hexagon(CX, CY), fill=HUB, outline=PANEL_EDGE, width=3)
    for side, colour in enumerate(colours):
        if colour is None:
            continue
        c = rgb(colour)
        draw.polygon(hexagon(*system_centre(side)), fill=tint(c), outline=c, width=3)
        for number in range(1, 6):
            _planet(canvas, side, number, c)
    if fan:
        seats = len(colours)
        for segment, colour in enumerate(colours):
            start = -90.0 + 360.0 * segment / seats
            end = start + 360.0 / seats
            box = (CX - FAN_OUT, CY - FAN_OUT, CX + FAN_OUT, CY + FAN_OUT)
            draw.pieslice(box, start, end, fill=planet_fill(rgb(colour)), outline=HUB, width=3)
    draw.ellipse((CX - WARP_R, CY - WARP_R, CX + WARP_R, CY + WARP_R), fill=WARP, outline=MUTED, width=2)
    canvas.text((CX, CY - 74), words.warp_word(locale), 20, MUTED, bold=True, anchor="mm")
    for index in range(len(colours)):
        x0, y0 = _block(index)
        canvas.rect((x0, y0, x0 + BLOCK_W, y0 + BLOCK_H), fill=PANEL, outline=PANEL_EDGE, width=2, radius=10)
    return Backdrop.of(canvas.image, cosmic_palette())


def _planet(canvas: Canvas, side: int, number: int, colour: Rgb) -> None:
    """A planet's disk ringed in its system's colour, with its number in a badge on the outer side."""
    x, y = planet_centre(side, number)
    canvas.ellipse(
        (x - PLANET_R, y - PLANET_R, x + PLANET_R, y + PLANET_R), fill=planet_fill(colour), outline=colour, width=4
    )
    bx, by = (round(v) for v in _at(x, y, PLANET_R, planet_angle(side, number)))
    canvas.ellipse((bx - BADGE_R, by - BADGE_R, bx + BADGE_R, by + BADGE_R), fill=DARK, outline=colour, width=2)
    canvas.text((bx, by), str(number), 20, TEXT, bold=True, anchor="mm")


def _block(index: int) -> tuple[int, int]:
    row, col = divmod(index, COLUMNS)
    return GUTTER + col * (BLOCK_W + GUTTER), BLOCK_TOP + row * (BLOCK_H + 12)


def key_facts(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> list[KeyLine]:
    """What a player needs at a glance, for the band a phone can read: the turn and phase, offense and defense, who is
    awaited, every player's foreign bases and how the last challenge ended; at the end the winners (together, if
    several: Cosmic has no tie-break beyond a shared win) and the bases."""
    public = view["public"]
    names = short_names(names, (str(p["seat"]) for p in public["players"]), WIDTH)
    bases = KeyLine(words.phone_bases_line(public, names, locale), TEXT, limit=3) if public.get("planets") else None
    over = words.result_line(public, names, locale)
    if over:
        return [KeyLine(over, HIGHLIGHT, limit=3), *([bases] if bases else [])]
    facts = [
        KeyLine(words.phone_turn_line(public, locale), HIGHLIGHT),
        KeyLine(words.phone_sides_line(public, names, locale), TEXT),
        KeyLine(words.waiting_line(public, names, locale), HIGHLIGHT, limit=2),
    ]
    if bases:
        facts.append(bases)
    facts.append(KeyLine(words.outcome_line(public, locale), TEXT, limit=2, optional=True))
    return facts


def key_band(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> Band:
    """The key facts in big type, drawn above the board (render/phone.py)."""
    return band(WIDTH, key_facts(view, names, locale), BAND_LINES)


def board_image(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> Image.Image:
    """The posted picture in the palette's indices: the key facts' band above the board."""
    palette = cosmic_palette()
    return stack(
        key_band(view, names, locale).canvas.indexed(palette), draw_board(view, names, locale).indexed(palette)
    )


def draw_board(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> Canvas:
    public = view["public"]
    players: list[Mapping[str, Any]] = list(public["players"])
    colours = tuple(p.get("colour") for p in players)
    dealt = bool(public.get("planets"))
    fan = bool(public.get("options", {}).get("warp_fan")) and dealt
    canvas = Canvas.over(background(colours if dealt else tuple(None for _ in colours), fan, locale))
    index = {p["seat"]: i for i, p in enumerate(players)}
    target = planet_at(str(public["target"]), colours) if dealt and public.get("target") else None
    if target is not None:
        _cone(canvas, target, colours)
    if dealt:
        for planet in public["planets"]:
            at = planet_at(str(planet["planet"]), colours)
            if at is None or not planet["ships"]:
                continue
            chips = [(index[seat], int(n)) for seat, n in planet["ships"].items() if seat in index and n]
            _chips(canvas, planet_centre(*at), chips, players)
        _warp(canvas, players, public, fan)
        if target is not None:
            _cone_ships(canvas, target, colours, players)
        for side, player in enumerate(players):
            if player.get("colour"):
                _owner(canvas, side, player, names, locale)
    _status(canvas, public, names, locale)
    _challenge(canvas, public, names, locale)
    _destiny(canvas, public, names, locale)
    _table(canvas, public, names, locale)
    for i, player in enumerate(players):
        _power_card(canvas, i, player, names, locale)
    y = canvas.height - LEGEND_H + 8
    canvas.text((GUTTER, y), words.legend_line(locale), 18, MUTED, max_width=WIDTH - 2 * GUTTER)
    return canvas


# -- the map -----------------------------------------------------------------------------------------------------------
def _chip(canvas: Canvas, x: int, y: int, side: int, colour: Rgb, count: int) -> None:
    canvas.marker((x - 15, y), shape(side), colour, CHIP)
    canvas.text((x + 2, y), str(count), 28, TEXT, bold=True, anchor="lm")


def _chips(
    canvas: Canvas, centre: tuple[int, int], chips: Sequence[tuple[int, int]], players: Sequence[Mapping[str, Any]]
) -> None:
    """Ship chips (seat index, count) around `centre`, in seat order."""
    cx, cy = centre
    for (side, count), (dx, dy) in zip(sorted(chips), chip_offsets(len(chips)), strict=False):
        _chip(canvas, cx + dx, cy + dy, side, rgb(players[side].get("colour")), count)


def _warp(canvas: Canvas, players: Sequence[Mapping[str, Any]], public: Mapping[str, Any], fan: bool) -> None:
    lost = [(i, int(p["warp"])) for i, p in enumerate(players) if p["warp"]]
    _chips(canvas, (CX, CY + 12), lost, players)
    if not fan:
        return
    seats = len(players)
    marker = public.get("fan_marker")
    for segment in range(seats):
        waiting = sum(int((p.get("fan") or [0] * seats)[segment]) for p in players)
        middle = -90.0 + 360.0 * (segment + 0.5) / seats
        x, y = (round(v) for v in _at(CX, CY, (FAN_IN + FAN_OUT) / 2, middle))
        if segment == marker:
            canvas.ellipse((x - 17, y - 17, x + 17, y + 17), outline=HIGHLIGHT, width=3)
        if waiting:
            canvas.text((x, y), str(waiting), 20, TEXT, bold=True, anchor="mm")


def _unit(side: int) -> tuple[float, float]:
    a = math.radians(side_angle(side))
    return math.cos(a), math.sin(a)


def _cone_base(side: int) -> tuple[float, float]:
    ux, uy = _unit(side)
    return CX + CONE_BASE * ux, CY + CONE_BASE * uy


@lru_cache(maxsize=64)
def _wedge(side: int, number: int) -> tuple[tuple[int, int, int, int], Image.Image, Image.Image]:
    """The cone from the hub to planet `number` of the system on `side`: its box and its inside and edge masks."""
    bx, by = _cone_base(side)
    tx, ty = planet_centre(side, number)
    ux, uy = _unit(side)
    vx, vy = -uy, ux
    ax, ay = tx - bx, ty - by
    length = math.hypot(ax, ay)
    wx, wy = -ay / length, ax / length  # across the cone's axis, at its tip
    points = [
        (bx + CONE_HALF * vx, by + CONE_HALF * vy),
        (bx - CONE_HALF * vx, by - CONE_HALF * vy),
        (tx - 24 * wx, ty - 24 * wy),
        (tx + 24 * wx, ty + 24 * wy),
    ]
    # keep the corner order going round the polygon: the tip's corners on the side of their base corners
    if (points[0][0] - points[3][0]) ** 2 + (points[0][1] - points[3][1]) ** 2 > (points[0][0] - points[2][0]) ** 2 + (
        points[0][1] - points[2][1]
    ) ** 2:
        points[2], points[3] = points[3], points[2]
    x0, y0 = (math.floor(min(p[i] for p in points)) - 4 for i in (0, 1))
    x1, y1 = (math.ceil(max(p[i] for p in points)) + 4 for i in (0, 1))
    local = [(x - x0, y - y0) for x, y in points]
    inside = Image.new("L", (x1 - x0, y1 - y0), 0)
    ImageDraw.Draw(inside).polygon(local, fill=255)
    edge = Image.new("L", inside.size, 0)
    ImageDraw.Draw(edge).line([*local, local[0]], fill=255, width=4, joint="curve")
    return (x0, y0, x1, y1), inside, edge


def _cone(canvas: Canvas, target: tuple[int, int], colours: Sequence[str | None]) -> None:
    """The wedge, under the target system's planets (drawn again over it) and a ring round the target."""
    side, number = target
    box, inside, edge = _wedge(side, number)
    canvas.paste(CONE, box, inside)
    canvas.paste(CONE_EDGE, box, edge)
    x, y = planet_centre(side, number)
    ring = PLANET_R + 9
    canvas.ellipse((x - ring, y - ring, x + ring, y + ring), outline=CONE_EDGE, width=6)
    for n in range(1, 6):
        _planet(canvas, side, n, rgb(colours[side]))


def _cone_ships(
    canvas: Canvas, target: tuple[int, int], colours: Sequence[str | None], players: Sequence[Mapping[str, Any]]
) -> None:
    side, number = target
    bx, by = _cone_base(side)
    ux, uy = _unit(side)
    offense = [(i, int(p["cone_offense"])) for i, p in enumerate(players) if p["cone_offense"]]
    _chips(canvas, (round(bx + 36 * ux), round(by + 36 * uy)), offense, players)  # inside the wide end
    defense = [(i, int(p["cone_defense"])) for i, p in enumerate(players) if p["cone_defense"]]
    if defense:
        tx, ty = planet_centre(side, number)
        _chips(canvas, (round(bx + 0.55 * (tx - bx)), round(by + 0.55 * (ty - by))), defense, players)


def _owner(canvas: Canvas, side: int, player: Mapping[str, Any], names: Mapping[str, str], locale: str) -> None:
    """The system's middle: its owner, their power, their foreign bases and their hand."""
    x, y = system_centre(side)
    c = rgb(player.get("colour"))
    canvas.rect((x - 106, y - 51, x + 106, y + 51), fill=PANEL, outline=c, width=2, radius=8)
    canvas.marker((x - 88, y - 35), shape(side), c, 24)
    canvas.text((x - 72, y - 35), names[str(player["seat"])], 22, TEXT, bold=True, anchor="lm", max_width=172)
    power = words.power_word(player, locale)  # "Power face down" while only its player knows it
    colour = HIGHLIGHT if player.get("power_active") and not player.get("zapped") else MUTED  # in words below the map
    canvas.text((x - 98, y - 12), power, 18, colour, anchor="lm", max_width=196)
    canvas.text((x - 98, y + 11), words.foreign_bases(player, locale), 18, TEXT, anchor="lm", max_width=196)
    canvas.text((x - 98, y + 34), words.cards_in_hand(player, locale), 18, TEXT, anchor="lm", max_width=196)


# -- the corners -------------------------------------------------------------------------------------------------------
def _wrapped(
    canvas: Canvas,
    xy: tuple[int, int],
    text: str,
    px: int,
    fill: Rgb,
    width: int,
    bottom: int,
    bold: bool = False,
    limit: int = 4,
) -> int:
    """`text` wrapped to `width` from `xy` down to `bottom`, in at most `limit` lines (the last one cut with an
    ellipsis); returns the y below it."""
    x, y = xy
    if not text:
        return y
    step = canvas.px(px) + 7
    parts = wrap_text(text, canvas.px(px), width, bold)
    room = max(0, min(limit, (bottom - y) // step))
    if len(parts) > room and room:
        parts = [*parts[: room - 1], " ".join(parts[room - 1 :])]
    for part in parts[:room]:
        canvas.text((x, y), part, px, fill, bold=bold, max_width=width)
        y += step
    return y


def _status(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> None:
    x, y = TOP_BOX
    bottom = y + TOP_BOX_H
    turn, *rest = words.status_lines(public, names, locale)
    if turn:
        canvas.text((x, y), turn, 26, TEXT, bold=True, max_width=CORNER_W)
        y += 40
    for i, line in enumerate(rest):  # the phase, the window, its stage, its plays, who is awaited
        colour = HIGHLIGHT if i == 0 else TEXT if i < 4 else MUTED
        y = _wrapped(canvas, (x, y), line, 24 if i == 0 else 18, colour, CORNER_W, bottom, bold=i == 0, limit=3)


def _challenge(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> None:
    x, y = RIGHT_X, TOP_BOX[1]
    bottom = y + TOP_BOX_H
    players = list(public["players"])
    for key, line in (
        ("offense", words.offense_line(public, names, locale)),
        ("defense", words.defense_line(public, names, locale)),
    ):
        if not line:
            continue
        seat = public.get(key)
        i = next(k for k, p in enumerate(players) if p["seat"] == seat)
        canvas.marker((x + 12, y + 13), shape(i), rgb(players[i].get("colour")), 24)
        canvas.text((x + 32, y), line, 20, TEXT, bold=True, max_width=CORNER_W - 32)
        y += 32
    target = words.target_line(public, locale)
    if target:
        canvas.ellipse((x + 2, y + 3, x + 22, y + 23), outline=CONE_EDGE, width=4)
        canvas.text((x + 32, y), target, 20, TEXT, bold=True, max_width=CORNER_W - 32)
        y += 32
    for line in (
        words.cone_sentence(public, names, locale),
        words.allies_line(public, names, locale),
        words.cards_line(public, locale, names),
        words.outcome_line(public, locale),
        words.reversed_line(public, locale),
    ):
        y = _wrapped(canvas, (x, y), line, 18, TEXT, CORNER_W, bottom, limit=3)


def _destiny(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> None:
    x, y = TOP_BOX[0], BOTTOM_Y
    card = words.destiny_card(public)
    w, h = 120, 168
    if card is not None:
        colour = destiny_colour(card)
        canvas.rect((x, y, x + w, y + h), fill=rgb(colour) if colour else PANEL, outline=TEXT, width=3, radius=10)
        if colour is None:  # a wild card: a stripe of every colour
            for k, each in enumerate(("red", "blue", "yellow", "green", "orange", "white")):
                canvas.rect((x + 12 + k * 16, y + 60, x + 26 + k * 16, y + 104), fill=rgb(each), outline=BLACK)
        ink = TEXT if colour is None else BLACK
        canvas.text((x + w // 2, y + 32), words.destiny_label(card, locale), 20, ink, bold=True, anchor="mm")
        if card in CONE_BACK:
            canvas.text((x + w // 2, y + h - 28), words.cone_back_label(locale), 18, ink, anchor="mm", max_width=w - 8)
    else:
        canvas.rect((x, y, x + w, y + h), fill=BG, outline=PANEL_EDGE, width=3, radius=10)
        canvas.text((x + w // 2, y + h // 2), words.destiny_word(locale), 18, MUTED, anchor="mm", max_width=w - 8)
    tx = x + w + 18
    y0 = y + 4
    for line in words.pile_lines(public, locale) if public.get("planets") else []:
        canvas.text((tx, y0), line, 18, TEXT, max_width=CORNER_W - w - 18)
        y0 += 30
    fan = words.fan_line(public, locale)
    y0 = _wrapped(canvas, (tx, y0 + 6), fan, 18, MUTED, CORNER_W - w - 18, MAP_BOTTOM, limit=3)
    # below the destiny card the corner is free across its width (the bottom system starts further right)
    removed = words.removed_line(public, names, locale)
    _wrapped(canvas, (x, max(y0, y + h) + 8), removed, 18, TEXT, CORNER_W, MAP_BOTTOM, limit=3)


def _table(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> None:
    x, y = RIGHT_X, BOTTOM_Y
    bottom = MAP_BOTTOM
    for line in (words.in_play_line(public, locale), *words.deal_lines(public, names, locale)):
        y = _wrapped(canvas, (x, y), line, 18, TEXT, CORNER_W, bottom, limit=4)


# -- the players' power cards ------------------------------------------------------------------------------------------
def _power_card(canvas: Canvas, index: int, player: Mapping[str, Any], names: Mapping[str, str], locale: str) -> None:
    x0, y0 = _block(index)
    c = rgb(player.get("colour"))
    canvas.marker((x0 + 24, y0 + 24), shape(index), c, 28)
    inner = BLOCK_W - 28
    canvas.text((x0 + 46, y0 + 10), words.who(player, names, locale), 22, TEXT, bold=True, max_width=inner - 34)
    power = words.power_label(player, locale)
    if not power:
        return
    active = player.get("power_active") and not player.get("zapped")
    canvas.text((x0 + 14, y0 + 46), power, 20, HIGHLIGHT if active else MUTED, bold=True, max_width=inner)
    face_down = not player.get("power")  # a power label without a power: it lies face down (`hidden_powers`)
    explained = words.face_down_explanation(locale) if face_down else power_text(str(player["power"]), locale)
    _wrapped(canvas, (x0 + 14, y0 + 76), explained, 18, TEXT, inner, y0 + BLOCK_H - 4, limit=5)
