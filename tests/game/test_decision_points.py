"""A prompt belongs to one decision point of one seat: another seat's answer to a simultaneous decision leaves it
current, a new decision of the seat (or choices changed by another seat's move) makes it stale."""

from __future__ import annotations

from typing import Any

from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.registry import registry
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, BOB, HOST, refused, started_toy
from tests.toy_game import ToyGame


async def test_a_simultaneous_answer_leaves_the_other_prompts_current(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE, BOB)
    prompts = {user: await service.view(game_id, user) for user in (HOST, ALICE, BOB)}
    assert {p.seq for p in prompts.values()} == {0}
    first = await service.act_index(game_id, HOST, 0, prompts[HOST].seq)
    assert first.changed_choices == ()  # the others' choices are what they were: nobody needs a fresh prompt
    await service.act_index(game_id, ALICE, 0, prompts[ALICE].seq)  # made at move 0, played at move 1
    last = await service.act_index(game_id, BOB, 0, prompts[BOB].seq)  # made at move 0, played at move 2
    assert last.seq >= 3


async def test_a_prompt_from_an_earlier_decision_is_refused(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE, rounds=5)
    old = await service.view(game_id, HOST)
    await service.act_index(game_id, HOST, 0, old.seq)
    for _ in range(12):  # on until the host faces a decision again
        now = {user: await service.view(game_id, user) for user in (HOST, ALICE)}
        if now[HOST].choices:
            break
        await service.act_index(game_id, ALICE, 0, now[ALICE].seq)
    assert now[HOST].choices and now[HOST].seq > old.seq
    with refused("That prompt was already played."):  # the host's own move spent it ("played" before "stale")
        await service.act_index(game_id, HOST, 0, old.seq)
    assert (await service.act_index(game_id, HOST, 0, now[HOST].seq)).seq == now[HOST].seq + 1


class Peeking(ToyGame):
    """The toy, where a seat still choosing may also "peek" once another seat has chosen: another seat's answer
    changes this seat's choices."""

    def legal_now(self, state: dict[str, Any], seat: str) -> list[dict[str, Any]]:
        legal = super().legal_now(state, seat)
        if state["phase"] == "choose" and state["chosen"]:
            legal.append({"type": "peek"})
        return legal

    def play(self, state: dict[str, Any], seat: str, action: dict[str, Any]) -> Any:
        if action["type"] == "peek":
            action = self.legal_now(state, seat)[0]
        return super().play(state, seat, action)


async def test_choices_changed_by_another_seat_make_the_prompt_stale(store: SqliteStore) -> None:
    peeking = Peeking()
    service = GameService(
        store, lambda g: peeking if g == "toy" else lookup(g), seed_source=counting_seeds(), ai_in_thread=False
    )
    game_id = await started_toy(service, HOST, ALICE)
    prompts = {user: await service.view(game_id, user) for user in (HOST, ALICE)}
    moved = await service.act_index(game_id, HOST, 0, prompts[HOST].seq)
    assert ALICE in moved.acting_users
    assert moved.changed_choices == (ALICE,)  # delivery sends her a fresh prompt at once
    with refused("That prompt is out of date."):  # Alice's choices grew by "peek": index 0 may mean another action
        await service.act_index(game_id, ALICE, 0, prompts[ALICE].seq)
    fresh = await service.view(game_id, ALICE)
    assert any(c.action == {"type": "peek"} for c in fresh.choices)
    await service.act_index(game_id, ALICE, 0, fresh.seq)


async def test_andromeda_responders_answer_one_offer_from_prompts_made_before_the_others_answered(
    service: GameService,
) -> None:
    if "andromeda" not in registry.ids():
        return
    created = await service.create("andromeda", HOST)
    for user in (ALICE, BOB):
        await service.join(created.game_id, user)
    game_id = (await service.start(created.game_id, HOST)).game_id
    users = (HOST, ALICE, BOB)
    for _ in range(400):
        views = {user: await service.view(game_id, user) for user in users}
        deciding = [user for user in users if views[user].choices]
        if len(deciding) >= 2:
            break
        user = deciding[0]
        await service.act_index(game_id, user, len(views[user].choices) - 1, views[user].seq)
    else:
        raise AssertionError("no simultaneous response round met")
    for user in deciding:  # every prompt was made before any of them answered
        outcome = await service.act_index(game_id, user, 0, views[user].seq)
        assert outcome.seq > views[user].seq or user == deciding[0]
