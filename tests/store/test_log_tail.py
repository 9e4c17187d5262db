"""Every engine: the log read by keyset from its newest end (each page below the oldest id of the page before it,
that id asked of the index alone) gives the same pages as the offset from the oldest end."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store.base import LogEntry, NewGame, SeatRecord, Store
from tests.store.conftest import OpenEngine

SEATS = (SeatRecord("p1", 0, "human", 1), SeatRecord("p2", 1, "human", 2))
ROWS = 310


def _row(n: int) -> LogEntry:
    # Moves with the odd note and undo between them, as a long game's log holds them.
    if n % 50 == 0:
        return LogEntry("note", 0, "p2", None, {"type": "away", "n": n})
    if n % 37 == 0:
        return LogEntry("undo", n - 1, None, 1, None)
    seat, user = ("p1", 1) if n % 2 else ("p2", 2)
    return LogEntry("move", n, seat, user, {"type": "pass", "n": n}, ({"type": "passed", "to": None},), n % 10 == 0)


async def _long_game(store: Store) -> int:
    game_id = (await store.create_game(NewGame(game="toy", created_by=1), SEATS)).id
    other = (await store.create_game(NewGame(game="toy", created_by=1), SEATS)).id
    version = other_version = 0
    for first in range(1, ROWS + 1, 40):
        batch = [_row(n) for n in range(first, min(first + 40, ROWS + 1))]
        version = await store.append_log(game_id, version, batch, {"seq": first})
        # Another game's rows between this one's: the tail must not cross into them.
        other_version = await store.append_log(other, other_version, [_row(first)], {"seq": first})
    return game_id


@pytest.mark.parametrize("per_page", [25, 7])
async def test_every_page_from_the_newest_end_is_the_page_the_offset_read(store: Store, per_page: int) -> None:
    game_id = await _long_game(store)
    total = await store.count_log(game_id)
    assert total == ROWS
    pages = -(-total // per_page)
    before: int | None = None  # page 1: below no id
    for page in range(1, pages + 1):
        newer = (page - 1) * per_page
        end = total - newer
        start = max(0, end - per_page)
        by_offset = await store.read_log_window(game_id, start, end - start)
        # The boundary the index gives is the oldest id of the page before: the keyset walked page by page.
        assert await store.log_boundary(game_id, newer) == before, page
        tail = await store.read_log_tail(game_id, per_page, before)
        assert tail == by_offset, page
        before = tail[0].id
    assert await store.read_log_tail(game_id, per_page, before) == []  # below the oldest row: nothing
    assert [r.game_id for r in await store.read_log_tail(game_id, ROWS + 5)] == [game_id] * ROWS


async def test_the_newest_rows_come_oldest_first_and_stop_at_the_log(store: Store) -> None:
    game_id = await _long_game(store)
    whole = await store.read_log(game_id)
    assert await store.read_log_tail(game_id, 3) == whole[-3:]
    assert [r.id for r in await store.read_log_tail(game_id, 3)] == sorted(r.id for r in whole[-3:])
    assert await store.read_log_tail(game_id, 4, before_id=whole[2].id) == whole[:2]
    assert await store.read_log_tail(game_id, 4, before_id=whole[0].id) == []
    assert await store.read_log_tail(game_id, 0) == []
    assert await store.read_log_tail(999, 25) == []
    assert await store.log_boundary(game_id, 0) is None
    assert await store.log_boundary(game_id, 1) == whole[-1].id
    assert await store.log_boundary(game_id, ROWS) == whole[0].id
    assert await store.log_boundary(game_id, ROWS + 1) is None
    assert await store.log_boundary(999, 1) is None


async def test_a_page_read_by_its_boundary_is_the_same_after_the_log_grows(store: Store) -> None:
    # The keyset is what makes older pages stable: rows appended after page 1 was shown do not shift page 2.
    game_id = await _long_game(store)
    first = await store.read_log_tail(game_id, 25)
    second = await store.read_log_tail(game_id, 25, first[0].id)
    record = await store.get_game(game_id)
    assert record is not None
    await store.append_log(game_id, record.version, [_row(ROWS + 1), _row(ROWS + 2)], {"seq": ROWS + 1})
    assert await store.read_log_tail(game_id, 25, first[0].id) == second
    assert [r.seq for r in (await store.read_log_tail(game_id, 2))] == [ROWS + 1, ROWS + 2]


async def test_the_count_goes_on_with_rows_another_process_appends(
    store: Store, open_engine: OpenEngine, tmp_path: Path
) -> None:
    # The count is kept per game between calls: rows appended by another store on the same database (another bot
    # process, a `starmail play`) are counted on top of it, and no other game's.
    game_id = await _long_game(store)
    assert await store.count_log(game_id) == ROWS
    other = await open_engine(tmp_path)
    try:
        record = await other.get_game(game_id)
        assert record is not None
        await other.append_log(game_id, record.version, [_row(ROWS + 1), _row(ROWS + 2)], {"seq": ROWS + 1})
        assert await other.count_log(game_id) == ROWS + 2
    finally:
        await other.close()
    assert await store.count_log(game_id) == ROWS + 2
    assert await store.count_log(game_id) == ROWS + 2
    assert await store.count_log(game_id + 1) == ROWS // 40 + 1
    assert await store.count_log(999) == 0
