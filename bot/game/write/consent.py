"""Requests that need the other players' consent: taking back moves (undo) and agreeing to a draw.

A player's request needs every other human player's agreement; each of them calls the same method (or
declines). Any move in between withdraws the request (`Moves.commit`). A moderator's undo, or a host's who
does not play, needs no consent; AI players never agree to a draw.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace

from bot.game.base.checks import NOT_SEATED, NOT_STARTED, require_playing
from bot.game.base.live import Live
from bot.game.base.meta import DrawOffer, GameMeta, UndoRequest
from bot.game.base.outcomes import outcome, public_scores
from bot.game.base.phrases import nphrase, phrase
from bot.game.base.types import Outcome, Refusal, result_to_json
from bot.game.history.replay import effective_moves, replay
from bot.game.table.tables import Tables
from bot.game.table.timers import Timers
from bot.game.write.moves import Moves
from bot.store.base import CLEAR_TIMERS, LogEntry, LogRecord
from bot.store.log import undone_in
from rules.contract import Result, State


@dataclass(frozen=True)
class History:
    """What undo needs: the latest checkpoint's seq (0: none yet), the state right after it when stored, the
    effective moves after it, and (only when read anyway) every effective move."""

    checkpoint: int
    after: State | None
    moves: list[LogRecord]
    everything: list[LogRecord] | None = None


class Consent:
    def __init__(self, tables: Tables, timers: Timers, moves: Moves) -> None:
        self._tables = tables
        self._timers = timers
        self._moves = moves

    # == undo ======================================================================================
    async def undo(self, game_id: int, user_id: int, *, moderator: bool, to_checkpoint: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_playing(live.record, allow_paused=moderator)
            seated = any(s.user_id == user_id for s in record.seats)
            # A host who plays asks like any player: skipping consent is for those outside the game.
            is_mod = moderator or (record.created_by == user_id and not seated)
            if not seated and not is_mod:
                raise Refusal(NOT_SEATED, "not_seated")
            meta = GameMeta.from_json(record.meta)
            pending = meta.undo
            history: History | None = None
            if pending is not None and pending.seq == record.seq and not is_mod:
                consents = sorted({*pending.consents, user_id})
                target = pending.target
            else:
                asker = None if is_mod and not seated else user_id
                history = await self._history(live)
                target = await self._undo_target(live, history, asker, is_mod, to_checkpoint)
                consents = [user_id]
            needed = {s.user_id for s in record.seats if s.kind == "human" and s.user_id is not None}
            if is_mod or needed <= set(consents):
                return await self._rewind(live, user_id, target, history)
            by = pending.by if pending is not None and pending.seq == record.seq else user_id
            request = UndoRequest(by, target, record.seq, tuple(consents))
            record = await self._tables.update(live, {"meta": replace(meta, undo=request).to_json()})
            waiting = len(needed - set(consents))
            message = nphrase(
                "Undo back to move {move} needs {count} more player to agree.",
                "Undo back to move {move} needs {count} more players to agree.",
                waiting,
                move=target,
            )
            return outcome(live.game, record, "undo_requested", message)

        asked = await self._tables.locked(game_id, op)
        if asked.kind != "undone":
            return asked
        return await self._moves.then_ai(game_id, asked, ())

    async def decline_undo(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = live.record
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            meta = GameMeta.from_json(record.meta)
            if meta.undo is None:
                raise Refusal("Nobody has asked to undo.", "nothing_to_undo")
            record = await self._tables.update(live, {"meta": replace(meta, undo=None).to_json()})
            return outcome(live.game, record, "undo_declined", phrase("The undo request was declined."))

        return await self._tables.locked(game_id, op)

    async def _history(self, live: Live) -> History:
        """The moves since the latest checkpoint, read from there on, with the state stored right after it."""
        found = await self._tables.store.last_checkpoint(live.record.id)
        if found is not None:
            row, text = found
            tail = await self._tables.store.read_log(live.record.id, after_id=row.id)
            if text is not None and all(r.seq >= row.seq for r in tail if r.kind == "undo"):
                undone = undone_in(tail)
                moves = [r for r in tail if r.kind == "move" and r.id not in undone]
                return History(row.seq, live.game.decode(text), moves)
        # no checkpoint yet, or a game stored before checkpoints were kept: the whole log, from the seed
        moves = effective_moves(await self._tables.store.read_log(live.record.id))
        checkpoint = max((r.seq for r in moves if r.checkpoint), default=0)
        return History(checkpoint, None, [r for r in moves if r.seq > checkpoint], moves)

    async def _undo_target(
        self, live: Live, history: History, user_id: int | None, is_mod: bool, to_checkpoint: bool
    ) -> int:
        """The seq to go back to: before the user's (or any human's) latest move since the last checkpoint,
        or, with `to_checkpoint`, right after that checkpoint (if such a move exists)."""
        for row in reversed(history.moves):
            if row.user_id is not None and (user_id is None or row.user_id == user_id):
                return history.checkpoint if to_checkpoint else row.seq - 1
        if is_mod and user_id is not None:
            return await self._undo_target(live, history, None, is_mod, to_checkpoint)
        raise Refusal("There is no move of yours to undo since the last reveal or roll.", "nothing_to_undo")

    async def _rewind(self, live: Live, user_id: int, target: int, history: History | None = None) -> Outcome:
        record = live.record
        if record.seed is None:
            raise Refusal(NOT_STARTED, "lobby")
        history = history or await self._history(live)
        if history.after is not None and target >= history.checkpoint:
            state = history.after
            for row in history.moves:
                if row.seq > target:
                    break
                assert row.seat is not None and row.action is not None
                state = live.game.apply(state, row.seat, row.action).state
        else:
            seats = [s.seat for s in record.seats]
            everything = history.everything or effective_moves(await self._tables.store.read_log(record.id))
            # a game stored before checkpoints were kept replays from the seed: off the event loop
            state = await asyncio.to_thread(
                replay, live.game, seats, record.seed, record.options, everything, upto=target
            )
        before = GameMeta.from_json(record.meta)
        meta = replace(
            before,
            undo=None,
            decisions=dict.fromkeys(live.game.acting(state), target),  # prompts from before the undo are stale
            # the moves undone spend no prompt: a prompt made at `target` is good again, older ones are stale
            played={seat: seq for seat, seq in (before.played or {}).items() if seq <= target},
        ).to_json()
        entry = LogEntry("undo", target, None, user_id, None)
        due, timers = await self._timers.arm(Live(replace(record, seq=target, meta=meta), live.game, state))
        changes = {"seq": target, "state": live.game.encode(state), "meta": meta, "deadline_at": due}
        await self._tables.append(live, [entry], changes, timers, state=state)
        return outcome(
            live.game, live.record, "undone", phrase("The game went back to move {move}.", move=target), state=state
        )

    # == draw ======================================================================================
    async def offer_draw(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_playing(live.record, allow_paused=True)
            if not any(s.user_id == user_id and s.kind == "human" for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            if any(s.kind == "ai" for s in record.seats):
                raise Refusal("AI players do not agree to draws.", "forbidden")
            meta = GameMeta.from_json(record.meta)
            pending = meta.draw
            earlier = pending.agreed if pending is not None and pending.seq == record.seq else ()
            agreed = sorted({*earlier, user_id})
            needed = {s.user_id for s in record.seats if s.kind == "human" and s.user_id is not None}
            if needed <= set(agreed):
                seats = [s.seat for s in record.seats]
                note = live.note({"type": "draw_agreed", "seats": seats}, user_id)
                result = Result([seats], public_scores(live), "draw_agreed")
                withdrawn = replace(meta, draw=None).to_json()
                changes = {"status": "over", "result": result_to_json(result), "deadline_at": None, "meta": withdrawn}
                record = await self._tables.append(live, [note], changes, CLEAR_TIMERS)
                return outcome(
                    live.game, record, "draw_agreed", phrase("The players agreed to a draw."), state=live.state
                )
            offered = replace(meta, draw=DrawOffer(record.seq, tuple(agreed)))
            record = await self._tables.update(live, {"meta": offered.to_json()})
            waiting = len(needed - set(agreed))
            message = nphrase(
                "A draw is offered; {count} more player must agree.",
                "A draw is offered; {count} more players must agree.",
                waiting,
            )
            return outcome(live.game, record, "draw_offered", message)

        return await self._tables.locked(game_id, op)

    async def decline_draw(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_playing(live.record, allow_paused=True)
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            meta = GameMeta.from_json(record.meta)
            if meta.draw is None or meta.draw.seq != record.seq:
                raise Refusal("Nobody has offered a draw.", "nothing_to_decline")
            record = await self._tables.update(live, {"meta": replace(meta, draw=None).to_json()})
            return outcome(live.game, record, "draw_declined", phrase("The draw offer was declined."))

        return await self._tables.locked(game_id, op)
