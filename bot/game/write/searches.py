"""The searching AI seats ("strong", rules/search.py): thought out of the event loop, posted like a person's move.

A seat the search plays is never played inline with the moves around it, as the quick AI's replies are:
- when its decision opens, a "search" timer is written, due its full thinking budget later, whatever the number of
  its choices, so the time a move takes says nothing about the seat's hand; where the thinker works in another
  process, the search starts at once and is ready when the timer comes due;
- when the timer fires (bot/game/scheduler.py), the move is searched (or the search started earlier is taken, if the
  game has not moved since), then committed in a transaction of its own, checked against the game's move number:
  a game that moved meanwhile is searched again, a decision that closed is left alone;
- the search is handed the seat's view and its legal actions only (bot/game/thinkers.py), never the state.

A timer belongs to one decision of one seat: the seat, the move at which its decision opened (`GameMeta.decisions`)
and its latest move (`GameMeta.played`; a seat that acts again after its own move faces a new decision). `ensure`
runs after every change that may hand a searching seat the turn (`Moves.then_ai`), and at a start's catch-up: it
keeps the timer of the decision still open, or replaces it. A timer written twice (two processes) fires twice; the
second finds its decision closed and does nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from typing import Any

from bot.game.base.live import Live
from bot.game.base.meta import GameMeta
from bot.game.base.outcomes import outcome
from bot.game.base.phrases import phrase
from bot.game.base.types import Outcome
from bot.game.table.tables import Tables
from bot.game.table.thinkers import SearchJob, Thinker, quick_answer
from bot.game.write.moves import Moves
from bot.store.base import TimerRecord
from rules.contract import Action, Game
from rules.players import SEARCHING

log = logging.getLogger(__name__)

SEARCH_TIMER = "search"

Key = Mapping[str, Any]
"""A searching seat's decision: {"seat", "opened", "played"} (see the module docstring)."""
AI_MOVED = phrase("The AI players moved.")


