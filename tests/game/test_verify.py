"""Verifiable dice and shuffles: the seed's SHA-256 at the start, the seed only at the end, and a replay that
passes for an honest log and fails for a changed action, seed or roll."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

from bot.game.clocks.clock import ManualClock
from bot.game.service import GameService
from tests.game.clocked import START, open_bot
from tests.game.support import ALICE, HOST, refused, started_toy


async def play_to_the_end(service: GameService, game_id: int) -> None:
    for _ in range(40):
        for user in (HOST, ALICE):
            view = await service.view(game_id, user)
            if view.choices:
                await service.act(game_id, user, view.choices[0].action, view.seq)
        if (await service.view(game_id, None)).status == "over":
            return
    raise AssertionError("the toy game did not end")


def tamper(path: Path, sql: str, *params: object) -> None:
    """Change the database behind the bot's back, as a dishonest operator could."""
    with sqlite3.connect(path) as conn:
        conn.execute(sql, params)


async def test_the_seed_hash_is_announced_at_start_and_the_seed_only_at_the_end(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    created = await bot.service.create("toy", HOST, guild_id=1)
    await bot.service.join(created.game_id, ALICE)
    started = await bot.service.start(created.game_id, HOST)
    assert started.seed_hash == hashlib.sha256(b"1000").hexdigest() and started.seed is None
    assert (await bot.service.view(created.game_id, HOST)).seed is None
    with refused("The seed is revealed when the game ends; verify it then."):
        await bot.service.verify(created.game_id)
    await play_to_the_end(bot.service, created.game_id)
    finished = await bot.service.view(created.game_id, HOST)
    assert (finished.seed, finished.seed_hash) == (1000, started.seed_hash)
    await bot.close()


async def test_an_honest_log_verifies(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    await play_to_the_end(bot.service, game_id)
    report = await bot.service.verify(game_id)
    assert report.ok and report.commitment_ok and report.problems == ()
    record = await bot.store.get_game(game_id)
    assert record is not None and report.moves == record.seq and report.random_moves >= 3
    assert report.summary().startswith(f"Game {game_id}: replaying {record.seq} moves from the seed gives the stored")
    await bot.close()


async def test_a_real_game_with_shuffles_and_rolls_verifies(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    created = await bot.service.create("hanse", HOST, guild_id=1, options={"round_cap": 2}, host_plays=False)
    await bot.service.add_ai(created.game_id, HOST)
    await bot.service.add_ai(created.game_id, HOST)
    finished = await bot.service.start(created.game_id, HOST)
    assert finished.over and finished.seed == 1000
    report = await bot.service.verify(created.game_id)
    assert report.ok and report.random_moves > 0 and report.events > report.moves
    await bot.close()


async def test_a_changed_action_fails(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    await play_to_the_end(bot.service, game_id)
    [first] = [row for row in await bot.store.read_log(game_id) if row.seq == 1 and row.kind == "move"]
    assert first.action is not None
    other = next(c for c in ("toy:c01", "toy:c02", "toy:c03", "toy:c04") if c != first.action["card"])
    tamper(
        db_path, "UPDATE actions SET action = ? WHERE id = ?", json.dumps({"type": "choose", "card": other}), first.id
    )
    report = await bot.service.verify(game_id)
    assert not report.ok and str(report.problems[0]).startswith("Move 1 ")
    await bot.close()


async def test_a_changed_seed_fails(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    await play_to_the_end(bot.service, game_id)
    tamper(db_path, "UPDATE games SET seed = seed + 1 WHERE id = ?", game_id)
    fresh = await open_bot(db_path, ManualClock(START))
    report = await fresh.service.verify(game_id)
    assert not report.ok and report.commitment_ok is False
    assert str(report.problems[0]) == "The seed does not match the SHA-256 announced at the start."
    assert report.summary().startswith(f"Game {game_id}: replaying")
    assert "does NOT verify" in report.summary()
    await fresh.close()
    await bot.close()


async def test_a_changed_roll_fails(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    await play_to_the_end(bot.service, game_id)
    reveal = next(row for row in await bot.store.read_log(game_id) if any(e["type"] == "revealed" for e in row.events))
    events = [dict(e) for e in reveal.events]
    for event in events:
        if event["type"] == "revealed":
            for shown in event["reveal"].values():
                shown["roll"] = 7 - shown["roll"]  # a die face never equals its opposite
    tamper(db_path, "UPDATE actions SET events = ? WHERE id = ?", json.dumps(events), reveal.id)
    report = await bot.service.verify(game_id)
    assert not report.ok
    assert tuple(str(p) for p in report.problems) == (
        f"Move {reveal.seq} does not give the events the log recorded (dice, cards or reveals).",
    )
    await bot.close()
