"""Every engine: games and seats, listing and counting them, and the compare-and-swap on a game's version."""

from __future__ import annotations

import pytest

from bot.store.base import LogEntry, NewGame, SeatRecord, Store, StoreError, VersionConflict

HOST, ALICE, BOB = 101, 202, 303


async def _game(store: Store, host: int = HOST, guild: int | None = None) -> int:
    record = await store.create_game(NewGame("toy", host, guild_id=guild), [SeatRecord("p1", 0, "human", host)])
    return record.id


async def test_a_new_game_is_a_lobby_at_version_zero_with_its_seats(store: Store) -> None:
    seats = [SeatRecord("p1", 0, "human", HOST), SeatRecord("p2", 1, "ai", ai="greedy", dm_ok=False)]
    new = NewGame("toy", HOST, guild_id=5, channel_id=6, options={"rounds": 3}, meta={"host_seat": "p1"})
    created = await store.create_game(new, seats)
    assert (created.status, created.version, created.seq, created.state) == ("lobby", 0, 0, None)
    assert (created.guild_id, created.channel_id, created.options) == (5, 6, {"rounds": 3})
    assert created.meta == {"host_seat": "p1"}
    assert created.seats == tuple(seats)
    assert await store.get_game(created.id) == created
    assert await store.get_game(created.id + 1000) is None


async def test_game_version_is_a_cheap_freshness_check(store: Store) -> None:
    game_id = await _game(store)
    assert await store.game_version(game_id) == 0
    await store.update_game(game_id, 0, {"status": "active"})
    assert await store.game_version(game_id) == 1
    assert await store.game_version(game_id + 1000) is None


async def test_an_update_changes_the_columns_it_names_and_may_replace_the_seats(store: Store) -> None:
    game_id = await _game(store)
    seats = [SeatRecord("p1", 0, "human", HOST), SeatRecord("p2", 1, "human", ALICE)]
    record = await store.update_game(
        game_id,
        0,
        {"status": "active", "state": "{}", "seed": 7, "result": {"ranking": ["p1"]}, "deadline_at": 9.0},
        seats,
        now=50.0,
    )
    assert (record.status, record.state, record.seed, record.result, record.deadline_at) == (
        "active",
        "{}",
        7,
        {"ranking": ["p1"]},
        9.0,
    )
    assert (record.version, record.updated_at, record.seats) == (1, 50.0, tuple(seats))
    kept = await store.update_game(game_id, 1, {"meta": {"x": 1}})
    assert kept.seats == tuple(seats) and kept.meta == {"x": 1} and kept.version == 2


async def test_a_stale_version_writes_nothing(store: Store) -> None:
    game_id = await _game(store)
    moved = await store.append_log(game_id, 0, [LogEntry("move", 1, "p1", HOST, {"type": "a"})], {"seq": 1})
    assert moved == 1
    with pytest.raises(VersionConflict):
        await store.append_log(game_id, 0, [LogEntry("move", 2, "p1", HOST, {"type": "b"})], {"seq": 2})
    with pytest.raises(VersionConflict):
        await store.update_game(game_id, 0, {"status": "over"}, [SeatRecord("p1", 0, "human", BOB)])
    assert [r.action for r in await store.read_log(game_id)] == [{"type": "a"}]
    record = await store.get_game(game_id)
    assert record is not None and (record.seq, record.version, record.status) == (1, 1, "lobby")
    assert [s.user_id for s in record.seats] == [HOST]


async def test_a_missing_game_is_a_version_conflict(store: Store) -> None:
    with pytest.raises(VersionConflict):
        await store.update_game(999, 0, {"status": "active"})


async def test_only_changeable_columns_may_change(store: Store) -> None:
    game_id = await _game(store)
    with pytest.raises(StoreError, match="Cannot change game column"):
        await store.update_game(game_id, 0, {"created_by": 5})
    with pytest.raises(StoreError, match="Cannot change game column"):
        await store.append_log(game_id, 0, [], {"version": 5})
    assert await store.game_version(game_id) == 0


