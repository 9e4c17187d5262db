"""The Hanse board picture, drawn from the public view (docs/games/hanse.md).

The posted picture (`board_image`) starts with a band of key facts in type a phone can read (render/phone.py,
`key_facts`: who decides, the scores, the last move, the result with its tie-break), then the board.

Top to bottom: the sun track (scores 0-70, one marker per seat), the planet row (orbits and gaps on a line above the
six planets, ships at their exact position), the goods waiting at each planet grouped by destination, one panel per
player (ship, containers, technologies, cards) and the turn panel (who decides what, what is left of the turn, the
pending intervention or pair choice, the last move, the result).

Speed: everything that never changes is drawn once into a cached background, kept quantised to the palette
too; a board is a copy of it plus the view's own text and markers, whose glyphs and images are cached too
(see render/text.py), and only what those touched is quantised again (render/canvas.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.canvas import Backdrop, Canvas
from render.hanse.theme import HIGHLIGHT_BG, ORBIT, PLANET_RGB, SUN, SUN_GLOW, hanse_palette
from render.hanse.words import (
    container_label,
    final_words,
    last_move_words,
    mid_scores,
    pair_choice_words,
    pending_words,
    planet_picker,
    position_words,
    seat_names,
    setup_hint,
    status_line,
    turn_items,
)
from render.palette import BG, DARK, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, TEXT, Rgb, seat_style
from render.phone import Band, KeyLine, band, short_names
from render.phone import stack as stacked
from render.text import fit_text, line_height, text_width, wrap_text
from rules.hanse.components import PLANET_BY_ID, PLANETS, WIN_SCORE
from rules.hanse.names import TEXT as WORDS
from rules.hanse.names import card_name, deck_name, planet_name

WIDTH, HEIGHT = 1600, 1180
BAND_LINES = 5  # the key facts' band above the board (render/phone.py): whose turn, scores, last move
MARGIN = 20

# sun track
TRACK_X0, TRACK_X1 = 70, 1560
TRACK_STEP = (TRACK_X1 - TRACK_X0) / (WIN_SCORE + 1)
TRACK_Y0, TRACK_Y1 = 118, 148
TRACK_MARK_Y = (98, 170)  # marker centre per seat: above and below the band
SCORE_MARK = 30

# planet row
COL_X0, COL_W = 130, 243
ORBIT_Y = 226
PLANET_Y, PLANET_R = 300, 44
NAME_Y = 352
SHIP = 38
SHIP_SPREAD = 21

# goods
GOODS_Y0, GOODS_Y1 = 392, 600
GOODS_ROW_Y, GOODS_ROW_H = 432, 33
GOODS_HALF = 117

# player panels and turn panel
PLAYER_Y0, PLAYER_Y1 = 612, 904
PANEL_X = ((MARGIN, 790), (810, WIDTH - MARGIN))
STATUS_Y0, STATUS_Y1 = 916, HEIGHT - MARGIN
LAST_BAND_H = 48


def column_x(index: int) -> int:
    """Centre of planet `index` (1-6)."""
    return COL_X0 + COL_W * (index - 1) + COL_W // 2


def gap_x(index: int) -> int:
    """Centre of the gap `g<index>`, between the orbits of planets `index` and `index + 1`."""
    return (column_x(index) + column_x(index + 1)) // 2


def score_x(score: int) -> int:
    return round(TRACK_X0 + TRACK_STEP * (min(max(score, 0), WIN_SCORE) + 0.5))


def position_xy(position: str) -> tuple[int, int] | None:
    kind, number = position[:1], position[1:]
    if not number.isdigit():
        return None
    k = int(number)
    if kind == "p" and 1 <= k <= 6:
        return column_x(k), PLANET_Y
    if kind == "o" and 1 <= k <= 6:
        return column_x(k), ORBIT_Y
    if kind == "g" and 1 <= k <= 5:
        return gap_x(k), ORBIT_Y
    return None


def _supersampled_disc(canvas: Canvas, center: tuple[int, int], radius: int, fill: tuple[int, int, int]) -> None:
    """An anti-aliased disc (drawn large, scaled down): only used for the cached background."""
    scale = 4
    size = radius * 2 + 4
    big = Image.new("L", (size * scale, size * scale), 0)
    ImageDraw.Draw(big).ellipse((2 * scale, 2 * scale, (size - 2) * scale, (size - 2) * scale), fill=255)
    mask = big.resize((size, size), Image.Resampling.LANCZOS)
    x, y = center[0] - size // 2, center[1] - size // 2
    canvas.paste(fill, (x, y, x + size, y + size), mask)


def _destination_badge(canvas: Canvas, center: tuple[int, int], planet_id: str) -> None:
    """A small disc in the destination planet's colour with its number: colour is never the only cue."""
    planet = PLANET_BY_ID.get(planet_id)
    if planet is None:
        return
    x, y = center
    canvas.ellipse((x - 12, y - 12, x + 12, y + 12), fill=PLANET_RGB.get(planet.colour, MUTED))
    canvas.text((x, y + 1), str(planet.index), 18, DARK, bold=True, anchor="mm")


