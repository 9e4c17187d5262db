"""Every engine: timers added one by one, found when due, and removed by exactly one caller.

Timers written by a game write itself are in test_timer_plans.py.
"""

from __future__ import annotations

import asyncio

from bot.store.base import NewGame, Store


async def _game(store: Store) -> int:
    return (await store.create_game(NewGame("toy", 1))).id


async def test_timers_come_due_earliest_first(store: Store) -> None:
    game_id = await _game(store)
    assert await store.next_timer() is None
    assert await store.due_timers(1e12) == []
    late = await store.add_timer(game_id, "reminder", 300.0)
    early = await store.add_timer(game_id, "deadline", 100.0, {"seq": 4})
    same = await store.add_timer(game_id, "reminder", 100.0)
    assert [t.id for t in await store.due_timers(99.0)] == []
    assert [t.id for t in await store.due_timers(100.0)] == [early, same]
    assert [t.id for t in await store.due_timers(300.0)] == [early, same, late]
    first = await store.next_timer()
    assert first is not None and (first.id, first.game_id, first.kind, first.due_at, first.payload) == (
        early,
        game_id,
        "deadline",
        100.0,
        {"seq": 4},
    )


async def test_timers_for_a_game_are_only_its_own(store: Store) -> None:
    game_id, other = await _game(store), await _game(store)
    mine = await store.add_timer(game_id, "deadline", 20.0)
    await store.add_timer(other, "deadline", 10.0)
    assert [(t.id, t.payload) for t in await store.timers_for(game_id)] == [(mine, {})]
    assert [t.game_id for t in await store.due_timers(30.0)] == [other, game_id]


async def test_a_timer_is_deleted_once(store: Store) -> None:
    game_id = await _game(store)
    timer = await store.add_timer(game_id, "deadline", 10.0)
    kept = await store.add_timer(game_id, "reminder", 5.0)
    assert await store.delete_timer(timer) is True
    assert await store.delete_timer(timer) is False
    assert await store.delete_timer(999_999) is False
    assert [t.id for t in await store.timers_for(game_id)] == [kept]


async def test_of_callers_racing_for_a_due_timer_exactly_one_wins(store: Store) -> None:
    game_id = await _game(store)
    timer = await store.add_timer(game_id, "deadline", 10.0)
    wins = await asyncio.gather(*(store.delete_timer(timer) for _ in range(5)))
    assert sorted(wins) == [False, False, False, False, True]
    assert await store.next_timer() is None
