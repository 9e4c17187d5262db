"""Deadlines of running games: moderators set them and change their rules; the scheduler reports them due.

When a deadline passes, the game's policy applies to every human seat still to act ("ai", "default" or
"pause"; docs/decisions/service.md), seats that missed `forfeit_after` deadlines in a row forfeit, and a
player away with mode "extend" pushes the deadline to their return.
"""

from __future__ import annotations

from dataclasses import replace

from bot.game.base.checks import require_moderator, require_playing
from bot.game.base.live import Applied, Live
from bot.game.base.meta import GameMeta
from bot.game.base.outcomes import outcome
from bot.game.base.phrases import At, Joined, Sayable, phrase
from bot.game.base.types import Outcome, Refusal
from bot.game.clocks.deadlines import DeadlineOverrides
from bot.game.history.notes import note_phrase
from bot.game.table.tables import Tables
from bot.game.table.timers import NO_DEADLINE, Timers, overrides_or_refuse
from bot.game.write.forfeit import give_up
from bot.game.write.moves import Moves
from bot.store.base import CLEAR_TIMERS, LogEntry, TimerPlan
from rules.i18n import mark


class Timeouts:
    def __init__(self, tables: Tables, timers: Timers, moves: Moves) -> None:
        self._tables = tables
        self._timers = timers
        self._moves = moves

    async def set_deadline(self, game_id: int, by_user: int, due_at: float | None, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_playing(live.record, allow_paused=True)
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can set a deadline."))
            if due_at is None:
                due: float | None = None
                timers = NO_DEADLINE
            elif record.status != "active":
                raise Refusal("The game is paused: the next decision gets its deadline when it resumes.", "paused")
            else:
                due, timers = await self._timers.arm(live.draft(), due=due_at)
            entry = live.note({"type": "mod_deadline", "due": due}, by_user)
            record = await self._tables.append(live, [entry], {"deadline_at": due}, timers)
            message = phrase("The deadline is set.") if due else phrase("The deadline is cleared.")
            return outcome(live.game, record, "deadline", message)

        return await self._tables.locked(game_id, op)

    async def set_deadline_rules(
        self,
        game_id: int,
        by_user: int,
        given: DeadlineOverrides,
        *,
        moderator: bool,
    ) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_playing(live.record, allow_paused=True)
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can change deadlines."))
            current = await self._timers.rules(record)
            rules = overrides_or_refuse(given, current.to_json())
            meta = replace(GameMeta.from_json(record.meta), deadline=rules.to_json()).to_json()
            due, timers = await self._timers.arm(Live(replace(record, meta=meta), live.game, live.state))
            entry = live.note({"type": "mod_deadline_rules", **rules.to_json()}, by_user)
            record = await self._tables.append(live, [entry], {"meta": meta, "deadline_at": due}, timers)
            return outcome(live.game, record, "deadline_rules", note_phrase(entry.action or {}, None, by_user))

        return await self._tables.locked(game_id, op)

    async def deadline_passed(self, game_id: int, due: float | None) -> Outcome | None:
        async def op(live: Live) -> Outcome | None:
            record = live.record
            if due is not None and record.deadline_at != due:
                return None
            fired = await self._timers.pending(game_id)
            if record.status != "active" or live.state is None:
                record = await self._tables.update(live, {"deadline_at": None}, timers=NO_DEADLINE)
                return outcome(
                    live.game, record, "deadline", phrase("The deadline passed while the game was not running.")
                )
            before = live.game.acting(live.state)
            played = self._tables.away.ai_kinds(live.record)
            humans = {s.seat: s.user_id for s in record.seats if s.kind == "human"}
            late = [seat for seat in before if seat in humans and seat not in played]
            away = await self._tables.away.current()
            returns = [
                away[user].until
                for user in (humans[seat] for seat in late)
                if user is not None and user in away and away[user].mode == "extend"
            ]
            if returns:
                new_due, timers = await self._timers.arm(live.draft(), due=max(returns))
                record = await self._tables.update(live, {"deadline_at": new_due}, timers=timers)
                message = phrase("The deadline passed, but a player is away: it now waits for their return.")
                return outcome(live.game, record, "deadline_extended", message, state=live.state)
            rules = await self._timers.rules(record)
            # the window timer of a table without deadlines: whoever has not declared passes (the game's default);
            # closing a window is no missed deadline
            window_timer = rules.seconds is None and self._timers.windows_open(live)
            if window_timer:
                rules = replace(rules, policy="default", forfeit_after=0)
            missed = dict(GameMeta.from_json(record.meta).missed or {})
            for seat in () if window_timer else late:
                missed[seat] = missed.get(seat, 0) + 1
            forfeits = [seat for seat in late if 0 < rules.forfeit_after <= missed[seat]]
            if forfeits:
                note = {"type": "forfeit", "seats": forfeits, "missed": rules.forfeit_after}
                entry = live.note(note, None, forfeits[0])
                forfeited = await give_up(self._tables, self._timers, live, forfeits, entry, "timeout")
                await self._timers.forget(fired)
                if forfeited.over:
                    return forfeited
                record = live.record
                late = [seat for seat in late if seat not in forfeits]
                missed = {seat: count for seat, count in missed.items() if seat not in forfeits}
            counted = replace(GameMeta.from_json(record.meta), missed=missed)
            if late and rules.policy == "pause":
                entry = live.note({"type": "timeout", "policy": "pause", "seats": late}, None)
                paused = replace(counted, paused="deadline").to_json()
                changes = {"status": "paused", "meta": paused, "deadline_at": None}
                record = await self._tables.append(live, [entry], changes, CLEAR_TIMERS)
                message = phrase("The deadline passed: the game is paused until a moderator resumes it.")
                return outcome(live.game, record, "deadline_paused", message)
            draft = live.draft()
            notes: list[LogEntry] = []
            applied: list[Applied] = []
            for seat in late:
                moves, by_rules = await self._moves.off_loop(self._moves.late_moves, draft, seat, rules.policy)
                note = {"type": "timeout", "policy": "default" if by_rules else "ai", "seat": seat, "moves": len(moves)}
                notes.append(live.note(note, None, seat))
                applied += moves
            applied += await self._moves.ai_chunk_for(draft)
            # rearm: the commit replaces the fired deadline's timers with the next decision's
            record = await self._moves.commit(
                live, draft, applied, {"meta": counted.to_json()}, notes=notes, rearm=True
            )
            told: Sayable = (
                Joined(tuple(note_phrase(n.action or {}, n.seat, None) for n in notes))
                if notes
                else phrase("The deadline passed.")
            )
            return outcome(live.game, record, "deadline_passed", told, state=live.state, applied=applied, before=before)

        passed = await self._tables.locked(game_id, op)
        if passed is None:
            return None
        return await self._moves.then_ai(game_id, passed, ())

    async def remind(self, game_id: int, due: float, timer_id: int | None = None) -> Outcome | None:
        """The reminder `timer_id` for the deadline `due` is due: claim it and record who must be reminded in the
        outbox, in one write (so a reminder is sent once, and not lost to a crash after the claim)."""

        async def op(live: Live) -> Outcome | None:
            record = live.record
            if timer_id is not None and all(t.id != timer_id for t in await self._timers.pending(game_id)):
                return None  # another pass or process claimed it
            claim = TimerPlan(drop=(timer_id,)) if timer_id is not None else None
            users = self._timers.waiting_users(live)
            if record.status != "active" or record.deadline_at != due or live.state is None or not users:
                return None  # stale: the scheduler removes the timer
            await self._tables.update(live, {}, timers=claim, remind=(users, due))
            message = phrase("Reminder: your decision is due by {due}.", due=At(due))
            return replace(outcome(live.game, live.record, "reminder", message, state=live.state), acting_users=users)

        return await self._tables.locked(game_id, op)
