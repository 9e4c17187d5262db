"""Resigning, and forfeiting after missed deadlines in a row (Hanse §6 and §9: result reasons "resigned" and
"timeout", offered for every game). Time is a ManualClock; nothing sleeps."""

from __future__ import annotations

from pathlib import Path

from bot.game.base.types import Outcome
from bot.game.clocks.clock import ManualClock
from bot.game.clocks.deadlines import DeadlineOverrides
from tests.game.clocked import HOUR, START, Bot, open_bot
from tests.game.support import ALICE, BOB, HOST, STRANGER, refused, started_toy
from tests.game.words import said


async def host_decides(bot: Bot, game_id: int) -> None:
    """HOST makes every decision asked of him, until someone else must act."""
    while True:
        view = await bot.service.view(game_id, HOST)
        if not view.choices:
            return
        await bot.service.act(game_id, HOST, view.choices[0].action, view.seq)


async def miss_deadline(bot: Bot, clock: ManualClock) -> Outcome:
    """An hour passes: exactly one deadline fires."""
    clock.advance(HOUR)
    [fired] = await bot.scheduler.fire_due()
    return fired


async def toy_with_deadlines(bot: Bot, forfeit_after: int) -> int:
    created = await bot.service.create(
        "toy",
        HOST,
        guild_id=1,
        options={"rounds": 5},
        deadline=DeadlineOverrides(hours=1, reminders="none", forfeit_after=forfeit_after),
    )
    await bot.service.join(created.game_id, ALICE)
    await bot.service.start(created.game_id, HOST)
    return created.game_id


