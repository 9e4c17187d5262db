"""Every engine: the log read from its newest end gives the same pages as the offset from the oldest end."""

from __future__ import annotations

import pytest

from bot.store.base import LogEntry, NewGame, SeatRecord, Store

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
    for page in range(1, pages + 1):
        newer = (page - 1) * per_page
        end = total - newer
        start = max(0, end - per_page)
        by_offset = await store.read_log_window(game_id, start, end - start)
        assert await store.read_log_tail(game_id, end - start, newer) == by_offset, page
    assert [r.game_id for r in await store.read_log_tail(game_id, ROWS + 5)] == [game_id] * ROWS


async def test_the_newest_rows_come_oldest_first_and_stop_at_the_log(store: Store) -> None:
    game_id = await _long_game(store)
    whole = await store.read_log(game_id)
    assert await store.read_log_tail(game_id, 3) == whole[-3:]
    assert [r.id for r in await store.read_log_tail(game_id, 3)] == sorted(r.id for r in whole[-3:])
    assert await store.read_log_tail(game_id, 4, skip=ROWS - 2) == whole[:2]
    assert await store.read_log_tail(game_id, 4, skip=ROWS) == []
    assert await store.read_log_tail(game_id, 0) == []
    assert await store.read_log_tail(999, 25) == []
