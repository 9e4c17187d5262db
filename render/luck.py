"""The luck chart: each player's running luck over the game, one line per player, drawn from numbers only.

The y axis is what the dice and blind draws gave minus what they give on average, added up turn by turn (above
the zero line: luckier than average). Players keep their seat colours. The caller passes every word (title,
axis labels, names, alt text) already in the reader's language; nothing here knows a game.

API:
    luck_chart(chart) -> Picture   # chart: anything with `series` ((name, seat index, path) each, path the
                                   # (turn, running luck) points), `turns`, `title`, `x_label`, `y_label`, `alt`
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PIL import Image, ImageDraw

from render.fonts import font
from render.palette import BG, MUTED, PANEL, PANEL_EDGE, TEXT, seat_style
from render.picture import ALT_LIMIT, Picture, make_picture

WIDTH, HEIGHT = 1100, 620
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 90, 290, 80, 70
LABEL_PX, TITLE_PX = 20, 30


Series = tuple[str, int, Sequence[tuple[int, float]]]
"""One player's line: their name, their seat's index (for the colour) and their (turn, running luck) points."""


class Chart(Protocol):
    @property
    def series(self) -> Sequence[Series]: ...
    @property
    def turns(self) -> int: ...
    @property
    def title(self) -> str: ...
    @property
    def x_label(self) -> str: ...
    @property
    def y_label(self) -> str: ...
    @property
    def alt(self) -> str: ...


def luck_chart(chart: Chart) -> Picture:
    series, turns = chart.series, chart.turns
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    draw = ImageDraw.Draw(image)
    left, top = MARGIN_LEFT, MARGIN_TOP
    right, bottom = WIDTH - MARGIN_RIGHT, HEIGHT - MARGIN_BOTTOM
    draw.rectangle((left, top, right, bottom), fill=PANEL, outline=PANEL_EDGE, width=2)
    draw.text((left, 24), chart.title, font=font(TITLE_PX, bold=True), fill=TEXT)
    top_value = max([abs(v) for _, _, path in series for _, v in path] + [1.0]) * 1.15
    span = max(turns, 1)

    def at(turn: float, value: float) -> tuple[float, float]:
        x = left + (right - left) * turn / span
        y = (top + bottom) / 2 - (bottom - top) / 2 * value / top_value
        return x, y

    zero = at(0, 0)[1]
    draw.line((left, zero, right, zero), fill=MUTED, width=2)
    small = font(LABEL_PX)
    for value in (top_value / 1.15, 0.0, -top_value / 1.15):
        y = at(0, value)[1]
        draw.text((left - 12, y), _number(value), font=small, fill=MUTED, anchor="rm")
    for turn in _ticks(span):
        x = at(turn, 0)[0]
        draw.line((x, bottom, x, bottom + 6), fill=MUTED, width=2)
        draw.text((x, bottom + 10), str(turn), font=small, fill=MUTED, anchor="ma")
    draw.text(((left + right) / 2, HEIGHT - 24), chart.x_label, font=small, fill=MUTED, anchor="ms")
    draw.text((left, top - 8), chart.y_label, font=small, fill=MUTED, anchor="ls")
    legend_y = top
    for name, seat_index, path in series:
        colour = seat_style(seat_index).colour
        # a step line: luck changes at a draw and holds until the next one, up to the last turn
        points = [at(0, 0)]
        level = 0.0
        for turn, value in path:
            points += [at(turn, level), at(turn, value)]
            level = value
        points.append(at(span, level))
        draw.line(points, fill=colour, width=4)
        final = path[-1][1] if path else 0.0
        draw.line((right + 24, legend_y + 12, right + 56, legend_y + 12), fill=colour, width=5)
        draw.text((right + 66, legend_y), name, font=font(LABEL_PX, bold=True), fill=TEXT)
        draw.text((right + 66, legend_y + 26), _number(final, signed=True), font=small, fill=colour)
        legend_y += 64
    return make_picture(image, chart.alt[:ALT_LIMIT])  # the chart's alt is a report in words of any length


def _ticks(span: int) -> list[int]:
    step = max(1, round(span / 8))
    return list(range(0, span + 1, step))


def _number(value: float, signed: bool = False) -> str:
    text = f"{value:+.1f}" if signed else f"{value:.1f}"
    return text.replace(".0", "") if text.endswith(".0") else text
