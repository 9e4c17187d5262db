"""The game service on a real SQLite file (WAL, synchronous=FULL), without rendering.

- `act` latency, p50/p99, against a bare aiosqlite INSERT + COMMIT of the same bytes (the log row and the
  new state) into the same kind of database, in the same run; sqlite3 without asyncio for reference.
- Sustained moves per second with 1,000 active games: each has one human seat, played by this benchmark
  as fast as the service answers, and AI seats that the service plays; a finished game is replaced.
- Cold start with 10,000 stored games: open the store, build the service, then the first view and the
  first move of a game (state loaded lazily, nothing else is read); then the same in a new process,
  timed from its launch (interpreter start and imports included).
- Memory of 1,000 games held in the service's cache (tracemalloc).

Targets: act p50 <= 2x the baseline, p99 <= 15 ms; with deadlines on (a move that arms a deadline writes its
timers in its own statement) p50 <= 1.5x the baseline, p99 <= 5 ms; >= 500 moves/s; cold start <= 2 s.
Games: the test-only toy game and, when it exists, Hanse.
"""

from __future__ import annotations

import asyncio
import gc
import json
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import aiosqlite

from bench.harness import Timing, ms, table
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.contract import Action, Game
from rules.players import default_player, player_rng
from rules.registry import registry
from tests.toy_game import TOY

LATENCY_MOVES = 400
ACTIVE_GAMES = 1_000
SUSTAIN_SECONDS = 8.0
STORED_GAMES = 10_000
CACHED_GAMES = 1_000


def _lookup(game_id: str) -> Game:
    return TOY if game_id == "toy" else registry.get(game_id)


def _games() -> list[Game]:
    found: list[Game] = [TOY]
    if "hanse" in registry.ids():
        found.append(registry.get("hanse"))
    return found


async def _new_game(service: GameService, game: Game, humans: int, ai: int, guild: int = 1) -> int:
    options = {"rounds": 5} if game.id == "toy" else None
    created = await service.create(game.id, 1, guild_id=guild, options=options)
    for user in range(2, humans + 1):
        await service.join(created.game_id, user)
    for _ in range(ai):
        await service.add_ai(created.game_id, 1)
    await service.start(created.game_id, 1)
    return created.game_id


async def _human_move(service: GameService, game: Game, game_id: int, users: range) -> tuple[int, Action, int] | None:
    """A move for whichever human must act: the game's own AI chooses it, as a stand-in player."""
    for user in users:
        view = await service.view(game_id, user)
        if view.choices and view.view is not None and view.seat is not None:
            legal = [c.action for c in view.choices]
            action = default_player(game).choose(game, view.view, legal, player_rng(7, view.seq, view.seat))
            return user, action, view.seq
    return None


# -- act latency ----------------------------------------------------------------------------------
def _bare_table(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT)")


async def _act_latency(game: Game, folder: Path, deadline: bool = False) -> tuple[Timing, Timing, Timing, int]:
    """Each act is followed by the two baselines writing the same bytes, so all three see the same disk.

    With `deadline`, every decision has a 4-hour deadline and reminders: a move that opens a decision writes
    its timers too (in its own statement)."""
    tag = f"{game.id}, deadlines" if deadline else game.id
    store = await SqliteStore.open(folder / f"latency-{game.id}-{deadline}.db")
    service = GameService(store, _lookup)
    if deadline:
        await service.set_guild_setting(1, "deadline_hours", "4")
    bare = await aiosqlite.connect(folder / f"bare-{game.id}-{deadline}.db", isolation_level=None)
    await bare.execute("PRAGMA journal_mode = WAL")
    await bare.execute("PRAGMA synchronous = FULL")
    await bare.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT)")
    bare_sync = sqlite3.connect(folder / f"bare-sync-{game.id}-{deadline}.db", isolation_level=None)
    _bare_table(bare_sync)
    acts: list[float] = []
    bares: list[float] = []
    bare_syncs: list[float] = []
    sizes: list[int] = []
    game_id = await _new_game(service, game, humans=game.min_players, ai=0)
    users = range(1, game.min_players + 1)
    gc.disable()
    try:
        while len(acts) < LATENCY_MOVES:
            move = await _human_move(service, game, game_id, users)
            if move is None:
                game_id = await _new_game(service, game, humans=game.min_players, ai=0)
                continue
            user, action, seq = move
            start = time.perf_counter()
            await service.act(game_id, user, action, seq)
            acts.append(time.perf_counter() - start)
            record = await store.get_game(game_id)
            body = json.dumps(action) + (record.state if record and record.state else "")
            sizes.append(len(body))
            start = time.perf_counter()
            await bare.execute("BEGIN IMMEDIATE")
            await bare.execute("INSERT INTO rows (body) VALUES (?)", (body,))
            await bare.execute("COMMIT")
            bares.append(time.perf_counter() - start)
            start = time.perf_counter()
            bare_sync.execute("BEGIN IMMEDIATE")
            bare_sync.execute("INSERT INTO rows (body) VALUES (?)", (body,))
            bare_sync.execute("COMMIT")
            bare_syncs.append(time.perf_counter() - start)
    finally:
        gc.enable()
    await store.close()
    await bare.close()
    bare_sync.close()
    size = int(statistics.median(sizes))
    return (
        Timing(f"act ({tag})", tuple(acts)),
        Timing(f"aiosqlite insert+commit ({tag}, {size} B)", tuple(bares)),
        Timing(f"sqlite3 insert+commit ({tag}, {size} B)", tuple(bare_syncs)),
        size,
    )


