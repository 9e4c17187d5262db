"""An honest luck report: what each player's dice and blind draws gave them against what they give on average.

Computed from the seed and the log replayed (the same frames as the timelapse, public events only, so it may be
shown while a game runs), from the events the game declares as luck (`Game.luck`). For each seat: how many
draws of chance, their sum against the expected sum, the spread of that sum (the square root of the summed
variances), and the luckiest and unluckiest single moments, measured in spreads away from the mean (a z-score),
so that a die of six faces and a one-in-three draw compare fairly. `path` is the running difference, turn by
turn, for the chart (render/luck.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.game.base.phrases import Naming, Narrated, Number, Sayable, Seat, nphrase, phrase
from bot.game.history.timelapse import TurnFrame
from rules.contract import Event, Game
from rules.i18n import TEXT

# How far from the mean a player's total must be, in spreads, to be called lucky or unlucky rather than usual.
VERDICT_AT = 1.0


@dataclass(frozen=True)
class Moment:
    turn: int
    score: float
    """Spreads above (lucky) or below (unlucky) the mean."""
    event: Event


@dataclass(frozen=True)
class SeatLuck:
    seat: str
    draws: int
    got: float
    expected: float
    spread: float
    best: Moment | None
    worst: Moment | None
    path: tuple[tuple[int, float], ...]
    """(turn, got − expected so far) after each turn with a draw of this seat."""

    @property
    def score(self) -> float:
        """How many spreads the total is above (or below) what was expected; 0 without draws."""
        return (self.got - self.expected) / self.spread if self.spread > 0 else 0.0


@dataclass(frozen=True)
class LuckReport:
    turns: int
    seats: tuple[SeatLuck, ...]


def luck_report(game: Game, seats: Sequence[str], frames: Sequence[TurnFrame]) -> LuckReport:
    """Each seat's luck over the frames (frame n holds the public events of turn n)."""
    draws: dict[str, list[tuple[int, float, float, float, Event]]] = {seat: [] for seat in seats}
    for turn, frame in enumerate(frames):
        for event in frame.events:
            found = game.luck(event)
            if found is not None and found.seat in draws and found.spread > 0:
                draws[found.seat].append((turn, found.value, found.mean, found.spread, event))
    return LuckReport(max(len(frames) - 1, 0), tuple(_seat_luck(seat, draws[seat]) for seat in seats))


def _seat_luck(seat: str, draws: list[tuple[int, float, float, float, Event]]) -> SeatLuck:
    got = sum(d[1] for d in draws)
    expected = sum(d[2] for d in draws)
    spread = math.sqrt(sum(d[3] ** 2 for d in draws))
    moments = [Moment(turn, (value - mean) / sd, event) for turn, value, mean, sd, event in draws]
    path: list[tuple[int, float]] = []
    running = 0.0
    for turn, value, mean, _, _ in draws:
        running += value - mean
        if path and path[-1][0] == turn:
            path[-1] = (turn, running)
        else:
            path.append((turn, running))
    best = max(moments, key=lambda m: m.score, default=None)
    worst = min(moments, key=lambda m: m.score, default=None)
    return SeatLuck(seat, len(draws), got, expected, spread, best, worst, tuple(path))


def luck_words(game: Game, report: LuckReport) -> tuple[Sayable, ...]:
    """The report in sentences: one per seat, then its luckiest and unluckiest moments."""
    lines: list[Sayable] = []
    if not any(s.draws for s in report.seats):
        return (phrase("No dice or blind draws yet: there is no luck to report."),)
    for luck in report.seats:
        if not luck.draws:
            lines.append(phrase("{seat}: no dice or blind draws.", seat=Seat(luck.seat)))
            continue
        lines.append(_summary(luck))
        best, worst = luck.best, luck.worst
        if best is not None and best.score > 0:
            lines.append(
                phrase("Luckiest moment, turn {turn}: {event}", turn=best.turn, event=Narrated(game, best.event))
            )
        if worst is not None and worst.score < 0:
            lines.append(
                phrase("Unluckiest moment, turn {turn}: {event}", turn=worst.turn, event=Narrated(game, worst.event))
            )
    return tuple(lines)


def _summary(luck: SeatLuck) -> Sayable:
    if luck.score >= VERDICT_AT:
        verdict = phrase("luckier than usual")
    elif luck.score <= -VERDICT_AT:
        verdict = phrase("unluckier than usual")
    else:
        verdict = phrase("about as expected")
    return nphrase(
        "{seat}: {count} draw of chance gave {got} where {expected} was expected (give or take {spread}): {verdict}.",
        "{seat}: {count} draws of chance gave {got} where {expected} was expected (give or take {spread}): {verdict}.",
        luck.draws,
        seat=Seat(luck.seat),
        got=Number(luck.got),
        expected=Number(luck.expected),
        spread=Number(luck.spread),
        verdict=verdict,
    )


@dataclass(frozen=True)
class LuckChart:
    """What the luck chart shows, in words of one language (render/luck.py `luck_chart` draws it)."""

    series: tuple[tuple[str, int, tuple[tuple[int, float], ...]], ...]
    turns: int
    title: str
    x_label: str
    y_label: str
    alt: str


def luck_chart_of(game: Game, report: LuckReport, naming: Naming, locale: str) -> LuckChart:
    """The chart of the report in `locale`, seats named by `naming`, its alt text the report in words."""
    alt = " ".join(line.say(locale, naming) for line in luck_words(game, report))
    return LuckChart(
        series=tuple(
            (naming.seat_name(luck.seat, locale), index, luck.path) for index, luck in enumerate(report.seats)
        ),
        turns=report.turns,
        title=TEXT.tr(locale, "Luck in {title}", title=game.title_in(locale)),
        x_label=TEXT.tr(locale, "turn"),
        y_label=TEXT.tr(locale, "what chance gave minus what it gives on average (above 0: luckier)"),
        alt=alt,
    )
