"""PostgreSQL: a durable move, sustained moves/s with one and two processes, and a cold start with 100,000 games.

A server is started for the run (pgserver, PostgreSQL's binaries in a wheel) with its default durability (fsync on,
synchronous_commit on), in a temporary folder removed afterwards; each part has a database of its own.

- A durable move: `act` (Hanse, two people) against a bare asyncpg insert+commit of the same bytes, each move followed
  by the baseline so both see the same disk (target: act at most 2x). The store's own part of the move, `append_log`
  (the one statement: compare-and-swap, log rows, timers, outbox row), is timed apart, inside the same acts.
- Sustained moves/s with 1,000 active games (one human seat played by the benchmark, AI seats played by the service,
  bench/bench_service.py `sustain`): one process with the 1,000 games against two processes with 500 each, all child
  processes started together on one database, the two sides measured in turn, twice, the best of each kept. Each
  process reports its moves and its CPU time; the machine's busy CPU time over the same seconds counts PostgreSQL's
  (and anything else running) too, so what the processes could not get is visible. Target: two at least as many.
- Cold start with 100,000 stored games (10,000 running, half of them with an AI seat, each with a deadline and a
  reminder timer; 90,000 finished; games made by the service, then copied by the database itself): a new
  `starmail run` process (tests/e2e/bot_process.py) against the loopback fake Discord of tests/e2e, from its launch
  to its gateway being ready and to its start-up catch-up being done (the AI seats of every running game looked at,
  every outbox delivered), after one start that synced the commands. Target: 2 s. The parts the catch-up reads are
  timed in this process too.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import asyncpg  # type: ignore[import-untyped]

from bench.bench_service import _human_move, _lookup, _new_game, active_games, sustain
from bench.harness import Timing, table, timing_table
from bot.game.service import GameService
from bot.store.base import LogEntry, TimerPlan
from bot.store.postgres import PostgresStore
from rules import registry

T = TypeVar("T")
ROOT = Path(__file__).resolve().parents[1]
MOVES = 600
WARMUP = 200
"""Moves played and timed before the measured ones, then dropped: each shape of the move statement is prepared once
per pooled connection, and PostgreSQL plans its first five runs on each before it keeps a generic plan; a process
that has been running for a while has all that behind it."""
ACTIVE_GAMES = 1_000
SUSTAIN_SECONDS = 8.0
ROUNDS = 2
"""Runs of each side of the sustained measure; the best counts (a busy machine only ever slows a run down)."""
STORED_GAMES = 100_000
RUNNING_STORED = 10_000
TEMPLATES = 40
"""Games of each kind (two people; a person and the AI) made by the service, whose rows the copies repeat."""
GUILDS = 1_000
STARTS = 3


# -- a durable move -----------------------------------------------------------------------------------------------
async def _latency(url: str) -> tuple[Timing, Timing, Timing]:
    game = registry.get("hanse")
    store = await PostgresStore.open(url)
    service = GameService(store, _lookup)
    bare = await asyncpg.connect(url)
    await bare.execute("CREATE TABLE bare_rows (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body TEXT)")
    acts: list[float] = []
    writes: list[float] = []
    shares: list[float] = []
    bares: list[float] = []
    sizes: list[int] = []
    written: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
    append_log = store.append_log

    async def timed_append(*args: Any, **kwargs: Any) -> int:
        written.append((args, kwargs))  # turned into bytes after the act: the benchmark's own work is not timed
        start = time.perf_counter()
        try:
            return await append_log(*args, **kwargs)
        finally:
            writes.append(time.perf_counter() - start)

    store.append_log = timed_append  # type: ignore[method-assign]
    users = range(1, game.min_players + 1)
    game_id = await _new_game(service, game, humans=game.min_players, ai=0)
    gc.disable()
    try:
        while len(acts) < WARMUP + MOVES:
            move = await _human_move(service, game, game_id, users)
            if move is None:
                game_id = await _new_game(service, game, humans=game.min_players, ai=0)
                continue
            user, action, seq = move
            writes.clear()
            written.clear()
            start = time.perf_counter()
            await service.act(game_id, user, action, seq)
            acts.append(time.perf_counter() - start)
            body = "".join(_written_bytes(*args, **kwargs) for args, kwargs in written)
            sizes.append(len(body.encode()))
            start = time.perf_counter()
            await bare.execute("INSERT INTO bare_rows (body) VALUES ($1)", body)  # autocommit: insert + commit
            bares.append(time.perf_counter() - start)
            shares.append(sum(writes))
    finally:
        gc.enable()
    await bare.close()
    await store.close()
    acts, shares, bares, sizes = acts[WARMUP:], shares[WARMUP:], bares[WARMUP:], sizes[WARMUP:]
    size = int(statistics.median(sizes))
    return (
        Timing("act (hanse, PostgreSQL)", tuple(acts)),
        Timing("of which append_log (the store's statement)", tuple(shares)),
        Timing(f"asyncpg insert+commit ({size} B)", tuple(bares)),
    )


def _written_bytes(
    game_id: int,
    expected_version: int,
    entries: Sequence[LogEntry],
    changes: Mapping[str, Any],
    now: float | None = None,
    timers: TimerPlan | None = None,
    outbox_row: Mapping[str, Any] | None = None,
) -> str:
    """What a move's write stores, as text: the changed game columns (the state among them, once: a checkpoint that is
    the state is not stored again, migration 005), each log row's action and events, the new timers' payloads and
    the outbox row. The baseline inserts these bytes in one row."""
    same = changes.get("checkpoint_state") == changes.get("state")
    stored = [v for k, v in changes.items() if v is not None and not (same and k == "checkpoint_state")]
    parts = [v if isinstance(v, str) else json.dumps(v) for v in stored]
    parts += [json.dumps(e.action) + json.dumps(list(e.events)) for e in entries]
    parts += [json.dumps(dict(payload)) for _, _, payload in (timers.add if timers else ())]
    if outbox_row is not None:
        parts.append(json.dumps(dict(outbox_row)))
    return "".join(parts)


# -- sustained moves/s --------------------------------------------------------------------------------------------
def _busy_jiffies() -> int:
    """The machine's CPU time spent not idle so far, in clock ticks, over every core (/proc/stat)."""
    with open("/proc/stat") as stat:
        fields = [int(f) for f in stat.readline().split()[1:]]
    return sum(fields) - fields[3] - fields[4]  # all but idle and iowait


