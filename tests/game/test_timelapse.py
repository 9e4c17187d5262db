"""The frames of a timelapse (bot/game/history/timelapse.py): one at the start, one per turn, one at the end, each the
public view of the state at its move, carrying no hidden card, with the public events since the frame before."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from bot.game.history.replay import replay
from bot.game.history.timelapse import open_hands, turn_frames
from bot.store.base import LogRecord
from rules.registry import registry


def random_log(game_id: str, seats: list[str], seed: int, moves: int) -> list[LogRecord]:
    game = registry.get(game_id)
    state = game.setup(seats, seed, {})
    rand = random.Random(seed)
    rows: list[LogRecord] = []
    for seq in range(1, moves + 1):
        if game.is_over(state):
            break
        seat = game.acting(state)[0]
        action = rand.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action).state
        rows.append(LogRecord(seq, 1, "move", seq, seat, None, action, (), False, 0.0))
    return rows


@pytest.mark.parametrize(("game_id", "seats"), [("hanse", ["p1", "p2"]), ("andromeda", ["p1", "p2", "p3"])])
def test_frames_are_public_views_one_per_turn(game_id: str, seats: list[str]) -> None:
    game = registry.get(game_id)
    rows = random_log(game_id, seats, 7, 160)
    frames = turn_frames(game, seats, 7, {}, rows)
    assert frames[0].seq == 0 and frames[-1].seq == rows[-1].seq
    assert 2 < len(frames) <= len(rows) + 1
    assert [f.seq for f in frames] == sorted({f.seq for f in frames})
    for frame in frames:
        assert "you" not in frame.view and "private" not in frame.view
        state = replay(game, seats, 7, {}, rows, upto=frame.seq)
        assert frame.view == game.view(state, None)
        hidden = {i for seat, ids in game.secrets(state).items() for i in ids}
        text = json.dumps(frame.view)
        assert not [i for i in hidden if i in text], frame.seq
        assert all(event.get("to") is None for event in frame.events)
    told = sum(len(f.events) for f in frames)
    assert told > 0  # the captions have something to say
    # a frame ends each turn: between two frames the acting seats changed, or the game ended
    for before, after in itertools.pairwise(frames):
        start = replay(game, seats, 7, {}, rows, upto=before.seq)
        end = replay(game, seats, 7, {}, rows, upto=after.seq)
        assert set(game.acting(start)) != set(game.acting(end)) or game.is_over(end) or after is frames[-1]


def test_open_hands_show_each_seats_own_view_of_a_turn() -> None:
    game = registry.get("hanse")
    seats = ["p1", "p2"]
    rows = random_log("hanse", seats, 7, 120)
    frames = turn_frames(game, seats, 7, {}, rows)
    shown = open_hands(game, seats, 7, {}, rows, 3)
    assert (shown.turn, shown.turns, shown.frame) == (3, len(frames), frames[2])
    state = replay(game, seats, 7, {}, rows, upto=frames[2].seq)
    assert shown.hands == {seat: game.view(state, seat) for seat in seats}
    assert open_hands(game, seats, 7, {}, rows, 10**6).turn == len(frames)  # clamped to the last turn
