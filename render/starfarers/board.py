"""The Starfarers board picture, drawn from the public view (docs/games/starfarers.md).

Layout: the map on the left, drawn with the spec's coordinates (§2.6, "Drawing": the Catanian home systems at the
bottom): the points and their edges, the suns, the planets as hexes in their resource's colour with their tokens
(a number, "?" for a hidden one, a triangle for a pirate lair, a diamond for an ice planet), the alien bases with
their trade points, then every colony, space port, trade station and ship in its owner's colour and shape. On the
right: the status, the last roll, the encounter being resolved, one panel per player and the bank. Grid coordinates
along the edges name the points the way moves are labelled ("8·4"). Nothing depends on colour alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from render.canvas import Backdrop, Canvas
from render.palette import BG, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, SEAT_STYLES, TEXT, TILE_RGB, Rgb, build_palette
from render.starfarers.marks import found_mark, trade_mark
from render.starfarers.words import (
    RESOURCE_ORDER,
    bank_line,
    encounter_line,
    inset_title,
    legend,
    player_line,
    points_word,
    roll_line,
    standings_lines,
    status_line,
)
from render.text import wrap_text
from rules.starfarers.board import BASES, EDGES, NEIGHBOURS, PLANETS, SYSTEMS, hex_corners, xy
from rules.starfarers.names import base_name, point_label, resource_name

UNIT = 38
MAP_X = 40
MAP_Y = 40
MAP_W = int(17.5 * UNIT)
MAP_H = int(27 * UNIT)
PANEL_X = MAP_X + MAP_W + 40
PANEL_W = 600
WIDTH = PANEL_X + PANEL_W + 30
INSET_Y = 800  # the latest the inset starts: below four players, a two-line status and the last roll
INSET_H = 560
HEIGHT = INSET_Y + INSET_H + 40
# The inset's labels stay 9 px high when the picture is shown 400 px wide (a phone's chat column): digits are about
# 0.72 of the font size, so 9 / 0.72 * WIDTH / 400 px.
INSET_LABEL_PX = 46
INSET_ZOOM = 2.0
# What a player must read on a phone (whose turn, the last roll, the points, the winner): capitals and digits of
# bold 44 px text are 33 px high, 9.6 px when the picture is shown 400 px wide.
HEAD_PX = 44
HEAD_STEP = 52
PLAYER_BOX = 132  # a player's box: name and points in HEAD_PX, then three lines of facts
KEY_Y = MAP_Y + round(0.8660 * 30 * UNIT) + 24  # the bank, the colour key and the legend, under the map's last row
RESOURCE_RGB: dict[str, Rgb] = {
    "ore": TILE_RGB["grey"],
    "fuel": TILE_RGB["red"],
    "carbon": TILE_RGB["purple"],
    "food": TILE_RGB["green"],
    "goods": TILE_RGB["yellow"],
}
NEUTRAL: Rgb = (120, 124, 132)
SUN: Rgb = (250, 190, 60)


@cache
def point(node: str) -> tuple[int, int]:
    """The pixel position of a point (spec §2.6: sx = 1.5 floor(y/2) + 0.5 (y mod 2), sy = 0.866 (30 - x))."""
    x, y = xy(node)
    sx = 1.5 * (y // 2) + 0.5 * (y % 2)
    sy = 0.8660 * (30 - x)
    return MAP_X + round(sx * UNIT), MAP_Y + round(sy * UNIT)


@lru_cache(maxsize=1)
def starfarers_palette() -> Image.Image:
    seats = [s.colour for s in SEAT_STYLES[:4]]
    solids = [BG, PANEL, PANEL_EDGE, TEXT, MUTED, HIGHLIGHT, NEUTRAL, SUN, *RESOURCE_RGB.values(), *seats]
    solids += [(0, 0, 0), (255, 255, 255)]
    pairs: list[tuple[Rgb, Rgb]] = []
    for ground in (BG, PANEL):
        pairs += [(TEXT, ground), (MUTED, ground), (HIGHLIGHT, ground), (PANEL_EDGE, ground), (NEUTRAL, ground)]
        pairs += [(c, ground) for c in seats]
    pairs += [((0, 0, 0), c) for c in (*RESOURCE_RGB.values(), *seats)] + [(c, BG) for c in RESOURCE_RGB.values()]
    return build_palette(solids, pairs, steps=3)


@lru_cache(maxsize=1)
def _background() -> Image.Image:
    """What never changes: the map's edges, suns, planet hexes, bases and the grid coordinates."""
    canvas = Canvas.new(WIDTH, HEIGHT, BG)
    draw = canvas.draw
    for a, b in sorted(tuple(sorted(edge)) for edge in EDGES):
        draw.line((*point(a), *point(b)), fill=PANEL_EDGE, width=2)
    for node in NEIGHBOURS:
        x, y = point(node)
        draw.ellipse((x - 3, y - 3, x + 3, y + 3), fill=MUTED)
    for planet in PLANETS:
        corners = [point(c) for c in hex_corners(planet.reference)]
        draw.polygon(corners, fill=RESOURCE_RGB[planet.resource], outline=PANEL_EDGE)
    for system in SYSTEMS:  # a sun: a star, never a circle (the first player's marker is one)
        canvas.marker(point(system.sun), "star", SUN, 18)
    for base in BASES:
        corners = [point(c) for c in hex_corners(base.reference)]
        draw.polygon(corners, fill=PANEL, outline=TEXT)
        for n, trade_point in enumerate(base.trade_points, start=1):
            x, y = point(trade_point)
            draw.rectangle((x - 6, y - 6, x + 6, y + 6), outline=TEXT, width=2)
            canvas.text((x + 8, y - 18), str(n), 14, MUTED)
    for x_value in range(0, 31, 2):  # the first grid number of a point, along the left edge
        py = MAP_Y + round(0.8660 * (30 - x_value) * UNIT)
        canvas.text((MAP_X - 34, py - 9), str(x_value), 14, MUTED)
    for y_value in range(0, 24, 2):  # the second, along the top
        px = MAP_X + round((1.5 * (y_value // 2)) * UNIT)
        canvas.text((px, MAP_Y - 34), str(y_value), 14, MUTED, anchor="ma")
    return canvas.image


@lru_cache(maxsize=1)
def _backdrop() -> Backdrop:
    """The background with its quantised copy: a picture then quantises only what was drawn over it."""
    return Backdrop.of(_background(), starfarers_palette())


def draw_board(view: Mapping[str, Any], names: Mapping[str, str], locale: str) -> Canvas:
    public = view["public"]
    canvas = Canvas.over(_backdrop())
    seats = list(public["players"])
    for base in BASES:  # the race's name under the base's hex
        centre = _centre(base.reference)
        canvas.text((centre[0], centre[1] + 48), base_name(base.id, locale), 14, TEXT, anchor="ma", max_width=170)
    for token in public["tokens"]:
        planet = next(p for p in PLANETS if p.id == token["planet"])
        cx, cy = _centre(planet.reference)
        canvas.ellipse((cx - 17, cy - 17, cx + 17, cy + 17), fill=PANEL, outline=(0, 0, 0))
        if token["kind"] is None:
            canvas.text((cx, cy - 11), "?", 20, MUTED, bold=True, anchor="ma")
        else:
            if token["kind"] in ("pirate", "ice"):
                canvas.marker((cx, cy + 24), "triangle" if token["kind"] == "pirate" else "diamond", TEXT, 14)
            canvas.text((cx, cy - 11), str(token["value"]), 20, TEXT, bold=True, anchor="ma")
    for node in public["neutral"]:
        canvas.marker(point(node), "circle", NEUTRAL, 16)
    _reach(canvas, public)
    _prospects(canvas, public)
    for index, seat in enumerate(seats):
        player = public["players"][seat]
        style = SEAT_STYLES[index]
        for node in player["colonies"]:
            canvas.marker(point(node), style.shape, style.colour, 20)
        for node in player["ports"]:
            canvas.marker(point(node), style.shape, style.colour, 22, ring=TEXT)
        for base_id, n in player["stations"]:
            trade_point = next(b for b in BASES if b.id == base_id).trade_points[n - 1]
            x, y = point(trade_point)
            canvas.rect((x - 9, y - 9, x + 9, y + 9), fill=style.colour, outline=(0, 0, 0))
        for ship in player["ships"]:
            x, y = point(ship["node"])
            ring = TEXT if ship["kind"] == "colony" else MUTED
            canvas.marker((x, y), style.shape, style.colour, 24, ring=ring)
            canvas.text((x + 12, y - 22), str(ship["number"]), 14, TEXT, bold=True)
    bottom = _panel(canvas, public, names, locale)
    _key(canvas, public, locale)
    if public.get("standings"):
        _standings(canvas, public, names, locale, bottom + 8)
    else:
        _inset(canvas, public, names, locale, bottom + 16)
    return canvas


def headline(public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> list[tuple[str, Rgb]]:
    """The lines drawn HEAD_PX high at the top of the panel: whose turn it is (or who won), then the last roll."""
    lines = [(part, HIGHLIGHT) for part in wrap_text(status_line(public, names, locale), HEAD_PX, PANEL_W, True)]
    roll = roll_line(public, locale)
    lines += [(part, TEXT) for part in wrap_text(roll, HEAD_PX, PANEL_W, True)] if roll else []
    return lines


def _prospects(canvas: Canvas, public: Mapping[str, Any]) -> None:
    """A flag where a moving ship can found a colony (hollow: if the hidden token there is a number), two arrows
    where it can establish a trade station: the rules work them out from public facts (views.py)."""
    movement = public.get("movement") or {}
    for key, mark in (("found", found_mark(False)), ("hidden", found_mark(True)), ("trade", trade_mark())):
        for node in sorted({n for nodes in (movement.get(key) or {}).values() for n in nodes}):
            x, y = point(node)
            left, top = x + mark.dx, y + mark.dy
            box = (left, top, left + mark.outline.width, top + mark.outline.height)
            canvas.paste((0, 0, 0), box, mark.outline)
            canvas.paste(HIGHLIGHT, box, mark.fill)


def _reach(canvas: Canvas, public: Mapping[str, Any]) -> None:
    """Open rings in the moving player's colour on every point where one of their ships can end this move (§9.4)."""
    reach = (public.get("movement") or {}).get("reach") or {}
    if not reach:
        return
    colour = SEAT_STYLES[list(public["players"]).index(public["active"])].colour
    for node in sorted({n for nodes in reach.values() for n in nodes}):
        x, y = point(node)
        canvas.ellipse((x - 9, y - 9, x + 9, y + 9), outline=colour, width=3)


def _inset(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], locale: str, top: int) -> None:
    """The acting player's ships enlarged, each labelled with its number and point in letters a phone can read; the
    enlarged part of the map is framed on the map. With ships far apart, the ship in flight (else ship 1) alone."""
    seat = public["active"]
    ships = public["players"][seat]["ships"]
    height = min(INSET_H, HEIGHT - 40 - top)
    if not ships or height < 200:
        return
    movement = public.get("movement") or {}
    flying = movement.get("flying")

    def targets(numbers: list[int]) -> list[tuple[int, int]]:
        """Where these ships can found or trade: the inset enlarges them with the ships."""
        return [
            point(n)
            for key in ("found", "hidden", "trade")
            for ship, nodes in (movement.get(key) or {}).items()
            if int(ship) in numbers
            for n in nodes
        ]

    one = next((s for s in ships if s["number"] == flying), ships[0])
    box, zoom, shown = (0, 0, 1, 1), 0.0, ships
    for shown, extra in ((ships, True), ([one], True), ([one], False)):
        numbers = [s["number"] for s in shown]
        box = _around([point(s["node"]) for s in shown] + (targets(numbers) if extra else []))
        zoom = min(PANEL_W / (box[2] - box[0]), (height - 40) / (box[3] - box[1]), INSET_ZOOM)
        if zoom >= 1.2:
            break
    index = list(public["players"]).index(seat)
    style = SEAT_STYLES[index]
    width, tall = round((box[2] - box[0]) * zoom), round((box[3] - box[1]) * zoom)
    enlarged = canvas.image.crop(box).resize((width, tall), Image.Resampling.NEAREST)
    title = inset_title(names[seat], locale)
    canvas.text((PANEL_X, top), title, 20, TEXT, bold=True, max_width=PANEL_W)
    x0, y0 = PANEL_X + (PANEL_W - width) // 2, top + 34
    canvas.image.paste(enlarged, (x0, y0))
    canvas.touch((x0, y0, x0 + width, y0 + tall))
    canvas.rect((x0 - 2, y0 - 2, x0 + width + 2, y0 + tall + 2), outline=style.colour, width=3)
    canvas.rect((box[0], box[1], box[2], box[3]), outline=style.colour, width=2)
    for ship in shown:
        sx, sy = point(ship["node"])
        lx, ly = x0 + round((sx - box[0]) * zoom), y0 + round((sy - box[1]) * zoom)
        label = f"{ship['number']}: {point_label(ship['node'])}"
        wide = 26 * len(label)
        left = lx + 16 if lx + 22 + wide <= WIDTH - 8 else lx - 22 - wide  # keep it inside the picture
        canvas.rect((left, ly - 30, left + 6 + wide, ly + 30), fill=BG, outline=style.colour, radius=6)
        canvas.text((left + 6, ly - 27), label, INSET_LABEL_PX, TEXT, bold=True)


def _around(points: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    """The map's box around `points` with two units of margin, clipped to the map."""
    margin = 2 * UNIT
    x0 = max(MAP_X - 20, min(p[0] for p in points) - margin)
    y0 = max(MAP_Y - 20, min(p[1] for p in points) - margin)
    x1 = min(MAP_X + MAP_W + 20, max(p[0] for p in points) + margin)
    y1 = min(MAP_Y + MAP_H + 20, max(p[1] for p in points) + margin)
    return x0, y0, x1, y1


@cache
def _centre(reference: str) -> tuple[int, int]:
    corners = [point(c) for c in hex_corners(reference)]
    return sum(c[0] for c in corners) // 6, sum(c[1] for c in corners) // 6


def _panel(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], locale: str) -> int:
    """Whose turn (or who won) and the last roll in phone-sized letters, the encounter, then one box per player with
    their name and points in phone-sized letters over their other facts; returns the bottom."""
    y = MAP_Y
    for line, colour in headline(public, names, locale):
        canvas.text((PANEL_X, y), line, HEAD_PX, colour, bold=True)
        y += HEAD_STEP
    encounter = encounter_line(public, locale)
    for part in wrap_text(encounter, canvas.px(18), PANEL_W) if encounter else []:
        canvas.text((PANEL_X, y), part, 18, TEXT)
        y += 26
    y += 8
    for index, (seat, player) in enumerate(public["players"].items()):
        style = SEAT_STYLES[index]
        canvas.rect((PANEL_X, y, PANEL_X + PANEL_W, y + PLAYER_BOX - 8), fill=PANEL, outline=PANEL_EDGE, radius=8)
        canvas.marker((PANEL_X + 26, y + 30), style.shape, style.colour, 32)
        said = points_word(int(player["vp"]), locale)
        width = canvas.text((PANEL_X + PANEL_W - 12, y + 8), said, HEAD_PX, TEXT, bold=True, anchor="ra")
        canvas.text((PANEL_X + 52, y + 8), names[seat], HEAD_PX, TEXT, bold=True, max_width=PANEL_W - 80 - width)
        parts = wrap_text(player_line(seat, player, names, locale), canvas.px(16), PANEL_W - 24)
        for i, part in enumerate(parts[:3]):
            canvas.text((PANEL_X + 12, y + 62 + i * 20), part, 16, MUTED)
        y += PLAYER_BOX
    return y


def _key(canvas: Canvas, public: Mapping[str, Any], locale: str) -> None:
    """Under the map: the bank, the colours of the resources and the legend of the marks."""
    y = KEY_Y
    width = PANEL_X - MAP_X - 40
    for part in wrap_text(bank_line(public, locale), canvas.px(16), width):
        canvas.text((MAP_X, y), part, 16, TEXT)
        y += 22
    y += 6
    for i, resource in enumerate(RESOURCE_ORDER):
        x = MAP_X + i * (width // 5)
        canvas.rect((x, y, x + 22, y + 22), fill=RESOURCE_RGB[resource], outline=(0, 0, 0))
        canvas.text((x + 28, y + 2), resource_name(resource, locale), 16, TEXT, max_width=width // 5 - 32)
    y += 32
    for line in legend(locale):
        for part in wrap_text(line, canvas.px(16), width):
            canvas.text((MAP_X, y), part, 16, MUTED)
            y += 22


def _standings(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str], locale: str, top: int) -> None:
    """At the end, instead of the enlarged ships: the final ranking and what broke its ties."""
    y = top + 8
    for group in public["standings"]:
        said = ", ".join(names[seat] for seat in group["seats"])
        place = f"{group['place']}. "
        width = canvas.text((PANEL_X, y), place, HEAD_PX, TEXT, bold=True)
        points = points_word(int(group["vp"]), locale)
        right = canvas.text((PANEL_X + PANEL_W, y), points, HEAD_PX, TEXT, bold=True, anchor="ra")
        canvas.text((PANEL_X + width, y), said, HEAD_PX, TEXT, bold=True, max_width=PANEL_W - width - right - 20)
        y += HEAD_STEP
    y += 8
    for line in standings_lines(public, names, locale)[1:]:  # the ranking itself is drawn above
        for part in wrap_text(line, canvas.px(20), PANEL_W):
            canvas.text((PANEL_X, y), part, 20, TEXT)
            y += 28
        y += 6
