"""Games stored before a wave of powers was released replay exactly (issue: releasing waves 2a and 2b).

The files in tests/rules/cosmic/stored/ were recorded by the build that had released only the first wave, and by the one
that had released the first wave and wave 2a (tests/rules/cosmic/stored/record.py): seats, seed, the resolved options as
the bot stores them, every move with a digest of its events, and the encoded state at the end. Each later build must
give the same events move by move and end in the same state.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from rules.base import same_encoding
from rules.cosmic import setup
from rules.cosmic.game import GAME
from tests.rules.cosmic.stored.record import GAMES, W2A_GAMES, digest

STORED = Path(__file__).parent / "stored"


def stored(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(gzip.decompress((STORED / f"{name}.json.gz").read_bytes()))
    return data


STORED_POOLS = {**dict.fromkeys(GAMES, "r1"), **dict.fromkeys(W2A_GAMES, "w2a")}
"""Each stored game and the pool it was set up with (the default pool of the build that recorded it)."""


@pytest.mark.parametrize("name", sorted(STORED_POOLS))
@pytest.mark.parametrize("released", [None, ("r1", "w2a", "w2b")])
def test_a_game_stored_under_an_earlier_release_replays_exactly(
    name: str, released: tuple[str, ...] | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Also under a build that has released every wave (whatever this one has released so far)."""
    if released is not None:
        monkeypatch.setattr(setup, "RELEASED", released)
    data = stored(name)
    assert data["options"]["power_pool"] == STORED_POOLS[name]
    state = GAME.setup(data["seats"], data["seed"], data["options"])
    for number, (seat, action, told) in enumerate(data["moves"], start=1):
        assert seat in GAME.acting(state), f"move {number}"
        step = GAME.apply(state, seat, action)
        assert digest(step.events) == told, f"move {number} gives other events than the stored game"
        state = step.state
    # the stored state is an encoding without a version (rules/cosmic/state.py `VERSION`): upgraded, it is this one
    assert "v" not in json.loads(data["state"])
    assert GAME.decode(data["state"]) == state
    assert same_encoding(GAME.encode(state), GAME.encode(GAME.decode(data["state"])))


def test_the_stored_games_cover_every_player_count_and_a_finished_game() -> None:
    games = [stored(name) for name in GAMES]
    assert sorted(len(g["seats"]) for g in games) == [3, 4, 5, 6]
    assert any(json.loads(g["state"])["phase"] == "over" for g in games)
    assert {g["options"]["power_mode"] for g in games} == {"beginner_game", "standard"}
    later = [stored(name) for name in W2A_GAMES]
    assert {g["options"]["power_mode"] for g in later} == {"standard", "choose_powers"}
    assert any(json.loads(g["state"])["phase"] == "over" for g in later)
