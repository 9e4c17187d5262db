"""Moves: applying actions to a draft, storing them (one transaction), and the AI seats' replies.

Moves are played on a draft (`Live.draft`); the cached game adopts it only once its moves are stored, so a
refused or cancelled call leaves the game unchanged. AI seats are played right after any change that may
hand them the turn, until a human must act or the game ends; their thinking runs off the event loop
(`asyncio.to_thread`) unless the service is built for tests, in chunks committed one transaction each. AI
replies to a human move go into the move's own transaction. A failing AI is logged and leaves its turn open.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from bot.game.base.checks import remembered_requests
from bot.game.base.live import Applied, Live, changed
from bot.game.base.meta import GameMeta
from bot.game.base.outcomes import fairness, split_events
from bot.game.base.phrases import rules_words
from bot.game.base.seats import acting_users
from bot.game.base.standing import ordered_seats, still_waiting
from bot.game.base.types import Move, Outcome, Refusal, result_from_json, result_to_json
from bot.game.table.tables import Tables
from bot.game.table.timers import Timers
from bot.game.write.single import only_choice_note, only_choices
from bot.store.base import CLEAR_TIMERS, GameRecord, LogEntry, TimerPlan, VersionConflict
from rules.contract import Action, IllegalAction
from rules.players import SEARCHING, player_rng, quick_player

log = logging.getLogger(__name__)

T = TypeVar("T")

LATE_MOVES = 60
"""At most this many moves are played for one late seat (a turn of many steps ends well before)."""


class AfterAi(Protocol):
    """What runs once the quick AI seats have replied: the searching seats' timers (bot/game/write/searches.py)."""

    def concerns(self, live: Live) -> bool:
        """Whether `live` (as cached, no lock needed) may have a searching seat's timer to write or remove."""
        ...

    async def ensure(self, live: Live) -> None:
        """The searching seats' timers after a change of `live`, its lock held."""
        ...


