"""A move's outcome is reported exactly: a failure at any store call of a move either leaves nothing of it stored
(the caller gets the failure, and a retry works) or comes after its commit (the caller is told the move was made,
and the game goes on). Every store call of a move is made to fail in turn, on a real SQLite file, for a move with
the views a Discord click asks for and an AI seat that answers.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.game.base.types import Outcome
from bot.game.service import GameService
from bot.store.failures import StorageFailure
from bot.store.sqlite import SqliteStore
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, first_choice, started_toy, stored


class FailingStore:
    """The store, with its `fail_at`-th call (counted from `arm()`) failing as a full disk would."""

    def __init__(self, inner: SqliteStore) -> None:
        self._inner = inner
        self.calls = 0
        self.fail_at: int | None = None

    def arm(self, fail_at: int | None) -> None:
        self.calls, self.fail_at = 0, fail_at

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._inner, name)
        if not inspect.iscoroutinefunction(found):
            return found

        async def call(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            if self.calls == self.fail_at:
                raise StorageFailure("full", self._inner.path)
            return await found(*args, **kwargs)

        return call


async def one_move(tmp_path: Path, fail_at: int | None, ai: int) -> tuple[int, Outcome | BaseException, Any, Any, int]:
    inner = await SqliteStore.open(tmp_path / f"move-{ai}-{fail_at}.db", synchronous="NORMAL")
    store = FailingStore(inner)
    # ai_chunk=1: the AI seats' replies beyond the first are played after the move's commit (as long AI turns are)
    service = GameService(  # type: ignore[arg-type]
        store, lookup, seed_source=counting_seeds(), ai_in_thread=False, ai_chunk=1
    )
    users = (HOST, ALICE) if ai == 0 else (HOST,)
    game_id = await started_toy(service, *users, ai=ai)
    _, seq = await first_choice(service, game_id, HOST)
    before = await stored(inner, game_id)
    store.arm(fail_at)
    act: Callable[[], Awaitable[Outcome]] = lambda: service.act_index(  # noqa: E731
        game_id, HOST, 0, seq, "en", locales={ALICE: "de"}
    )
    try:
        result: Outcome | BaseException = await act()
    except StorageFailure as failure:
        result = failure
    made = store.calls
    store.arm(None)
    after = await stored(inner, game_id)
    await inner.close()
    return seq, result, before, after, made


@pytest.mark.parametrize("ai", [0, 2])
async def test_a_failure_at_any_store_call_of_a_move_is_reported_exactly(tmp_path: Path, ai: int) -> None:
    _, clean, _, _, calls = await one_move(tmp_path, None, ai)
    assert isinstance(clean, Outcome)
    assert calls >= 2  # the move writes, then reads for the views of the others
    for fail_at in range(1, calls + 1):
        seq, result, before, after, _ = await one_move(tmp_path, fail_at, ai)
        if isinstance(result, Outcome):  # told it was made: it is stored
            assert after.seq > seq and result.seq <= after.seq, fail_at
        else:  # told it failed: nothing of it is stored
            assert after == before, fail_at
            assert result.kind == "full"


@pytest.mark.parametrize("fail_at", [1])
async def test_a_move_that_failed_before_its_commit_can_be_played_again(tmp_path: Path, fail_at: int) -> None:
    inner = await SqliteStore.open(tmp_path / "again.db", synchronous="NORMAL")
    store = FailingStore(inner)
    service = GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False)  # type: ignore[arg-type]
    try:
        game_id = await started_toy(service, HOST, ALICE, ai=1)
        _, seq = await first_choice(service, game_id, HOST)
        store.arm(fail_at)
        with pytest.raises(StorageFailure):
            await service.act_index(game_id, HOST, 0, seq)
        store.arm(None)
        moved = await service.act_index(game_id, HOST, 0, seq)  # the same click, once the disk has room
        assert moved.seq > seq
    finally:
        await inner.close()