class Searches:
    def __init__(self, tables: Tables, moves: Moves, thinker: Thinker, *, seconds: float, iterations: int = 0) -> None:
        self._tables = tables
        self._store = tables.store
        self._moves = moves
        self._thinker = thinker
        self.seconds = seconds
        """The thinking budget, and how long after a decision opens its move is posted, at the earliest."""
        self.iterations = iterations
        """A budget in samples instead (tests: the same move on any machine); the move still waits `seconds`."""
        self._early: dict[int, tuple[Key, int, asyncio.Future[Action]]] = {}
        """Per game, the search started when its decision opened: the decision, the move number it saw, the move."""
        moves.after_ai = self

    # == a decision opens ==========================================================================
    def searching_seat(self, live: Live) -> str | None:
        """The first acting seat the search plays (an AI seat of kind "strong", or the seat of a player away whom the
        server hands to it), or None."""
        state = live.state
        if live.record.status != "active" or state is None or live.game.is_over(state):
            return None
        kinds = self._tables.away.ai_kinds(live.record)
        return next((seat for seat in live.game.acting(state) if kinds.get(seat) == SEARCHING), None)

    def key(self, live: Live, seat: str) -> Key:
        meta = GameMeta.from_json(live.record.meta)
        return {
            "seat": seat,
            "opened": (meta.decisions or {}).get(seat, live.record.seq),
            "played": (meta.played or {}).get(seat, -1),
        }

    def concerns(self, live: Live) -> bool:
        """Whether the search plays a seat of `live`, or thinks ahead for it: else there is no timer to keep."""
        return SEARCHING in self._tables.away.ai_kinds(live.record).values() or live.record.id in self._early

    async def ensure(self, live: Live) -> None:
        """After a change of `live` (its lock held): the timer of the open decision of a searching seat, written if it
        is missing, and any other search timer of the game removed."""
        if not self.concerns(live):
            return  # the search plays no seat here: nothing to read
        seat = self.searching_seat(live)
        wanted = self.key(live, seat) if seat is not None else None
        timers = await self._timers(live.record.id)
        kept = [t for t in timers if wanted is not None and _key(t.payload) == wanted]
        for timer in timers:
            if timer not in kept:
                await self._store.delete_timer(timer.id)
        early = self._early.get(live.record.id)
        if early is not None and early[0] != wanted:
            self._forget(live.record.id)
        if seat is None or wanted is None or kept:
            return
        await self._store.add_timer(live.record.id, SEARCH_TIMER, self._tables.now() + self.seconds, dict(wanted))
        self._tables.timers_added()
        if self._thinker.ahead:
            job = self.job(live, seat)
            self._early[live.record.id] = (wanted, job.seq, asyncio.ensure_future(self._thinker.think(job)))

    def job(self, live: Live, seat: str) -> SearchJob:
        """What the search is handed: the seat's view and legal actions, and its random source's seed numbers."""
        assert live.state is not None
        return SearchJob(
            live.game.id,
            seat,
            live.record.seq,
            live.record.seed or 0,
            live.game.view(live.state, seat),
            live.game.legal_actions(live.state, seat),
            self.seconds,
            self.iterations,
        )

    # == its timer fires ===========================================================================
    async def fired(self, game_id: int, timer_id: int) -> Outcome | None:
        """The game's search timer `timer_id` came due (None: no such timer, or its decision closed)."""
        timer = next((t for t in await self._store.timers_for(game_id) if t.id == timer_id), None)
        if timer is None or timer.kind != SEARCH_TIMER:
            return None
        return await self.due(game_id, timer)

    async def due(self, game_id: int, timer: TimerRecord) -> Outcome | None:
        """A search timer came due: the seat's move, committed on its own, then the quick AI seats' replies. None when
        the decision it was for is not open any more."""
        wanted = _key(timer.payload)
        for _attempt in range(3):
            async with self._tables.lock(game_id):
                live = await self._tables.load(game_id, fresh=True)
                seat = self.searching_seat(live)
                if seat is None or self.key(live, seat) != wanted:
                    return None
                job = self.job(live, seat)
                game = live.game
            action = await self._action(game_id, wanted, job, game)
            async with self._tables.lock(game_id):
                live = await self._tables.load(game_id, fresh=True)
                if live.record.seq != job.seq or live.state is None:
                    continue  # the game moved while the search thought: think again on the game as it is
                before = live.game.acting(live.state)
                draft = live.draft()
                applied = [self._moves.apply(draft, seat, None, action)]
                record = await self._moves.commit(live, draft, applied)
                moved = outcome(
                    live.game,
                    record,
                    "advanced",
                    AI_MOVED,
                    state=live.state,
                    applied=applied,
                    before=before,
                )
            return await self._moves.then_ai(game_id, moved, before)
        log.warning("game %s kept moving while the search thought; its timer is left to the next change", game_id)
        return None

    async def play_next(self, game_id: int) -> Outcome | None:
        """For a front end that runs no scheduler (the terminal table): wait until the searching seat's move is due,
        then play it, as the scheduler would. None when no searching seat acts."""
        async with self._tables.lock(game_id):
            live = await self._tables.load(game_id, fresh=True)
            if self.searching_seat(live) is None:
                return None
            await self.ensure(live)
        timers = await self._timers(game_id)
        if not timers:
            return None
        timer = timers[0]
        await asyncio.sleep(max(0.0, timer.due_at - self._tables.now()))
        moved = await self.due(game_id, timer)
        await self._store.delete_timer(timer.id)
        return moved

    async def _action(self, game_id: int, wanted: Key, job: SearchJob, game: Game) -> Action:
        """The search started when the decision opened, if it saw the game as it is now; else a new one. A search
        that fails gives way to the quick AI's move: its timer is gone once fired, and the table must not wait on a
        move that will never come."""
        try:
            early = self._early.pop(game_id, None)
            if early is not None:
                key, seq, future = early
                if key == wanted and seq == job.seq:
                    return await future
                future.cancel()
            return await self._thinker.think(job)
        except Exception:
            log.exception("the search for seat %s of game %s failed; the quick AI plays its move", job.seat, game_id)
            return quick_answer(game, job)

    async def _timers(self, game_id: int) -> list[TimerRecord]:
        return [t for t in await self._store.timers_for(game_id) if t.kind == SEARCH_TIMER]

    def _forget(self, game_id: int) -> None:
        early = self._early.pop(game_id, None)
        if early is not None:
            early[2].cancel()

    async def close(self) -> None:
        """Stop the searches started ahead and the thinker (the timers stay: the next start searches again)."""
        for game_id in list(self._early):
            future = self._early[game_id][2]
            self._forget(game_id)
            with contextlib.suppress(BaseException):
                await future
        self._thinker.close()


def _key(payload: Mapping[str, Any]) -> Key:
    return {name: payload.get(name) for name in ("seat", "opened", "played")}
