"""DB-backed timers that survive restarts: one background task sleeps until the earliest is due.

Timers live in the store (`timers` table); the service adds them when a decision gets a deadline (a
"deadline" timer and its "reminder" timers, bot/game/clocks/deadlines.py). `Scheduler.run()` sleeps until the earliest
timer, fires every due one through the service, hands each outcome to `deliver` (deadlines: the front end
posts the moves), `remind` (reminders: the front end DMs `outcome.acting_users`) or `moved` (a searching AI seat's
move, bot/game/write/searches.py: the front end tells it like any move), and sleeps again.
`poke()` wakes it when a new, earlier timer may exist; a `ManualClock` pokes it whenever a test moves time.
`fire_due(now)` does one pass and is what tests call.

Firing exactly once:
- a reminder is claimed (its timer deleted) by the same write that records it in the outbox (migration 010),
  under the game's compare-and-swap: a second pass or process finds it claimed, and a crash after the claim
  leaves it in the outbox for the restarted bot to send;
- a deadline is deleted AFTER it fired: the service's `deadline_passed` is idempotent (a timer whose
  `due` is not the game's deadline any more does nothing), so a crash in between only makes it fire again
  harmlessly, and a deadline is never lost;
- a search timer too: its move is checked against the decision it was for, which its commit closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from bot.game.base.types import Outcome, Refusal
from bot.game.clocks.clock import Clock, as_clock
from bot.game.service import GameService
from bot.store.base import TIMER_LOOK_SECONDS, TimerRecord

if TYPE_CHECKING:
    from bot.metrics import Metrics

log = logging.getLogger(__name__)

Deliver = Callable[[int, Outcome], Awaitable[None]]

IDLE_SECONDS = TIMER_LOOK_SECONDS
"""How long to sleep with no timer at all (a poke wakes it sooner)."""


class Scheduler:
    def __init__(
        self,
        service: GameService,
        deliver: Deliver,
        *,
        clock: Clock | Callable[[], float] | None = None,
        remind: Deliver | None = None,
        moved: Deliver | None = None,
    ) -> None:
        self.service = service
        self._deliver = deliver
        self._remind = remind
        self._moved = moved
        self.clock: Clock = service.clock if clock is None else as_clock(clock)
        self._wake = asyncio.Event()
        self.fired = 0
        """Timers handled since start (tests wait on it through `wait_fired`)."""
        self._progress = asyncio.Condition()
        self.metrics: Metrics | None = None
        """Set when metrics are exported (bot/metrics.py): each fired deadline and reminder is counted."""
        service.timers_changed = self.poke
        self.clock.watch(self.poke)

    def poke(self) -> None:
        """A timer was added or changed, or the clock jumped: recompute the next wake-up."""
        self._wake.set()

    async def fire_due(self, now: float | None = None) -> list[Outcome]:
        """Fire every timer due at `now` (default: the clock); return what the service did."""
        store = self.service.store
        fired: list[Outcome] = []
        for timer in await store.due_timers(self.clock.now() if now is None else now):
            try:
                deliver: Deliver | None = None
                outcome: Outcome | None = None
                if timer.kind == "reminder":
                    outcome, deliver = await self._reminder(timer), self._remind
                elif timer.kind == "deadline":
                    outcome, deliver = await self._deadline(timer), self._deliver
                elif timer.kind == "search":
                    outcome, deliver = await self.service.search_due(timer.game_id, timer.id), self._moved
                else:
                    log.warning("dropping timer %s of unknown kind %r", timer.id, timer.kind)
                if outcome is not None:
                    fired.append(outcome)
                    if self.metrics is not None:
                        self.metrics.deadline_fired(timer.kind)
                    if deliver is not None:
                        await deliver(timer.game_id, outcome)
            except Refusal as refusal:
                log.info("timer %s of game %s: %s", timer.id, timer.game_id, refusal.message)
            except Exception:
                log.exception("timer %s of game %s failed", timer.id, timer.game_id)
            # Covers refusals, failures and unknown kinds too, so a broken timer cannot fire on every pass.
            await store.delete_timer(timer.id)
            await self._count()
        return fired

    async def _reminder(self, timer: TimerRecord) -> Outcome | None:
        due = timer.payload.get("due")
        if not isinstance(due, int | float):
            return None
        # the service claims the timer in the write that records the reminder in the outbox
        return await self.service.remind(timer.game_id, float(due), timer.id)

    async def _deadline(self, timer: TimerRecord) -> Outcome | None:
        due = timer.payload.get("due")
        return await self.service.deadline_passed(timer.game_id, float(due) if isinstance(due, int | float) else None)

    async def _count(self) -> None:
        async with self._progress:
            self.fired += 1
            self._progress.notify_all()

    async def wait_fired(self, count: int) -> None:
        """Wait until `count` timers have been handled since start (for tests driving `run` with a clock)."""
        async with self._progress:
            await self._progress.wait_for(lambda: self.fired >= count)

    async def run(self) -> None:
        """Fire timers as they come due, until cancelled."""
        while True:
            self._wake.clear()  # before reading the timers, so a poke from here on is not lost
            await self.fire_due()
            upcoming = await self.service.store.next_timer()
            delay = IDLE_SECONDS if upcoming is None else max(0.0, upcoming.due_at - self.clock.now())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=delay)
