"""The outbox at the core (bot/game/table/outbox.py): every write of a started game stores what must be told about it
in its own transaction, and whom to tell that they act depends on decision points and seat holders only."""

from __future__ import annotations

import pytest

from bot.game.base.types import Refusal
from bot.game.clocks.clock import ManualClock
from bot.game.service import GameService
from bot.game.table.outbox import OutboxRow
from bot.store.sqlite import SqliteStore
from tests.game.conftest import lookup
from tests.game.support import ALICE, BOB, HOST, MOD, STRANGER, started_toy


async def _pending(store: SqliteStore, game_id: int) -> list[OutboxRow]:
    return [OutboxRow.from_record(t) for t in await store.outbox(game_id)]


async def _delivered(store: SqliteStore, game_id: int) -> None:
    """What a front end does once it told everything: the rows go."""
    await store.finish_delivery(game_id, [t.id for t in await store.outbox(game_id)], None, {})


async def test_a_start_tells_every_acting_player_and_announces_a_board(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    [start] = await _pending(store, game_id)
    assert (start.started, start.board, start.status, start.seq) == (True, True, "active", 0)
    assert sorted(start.tell) == [HOST, ALICE] and start.moves == () and start.mover is None


async def test_a_simultaneous_answer_tells_nobody_new(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE, BOB)
    await _delivered(store, game_id)
    view = await service.view(game_id, HOST)
    moved = await service.act_index(game_id, HOST, 0, view.seq)
    [outbox_row] = await _pending(store, game_id)
    assert outbox_row.tell == () and outbox_row.moves == (("p1", HOST),) and outbox_row.mover == HOST
    assert outbox_row.seq == moved.seq and not outbox_row.board
    # the chosen card is hidden: the outbox holds public events only
    assert all(e.get("to") is None for e in outbox_row.events)


async def test_the_round_after_the_reveal_tells_whoever_decides_next(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await _delivered(store, game_id)
    for user in (HOST, ALICE):
        view = await service.view(game_id, user)
        last = await service.act_index(game_id, user, 0, view.seq)
    outbox = await _pending(store, game_id)
    assert [t.tell for t in outbox[:-1]] == [()] * (len(outbox) - 1)
    expected = [u for u in (HOST, ALICE) if u in last.acting_users]
    assert list(outbox[-1].tell) == expected and expected
    assert any(e.get("to") is None for e in outbox[-1].events)  # the reveal is public


async def test_a_refused_move_stores_no_outbox_row(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await _delivered(store, game_id)
    with pytest.raises(Refusal):
        await service.act_index(game_id, STRANGER, 0, 0)
    with pytest.raises(Refusal):
        await service.act_index(game_id, HOST, 99, 0)
    assert await _pending(store, game_id) == []


async def test_a_pause_tells_nobody_and_the_resume_tells_every_acting_player_again(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await _delivered(store, game_id)
    await service.pause(game_id, MOD, moderator=True, reason="dinner")
    await service.resume(game_id, MOD, moderator=True)
    paused, resumed = await _pending(store, game_id)
    assert (paused.status, paused.tell, paused.board) == ("paused", (), True)
    assert [n["action"]["type"] for n in paused.notes] == ["mod_pause"]
    assert (resumed.status, sorted(resumed.tell), resumed.board) == ("active", [HOST, ALICE], True)


async def test_a_replaced_acting_seat_tells_its_new_holder_only(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await _delivered(store, game_id)
    await service.replace(game_id, MOD, "p2", BOB, moderator=True)
    [outbox_row] = await _pending(store, game_id)
    assert outbox_row.tell == (BOB,) and outbox_row.board
    assert [(n["action"]["type"], n["seat"]) for n in outbox_row.notes] == [("mod_replace", "p2")]


async def test_a_game_stored_before_the_outbox_does_not_tell_its_players_again(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await _delivered(store, game_id)
    record = await store.get_game(game_id)
    assert record is not None and "told" in record.meta
    old_meta = {k: v for k, v in record.meta.items() if k != "told"}  # as a game of the release before
    await store.update_game(game_id, record.version, {"meta": old_meta})
    service.cache_size = 0  # read the game again
    await service.set_deadline(game_id, MOD, 10**10, moderator=True)
    [outbox_row] = await _pending(store, game_id)
    assert outbox_row.tell == () and [n["action"]["type"] for n in outbox_row.notes] == ["mod_deadline"]


async def test_a_reminder_is_claimed_by_the_write_that_records_it(store: SqliteStore) -> None:
    clock = ManualClock(1_000_000.0)
    service = GameService(store, lookup, clock=clock)
    await service.set_guild_setting(1, "deadline_hours", "8")
    await service.set_guild_setting(1, "reminders", "50%")
    game_id = await started_toy(service, HOST, ALICE)
    await _delivered(store, game_id)
    [reminder] = [t for t in await store.timers_for(game_id) if t.kind == "reminder"]
    due = float(reminder.payload["due"])
    first = await service.remind(game_id, due, reminder.id)
    again = await service.remind(game_id, due, reminder.id)  # a second pass, or another process
    assert first is not None and again is None
    assert [t.kind for t in await store.timers_for(game_id)] == ["deadline"]
    [outbox_row] = await _pending(store, game_id)
    assert sorted(outbox_row.remind) == [HOST, ALICE] and outbox_row.due == due


async def test_notes_written_by_hand_are_told_with_their_seat(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await _delivered(store, game_id)
    await service.resign(game_id, ALICE)
    [outbox_row] = await _pending(store, game_id)
    assert outbox_row.status == "over" and outbox_row.board and outbox_row.tell == ()
    assert [(n["action"]["type"], n["user"]) for n in outbox_row.notes] == [("resigned", ALICE)]
