"""Where the search AI thinks: a worker process, so that its pure-Python search never holds this process's
interpreter lock while players click (bot/game/write/searches.py asks; rules/search.py searches).

A job carries only what the seat may know: the game's name, the seat's view and its legal actions, and the numbers
its random source is seeded from. The worker never sees the state, so it cannot peek.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Protocol

from rules.contract import Action, Game
from rules.players import SEARCH_SECONDS, player_rng, quick_player, search_player
from rules.registry import registry

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SearchJob:
    """One decision of a searching seat: its view and legal actions at move `seq` of a game dealt with `seed`."""

    game: str
    seat: str
    seq: int
    seed: int
    view: Mapping[str, Any]
    legal: Sequence[Action]
    seconds: float = SEARCH_SECONDS
    iterations: int = 0
    """A budget in samples instead of seconds (reproducible on any machine: tests, replays)."""


def think(job: SearchJob, games: Callable[[str], Game] = registry.get) -> Action:
    """The search's move for a job (run in the worker; a module-level function, so a process pool can call it)."""
    game = games(job.game)
    player = search_player(game, seconds=job.seconds, iterations=job.iterations)
    return player.choose(game, job.view, job.legal, player_rng(job.seed, job.seq, job.seat))


def quick_answer(game: Game, job: SearchJob) -> Action:
    """The quick AI's move for a job of `game`: what a searching seat plays when its search failed, so the table never
    waits on a search that will not come (pure and fast: run where it is needed)."""
    return quick_player(game, None).choose(game, job.view, job.legal, player_rng(job.seed, job.seq, job.seat))


class Thinker(Protocol):
    """Runs search jobs somewhere other than the event loop's thread, or inline for tests."""

    ahead: bool
    """Whether a search starts as its decision opens (it runs elsewhere), rather than when its move is due."""

    async def think(self, job: SearchJob) -> Action: ...

    def close(self) -> None: ...


class WorkerThinker:
    """Search jobs in worker processes (one by default: the search uses a whole core while it thinks). The pool
    starts with the first job and is handed in or owned: `close` shuts down only a pool this thinker started."""

    ahead = True

    def __init__(self, executor: Executor | None = None, *, workers: int = 1) -> None:
        self._executor = executor
        self._owned = executor is None
        self._workers = workers

    def _pool(self) -> Executor:
        if self._executor is None:
            # spawn: a fork would copy the bot's event loop and connections into the worker
            self._executor = ProcessPoolExecutor(self._workers, mp_context=multiprocessing.get_context("spawn"))
        return self._executor

    async def think(self, job: SearchJob) -> Action:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool(), think, job)
        except BrokenProcessPool:
            if not self._owned:
                raise
            # the worker died (killed, out of memory): a pool never recovers from that, a fresh one does
            log.warning("the search worker died; starting a new one")
            self.close()
            return await loop.run_in_executor(self._pool(), think, job)

    def close(self) -> None:
        if self._owned and self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


class InlineThinker:
    """Search jobs run on the calling thread: for tests, which give an iteration budget and want no process."""

    ahead = False

    def __init__(self, games: Callable[[str], Game] = registry.get) -> None:
        self._games = games
        self.jobs: list[SearchJob] = []
        """Every job run, in order (tests read what the search was handed)."""

    async def think(self, job: SearchJob) -> Action:
        self.jobs.append(job)
        return think(job, self._games)

    def close(self) -> None:
        return None