async def _drive(url: str, count: int, seconds: float, first_guild: int) -> None:
    """A child process: make `count` games, say "ready", wait for "go", play them for `seconds`, print the result."""
    game = registry.get("hanse")
    store = await PostgresStore.open(url)
    service = GameService(store, _lookup, cache_size=count * 2)
    games = await active_games(service, game, count, first_guild)
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    cpu = time.process_time()
    moves, elapsed, finished = await sustain(service, game, games, seconds)
    figures = {"moves": moves, "seconds": elapsed, "finished": finished, "cpu": time.process_time() - cpu}
    print(json.dumps(figures), flush=True)
    await store.close()


async def _together(url: str, processes: int) -> tuple[list[dict[str, float]], float, float]:
    """`processes` drivers sharing ACTIVE_GAMES games, started together: their figures, the wall-clock seconds from
    "go" to the last result, and the machine's busy CPU seconds meanwhile."""
    share = ACTIVE_GAMES // processes
    children = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bench.bench_postgres",
            "--drive",
            url,
            str(share),
            str(SUSTAIN_SECONDS),
            str(n * share),
            cwd=ROOT,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        for n in range(processes)
    ]
    for child in children:
        assert child.stdout is not None and (await child.stdout.readline()).strip() == b"ready"
    busy, start = _busy_jiffies(), time.perf_counter()
    for child in children:
        assert child.stdin is not None
        child.stdin.write(b"go\n")
        await child.stdin.drain()
    figures = []
    for child in children:
        assert child.stdout is not None
        figures.append(json.loads(await child.stdout.readline()))
    elapsed, used = time.perf_counter() - start, (_busy_jiffies() - busy) / os.sysconf("SC_CLK_TCK")
    for child in children:
        await child.wait()
    return figures, elapsed, used


def _throughput(server: Any) -> str:
    best: dict[int, tuple[float, int, float, list[dict[str, float]], float, float]] = {}
    for round_ in range(ROUNDS):
        for processes in (1, 2):  # alternating, so that a busy spell of the machine does not hit one side only
            url = _database(server, f"sustain_{processes}_{round_}")
            figures, elapsed, used = asyncio.run(_together(url, processes))
            moves = sum(int(f["moves"]) for f in figures)
            seconds = max(f["seconds"] for f in figures)
            if processes not in best or moves / seconds > best[processes][0]:
                best[processes] = (moves / seconds, moves, seconds, figures, elapsed, used)
    rows = []
    for processes, (rate, moves, seconds, figures, elapsed, used) in sorted(best.items()):
        cpu = " + ".join(f"{f['cpu']:.1f}" for f in figures)
        rows.append(
            (
                processes,
                ACTIVE_GAMES // processes,
                moves,
                f"{seconds:.1f}",
                f"{rate:.0f}",
                f"{rate / best[1][0]:.2f}x",
                cpu,
                f"{used:.1f} of {elapsed * (os.cpu_count() or 1):.1f}",
            )
        )
    return table(
        f"PostgreSQL: sustained moves/s, {ACTIVE_GAMES:,} active games (1 human driven here + AI seats), one process "
        f"against two, the best of {ROUNDS} alternating runs each (target: two at least as many)",
        (
            "processes",
            "games each",
            "moves",
            "seconds",
            "moves/s",
            "ratio to one process",
            "CPU s per process",
            "machine CPU s busy (PostgreSQL and anything else too) of available",
        ),
        rows,
    )


