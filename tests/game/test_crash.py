"""Durability: a driver process is SIGKILLed at random moments, 20 times; no acknowledged move is lost."""

from __future__ import annotations

import asyncio
import random
import signal
import sys
from pathlib import Path

import pytest

from bot.game.history.replay import effective_moves, replay
from bot.store.sqlite import SqliteStore
from tests.game.conftest import lookup
from tests.waits import event

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

ROOT = Path(__file__).resolve().parents[2]
KILLS = 20


async def _run_driver(db: Path, kill_after: float | None, max_moves: int | None = None) -> list[tuple[int, int]]:
    """Run the driver; kill it with SIGKILL `kill_after` seconds after it is ready. Returns its acks."""
    args = [sys.executable, "-m", "tests.game.crash_driver", str(db)]
    if max_moves is not None:
        args.append(str(max_moves))
    proc = await asyncio.create_subprocess_exec(*args, cwd=ROOT, stdout=asyncio.subprocess.PIPE)
    assert proc.stdout is not None
    assert (await proc.stdout.readline()).strip() == b"ready"
    if kill_after is not None:
        await asyncio.sleep(kill_after)  # the random moment of the crash
        proc.send_signal(signal.SIGKILL)
    out = await event(proc.stdout.read(), "the driver's acknowledgements and its end")
    code = await proc.wait()
    assert code == (-signal.SIGKILL if kill_after is not None else 0)
    acks = []
    for line in out.decode().splitlines():
        word, game, seq = line.split()
        assert word == "ack"
        acks.append((int(game), int(seq)))
    return acks


async def _assert_acks_stored(db: Path, acks: list[tuple[int, int]]) -> None:
    store = await SqliteStore.open(db)
    try:
        for game_id, seq in acks:
            record = await store.get_game(game_id)
            assert record is not None and record.seq >= seq, f"acknowledged move {seq} of game {game_id} lost"
            assert len(effective_moves(await store.read_log(game_id))) == record.seq
    finally:
        await store.close()


async def test_sigkill_never_loses_an_acknowledged_move(tmp_path: Path) -> None:
    db = tmp_path / "crash.db"
    rand = random.Random(20261122)
    acked: list[tuple[int, int]] = []
    for _ in range(KILLS):
        acks = await _run_driver(db, kill_after=rand.uniform(0.0, 0.25))
        await _assert_acks_stored(db, acks)
        acked += acks
    # After the last kill the play goes on from the stored games and ends cleanly.
    resumed = await _run_driver(db, kill_after=None, max_moves=10)
    assert len(resumed) == 10
    await _assert_acks_stored(db, acked + resumed)
    assert len({game for game, _ in acked}) > 1, "the kills should span several games"
    store = await SqliteStore.open(db)
    try:
        for summary in await store.list_games(statuses=["active", "over"], limit=10_000):
            record = await store.get_game(summary.id)
            assert record is not None and record.seed is not None and record.state is not None
            game = lookup(record.game)
            moves = effective_moves(await store.read_log(record.id))
            rebuilt = replay(game, [s.seat for s in record.seats], record.seed, record.options, moves)
            assert game.encode(rebuilt) == record.state
    finally:
        await store.close()
