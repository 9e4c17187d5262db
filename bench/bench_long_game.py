"""A game at move 10,000: the catch-up digest and a page of the log, against reading the whole log.

The log is a real SQLite file (WAL) holding 10,000 moves of one game, the player's last own decision at move
9,990. The digest now reads only what follows the player's last decision (found from the end of the log); the
baseline is what a digest cost before: the whole log read and scanned (`digest_of_log`), measured in the same
run. Likewise a 25-row page of /game log against the whole log: the newest page as it was read before (count,
then `LIMIT 25 OFFSET total-25`, which steps over every older row) and as it is read now (count, then the 25
newest rows by keyset on the (game_id, id) index, `read_log_tail`), with the count alone to show what it costs (the
store keeps a game's count between calls and counts only the rows appended since: the first page view of a game in a
process counts the whole log once).
Then the newest page as /game log reads it now (count and keyset) in a game of 100 moves and in this one of 10,000,
in the same file, and their ratio. Targets: the digest <= 5 ms (median); the newest page at move 10,000 within 2x
of the same at move 100.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from bench.harness import Timing, ms, table
from bot.game import build_digest, digest_of_log
from bot.store.base import LogEntry, NewGame
from bot.store.sqlite import SqliteStore
from tests.toy_game import TOY

MOVES = 10_000
SHORT = 100
"""Moves of the short game whose newest log page the long one's is compared with."""
PAGE_RATIO = 2.0
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
        short = await store.create_game(NewGame(game="toy", created_by=1))
        record = await store.create_game(NewGame(game="toy", created_by=1))
        for game, moves in ((short, SHORT), (record, MOVES)):
            version = game.version
            for first in range(1, moves + 1, 500):
                entries = [_entry(seq) for seq in range(first, min(first + 500, moves + 1))]
                version = await store.append_log(game.id, version, entries, {"seq": entries[-1].seq})
        samples: dict[str, list[float]] = {
            key: [] for key in ("digest", "whole", "page", "tail", "count", "log", "short")
        }
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
            await store.count_log(short.id)
            await store.read_log_tail(short.id, 25)
            samples["short"].append(loop.time() - start)
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
            Timing(f"newest page of /game log at move {SHORT} (now)", tuple(samples["short"])),
        ]
    finally:
        await store.close()


def main() -> str:
    with tempfile.TemporaryDirectory(prefix="starmail-bench-") as name:
        whole, digest, log, page, tail, count, short = asyncio.run(_measure(Path(name)))
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
    ratio = tail.median / short.median
    pages = [
        (short.name, ms(short.median), ms(short.p99), "1.00x", ""),
        (
            f"newest page of /game log at move {MOVES:,} (now)",
            ms(tail.median),
            ms(tail.p99),
            f"{ratio:.2f}x",
            "ok" if ratio <= PAGE_RATIO else "MISS",
        ),
    ]
    return "\n\n".join(
        (
            table(
                f"A game at move {MOVES:,}: digest and log page (target: digest <= {TARGET_MS:.0f} ms median)",
                ("operation", "median ms", "p99 ms", "ratio to reading the whole log", "target"),
                rows,
            ),
            table(
                f"The newest log page at move {MOVES:,} against move {SHORT} (target: within {PAGE_RATIO:.0f}x)",
                ("operation", "median ms", "p99 ms", f"ratio to move {SHORT}", "target"),
                pages,
            ),
        )
    )
