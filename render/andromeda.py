"""Pictures of Andromeda: the public board and a seat's hand, with alt text, drawn only from views.

    board(view, names=None) -> Picture               # view = GAME.view(state, None) (a seat's view works too:
                                                     # only its public part is drawn)
    hand(view, locale="en", names=None) -> Picture   # view = GAME.view(state, seat)

Layout: a status line; the seven planets and Earth (stations per seat, satellites with values and centres);
the two tracks with every marker; bonus supply, draw and discard counts; one row per player with hand size,
bonus cards, transports, score and the current trading display (a card back for a hidden response). Every seat
is drawn as its colour and shape plus its name, so nothing depends on colour alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from render.canvas import Canvas
from render.guard import require_seat_view, require_view
from render.palette import (
    BG,
    DARK,
    HIGHLIGHT,
    MUTED,
    PANEL,
    PANEL_EDGE,
    SEAT_STYLES,
    TEXT,
    TILE_RGB,
    Rgb,
    build_palette,
    seat_style,
)
from render.picture import Picture, join_alt, make_picture

GAME_ID = "andromeda"
WIDTH = 1600
MARGIN = 20

EDGE: Rgb = PANEL_EDGE
CARD_BACK: Rgb = (96, 70, 150)
PLANET_RGB: dict[str, Rgb] = {
    planet: TILE_RGB[name]
    for planet, name in (
        ("azura", "blue"),
        ("borea", "green"),
        ("cygna", "red"),
        ("draco", "purple"),
        ("eos", "yellow"),
        ("fenn", "sand"),
        ("gorr", "grey"),
    )
}
TIER_RGB: dict[str, Rgb] = {
    "silver": (200, 204, 212),
    "gold": (230, 180, 40),
    "platinum": (150, 210, 220),
    "diamond": (240, 240, 255),
}
PLANET_ORDER = ("azura", "borea", "cygna", "draco", "eos", "fenn", "gorr")
TIER_ORDER = ("silver", "gold", "platinum", "diamond")
SHORT = {"azura": "A", "borea": "B", "cygna": "C", "draco": "D", "eos": "E", "fenn": "F", "gorr": "G"}

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "round": "Round",
        "active": "active",
        "acting": "to decide",
        "earth": "Earth",
        "ship": "Spaceship track",
        "tech": "Technology track",
        "supply": "Bonus supply",
        "draw": "Draw pile",
        "discard": "Discard pile",
        "hand": "hand",
        "transports": "transports",
        "score": "score",
        "display": "display",
        "chosen": "has chosen",
        "hand_title": "Your hand",
        "response": "Your hidden response",
        "empty": "No cards in hand.",
        "over": "Game over",
        "limit": "limit",
        "pts": "pts",
        "phase_transport": "transport phase",
        "phase_offer": "trading: offers",
        "phase_respond": "trading: hidden responses",
        "phase_keep": "trading: keep or stay",
        "phase_lap": "trading: the lap",
        "phase_action": "action phase",
        "phase_over": "game over",
    },
    "nl": {
        "hand_title": "Jouw hand",
        "response": "Jouw verborgen antwoord",
        "empty": "Geen kaarten in de hand.",
    },
    "de": {
        "hand_title": "Deine Hand",
        "response": "Deine verdeckte Antwort",
        "empty": "Keine Karten auf der Hand.",
    },
}


def _w(key: str, locale: str = "en") -> str:
    return WORDS.get(locale, {}).get(key) or WORDS["en"][key]


@lru_cache(maxsize=1)
def andromeda_palette() -> Image.Image:
    seats = [s.colour for s in SEAT_STYLES[:5]]
    solids = [BG, PANEL, EDGE, TEXT, MUTED, DARK, HIGHLIGHT, CARD_BACK, *PLANET_RGB.values(), *TIER_RGB.values()]
    solids += [*seats, (0, 0, 0), (255, 255, 255)]
    pairs: list[tuple[Rgb, Rgb]] = []
    for ground in (BG, PANEL):
        pairs += [(TEXT, ground), (MUTED, ground), (HIGHLIGHT, ground), (EDGE, ground)]
        pairs += [(c, ground) for c in seats]
    pairs += [(DARK, c) for c in (*PLANET_RGB.values(), *TIER_RGB.values())]
    pairs += [(c, PANEL) for c in PLANET_RGB.values()]
    pairs += [((0, 0, 0), c) for c in seats] + [(TEXT, CARD_BACK)]
    return build_palette(solids, pairs, steps=3)


def _name(seat: str, names: Mapping[str, str] | None) -> str:
    return str((names or {}).get(seat, seat))


def _seat_index(public: Mapping[str, Any], seat: str) -> int:
    seats = list(public.get("seats", []))
    return seats.index(seat) if seat in seats else 0


def _marker(canvas: Canvas, public: Mapping[str, Any], seat: str, center: tuple[int, int], size: int) -> None:
    style = seat_style(_seat_index(public, seat))
    canvas.marker(center, style.shape, style.colour, size)


def _status(public: Mapping[str, Any], acting: Sequence[str], names: Mapping[str, str] | None) -> str:
    phase = _w(f"phase_{public.get('phase', 'over')}")
    if public.get("phase") == "over":
        ranking = (public.get("result") or {}).get("ranking") or [[]]
        winners = ", ".join(_name(s, names) for s in ranking[0])
        return f"Andromeda · {_w('over')} · winner: {winners}"
    who = ", ".join(_name(s, names) for s in acting)
    active = _name(str(public.get("active", "")), names)
    return (
        f"Andromeda · {_w('round')} {public.get('round')} · {phase} · {_w('active')}: {active} · {_w('acting')}: {who}"
    )


PLANET_W = 250
PLANET_H = 300
GRID_X = MARGIN
GRID_Y = 70
RIGHT_X = GRID_X + 4 * (PLANET_W + 10) + 10
HEIGHT = GRID_Y + 2 * (PLANET_H + 10) + 10 + 5 * 48 + 20


def _planet_panel(canvas: Canvas, public: Mapping[str, Any], planet: Mapping[str, Any], x: int, y: int) -> None:
    pid = str(planet["id"])
    full = bool(planet.get("full"))
    canvas.rect((x, y, x + PLANET_W, y + PLANET_H), fill=PANEL, outline=HIGHLIGHT if full else EDGE, width=2, radius=10)
    colour = PLANET_RGB.get(pid, MUTED)
    canvas.draw.ellipse((x + 12, y + 12, x + 62, y + 62), fill=colour, outline=DARK, width=2)
    canvas.text((x + 37, y + 37), SHORT.get(pid, "?"), 22, DARK, bold=True, anchor="mm")
    canvas.text((x + 72, y + 14), str(planet.get("name", pid)), 24, TEXT, bold=True)
    if full:
        canvas.text((x + 72, y + 42), "FULL", 18, HIGHLIGHT, bold=True)
    for i, sat in enumerate(planet.get("satellites", [])):
        sy = y + 78 + i * 40
        canvas.draw.ellipse((x + 14, sy, x + 44, sy + 30), fill=EDGE, outline=TEXT, width=1)
        canvas.text((x + 29, sy + 15), str(sat.get("value")), 18, TEXT, bold=True, anchor="mm")
        centre = sat.get("centre")
        if centre is None:
            canvas.text((x + 56, sy + 4), "free", 18, MUTED)
        else:
            _marker(canvas, public, str(centre), (x + 68, sy + 15), 26)
            canvas.text((x + 88, sy + 4), str(centre), 18, TEXT, max_width=PLANET_W - 96)
    _stations(canvas, public, dict(planet.get("stations", {})), x, y + 202)


def _stations(canvas: Canvas, public: Mapping[str, Any], counts: Mapping[str, int], x: int, y: int) -> None:
    seats = list(public.get("seats", []))
    for i, seat in enumerate(seats):
        cx = x + 22 + (i % 3) * 82
        cy = y + 20 + (i // 3) * 44
        _marker(canvas, public, seat, (cx, cy), 26)
        canvas.text((cx + 16, cy - 12), f"×{counts.get(seat, 0)}", 20, TEXT)


def _earth_panel(canvas: Canvas, public: Mapping[str, Any], x: int, y: int) -> None:
    canvas.rect((x, y, x + PLANET_W, y + PLANET_H), fill=PANEL, outline=EDGE, width=2, radius=10)
    canvas.draw.ellipse((x + 12, y + 12, x + 62, y + 62), fill=(60, 120, 200), outline=DARK, width=2)
    canvas.text((x + 72, y + 20), _w("earth"), 24, TEXT, bold=True)
    counts = {s: int(p.get("earth", 0)) for s, p in public.get("players", {}).items()}
    _stations(canvas, public, counts, x, y + 90)


def _track(canvas: Canvas, public: Mapping[str, Any], key: str, title: str, labels: Sequence[str], y: int) -> int:
    canvas.text((RIGHT_X, y), title, 22, TEXT, bold=True)
    y += 32
    width = (WIDTH - MARGIN - RIGHT_X - 30) // 4
    for stage in range(1, 5):
        x = RIGHT_X + (stage - 1) * (width + 10)
        canvas.rect((x, y, x + width, y + 96), fill=PANEL, outline=EDGE, width=2, radius=8)
        canvas.text((x + 8, y + 4), f"{stage}: {labels[stage - 1]}", 18, MUTED, max_width=width - 12)
        here = [s for s, p in public.get("players", {}).items() if int(p.get(key, 1)) == stage]
        for i, seat in enumerate(here):
            _marker(canvas, public, seat, (x + 20 + (i % 4) * 28, y + 48 + (i // 4) * 28), 24)
    return y + 108


def _supply(canvas: Canvas, public: Mapping[str, Any], y: int) -> int:
    canvas.text((RIGHT_X, y), _w("supply"), 22, TEXT, bold=True)
    y += 32
    supply = public.get("bonus_supply", {})
    for i, tier in enumerate(TIER_ORDER):
        x = RIGHT_X + i * 122
        canvas.rect((x, y, x + 112, y + 44), fill=TIER_RGB[tier], outline=DARK, width=2, radius=6)
        canvas.text((x + 56, y + 22), f"{tier[:4]} ×{supply.get(tier, 0)}", 18, DARK, bold=True, anchor="mm")
    y += 56
    draw_text = f"{_w('draw')}: {public.get('draw_count', 0)}   {_w('discard')}: {public.get('discard_count', 0)}"
    canvas.text((RIGHT_X, y), draw_text, 20, TEXT)
    y += 34
    for line in _phase_lines(public):
        canvas.text((RIGHT_X, y), line, 20, HIGHLIGHT, max_width=WIDTH - MARGIN - RIGHT_X)
        y += 30
    return y


def _phase_lines(public: Mapping[str, Any], displays: bool = False) -> list[str]:
    """Trading and turn facts; `displays` adds one line per display (the alt text; the board draws them as cards)."""
    lines = []
    trade = public.get("trade")
    if trade:
        banned = ", ".join(trade.get("forbidden", [])) or "-"
        lines.append(f"Trading: {trade.get('k', 0)} of max {trade.get('max_offer', 3)} offered; banned: {banned}")
        for seat, p in public.get("players", {}).items() if displays else ():
            shown = ", ".join(p.get("display", []))
            if shown or p.get("has_chosen"):
                chosen = " (has chosen)" if p.get("has_chosen") else ""
                lines.append(f"{seat} displays {shown or 'nothing yet'}{chosen}")
        if trade.get("deciding"):
            lines.append(f"Deciding: {trade['deciding']}")
    turn = public.get("turn")
    if turn:
        lines.append(f"Actions of {turn.get('seat')}: {turn.get('used', 0)} of {turn.get('budget', 2)} used")
    if public.get("end_triggered"):
        lines.append("Three planets are full: last round")
    if public.get("round_cap"):
        lines.append(f"Round cap: {public['round_cap']}")
    return lines


def _players(canvas: Canvas, public: Mapping[str, Any], names: Mapping[str, str] | None, y: int) -> None:
    players = public.get("players", {})
    active = public.get("active")
    for i, seat in enumerate(public.get("seats", [])):
        p = players.get(seat, {})
        row_y = y + i * 48
        canvas.rect((MARGIN, row_y, WIDTH - MARGIN, row_y + 42), fill=PANEL, outline=EDGE, radius=6)
        _marker(canvas, public, seat, (MARGIN + 22, row_y + 21), 28)
        label = _name(seat, names) + (" ★" if seat == active else "")
        canvas.text(
            (MARGIN + 44, row_y + 9), label, 20, HIGHLIGHT if seat == active else TEXT, bold=True, max_width=200
        )
        bonus = ", ".join(p.get("bonus", [])) or "-"
        facts = (
            f"{_w('hand')} {p.get('hand_count', 0)}/{p.get('hand_limit', 9)} · {_w('transports')} "
            f"{p.get('transports', 0)} · bonus: {bonus} · {_w('score')} {p.get('score', 0)}"
        )
        canvas.text((MARGIN + 250, row_y + 9), facts, 20, TEXT, max_width=700)
        x = MARGIN + 960
        if p.get("display") or p.get("has_chosen"):
            canvas.text((x, row_y + 9), f"{_w('display')}:", 20, MUTED)
            x += 90
        for kind in p.get("display", []):
            colour = PLANET_RGB.get(kind) or TIER_RGB.get(kind, MUTED)
            canvas.rect((x, row_y + 5, x + 44, row_y + 37), fill=colour, outline=DARK, width=2, radius=4)
            canvas.text((x + 22, row_y + 21), SHORT.get(kind, kind[:2]), 18, DARK, bold=True, anchor="mm")
            x += 50
        if p.get("has_chosen"):
            canvas.rect((x, row_y + 5, x + 44, row_y + 37), fill=CARD_BACK, outline=TEXT, width=2, radius=4)
            canvas.text((x + 52, row_y + 9), _w("chosen"), 18, MUTED)


@lru_cache(maxsize=2)
def _background(height: int) -> Image.Image:
    return Canvas.new(WIDTH, height, BG).image


def draw_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Image.Image:
    public = view["public"]
    canvas = Canvas.over(_background(HEIGHT))
    canvas.text((MARGIN, 20), _status(public, view.get("acting", []), names), 24, TEXT, bold=True, max_width=1560)
    planets = list(public.get("planets", []))
    for i, planet in enumerate(planets):
        x = GRID_X + (i % 4) * (PLANET_W + 10)
        y = GRID_Y + (i // 4) * (PLANET_H + 10)
        _planet_panel(canvas, public, planet, x, y)
    _earth_panel(canvas, public, GRID_X + 3 * (PLANET_W + 10), GRID_Y + PLANET_H + 10)
    y = GRID_Y
    y = _track(canvas, public, "ship", _w("ship"), [f"{_w('limit')} {n}" for n in (9, 10, 11, 13)], y)
    y = _track(canvas, public, "tech", _w("tech"), [f"{n} {_w('pts')}" for n in (0, 1, 3, 6)], y)
    _supply(canvas, public, y)
    _players(canvas, public, names, GRID_Y + 2 * (PLANET_H + 10) + 10)
    return canvas.image


def board_alt(view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    public = view["public"]
    scores = ", ".join(f"{_name(s, names)} {v}" for s, v in public.get("scores", {}).items())
    essential = [
        _status(public, view.get("acting", []), names) + ".",
        f"Scores: {scores}.",
        *(f"{line}." for line in _phase_lines(public, True)),
    ]
    optional = []
    for planet in public.get("planets", []):
        centres = [f"{s['value']} {s['centre']}" for s in planet.get("satellites", []) if s.get("centre")]
        stations = ", ".join(f"{s} {n}" for s, n in planet.get("stations", {}).items() if n)
        optional.append(f"{planet.get('name')}: stations {stations or 'none'}; centres {', '.join(centres) or 'none'}.")
    return join_alt(essential, optional)


def draw_hand(view: Mapping[str, Any], locale: str = "en") -> Image.Image:
    private = view["private"]
    counts: dict[str, int] = {}
    for card in private.get("hand", []):
        counts[str(card.get("kind"))] = counts.get(str(card.get("kind")), 0) + 1
    kinds = [k for k in (*PLANET_ORDER, *TIER_ORDER) if k in counts]
    height = 300
    canvas = Canvas.new(WIDTH, height, BG)
    title = f"{_w('hand_title', locale)} ({view.get('you')}): {sum(counts.values())}"
    canvas.text((MARGIN, 16), title, 26, TEXT, bold=True)
    if not kinds:
        canvas.text((MARGIN, 80), _w("empty", locale), 22, MUTED)
    for i, kind in enumerate(kinds):
        x = MARGIN + i * 140
        colour = PLANET_RGB.get(kind) or TIER_RGB.get(kind, MUTED)
        canvas.rect((x, 70, x + 128, 240), fill=colour, outline=DARK, width=3, radius=10)
        canvas.text((x + 64, 110), kind.capitalize(), 20, DARK, bold=True, anchor="mm", max_width=120)
        canvas.text((x + 64, 175), f"×{counts[kind]}", 36, DARK, bold=True, anchor="mm")
    response = private.get("response")
    if response:
        canvas.text((MARGIN, 256), f"{_w('response', locale)}: {response.get('kind')}", 20, HIGHLIGHT)
    return canvas.image


def hand_alt(view: Mapping[str, Any], locale: str = "en") -> str:
    counts: dict[str, int] = {}
    for card in view["private"].get("hand", []):
        counts[str(card.get("kind"))] = counts.get(str(card.get("kind")), 0) + 1
    listed = ", ".join(f"{n} {k}" for k, n in counts.items()) or _w("empty", locale)
    return join_alt([f"{_w('hand_title', locale)} ({view.get('you')}): {listed}."])


def board(view: dict[str, Any], names: Mapping[str, str] | None = None) -> Picture:
    checked = require_view(view, GAME_ID)
    return make_picture(draw_board(checked, names), board_alt(checked, names), andromeda_palette())


def hand(view: dict[str, Any], locale: str = "en", names: Mapping[str, str] | None = None) -> Picture:
    checked = require_seat_view(view, GAME_ID)
    return make_picture(draw_hand(checked, locale), hand_alt(checked, locale), andromeda_palette())
