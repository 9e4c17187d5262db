"""Away: a player is away until a given time, in all their games (the AI plays, or their deadlines wait).

Coming back, a player whose seat acts now is among the outcome's `new_holders`: they are told as any player who
starts to act (under "extend" too: they may have missed the notice while away). Each method checks its arguments
first (bot/game/base/inputs.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from bot.game.base.inputs import moment_of, user_id_of
from bot.game.base.live import Live
from bot.game.base.outcomes import outcome, still_acting
from bot.game.base.phrases import At, Phrase, phrase
from bot.game.base.types import Outcome, Refusal
from bot.game.table.tables import Tables
from bot.game.table.timers import Timers
from bot.game.write.moves import Moves
from bot.store.base import AwayMode, AwayRecord, TimerPlan


class Away:
    def __init__(self, tables: Tables, timers: Timers, moves: Moves) -> None:
        self._tables = tables
        self._timers = timers
        self._moves = moves

    async def away(self, user_id: int, until: float, mode: AwayMode) -> tuple[Outcome, ...]:
        user_id, until = user_id_of(user_id), moment_of(until)
        if mode not in ("ai", "extend"):
            raise Refusal("Away mode must be `ai` or `extend`.", "bad_setting")
        if until <= self._tables.now():
            raise Refusal("The time you will be back must be in the future.", "bad_time")
        await self._tables.away.set(user_id, until, mode)
        note = {"type": "away", "mode": mode, "until": until}
        if mode == "extend":
            message = phrase("You are away until {until}: your deadlines wait for you.", until=At(until))
        else:
            message = phrase("You are away until {until}: the AI plays for you.", until=At(until))
        return await self._each_game(user_id, note, "away", message)

    async def back(self, user_id: int) -> tuple[Outcome, ...]:
        user_id = user_id_of(user_id)
        if user_id not in await self._tables.away.current(fresh=True):  # another process may have marked them
            raise Refusal("You are not marked as away.", "not_away")
        await self._tables.away.clear(user_id)
        return await self._each_game(
            user_id, {"type": "back"}, "back", phrase("Welcome back: your seats are yours again.")
        )

    async def away_until(self, user_id: int) -> AwayRecord | None:
        return (await self._tables.away.current(fresh=True)).get(user_id_of(user_id))

    async def _each_game(
        self, user_id: int, note: Mapping[str, Any], kind: Literal["away", "back"], message: Phrase
    ) -> tuple[Outcome, ...]:
        """Log `note` in every running game of the player, re-time their deadlines, let the AI move."""
        outcomes: list[Outcome] = []
        for summary in await self._tables.store.list_games(user_id=user_id, statuses=("active", "paused")):

            async def op(live: Live) -> Outcome:
                seats = [s.seat for s in live.record.seats if s.user_id == user_id and s.kind == "human"]
                entries = [live.note(note, user_id, seat) for seat in seats]
                changes: dict[str, Any] = {}
                timers: TimerPlan | None = None
                waiting = user_id in self._timers.waiting_users(live)
                if note.get("mode") == "extend" and waiting:
                    due = max(live.record.deadline_at or 0.0, float(note["until"]))
                    changes["deadline_at"], timers = await self._timers.arm(live.draft(), due=due)
                back = (user_id,) if kind == "back" else ()  # a returning player who acts now is told so
                record = await self._tables.append(live, entries, changes, timers, again=back)
                return outcome(live.game, record, kind, message, state=live.state, taking_over=back)

            changed = await self._tables.locked(summary.id, op)
            outcomes.append(still_acting(await self._moves.then_ai(summary.id, changed, changed.acting)))
        return tuple(outcomes)
