"""A player's move always brings its fan-out (`Outcome.fanout`, bot/game/write/play.py): the views and digests its
delivery needs, from the commit. When those cannot be made after the commit, the move is still reported as made and
the outbox row stored with it is there to tell the table."""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any

from bot.game.service import GameService
from bot.game.table.outbox import OutboxRow
from bot.store.failures import StorageFailure
from bot.store.sqlite import SqliteStore
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, started_toy


class FailingAt:
    """The store, with every call of the method `name` failing as a full disk would (once `armed`)."""

    def __init__(self, inner: SqliteStore, name: str) -> None:
        self._inner = inner
        self._name = name
        self.armed = False
        self.failed = 0

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._inner, name)
        if name != self._name or not inspect.iscoroutinefunction(found):
            return found

        async def call(*args: Any, **kwargs: Any) -> Any:
            if self.armed:
                self.failed += 1
                raise StorageFailure("full", self._inner.path)
            return await found(*args, **kwargs)

        return call


async def _delivered(store: SqliteStore, game_id: int) -> None:
    await store.finish_delivery(game_id, [t.id for t in await store.outbox(game_id)], None, {})


async def test_every_kind_of_move_brings_its_fanout_without_asking(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE, rounds=2)
    seen = await service.view(game_id, HOST, "de")
    by_index = await service.act_index(game_id, HOST, 0, seen.seq, "de", locales={ALICE: "fr"})
    assert by_index.kind == "moved" and by_index.fanout is not None
    assert by_index.fanout.seq == by_index.seq and by_index.fanout.locales[HOST] == "de"
    assert by_index.fanout.views[HOST].seq == by_index.seq and by_index.fanout.public.seat is None
    seen = await service.view(game_id, ALICE)
    by_action = await service.act(game_id, ALICE, seen.choices[0].action, seen.seq)
    assert by_action.fanout is not None and by_action.fanout.seq == by_action.seq
    # the views of the mover and of everyone the move tells to act (its outbox row's `tell`), a digest for the others
    row = [OutboxRow.from_record(t) for t in await store.outbox(game_id)][-1]
    assert set(by_action.fanout.views) == {ALICE, *row.tell}
    assert set(by_action.fanout.digests) == set(row.tell) - {ALICE}
    assert set(by_action.fanout.locales.values()) == {"en"}


async def test_a_move_whose_views_fail_after_the_commit_is_made_and_its_outbox_row_tells_the_table(
    tmp_path: Path,
) -> None:
    inner = await SqliteStore.open(tmp_path / "fanout.db", synchronous="NORMAL")
    # the catch-up digest of a player the move tells to act is read while the views are made, after the commit
    store = FailingAt(inner, "decision_tail")
    service = GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False)
    try:
        game_id = await started_toy(service, HOST, ALICE, rounds=5)
        await _delivered(inner, game_id)
        store.armed = True
        for _ in range(20):  # moves until one tells the other player to act
            public = await service.view(game_id, None)
            assert public.status == "active"
            mover = next(s.user_id for s in public.seats if s.seat in public.acting)
            assert mover is not None
            seen = await service.view(game_id, mover)
            moved = await service.act_index(game_id, mover, 0, seen.seq, locales={HOST: "de"})
            assert moved.kind == "moved" and moved.seq == seen.seq + 1
            if moved.fanout is None:
                break
            assert set(moved.fanout.views) == {mover}  # nobody else told: no digest read, nothing failed
        else:
            raise AssertionError("no move told the other player to act")
        store.armed = False
        assert store.failed == 1  # the failure did happen, in making the views after the commit
        record = await inner.get_game(game_id)
        assert record is not None and record.seq == moved.seq
        rows = [OutboxRow.from_record(t) for t in await inner.outbox(game_id)]
        assert rows[-1].seq == moved.seq and rows[-1].mover == mover
        told = [user for user in rows[-1].tell if user != mover]
        assert told
        # the game goes on: the player the outbox tells can play their prompt
        again = await service.view(game_id, told[0])
        assert again.seq == moved.seq and again.choices
        assert (await service.act_index(game_id, told[0], 0, again.seq)).fanout is not None
    finally:
        await inner.close()
