"""Several bot processes on one database, on every engine: two services with their own stores and caches stand for
two processes. No process answers from a game another has moved on (the stored version decides), and a player
marked away by one process is played by the AI in the other."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.game.service import GameService
from bot.store.base import Store
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore
from tests import postgres
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, first_choice, started_toy

Opener = Callable[[], Awaitable[Store]]


@pytest.fixture(params=["sqlite", "postgres"])
async def two(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[tuple[GameService, GameService]]:
    """Two services ("processes") on one database of the engine under test."""
    if request.param == "sqlite":
        stores: list[Store] = [await SqliteStore.open(tmp_path / "shared.db", synchronous="NORMAL") for _ in "ab"]
    else:
        url = postgres.database_url(tmp_path)
        stores = [await PostgresStore.open(url, pool_size=2) for _ in "ab"]
    yield (
        GameService(stores[0], lookup, seed_source=counting_seeds()),
        GameService(stores[1], lookup, seed_source=counting_seeds(2000)),
    )
    for store in stores:
        await store.close()


async def test_a_move_refused_on_a_game_another_process_moved_on_is_decided_on_the_stored_game(
    two: tuple[GameService, GameService],
) -> None:
    first, second = two
    game_id = await started_toy(first, HOST, ALICE)  # `first` caches the game at seq 0
    for user in (HOST, ALICE):  # `second` plays the whole simultaneous choice: the round's winner decides next
        action, seq = await first_choice(second, game_id, user)
        await second.act(game_id, user, action, seq)
    public = await second.view(game_id, None)
    winner = next(s.user_id for s in public.seats if s.seat in public.acting)
    assert winner is not None
    action, seq = await first_choice(second, game_id, winner)
    # `first` still holds seq 0, where this prompt would be refused; the stored game accepts it
    moved = await first.act(game_id, winner, action, seq)
    assert moved.seq == seq + 1
    assert (await second.view(game_id, None)).seq == seq + 1


async def test_a_player_marked_away_by_another_process_is_played_by_the_ai(
    two: tuple[GameService, GameService],
) -> None:
    first, second = two
    game_id = await started_toy(first, HOST, ALICE)  # `first` reads the away list (nobody) with the game
    await second.away(ALICE, time.time() + 3600, "ai")
    action, seq = await first_choice(first, game_id, HOST)
    moved = await first.act(game_id, HOST, action, seq)
    # Alice's seat answered the same simultaneous choice at once, played by the AI in `first`
    assert moved.seq >= seq + 2
    assert ALICE not in moved.acting_users
    assert (await first.away_until(ALICE)) is not None
    await second.back(ALICE)
    assert await first.away_until(ALICE) is None
