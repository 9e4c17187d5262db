"""Reminders: at the configured points before a deadline, to the players who still must decide, never twice
(not after a restart, not with two processes), and not at all once the decision is made."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.game.clocks.clock import ManualClock
from tests.game.clocked import HOUR, START, open_bot
from tests.game.support import ALICE, BOB, HOST, first_choice, started_toy
from tests.waits import event


async def test_reminders_go_to_the_players_still_deciding_halfway_and_an_hour_before(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "8")
    game_id = await started_toy(bot.service, HOST, ALICE, BOB)
    action, seq = await first_choice(bot.service, game_id, HOST)
    await bot.service.act(game_id, HOST, action, seq)
    clock.advance(4 * HOUR - 1)
    assert await bot.scheduler.fire_due() == []
    clock.advance(1)
    [halfway] = await bot.scheduler.fire_due()
    assert (halfway.kind, halfway.acting_users, halfway.deadline_at) == ("reminder", (ALICE, BOB), START + 8 * HOUR)
    action, seq = await first_choice(bot.service, game_id, ALICE)
    await bot.service.act(game_id, ALICE, action, seq)
    clock.advance(3 * HOUR)
    [last_hour] = await bot.scheduler.fire_due()
    assert last_hour.acting_users == (BOB,)
    assert [o.acting_users for _, o in bot.inbox.reminders] == [(ALICE, BOB), (BOB,)]
    await bot.close()


async def test_reminders_are_not_sent_again_after_a_restart(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "8")
    game_id = await started_toy(bot.service, HOST, ALICE)
    clock.advance(5 * HOUR)
    assert [o.kind for o in await bot.scheduler.fire_due()] == ["reminder"]
    await bot.close()

    restarted = await open_bot(db_path, clock)
    assert await restarted.scheduler.fire_due() == []
    clock.advance(2 * HOUR)
    assert [(o.game_id, o.kind) for o in await restarted.scheduler.fire_due()] == [(game_id, "reminder")]
    clock.advance(2 * HOUR)
    assert [o.kind for o in await restarted.scheduler.fire_due()] == ["deadline_passed"]
    assert [o.kind for _, o in restarted.inbox.reminders] == ["reminder"]
    await restarted.close()


async def test_two_processes_send_a_reminder_once(db_path: Path) -> None:
    clock = ManualClock(START)
    first = await open_bot(db_path, clock)
    await first.service.set_guild_setting(1, "deadline_hours", "8")
    await started_toy(first.service, HOST, ALICE)
    second = await open_bot(db_path, clock)
    clock.advance(4 * HOUR)
    await asyncio.gather(first.scheduler.fire_due(), second.scheduler.fire_due())
    assert len(first.inbox.reminders) + len(second.inbox.reminders) == 1
    await first.close()
    await second.close()


async def test_a_decision_made_before_its_reminder_cancels_it(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "8")
    await bot.service.set_guild_setting(1, "reminders", "25%")
    game_id = await started_toy(bot.service, HOST, ALICE)
    for user in (HOST, ALICE):
        action, seq = await first_choice(bot.service, game_id, user)
        await bot.service.act(game_id, user, action, seq)
    # A new decision began at START: its deadline and its one reminder replace the old ones.
    assert [t.kind for t in await bot.store.timers_for(game_id)] == ["reminder", "deadline"]
    clock.advance(2 * HOUR)
    fired = await bot.scheduler.fire_due()
    assert [o.kind for o in fired] == ["reminder"] and len(bot.inbox.reminders) == 1
    await bot.close()


async def test_the_running_scheduler_follows_the_clock_without_sleeping(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "2")
    await started_toy(bot.service, HOST, ALICE)
    task = asyncio.create_task(bot.scheduler.run())
    try:
        clock.advance(HOUR)  # halfway and one hour before fall together: one reminder
        await event(bot.scheduler.wait_fired(1), "the first timer to fire")
        clock.advance(HOUR)
        await event(bot.scheduler.wait_fired(2), "the second timer to fire")
    finally:
        task.cancel()
    assert [o.kind for _, o in bot.inbox.reminders] == ["reminder"]
    assert [o.kind for _, o in bot.inbox.deadlines] == ["deadline_passed"]
    await bot.close()
