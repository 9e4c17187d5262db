"""The service with a real game, Hanse (2 players): a human against the AI, hidden hands, undo, replay."""

from __future__ import annotations

import json

import pytest

from bot.game.base.types import Outcome, Refusal
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.registry import registry
from tests.game.support import ALICE, HOST, MOD, first_choice

pytestmark = pytest.mark.skipif("hanse" not in registry.ids(), reason="Hanse is not written yet")

HUMAN_MOVES = 40


def _hidden_from(game_id: str, state_text: str, seat: str) -> set[str]:
    """Instance ids `seat` may not see in the stored state: other seats' secrets and the face-down ones."""
    game = registry.get(game_id)
    secrets = game.secrets(game.decode(state_text))
    return {i for owner, ids in secrets.items() if owner != seat for i in ids}


async def _stored_state(store: SqliteStore, game_id: int) -> str:
    record = await store.get_game(game_id)
    assert record is not None and record.state is not None
    return record.state


async def test_a_human_plays_hanse_against_the_ai(service: GameService, store: SqliteStore) -> None:
    created = await service.create("hanse", HOST, guild_id=1)
    await service.add_ai(created.game_id, HOST)
    started = await service.start(created.game_id, HOST)
    game_id = started.game_id
    outcome: Outcome = started
    for _ in range(HUMAN_MOVES):
        if outcome.over:
            break
        view = await service.view(game_id, HOST)
        assert view.choices, "the AI must have played until the human's turn"
        assert view.view is not None and view.view["seq"] == view.seq
        hidden = _hidden_from("hanse", await _stored_state(store, game_id), "p1")
        shown = json.dumps(view.view)
        assert not [i for i in hidden if f'"{i}"' in shown]
        outcome = await service.act(game_id, HOST, view.choices[0].action, view.seq)
        # What the human's player is told (public events and p1's own) names nothing p1 may not see now.
        hidden = _hidden_from("hanse", await _stored_state(store, game_id), "p1")
        published = json.dumps([outcome.public_events, outcome.private_events.get("p1", ())])
        assert not [i for i in hidden if f'"{i}"' in published]
        assert outcome.seq == (await store.get_game(game_id)).seq  # type: ignore[union-attr]
    game = registry.get("hanse")
    assert game.encode(await service.replay_state(game_id)) == await _stored_state(store, game_id)
    assert any(row.user_id is None for row in await store.read_log(game_id)), "the AI seat never moved"


async def test_hanse_between_two_humans_refuses_the_waiting_player(service: GameService, store: SqliteStore) -> None:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    started = await service.start(created.game_id, HOST)
    waiting = ALICE if started.acting_users == (HOST,) else HOST
    mover = HOST if waiting == ALICE else ALICE
    action, seq = await first_choice(service, started.game_id, mover)
    before = await _stored_state(store, started.game_id)
    with pytest.raises(Refusal, match=r"^It is not your turn\.$"):
        await service.act(started.game_id, waiting, action, seq)
    assert await _stored_state(store, started.game_id) == before
    moved = await service.act(started.game_id, mover, action, seq)
    assert moved.seq == seq + 1


async def test_hanse_moderator_undo_replays_to_the_stored_state(service: GameService, store: SqliteStore) -> None:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    game_id = (await service.start(created.game_id, HOST)).game_id
    game = registry.get("hanse")
    undone = None
    for _ in range(HUMAN_MOVES):
        view = await service.view(game_id, HOST)
        user = HOST if view.choices else ALICE
        action, seq = await first_choice(service, game_id, user)
        outcome = await service.act(game_id, user, action, seq)
        if outcome.over:
            break
        if not outcome.moves[-1].checkpoint:
            undone = await service.undo(game_id, MOD, moderator=True)
            break
    if undone is None:
        pytest.skip("no move without a checkpoint in the first moves of this deal")
    assert undone.kind == "undone" and undone.seq == seq
    assert game.encode(await service.replay_state(game_id)) == await _stored_state(store, game_id)


async def _two_humans(service: GameService) -> int:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    return (await service.start(created.game_id, HOST)).game_id