# -- sustained throughput -------------------------------------------------------------------------------------
def ai_seats(game: Game) -> int:
    """AI seats next to the one human seat of a sustained-throughput game."""
    return game.max_players - 1 if game.id == "toy" else game.min_players - 1


async def active_games(service: GameService, game: Game, count: int, first_guild: int = 0) -> list[int]:
    """`count` started games, each with one human seat (user 1) and AI seats, one per guild from `first_guild` on."""
    ai = ai_seats(game)
    return [await _new_game(service, game, humans=1, ai=ai, guild=first_guild + i) for i in range(count)]


async def sustain(service: GameService, game: Game, games: list[int], seconds: float) -> tuple[int, float, int]:
    """Play every game's human seat as fast as the service answers (the AI seats reply inside each call), a finished
    game replaced by a new one, for `seconds`: (moves including the AI's, seconds taken, games finished)."""
    ai = ai_seats(game)
    moves = 0
    finished = 0
    deadline = time.perf_counter() + seconds

    async def drive(slot: int) -> None:
        nonlocal moves, finished
        game_id = games[slot]
        while time.perf_counter() < deadline:
            move = await _human_move(service, game, game_id, range(1, 2))
            if move is None:
                finished += 1
                game_id = await _new_game(service, game, humans=1, ai=ai, guild=slot)
                continue
            user, action, seq = move
            outcome = await service.act(game_id, user, action, seq)
            moves += len(outcome.moves)

    start = time.perf_counter()
    await asyncio.gather(*(drive(slot) for slot in range(len(games))))
    return moves, time.perf_counter() - start, finished


async def _throughput(game: Game, folder: Path) -> tuple[int, float, int]:
    store = await SqliteStore.open(folder / f"sustain-{game.id}.db")
    service = GameService(store, _lookup, cache_size=ACTIVE_GAMES * 2)
    games = await active_games(service, game, ACTIVE_GAMES)
    result = await sustain(service, game, games, SUSTAIN_SECONDS)
    await store.close()
    return result


# -- cold start -----------------------------------------------------------------------------------
async def _fill(path: Path, game: Game) -> int:
    """STORED_GAMES started games: a few hundred made by the service, the rest copies of their rows."""
    store = await SqliteStore.open(path, synchronous="OFF")
    service = GameService(store, _lookup, cache_size=16)
    templates = [await _new_game(service, game, humans=game.min_players, ai=0) for _ in range(100)]
    users = range(1, game.min_players + 1)
    for game_id in templates:
        for _ in range(random.Random(game_id).randrange(1, 8)):
            move = await _human_move(service, game, game_id, users)
            if move is None:
                break
            await service.act(game_id, *move)
    await store.close()
    conn = sqlite3.connect(path, isolation_level=None)
    columns = "guild_id, channel_id, game, options, seed, status, seq, version, state, created_by, created_at, "
    columns += "updated_at, deadline_at, result, meta"
    conn.execute("BEGIN")
    while conn.execute("SELECT count(*) FROM games").fetchone()[0] < STORED_GAMES:
        for template in templates:
            conn.execute(f"INSERT INTO games ({columns}) SELECT {columns} FROM games WHERE id = ?", (template,))
            new_id = conn.execute("SELECT last_insert_rowid()").fetchone()[0]
            conn.execute(
                "INSERT INTO seats SELECT ?, seat, position, user_id, kind, ai, dm_ok FROM seats WHERE game_id = ?",
                (new_id, template),
            )
            conn.execute(
                "INSERT INTO actions (game_id, seq, seat, user_id, action, checkpoint, at, kind, events)"
                " SELECT ?, seq, seat, user_id, action, checkpoint, at, kind, events FROM actions WHERE game_id = ?"
                " ORDER BY id",
                (new_id, template),
            )
            if new_id >= STORED_GAMES:
                break
    conn.execute("COMMIT")
    (count,) = conn.execute("SELECT count(*) FROM games").fetchone()
    conn.close()
    return int(count)