# -- cold start ---------------------------------------------------------------------------------------------------
_COPIED = (
    "channel_id, game, options, seed, status, seq, version, state, created_by, created_at, updated_at, deadline_at, "
    "result, meta, checkpoint_seq, checkpoint_state"
)


async def _copies(conn: Any, template: int, count: int, status: str | None) -> list[int]:
    """`count` copies of a game's rows (game, seats, log), spread over the guilds; `status` replaces its status."""
    source = _COPIED.replace("status", "coalesce($3::text, status)", 1)
    rows = await conn.fetch(
        f"INSERT INTO games (guild_id, {_COPIED}) SELECT 1 + (n + $1) % {GUILDS}, {source}"
        " FROM games, generate_series(1, $2) AS n WHERE id = $1 RETURNING id",
        template,
        count,
        status,
    )
    ids = [row[0] for row in rows]
    await conn.execute(
        "INSERT INTO seats (game_id, seat, position, user_id, kind, ai, dm_ok)"
        " SELECT c.id, s.seat, s.position, s.user_id, s.kind, s.ai, s.dm_ok"
        " FROM unnest($1::bigint[]) AS c(id), seats s WHERE s.game_id = $2",
        ids,
        template,
    )
    await conn.execute(
        "INSERT INTO actions (game_id, kind, seq, seat, user_id, action, events, checkpoint, at)"
        " SELECT c.id, a.kind, a.seq, a.seat, a.user_id, a.action, a.events, a.checkpoint, a.at"
        " FROM unnest($1::bigint[]) AS c(id), (SELECT * FROM actions WHERE game_id = $2 ORDER BY id) AS a",
        ids,
        template,
    )
    return ids


async def _fill(url: str) -> dict[str, int]:
    """STORED_GAMES games: TEMPLATES of each kind made and played a little by the service, the rest copies of their
    rows made by the database (INSERT ... SELECT, no row through Python). Returns what is stored."""
    game = registry.get("hanse")
    store = await PostgresStore.open(url)
    service = GameService(store, _lookup, cache_size=16)
    people = [await _new_game(service, game, humans=2, ai=0, guild=1 + i) for i in range(TEMPLATES)]
    robots = [await _new_game(service, game, humans=1, ai=1, guild=1 + i) for i in range(TEMPLATES)]
    rand = random.Random(3)
    for game_id, users in [(g, range(1, 3)) for g in people] + [(g, range(1, 2)) for g in robots]:
        for _ in range(rand.randrange(1, 8)):
            move = await _human_move(service, game, game_id, users)
            if move is not None:
                await service.act(game_id, *move)
    await store.close()
    conn = await asyncpg.connect(url)
    try:
        running = (RUNNING_STORED - 2 * TEMPLATES) // (2 * TEMPLATES)
        finished = (STORED_GAMES - RUNNING_STORED) // TEMPLATES
        for template in people + robots:
            await _copies(conn, template, running, None)
        for template in people:
            await _copies(conn, template, finished, "over")
        await conn.execute(
            "INSERT INTO timers (game_id, kind, due_at, payload)"
            " SELECT g.id, k.kind, extract(epoch FROM now()) + 3600 * (1 + g.id % 48), '{}'"
            " FROM games g, (VALUES ('deadline'), ('reminder')) AS k(kind) WHERE g.status = 'active'"
        )
        await conn.execute("VACUUM ANALYZE")
        return {
            "games": await conn.fetchval("SELECT count(*) FROM games"),
            "running": await conn.fetchval("SELECT count(*) FROM games WHERE status = 'active'"),
            "with AI": await conn.fetchval(
                "SELECT count(DISTINCT s.game_id) FROM seats s JOIN games g ON g.id = s.game_id"
                " WHERE s.kind = 'ai' AND g.status = 'active'"
            ),
            "log rows": await conn.fetchval("SELECT count(*) FROM actions"),
            "timers": await conn.fetchval("SELECT count(*) FROM timers"),
            "untold": await conn.fetchval("SELECT count(DISTINCT game_id) FROM outbox"),
        }
    finally:
        await conn.close()