@lru_cache(maxsize=4)
def background(locale: str = "en") -> Backdrop:
    """Everything that is the same on every board in `locale`, also in the palette's indices."""
    canvas = Canvas.new(WIDTH, HEIGHT, BG)
    canvas.text((MARGIN, 18), WORDS.tr(locale, "The Cosmic Hansa"), 30, TEXT, bold=True)

    # sun track: cells of five in alternating shades, every tenth number printed in its cell
    for score in range(WIN_SCORE + 1):
        x0 = round(TRACK_X0 + TRACK_STEP * score)
        x1 = round(TRACK_X0 + TRACK_STEP * (score + 1)) - 1
        shade = PANEL if (score // 5) % 2 == 0 else PANEL_EDGE
        canvas.rect((x0, TRACK_Y0, x1, TRACK_Y1), fill=shade)
    for score in range(0, WIN_SCORE + 1, 10):
        canvas.text((score_x(score), (TRACK_Y0 + TRACK_Y1) // 2), str(score), 18, TEXT, bold=True, anchor="mm")
    canvas.text((MARGIN, (TRACK_Y0 + TRACK_Y1) // 2), "MG", 20, MUTED, bold=True, anchor="lm")

    # the sun, cut by the left edge, and the orbit line with its orbit (light) and gap (dark) points
    for radius, colour in ((150, SUN_GLOW), (128, SUN)):
        _supersampled_disc(canvas, (-52, PLANET_Y - 20), radius, colour)
    canvas.line((column_x(1), ORBIT_Y, column_x(6), ORBIT_Y), fill=PANEL_EDGE, width=3)
    for k in range(1, 7):
        x = column_x(k)
        canvas.line((x, ORBIT_Y, x, PLANET_Y - PLANET_R), fill=PANEL_EDGE, width=3)
        canvas.ellipse((x - 10, ORBIT_Y - 10, x + 10, ORBIT_Y + 10), fill=ORBIT, outline=BG, width=2)
        if k < 6:
            g = gap_x(k)
            canvas.ellipse((g - 8, ORBIT_Y - 8, g + 8, ORBIT_Y + 8), fill=BG, outline=ORBIT, width=3)
    # legend in the free corner under the sun
    canvas.ellipse((MARGIN, 478, MARGIN + 20, 498), fill=ORBIT, outline=BG, width=2)
    canvas.text((MARGIN + 28, 488), WORDS.tr(locale, "orbit"), 18, MUTED, anchor="lm", max_width=COL_X0 - MARGIN - 28)
    canvas.ellipse((MARGIN + 2, 512, MARGIN + 18, 528), fill=BG, outline=ORBIT, width=3)
    canvas.text((MARGIN + 28, 520), WORDS.tr(locale, "gap"), 18, MUTED, anchor="lm", max_width=COL_X0 - MARGIN - 28)
    for planet in PLANETS:
        x = column_x(planet.index)
        _supersampled_disc(canvas, (x, PLANET_Y), PLANET_R, PLANET_RGB.get(planet.colour, MUTED))
        label = f"{planet.index} {planet_name(planet.id, locale)}"
        canvas.text((x, NAME_Y), label, 22, TEXT, bold=True, anchor="mt", max_width=COL_W - 8)
        canvas.rect((x - GOODS_HALF, GOODS_Y0, x + GOODS_HALF, GOODS_Y1), fill=PANEL, outline=PANEL_EDGE, radius=10)
    for x0, x1 in PANEL_X:
        canvas.rect((x0, PLAYER_Y0, x1, PLAYER_Y1), fill=PANEL, outline=PANEL_EDGE, radius=12)
    canvas.rect((MARGIN, STATUS_Y0, WIDTH - MARGIN, STATUS_Y1), fill=PANEL, outline=PANEL_EDGE, radius=12)
    return Backdrop.of(canvas.image, hanse_palette())


def values_text(values: list[int], px: int, max_width: int) -> str:
    """ "3 3 2", or "2×3 4×2" when the plain list does not fit."""
    plain = " ".join(str(v) for v in values)
    if text_width(plain, px, True) <= max_width:
        return plain
    counts = Counter(values)
    return " ".join(f"{counts[v]}×{v}" for v in sorted(counts, reverse=True))


def _highlights(public: Mapping[str, Any]) -> tuple[str | None, set[str]]:
    """The planet and the ships the last move concerned, to ring them on the board."""
    last = public.get("last") or {}
    action = last.get("action") or {}
    seat = last.get("seat")
    kind = action.get("type")
    players = public.get("players", {})
    position = str(players.get(seat, {}).get("position", "")) if seat else ""
    planet_here = PLANETS[int(position[1:]) - 1].id if position[:1] in ("p", "o") and position[1:].isdigit() else None
    if kind in ("step", "hyperjump"):
        return None, {str(seat)}
    if kind == "play" and "planet" in action:
        return str(action["planet"]), set()
    if kind == "play" and str(action.get("card", "")).startswith("passagier_"):
        return str(action["card"]).removeprefix("passagier_"), set()
    if kind in ("load", "unload", "buy", "remove_pair"):
        return planet_here, set()
    if kind == "choose_start_planet":
        return str(action.get("planet")), set()
    return None, set()


def draw_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Canvas:
    """The board on a canvas over the cached background (`.image` is the RGB picture), labelled in `locale`."""
    names = seat_names(names, locale)
    public = view["public"]
    canvas = Canvas.over(background(locale))
    seats = list(public.get("seats", []))
    players = public.get("players", {})
    acting = set(view.get("acting", []))
    highlight_planet, highlight_ships = _highlights(public)

    _header(canvas, view, locale)
    _scores(canvas, public, seats, names)
    _ships(canvas, players, seats, highlight_ships, highlight_planet)
    _goods(canvas, public, locale)
    for i, seat in enumerate(seats[:2]):
        _player_panel(canvas, public, seat, i, PANEL_X[i], seat in acting, names, locale)
    _status(canvas, public, seats, names, locale)
    return canvas


def key_facts(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> list[KeyLine]:
    """What a player needs at a glance, for the band a phone can read: who decides what (or the result, with the
    tie-break), the scores (at the end with the technologies that break a tie), the last move, and what is left of
    the turn while there is room."""
    public = view["public"]
    names = short_names(seat_names(names, locale), public.get("seats", []), WIDTH)
    facts = [KeyLine(status_line(public, names, locale), HIGHLIGHT, limit=3)]
    if public.get("result"):
        facts.append(KeyLine(final_words(public, names, locale), TEXT, limit=2))
        return facts
    facts.append(KeyLine(mid_scores(public, names, locale), TEXT, limit=2))
    if public.get("last"):
        facts.append(KeyLine(last_move_words(public, names, locale), TEXT, limit=2))
    items = turn_items(public.get("turn"), locale)
    if items:  # what is left of the turn, while the band has room
        facts.append(KeyLine(" · ".join(items), MUTED, optional=True))
    return facts


def key_band(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Band:
    """The key facts in big type, drawn above the board (render/phone.py)."""
    return band(WIDTH, key_facts(view, names, locale), BAND_LINES)


def board_image(view: Mapping[str, Any], names: Mapping[str, str] | None = None, locale: str = "en") -> Image.Image:
    """The posted picture in the palette's indices: the key facts' band above the board."""
    palette = hanse_palette()
    return stacked(
        key_band(view, names, locale).canvas.indexed(palette), draw_board(view, names, locale).indexed(palette)
    )


def _header(canvas: Canvas, view: Mapping[str, Any], locale: str) -> None:
    public = view["public"]
    removed = public.get("removed", {})
    parts = [WORDS.tr(locale, "Move {number}", number=view.get("seq", 0))]
    cap = int(public.get("round_cap") or 0)
    if cap:
        turns = max((int(p.get("turns_taken", 0)) for p in public.get("players", {}).values()), default=0)
        parts.append(WORDS.tr(locale, "turn {turn} of {cap}", turn=turns, cap=cap))
    parts.append(
        WORDS.tr(
            locale,
            "goods left {left}, removed {removed}",
            left=public.get("goods_left", 0),
            removed=removed.get("count", 0),
        )
    )
    text = "  ·  ".join(parts)
    canvas.text((WIDTH - MARGIN, 24), text, 20, MUTED, anchor="ra")


def _scores(canvas: Canvas, public: Mapping[str, Any], seats: list[str], names: Mapping[str, str]) -> None:
    scores = public.get("scores", {})
    for i, seat in enumerate(seats[:2]):
        style = seat_style(i)
        score = int(scores.get(seat, 0))
        x, y = score_x(score), TRACK_MARK_Y[i]
        edge = TRACK_Y0 if i == 0 else TRACK_Y1
        canvas.line((x, y, x, edge), fill=style.colour, width=3)
        canvas.marker((x, y), style.shape, style.colour, SCORE_MARK)
        label = f"{fit_text(names[seat], canvas.px(22), 220, bold=True)} {score}"
        if x > WIDTH - 320:
            canvas.text((x - SCORE_MARK // 2 - 8, y), label, 22, style.colour, bold=True, anchor="rm")
        else:
            canvas.text((x + SCORE_MARK // 2 + 8, y), label, 22, style.colour, bold=True, anchor="lm")


def _ships(
    canvas: Canvas,
    players: Mapping[str, Any],
    seats: list[str],
    highlight_ships: set[str],
    highlight_planet: str | None,
) -> None:
    if highlight_planet in PLANET_BY_ID:
        planet = PLANET_BY_ID[str(highlight_planet)]
        x = column_x(planet.index)
        canvas.ellipse(
            (x - PLANET_R - 7, PLANET_Y - PLANET_R - 7, x + PLANET_R + 7, PLANET_Y + PLANET_R + 7),
            outline=HIGHLIGHT,
            width=4,
        )
        canvas.rect((x - GOODS_HALF, GOODS_Y0, x + GOODS_HALF, GOODS_Y1), outline=HIGHLIGHT, width=3, radius=10)
    where: dict[str, list[int]] = {}
    for i, seat in enumerate(seats[:2]):
        position = str(players.get(seat, {}).get("position", ""))
        where.setdefault(position, []).append(i)
    for position, indices in where.items():
        xy = position_xy(position)
        if xy is None:
            continue
        for n, i in enumerate(indices):
            offset = 0 if len(indices) == 1 else (2 * n - 1) * SHIP_SPREAD
            style = seat_style(i)
            ring = HIGHLIGHT if seats[i] in highlight_ships else None
            size = SHIP + 14 if ring else SHIP
            canvas.marker((xy[0] + offset, xy[1]), style.shape, style.colour, size, ring=ring)


def _goods(canvas: Canvas, public: Mapping[str, Any], locale: str) -> None:
    for planet in public.get("planets", []):
        index = int(planet.get("index", 0))
        if not 1 <= index <= 6:
            continue
        x = column_x(index)
        x0, x1 = x - GOODS_HALF, x + GOODS_HALF
        stacks = planet.get("stacks", [])
        count = sum(len(s.get("values", [])) for s in stacks)
        canvas.text(
            (x, GOODS_Y0 + 10),
            WORDS.ntr(locale, "{count} card waiting", "{count} cards waiting", count)
            if count
            else WORDS.tr(locale, "no goods"),
            18,
            MUTED,
            anchor="mt",
        )
        for row, stack in enumerate(stacks[:5]):
            y = GOODS_ROW_Y + row * GOODS_ROW_H + GOODS_ROW_H // 2
            name = planet_name(str(stack.get("destination")), locale)
            room = x1 - x0 - 50 - 8  # between the badge and the right edge, less a gap
            values = values_text(list(stack.get("values", [])), 20, room - text_width(name, canvas.px(20)))
            used = canvas.text((x1 - 10, y), values, 20, TEXT, bold=True, anchor="rm")
            _destination_badge(canvas, (x0 + 22, y), str(stack.get("destination")))
            canvas.text(
                (x0 + 40, y),
                name,
                20,
                TEXT,
                anchor="lm",
                max_width=x1 - x0 - 58 - used,
            )


def _player_panel(
    canvas: Canvas,
    public: Mapping[str, Any],
    seat: str,
    index: int,
    span: tuple[int, int],
    deciding: bool,
    names: Mapping[str, str],
    locale: str,
) -> None:
    player = public.get("players", {}).get(seat, {})
    style = seat_style(index)
    x0, x1 = span
    y = PLAYER_Y0
    if deciding:
        canvas.rect((x0, PLAYER_Y0, x1, PLAYER_Y1), outline=style.colour, width=4, radius=12)
    canvas.marker((x0 + 32, y + 34), style.shape, style.colour, 36)
    deck = deck_name(str(player.get("deck", "")), locale)
    score = WORDS.tr(locale, "{score} MG", score=player.get("score", 0))
    score_w = canvas.text((x1 - 18, y + 34), score, 28, style.colour, bold=True, anchor="rm")
    tag = "  ◀ " + WORDS.tr(locale, "deciding") if deciding else ""
    canvas.text(
        (x0 + 60, y + 34),
        f"{names[seat]} · {deck}{tag}",
        26,
        TEXT,
        bold=True,
        anchor="lm",
        max_width=x1 - x0 - 100 - score_w,
    )
    ship = WORDS.tr(locale, "Ship {where}", where=position_words(player.get("position"), locale))
    canvas.text((x0 + 18, y + 64), ship, 20, TEXT, max_width=x1 - x0 - 36)

    # containers: three slots, the ones not built yet dimmed
    containers = {int(c.get("index", 0)): c for c in player.get("containers", [])}
    slot_w = (x1 - x0 - 36 - 2 * 12) // 3
    top = y + 98
    for slot in range(3):
        sx0 = x0 + 18 + slot * (slot_w + 12)
        sx1 = sx0 + slot_w
        box = (sx0, top, sx1, top + 66)
        container = containers.get(slot)
        if container is None:
            canvas.rect(box, outline=PANEL_EDGE, width=2, radius=8)
            canvas.text((sx0 + 10, top + 8), container_label(slot, locale), 18, MUTED, max_width=slot_w - 20)
            canvas.text((sx0 + 10, top + 36), WORDS.tr(locale, "not built"), 20, MUTED, max_width=slot_w - 20)
            continue
        canvas.rect(box, fill=BG, outline=ORBIT, width=2, radius=8)
        destination = container.get("destination")
        canvas.text((sx0 + 10, top + 8), container_label(slot, locale), 18, MUTED, bold=True)
        if destination:
            values = values_text(list(container.get("values", [])), 20, slot_w - 60)
            canvas.text((sx1 - 10, top + 8), values, 20, TEXT, bold=True, anchor="ra")
            _destination_badge(canvas, (sx0 + 22, top + 46), str(destination))
            canvas.text(
                (sx0 + 40, top + 46),
                planet_name(str(destination), locale),
                20,
                TEXT,
                anchor="lm",
                max_width=slot_w - 50,
            )
        else:
            canvas.text((sx0 + 10, top + 36), WORDS.tr(locale, "empty"), 20, MUTED, max_width=slot_w - 20)

    # technologies, duplicates counted
    kinds = Counter(str(t.get("kind")) for t in player.get("tableau", []))
    order = list(dict.fromkeys(str(t.get("kind")) for t in player.get("tableau", [])))
    techs = ", ".join(card_name(k, locale) + (f" ×{kinds[k]}" if kinds[k] > 1 else "") for k in order)
    count = player.get("technologies", len(player.get("tableau", [])))
    line = WORDS.tr(locale, "Technologies ({count}): {cards}", count=count, cards=techs)
    lines = wrap_text(line, canvas.px(20), x1 - x0 - 36)[:2]
    canvas.lines((x0 + 18, y + 178), lines, 20, TEXT)

    discard = player.get("discard", [])
    cards = WORDS.tr(
        locale,
        "Hand {hand}  ·  deck {deck}  ·  discard {discard}  ·  turns {turns}",
        hand=player.get("hand_count", 0),
        deck=player.get("deck_count", 0),
        discard=len(discard),
        turns=player.get("turns_taken", 0),
    )
    canvas.text((x0 + 18, y + 236), cards, 20, TEXT, max_width=x1 - x0 - 36)
    top_card = card_name(str(discard[-1].get("kind")), locale) if discard else WORDS.tr(locale, "none")
    discard_line = WORDS.tr(locale, "Top of discard: {card}", card=top_card)
    canvas.text((x0 + 18, y + 262), discard_line, 20, MUTED, max_width=x1 - x0 - 36)


def _status(canvas: Canvas, public: Mapping[str, Any], seats: list[str], names: Mapping[str, str], locale: str) -> None:
    x0, x1 = MARGIN + 18, WIDTH - MARGIN - 18
    y = STATUS_Y0 + 14
    result = public.get("result")
    decider = _decider(public)
    headline = status_line(public, names, locale)
    if decider in seats[:2]:
        style = seat_style(seats.index(str(decider)))
        canvas.marker((x0 + 14, y + 16), style.shape, style.colour, 30)
        canvas.text(
            (x0 + 38, y + 16),
            headline,
            26,
            HIGHLIGHT if result else TEXT,
            bold=True,
            anchor="lm",
            max_width=x1 - x0 - 38,
        )
    else:
        canvas.text(
            (x0, y + 16), headline, 26, HIGHLIGHT if result else TEXT, bold=True, anchor="lm", max_width=x1 - x0
        )
    y += 44
    step = line_height(canvas.px(20)) + 6
    last = public.get("last")
    # (priority, text, colour, bold): when the panel is full, the least important lines give way
    body: list[tuple[int, str, Rgb, bool]] = []
    items = turn_items(public.get("turn"), locale)
    if items and not result:
        owner = names[str(public.get("active"))]
        turn_line = WORDS.tr(locale, "Turn of {seat}: {items}", seat=owner, items="  ·  ".join(items))
        for line in wrap_text(turn_line, canvas.px(20), x1 - x0)[:2]:
            body.append((1, line, TEXT, False))
    roll = public.get("last_roll")
    if roll and not result:
        dice = ", ".join(str(d) for d in roll.get("dice", []))
        who = names[str(roll.get("seat"))]
        energy = roll.get("energy", 0)
        if roll.get("fusion"):
            rolled = WORDS.tr(
                locale,
                "Roll by {seat}: {dice} + {fusion} from Fusion Drives = {energy} energy",
                seat=who,
                dice=dice,
                fusion=roll["fusion"],
                energy=energy,
            )
        else:
            rolled = WORDS.tr(locale, "Roll by {seat}: {dice} = {energy} energy", seat=who, dice=dice, energy=energy)
        body.append((2, rolled, MUTED, False))
    if result:
        body.append((0, final_words(public, names, locale), TEXT, False))
    hint = setup_hint(str(public.get("phase")), locale)
    if hint:
        body.append((1, hint, MUTED, False))
    pending = public.get("pending")
    if pending and not _is_last_play(last, pending):
        body.append((0, pending_words(public, names, locale), HIGHLIGHT, True))
    if public.get("pair_choice"):
        for line in wrap_text(pair_choice_words(public, locale), canvas.px(20), x1 - x0)[:2]:
            body.append((0, line, HIGHLIGHT, True))
    bottom = STATUS_Y1 - (LAST_BAND_H + 4 if last else 8)
    room = max(0, (bottom - y) // step)
    kept = sorted(sorted(range(len(body)), key=lambda i: (body[i][0], i))[:room])
    for i in kept:
        _, text, colour, bold = body[i]
        canvas.text((x0, y), text, 20, colour, bold=bold, max_width=x1 - x0)
        y += step
    if last:
        band_y = STATUS_Y1 - LAST_BAND_H
        canvas.rect((MARGIN + 8, band_y, WIDTH - MARGIN - 8, STATUS_Y1 - 8), fill=HIGHLIGHT_BG, radius=8)
        canvas.text(
            (x0, band_y + 20),
            last_move_words(public, names, locale),
            20,
            HIGHLIGHT,
            bold=True,
            anchor="lm",
            max_width=x1 - x0,
        )


def _is_last_play(last: Mapping[str, Any] | None, pending: Mapping[str, Any]) -> bool:
    """Whether the pending intervention is exactly the last move (then the last-move band already says it)."""
    if not last:
        return False
    action = last.get("action") or {}
    return bool(
        last.get("seat") == pending.get("by")
        and action.get("type") == "play"
        and action.get("card") == pending.get("card")
    )


def _decider(public: Mapping[str, Any]) -> str | None:
    result = public.get("result")
    if result:
        ranking = result.get("ranking") or []
        return str(ranking[0][0]) if ranking and len(ranking[0]) == 1 else None
    phase = public.get("phase")
    if phase == "reaction" and public.get("pending"):
        others = [s for s in public.get("seats", []) if s != public["pending"].get("by")]
        return str(others[0]) if others else None
    if phase == "setup_choice":
        return str(public.get("chooser"))
    if phase == "setup_planet":
        return planet_picker(public)
    active = public.get("active")
    return str(active) if active else None
