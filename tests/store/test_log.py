"""Every engine: the append-only action log and the reads the core makes of it (pages, undo, checkpoints)."""

from __future__ import annotations

import pytest

from bot.store.base import LogEntry, NewGame, SeatRecord, Store, StoreError

SEATS = (SeatRecord("p1", 0, "human", 1), SeatRecord("p2", 1, "human", 2))


def _move(seq: int, seat: str, user: int, kind: str, *, checkpoint: bool = False) -> LogEntry:
    events = ({"type": "did", "what": kind},)
    return LogEntry("move", seq, seat, user, {"type": kind}, events=events, checkpoint=checkpoint)


async def _game(store: Store) -> int:
    return (await store.create_game(NewGame(game="toy", created_by=1), SEATS)).id


async def test_rows_come_back_as_written_in_order(store: Store) -> None:
    game_id = await _game(store)
    note = LogEntry("note", 0, "p2", None, {"type": "away"}, at=3.0)
    rows = [note, _move(1, "p1", 1, "a", checkpoint=True), LogEntry("undo", 0, None, 2, None)]
    assert await store.append_log(game_id, 0, rows, {"seq": 0}, now=7.0) == 1
    log = await store.read_log(game_id)
    assert [(r.game_id, r.kind, r.seq, r.seat, r.user_id, r.action) for r in log] == [
        (game_id, "note", 0, "p2", None, {"type": "away"}),
        (game_id, "move", 1, "p1", 1, {"type": "a"}),
        (game_id, "undo", 0, None, 2, None),
    ]
    assert [(r.events, r.checkpoint, r.at) for r in log] == [
        ((), False, 3.0),
        (({"type": "did", "what": "a"},), True, 7.0),
        ((), False, 7.0),
    ]
    assert log[0].id < log[1].id < log[2].id


async def test_the_log_reads_after_an_id_counts_and_pages(store: Store) -> None:
    game_id = await _game(store)
    other = await _game(store)
    await store.append_log(game_id, 0, [_move(n, "p1", 1, str(n)) for n in range(1, 6)], {"seq": 5})
    await store.append_log(other, 0, [_move(1, "p1", 1, "x")], {"seq": 1})
    log = await store.read_log(game_id)
    assert [r.seq for r in await store.read_log(game_id, after_id=log[2].id)] == [4, 5]
    assert await store.read_log(game_id, after_id=log[-1].id) == []
    assert await store.count_log(game_id) == 5
    assert await store.count_log(other) == 1
    assert await store.count_log(999) == 0
    assert [r.seq for r in await store.read_log_window(game_id, 1, 2)] == [2, 3]
    assert [r.seq for r in await store.read_log_window(game_id, 4, 10)] == [5]
    assert await store.read_log_window(game_id, 5, 10) == []


async def test_update_game_appends_its_entries_too(store: Store) -> None:
    game_id = await _game(store)
    record = await store.update_game(game_id, 0, {"seq": 1}, entries=[_move(1, "p1", 1, "a")])
    assert record.seq == 1
    assert [r.action for r in await store.read_log(game_id)] == [{"type": "a"}]


async def test_last_checkpoint_comes_with_the_state_stored_after_it(store: Store) -> None:
    game_id = await _game(store)
    assert await store.last_checkpoint(game_id) is None
    version = await store.append_log(
        game_id,
        0,
        [_move(1, "p1", 1, "a", checkpoint=True)],
        {"seq": 1, "state": "s1", "checkpoint_seq": 1, "checkpoint_state": "s1"},
    )
    version = await store.append_log(game_id, version, [_move(2, "p2", 2, "b")], {"seq": 2, "state": "s2"})
    found = await store.last_checkpoint(game_id)
    assert found is not None and (found[0].seq, found[0].action, found[1]) == (1, {"type": "a"}, "s1")
    # A checkpoint stored without its state (as before migration 009): the move, and no state.
    await store.append_log(game_id, version, [_move(3, "p1", 1, "c", checkpoint=True)], {"seq": 3})
    found = await store.last_checkpoint(game_id)
    assert found is not None and (found[0].seq, found[1]) == (3, None)


async def test_a_checkpoint_that_is_the_state_stays_right_as_the_state_moves_on(store: Store) -> None:
    game_id = await _game(store)
    checkpoint = {"seq": 1, "state": "s1", "checkpoint_seq": 1, "checkpoint_state": "s1"}
    version = await store.append_log(game_id, 0, [_move(1, "p1", 1, "a", checkpoint=True)], checkpoint)
    found = await store.last_checkpoint(game_id)
    assert found is not None and (found[0].seq, found[1]) == (1, "s1")
    version = (await store.update_game(game_id, version, {"meta": {"k": 1}})).version  # the state unchanged
    version = await store.append_log(game_id, version, [_move(2, "p2", 2, "b")], {"seq": 2, "state": "s2"})
    version = await store.append_log(game_id, version, [_move(3, "p1", 1, "c")], {"seq": 3, "state": "s3"})
    found = await store.last_checkpoint(game_id)
    assert found is not None and (found[0].seq, found[1]) == (1, "s1")
    # A move after a checkpoint, stored with it: the checkpoint's state is not the state the write stores.
    both = {"seq": 5, "state": "s5", "checkpoint_seq": 4, "checkpoint_state": "s4"}
    moves = [_move(4, "p2", 2, "d", checkpoint=True), _move(5, "p1", 1, "e")]
    version = await store.append_log(game_id, version, moves, both)
    version = await store.append_log(game_id, version, [_move(6, "p2", 2, "f")], {"seq": 6, "state": "s6"})
    found = await store.last_checkpoint(game_id)
    assert found is not None and (found[0].seq, found[1]) == (4, "s4")
    stored = await store.get_game(game_id)
    assert stored is not None and (stored.seq, stored.state) == (6, "s6")


async def test_a_checkpoint_seq_without_its_state_is_refused_and_nothing_is_written(store: Store) -> None:
    game_id = await _game(store)
    for changes in ({"seq": 1, "checkpoint_seq": 1}, {"seq": 1, "state": "s1", "checkpoint_state": "s1"}):
        with pytest.raises(StoreError, match=r"^A checkpoint's seq and its state are written together\.$"):
            await store.append_log(game_id, 0, [_move(1, "p1", 1, "a", checkpoint=True)], changes)
    assert await store.read_log(game_id) == []
    stored = await store.get_game(game_id)
    assert stored is not None and (stored.version, stored.seq) == (0, 0)


async def test_the_decision_tail_starts_after_the_latest_own_move_no_undo_took_back(store: Store) -> None:
    game_id = await _game(store)
    rows = [
        LogEntry("move", 1, "p1", 1, {"type": "a"}),
        LogEntry("move", 2, "p2", 2, {"type": "b"}),
        LogEntry("move", 3, "p1", 1, {"type": "c"}),
        LogEntry("undo", 2, None, 1, None),
        LogEntry("move", 3, "p2", 2, {"type": "d"}),
    ]
    await store.append_log(game_id, 0, rows, {"seq": 3})
    since, tail = await store.decision_tail(game_id, "p1", 1)
    assert since is not None and since.action == {"type": "a"}
    assert [r.kind for r in tail] == ["move", "move", "undo", "move"]
    nobody, everything = await store.decision_tail(game_id, "p3", 5)
    assert nobody is None and len(everything) == 5
    latest, nothing = await store.decision_tail(game_id, "p2", 2)
    assert latest is not None and latest.action == {"type": "d"} and nothing == []
