"""The games a start lets the AI move in (`GameService.ai_waiting`): read from the game rows, no state loaded.

A bot that starts passes these to `advance` (bot/discord/client.py), so a game whose AI turn a crash cut short goes on,
without the start loading every running game's state (seconds with thousands of games; make bench, the cold start).
"""

from __future__ import annotations

import time

from bot.game.service import GameService
from bot.store.base import LogEntry, Store
from rules.registry import registry
from tests.game.support import HOST


async def person_against_ai(service: GameService, guild: int) -> int:
    """A started Hanse game of HOST against an AI seat, waiting for HOST (the service lets the AI move first)."""
    created = await service.create("hanse", HOST, guild_id=guild, channel_id=7)
    await service.add_ai(created.game_id, HOST)
    await service.start(created.game_id, HOST)
    assert (await service.view(created.game_id, HOST)).choices, "the person must be the one to act"
    return created.game_id


async def cut_short(store: Store, game_id: int) -> None:
    """HOST's move, written as a crash would leave it: committed as every move is (the seats that act now recorded
    in meta "decisions"), the AI's reply not yet."""
    record = await store.get_game(game_id)
    assert record is not None and record.state is not None
    game = registry.get("hanse")
    state = game.decode(record.state)
    human = next(s.seat for s in record.seats if s.kind == "human")
    robot = next(s.seat for s in record.seats if s.kind == "ai")
    legal = game.legal_actions(state, human)
    steps = [game.apply(state, human, action) for action in legal]
    step = next(s for s in steps if robot in game.acting(s.state))
    row = LogEntry("move", record.seq + 1, human, HOST, legal[steps.index(step)], step.events, step.checkpoint)
    meta = {**record.meta, "decisions": dict.fromkeys(game.acting(step.state), record.seq + 1)}
    changes = {"seq": record.seq + 1, "state": game.encode(step.state), "meta": meta}
    await store.append_log(game_id, record.version, [row], changes)


async def test_only_games_with_a_decision_open_for_a_seat_the_ai_plays_are_named(
    service: GameService, store: Store
) -> None:
    waiting = await person_against_ai(service, 1)
    stranded = await person_against_ai(service, 2)
    await cut_short(store, stranded)
    older = await person_against_ai(service, 3)
    record = await store.get_game(older)
    assert record is not None
    unrecorded = {key: value for key, value in record.meta.items() if key != "decisions"}
    await store.append_log(older, record.version, [], {"meta": unrecorded})  # a game stored before the record
    away = await person_against_ai(service, 4)
    people = await service.create("hanse", HOST, guild_id=5, channel_id=7)
    await service.join(people.game_id, HOST + 1)
    await service.start(people.game_id, HOST)

    assert sorted(await service.ai_waiting()) == sorted([stranded, older])
    assert waiting not in await service.ai_waiting() and away not in await service.ai_waiting()

    await store.set_away(HOST, time.time() + 3600, "ai")  # as another process marks HOST away
    fresh = GameService(store)  # a process starting now: HOST's seats are the AI's, every one of them acts
    assert {waiting, stranded, older, away} <= set(await fresh.ai_waiting())
    record = await store.get_game(people.game_id)
    assert record is not None
    host_seat = next(s.seat for s in record.seats if s.user_id == HOST)
    host_acts = host_seat in record.meta["decisions"]
    assert (people.game_id in await fresh.ai_waiting()) == host_acts  # the AI has a move there only if HOST acts