async def test_resigning_a_two_seat_game_ends_it_and_the_other_player_wins(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    outcome = await bot.service.resign(game_id, ALICE)
    assert (outcome.kind, outcome.status, outcome.over) == ("resigned", "over", True)
    assert said(outcome.message) == "p2 resigned."
    assert outcome.result is not None
    assert (outcome.result.ranking, outcome.result.reason) == ([["p1"], ["p2"]], "resigned")
    assert outcome.result.scores == {"p1": 0, "p2": 0}
    assert outcome.seed is not None  # the game is finished: the seed is revealed
    notes = [said(line.lines[0]) for line in await bot.service.log(game_id) if line.kind == "note"]
    assert notes == ["p2 resigned."]
    with refused("This game is over."):
        await bot.service.resign(game_id, HOST)
    await bot.close()


async def test_resigning_with_more_seats_hands_the_seat_to_the_ai(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE, BOB)
    outcome = await bot.service.resign(game_id, BOB)
    assert (outcome.kind, outcome.status) == ("resigned", "active")
    assert said(outcome.message) == "p3 resigned. An AI plays the seat from now on."
    record = await bot.store.get_game(game_id)
    assert record is not None
    assert [(s.seat, s.kind, s.user_id) for s in record.seats] == [
        ("p1", "human", HOST),
        ("p2", "human", ALICE),
        ("p3", "ai", None),
    ]
    assert "p3" not in outcome.acting  # the AI made p3's pending choice at once
    with refused("You are not seated in this game."):
        await bot.service.resign(game_id, BOB)
    with refused("You are not seated in this game."):
        await bot.service.resign(game_id, STRANGER)
    await bot.close()


async def test_missing_two_deadlines_in_a_row_forfeits(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await toy_with_deadlines(bot, forfeit_after=2)
    await host_decides(bot, game_id)
    first = await miss_deadline(bot, clock)
    assert first.kind == "deadline_passed" and not first.over
    record = await bot.store.get_game(game_id)
    assert record is not None and record.meta["missed"] == {"p2": 1}
    await host_decides(bot, game_id)
    second = await miss_deadline(bot, clock)
    assert (second.kind, second.status, second.over) == ("timeout", "over", True)
    assert said(second.message) == "p2 missed 2 deadlines in a row and forfeited."
    assert second.result is not None
    assert (second.result.ranking, second.result.reason) == ([["p1"], ["p2"]], "timeout")
    assert await bot.store.timers_for(game_id) == []
    await bot.close()


async def test_a_decision_of_ones_own_resets_the_count(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await toy_with_deadlines(bot, forfeit_after=2)
    await host_decides(bot, game_id)
    await miss_deadline(bot, clock)
    await host_decides(bot, game_id)
    view = await bot.service.view(game_id, ALICE)
    await bot.service.act(game_id, ALICE, view.choices[0].action, view.seq)  # Alice is back in time once
    record = await bot.store.get_game(game_id)
    assert record is not None and record.meta["missed"] == {}
    await host_decides(bot, game_id)
    assert (await bot.service.view(game_id, ALICE)).choices  # her next decision is due
    again = await miss_deadline(bot, clock)
    assert not again.over  # one miss after her own decision: no forfeit yet
    record = await bot.store.get_game(game_id)
    assert record is not None and record.meta["missed"] == {"p2": 1}
    await bot.close()


async def test_forfeit_after_is_checked_and_off_by_default(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    with refused("Forfeit after must be between 0 (never) and 20 missed deadlines."):
        await bot.service.set_guild_setting(1, "forfeit_after", "21")
    with refused("Forfeit after is a number of missed deadlines, not “often”."):
        await bot.service.create("toy", HOST, guild_id=1, deadline=DeadlineOverrides(forfeit_after="often"))  # type: ignore[arg-type]
    game_id = await toy_with_deadlines(bot, forfeit_after=0)
    for _ in range(3):
        await host_decides(bot, game_id)
        assert not (await miss_deadline(bot, clock)).over
    record = await bot.store.get_game(game_id)
    assert record is not None and record.meta["missed"] == {"p2": 3}
    await bot.close()


async def test_a_moderator_can_change_the_forfeit_count_and_the_log_says_so(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await toy_with_deadlines(bot, forfeit_after=0)
    changed = await bot.service.set_deadline_rules(game_id, HOST, DeadlineOverrides(forfeit_after=1))
    assert said(changed.message) == (
        f"Moderator user {HOST} set the deadlines: 1 hour per decision; no reminders; forfeit after 1 missed deadline"
        " in a row. When a deadline passes: the AI plays the late player's decision."
    )
    await host_decides(bot, game_id)
    gone = await miss_deadline(bot, clock)
    assert (gone.kind, gone.over) == ("timeout", True)
    await bot.close()


async def test_a_draw_needs_every_player_and_ends_the_game_tied(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE, BOB)
    offered = await bot.service.offer_draw(game_id, HOST)
    assert (offered.kind, said(offered.message)) == ("draw_offered", "A draw is offered; 2 more players must agree.")
    again = await bot.service.offer_draw(game_id, HOST)  # asking twice counts once
    assert said(again.message) == "A draw is offered; 2 more players must agree."
    offered = await bot.service.offer_draw(game_id, ALICE)
    assert said(offered.message) == "A draw is offered; 1 more player must agree."
    drawn = await bot.service.offer_draw(game_id, BOB)
    assert (drawn.kind, drawn.status, said(drawn.message)) == ("draw_agreed", "over", "The players agreed to a draw.")
    assert drawn.result is not None
    assert (drawn.result.ranking, drawn.result.reason) == ([["p1", "p2", "p3"]], "draw_agreed")
    notes = [said(line.lines[0]) for line in await bot.service.log(game_id) if line.kind == "note"]
    assert notes == ["The players agreed to a draw."]
    await bot.close()


async def test_a_move_or_a_refusal_withdraws_the_offer(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    await bot.service.offer_draw(game_id, HOST)
    view = await bot.service.view(game_id, ALICE)
    await bot.service.act(game_id, ALICE, view.choices[0].action, view.seq)
    with refused("Nobody has offered a draw."):
        await bot.service.decline_draw(game_id, HOST)
    record = await bot.store.get_game(game_id)
    assert record is not None and "draw" not in record.meta
    # after the move, ALICE's agreement is a new offer, not an acceptance of the old one
    assert (await bot.service.offer_draw(game_id, ALICE)).kind == "draw_offered"
    assert said((await bot.service.decline_draw(game_id, HOST)).message) == "The draw offer was declined."
    assert (await bot.service.offer_draw(game_id, HOST)).kind == "draw_offered"
    await bot.close()


async def test_no_draw_against_an_ai_and_no_draw_for_strangers(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ai=1)
    with refused("AI players do not agree to draws."):
        await bot.service.offer_draw(game_id, HOST)
    with refused("You are not seated in this game."):
        await bot.service.offer_draw(game_id, STRANGER)
    await bot.close()
