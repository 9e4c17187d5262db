"""The luck report (bot/game/history/luck.py) and each game's luck (`Game.luck`): values against exact expectations."""

from __future__ import annotations

import math
import random
from fractions import Fraction

from bot.game.base.phrases import Naming
from bot.game.history.luck import luck_report, luck_words
from bot.game.history.timelapse import TurnFrame, turn_frames
from rules.contract import Event, Luck
from rules.registry import registry
from tests.game.words import said

HANSE = registry.get("hanse")
ANDROMEDA = registry.get("andromeda")


def roll(seat: str, *dice: int, fusion: int = 0) -> Event:
    return {
        "type": "rolled",
        "to": None,
        "seat": seat,
        "kind": "normal",
        "dice": list(dice),
        "fusion": fusion,
        "energy": sum(dice) + fusion,
    }


def test_the_hanse_roll_is_measured_against_its_exact_mean_and_spread() -> None:
    # the roll's distribution, summed exactly: n ones (each adding 1), then a face 2-6, probability (1/6)^(n+1)
    mean = sum(Fraction(1, 6) ** (n + 1) * sum(n + v for v in range(2, 7)) for n in range(60))
    square = sum(Fraction(1, 6) ** (n + 1) * sum((n + v) ** 2 for v in range(2, 7)) for n in range(60))
    luck = HANSE.luck(roll("p1", 1, 5, fusion=2))
    assert luck is not None and (luck.seat, luck.value) == ("p1", 6.0)  # the Fusion Drive's 2 is not luck
    assert math.isclose(luck.mean, float(mean), rel_tol=1e-12)
    assert math.isclose(luck.spread**2, float(square - mean**2), rel_tol=1e-9)
    assert HANSE.luck({"type": "stepped", "to": None, "seat": "p1"}) is None


def test_an_andromeda_ring_draw_is_lucky_when_it_draws_the_founders_own_station() -> None:
    hit = {
        "type": "ring_draw",
        "to": None,
        "seat": "p1",
        "planet": "azura",
        "drawn": "p1",
        "satellite": "azura_s1",
        "own": 2,
        "pool": 6,
    }
    miss = {**hit, "drawn": "p2", "satellite": None, "own": 2, "pool": 5}
    assert ANDROMEDA.luck(hit) == Luck("p1", 1.0, 1 / 3, math.sqrt(2 / 9))
    assert ANDROMEDA.luck(miss) == Luck("p1", 0.0, 2 / 5, math.sqrt(6 / 25))
    assert ANDROMEDA.luck({**hit, "own": 3, "pool": 3}) is None  # a draw that cannot fail is no luck


def test_the_report_adds_each_seats_draws_and_finds_the_best_and_worst_moments() -> None:
    frames = [
        TurnFrame(0, {}, ()),
        TurnFrame(3, {}, (roll("p1", 6),)),
        TurnFrame(7, {}, (roll("p2", 2),)),
        TurnFrame(9, {}, (roll("p1", 2), roll("p1", 1, 1, 6))),
    ]
    report = luck_report(HANSE, ["p1", "p2"], frames)
    p1, p2 = report.seats
    assert report.turns == 3
    assert (p1.draws, p1.got, p2.draws, p2.got) == (3, 16.0, 1, 2.0)
    assert math.isclose(p1.expected, 3 * 4.2) and math.isclose(p1.spread, math.sqrt(3 * 2.24))
    assert p1.best is not None and (p1.best.turn, p1.best.event) == (3, roll("p1", 1, 1, 6))
    assert p1.worst is not None and p1.worst.turn == 3 and p1.worst.event == roll("p1", 2)
    assert [turn for turn, _ in p1.path] == [1, 3] and math.isclose(p1.path[-1][1], 16 - 12.6)
    words = [said(line) for line in luck_words(HANSE, report)]
    assert words[0] == "p1: 3 draws of chance gave 16 where 12.6 was expected (give or take 2.6): luckier than usual."
    assert words[-1] == "Unluckiest moment, turn 2: p2 rolled 2 for the flight: 2 energy."
    assert luck_words(HANSE, luck_report(HANSE, ["p1", "p2"], frames[:1]))[0].say("en", Naming()) == (
        "No dice or blind draws yet: there is no luck to report."
    )


def test_a_played_andromeda_game_reports_its_ring_draws_from_public_events_only() -> None:
    rand = random.Random(3)
    state = ANDROMEDA.setup(["p1", "p2", "p3"], 8)
    actions = []
    while not ANDROMEDA.is_over(state):
        seat = ANDROMEDA.acting(state)[0]
        legal = ANDROMEDA.legal_actions(state, seat)
        found = [a for a in legal if a.get("what") == "found"]
        action = found[0] if found else rand.choice(legal)
        actions.append((seat, action))
        state = ANDROMEDA.apply(state, seat, action).state

    class Row:
        def __init__(self, seq: int, seat: str, action: dict[str, object]) -> None:
            self.seq, self.seat, self.action = seq, seat, action

    rows = [Row(n + 1, seat, action) for n, (seat, action) in enumerate(actions)]
    frames = turn_frames(ANDROMEDA, ["p1", "p2", "p3"], 8, {}, rows)  # type: ignore[arg-type]
    report = luck_report(ANDROMEDA, ["p1", "p2", "p3"], frames)
    draws = [e for f in frames for e in f.events if e["type"] == "ring_draw" and 0 < e["own"] < e["pool"]]
    assert draws and sum(s.draws for s in report.seats) == len(draws)
    hits = sum(1 for e in draws if e["drawn"] == e["seat"])
    assert math.isclose(sum(s.got for s in report.seats), hits)
