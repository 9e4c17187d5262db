"""/game log in pages: page 1 holds the newest rows; a page reads only its own rows from the store."""

from __future__ import annotations

import pytest

from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, refused


class _NoWholeLog:
    """The store, refusing to read a whole log: a page must read only its window."""

    def __init__(self, inner: SqliteStore) -> None:
        self._inner = inner
        self.windows: list[tuple[str, int, int]] = []

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    async def read_log(self, game_id: int, after_id: int = 0) -> object:
        raise AssertionError("a log page read the whole log")

    async def read_log_window(self, game_id: int, offset: int, limit: int) -> object:
        self.windows.append(("window", offset, limit))
        return await self._inner.read_log_window(game_id, offset, limit)

    async def read_log_tail(self, game_id: int, limit: int, before_id: int | None = None) -> object:
        self.windows.append(("tail", limit, before_id))
        return await self._inner.read_log_tail(game_id, limit, before_id)


async def _hanse_with_moves(service: GameService, moves: int) -> int:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    game_id = (await service.start(created.game_id, HOST)).game_id
    for n in range(moves):
        view = await service.view(game_id, HOST)
        user = HOST if view.choices else ALICE
        view = await service.view(game_id, user)
        await service.act(game_id, user, view.choices[n % len(view.choices)].action, view.seq)
    return game_id


async def test_pages_cover_the_log_newest_first_and_read_only_their_rows(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await _hanse_with_moves(service, 23)
    whole = await service.log(game_id, HOST)
    assert len(whole) == 23
    guarded = _NoWholeLog(store)
    paging = GameService(guarded, lookup, seed_source=counting_seeds(), ai_in_thread=False)  # type: ignore[arg-type]
    pages = [await paging.log_page(game_id, HOST, page=n, per_page=10) for n in (1, 2, 3)]
    assert [(p.page, p.pages, len(p.lines)) for p in pages] == [(1, 3, 10), (2, 3, 10), (3, 3, 3)]
    assert [line for p in reversed(pages) for line in p.lines] == list(whole)
    # By keyset from the newest end: page 1 below no id, each later page below the oldest id of the page before.
    ids = [r.id for r in await store.read_log(game_id)]
    assert guarded.windows == [("tail", 10, None), ("tail", 10, ids[-10]), ("tail", 3, ids[-20])]
    with refused("The log of this game has 3 pages; ask for one from 1 to 3."):
        await paging.log_page(game_id, HOST, page=4, per_page=10)
    with refused("The log of this game has 3 pages; ask for one from 1 to 3."):
        await paging.log_page(game_id, HOST, page=0, per_page=10)


async def test_a_game_without_moves_has_one_empty_page(service: GameService) -> None:
    game_id = await _hanse_with_moves(service, 0)
    page = await service.log_page(game_id, HOST)
    assert (page.lines, page.page, page.pages) == ((), 1, 1)


@pytest.mark.parametrize("viewer", [HOST, None])
async def test_a_page_shows_what_the_viewer_may_see(service: GameService, viewer: int | None) -> None:
    game_id = await _hanse_with_moves(service, 12)
    whole = await service.log(game_id, viewer)
    page = await service.log_page(game_id, viewer, page=1, per_page=100)
    assert page.lines == whole
