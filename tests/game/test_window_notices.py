"""Cosmic Encounter's windows do not ring the table (bot/game/table/outbox.py, `Game.notice_group`): a player who may
declare in a challenge's windows and response rounds is told once per challenge, however many open; required
decisions are told as before."""

from __future__ import annotations

import statistics
from collections import defaultdict
from pathlib import Path

from bot.game.clocks.clock import ManualClock
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from rules.registry import registry
from tests.game.clocked import START, open_bot
from tests.game.support import ALICE, BOB, CAROL, HOST, MOD, first_choice, refused

USERS = (HOST, ALICE, BOB, CAROL, MOD)
GAME = registry.get("cosmic")


async def _cosmic(service: GameService, users: tuple[int, ...] = USERS) -> int:
    created = await service.create("cosmic", HOST, guild_id=1, channel_id=7)
    for user in users[1:]:
        await service.join(created.game_id, user)
    await service.start(created.game_id, HOST)
    return created.game_id


async def test_a_challenge_tells_each_player_at_most_three_times_and_onlookers_about_once(
    service: GameService, store: SqliteStore
) -> None:
    game_id = await _cosmic(service)
    # per challenge (the game's notice group), per user: how often the outbox told them that they act
    counts: dict[str, dict[int, int]] = defaultdict(lambda: dict.fromkeys(USERS, 0))
    involved: dict[str, set[str]] = defaultdict(set)
    reaction_tells: dict[str, dict[int, int]] = defaultdict(lambda: dict.fromkeys(USERS, 0))
    seen = 0
    challenges: list[str] = []
    for _ in range(800):
        record = await store.get_game(game_id)
        assert record is not None
        if record.status != "active":
            break
        state = GAME.decode(record.state)
        group = GAME.notice_group(state)
        public = GAME.view(state, None)["public"]
        for outbox_row in await store.outbox(game_id):
            if outbox_row.id <= seen:
                continue
            seen = outbox_row.id
            for user in outbox_row.payload.get("tell", []):
                # the mover's own decision going on is answered by their click, not by a notice (delivery)
                if group is not None and user != outbox_row.payload.get("mover"):
                    counts[group][int(user)] += 1
                    seat = next(s.seat for s in record.seats if s.user_id == int(user))
                    if seat in GAME.acting(state) and GAME.decision_kind(state, seat) == "reaction":
                        reaction_tells[group][int(user)] += 1
        if group is not None:
            if not challenges or challenges[-1] != group:
                challenges.append(group)
            if len(challenges) > 4:
                break
            for key in ("offense", "defense"):
                if public.get(key) is not None:
                    involved[group].add(str(public[key]))
            involved[group] |= {p["seat"] for p in public["players"] if p.get("ally")}
        views = {u: await service.view(game_id, u) for u in USERS}
        user = next(u for u in USERS if views[u].choices)
        # the first choice, but nobody is invited and invitations are declined: the others look on
        picked = next((c for c in views[user].choices if c.action["type"] in ("done", "decline")), None)
        action, seq = (
            (picked.action, views[user].seq) if picked is not None else await first_choice(service, game_id, user)
        )
        await service.act(game_id, user, action, seq)
    finished = challenges[:-1]  # the last one was cut off
    assert len(finished) >= 3
    onlookers: list[int] = []
    for group in finished:
        assert max(reaction_tells[group].values()) <= 1, (group, reaction_tells[group])
        assert max(counts[group].values()) <= 3, (group, counts[group])
        seats = {s.seat: s.user_id for s in (await store.get_game(game_id)).seats}  # type: ignore[union-attr]
        onlookers += [counts[group][user] for seat, user in seats.items() if seat not in involved[group]]
    assert onlookers and statistics.median(onlookers) <= 1


async def test_without_a_deadline_a_window_closes_at_the_window_timer_and_everyone_still_asked_passes(
    db_path: Path,
) -> None:
    clock = ManualClock(START)
    bot = await open_bot(db_path, clock)
    await bot.service.set_guild_setting(1, "window_minutes", "15")
    created = await bot.service.create("cosmic", HOST, guild_id=1)
    for user in (ALICE, BOB):
        await bot.service.join(created.game_id, user)
    game_id = (await bot.service.start(created.game_id, HOST)).game_id
    # colours and the deal: decisions, so no deadline; until the first window opens
    for _ in range(200):
        record = await bot.store.get_game(game_id)
        assert record is not None and record.state is not None
        state = GAME.decode(record.state)
        if all(GAME.decision_kind(state, s) == "reaction" for s in GAME.acting(state)):
            break
        assert record.deadline_at is None
        user = next(s.user_id for s in record.seats if s.seat == GAME.acting(state)[0])
        assert user is not None
        action, seq = await first_choice(bot.service, game_id, user)
        await bot.service.act(game_id, user, action, seq)
    assert record.deadline_at == START + 15 * 60  # the window timer, with no reminder before it
    assert [t.kind for t in await bot.service._timers.pending(game_id)] == ["deadline"]
    waiting = GAME.acting(state)
    clock.advance(15 * 60)
    fired = await bot.scheduler.fire_due()
    assert [o.kind for o in fired] == ["deadline_passed"]
    passed = [m for m in fired[0].moves if m.seat in waiting]
    assert passed and all(m.action == {"type": "pass"} and m.user_id is None for m in passed)
    after = await bot.store.get_game(game_id)
    assert after is not None and not after.meta.get("missed")  # closing a window is no missed deadline
    await bot.close()


async def test_a_window_timer_outside_its_bounds_is_refused(service: GameService) -> None:
    with refused("A window timer must be between 1 and 1440 minutes."):
        await service.set_guild_setting(1, "window_minutes", "0")
    with refused("A window timer is a number of minutes, not “soon”."):
        await service.set_guild_setting(1, "window_minutes", "soon")


async def test_pass_until_my_turn_answers_every_window_and_ends_when_the_turn_comes(
    service: GameService, store: SqliteStore
) -> None:
    users = USERS[:3]
    game_id = await _cosmic(service, users)
    ordered: int | None = None
    answered = 0
    for _ in range(2000):
        record = await store.get_game(game_id)
        assert record is not None
        if record.status != "active":
            break
        state = GAME.decode(record.state)
        seat_of = {s.user_id: s.seat for s in record.seats}
        views = {u: await service.view(game_id, u) for u in users}
        if ordered is None:
            # the first player asked in a window who is not the offense orders it
            found = next((u for u in users if views[u].windows and seat_of[u] != GAME.turn_of(state)), None)
            if found is not None:
                ordered = found
                seq = record.seq
                given = await service.pass_until_turn(game_id, found)
                assert [(m.seat, m.action) for m in given.moves][:1] == [(seat_of[found], {"type": "pass"})]
                assert given.moves[0].seq == seq + 1
                assert await service.passes_until_turn(game_id, found)
                continue
        else:
            mine = seat_of[ordered]
            if GAME.turn_of(state) == mine:
                break  # the turn came: checked below
            # until then, no window ever waits for the ordering player
            assert not views[ordered].windows
            answered += 1
        user = next((u for u in users if views[u].choices), None)
        if user is None:
            continue
        action, seq = await first_choice(service, game_id, user)
        await service.act(game_id, user, action, seq)
    assert ordered is not None and answered > 0
    assert not await service.passes_until_turn(game_id, ordered)  # the order ended with the turn
    log = await store.read_log(game_id)
    passes = [row for row in log if row.kind == "move" and row.seat == seat_of[ordered] and row.user_id == ordered]
    assert sum(1 for row in passes if row.action == {"type": "pass"}) >= 2  # answered in several windows
