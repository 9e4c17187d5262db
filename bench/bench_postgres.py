"""PostgreSQL: a durable move against a bare asyncpg insert+commit of the same bytes (target: at most 2x).

A server is started for the run (pgserver, PostgreSQL's binaries in a wheel) with its default durability (fsync on,
synchronous_commit on), in a temporary folder removed afterwards. Each move is followed by the baseline writing the
same bytes, so both see the same disk. Not yet measured here (see docs/decisions/postgres.md): moves per second with
two processes against one, and the cold start with 100,000 stored games.
"""

from __future__ import annotations

import asyncio
import gc
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]

from bench.bench_service import _human_move, _lookup, _new_game
from bench.harness import Timing, timing_table
from bot.game.service import GameService
from bot.store.postgres import PostgresStore
from rules import registry

MOVES = 300


async def _latency(url: str) -> tuple[Timing, Timing]:
    game = registry.get("hanse")
    store = await PostgresStore.open(url)
    service = GameService(store, _lookup)
    bare = await asyncpg.connect(url)
    await bare.execute("CREATE TABLE bare_rows (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body TEXT)")
    acts: list[float] = []
    bares: list[float] = []
    sizes: list[int] = []
    users = range(1, game.min_players + 1)
    game_id = await _new_game(service, game, humans=game.min_players, ai=0)
    gc.disable()
    try:
        while len(acts) < MOVES:
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
            await bare.execute("INSERT INTO bare_rows (body) VALUES ($1)", body)  # autocommit: insert + commit
            bares.append(time.perf_counter() - start)
    finally:
        gc.enable()
    await bare.close()
    await store.close()
    size = int(statistics.median(sizes))
    return Timing("act (hanse, PostgreSQL)", tuple(acts)), Timing(f"asyncpg insert+commit ({size} B)", tuple(bares))


def main() -> str:
    import pgserver

    folder = Path(tempfile.mkdtemp(prefix="starmail-bench-pg-"))
    server = pgserver.get_server(folder / "data", cleanup_mode="stop")
    try:
        act, bare = asyncio.run(_latency(server.get_uri()))
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)
    return timing_table("A durable move on PostgreSQL (target: act at most 2x a bare insert+commit)", [act], bare)
