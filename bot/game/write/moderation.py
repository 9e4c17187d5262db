"""Moderators' actions on a running game (pause, resume, kick, replace, end, force) and a player's resignation.

Moderators are whoever the front end says (`moderator=True`) plus the game's host. Each action is written to
the log as a note naming the moderator (for kick and replace, a second write after the seat change).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Literal

from bot.game.base.checks import OVER, PAUSE_REASONS, require_moderator, require_playing, require_seated
from bot.game.base.live import Applied, Live
from bot.game.base.meta import Former, GameMeta
from bot.game.base.outcomes import outcome, public_scores, still_acting
from bot.game.base.phrases import Joined, Listed, Phrase, Sayable, Seat, Typed, own_words, phrase
from bot.game.base.seats import renumber
from bot.game.base.types import Outcome, Refusal, result_to_json
from bot.game.history.notes import note_phrase
from bot.game.table.tables import Tables
from bot.game.table.timers import Timers
from bot.game.write.forfeit import give_up
from bot.game.write.moves import Moves
from bot.store.base import CLEAR_TIMERS, FINISHED_STATUSES, GameRecord, LogEntry
from rules.contract import Result
from rules.i18n import mark

SeatLoss = Literal["replaced", "kicked"]


def with_former(meta: GameMeta, user_id: int, seat: str, how: SeatLoss) -> GameMeta:
    """`meta` remembering that `user_id` lost `seat` to a moderator (`how`)."""
    return replace(meta, former={**(meta.former or {}), str(user_id): Former(seat, how)})


def pause_words(record: GameRecord) -> Phrase:
    """Why the game is paused, for what everyone reads while it is (its board post, /game status): the moderator's
    own words ("Paused by a moderator: back on Monday."), else the bot's reason."""
    reason = GameMeta.from_json(record.meta).paused
    if reason is None or not reason.strip():
        return phrase("The game is paused.")
    if reason in PAUSE_REASONS:
        return PAUSE_REASONS[reason]
    return phrase("Paused by a moderator: {reason}", reason=own_words(reason))


def seat_loss(record: GameRecord, user_id: int) -> SeatLoss | None:
    """How `user_id` lost their seat in this game to a moderator (None: they did not, or hold one again)."""
    if any(s.user_id == user_id for s in record.seats):
        return None
    lost = (GameMeta.from_json(record.meta).former or {}).get(str(user_id))
    how = lost.how if lost is not None else None
    return "replaced" if how == "replaced" else "kicked" if how == "kicked" else None


def no_such_seat(record: GameRecord, seat: str) -> Refusal:
    """The refusal of a seat a moderator typed that the game does not have: it lists the seats as they are typed,
    each with its player."""
    seats = Listed(
        tuple(phrase("{value} ({meaning})", value=Typed(s.seat), meaning=Seat(s.seat)) for s in record.seats)
    )
    return Refusal("There is no seat “{seat}”; the seats are: {seats}.", "not_found", seat=seat, seats=seats)


