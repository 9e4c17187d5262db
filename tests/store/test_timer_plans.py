"""Every engine: a game write carries its timers (migration 008): they change in the transaction of the game row."""

from __future__ import annotations

import pytest

from bot.store.base import CLEAR_TIMERS, LogEntry, NewGame, Store, TimerPlan, VersionConflict

KINDS = ("deadline", "reminder")


async def _game(store: Store) -> tuple[int, int]:
    record = await store.create_game(NewGame(game="toy", created_by=1))
    return record.id, record.version


async def _timers(store: Store, game_id: int) -> list[tuple[str, float, dict[str, object]]]:
    return [(t.kind, t.due_at, t.payload) for t in await store.timers_for(game_id)]


async def test_an_update_adds_its_timers(store: Store) -> None:
    game_id, version = await _game(store)
    plan = TimerPlan(replace=KINDS, add=(("deadline", 40.0, {"due": 40.0, "seq": 0}), ("reminder", 20.0, {})))
    await store.update_game(game_id, version, {"status": "active"}, timers=plan)
    assert await _timers(store, game_id) == [("reminder", 20.0, {}), ("deadline", 40.0, {"due": 40.0, "seq": 0})]


async def test_a_move_replaces_the_timers_of_the_kinds_it_names_and_keeps_the_others(store: Store) -> None:
    game_id, version = await _game(store)
    await store.add_timer(game_id, "deadline", 10.0, {"seq": 0})
    await store.add_timer(game_id, "reminder", 5.0)
    await store.add_timer(game_id, "lobby_expiry", 99.0)
    other, _ = await _game(store)
    await store.add_timer(other, "deadline", 10.0)
    plan = TimerPlan(replace=KINDS, add=(("deadline", 70.0, {"seq": 1}),))
    move = LogEntry("move", 1, "p1", 1, {"type": "pass"})
    await store.append_log(game_id, version, [move], {"seq": 1}, timers=plan)
    assert await _timers(store, game_id) == [("deadline", 70.0, {"seq": 1}), ("lobby_expiry", 99.0, {})]
    assert await _timers(store, other) == [("deadline", 10.0, {})]
    assert [row.action for row in await store.read_log(game_id)] == [{"type": "pass"}]
    record = await store.get_game(game_id)
    assert record is not None and record.seq == 1


async def test_clearing_removes_every_timer_of_the_game(store: Store) -> None:
    game_id, version = await _game(store)
    await store.add_timer(game_id, "deadline", 10.0)
    await store.add_timer(game_id, "lobby_expiry", 99.0)
    await store.append_log(game_id, version, [], {"status": "over"}, timers=CLEAR_TIMERS)
    assert await _timers(store, game_id) == []


async def test_a_refused_write_changes_no_timer(store: Store) -> None:
    game_id, version = await _game(store)
    await store.add_timer(game_id, "deadline", 10.0)
    plan = TimerPlan(replace=KINDS, add=(("deadline", 70.0, {}),))
    move = LogEntry("move", 1, "p1", 1, {"type": "pass"})
    with pytest.raises(VersionConflict):
        await store.append_log(game_id, version + 5, [move], {"seq": 1}, timers=plan)
    with pytest.raises(VersionConflict):
        await store.update_game(game_id, version + 5, {"status": "active"}, timers=CLEAR_TIMERS)
    assert await _timers(store, game_id) == [("deadline", 10.0, {})]
    assert await store.read_log(game_id) == []


async def test_a_write_without_a_plan_leaves_the_timers_alone(store: Store) -> None:
    game_id, version = await _game(store)
    await store.add_timer(game_id, "deadline", 10.0)
    await store.append_log(game_id, version, [LogEntry("move", 1, "p1", 1, {"type": "pass"})], {"seq": 1})
    assert await _timers(store, game_id) == [("deadline", 10.0, {})]
