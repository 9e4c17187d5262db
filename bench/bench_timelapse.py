"""A 500-move Hanse game's timelapse (issue 20: ≤ 10 s on one core): the frames from the log, their board pictures,
and the animated picture, against drawing the same boards alone (the baseline)."""

from __future__ import annotations

import random

from bench.harness import measure, timing_table
from bot.game import turn_frames
from bot.store.base import LogRecord
from render.animation import timelapse
from render.registry import board_picture
from rules.registry import registry

SEATS = ["p1", "p2"]
SEED = 11


def long_log(moves: int = 500) -> list[LogRecord]:
    game = registry.get("hanse")
    state = game.setup(SEATS, SEED, {"round_cap": 0})
    rand = random.Random(SEED)
    rows: list[LogRecord] = []
    for seq in range(1, moves + 1):
        if game.is_over(state):
            break
        seat = game.acting(state)[0]
        action = rand.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action).state
        rows.append(LogRecord(seq, 1, "move", seq, seat, None, action, (), False, 0.0))
    return rows


def main() -> str:
    game = registry.get("hanse")
    rows = long_log()
    frames = turn_frames(game, SEATS, SEED, {"round_cap": 0}, rows)

    def boards() -> object:
        return [board_picture(f.view, None, "en") for f in frames]

    def whole() -> object:
        return timelapse(game, turn_frames(game, SEATS, SEED, {"round_cap": 0}, rows), "en")

    baseline = measure(f"draw {len(frames)} boards", boards, repeat=3, warmup=1)
    timed = measure(f"timelapse of {len(rows)} moves ({len(frames)} frames)", whole, repeat=3, warmup=1)
    return timing_table("Timelapse of a 500-move Hanse game (one core)", [timed], baseline)
