"""Every engine: `vitals()`, the one read behind /healthz and the outbox and game gauges (bot/metrics.py)."""

from __future__ import annotations

from bot.store.base import LogEntry, NewGame, SeatRecord, Store

SEATS = (SeatRecord("p1", 0, "human", 1), SeatRecord("p2", 1, "human", 2))


async def test_vitals_count_the_outbox_its_oldest_row_and_the_active_games(store: Store) -> None:
    assert await store.vitals() == (0, None, 0)
    lobby = await store.create_game(NewGame(game="toy", created_by=1), SEATS)
    record = await store.create_game(NewGame(game="toy", created_by=1), SEATS)
    record = await store.update_game(record.id, record.version, {"status": "active"}, SEATS)
    move = LogEntry("move", 1, "p1", 1, {"type": "pass"})
    await store.append_log(record.id, record.version, [move], {"seq": 1}, outbox_row={"kind": "moved"})
    await store.update_game(lobby.id, lobby.version, {}, SEATS, outbox_row={"kind": "joined"})
    count, oldest, active = await store.vitals()
    assert (count, active) == (2, 1)
    assert oldest is not None and oldest > 0