class Moderation:
    def __init__(self, tables: Tables, timers: Timers, moves: Moves) -> None:
        self._tables = tables
        self._timers = timers
        self._moves = moves

    async def pause(self, game_id: int, by_user: int, *, moderator: bool, reason: str) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_playing(live.record)
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can pause the game."))
            meta = replace(GameMeta.from_json(record.meta), paused=reason or "mod").to_json()
            entry = live.note({"type": "mod_pause", "reason": reason}, by_user)
            changes = {"status": "paused", "meta": meta, "deadline_at": None}
            record = await self._tables.append(live, [entry], changes, CLEAR_TIMERS)
            return outcome(live.game, record, "paused", phrase("The game is paused."))

        return await self._tables.locked(game_id, op)

    async def resume(self, game_id: int, by_user: int, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = live.record
            if record.status != "paused":
                require_playing(record)
                raise Refusal("This game is not paused.", "forbidden")
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can resume the game."))
            if any(s.kind == "human" and s.user_id is None for s in record.seats):
                raise Refusal("A seat is empty: replace the kicked player first.", "vacant_seat")
            return await self._resume(live, phrase("The game continues."), live.note({"type": "mod_resume"}, by_user))

        resumed = await self._tables.locked(game_id, op)
        return await self._moves.then_ai(game_id, resumed, ())

    async def _resume(
        self, live: Live, message: Sayable, note: LogEntry | None = None, *, taking_over: Sequence[int] = ()
    ) -> Outcome:
        """Back to "active" with a fresh deadline for the pending decision."""
        meta = replace(GameMeta.from_json(live.record.meta), paused=None).to_json()
        draft = Live(replace(live.record, status="active", meta=meta), live.game, live.state)
        due, timers = await self._timers.arm(draft)
        changes = {"status": "active", "meta": meta, "deadline_at": due}
        record = await self._tables.append(live, [note] if note is not None else [], changes, timers)
        return outcome(live.game, record, "resumed", message, state=live.state, taking_over=taking_over)

    async def kick(self, game_id: int, by_user: int, user_id: int, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = live.record
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can kick a player."))
            if record.status in FINISHED_STATUSES:
                raise Refusal(OVER, "over")
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal("That user is not seated in this game.", "not_seated")
            if record.status == "lobby":
                left = renumber([s for s in record.seats if s.user_id != user_id])
                record = await self._tables.update(live, {}, left)
                return outcome(live.game, record, "kicked", phrase("The player was removed from the lobby."))
            policy = (await self._tables.guild_settings(record.guild_id)).get("kick_policy", "ai")
            kicked = next(s.seat for s in record.seats if s.user_id == user_id)
            note = live.note({"type": "mod_kick", "user": user_id, "policy": policy}, by_user, kicked)
            meta = with_former(GameMeta.from_json(record.meta), user_id, kicked, "kicked")
            if policy == "ai":
                seats = tuple(
                    replace(s, kind="ai", user_id=None, ai=meta.takeover) if s.user_id == user_id else s
                    for s in record.seats
                )
                record = await self._tables.update(live, {"meta": meta.to_json()}, seats, entries=[note])
                message = phrase("The player was removed; an AI plays their seat.")
                return outcome(live.game, record, "kicked", message, state=live.state)
            seats = tuple(replace(s, user_id=None) if s.user_id == user_id else s for s in record.seats)
            changes: dict[str, Any] = {"status": "paused", "meta": replace(meta, paused="vacant").to_json()}
            changes["deadline_at"] = None
            record = await self._tables.update(live, changes, seats, timers=CLEAR_TIMERS, entries=[note])
            return outcome(
                live.game, record, "kicked", phrase("The player was removed; the game waits for a replacement.")
            )

        kicked = await self._tables.locked(game_id, op)
        return await self._moves.then_ai(game_id, kicked, ())

    async def replace(self, game_id: int, by_user: int, seat: str, user_id: int, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = live.record
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can replace a player."))
            if record.status in FINISHED_STATUSES:
                raise Refusal(OVER, "over")
            if not any(s.seat == seat for s in record.seats):
                raise no_such_seat(record, seat)
            if any(s.user_id == user_id and s.seat != seat for s in record.seats):
                raise Refusal("That user already holds another seat in this game.", "already_seated")
            held = next(s for s in record.seats if s.seat == seat)
            meta = GameMeta.from_json(record.meta)
            meta = replace(meta, former={k: v for k, v in (meta.former or {}).items() if k != str(user_id)})
            if held.kind == "human" and held.user_id is not None and held.user_id != user_id:
                meta = with_former(meta, held.user_id, seat, "replaced")
            seats = tuple(
                replace(s, kind="human", user_id=user_id, ai=None) if s.seat == seat else s for s in record.seats
            )
            note = live.note({"type": "mod_replace", "user": user_id}, by_user, seat)
            record = await self._tables.update(live, {"meta": meta.to_json()}, seats, entries=[note])
            vacant = any(s.kind == "human" and s.user_id is None for s in seats)
            if record.status == "paused" and GameMeta.from_json(record.meta).paused == "vacant" and not vacant:
                return await self._resume(
                    live, phrase("The seat is filled; the game continues."), taking_over=(user_id,)
                )
            message = phrase("The seat has a new player.")
            return outcome(live.game, record, "replaced", message, state=live.state, taking_over=(user_id,))

        replaced = await self._tables.locked(game_id, op)
        return still_acting(await self._moves.then_ai(game_id, replaced, ()))

    async def end(
        self,
        game_id: int,
        by_user: int,
        *,
        moderator: bool,
        ranking: Sequence[Sequence[str]] | None,
        reason: str,
    ) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = live.record
            if record.status in FINISHED_STATUSES:
                raise Refusal(OVER, "over")
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can end the game."))
            scores = public_scores(live)
            order = [[s.seat for s in record.seats]] if ranking is None else [list(group) for group in ranking]
            named = [seat for group in order for seat in group]
            if sorted(named) != sorted(s.seat for s in record.seats) or any(not group for group in order):
                raise Refusal("The ranking must name every seat exactly once.", "malformed")
            result = Result(order, scores, reason or "abandoned")
            note = live.note({"type": "mod_end", "ranking": order, "reason": result.reason}, by_user)
            changes = {"status": "abandoned", "result": result_to_json(result), "deadline_at": None}
            record = await self._tables.append(live, [note], changes, CLEAR_TIMERS)
            return outcome(live.game, record, "ended", phrase("The game was ended by a moderator."), state=live.state)

        return await self._tables.locked(game_id, op)

    async def force(self, game_id: int, by_user: int, seat: str | None, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> tuple[Outcome, tuple[str, ...]]:
            record = require_playing(live.record)
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can force a move."))
            before = live.game.acting(live.state)
            played = self._tables.away.ai_kinds(live.record)
            humans = [s.seat for s in record.seats if s.kind == "human" and s.seat in before and s.seat not in played]
            targets = humans if seat is None else [seat] if seat in humans else []
            if seat is not None and not any(s.seat == seat for s in record.seats):
                raise no_such_seat(record, seat)
            if seat is not None and not targets:
                raise Refusal("{seat} has no decision to make now.", "not_acting", seat=Seat(seat))
            if not targets:
                raise Refusal("Nobody has a decision to make now.", "not_acting")
            draft = live.draft()
            notes: list[LogEntry] = []
            applied: list[Applied] = []
            for target in targets:
                moves, _ = await self._moves.off_loop(self._moves.late_moves, draft, target, "ai")
                notes.append(live.note({"type": "mod_force", "seat": target, "moves": len(moves)}, by_user, target))
                applied += moves
            applied += await self._moves.ai_chunk_for(draft)
            record = await self._moves.commit(live, draft, applied, notes=notes, rearm=True)
            told = Joined(tuple(note_phrase(n.action or {}, n.seat, by_user) for n in notes))
            forced = outcome(live.game, record, "forced", told, state=live.state, applied=applied, before=before)
            return forced, before

        forced, before = await self._tables.locked(game_id, op)
        return await self._moves.then_ai(game_id, forced, before)

    async def resign(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_playing(live.record, allow_paused=True)
            mine = require_seated(record, user_id)
            note = live.note({"type": "resigned", "seats": mine}, user_id)
            return await give_up(self._tables, self._timers, live, mine, note, "resigned")

        resigned = await self._tables.locked(game_id, op)
        return await self._moves.then_ai(game_id, resigned, ())
