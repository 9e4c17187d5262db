"""Helpers for the deadline, reminder, away, digest and verification tests: a service and a scheduler on a
real SQLite file, driven by a `ManualClock` (time moves only when a test says so)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from bot.game.base.types import Outcome
from bot.game.clocks.clock import ManualClock
from bot.game.scheduler import Scheduler
from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from tests.game.conftest import counting_seeds, lookup

START = 1_800_000_000.0
HOUR = 3600.0


@dataclass
class Inbox:
    """What a scheduler handed to the front end: deadline outcomes and reminders, in order."""

    deadlines: list[tuple[int, Outcome]] = field(default_factory=list)
    reminders: list[tuple[int, Outcome]] = field(default_factory=list)

    async def deadline(self, game_id: int, outcome: Outcome) -> None:
        self.deadlines.append((game_id, outcome))

    async def reminder(self, game_id: int, outcome: Outcome) -> None:
        self.reminders.append((game_id, outcome))


@dataclass
class Bot:
    """One bot process: its store on the shared file, its service and its scheduler."""

    store: SqliteStore
    service: GameService
    scheduler: Scheduler
    inbox: Inbox

    async def close(self) -> None:
        await self.store.close()


async def open_bot(path: Path, clock: ManualClock, seed_start: int = 1000) -> Bot:
    """A fresh process on the database file `path` (open it again to simulate a restart)."""
    store = await SqliteStore.open(path, synchronous="OFF")
    service = GameService(store, lookup, seed_source=counting_seeds(seed_start), ai_in_thread=False, clock=clock)
    inbox = Inbox()
    scheduler = Scheduler(service, inbox.deadline, remind=inbox.reminder)
    return Bot(store, service, scheduler, inbox)