async def test_list_games_filters_by_guild_user_and_status_newest_first_without_state(store: Store) -> None:
    first = await _game(store, HOST, guild=1)
    second = await _game(store, ALICE, guild=2)
    third = await _game(store, HOST, guild=1)
    await store.update_game(first, 0, {"state": "{}", "status": "active"})
    await store.update_game(second, 0, {"status": "over"})
    assert [g.id for g in await store.list_games()] == [third, second, first]
    listed = await store.list_games(guild_id=1, statuses=["active"])
    assert [(g.id, g.state, g.seats[0].user_id) for g in listed] == [(first, None, HOST)]
    assert [g.id for g in await store.list_games(guild_id=1)] == [third, first]
    assert [g.id for g in await store.list_games(user_id=ALICE)] == [second]
    assert [g.id for g in await store.list_games(user_id=HOST, statuses=["lobby", "active"])] == [third, first]
    assert [g.id for g in await store.list_games(statuses=["over", "abandoned"])] == [second]
    assert await store.list_games(statuses=[]) == []
    assert await store.list_games(user_id=BOB) == []
    assert [g.id for g in await store.list_games(limit=2)] == [third, second]


async def test_count_games_counts_every_game(store: Store) -> None:
    assert await store.count_games() == 0
    await _game(store)
    await _game(store, ALICE)
    assert await store.count_games() == 2


async def test_games_awaiting_ai_are_the_running_ones_whose_open_decisions_name_a_seat_the_ai_plays(
    store: Store,
) -> None:
    async def game(seats: list[SeatRecord], status: str, meta: dict[str, object]) -> int:
        record = await store.create_game(NewGame("toy", HOST), seats)
        await store.update_game(record.id, 0, {"status": status, "meta": meta})
        return record.id

    person, robot, away = SeatRecord("p1", 0, "human", HOST), SeatRecord("p2", 1, "ai", ai="greedy"), ALICE
    alice = SeatRecord("p2", 1, "human", away)
    ai_acts = await game([person, robot], "active", {"decisions": {"p2": 4}})
    both_act = await game([person, robot], "active", {"decisions": {"p1": 3, "p2": 3}})
    person_acts = await game([person, robot], "active", {"decisions": {"p1": 4}})
    unrecorded = await game([person, robot], "active", {"host_seat": "p1"})  # stored before the record
    paused = await game([person, robot], "paused", {"decisions": {"p2": 4}})
    people = await game([person, SeatRecord("p2", 1, "human", BOB)], "active", {"decisions": {"p2": 1}})
    away_acts = await game([person, alice], "active", {"decisions": {"p2": 2}})
    away_waits = await game([person, alice], "active", {"decisions": {"p1": 2}})
    assert await store.games_awaiting_ai([]) == sorted([ai_acts, both_act, unrecorded])
    assert await store.games_awaiting_ai([away]) == sorted([ai_acts, both_act, unrecorded, away_acts])
    assert not {person_acts, paused, people, away_waits} & set(await store.games_awaiting_ai([away, BOB + 1]))


async def test_standing_orders_are_written_with_the_game_and_read_back_with_it(store: Store) -> None:
    game_id = await _game(store)
    fresh = await store.get_game(game_id)
    assert fresh is not None and fresh.orders == {}
    orders = {"p1": ["w_start", "responses"]}
    record = await store.update_game(game_id, 0, {"orders": orders})
    assert record.orders == orders and record.version == 1
    again = await store.get_game(game_id)
    assert again is not None and again.orders == orders
    await store.append_log(game_id, 1, [LogEntry("move", 1, "p1", HOST, {"type": "pass"})], {"orders": {}})
    cleared = await store.get_game(game_id)
    assert cleared is not None and cleared.orders == {} and cleared.version == 2
