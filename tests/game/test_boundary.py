"""The service's boundary (bot/game/inputs.py): a wrong type or an absurd size is one short refusal and changes
nothing; above all it never reaches the cache, where a game keyed by "1" instead of 1 used to tell every seated
player "You are not seated in this game." until a restart."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.game.service import GameService
from bot.game.types import Refusal
from bot.store.sqlite import SqliteStore
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, HOST, first_choice, started_toy, stored


@pytest.mark.parametrize("game_id", ["1", 1.0, True, -1, 2**63, 2**80, None])
async def test_an_id_that_cannot_be_a_game_is_refused_and_not_cached(service: GameService, game_id: Any) -> None:
    real = await started_toy(service, HOST, ALICE)
    with pytest.raises(Refusal) as refused:
        await service.view(game_id, ALICE)
    assert (refused.value.code, str(refused.value)) == ("not_found", "There is no game with that id.")
    mine = await service.view(real, ALICE)  # the real game is untouched: Alice still holds her seat
    assert mine.seat == "p2"


@pytest.mark.parametrize("index", ["0", 0.0, None, -1, 10**30])
async def test_an_index_that_is_not_a_choice_is_refused(service: GameService, store: SqliteStore, index: Any) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    _, seq = await first_choice(service, game_id, ALICE)
    before = await stored(store, game_id)
    with pytest.raises(Refusal) as refused:
        await service.act_index(game_id, ALICE, index, seq)
    assert refused.value.code == "malformed"
    assert await stored(store, game_id) == before


@pytest.mark.parametrize(
    "action",
    [
        {"type": "x" * 1_000_000},
        {"type": "choose", "card": "y" * 1_000_000},
        {"type": "choose", "bad": {1, 2}},
        {"type": "choose", 1: "a key the log would give back as text"},
        {"type": "choose", "card": 2**70},
    ],
)
async def test_a_huge_or_strange_action_gets_a_short_refusal(
    service: GameService, store: SqliteStore, action: dict[str, Any]
) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    _, seq = await first_choice(service, game_id, ALICE)
    before = await stored(store, game_id)
    with pytest.raises(Refusal) as refused:
        await service.act(game_id, ALICE, action, seq)
    assert (refused.value.code, str(refused.value)) == ("malformed", "That action is not valid.")
    assert await stored(store, game_id) == before


async def test_a_user_id_that_cannot_be_a_person_is_refused(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    with pytest.raises(Refusal) as refused:
        await service.act_index(game_id, str(ALICE), 0, 0)  # type: ignore[arg-type]
    assert refused.value.code == "malformed"


async def test_a_refusal_quotes_a_short_prefix_of_what_was_given(service: GameService) -> None:
    with pytest.raises(Refusal) as refused:
        await service.create("z" * 1_000_000, HOST)
    assert len(str(refused.value)) < 200 and str(refused.value).startswith("There is no game called “zzz")
    with pytest.raises(Refusal) as bad:
        await service.create("toy", HOST, options={"rounds": "9" * 5000})
    assert bad.value.code == "setup" and len(str(bad.value)) < 300


async def test_a_database_held_by_another_program_is_a_busy_refusal_not_a_raw_error(db_path: Path) -> None:
    store = await SqliteStore.open(db_path, synchronous="NORMAL", busy_timeout=0.1)
    try:
        service = GameService(store, lookup, seed_source=counting_seeds(), ai_in_thread=False)
        game_id = await started_toy(service, HOST, ALICE)
        _, seq = await first_choice(service, game_id, ALICE)
        before = await stored(store, game_id)
        other = sqlite3.connect(db_path, isolation_level=None)
        try:
            other.execute("BEGIN EXCLUSIVE")  # another program holds the write lock
            with pytest.raises(Refusal) as refused:
                await service.act_index(game_id, ALICE, 0, seq)
            assert (refused.value.code, str(refused.value)) == (
                "busy",
                "This game is busy right now; please try again.",
            )
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert await stored(store, game_id) == before
        moved = await service.act_index(game_id, ALICE, 0, seq)  # the lock is gone: the same click works
        assert moved.seq == seq + 1
    finally:
        await store.close()
