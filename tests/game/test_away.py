"""Away mode: a player hands their seats to the AI (or makes their deadlines wait) until a time; back takes
it back; it survives a restart and ends by itself when the time comes."""

from __future__ import annotations

from pathlib import Path

from bot.game.clocks.clock import ManualClock
from tests.game.clocked import HOUR, START, open_bot
from tests.game.support import ALICE, HOST, first_choice, refused, started_toy
from tests.game.words import said


async def test_away_hands_the_pending_decision_and_later_ones_to_the_ai(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await started_toy(bot.service, HOST, ALICE, rounds=3)
    [outcome] = await bot.service.away(ALICE, START + 48 * HOUR)
    assert outcome.kind == "away" and [(m.seat, m.user_id) for m in outcome.moves] == [("p2", None)]
    assert outcome.acting_users == (HOST,)
    for _ in range(3):  # while Alice is away, the host is the only one asked to decide
        view = await bot.service.view(game_id, HOST)
        if view.status != "active":
            break
        moved = await bot.service.act(game_id, HOST, view.choices[0].action, view.seq)
        assert "p2" not in moved.acting
    notes = [said(line.lines[0]) for line in await bot.service.log(game_id) if line.kind == "note"]
    assert notes == ["p2 is away until 2027-01-17 08:00 UTC: the AI plays for them."]
    await bot.close()


async def test_back_gives_the_seat_back_and_is_logged(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await started_toy(bot.service, HOST, ALICE, rounds=5)
    await bot.service.away(ALICE, START + HOUR, "extend")
    [back] = await bot.service.back(ALICE)
    assert back.kind == "back"
    action, seq = await first_choice(bot.service, game_id, ALICE)  # Alice decides herself again
    moved = await bot.service.act(game_id, ALICE, action, seq)
    assert [(m.seat, m.user_id) for m in moved.moves] == [("p2", ALICE)]
    with refused("You are not marked as away."):
        await bot.service.back(ALICE)
    notes = [said(line.lines[0]) for line in await bot.service.log(game_id) if line.kind == "note"]
    assert notes == ["p2 is away until 2027-01-15 09:00 UTC: their deadlines wait until then.", "p2 is back."]
    await bot.close()


async def test_away_survives_a_restart_and_ends_by_itself(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await started_toy(bot.service, HOST, ALICE, rounds=5)
    with refused("The time you will be back must be in the future."):
        await bot.service.away(ALICE, START)
    await bot.service.away(HOST, START + 2 * HOUR)
    await bot.close()

    restarted = await open_bot(db_path, clock)
    assert await restarted.service.away_until(HOST) is not None
    action, seq = await first_choice(restarted.service, game_id, ALICE)
    moved = await restarted.service.act(game_id, ALICE, action, seq)
    assert "p1" not in moved.acting  # the AI answered for the host at once, also after the restart
    clock.advance(2 * HOUR)
    assert await restarted.service.away_until(HOST) is None
    for _ in range(4):
        if (await restarted.service.view(game_id, HOST)).choices:
            break
        action, seq = await first_choice(restarted.service, game_id, ALICE)
        await restarted.service.act(game_id, ALICE, action, seq)
    assert (await restarted.service.view(game_id, HOST)).choices  # the host decides again
    await restarted.close()


async def test_away_extend_makes_the_deadline_wait_for_the_return(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    await bot.service.set_guild_setting(1, "reminders", "none")
    game_id = await started_toy(bot.service, HOST, ALICE)
    action, seq = await first_choice(bot.service, game_id, HOST)
    await bot.service.act(game_id, HOST, action, seq)
    [outcome] = await bot.service.away(ALICE, START + 30 * HOUR, "extend")
    assert outcome.deadline_at == START + 30 * HOUR and outcome.moves == ()
    clock.advance(29 * HOUR)
    assert await bot.scheduler.fire_due() == []
    clock.advance(HOUR)
    [passed] = await bot.scheduler.fire_due()
    assert passed.kind == "deadline_passed" and [(m.seat, m.user_id) for m in passed.moves] == [("p2", None)]
    assert game_id == passed.game_id
    await bot.close()