async def _first_move(path: Path, game: Game, game_id: int) -> tuple[float, float, float]:
    """Open the store, then view and play one move of `game_id`: seconds to each step."""
    users = range(1, game.min_players + 1)
    start = time.perf_counter()
    store = await SqliteStore.open(path)
    service = GameService(store, _lookup)
    opened = time.perf_counter() - start
    move = await _human_move(service, game, game_id, users)
    viewed = time.perf_counter() - start
    if move is not None:
        await service.act(game_id, *move)
    moved = time.perf_counter() - start
    await store.close()
    return opened, viewed, moved


async def _cold_start(game: Game, folder: Path) -> tuple[int, float, float, float, float]:
    """In this process, then in a new one (interpreter start and imports included)."""
    path = folder / f"cold-{game.id}.db"
    stored = await _fill(path, game)
    pick = random.Random(1)
    opened, viewed, moved = await _first_move(path, game, pick.randrange(1, stored + 1))
    start = time.perf_counter()
    args = [sys.executable, "-m", "bench.bench_service", "--first-move", str(path), game.id]
    subprocess.run([*args, str(pick.randrange(1, stored + 1))], check=True, cwd=Path(__file__).parents[1])
    process = time.perf_counter() - start
    return stored, opened, viewed, moved, process


# -- memory ---------------------------------------------------------------------------------------
async def _memory(game: Game, folder: Path) -> tuple[int, float]:
    store = await SqliteStore.open(folder / f"memory-{game.id}.db", synchronous="OFF")
    filler = GameService(store, _lookup, cache_size=16)
    users = range(1, game.min_players + 1)
    ids = []
    for _ in range(CACHED_GAMES):
        game_id = await _new_game(filler, game, humans=game.min_players, ai=0)
        for _ in range(3):
            move = await _human_move(filler, game, game_id, users)
            if move is not None:
                await filler.act(game_id, *move)
        ids.append(game_id)
    service = GameService(store, _lookup, cache_size=CACHED_GAMES)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for game_id in ids:
        await service.view(game_id, None)
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    assert service.cached_games() == CACHED_GAMES
    await store.close()
    return CACHED_GAMES, (after - before) / 1e6


def main() -> str:
    out: list[str] = []
    with tempfile.TemporaryDirectory(prefix="starmail-bench-") as name:
        folder = Path(name)
        latency_rows = []
        throughput_rows = []
        cold_rows = []
        memory_rows = []
        for game in _games():
            for deadline in (False, True):
                act, baseline, sync_baseline, _size = asyncio.run(_act_latency(game, folder, deadline))
                for timing in (baseline, sync_baseline, act):
                    ratio = f"{timing.median / baseline.median:.2f}x"
                    latency_rows.append((timing.name, ms(timing.median), ms(timing.p99), ratio))
            moves, elapsed, finished = asyncio.run(_throughput(game, folder))
            throughput_rows.append((game.id, ACTIVE_GAMES, moves, f"{elapsed:.1f}", f"{moves / elapsed:.0f}", finished))
            stored, opened, viewed, moved, process = asyncio.run(_cold_start(game, folder))
            cold_rows.append((game.id, stored, f"{opened:.3f}", f"{viewed:.3f}", f"{moved:.3f}", f"{process:.3f}"))
            cached, megabytes = asyncio.run(_memory(game, folder))
            memory_rows.append((game.id, cached, f"{megabytes:.1f}", f"{megabytes * 1000 / cached:.1f}"))
        out.append(
            table(
                "Service: act latency (no rendering; target p50 <= 2x aiosqlite baseline, p99 <= 15 ms)",
                ("operation", "median ms", "p99 ms", "ratio to aiosqlite insert+commit"),
                latency_rows,
            )
        )
        out.append(
            table(
                "Service: sustained moves/s, 1 human (driven here) + AI seats per game (target >= 500/s)",
                ("game", "active games", "moves", "seconds", "moves/s", "games finished"),
                throughput_rows,
            )
        )
        out.append(
            table(
                "Service: cold start (seconds from opening the store; target <= 2 s)",
                ("game", "stored games", "store open", "first view", "first move", "new process to first move"),
                cold_rows,
            )
        )
        out.append(
            table(
                "Service: memory of cached games (tracemalloc)",
                ("game", "cached games", "MB", "KB per game"),
                memory_rows,
            )
        )
    return "\n".join(out)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--first-move"]:
        asyncio.run(_first_move(Path(sys.argv[2]), _lookup(sys.argv[3]), int(sys.argv[4])))
    else:
        print(main())
