"""Every engine: the outbox (migration 010). A write stores what must be told about it in the same transaction; a
delivery records what it posted and removes what it delivered in one transaction; one call reads its context."""

from __future__ import annotations

import pytest

from bot.store.base import DiscordGame, LogEntry, NewGame, Preferences, SeatRecord, Store, TimerPlan, VersionConflict

MOVE = LogEntry("move", 1, "p1", 1, {"type": "pass"})
SEATS = (SeatRecord("p1", 0, "human", 1), SeatRecord("p2", 1, "human", 2))


async def _game(store: Store, guild: int | None = None) -> tuple[int, int]:
    record = await store.create_game(NewGame(game="toy", created_by=1, guild_id=guild), SEATS)
    return record.id, record.version


async def test_a_move_stores_its_outbox_row_with_the_game_seq_after_it(store: Store) -> None:
    game_id, version = await _game(store)
    await store.append_log(game_id, version, [MOVE], {"seq": 1}, outbox_row={"kind": "moved", "tell": [2]})
    found = await store.outbox(game_id)
    assert [(t.game_id, t.seq, t.payload) for t in found] == [(game_id, 1, {"kind": "moved", "tell": [2]})]
    assert (await store.get_game(game_id)) is not None


async def test_an_update_stores_its_outbox_row_and_its_log_rows_in_one_transaction(store: Store) -> None:
    game_id, version = await _game(store)
    note = LogEntry("note", 0, "p2", 1, {"type": "mod_replace", "user": 3})
    seats = (SEATS[0], SeatRecord("p2", 1, "human", 3))
    record = await store.update_game(game_id, version, {}, seats, entries=[note], outbox_row={"kind": "replaced"})
    assert [s.user_id for s in record.seats] == [1, 3]
    assert [(r.kind, r.action) for r in await store.read_log(game_id)] == [("note", note.action)]
    assert [t.payload for t in await store.outbox(game_id)] == [{"kind": "replaced"}]


async def test_a_refused_write_stores_no_outbox_row(store: Store) -> None:
    game_id, version = await _game(store)
    with pytest.raises(VersionConflict):
        await store.append_log(game_id, version + 5, [MOVE], {"seq": 1}, outbox_row={"kind": "moved"})
    with pytest.raises(VersionConflict):
        await store.update_game(game_id, version + 5, {}, outbox_row={"kind": "paused"})
    assert await store.outbox(game_id) == []
    assert await store.games_with_outbox() == []


async def test_a_delivery_removes_what_it_delivered_and_keeps_what_came_later(store: Store) -> None:
    first, version = await _game(store)
    second, other = await _game(store)
    version = await store.append_log(first, version, [MOVE], {"seq": 1}, outbox_row={"n": 1})
    await store.append_log(second, other, [MOVE], {"seq": 1}, outbox_row={"n": 2})
    await store.append_log(first, version, [], {}, outbox_row={"n": 3})
    assert await store.games_with_outbox() == [first, second]
    delivered = [t.id for t in await store.outbox(first)][:1]
    await store.finish_delivery(first, delivered, 77, {"board": 5})
    assert [t.payload for t in await store.outbox(first)] == [{"n": 3}]
    assert await store.discord_game(first) == DiscordGame(77, {"board": 5})
    # another game's ids are never removed by this game's delivery
    await store.finish_delivery(first, [t.id for t in await store.outbox(second)], 77, {})
    assert [t.payload for t in await store.outbox(second)] == [{"n": 2}]


async def test_the_context_of_a_delivery_is_one_read(store: Store) -> None:
    game_id, version = await _game(store, guild=9)
    assert (await store.discord_context(game_id)).data is None
    await store.set_guild_settings(9, {"locale": "de"})
    await store.set_discord_game(game_id, 41, {"guild": 9, "jump": "x"})
    await store.set_dm_closed(2, 123.0)
    await store.set_dm_closed(8, 5.0)  # not seated here
    await store.set_user_preferences(2, Preferences(quiet=(60, 120)))
    await store.set_user_preferences(8, Preferences(notify="none"))
    await store.append_log(game_id, version, [MOVE], {"seq": 1}, outbox_row={"kind": "moved"})
    context = await store.discord_context(game_id)
    assert (context.channel_id, context.data, context.settings) == (41, {"guild": 9, "jump": "x"}, {"locale": "de"})
    assert [t.payload for t in context.outbox] == [{"kind": "moved"}]
    assert context.dm_closed == {2: 123.0}
    assert context.preferences == {2: Preferences(quiet=(60, 120))}


async def test_a_timer_plan_drops_timers_by_id(store: Store) -> None:
    game_id, version = await _game(store)
    kept = await store.add_timer(game_id, "reminder", 5.0)
    gone = await store.add_timer(game_id, "reminder", 6.0)
    await store.update_game(game_id, version, {}, timers=TimerPlan(drop=(gone,)))
    assert [t.id for t in await store.timers_for(game_id)] == [kept]


async def test_the_context_of_a_game_without_guild_record_or_outbox_rows_is_empty(store: Store) -> None:
    game_id, _ = await _game(store)
    context = await store.discord_context(game_id)
    assert (context.channel_id, context.data, context.settings, context.outbox, context.dm_closed) == (
        None,
        None,
        {},
        (),
        {},
    )
    missing = await store.discord_context(game_id + 1000)
    assert (missing.channel_id, missing.data, missing.outbox) == (None, None, ())


async def test_a_delivery_of_nothing_still_records_the_game(store: Store) -> None:
    game_id, version = await _game(store)
    await store.append_log(game_id, version, [MOVE], {"seq": 1}, outbox_row={"n": 1})
    await store.finish_delivery(game_id, [], None, {"board": 1})
    assert await store.discord_game(game_id) == DiscordGame(None, {"board": 1})
    assert [t.payload for t in await store.outbox(game_id)] == [{"n": 1}]


async def test_delivered_ids_never_come_back(store: Store) -> None:
    # A delivery remembers the last id it posted: an outbox row stored after a delivery has a higher id.
    game_id, version = await _game(store)
    version = await store.append_log(game_id, version, [MOVE], {"seq": 1}, outbox_row={"n": 1})
    delivered = await store.outbox(game_id)
    await store.finish_delivery(game_id, [t.id for t in delivered], None, {})
    await store.append_log(game_id, version, [], {}, outbox_row={"n": 2})
    later = await store.outbox(game_id)
    assert [t.payload for t in later] == [{"n": 2}] and later[0].id > delivered[-1].id


async def test_a_front_end_that_tells_live_drops_a_games_outbox(store: Store) -> None:
    first, version = await _game(store)
    second, other = await _game(store)
    await store.append_log(first, version, [MOVE], {"seq": 1}, outbox_row={"n": 1})
    await store.append_log(second, other, [MOVE], {"seq": 1}, outbox_row={"n": 2})
    assert await store.drop_outbox(first) == 1
    assert await store.games_with_outbox() == [second]
