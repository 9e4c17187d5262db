"""bench/bench_discord_long.py at tiny sizes: a game played on by the engine to move 120, a few clicks in it and
in a short game through the fake Discord; every row of the report gets samples and the played-on game verifies."""

from __future__ import annotations

from pathlib import Path

from bench.bench_discord_long import SHORT_LIMIT, measure, report
from bot.local.transfer import verify_report
from bot.store import open_store


async def test_the_long_game_bench_gives_samples_for_every_row(tmp_path: Path) -> None:
    results, long_id = await measure(moves=120, clicks=4, warmup=1, block=2, folder=tmp_path)

    for kind in ("short", "long"):
        samples = results[kind]
        assert len(samples.action) == len(samples.done) == 4, kind
        assert samples.hand, kind
        assert samples.late and len(samples.late_in_gc) == len(samples.late), kind
        assert all(t > 0 for t in samples.action + samples.hand), kind  # timed (the bench judges how fast)
    assert min(results["long"].seqs) >= 120
    assert max(results["short"].seqs) < SHORT_LIMIT
    printed = report(results, 120)
    assert printed.count("| action -> first response, ") == 2
    assert printed.count('| "Show my hand" -> first response, ') == 2
    assert "| long game (move 12" in printed and "| short game (move " in printed

    store = await open_store(str(tmp_path / "bench.db"))
    try:
        verified = await verify_report(store, long_id)  # the moves the engine played on are real, legal moves
    finally:
        await store.close()
    assert verified.ok and verified.moves >= 120 + 4
