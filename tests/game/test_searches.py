"""The searching AI seats in the service (bot/game/write/searches.py): a "strong" seat's move waits out its whole
budget after its decision opened, whatever its choices; it is searched from the seat's view only, committed in a
transaction of its own, checked against the decision it was for, and survives a restart through its timer.

Time is a `ManualClock`; the search runs inline with an iteration budget (the same move on any machine).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.game.base.live import Live
from bot.game.base.types import Outcome, Refusal
from bot.game.clocks.clock import ManualClock
from bot.game.scheduler import Scheduler
from bot.game.service import GameService
from bot.game.table.thinkers import InlineThinker, SearchJob, WorkerThinker, quick_answer
from bot.store.base import Store
from bot.store.sqlite import SqliteStore
from rules.contract import Action
from rules.registry import registry
from tests.game.conftest import counting_seeds, lookup
from tests.game.support import ALICE, BOB, HOST, first_choice, open_engine
from tests.toy_game import TOY
from tests.waits import HANG

START = 1_800_000_000.0
BUDGET = 5.0


@dataclass
class Table:
    store: Store
    service: GameService
    scheduler: Scheduler
    thinker: InlineThinker
    clock: ManualClock
    moved: list[tuple[int, Outcome]] = field(default_factory=list)


async def open_table(store: Store, clock: ManualClock) -> Table:
    thinker = InlineThinker(lookup)
    service = GameService(
        store,
        lookup,
        seed_source=counting_seeds(1000),
        ai_in_thread=False,
        clock=clock,
        thinker=thinker,
        search_seconds=BUDGET,
        search_iterations=40,
    )
    table = Table(store, service, Scheduler(service, _refuse), thinker, clock)

    async def moved(game_id: int, outcome: Outcome) -> None:
        table.moved.append((game_id, outcome))

    table.scheduler = Scheduler(service, _refuse, moved=moved)
    return table


async def _refuse(game_id: int, outcome: Outcome) -> None:
    raise AssertionError(f"no deadline or reminder runs in these games ({outcome.kind})")


@pytest.fixture(params=["sqlite", "postgres"])
async def table(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Table]:
    store = await open_engine(request.param, tmp_path, synchronous="OFF")
    opened = await open_table(store, ManualClock(START))
    yield opened
    await opened.service.close()
    await store.close()


async def strong_toy(table: Table, *users: int, rounds: int = 2) -> int:
    created = await table.service.create("toy", users[0], guild_id=1, channel_id=7, options={"rounds": rounds})
    for user in users[1:]:
        await table.service.join(created.game_id, user)
    await table.service.add_ai(created.game_id, users[0], "strong")
    await table.service.start(created.game_id, users[0])
    return created.game_id


async def search_timers(table: Table, game_id: int) -> list[tuple[float, dict[str, object]]]:
    return [(t.due_at, dict(t.payload)) for t in await table.store.timers_for(game_id) if t.kind == "search"]


async def test_the_strong_seat_moves_only_when_its_whole_budget_has_passed(table: Table) -> None:
    game_id = await strong_toy(table, HOST)
    # both seats choose a card at once: the strong seat's decision opened with the deal, its move waits
    assert await search_timers(table, game_id) == [(START + BUDGET, {"seat": "p2", "opened": 0, "played": -1})]
    before = await table.store.get_game(game_id)
    assert before is not None and before.seq == 0
    assert await table.scheduler.fire_due(now=START + BUDGET - 0.001) == []
    assert table.thinker.jobs == [], "nothing is searched before the move is due"
    fired = await table.scheduler.fire_due(now=START + BUDGET)
    assert [o.kind for o in fired] == ["advanced"]
    assert [(m.seat, m.user_id) for m in fired[0].moves] == [("p2", None)]
    assert table.moved == [(game_id, fired[0])]
    after = await table.store.get_game(game_id)
    assert after is not None and after.seq == 1 and after.version == before.version + 1, "a write of its own"
    assert await search_timers(table, game_id) == [], "the seat waits for the human now"


async def test_its_move_is_not_folded_into_the_human_move(table: Table) -> None:
    game_id = await strong_toy(table, HOST)
    action, seq = await first_choice(table.service, game_id, HOST)
    moved = await table.service.act(game_id, HOST, action, seq)
    assert [m.seat for m in moved.moves] == ["p1"], "the quick AI would have replied here; the search does not"
    assert moved.acting == ("p2",)
    fired = await table.scheduler.fire_due(now=START + BUDGET)
    assert fired[0].moves[0].seat == "p2"


async def test_the_search_is_handed_the_seats_view_only(table: Table) -> None:
    game_id = await strong_toy(table, HOST)
    await table.scheduler.fire_due(now=START + BUDGET)
    [job] = table.thinker.jobs
    record = await table.store.get_game(game_id)
    assert record is not None
    stored = await table.store.get_game(game_id)
    assert stored is not None and stored.state is not None
    state = TOY.decode(stored.state)
    assert job.seat == "p2" and job.game == "toy"
    hidden = state["hands"]["p1"]
    assert not any(card in str(job.view) for card in hidden), "the other seat's hand never reaches the search"
    assert job.iterations == 40 and job.seconds == BUDGET


async def test_a_decision_that_closed_before_its_timer_fired_is_left_alone(table: Table) -> None:
    game_id = await strong_toy(table, HOST)
    await table.service.end(game_id, HOST)
    assert await table.scheduler.fire_due(now=START + BUDGET) == []
    assert table.thinker.jobs == [] and table.moved == []
    assert await search_timers(table, game_id) == []


async def test_a_restart_keeps_the_timer_and_plays_the_move(tmp_path: Path) -> None:
    clock = ManualClock(START)
    first = await open_table(await SqliteStore.open(tmp_path / "restart.db", synchronous="OFF"), clock)
    game_id = await strong_toy(first, HOST, ALICE)
    await first.service.close()
    await first.store.close()
    second = await open_table(await SqliteStore.open(tmp_path / "restart.db", synchronous="OFF"), clock)
    try:
        assert await search_timers(second, game_id) == [(START + BUDGET, {"seat": "p3", "opened": 0, "played": -1})]
        fired = await second.scheduler.fire_due(now=START + BUDGET)
        assert [m.seat for m in fired[0].moves] == ["p3"]
    finally:
        await second.service.close()
        await second.store.close()


async def test_a_strong_seat_acting_again_gets_a_fresh_budget(table: Table) -> None:
    """After its own move the seat may act again (the round's winner draws or passes): a new decision, a new timer
    its full budget after the move."""
    game_id = await strong_toy(table, HOST, rounds=3)
    for _ in range(12):
        record = await table.store.get_game(game_id)
        assert record is not None
        if record.status != "active":
            break
        timers = await search_timers(table, game_id)
        if timers:
            due = timers[0][0]
            assert due == table.clock.now() + BUDGET or due > table.clock.now()
            table.clock.set(due)
            await table.scheduler.fire_due()
            continue
        action, seq = await first_choice(table.service, game_id, HOST)
        await table.service.act(game_id, HOST, action, seq)
    record = await table.store.get_game(game_id)
    assert record is not None and record.status == "over"
    seats = [job.seat for job in table.thinker.jobs]
    assert seats and set(seats) == {"p2"}


def hanse_opening(*, seconds: float = 1.0, iterations: int = 0) -> SearchJob:
    """The search job of Hanse's first decision (seed 3), as the service would hand it to a worker."""
    game = registry.get("hanse")
    state = game.setup(["p1", "p2"], 3, {})
    seat = game.acting(state)[0]
    return SearchJob("hanse", seat, 0, 3, game.view(state, seat), game.legal_actions(state, seat), seconds, iterations)


async def test_a_worker_process_thinks_while_the_event_loop_answers(tmp_path: Path) -> None:
    """The search runs in another process: a store read started after it finishes first, which a search on the
    event loop's thread (holding it for its whole budget) would not let happen."""
    store = await SqliteStore.open(tmp_path / "worker.db", synchronous="OFF")
    thinker = WorkerThinker()
    try:
        job = hanse_opening(seconds=0.5)
        legal = job.legal
        thinking = asyncio.ensure_future(thinker.think(job))
        order: list[str] = []
        thinking.add_done_callback(lambda _: order.append("search"))
        await store.timers_for(1)
        order.append("read")
        action = await asyncio.wait_for(thinking, HANG)
        assert order == ["read", "search"]
        assert action in legal
    finally:
        thinker.close()
        await store.close()


async def test_a_server_that_chooses_the_strong_ai_hands_it_absent_and_kicked_seats(table: Table) -> None:
    service = table.service
    await service.set_guild_setting(1, "takeover_ai", "strong")
    created = await service.create("toy", HOST, guild_id=1, channel_id=7, options={"rounds": 2})
    await service.join(created.game_id, ALICE)
    await service.join(created.game_id, BOB)
    await service.start(created.game_id, HOST)
    game_id = created.game_id
    record = await table.store.get_game(game_id)
    assert record is not None and record.meta["takeover"] == "strong"
    assert await search_timers(table, game_id) == []
    await service.away(ALICE, START + 10 * BUDGET)
    assert await search_timers(table, game_id) == [(START + BUDGET, {"seat": "p2", "opened": 0, "played": -1})]
    await service.kick(game_id, HOST, BOB, moderator=True)
    record = await table.store.get_game(game_id)
    assert record is not None
    assert [(s.seat, s.kind, s.ai) for s in record.seats][2] == ("p3", "ai", "strong")
    table.clock.set(START + BUDGET)
    fired = await table.scheduler.fire_due()
    assert [m.seat for m in fired[0].moves] == ["p2"]
    # the kicked seat's decision comes next, its own whole budget after the away seat's move
    assert [(due, payload["seat"]) for due, payload in await search_timers(table, game_id)] == [
        (START + 2 * BUDGET, "p3")
    ]


async def test_a_server_without_the_setting_keeps_the_quick_ai(table: Table) -> None:
    service = table.service
    created = await service.create("toy", HOST, guild_id=1, channel_id=7, options={"rounds": 2})
    await service.join(created.game_id, ALICE)
    await service.start(created.game_id, HOST)
    outcomes = await service.away(ALICE, START + 10 * BUDGET)
    assert [m.seat for o in outcomes for m in o.moves] == ["p2"], "the quick AI answers at once"
    assert await search_timers(table, created.game_id) == []


async def test_the_setting_takes_only_the_two_kinds(table: Table) -> None:
    with pytest.raises(Refusal, match="takeover_ai"):
        await table.service.set_guild_setting(1, "takeover_ai", "random")


async def test_a_game_the_search_plays_no_seat_of_is_not_read_again_after_a_move(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    searches = table.service._searches
    ensured: list[int] = []
    ensure = searches.ensure

    async def counting(live: Live) -> None:
        ensured.append(live.record.id)
        await ensure(live)

    monkeypatch.setattr(searches, "ensure", counting)
    quick = await table.service.create("toy", HOST, guild_id=1, channel_id=7, options={"rounds": 2})
    await table.service.add_ai(quick.game_id, HOST, "random")
    await table.service.start(quick.game_id, HOST)
    strong = await strong_toy(table, ALICE)
    ensured.clear()
    for game_id, user in ((quick.game_id, HOST), (strong, ALICE)):
        action, seq = await first_choice(table.service, game_id, user)
        await table.service.act(game_id, user, action, seq)
    assert ensured == [strong], "only the game with a strong seat has its search timer looked at"


class FailingThinker(InlineThinker):
    """A search that fails (a bug, a worker gone for good): the jobs are recorded, no move comes back."""

    async def think(self, job: SearchJob) -> Action:
        self.jobs.append(job)
        raise RuntimeError("the search broke")


async def test_a_search_that_fails_gives_way_to_the_quick_ai_and_the_table_goes_on(
    table: Table, caplog: pytest.LogCaptureFixture
) -> None:
    failing = FailingThinker(lookup)
    table.service._searches._thinker = failing
    game_id = await strong_toy(table, HOST)
    fired = await table.scheduler.fire_due(now=START + BUDGET)
    [job] = failing.jobs
    assert [(m.seat, m.user_id) for m in fired[0].moves] == [("p2", None)], "the seat moved all the same"
    [entry] = [e for e in await table.store.read_log(game_id) if e.kind == "move" and e.seat == "p2"]
    assert entry.action == quick_answer(lookup(job.game), job), "the quick AI's move, from the seat's view"
    assert "the search for seat p2" in caplog.text and "the search broke" in caplog.text


async def test_a_worker_that_died_is_replaced_and_the_search_answers() -> None:
    thinker = WorkerThinker()
    try:
        job = hanse_opening(iterations=4)
        legal = job.legal
        assert await asyncio.wait_for(thinker.think(job), HANG) in legal
        with pytest.raises(BrokenProcessPool):
            await asyncio.wrap_future(thinker._pool().submit(os._exit, 1))  # the worker dies
        assert await asyncio.wait_for(thinker.think(job), HANG) in legal, "a new worker thinks"
    finally:
        thinker.close()