async def _starts(url: str, folder: Path) -> tuple[Timing, Timing]:
    """Seconds from a new `starmail run` process's launch to its gateway being ready and to its catch-up being done."""
    from tests.e2e.bot_process import start_starmail  # the test harness: only this part needs it
    from tests.e2e.fake_discord import FakeDiscord

    ready: list[float] = []
    caught: list[float] = []
    async with FakeDiscord() as fake:
        for n in range(STARTS + 1):  # the first start syncs the commands: not timed
            start = time.perf_counter()
            bot = await start_starmail(fake, url, folder, f"start-{n}")
            try:
                await bot.wait_for("ready", timeout=600)
                up = time.perf_counter() - start
                await bot.wait_for("caught-up", timeout=600)
                done = time.perf_counter() - start
            finally:
                await bot.stop()
            assert bot.failures() == [], f"the bot logged errors, see {bot.log}"
            if n:
                ready.append(up)
                caught.append(done)
    return Timing("launch to gateway ready", tuple(ready)), Timing("launch to caught up", tuple(caught))


async def _timed(label: str, parts: list[tuple[str, float]], work: Awaitable[T]) -> T:
    start = time.perf_counter()
    result = await work
    parts.append((label, time.perf_counter() - start))
    return result


async def _parts(url: str) -> list[tuple[str, float]]:
    """What a start reads, one step at a time, in this process (bot/discord/client.py `_advance_games`)."""
    parts: list[tuple[str, float]] = []
    store = await _timed("open the store", parts, PostgresStore.open(url))
    service = GameService(store, _lookup)
    robots = await _timed("the running games the AI may have to move in", parts, service.ai_waiting())

    async def advance_all() -> None:
        for game_id in robots:
            await service.advance(game_id)

    await _timed(f"let the AI move in those {len(robots):,} games", parts, advance_all())
    await _timed("the games with something untold", parts, store.games_with_outbox())
    await _timed("the due timers and the next one", parts, _timers(store))
    await store.close()
    return parts


async def _timers(store: PostgresStore) -> None:
    await store.due_timers(time.time())
    await store.next_timer()


def _cold_start(server: Any, folder: Path) -> str:
    url = _database(server, "cold")
    stored = asyncio.run(_fill(url))
    ready, caught = asyncio.run(_starts(url, folder))
    parts = asyncio.run(_parts(url))
    what = ", ".join(f"{value:,} {name}" for name, value in stored.items())
    starts = table(
        f"PostgreSQL: cold start of a new process with {STORED_GAMES:,} stored games ({what}); target <= 2 s",
        ("step", "median s", "max s"),
        [(t.name, f"{t.median:.3f}", f"{max(t.samples):.3f}") for t in (ready, caught)],
    )
    return (
        starts
        + "\n"
        + table(
            "PostgreSQL: what the catch-up of a start reads, timed in this process",
            ("part", "seconds"),
            [(name, f"{seconds:.3f}") for name, seconds in parts],
        )
    )


# -- the run ------------------------------------------------------------------------------------------------------
def _database(server: Any, name: str) -> str:
    server.psql(f"CREATE DATABASE {name};")
    url: str = server.get_uri(name)
    return url


def _with_server(run: Callable[[Any, Path], str]) -> str:
    import pgserver

    folder = Path(tempfile.mkdtemp(prefix="starmail-bench-pg-"))
    (folder / "run").mkdir(mode=0o700)
    os.environ.setdefault("XDG_RUNTIME_DIR", str(folder / "run"))  # else platformdirs warns that it is unset
    server = pgserver.get_server(folder / "data", cleanup_mode="stop")
    try:
        return run(server, folder)
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


def _all(server: Any, folder: Path) -> str:
    act, write, bare = asyncio.run(_latency(_database(server, "latency")))
    out = [
        timing_table("A durable move on PostgreSQL (target: act at most 2x a bare insert+commit)", [act, write], bare),
        _throughput(server),
        _cold_start(server, folder),
    ]
    return "\n".join(out)


def main() -> str:
    return _with_server(_all)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--drive"]:
        url, count, seconds, first = sys.argv[2:6]
        asyncio.run(_drive(url, int(count), float(seconds), int(first)))
    else:
        print(main())
