"""A move is applied at most once, on every engine: a prompt is spent by its seat's next move (a double click, a
client's retry or a second copy of it is refused "played", even while the decision it was made for stays open),
another seat's answer spends nothing of this seat's, and a typed request is made against a view and carries an id of
its own, so an outdated one or a redelivered one changes nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.game.base.types import Outcome, Refusal, UserView
from bot.game.service import GameService
from bot.store.base import Store
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore
from rules.registry import registry
from tests import postgres
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import (
    ALICE,
    BOB,
    HOST,
    discarding_with_a_pair,
    hand_kinds,
    refused,
    started_toy,
    trading_starfarers,
)


@pytest.fixture(params=["sqlite", "postgres"])
async def engine(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[tuple[GameService, Store]]:
    store: Store
    if request.param == "sqlite":
        store = await SqliteStore.open(tmp_path / "once.db", synchronous="NORMAL")
    else:
        store = await PostgresStore.open(postgres.database_url(tmp_path), pool_size=2)
    yield GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False), store
    await store.close()


async def _attempt(service: GameService, game_id: int, user: int, index: int, seq: int) -> Outcome | Refusal:
    try:
        return await service.act_index(game_id, user, index, seq)
    except Refusal as refusal:
        return refusal


async def _discarding_with_a_pair(service: GameService) -> tuple[int, int, UserView, str]:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    game_id = (await service.start(created.game_id, HOST)).game_id
    user, view, kind = await discarding_with_a_pair(service, game_id, (HOST, ALICE))
    return game_id, user, view, kind


@pytest.mark.skipif("hanse" not in registry.ids(), reason="Hanse is not written yet")
async def test_three_identical_discards_while_holding_a_pair_discard_one_card(
    engine: tuple[GameService, Store],
) -> None:
    service, store = engine
    game_id, user, view, kind = await _discarding_with_a_pair(service)
    index = next(c.index for c in view.choices if c.action == {"type": "discard", "card": kind})
    results = [await _attempt(service, game_id, user, index, view.seq) for _ in range(3)]
    applied = [r for r in results if isinstance(r, Outcome)]
    assert len(applied) == 1 and applied[0].seq == view.seq + 1
    assert [r.code for r in results if isinstance(r, Refusal)] == ["played", "played"]
    after = await service.view(game_id, user)
    assert hand_kinds(after).count(kind) == hand_kinds(view).count(kind) - 1
    moves = [row for row in await store.read_log(game_id) if row.kind == "move" and row.seq > view.seq]
    assert [row.action for row in moves] == [{"type": "discard", "card": kind}]
    # the decision is still open, and the prompt made after the move plays it
    assert after.choices == view.choices and after.seq == view.seq + 1
    assert (await service.act_index(game_id, user, index, after.seq)).seq == after.seq + 1


@pytest.mark.skipif("hanse" not in registry.ids(), reason="Hanse is not written yet")
async def test_a_retry_of_a_stored_move_is_told_it_was_played_not_that_it_is_out_of_date(
    engine: tuple[GameService, Store],
) -> None:
    service, _store = engine
    game_id, user, view, _kind = await _discarding_with_a_pair(service)
    single = [
        c for c in view.choices if c.action["type"] == "discard" and hand_kinds(view).count(c.action["card"]) == 1
    ]
    assert single, "the hand holds a single card too"
    moved = await service.act_index(game_id, user, single[0].index, view.seq)
    assert user in moved.acting_users  # the player still discards: their choices changed, a new decision opened
    with refused("That prompt was already played."):
        await service.act_index(game_id, user, single[0].index, view.seq)


async def test_another_seats_answer_does_not_spend_this_seats_prompt(engine: tuple[GameService, Store]) -> None:
    service, store = engine
    game_id = await started_toy(service, HOST, ALICE, BOB)
    prompts = {user: await service.view(game_id, user) for user in (HOST, ALICE, BOB)}
    await service.act_index(game_id, HOST, 0, prompts[HOST].seq)
    await service.act_index(game_id, ALICE, 0, prompts[ALICE].seq)  # made before the host's answer, still good
    record = await store.get_game(game_id)
    assert record is not None and record.meta["played"] == {"p1": 1, "p2": 2}
    with refused("That prompt was already played."):  # the host's own prompt is spent: the host has chosen
        await service.act_index(game_id, HOST, 0, prompts[HOST].seq)
    assert (await service.act_index(game_id, BOB, 0, prompts[BOB].seq)).seq >= 3


async def test_a_typed_request_read_against_an_outdated_view_is_refused(engine: tuple[GameService, Store]) -> None:
    service, store = engine
    game_id, user, _seat = await trading_starfarers(service, store)
    old = await service.view(game_id, user)
    offer = {"give": "ore", "want": "food"}
    await service.act_request(game_id, user, "offer", offer, {}, old.seq, request_id=1)
    before = await store.get_game(game_id)
    with refused("That prompt was already played."):  # a new request, read against the view before the offer
        await service.act_request(game_id, user, "offer", offer, {}, old.seq, request_id=2)
    after = await store.get_game(game_id)
    assert before is not None and after is not None and after.version == before.version


async def test_a_redelivered_request_is_refused_as_played(engine: tuple[GameService, Store]) -> None:
    service, store = engine
    game_id, user, _seat = await trading_starfarers(service, store)
    seen = await service.view(game_id, user)
    offer = {"give": "ore", "want": "food"}
    await service.act_request(game_id, user, "offer", offer, {}, seen.seq, request_id=7)
    now = await service.view(game_id, user)
    before = await store.get_game(game_id)
    with refused("That prompt was already played."):  # the same request again, read against the newest view
        await service.act_request(game_id, user, "offer", offer, {}, now.seq, request_id=7)
    after = await store.get_game(game_id)
    assert before is not None and after is not None and after.version == before.version
    assert after.meta["requests"] == [7]
