"""The timer scheduler: due deadlines fire through the service and are delivered; nothing fires early."""

from __future__ import annotations

from bot.game.base.types import Outcome
from bot.game.scheduler import Scheduler
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from tests.game.support import ALICE, HOST, first_choice, started_toy
from tests.game.words import said


async def test_a_due_deadline_fires_once_and_is_delivered(service: GameService, store: SqliteStore) -> None:
    delivered: list[tuple[int, Outcome]] = []

    async def deliver(game_id: int, outcome: Outcome) -> None:
        delivered.append((game_id, outcome))

    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)
    scheduler = Scheduler(service, deliver)
    await service.set_deadline(game_id, HOST, 1_000.0)
    assert scheduler._wake.is_set(), "setting a deadline wakes the scheduler"
    assert await scheduler.fire_due(now=999.0) == []
    fired = await scheduler.fire_due(now=1_000.0)
    assert [o.kind for o in fired] == ["deadline_passed"] and delivered == [(game_id, fired[0])]
    assert await scheduler.fire_due(now=5_000.0) == []
    assert await store.timers_for(game_id) == []


async def test_unknown_and_stale_timers_are_dropped(service: GameService, store: SqliteStore) -> None:
    async def deliver(game_id: int, outcome: Outcome) -> None:
        raise AssertionError("nothing should be delivered")

    game_id = await started_toy(service, HOST, ALICE)
    await store.add_timer(game_id, "mystery", 10.0)
    await service.end(game_id, HOST)
    await store.add_timer(game_id, "deadline", 10.0)
    scheduler = Scheduler(service, deliver)
    fired = await scheduler.fire_due(now=20.0)
    assert [said(o.message) for o in fired] == ["The deadline passed while the game was not running."]
    assert await store.timers_for(game_id) == []
