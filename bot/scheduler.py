"""DB-backed timers that survive restarts: one background task sleeps until the earliest is due.

Timers live in the store (`timers` table); the service adds them (`set_deadline`). `Scheduler.run()`
sleeps until the earliest timer, fires every due one through the service, hands each outcome to
`deliver` (the front end posts it), and sleeps again. `poke()` wakes it when a new, earlier timer may
exist. `fire_due(now)` does one pass and is what tests call.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from bot.service import GameService
from bot.service_types import Outcome, Refusal

log = logging.getLogger(__name__)

Deliver = Callable[[int, Outcome], Awaitable[None]]

IDLE_SECONDS = 300.0
"""How long to sleep with no timer at all (a poke wakes it sooner)."""


class Scheduler:
    def __init__(self, service: GameService, deliver: Deliver, *, clock: Callable[[], float] = time.time) -> None:
        self.service = service
        self._deliver = deliver
        self._clock = clock
        self._wake = asyncio.Event()
        service.timers_changed = self.poke

    def poke(self) -> None:
        """A timer was added or changed: recompute the next wake-up."""
        self._wake.set()

    async def fire_due(self, now: float | None = None) -> list[Outcome]:
        """Fire every timer due at `now` (default: the clock); return what the service did."""
        store = self.service.store
        fired: list[Outcome] = []
        for timer in await store.due_timers(self._clock() if now is None else now):
            try:
                if timer.kind == "deadline":
                    outcome = await self.service.deadline_passed(timer.game_id)
                    fired.append(outcome)
                    await self._deliver(timer.game_id, outcome)
                else:
                    log.warning("dropping timer %s of unknown kind %r", timer.id, timer.kind)
            except Refusal as refusal:
                log.info("timer %s of game %s: %s", timer.id, timer.game_id, refusal.message)
            except Exception:
                log.exception("timer %s of game %s failed", timer.id, timer.game_id)
            # deadline_passed deletes its own timer; this covers refusals, failures and unknown kinds, so a
            # broken timer cannot fire again on every pass.
            await store.delete_timer(timer.id)
        return fired

    async def run(self) -> None:
        """Fire timers as they come due, until cancelled."""
        while True:
            self._wake.clear()  # before reading the timers, so a poke from here on is not lost
            await self.fire_due()
            upcoming = await self.service.store.next_timer()
            delay = IDLE_SECONDS if upcoming is None else max(0.0, upcoming.due_at - self._clock())
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=delay)