async def _play_one(service: GameService, game_id: int, pick: int) -> Outcome:
    view = await service.view(game_id, HOST)
    user = HOST if view.choices else ALICE
    view = await service.view(game_id, user)
    choice = view.choices[pick % len(view.choices)]
    return await service.act(game_id, user, choice.action, view.seq)


async def test_the_state_after_each_checkpoint_is_stored_with_its_move(
    service: GameService, store: SqliteStore
) -> None:
    import sqlite3

    game_id = await _two_humans(service)
    game = registry.get("hanse")
    checkpoints = 0
    for pick in range(60):
        outcome = await _play_one(service, game_id, pick * 7)
        checkpoints += sum(m.checkpoint for m in outcome.moves)
        if outcome.over:
            break
    assert checkpoints > 0
    found = await store.last_checkpoint(game_id)
    assert found is not None and found[1] is not None
    row, text = found
    with sqlite3.connect(store.path) as conn:
        assert conn.execute("SELECT checkpoint_seq FROM games WHERE id = ?", (game_id,)).fetchone() == (row.seq,)
    record = await store.get_game(game_id)
    assert record is not None and record.seed is not None
    moves = [r for r in await store.read_log(game_id) if r.kind == "move" and r.seq <= row.seq]
    state = game.setup([s.seat for s in record.seats], record.seed, record.options)
    for move in moves:
        assert move.seat is not None and move.action is not None
        state = game.apply(state, move.seat, move.action).state
    assert text == game.encode(state)


class _ReadCounting:
    """The store, remembering from which row each `read_log` call read."""

    def __init__(self, inner: SqliteStore) -> None:
        self._inner = inner
        self.reads: list[int] = []

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    async def read_log(self, game_id: int, after_id: int = 0) -> object:
        self.reads.append(after_id)
        return await self._inner.read_log(game_id, after_id)


@pytest.mark.parametrize("snapshot", [True, False])
async def test_undo_starts_at_the_stored_checkpoint_and_lands_where_a_replay_does(
    store: SqliteStore, snapshot: bool
) -> None:
    import sqlite3

    from tests.game.conftest import counting_seeds, lookup

    counting = _ReadCounting(store)
    service = GameService(counting, lookup, seed_source=counting_seeds(), ai_in_thread=False)  # type: ignore[arg-type]
    game = registry.get("hanse")
    game_id = await _two_humans(service)
    undos = 0
    for pick in range(200):
        outcome = await _play_one(service, game_id, pick * 5)
        if outcome.over:
            break
        if pick % 9 == 8 and not outcome.moves[-1].checkpoint and await store.last_checkpoint(game_id) is not None:
            if not snapshot:  # a game stored before checkpoints were kept
                with sqlite3.connect(store.path) as conn:
                    conn.execute("UPDATE games SET checkpoint_state = NULL WHERE id = ?", (game_id,))
            service = GameService(counting, lookup, seed_source=counting_seeds(), ai_in_thread=False)  # type: ignore[arg-type]
            counting.reads.clear()
            undone = await service.undo(game_id, MOD, moderator=True)
            assert undone.kind == "undone"
            undos += 1
            assert game.encode(await service.replay_state(game_id)) == await _stored_state(store, game_id)
            read_from = counting.reads[:-1]  # the last read is replay_state's, from the seed
            assert read_from and (all(after > 0 for after in read_from) if snapshot else 0 in read_from)
    assert undos >= 3


async def test_a_request_hanse_does_not_declare_is_refused_in_the_players_language(
    service: GameService, store: SqliteStore
) -> None:
    created = await service.create("hanse", HOST)
    await service.join(created.game_id, ALICE)
    started = await service.start(created.game_id, HOST)
    mover = started.acting_users[0]
    before = await _stored_state(store, started.game_id)
    with pytest.raises(Refusal) as refused:
        await service.act_request(
            started.game_id, mover, "offer", {"give": "ore", "want": "food"}, {}, started.seq, "de"
        )
    assert refused.value.say("en") == "This game has no such request."
    assert refused.value.say("de") == "Dieses Spiel kennt diesen Befehl nicht."
    assert await _stored_state(store, started.game_id) == before
