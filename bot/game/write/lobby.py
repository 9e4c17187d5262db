"""The lobby: opening a game, seating players and AI, and the start (the seed is drawn and committed)."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from bot.game.base.checks import (
    NOT_SEATED,
    require_lobby,
    require_moderator,
    require_playing,
    require_seated_or_moderator,
)
from bot.game.base.inputs import user_id_of
from bot.game.base.live import Live
from bot.game.base.meta import GameMeta
from bot.game.base.outcomes import outcome
from bot.game.base.phrases import Listed, Spoken, Typed, phrase
from bot.game.base.seats import renumber, seat_name
from bot.game.base.types import Outcome, Refusal
from bot.game.clocks.deadlines import DeadlineOverrides
from bot.game.history.verify import seed_commitment
from bot.game.table.tables import Tables
from bot.game.table.timers import Timers, overrides_or_refuse
from bot.game.write.moves import Moves
from bot.store.base import NewGame, SeatRecord
from rules.contract import SetupError, resolve_options
from rules.i18n import mark
from rules.players import players_for


def new_seed() -> int:
    """A fresh 63-bit seed (SQLite integers are signed 64-bit)."""
    return int.from_bytes(os.urandom(8), "big") >> 1


class Lobby:
    def __init__(self, tables: Tables, timers: Timers, moves: Moves, seed_source: Callable[[], int]) -> None:
        self._tables = tables
        self._timers = timers
        self._moves = moves
        self._seed_source = seed_source

    async def create(
        self,
        game: str,
        host_id: int,
        *,
        guild_id: int | None,
        channel_id: int | None,
        options: Mapping[str, Any] | None,
        host_plays: bool,
        deadline: DeadlineOverrides,
    ) -> Outcome:
        rules = self._tables.game(game)
        host_id = user_id_of(host_id)
        if options is not None and not isinstance(options, Mapping):
            raise Refusal("Options are given as names with values.", "setup")
        try:
            resolved = resolve_options(rules.options, options)
        except SetupError as error:
            raise Refusal(error, "setup") from None
        deadline_rules = overrides_or_refuse(deadline, await self._tables.guild_settings(guild_id))
        seats = (SeatRecord(seat="p1", position=0, kind="human", user_id=host_id),) if host_plays else ()
        new = NewGame(
            game=game,
            created_by=host_id,
            guild_id=guild_id,
            channel_id=channel_id,
            options=resolved,
            meta=GameMeta(deadline=deadline_rules.to_json()).to_json(),
        )
        record = await self._tables.store.create_game(new, seats)
        self._tables.remember(Live(record, rules, None))
        return outcome(rules, record, "created", phrase("A {title} lobby is open.", title=Spoken(rules.title_in)))

    async def join(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_lobby(live.record)
            if any(s.user_id == user_id for s in record.seats):
                raise Refusal("You are already seated in this game.", "already_seated")
            if len(record.seats) >= live.game.max_players:
                raise Refusal("This game is full.", "full")
            seats = (*record.seats, SeatRecord(seat_name(len(record.seats)), len(record.seats), "human", user_id))
            record = await self._tables.update(live, {}, seats)
            return outcome(live.game, record, "joined", phrase("A player joined."))

        return await self._tables.locked(game_id, op)

    async def leave(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = live.record
            if record.status != "lobby":
                require_playing(record)
                raise Refusal("The game has started: ask a moderator to replace you.", "started")
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            record = await self._tables.update(live, {}, renumber([s for s in record.seats if s.user_id != user_id]))
            return outcome(live.game, record, "left", phrase("A player left."))

        return await self._tables.locked(game_id, op)

    async def add_ai(self, game_id: int, by_user: int, kind: str | None, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_lobby(live.record)
            require_seated_or_moderator(record, by_user, moderator)
            kinds = players_for(live.game)
            if kind is not None and kind not in kinds:
                raise Refusal(
                    "There is no AI “{kind}”; this game offers {kinds}.",
                    "setup",
                    kind=kind,
                    kinds=Listed(tuple(Typed(name) for name in sorted(kinds)), "or"),
                )
            if len(record.seats) >= live.game.max_players:
                raise Refusal("This game is full.", "full")
            seat = SeatRecord(seat_name(len(record.seats)), len(record.seats), "ai", None, kind)
            record = await self._tables.update(live, {}, (*record.seats, seat))
            return outcome(live.game, record, "ai_added", phrase("An AI player took a seat."))

        return await self._tables.locked(game_id, op)

    async def remove_ai(self, game_id: int, by_user: int, seat: str | None, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_lobby(live.record)
            require_seated_or_moderator(record, by_user, moderator)
            ais = [s for s in record.seats if s.kind == "ai" and (seat is None or s.seat == seat)]
            if not ais:
                raise Refusal("There is no AI player to remove.", "not_found")
            gone = ais[-1].seat
            record = await self._tables.update(live, {}, renumber([s for s in record.seats if s.seat != gone]))
            return outcome(live.game, record, "ai_removed", phrase("An AI player left."))

        return await self._tables.locked(game_id, op)

    async def start(self, game_id: int, by_user: int, *, moderator: bool) -> Outcome:
        async def op(live: Live) -> Outcome:
            record = require_lobby(live.record)
            require_moderator(record, by_user, moderator, mark("Only the host or a moderator can start the game."))
            seed = self._seed_source()
            try:
                state = live.game.setup([s.seat for s in record.seats], seed, record.options)
            except SetupError as error:
                raise Refusal(error, "setup") from None
            decisions = dict.fromkeys(live.game.acting(state), 0)  # every first decision opens at move 0
            takeover = (await self._tables.guild_settings(record.guild_id)).get("takeover_ai")
            meta = replace(
                GameMeta.from_json(record.meta),
                seed_hash=seed_commitment(seed),
                decisions=decisions,
                takeover=takeover if takeover in players_for(live.game) else None,
            ).to_json()
            changes = {"status": "active", "seed": seed, "seq": 0, "state": live.game.encode(state), "meta": meta}
            draft = Live(replace(record, status="active", meta=meta), live.game, state)
            due, timers = await self._timers.arm(draft)
            record = await self._tables.update(live, {**changes, "deadline_at": due}, state=state, timers=timers)
            return outcome(
                live.game,
                record,
                "started",
                phrase("{title} has started.", title=Spoken(live.game.title_in)),
                state=state,
            )

        started = await self._tables.locked(game_id, op)
        return await self._moves.then_ai(game_id, started, ())
