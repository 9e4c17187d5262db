"""Deadlines per decision: where they come from, when they are set, what each policy does when one passes,
and that they fire in order, also across a restart. Time is a ManualClock; nothing sleeps."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.game.base.types import Refusal
from bot.game.clocks.clock import ManualClock
from bot.game.clocks.deadlines import DeadlineOverrides
from bot.game.history.verify import verify_stored
from bot.game.service import GameService
from rules.registry import registry
from rules.starfarers.testing import arrange
from tests.game.clocked import HOUR, START, open_bot
from tests.game.conftest import lookup
from tests.game.support import ALICE, BOB, HOST, MOD, first_choice, refused, started_toy
from tests.game.words import said


async def test_guild_default_gives_each_decision_a_deadline_and_reminders(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    game_id = await started_toy(bot.service, HOST, ALICE)
    timers = [(t.kind, t.due_at - START) for t in await bot.store.timers_for(game_id)]
    # 50% of 4 h, then 1 h before the deadline, then the deadline itself.
    assert timers == [("reminder", 2 * HOUR), ("reminder", 3 * HOUR), ("deadline", 4 * HOUR)]
    record = await bot.store.get_game(game_id)
    assert record is not None and record.deadline_at == START + 4 * HOUR
    assert record.meta["deadline"] == {
        "deadline_hours": 4.0,
        "deadline_policy": "ai",
        "reminders": "50%,1h",
        "forfeit_after": 0,
        "quiet_deadlines": "run",
        "window_minutes": 10.0,
    }
    await bot.close()


async def test_game_options_override_the_guild_and_bad_values_are_refused(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    await bot.service.set_guild_setting(1, "deadline_hours", "24")
    with refused("A deadline must be between 0 (none) and 720 hours."):
        await bot.service.set_guild_setting(1, "deadline_hours", "1000")
    with refused(
        "The deadline policy must be one of `ai` (the AI plays the late player's decision), `default` (the late"
        " player gets the rules' default move, or the AI's where the rules have none), or `pause` (the game pauses"
        " and moderators are told)."
    ):
        await bot.service.create("toy", HOST, guild_id=1, deadline=DeadlineOverrides(policy="wait"))
    created = await bot.service.create(
        "toy", HOST, guild_id=1, deadline=DeadlineOverrides(hours=2, policy="pause", reminders="none")
    )
    await bot.service.join(created.game_id, ALICE)
    await bot.service.start(created.game_id, HOST)
    assert [(t.kind, t.due_at - START) for t in await bot.store.timers_for(created.game_id)] == [("deadline", 2 * HOUR)]
    await bot.close()


async def test_simultaneous_decision_resolves_at_the_last_answer_and_keeps_its_deadline(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    game_id = await started_toy(bot.service, HOST, ALICE, BOB)
    clock.advance(HOUR)
    action, seq = await first_choice(bot.service, game_id, HOST)
    first = await bot.service.act(game_id, HOST, action, seq)
    assert first.acting == ("p2", "p3") and first.deadline_at == START + 4 * HOUR  # the others keep theirs
    action, seq = await first_choice(bot.service, game_id, ALICE)
    await bot.service.act(game_id, ALICE, action, seq)
    action, seq = await first_choice(bot.service, game_id, BOB)
    last = await bot.service.act(game_id, BOB, action, seq)
    # All three answered at START + 1 h: the reveal comes at once, not at the deadline.
    assert "revealed" in [e["type"] for e in last.public_events]
    assert last.deadline_at == START + 5 * HOUR  # the next decision began at START + 1 h
    await bot.close()


async def test_policy_ai_plays_the_late_seat_legally_and_says_so(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    game_id = await started_toy(bot.service, HOST, ALICE)
    action, seq = await first_choice(bot.service, game_id, HOST)
    await bot.service.act(game_id, HOST, action, seq)
    clock.advance(4 * HOUR - 1)
    assert [o.kind for o in await bot.scheduler.fire_due()] == ["reminder", "reminder"]
    clock.advance(1)
    fired = await bot.scheduler.fire_due()
    assert [o.kind for o in fired] == ["deadline_passed"]
    passed = fired[0]
    assert said(passed.message) == "The deadline passed: the AI played for p2 (1 move)."
    assert [(m.seat, m.user_id, m.action["type"]) for m in passed.moves] == [("p2", None, "choose")]
    lines = await bot.service.log(game_id)
    assert [(line.kind, line.seat, line.user_id, said(line.lines[0])) for line in lines if line.kind == "note"] == [
        ("note", "p2", None, "The deadline passed: the AI played for p2 (1 move).")
    ]
    assert (await verify_stored(bot.store, game_id, lookup)).ok  # every move replays legally
    assert bot.inbox.deadlines == [(game_id, passed)]
    await bot.close()


async def test_policy_pause_pauses_and_tells_moderators_resume_gives_a_fresh_deadline(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    created = await bot.service.create(
        "toy", HOST, guild_id=1, deadline=DeadlineOverrides(hours=1, policy="pause", reminders="none")
    )
    await bot.service.join(created.game_id, ALICE)
    await bot.service.start(created.game_id, HOST)
    game_id = created.game_id
    clock.advance(HOUR)
    [paused] = await bot.scheduler.fire_due()
    assert (paused.kind, paused.status) == ("deadline_paused", "paused")
    assert said(paused.message) == "The deadline passed: the game is paused until a moderator resumes it."
    assert await bot.store.timers_for(game_id) == []
    notes = [said(line.lines[0]) for line in await bot.service.log(game_id) if line.kind == "note"]
    assert notes == ["The deadline passed with p1 and p2 still to act: the game is paused."]
    clock.advance(10 * HOUR)
    resumed = await bot.service.resume(game_id, MOD, moderator=True)
    assert resumed.deadline_at == START + 12 * HOUR
    await bot.close()


async def test_policy_default_plays_the_hanse_turn_default_end_turn_then_finish_turn(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    created = await bot.service.create(
        "hanse", HOST, guild_id=1, deadline=DeadlineOverrides(hours=1, policy="default", reminders="none")
    )
    await bot.service.join(created.game_id, ALICE)
    await bot.service.start(created.game_id, HOST)
    game_id = created.game_id
    # The setup prompts have no rules default (spec 9: random): the AI answers them.
    for _ in range(4):
        view = await bot.service.view(game_id, HOST)
        phase = view.view["public"].get("phase") if view.view else None
        if phase == "main":
            break
        clock.advance(HOUR)
        await bot.scheduler.fire_due()
    view = await bot.service.view(game_id, HOST)
    assert view.view is not None and view.view["public"]["phase"] == "main"
    late = view.acting[0]
    clock.advance(HOUR)
    [passed] = await bot.scheduler.fire_due()
    assert [(m.seat, m.action["type"]) for m in passed.moves][:2] == [(late, "end_turn"), (late, "finish_turn")]
    assert said(passed.message) == f"The deadline passed: {late} got the rules' default move (2 moves)."
    assert passed.acting != (late,)
    await bot.close()


async def test_deadlines_fire_in_order_also_across_a_restart(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    late = await bot.service.create("toy", HOST, guild_id=1, deadline=DeadlineOverrides(hours=3, reminders="none"))
    early = await bot.service.create("toy", ALICE, guild_id=1, deadline=DeadlineOverrides(hours=1, reminders="none"))
    for created, guest in ((late, BOB), (early, BOB)):
        await bot.service.join(created.game_id, guest)
        await bot.service.start(created.game_id, created.seats[0].user_id or 0)
    await bot.close()

    clock.advance(5 * HOUR)
    restarted = await open_bot(db_path, clock)
    fired = await restarted.scheduler.fire_due()
    assert [(o.game_id, o.kind) for o in fired] == [
        (early.game_id, "deadline_passed"),
        (late.game_id, "deadline_passed"),
    ]
    assert [g for g, _ in restarted.inbox.deadlines] == [early.game_id, late.game_id]
    # Each game's next decision has a fresh deadline from now; nothing fires twice.
    assert await restarted.scheduler.fire_due() == []
    for game_id, hours in ((early.game_id, 1), (late.game_id, 3)):
        record = await restarted.store.get_game(game_id)
        assert record is not None and record.deadline_at == START + (5 + hours) * HOUR
    await restarted.close()


async def test_a_stale_deadline_timer_does_nothing(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    game_id = await started_toy(bot.service, HOST, ALICE)
    await bot.service.set_deadline(game_id, HOST, START + HOUR)
    await bot.store.add_timer(game_id, "deadline", START + 10, {"due": START + 10})  # left over from before
    clock.advance(10)
    assert await bot.scheduler.fire_due() == []
    record = await bot.store.get_game(game_id)
    assert record is not None and record.seq == 0 and record.deadline_at == START + HOUR
    await bot.close()


async def test_moderator_actions_are_logged_with_who_did_them(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    service = bot.service
    game_id = await started_toy(service, HOST, ALICE, BOB)
    await service.set_deadline(game_id, MOD, START + 2 * HOUR, moderator=True)
    await service.set_deadline_rules(game_id, MOD, DeadlineOverrides(hours=6, policy="default"), moderator=True)
    forced = await service.force(game_id, MOD, "p2", moderator=True)
    assert forced.kind == "forced" and [(m.seat, m.user_id) for m in forced.moves] == [("p2", None)]
    with refused("Player 2 has no decision to make now."):
        await service.force(game_id, MOD, "p2", moderator=True)
    with refused("Only the host or a moderator can force a move."):
        await service.force(game_id, ALICE, "p3")
    await service.pause(game_id, MOD, moderator=True)
    await service.resume(game_id, MOD, moderator=True)
    await service.replace(game_id, MOD, "p3", 777, moderator=True)
    with refused("The ranking must name every seat exactly once."):
        await service.end(game_id, MOD, moderator=True, ranking=[["p1"]])
    ended = await service.end(game_id, MOD, moderator=True, ranking=[["p2"], ["p1", "p3"]], reason="forfeit")
    assert ended.result is not None and (ended.result.ranking, ended.result.reason) == (
        [["p2"], ["p1", "p3"]],
        "forfeit",
    )
    notes = [
        (line.user_id, line.action["type"] if line.action else None)
        for line in await service.log(game_id)
        if line.kind == "note"
    ]
    assert notes == [
        (MOD, "mod_deadline"),
        (MOD, "mod_deadline_rules"),
        (MOD, "mod_force"),
        (MOD, "mod_pause"),
        (MOD, "mod_resume"),
        (MOD, "mod_replace"),
        (MOD, "mod_end"),
    ]
    texts = [said(line.lines[0]) for line in await service.log(game_id) if line.kind == "note"]
    assert texts[2] == f"Moderator user {MOD} made the AI play p2's pending decision (1 move)."
    assert texts[-1] == f"Moderator user {MOD} ended the game (forfeit). Ranking: p2 > p1 = p3."
    await bot.close()


async def test_deadline_rules_refuse_non_moderators_and_bad_values(db_path: Path) -> None:
    bot = await open_bot(db_path, ManualClock(START))
    game_id = await started_toy(bot.service, HOST, ALICE)
    with refused("Only the host or a moderator can change deadlines."):
        await bot.service.set_deadline_rules(game_id, ALICE, DeadlineOverrides(hours=1))
    with pytest.raises(Refusal, match=r"^Reminder “soon” is not a share"):
        await bot.service.set_deadline_rules(game_id, HOST, DeadlineOverrides(reminders="soon"))
    await bot.close()


async def test_policy_default_follows_the_andromeda_spec_defaults_to_the_end(db_path: Path) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    created = await bot.service.create(
        "andromeda",
        HOST,
        guild_id=1,
        deadline=DeadlineOverrides(hours=1, policy="default", reminders="none"),
        options={"round_cap": 1},
    )
    await bot.service.join(created.game_id, ALICE)
    await bot.service.join(created.game_id, BOB)
    await bot.service.start(created.game_id, HOST)
    played: list[str] = []
    for _ in range(40):
        clock.advance(HOUR)
        fired = await bot.scheduler.fire_due()
        if not fired:
            break
        played += [m.action["type"] for o in fired for m in o.moves]
    record = await bot.store.get_game(created.game_id)
    assert record is not None and record.status == "over"
    assert played[:3] == ["transport_pass"] * 3 and played[-3:] == ["end_turn"] * 3
    assert {"respond", "keep"} <= set(played)
    assert (await bot.service.verify(created.game_id)).ok
    await bot.close()


class _CountingStore:
    """The store, counting the calls that write: a move must write once, timers included."""

    def __init__(self, inner: object) -> None:
        self._inner = inner
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> object:
        found = getattr(self._inner, name)
        if name in ("append_log", "update_game", "add_timer", "delete_timer"):

            async def counted(*args: object, **kwargs: object) -> object:
                self.calls.append(name)
                return await found(*args, **kwargs)

            return counted
        return found


async def test_a_move_that_arms_a_deadline_writes_its_timers_in_its_own_transaction(db_path: Path) -> None:

    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    game_id = await started_toy(bot.service, HOST, ALICE)
    before = [(t.kind, t.due_at) for t in await bot.store.timers_for(game_id)]
    counting = _CountingStore(bot.store)
    service = GameService(counting, lookup, ai_in_thread=False, clock=clock)  # type: ignore[arg-type]
    clock.advance(HOUR)
    after = before
    for _ in range(8):  # until a move starts a new decision: the simultaneous choice keeps its deadline
        for user in (HOST, ALICE):
            view = await service.view(game_id, user)
            if view.choices:
                await service.act(game_id, user, view.choices[0].action, view.seq)
                break
        after = [(t.kind, t.due_at) for t in await bot.store.timers_for(game_id)]
        if after != before:
            break
    assert after != before
    assert counting.calls and set(counting.calls) == {"append_log"}
    record = await bot.store.get_game(game_id)
    assert record is not None
    if record.status == "active":
        assert ("deadline", record.deadline_at) in after
        assert all(due > START + HOUR for _, due in after)
    await bot.close()


async def test_an_off_turn_window_gets_the_share_of_the_deadline_its_kind_declares(db_path: Path) -> None:
    # Starfarers (§9.1): a turn's decisions get the table's 4 hours, the discards on a seven half of them
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "deadline_hours", "4")
    created = await bot.service.create("starfarers", HOST, guild_id=1)
    for user in (ALICE, BOB):
        await bot.service.join(created.game_id, user)
    game_id = (await bot.service.start(created.game_id, HOST)).game_id
    record = await bot.store.get_game(game_id)
    assert record is not None and record.state is not None and record.deadline_at == START + 4 * HOUR
    game = registry.get("starfarers")
    state = game.decode(record.state)
    active = state.seats[state.active]
    roller = next(s.user_id for s in record.seats if s.seat == active)
    over = (state.active + 1) % 3  # the next seat holds nine cards when the seven comes
    rigged = arrange(state, hands={over: {"ore": 5, "food": 4}}, rig_dice=((3, 4),))
    await bot.store.update_game(game_id, record.version, {"state": game.encode(rigged)})
    bot.service._tables.evict(game_id)
    clock.advance(HOUR)
    rolled = await bot.service.act(game_id, roller, {"type": "roll"}, record.seq)
    assert rolled.acting == (state.seats[over],)
    assert rolled.deadline_at == START + HOUR + 2 * HOUR  # a reaction: half of 4 hours
    await bot.close()


def test_starfarers_gives_off_turn_windows_half_of_a_turns_deadline() -> None:
    game = registry.get("starfarers")
    assert dict(game.deadline_shares) == {"reaction": 0.5, "negotiation": 0.5}
