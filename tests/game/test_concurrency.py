"""Concurrent submissions: the per-game lock and the compare-and-swap on version apply a move exactly once."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.game.base.types import Outcome, Refusal
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, first_choice, started_toy


async def _try(coro: asyncio.Future[Outcome] | object) -> Outcome | Refusal:
    try:
        return await coro  # type: ignore[misc, no-any-return]
    except Refusal as refusal:
        return refusal


async def test_100_identical_submissions_apply_exactly_once(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    results = await asyncio.gather(*(_try(service.act(game_id, HOST, action, seq)) for _ in range(100)))
    applied = [r for r in results if isinstance(r, Outcome)]
    refused = [r for r in results if isinstance(r, Refusal)]
    assert len(applied) == 1 and applied[0].seq == seq + 1
    # once the first copy is played, the prompt is spent: every other copy hears so, though the turn moved on too
    assert {r.message for r in refused} == {"That prompt was already played."} and len(refused) == 99
    assert [(row.seat, row.action) for row in await store.read_log(game_id)] == [("p1", action)]


async def test_moves_in_50_games_at_once_all_apply(service: GameService, store: SqliteStore) -> None:
    games = [await started_toy(service, HOST, ALICE) for _ in range(50)]
    prompts = [await first_choice(service, game_id, ALICE) for game_id in games]
    results = await asyncio.gather(
        *(service.act(game_id, ALICE, action, seq) for game_id, (action, seq) in zip(games, prompts, strict=True))
    )
    assert [r.seq for r in results] == [1] * 50
    for game_id, (action, _) in zip(games, prompts, strict=True):
        record = await store.get_game(game_id)
        assert record is not None and record.seq == 1
        assert [(row.seat, row.action) for row in await store.read_log(game_id)] == [("p2", action)]


async def test_two_processes_on_one_file_never_lose_a_move(db_path: Path) -> None:
    # Two services with their own connections and caches stand for two bot processes sharing a database.
    first_store = await SqliteStore.open(db_path)
    second_store = await SqliteStore.open(db_path)
    try:
        first = GameService(first_store, lookup, seed_source=counting_seeds())
        second = GameService(second_store, lookup)
        game_id = await started_toy(first, HOST, ALICE)
        prompt = await first_choice(second, game_id, ALICE)  # `second` caches the game at seq 0
        host_action, seq = await first_choice(first, game_id, HOST)
        await first.act(game_id, HOST, host_action, seq)
        # `second` still holds seq 0 in its cache: the compare-and-swap fails, it reloads and sees the new seq;
        # Alice's prompt is still current (the host's answer to the same simultaneous choice does not close it)
        outcome = await second.act(game_id, ALICE, prompt[0], prompt[1])
        assert outcome.seq == 2
        assert [row.seat for row in await first_store.read_log(game_id)] == ["p1", "p2"]
        assert (await first.view(game_id, HOST)).seq == 2
    finally:
        await first_store.close()
        await second_store.close()


async def test_concurrent_play_through_a_tiny_cache_matches_replay(store: SqliteStore) -> None:
    # Games are evicted and reloaded from their stored state while others move: nothing may be lost or doubled.
    service = GameService(store, lookup, cache_size=4, seed_source=counting_seeds())
    games = [await started_toy(service, HOST, ALICE, rounds=2) for _ in range(20)]

    async def play(game_id: int) -> None:
        for _ in range(6):
            for user in (HOST, ALICE):
                view = await service.view(game_id, user)
                if view.choices:
                    await service.act(game_id, user, view.choices[0].action, view.seq)

    await asyncio.gather(*(play(game_id) for game_id in games))
    assert service.cached_games() == 4
    for game_id in games:
        record = await store.get_game(game_id)
        assert record is not None and record.seq > 0
        assert lookup("toy").encode(await service.replay_state(game_id)) == record.state
