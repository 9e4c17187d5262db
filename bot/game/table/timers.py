"""Deadline and reminder timers for the pending decision, and the deadline rules a game runs under.

A deadline belongs to a decision (docs/decisions/service.md): `arm` plans the timers of a draft about to be
committed and returns its deadline; the caller hands the plan to the same write that commits the draft, so
the move, its deadline and reminders, and the removal of the earlier decision's timers are one transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.game.base.live import Live
from bot.game.base.meta import GameMeta
from bot.game.base.seats import acting_users
from bot.game.base.types import Refusal
from bot.game.clocks.deadlines import (
    DeadlineOverrides,
    DeadlineRules,
    DeadlineSettingError,
    reminder_times,
    rules_from,
)
from bot.game.clocks.quiet import awake_deadline
from bot.game.table.tables import Tables
from bot.store.base import GameRecord, TimerPlan, TimerRecord

log = logging.getLogger(__name__)

DEADLINE_KEYS = ("deadline_hours", "deadline_policy", "reminders", "forfeit_after", "window_minutes")
TIMER_KINDS = ("deadline", "reminder")
NO_DEADLINE = TimerPlan(replace=TIMER_KINDS)
"""The plan of a decision without a deadline: the earlier decision's timers go."""


def rules_or_refuse(*layers: Mapping[str, Any]) -> DeadlineRules:
    """Deadline rules from settings layers (later ones win); a setting that cannot be used is refused."""
    try:
        return rules_from(*layers)
    except DeadlineSettingError as error:
        raise Refusal(error, "bad_setting") from None


def overrides_or_refuse(given: DeadlineOverrides, *layers: Mapping[str, Any]) -> DeadlineRules:
    """The deadline settings `given` over the settings layers (later ones win); a setting that cannot be used is
    refused."""
    try:
        return given.over(*layers)
    except DeadlineSettingError as error:
        raise Refusal(error, "bad_setting") from None


class Timers:
    def __init__(self, tables: Tables) -> None:
        self._tables = tables
        self._store = tables.store

    @property
    def changed(self) -> Callable[[], None]:
        """Called after a write added a timer; the scheduler sets it to its `poke`."""
        return self._tables.timers_added

    @changed.setter
    def changed(self, callback: Callable[[], None]) -> None:
        self._tables.timers_added = callback

    async def rules(self, record: GameRecord) -> DeadlineRules:
        """The game's deadline rules: stored with it at creation, else the guild's under its own."""
        own = GameMeta.from_json(record.meta).deadline or {}
        try:
            if all(key in own for key in DEADLINE_KEYS):  # stored at creation: no need to ask the guild
                return rules_from(own)
            return rules_from(await self._tables.guild_settings(record.guild_id), own)
        except DeadlineSettingError:
            log.warning("game %s has unusable deadline settings; it runs without a deadline", record.id)
            return rules_from({})

    async def pending(self, game_id: int) -> list[TimerRecord]:
        """The game's deadline and reminder timers."""
        return [t for t in await self._store.timers_for(game_id) if t.kind in TIMER_KINDS]

    async def arm(self, live: Live, due: float | None = None) -> tuple[float | None, TimerPlan]:
        """The deadline of the decision pending in `live` (a draft about to be committed; None: no deadline)
        and the plan of its timers, which replaces those of earlier decisions: the commit writes it.

        `due` forces the deadline (a moderator's); otherwise it is now + the game's period, pushed to the
        return of any acting player who is away with mode "extend", and, where the server lets deadlines pause in
        quiet hours, past the quiet hours of each player it waits for.
        """
        record = live.record
        if live.state is None or record.status != "active" or live.game.is_over(live.state):
            return None, NO_DEADLINE
        humans = self.waiting_users(live)
        if not humans and due is None:
            return None, NO_DEADLINE
        rules = await self.rules(record)
        now = self._tables.now()
        windows = self.windows_open(live)
        if due is None:
            if rules.seconds is None and not windows:
                return None, NO_DEADLINE
            # without a deadline, a game's windows close at the table's window timer (bot/game/clocks/deadlines.py)
            period = rules.seconds * self.share(live) if rules.seconds is not None else rules.window_minutes * 60
            due = now + period
            if rules.quiet == "pause":
                for preferences in (await self._store.user_preferences(humans)).values():
                    due = max(due, awake_deadline(preferences, now, period))
            away = await self._tables.away.current()
            for user in humans:
                found = away.get(user)
                if found is not None and found.mode == "extend":
                    due = max(due, found.until)
        payload = {"due": due, "seq": record.seq}
        timers = [("deadline", due, payload)]
        if not windows:  # a window is told once a challenge and is short: no reminder rings for it
            timers += [("reminder", at, payload) for at in reminder_times(now, due, rules.reminders)]
        return due, TimerPlan(replace=TIMER_KINDS, add=tuple(timers))

    async def forget(self, timers: Sequence[TimerRecord]) -> None:
        """Remove timers that fired and were handled."""
        for timer in timers:
            await self._store.delete_timer(timer.id)

    def share(self, live: Live) -> float:
        """The share of the table's deadline this decision point gets (`Game.deadline_shares`): the shortest among
        the kinds of decision its waiting seats face (decision kinds are public facts, so this says nothing)."""
        shares, state = live.game.deadline_shares, live.state
        kinds = [live.game.decision_kind(state, s) for s in self._waiting_seats(live)] if state is not None else []
        return min((shares.get(kind, 1.0) for kind in kinds), default=1.0)

    def windows_open(self, live: Live) -> bool:
        """Whether every waiting seat faces a window of a game that groups them (`Game.notice_group`): public facts."""
        state = live.state
        if state is None or live.game.notice_group(state) is None:
            return False
        seats = self._waiting_seats(live)
        return bool(seats) and all(live.game.decision_kind(state, s) == "reaction" for s in seats)

    def waiting_users(self, live: Live) -> tuple[int, ...]:
        """The players who must decide now: human seats that act and are not handed to the AI."""
        return acting_users(live.record, self._waiting_seats(live))

    def _waiting_seats(self, live: Live) -> list[str]:
        """The seats that act now and are not played by the AI (none while the game does not run)."""
        if live.state is None or live.record.status != "active":
            return []
        played = self._tables.away.ai_kinds(live.record)
        return [s for s in live.game.acting(live.state) if s not in played]
