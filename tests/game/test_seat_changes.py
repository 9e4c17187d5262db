"""Seat changes during a game (/mod replace, kick, /away and /back): the outcome names whoever newly holds a
seat that acts now (`new_holders`), so that they are told as any player who starts to act; the former holder
is remembered with how they lost the seat (bot/game/write/moderation.py: `seat_loss`)."""

from __future__ import annotations

from pathlib import Path

from bot.game.clocks.clock import ManualClock
from bot.game.service import GameService
from bot.game.write.moderation import seat_loss
from bot.store.sqlite import SqliteStore
from tests.game.clocked import HOUR, START, open_bot
from tests.game.support import ALICE, BOB, CAROL, HOST, MOD, first_choice, refused, started_toy


async def test_replacing_an_acting_seat_names_the_new_player(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)  # round 1: both seats choose a card at once
    replaced = await service.replace(game_id, HOST, "p2", BOB)
    assert replaced.kind == "replaced" and replaced.acting == ("p1", "p2")
    assert replaced.acting_users == (HOST, BOB) and replaced.new_holders == (BOB,)
    record = await store.get_game(game_id)
    assert record is not None and seat_loss(record, ALICE) == "replaced" and seat_loss(record, BOB) is None
    with refused("You are not seated in this game."):
        await service.act(game_id, ALICE, {"type": "pass"}, replaced.seq)
    action, seq = await first_choice(service, game_id, BOB)
    assert [m.user_id for m in (await service.act(game_id, BOB, action, seq)).moves] == [BOB]


async def test_replacing_a_seat_that_waits_names_no_one(service: GameService) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    action, seq = await first_choice(service, game_id, HOST)
    await service.act(game_id, HOST, action, seq)  # p1 has chosen: only p2 acts
    replaced = await service.replace(game_id, MOD, "p1", BOB, moderator=True)
    assert replaced.acting == ("p2",) and replaced.new_holders == ()


async def test_a_former_holder_given_a_seat_again_is_no_longer_former(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    await service.replace(game_id, HOST, "p2", BOB)
    again = await service.replace(game_id, HOST, "p2", ALICE)
    assert again.new_holders == (ALICE,)
    record = await store.get_game(game_id)
    assert record is not None and seat_loss(record, ALICE) is None and seat_loss(record, BOB) == "replaced"


async def test_kick_to_the_ai_names_no_one_and_the_ai_moves(service: GameService, store: SqliteStore) -> None:
    game_id = await started_toy(service, HOST, ALICE)
    kicked = await service.kick(game_id, HOST, ALICE)
    assert kicked.new_holders == () and [(m.seat, m.user_id) for m in kicked.moves] == [("p2", None)]
    record = await store.get_game(game_id)
    assert record is not None and seat_loss(record, ALICE) == "kicked"


async def test_filling_a_vacant_seat_resumes_and_names_the_new_player(service: GameService, store: SqliteStore) -> None:
    await service.set_guild_setting(1, "kick_policy", "pause")
    game_id = await started_toy(service, HOST, ALICE, guild=1)
    await service.kick(game_id, MOD, ALICE, moderator=True)
    resumed = await service.replace(game_id, HOST, "p2", CAROL)
    assert resumed.kind == "resumed" and resumed.new_holders == (CAROL,)
    record = await store.get_game(game_id)
    assert record is not None and seat_loss(record, ALICE) == "kicked"


async def test_back_while_acting_names_the_returning_player(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await started_toy(bot.service, HOST, ALICE, rounds=5)
    [away] = await bot.service.away(ALICE, START + HOUR, "extend")
    assert away.new_holders == ()
    [back] = await bot.service.back(ALICE)
    assert back.kind == "back" and "p2" in back.acting and back.new_holders == (ALICE,)
    assert (await bot.service.view(game_id, ALICE)).choices
    await bot.close()


async def test_back_while_another_acts_names_no_one(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await started_toy(bot.service, HOST, ALICE, rounds=5)
    [away] = await bot.service.away(ALICE, START + HOUR)  # the AI makes p2's choice: only the host acts
    assert away.acting_users == (HOST,) and away.new_holders == ()
    [back] = await bot.service.back(ALICE)
    assert back.acting == ("p1",) and back.new_holders == ()
    await bot.close()
