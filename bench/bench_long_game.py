"""A game at move 10,000: the catch-up digest and a page of the log, against reading the whole log.

The log is a real SQLite file (WAL) holding 10,000 moves of one game, the player's last own decision at move
9,990. The digest now reads only what follows the player's last decision (found from the end of the log); the
baseline is what a digest cost before: the whole log read and scanned (`digest_of_log`), measured in the same
run. Likewise a 25-row page of /game log against the whole log: the newest page as it was read before (count,
then `LIMIT 25 OFFSET total-25`, which steps over every older row) and as it is read now (count, then the 25
newest rows by the (game_id, id) index, `read_log_tail`), with the count alone to show what it costs. Target: the
digest <= 5 ms (median).
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from bench.harness import Timing, ms, table
from bot.game.digest import build_digest, digest_of_log
from bot.store.base import LogEntry, NewGame
from bot.store.sqlite import SqliteStore
from tests.toy_game import TOY

MOVES = 10_000
LAST_OWN = 9_990
ROUNDS = 30
TARGET_MS = 5.0


def _entry(seq: int) -> LogEntry:
    seat, user = ("p1", 1) if seq in (1, LAST_OWN) else ("p2", 2)
    event = {"type": "passed", "to": None, "seat": seat}
    return LogEntry("move", seq, seat, user, {"type": "pass"}, (event,), False)


async def _measure(folder: Path) -> list[Timing]:
    store = await SqliteStore.open(folder / "long.db")
    try:
        record = await store.create_game(NewGame(game="toy", created_by=1))
        version = record.version
        for first in range(1, MOVES + 1, 500):
            entries = [_entry(seq) for seq in range(first, min(first + 500, MOVES + 1))]
            version = await store.append_log(record.id, version, entries, {"seq": entries[-1].seq})
        samples: dict[str, list[float]] = {"digest": [], "whole": [], "page": [], "tail": [], "count": [], "log": []}
        loop = asyncio.get_running_loop()
        for _ in range(ROUNDS):
            start = loop.time()
            since, tail = await store.decision_tail(record.id, "p1", 1)
            build_digest(TOY, record.id, "p1", since, tail, ["Pass"])
            samples["digest"].append(loop.time() - start)
            start = loop.time()
            digest_of_log(TOY, record.id, "p1", 1, await store.read_log(record.id), ["Pass"])
            samples["whole"].append(loop.time() - start)
            start = loop.time()
            total = await store.count_log(record.id)
            await store.read_log_window(record.id, total - 25, 25)
            samples["page"].append(loop.time() - start)
            start = loop.time()
            await store.count_log(record.id)  # the page count, as /game log reads it
            await store.read_log_tail(record.id, 25)
            samples["tail"].append(loop.time() - start)
            start = loop.time()
            await store.count_log(record.id)
            samples["count"].append(loop.time() - start)
            start = loop.time()
            await store.read_log(record.id)
            samples["log"].append(loop.time() - start)
        return [
            Timing("whole log read and scanned (the digest before)", tuple(samples["whole"])),
            Timing("digest from the last decision", tuple(samples["digest"])),
            Timing("whole log read (/game log before)", tuple(samples["log"])),
            Timing("newest page of /game log, by offset (before)", tuple(samples["page"])),
            Timing("newest page of /game log, from the newest row (now)", tuple(samples["tail"])),
            Timing("the page count alone (count of the log rows)", tuple(samples["count"])),
        ]
    finally:
        await store.close()


def main() -> str:
    with tempfile.TemporaryDirectory(prefix="starmail-bench-") as name:
        whole, digest, log, page, tail, count = asyncio.run(_measure(Path(name)))
    rows = [
        (whole.name, ms(whole.median), ms(whole.p99), "1.00x", ""),
        (
            digest.name,
            ms(digest.median),
            ms(digest.p99),
            f"{digest.median / whole.median:.3f}x",
            "ok" if digest.median * 1000 <= TARGET_MS else "MISS",
        ),
        (log.name, ms(log.median), ms(log.p99), "1.00x", ""),
        (page.name, ms(page.median), ms(page.p99), f"{page.median / log.median:.3f}x", ""),
        (tail.name, ms(tail.median), ms(tail.p99), f"{tail.median / log.median:.3f}x", ""),
        (count.name, ms(count.median), ms(count.p99), f"{count.median / log.median:.3f}x", ""),
    ]
    return table(
        f"A game at move {MOVES:,}: digest and log page (target: digest <= {TARGET_MS:.0f} ms median)",
        ("operation", "median ms", "p99 ms", "ratio to reading the whole log", "target"),
        rows,
    )