class Moves:
    def __init__(self, tables: Tables, timers: Timers, *, ai_chunk: int, ai_in_thread: bool) -> None:
        self._tables = tables
        self._timers = timers
        self._ai_chunk = ai_chunk
        self._ai_in_thread = ai_in_thread
        self.after_ai: AfterAi | None = None
        """Run with the game, its lock held, once the quick AI seats have replied."""

    # == one move ==================================================================================
    @staticmethod
    def apply(live: Live, seat: str, user_id: int | None, action: Action, locale: str = "en") -> Applied:
        """Apply one action to a draft (not yet stored). The rules never mutate their input. The move's label is
        in `locale` (the mover's: it is what they are told they played)."""
        try:
            label = live.game.describe(live.state, seat, action, locale)
        except Exception:  # describing an illegal action may fail; apply below says why in one sentence
            label = str(action.get("type"))
        before = live.game.acting(live.state)
        choices = {s: live.game.legal_actions(live.state, s) for s in before}
        try:
            step = live.game.apply(live.state, seat, action)
        except IllegalAction as error:
            raise Refusal(rules_words(live.game.id, str(error)), "illegal") from None
        seq = live.record.seq + 1
        after = live.game.acting(step.state)
        entered = frozenset(after) - frozenset(before)
        # a prompt names its choices by index: it stays good exactly while the seat's choices stay the same
        reopened = entered | {s for s in after if s in choices and live.game.legal_actions(step.state, s) != choices[s]}
        move = Move(seq, seat, user_id, action, label, step.checkpoint)
        applied = Applied(move, tuple(step.events), entered, step.state if step.checkpoint else None, reopened)
        live.state = step.state
        live.record = changed(live.record, seq=seq)
        return applied

    async def commit(
        self,
        live: Live,
        draft: Live,
        applied: Sequence[Applied],
        extra: Mapping[str, Any] | None = None,
        *,
        notes: Sequence[LogEntry] = (),
        rearm: bool = False,
        request: int | None = None,
    ) -> GameRecord:
        """Store the moves played on `draft` (log rows + state, one transaction), then adopt the draft.

        A move cancels a pending undo request. A seat that began to act gets a fresh deadline (or any
        change, with `rearm`). `notes` are log rows written before the moves. Each moving seat's latest move
        (`GameMeta.played`) and the typed request's id (`request`, `GameMeta.requests`) go into the same write: they
        spend the prompts and the request they answer (bot/game/base/checks.py). On any failure the cached entry
        is dropped, so the next call reloads what the database holds.
        """
        entries = [*notes]
        for a in applied:
            if a.move.only:
                entries.append(only_choice_note(a.move.seq - 1, a.move.seat))
            entries.append(
                LogEntry("move", a.move.seq, a.move.seat, a.move.user_id, a.move.action, a.events, a.move.checkpoint)
            )
        changes: dict[str, Any] = {"seq": draft.record.seq, "state": draft.game.encode(draft.state)}
        checkpoints = [a for a in applied if a.after is not None]
        if checkpoints:  # undo starts from the state right after the latest one (migration 009)
            last = checkpoints[-1]
            changes["checkpoint_seq"] = last.move.seq
            changes["checkpoint_state"] = changes["state"] if last is applied[-1] else draft.game.encode(last.after)
        timers: TimerPlan | None = None
        if draft.game.is_over(draft.state):
            changes["status"] = "over"
            changes["result"] = result_to_json(draft.game.result(draft.state))
            changes["deadline_at"] = None
            timers = CLEAR_TIMERS
        else:
            entered = frozenset().union(*(a.entered for a in applied))
            if rearm or not entered.isdisjoint(draft.game.acting(draft.state)):
                due, timers = await self._timers.arm(draft)
                changes["deadline_at"] = due
        changes.update(extra or {})
        stored = GameMeta.from_json(live.record.meta)
        meta = GameMeta.from_json(changes["meta"]) if "meta" in changes else stored
        opened = dict(meta.decisions or {})
        reopened: dict[str, int] = {}
        for a in applied:
            reopened.update(dict.fromkeys(a.reopened, a.move.seq))
        acting = draft.game.acting(draft.state)
        decisions = {seat: reopened.get(seat, opened.get(seat, draft.record.seq)) for seat in acting}
        if decisions != opened:
            meta = replace(meta, decisions=decisions)
        if applied:
            meta = replace(meta, played={**(meta.played or {}), **{a.move.seat: a.move.seq for a in applied}})
        if request is not None:
            meta = replace(meta, requests=remembered_requests(meta, request))
        passing = still_waiting(meta, draft.game, draft.state)
        if passing is not None:  # a player's turn came: their order "until my turn" ends
            meta = replace(meta, until_turn=passing)
        if meta != stored:
            changes["meta"] = meta.to_json()
        moved = {a.move.seat for a in applied if a.move.user_id is not None}
        missed = dict(meta.missed or {})
        if meta.undo is not None or meta.draw is not None or not moved.isdisjoint(missed):
            # a move withdraws a pending undo request or draw offer
            missed = {seat: count for seat, count in missed.items() if seat not in moved}
            changes["meta"] = replace(meta, undo=None, draw=None, missed=missed).to_json()
        record = await self._tables.append(live, entries, changes, timers, state=draft.state)
        live.state = draft.state
        return record

    # == the AI seats ==============================================================================
    def ai_due(self, live: Live) -> bool:
        """An AI seat acts, a seat whose prompt a standing order answers (bot/game/write/orders.py), or a person's
        single choice is played for them (bot/game/write/single.py)."""
        if live.record.status != "active" or live.state is None or live.game.is_over(live.state):
            return False
        acting = live.game.acting(live.state)
        kinds = self._tables.away.ai_kinds(live.record)
        ai_acts = any(seat in kinds and kinds[seat] != SEARCHING for seat in acting)
        return ai_acts or bool(ordered_seats(live, acting)) or bool(only_choices(live, acting, kinds.keys()))

    async def then_ai(self, game_id: int, outcome: Outcome, before: tuple[str, ...]) -> Outcome:
        """Let AI seats play until a human must act; fold their moves into `outcome`."""
        if outcome.status != "active" or outcome.over:
            return outcome
        cached = self._tables.cached(game_id)
        if cached is not None and not self.ai_due(cached):
            if self.after_ai is not None and self.after_ai.concerns(cached):
                await self._after_ai(game_id)
            return outcome  # the usual case after a move: the AI replies went out with it
        applied: list[Applied] = []
        async with self._tables.lock(game_id):
            for _attempt in range(3):
                live = await self._tables.load(game_id)
                try:
                    await self._play_ai(live, applied)
                    break
                except VersionConflict:
                    self._tables.evict(game_id)
            live = await self._tables.load(game_id)
            await self.searching_seats(live)
        if not applied:
            return outcome
        moves = [*outcome.moves, *(a.move for a in applied)]
        events = [*outcome.public_events]
        private = {seat: list(found) for seat, found in outcome.private_events.items()}
        public_ai, private_ai = split_events([e for a in applied for e in a.events])
        events += public_ai
        for seat, found in private_ai.items():
            private.setdefault(seat, []).extend(found)
        record = live.record
        acting = live.game.acting(live.state) if live.state is not None else ()
        over = record.status == "over"
        return replace(
            outcome,
            status=record.status,
            seq=record.seq,
            seats=record.seats,
            acting=acting,
            acting_users=acting_users(record, acting),
            moves=tuple(moves),
            public_events=tuple(events),
            private_events={seat: tuple(found) for seat, found in private.items()},
            turn_passed=set(acting) != set(before) if before else True,
            over=over,
            result=result_from_json(record.result),
            **fairness(record),
        )

    async def _after_ai(self, game_id: int) -> None:
        async with self._tables.lock(game_id):
            await self.searching_seats(await self._tables.load(game_id))

    async def searching_seats(self, live: Live) -> None:
        """The searching seats' timers after a commit of `live` (its lock held); a failure is logged, never raised:
        the change is stored, and the next one (or a start's catch-up) writes the timer."""
        if self.after_ai is None:
            return
        try:
            await self.after_ai.ensure(live)
        except Exception:
            log.exception("the search timer of game %s could not be written", live.record.id)

    async def _play_ai(self, live: Live, applied: list[Applied]) -> None:
        while self.ai_due(live):
            draft = live.draft()
            chunk = await self.ai_chunk_for(draft)
            if not chunk:
                return
            await self.commit(live, draft, chunk)
            applied.extend(chunk)

    async def ai_chunk_for(self, live: Live) -> list[Applied]:
        """The AI moves due now (at most one chunk), played on the draft `live`, not stored."""
        if not self.ai_due(live):
            return []
        if self._ai_in_thread:
            return await asyncio.to_thread(self.think, live, self._ai_chunk)
        return self.think(live, self._ai_chunk)

    def think(self, live: Live, limit: int, seats: Mapping[str, str | None] | None = None) -> list[Applied]:
        """Play up to `limit` AI moves on a draft (pure computation, safe in a worker thread), for the AI
        seats or for `seats` (seat -> AI kind, None for the game's default AI).

        Only the draft changes: if the caller is cancelled while this runs, the cached game is untouched.
        """
        kinds = dict(seats) if seats is not None else self._tables.away.ai_kinds(live.record)
        if not kinds and seats is not None:
            return []
        seed = live.record.seed or 0
        done: list[Applied] = []
        while len(done) < limit and not live.game.is_over(live.state):
            acting = live.game.acting(live.state)
            orders = ordered_seats(live, acting) if seats is None else {}
            if orders:  # a standing order answers at once, as its player's own move
                ordered, user_id = next(iter(orders.items()))
                done.append(self.apply(live, ordered, user_id, live.game.standing_answer(live.state, ordered)))
                continue
            only = only_choices(live, acting, kinds) if seats is None else {}
            if only:  # a single choice that tells nobody anything: played for its player, who is told so
                alone, action = next(iter(only.items()))
                played = self.apply(live, alone, None, action)
                done.append(replace(played, move=replace(played.move, only=True)))
                continue
            # a searching seat is never played here: it thinks in a worker and its move waits out its budget
            seat = next((s for s in acting if s in kinds and kinds[s] != SEARCHING), None)
            if seat is None:
                break
            try:
                player = quick_player(live.game, kinds[seat])
                legal = live.game.legal_actions(live.state, seat)
                view = live.game.view(live.state, seat)
                action = player.choose(live.game, view, legal, player_rng(seed, live.record.seq, seat))
                done.append(self.apply(live, seat, None, action))
            except Exception:
                # A broken AI must not cost the human move stored with its replies: stop here, keep the rest.
                log.exception("AI seat %s of game %s failed at seq %s", seat, live.record.id, live.record.seq)
                break
        return done

    # == late seats ================================================================================
    def late_moves(self, live: Live, seat: str, policy: str) -> tuple[list[Applied], bool]:
        """Play `seat`'s pending decision on the draft: the game's timeout default under policy "default"
        where it defines one, else its default AI. Returns the moves and whether any came from the rules.

        A decision may take several steps (a turn in Hanse or Andromeda): play goes on while the set of
        acting seats stays the same, and, for the AI, until a move uses chance or reveals something (the
        player may be back for what follows; a fresh deadline covers it). At most LATE_MOVES moves.
        Pure computation: safe in a worker thread.
        """
        by_default = policy == "default"
        done: list[Applied] = []
        by_rules = False
        while len(done) < LATE_MOVES and not live.game.is_over(live.state):
            before = set(live.game.acting(live.state))
            if seat not in before:
                break
            action = live.game.timeout_action(live.state, seat) if by_default else None
            moved: list[Applied] = []
            if action is not None:
                try:
                    moved = [self.apply(live, seat, None, action)]
                    by_rules = True
                except Refusal:
                    log.warning("game %s: the timeout default for %s is not legal; the AI plays", live.record.id, seat)
            if not moved:
                moved = self.think(live, 1, {seat: None})
                if not moved or moved[-1].move.checkpoint:
                    done += moved
                    break
            done += moved
            if live.game.is_over(live.state) or set(live.game.acting(live.state)) != before:
                break
        return done, by_rules

    async def off_loop(self, function: Callable[..., T], *args: Any) -> T:
        """Run pure AI work in a worker thread (or inline when the service is built for tests)."""
        if self._ai_in_thread:
            return await asyncio.to_thread(function, *args)
        return function(*args)
