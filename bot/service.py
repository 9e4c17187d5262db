"""GameService: the only code that changes a game. Transport-agnostic: users, guilds and channels are ints.

Every changing method returns an `Outcome` (bot/service_types.py): the moves applied, public events,
private events per seat, who must act now, whether the turn passed, the new seq. A request that cannot be
done raises `Refusal` with one sentence for the user; the game is then unchanged.

How a move is made safe:
- one asyncio lock per game serialises calls in this process; the store's compare-and-swap on the game's
  `version` catches writers in other processes (the call is then retried on fresh data, once or twice);
- a stale `expected_seq` is refused ("That prompt is out of date.");
- the log row and the new state are written in ONE transaction, committed before the call returns.

AI seats are played by the service right after any change that may hand them the turn (start, act,
undo, resume, kick, replace), until a human must act or the game ends. Their thinking runs off the
event loop (`asyncio.to_thread`), in chunks committed one transaction each.

Decisions where the brief was silent:
- Table order is lobby order (join order); the game's `setup` picks the first player per its spec, from
  the stored seed. Seats are named p1..pN and renumbered in the lobby when someone leaves.
- Undo takes back the requester's latest move (a moderator: the latest human move) together with every
  move after it, but never crosses a checkpoint (a move that used chance or revealed something); with
  `to_checkpoint=True` it goes back to just after the last checkpoint in one step. A
  player's request needs every other human player's consent: each of them calls `undo` too (or
  `decline_undo`); any move in between cancels the request. A moderator's undo (or a host's who does
  not play) needs no consent.
- Moderators are whoever the front end says (`moderator=True`, e.g. Manage Channels) plus the game's host.
- Kicking a player from a started game follows the guild setting `kick_policy`: "ai" (default, an AI
  takes the seat) or "pause" (the seat is left empty and the game pauses until `replace` fills it).
- Ending a game by hand records `status="abandoned"` and a result: every seat tied, with the public
  scores when the view has them, reason "abandoned".
- When a deadline passes (`deadline_passed`, called by bot/scheduler.py), the game's AI makes one move
  for every human seat that still had to act, and the deadline is cleared.
- AI replies to a move are stored in the same transaction as the move (one commit, and a crash cannot
  separate them). A failing AI is logged and leaves its turn open; `view` and `advance` retry it.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from bot.replay import effective_moves, replay
from bot.service_types import (
    Choice,
    GameSummary,
    LogLine,
    Move,
    Outcome,
    Refusal,
    UserView,
    result_from_json,
    result_to_json,
)
from bot.store.base import (
    ACTIVE_STATUSES,
    FINISHED_STATUSES,
    GameRecord,
    LogEntry,
    NewGame,
    SeatRecord,
    Store,
    VersionConflict,
)
from rules.contract import Action, Event, Game, IllegalAction, Result, SetupError, State, resolve_options
from rules.players import Player, default_player, player_rng, players_for
from rules.registry import registry

log = logging.getLogger(__name__)

T = TypeVar("T")

KICK_POLICIES = ("ai", "pause")
GUILD_SETTINGS: dict[str, tuple[str, ...]] = {"kick_policy": KICK_POLICIES, "locale": ("en", "de", "fr", "nl")}

STALE = "That prompt is out of date."
NOT_SEATED = "You are not seated in this game."
NOT_YOUR_TURN = "It is not your turn."
PAUSED = "This game is paused."
OVER = "This game is over."


@dataclass
class _Live:
    """A game in the cache: its row (without the encoded state) and the decoded state."""

    record: GameRecord
    game: Game
    state: State | None

    def draft(self) -> _Live:
        """A copy to play moves on: states are never mutated, so sharing them is safe."""
        return _Live(self.record, self.game, self.state)


@dataclass(frozen=True)
class _Applied:
    move: Move
    events: tuple[Event, ...]


def new_seed() -> int:
    """A fresh 63-bit seed (SQLite integers are signed 64-bit)."""
    return int.from_bytes(os.urandom(8), "big") >> 1


def _seat_name(position: int) -> str:
    return f"p{position + 1}"


def _renumber(seats: Sequence[SeatRecord]) -> tuple[SeatRecord, ...]:
    return tuple(replace(s, seat=_seat_name(i), position=i) for i, s in enumerate(seats))


def _acting_users(record: GameRecord, acting: Sequence[str]) -> tuple[int, ...]:
    by_seat = {s.seat: s for s in record.seats}
    users: list[int] = []
    for seat in acting:
        info = by_seat.get(seat)
        if info is not None and info.kind == "human" and info.user_id is not None and info.user_id not in users:
            users.append(info.user_id)
    return tuple(users)


def _split_events(events: Sequence[Event]) -> tuple[tuple[Event, ...], dict[str, tuple[Event, ...]]]:
    public: list[Event] = []
    private: dict[str, list[Event]] = {}
    for event in events:
        audience = event.get("to")
        if audience is None:
            public.append(event)
        else:
            for seat in audience:
                private.setdefault(seat, []).append(event)
    return tuple(public), {seat: tuple(found) for seat, found in private.items()}


class GameService:
    """Lobby, seating, start, act, view, list, log, undo, pause/resume, kick/replace, end."""

    def __init__(
        self,
        store: Store,
        games: Callable[[str], Game] = registry.get,
        *,
        cache_size: int = 1024,
        ai_chunk: int = 200,
        ai_in_thread: bool = True,
        seed_source: Callable[[], int] = new_seed,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self._games = games
        self._cache: OrderedDict[int, _Live] = OrderedDict()
        self.cache_size = cache_size
        self._ai_chunk = ai_chunk
        self._ai_in_thread = ai_in_thread
        self._seed_source = seed_source
        self._clock = clock
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self.timers_changed: Callable[[], None] = lambda: None
        """Called after the service adds a timer; the scheduler sets it to its `poke`."""

    # == lobby =====================================================================================
    async def create(
        self,
        game: str,
        host_id: int,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        options: Mapping[str, Any] | None = None,
        host_plays: bool = True,
    ) -> Outcome:
        """Open a lobby. The host takes the first seat unless `host_plays` is False."""
        rules = self._game(game)
        try:
            resolved = resolve_options(rules.options, options)
        except SetupError as error:
            raise Refusal(str(error), "setup") from None
        seats = (SeatRecord(seat="p1", position=0, kind="human", user_id=host_id),) if host_plays else ()
        record = await self.store.create_game(
            NewGame(game=game, created_by=host_id, guild_id=guild_id, channel_id=channel_id, options=resolved), seats
        )
        self._remember(_Live(record, rules, None))
        return self._outcome(record, "created", f"A {rules.title} lobby is open.")

    async def join(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: _Live) -> Outcome:
            record = self._require_lobby(live)
            if any(s.user_id == user_id for s in record.seats):
                raise Refusal("You are already seated in this game.", "already_seated")
            if len(record.seats) >= live.game.max_players:
                raise Refusal("This game is full.", "full")
            seats = (*record.seats, SeatRecord(_seat_name(len(record.seats)), len(record.seats), "human", user_id))
            record = await self._update(live, {}, seats)
            return self._outcome(record, "joined", "A player joined.")

        return await self._locked(game_id, op)

    async def leave(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: _Live) -> Outcome:
            record = live.record
            if record.status != "lobby":
                self._require_playing(live)
                raise Refusal("The game has started: ask a moderator to replace you.", "started")
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            record = await self._update(live, {}, _renumber([s for s in record.seats if s.user_id != user_id]))
            return self._outcome(record, "left", "A player left.")

        return await self._locked(game_id, op)

    async def add_ai(self, game_id: int, by_user: int, kind: str | None = None, *, moderator: bool = False) -> Outcome:
        """Seat an AI player (`kind` as offered by rules.players.players_for; default: the strongest)."""

        async def op(live: _Live) -> Outcome:
            record = self._require_lobby(live)
            self._require_seated_or_moderator(record, by_user, moderator)
            kinds = players_for(live.game)
            if kind is not None and kind not in kinds:
                raise Refusal(f"Unknown AI {kind!r}; this game offers {', '.join(sorted(kinds))}.", "setup")
            if len(record.seats) >= live.game.max_players:
                raise Refusal("This game is full.", "full")
            seat = SeatRecord(_seat_name(len(record.seats)), len(record.seats), "ai", None, kind)
            record = await self._update(live, {}, (*record.seats, seat))
            return self._outcome(record, "ai_added", "An AI player took a seat.")

        return await self._locked(game_id, op)

    async def remove_ai(
        self, game_id: int, by_user: int, seat: str | None = None, *, moderator: bool = False
    ) -> Outcome:
        """Remove the AI in `seat` (default: the last AI seat)."""

        async def op(live: _Live) -> Outcome:
            record = self._require_lobby(live)
            self._require_seated_or_moderator(record, by_user, moderator)
            ais = [s for s in record.seats if s.kind == "ai" and (seat is None or s.seat == seat)]
            if not ais:
                raise Refusal("There is no AI player to remove.", "not_found")
            gone = ais[-1].seat
            record = await self._update(live, {}, _renumber([s for s in record.seats if s.seat != gone]))
            return self._outcome(record, "ai_removed", "An AI player left.")

        return await self._locked(game_id, op)

    async def start(self, game_id: int, by_user: int, *, moderator: bool = False) -> Outcome:
        """Deal the game: a fresh seed from os.urandom, stored with the state; AI seats then play."""

        async def op(live: _Live) -> Outcome:
            record = self._require_lobby(live)
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can start the game.")
            seed = self._seed_source()
            try:
                state = live.game.setup([s.seat for s in record.seats], seed, record.options)
            except SetupError as error:
                raise Refusal(str(error), "setup") from None
            changes = {"status": "active", "seed": seed, "seq": 0, "state": live.game.encode(state)}
            record = await self._update(live, changes, state=state)
            return self._outcome(record, "started", f"{live.game.title} has started.", state=state)

        outcome = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, ())

    # == play ======================================================================================
    async def act(
        self, game_id: int, user_id: int, action: Action, expected_seq: int, *, seat: str | None = None
    ) -> Outcome:
        """Apply `action` for the user's acting seat (or `seat`, for a user holding several)."""
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise Refusal("That action is not valid.", "malformed")

        async def op(live: _Live) -> tuple[Outcome, tuple[str, ...]]:
            record = self._require_playing(live)
            mine = [s.seat for s in record.seats if s.user_id == user_id and s.kind == "human"]
            if not mine:
                raise Refusal(NOT_SEATED, "not_seated")
            if expected_seq != record.seq:
                raise Refusal(STALE, "stale")
            before = live.game.acting(live.state)
            candidates = [s for s in mine if s in before and (seat is None or s == seat)]
            if not candidates:
                raise Refusal(NOT_YOUR_TURN, "not_your_turn")
            # Moves are played on a draft; the cached game changes only once they are stored.
            draft = live.draft()
            applied = [self._apply(draft, candidates[0], user_id, action)]
            # The AI replies go into the same transaction: one commit per move instead of two.
            applied += await self._ai_chunk_for(draft)
            record = await self._commit(live, draft, applied)
            outcome = self._outcome(
                record, "moved", applied[0].move.label, state=live.state, applied=applied, before=before
            )
            return outcome, before

        outcome, before = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, before)

    async def act_index(self, game_id: int, user_id: int, index: int, expected_seq: int) -> Outcome:
        """Apply the user's legal action number `index` as listed at `expected_seq` (button custom_ids)."""
        current = await self.view(game_id, user_id)
        if current.seq != expected_seq:
            raise Refusal(STALE, "stale")
        if not 0 <= index < len(current.choices):
            raise Refusal("That action is not valid.", "malformed")
        return await self.act(game_id, user_id, current.choices[index].action, expected_seq, seat=current.seat)

    async def advance(self, game_id: int) -> Outcome:
        """Let AI seats make the moves due now. Needed when a restart cut an AI turn short (the human move
        was committed, the AI replies not yet); `view` does it by itself, a front end may call it at start."""
        live = await self._peek(game_id)
        outcome = self._outcome(live.record, "advanced", "The AI players moved.", state=live.state)
        return await self._then_ai(game_id, outcome, outcome.acting)

    @staticmethod
    def _ai_due(live: _Live) -> bool:
        if live.record.status != "active" or live.state is None or live.game.is_over(live.state):
            return False
        ai_seats = {s.seat for s in live.record.seats if s.kind == "ai"}
        return not ai_seats.isdisjoint(live.game.acting(live.state))

    # == reading ===================================================================================
    async def view(self, game_id: int, user_id: int | None, locale: str = "en") -> UserView:
        """What `user_id` may see now (the public view when they hold no seat) and their choices."""
        async with self._lock(game_id):
            live = await self._load(game_id, fresh=True)
        if self._ai_due(live):
            await self.advance(game_id)
            live = await self._peek(game_id)
        record = live.record
        result = result_from_json(record.result)
        if live.state is None:
            return UserView(game_id, record.game, record.status, record.seq, None, None, (), (), record.seats, result)
        acting = live.game.acting(live.state)
        mine = [s.seat for s in record.seats if user_id is not None and s.user_id == user_id and s.kind == "human"]
        seat = next((s for s in mine if s in acting), mine[0] if mine else None)
        choices: tuple[Choice, ...] = ()
        if seat is not None and record.status == "active":
            legal = live.game.legal_actions(live.state, seat)
            choices = tuple(Choice(i, a, live.game.describe(live.state, seat, a, locale)) for i, a in enumerate(legal))
        view = live.game.view(live.state, seat)
        return UserView(
            game_id, record.game, record.status, record.seq, seat, view, choices, acting, record.seats, result
        )

    async def list_games(
        self, *, guild_id: int | None = None, user_id: int | None = None, finished: bool = False, limit: int = 25
    ) -> tuple[GameSummary, ...]:
        """Games in a guild and/or with a user's seat, newest first; running ones unless `finished`."""
        statuses = FINISHED_STATUSES if finished else ACTIVE_STATUSES
        records = await self.store.list_games(guild_id=guild_id, user_id=user_id, statuses=statuses, limit=limit)
        return tuple(
            GameSummary(
                r.id,
                r.game,
                self._title(r.game),
                r.status,
                r.guild_id,
                r.channel_id,
                r.seq,
                r.created_by,
                r.seats,
                r.created_at,
                r.updated_at,
            )
            for r in records
        )

    async def log(self, game_id: int, user_id: int | None = None, locale: str = "en") -> tuple[LogLine, ...]:
        """The game's log as `user_id` may see it: public events, plus their own seat's private ones."""
        live = await self._peek(game_id)
        mine = {s.seat for s in live.record.seats if user_id is not None and s.user_id == user_id}
        lines: list[LogLine] = []
        for row in await self.store.read_log(game_id):
            visible = [e for e in row.events if e.get("to") is None or mine.intersection(e.get("to") or ())]
            text = tuple(live.game.narrate(e, locale) for e in visible)
            action = row.action if row.seat in mine else None
            lines.append(LogLine(row.kind, row.seq, row.seat, row.user_id, row.at, text, action))
        return tuple(lines)

    async def replay_state(self, game_id: int) -> State:
        """Rebuild the current state from the seed and the log (audits, tests, bug reports)."""
        record = await self.store.get_game(game_id)
        if record is None:
            raise Refusal("There is no game with that id.", "not_found")
        if record.seed is None:
            raise Refusal("This game has not started yet.", "lobby")
        moves = effective_moves(await self.store.read_log(game_id))
        return replay(self._game(record.game), [s.seat for s in record.seats], record.seed, record.options, moves)

    # == moderation ================================================================================
    async def undo(
        self, game_id: int, user_id: int, *, moderator: bool = False, to_checkpoint: bool = False
    ) -> Outcome:
        """Ask for (or consent to) taking back a move; see the module docstring for the rules.

        `to_checkpoint` goes all the way back to just after the last checkpoint instead of one move.
        """

        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live, allow_paused=moderator)
            seated = any(s.user_id == user_id for s in record.seats)
            # A host who plays asks like any player: skipping consent is for those outside the game.
            is_mod = moderator or (record.created_by == user_id and not seated)
            if not seated and not is_mod:
                raise Refusal(NOT_SEATED, "not_seated")
            pending = record.meta.get("undo")
            if pending is not None and pending["seq"] == record.seq and not is_mod:
                consents = sorted({*pending["consents"], user_id})
                target = int(pending["target"])
            else:
                asker = None if is_mod and not seated else user_id
                target = await self._undo_target(live, asker, is_mod, to_checkpoint)
                consents = [user_id]
            needed = {s.user_id for s in record.seats if s.kind == "human" and s.user_id is not None}
            if is_mod or needed <= set(consents):
                return await self._rewind(live, user_id, target)
            by = pending["by"] if pending is not None and pending["seq"] == record.seq else user_id
            request = {"by": by, "target": target, "seq": record.seq, "consents": consents}
            meta = {**record.meta, "undo": request}
            record = await self._update(live, {"meta": meta})
            waiting = len(needed - set(consents))
            noun = "player" if waiting == 1 else "players"
            return self._outcome(
                record, "undo_requested", f"Undo back to move {target} needs {waiting} more {noun} to agree."
            )

        outcome = await self._locked(game_id, op)
        if outcome.kind != "undone":
            return outcome
        return await self._then_ai(game_id, outcome, ())

    async def decline_undo(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: _Live) -> Outcome:
            record = live.record
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            if "undo" not in record.meta:
                raise Refusal("Nobody has asked to undo.", "nothing_to_undo")
            meta = {k: v for k, v in record.meta.items() if k != "undo"}
            record = await self._update(live, {"meta": meta})
            return self._outcome(record, "undo_declined", "The undo request was declined.")

        return await self._locked(game_id, op)

    async def pause(self, game_id: int, by_user: int, *, moderator: bool = False, reason: str = "") -> Outcome:
        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live)
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can pause the game.")
            record = await self._update(live, {"status": "paused", "meta": {**record.meta, "paused": reason or "mod"}})
            return self._outcome(record, "paused", "The game is paused.")

        return await self._locked(game_id, op)

    async def resume(self, game_id: int, by_user: int, *, moderator: bool = False) -> Outcome:
        async def op(live: _Live) -> Outcome:
            record = live.record
            if record.status != "paused":
                self._require_playing(live)
                raise Refusal("This game is not paused.", "forbidden")
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can resume the game.")
            if any(s.kind == "human" and s.user_id is None for s in record.seats):
                raise Refusal("A seat is empty: replace the kicked player first.", "vacant_seat")
            return await self._resume(live, "The game continues.")

        outcome = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, ())

    async def kick(self, game_id: int, by_user: int, user_id: int, *, moderator: bool = False) -> Outcome:
        """Remove a player: from a lobby, their seat goes; in a started game the guild's kick_policy decides."""

        async def op(live: _Live) -> Outcome:
            record = live.record
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can kick a player.")
            if record.status in FINISHED_STATUSES:
                raise Refusal(OVER, "over")
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal("That user is not seated in this game.", "not_seated")
            if record.status == "lobby":
                record = await self._update(live, {}, _renumber([s for s in record.seats if s.user_id != user_id]))
                return self._outcome(record, "kicked", "The player was removed from the lobby.")
            policy = (await self._guild_settings(record.guild_id)).get("kick_policy", "ai")
            if policy == "ai":
                seats = tuple(
                    replace(s, kind="ai", user_id=None, ai=None) if s.user_id == user_id else s for s in record.seats
                )
                record = await self._update(live, {}, seats)
                return self._outcome(
                    record, "kicked", "The player was removed; an AI plays their seat.", state=live.state
                )
            seats = tuple(replace(s, user_id=None) if s.user_id == user_id else s for s in record.seats)
            changes = {"status": "paused", "meta": {**record.meta, "paused": "vacant"}}
            record = await self._update(live, changes, seats)
            return self._outcome(record, "kicked", "The player was removed; the game waits for a replacement.")

        outcome = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, ())

    async def replace(self, game_id: int, by_user: int, seat: str, user_id: int, *, moderator: bool = False) -> Outcome:
        """Give `seat` (human, AI or left empty by a kick) to `user_id`."""

        async def op(live: _Live) -> Outcome:
            record = live.record
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can replace a player.")
            if record.status in FINISHED_STATUSES:
                raise Refusal(OVER, "over")
            if not any(s.seat == seat for s in record.seats):
                raise Refusal(f"There is no seat {seat!r} in this game.", "not_found")
            if any(s.user_id == user_id and s.seat != seat for s in record.seats):
                raise Refusal("That user already holds another seat in this game.", "already_seated")
            seats = tuple(
                replace(s, kind="human", user_id=user_id, ai=None) if s.seat == seat else s for s in record.seats
            )
            record = await self._update(live, {}, seats)
            vacant = any(s.kind == "human" and s.user_id is None for s in seats)
            if record.status == "paused" and record.meta.get("paused") == "vacant" and not vacant:
                return await self._resume(live, "The seat is filled; the game continues.")
            return self._outcome(record, "replaced", "The seat has a new player.", state=live.state)

        outcome = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, ())

    async def end(self, game_id: int, by_user: int, *, moderator: bool = False) -> Outcome:
        """Abandon the game, recording a result: every seat tied, with the public scores if any."""

        async def op(live: _Live) -> Outcome:
            record = live.record
            if record.status in FINISHED_STATUSES:
                raise Refusal(OVER, "over")
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can end the game.")
            scores: dict[str, int | float] = {}
            if live.state is not None:
                public = live.game.view(live.state, None).get("public", {})
                found = public.get("scores") if isinstance(public, dict) else None
                if isinstance(found, dict):
                    scores = {str(k): v for k, v in found.items() if isinstance(v, int | float)}
            result = Result([[s.seat for s in record.seats]], scores, "abandoned")
            record = await self._update(live, {"status": "abandoned", "result": result_to_json(result)})
            await self._drop_timers(record.id)
            return self._outcome(record, "ended", "The game was ended by a moderator.", state=live.state)

        return await self._locked(game_id, op)

    async def set_guild_setting(self, guild_id: int, key: str, value: str) -> dict[str, Any]:
        """Change one guild setting (the front end checks the caller may)."""
        allowed = GUILD_SETTINGS.get(key)
        if allowed is None:
            raise Refusal(f"Unknown setting {key!r}; settings: {', '.join(sorted(GUILD_SETTINGS))}.", "bad_setting")
        if value not in allowed:
            raise Refusal(f"Setting {key!r} must be one of {', '.join(allowed)}.", "bad_setting")
        settings = {**await self.store.guild_settings(guild_id), key: value}
        await self.store.set_guild_settings(guild_id, settings)
        return settings

    async def set_deadline(
        self, game_id: int, by_user: int, due_at: float | None, *, moderator: bool = False
    ) -> Outcome:
        """Set (or with None clear) the game's deadline; a "deadline" timer is stored for the scheduler."""

        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live, allow_paused=True)
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can set a deadline.")
            for timer in await self.store.timers_for(game_id):
                if timer.kind == "deadline":
                    await self.store.delete_timer(timer.id)
            if due_at is not None:
                await self.store.add_timer(game_id, "deadline", due_at, {"seq": record.seq})
            record = await self._update(live, {"deadline_at": due_at})
            self.timers_changed()
            return self._outcome(record, "deadline", "The deadline is set." if due_at else "The deadline is cleared.")

        return await self._locked(game_id, op)

    async def deadline_passed(self, game_id: int) -> Outcome:
        """Called by the scheduler when the game's "deadline" timer is due.

        Every human seat that still has to act gets one move played for it by the game's AI (so a
        vanished player cannot stall the table), then the AI seats answer as usual. The deadline is
        cleared; a moderator may set the next one.
        """

        async def op(live: _Live) -> Outcome:
            record = live.record
            for timer in await self.store.timers_for(game_id):
                if timer.kind == "deadline":
                    await self.store.delete_timer(timer.id)
            if record.status != "active" or live.state is None:
                record = await self._update(live, {"deadline_at": None})
                return self._outcome(record, "deadline", "The deadline passed while the game was not running.")
            before = live.game.acting(live.state)
            humans = {s.seat for s in record.seats if s.kind == "human"}
            draft = live.draft()
            applied: list[_Applied] = []
            for seat in before:
                if seat in humans:
                    if self._ai_in_thread:
                        applied += await asyncio.to_thread(self._think, draft, 1, {seat: None})
                    else:
                        applied += self._think(draft, 1, seats={seat: None})
            applied += await self._ai_chunk_for(draft)
            if not applied:
                record = await self._update(live, {"deadline_at": None})
                return self._outcome(record, "deadline", "The deadline passed.", state=live.state)
            record = await self._commit(live, draft, applied, extra={"deadline_at": None})
            message = "The deadline passed: the AI moved for the players who were late."
            return self._outcome(record, "deadline_passed", message, state=live.state, applied=applied, before=before)

        outcome = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, ())

    # == internals: loading, locking, caching ======================================================
    def _game(self, game_id: str) -> Game:
        try:
            return self._games(game_id)
        except KeyError as error:
            raise Refusal(str(error.args[0]) if error.args else f"Unknown game {game_id!r}.", "unknown_game") from None

    def _title(self, game_id: str) -> str:
        try:
            return self._games(game_id).title
        except KeyError:
            return game_id

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    async def _locked(self, game_id: int, op: Callable[[_Live], Awaitable[T]]) -> T:
        """Run `op` on the game under its lock; on a version conflict (another process), reload and retry."""
        lock = self._lock(game_id)
        async with lock:
            for _attempt in range(3):
                live = await self._load(game_id)
                try:
                    return await op(live)
                except VersionConflict:
                    self._cache.pop(game_id, None)
            raise Refusal("This game is busy right now; please try again.", "busy")

    async def _load(self, game_id: int, *, fresh: bool = False) -> _Live:
        """The game from the cache, else from its stored state. Callers hold the game's lock.

        `fresh` first checks the stored version (for reads; writes need no check: the compare-and-swap
        catches a stale cache).
        """
        live = self._cache.get(game_id)
        if live is not None and fresh and await self.store.game_version(game_id) != live.record.version:
            self._cache.pop(game_id, None)
            live = None
        if live is not None:
            # Re-insert rather than move: while we awaited the version, other games may have evicted this
            # one. It is still current: only holders of this game's lock change it, and we hold it.
            self._remember(live)
            return live
        record = await self.store.get_game(game_id)
        if record is None:
            raise Refusal("There is no game with that id.", "not_found")
        rules = self._game(record.game)
        state = rules.decode(record.state) if record.state is not None else None
        live = _Live(replace(record, state=None), rules, state)
        self._remember(live)
        return live

    async def _peek(self, game_id: int) -> _Live:
        async with self._lock(game_id):
            return await self._load(game_id, fresh=True)

    def _remember(self, live: _Live) -> None:
        self._cache[live.record.id] = live
        self._cache.move_to_end(live.record.id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def cached_games(self) -> int:
        return len(self._cache)

    async def _update(
        self,
        live: _Live,
        changes: Mapping[str, Any],
        seats: Sequence[SeatRecord] | None = None,
        state: State | None = None,
    ) -> GameRecord:
        record = await self.store.update_game(live.record.id, live.record.version, changes, seats, self._clock())
        live.record = replace(record, state=None)
        if state is not None:
            live.state = state
        return live.record

    async def _guild_settings(self, guild_id: int | None) -> dict[str, Any]:
        return {} if guild_id is None else await self.store.guild_settings(guild_id)

    # == internals: checks =========================================================================
    def _require_lobby(self, live: _Live) -> GameRecord:
        record = live.record
        if record.status in FINISHED_STATUSES:
            raise Refusal(OVER, "over")
        if record.status != "lobby":
            raise Refusal("This game has already started.", "started")
        return record

    def _require_playing(self, live: _Live, *, allow_paused: bool = False) -> GameRecord:
        record = live.record
        if record.status == "lobby":
            raise Refusal("This game has not started yet.", "lobby")
        if record.status == "paused" and not allow_paused:
            raise Refusal(PAUSED, "paused")
        if record.status in FINISHED_STATUSES:
            raise Refusal(OVER, "over")
        return record

    @staticmethod
    def _is_moderator(record: GameRecord, user_id: int, moderator: bool) -> bool:
        return moderator or record.created_by == user_id

    def _require_moderator(self, record: GameRecord, user_id: int, moderator: bool, message: str) -> None:
        if not self._is_moderator(record, user_id, moderator):
            raise Refusal(message, "forbidden")

    def _require_seated_or_moderator(self, record: GameRecord, user_id: int, moderator: bool) -> None:
        if not self._is_moderator(record, user_id, moderator) and not any(s.user_id == user_id for s in record.seats):
            raise Refusal(NOT_SEATED, "not_seated")

    # == internals: moves ==========================================================================
    def _apply(self, live: _Live, seat: str, user_id: int | None, action: Action) -> _Applied:
        """Apply one action to a draft (not yet stored). The rules never mutate their input."""
        try:
            label = live.game.describe(live.state, seat, action)
        except Exception:  # describing an illegal action may fail; apply below says why in one sentence
            label = str(action.get("type"))
        try:
            step = live.game.apply(live.state, seat, action)
        except IllegalAction as error:
            raise Refusal(str(error), "illegal") from None
        seq = live.record.seq + 1
        applied = _Applied(Move(seq, seat, user_id, action, label, step.checkpoint), tuple(step.events))
        live.state = step.state
        live.record = replace(live.record, seq=seq)
        return applied

    async def _commit(
        self, live: _Live, draft: _Live, applied: Sequence[_Applied], extra: Mapping[str, Any] | None = None
    ) -> GameRecord:
        """Store the moves played on `draft` (log rows + state, one transaction), then adopt the draft.

        A move cancels a pending undo request. On any failure the cached entry is dropped, so the next
        call reloads what the database holds.
        """
        entries = [
            LogEntry("move", a.move.seq, a.move.seat, a.move.user_id, a.move.action, a.events, a.move.checkpoint)
            for a in applied
        ]
        changes: dict[str, Any] = {"seq": draft.record.seq, "state": draft.game.encode(draft.state)}
        if draft.game.is_over(draft.state):
            changes["status"] = "over"
            changes["result"] = result_to_json(draft.game.result(draft.state))
        if "undo" in live.record.meta:
            changes["meta"] = {k: v for k, v in live.record.meta.items() if k != "undo"}
        changes.update(extra or {})
        record = await self._append(live, entries, changes)
        live.state = draft.state
        if record.status == "over":
            await self._drop_timers(record.id)
        return record

    async def _drop_timers(self, game_id: int) -> None:
        """A finished game has no deadline or reminder left to fire."""
        for timer in await self.store.timers_for(game_id):
            await self.store.delete_timer(timer.id)

    async def _append(self, live: _Live, entries: Sequence[LogEntry], changes: Mapping[str, Any]) -> GameRecord:
        """Write log rows and game changes in one transaction and bring the cached row up to date.

        On any failure the cached entry is dropped, so the next call reloads what the database holds.
        """
        now = self._clock()
        try:
            version = await self.store.append_log(live.record.id, live.record.version, entries, changes, now)
        except BaseException:
            self._cache.pop(live.record.id, None)
            raise
        fields = {key: value for key, value in changes.items() if key != "state"}
        live.record = replace(live.record, version=version, updated_at=now, **fields)
        return live.record

    async def _then_ai(self, game_id: int, outcome: Outcome, before: tuple[str, ...]) -> Outcome:
        """Let AI seats play until a human must act; fold their moves into `outcome`."""
        if outcome.status != "active" or outcome.over:
            return outcome
        cached = self._cache.get(game_id)
        if cached is not None and not self._ai_due(cached):
            return outcome  # the usual case after a move: the AI replies went out with it
        applied: list[_Applied] = []
        async with self._lock(game_id):
            for _attempt in range(3):
                live = await self._load(game_id)
                try:
                    await self._play_ai(live, applied)
                    break
                except VersionConflict:
                    self._cache.pop(game_id, None)
            live = await self._load(game_id)
        if not applied:
            return outcome
        moves = [*outcome.moves, *(a.move for a in applied)]
        events = [*outcome.public_events]
        private = {seat: list(found) for seat, found in outcome.private_events.items()}
        public_ai, private_ai = _split_events([e for a in applied for e in a.events])
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
            acting_users=_acting_users(record, acting),
            moves=tuple(moves),
            public_events=tuple(events),
            private_events={seat: tuple(found) for seat, found in private.items()},
            turn_passed=set(acting) != set(before) if before else True,
            over=over,
            result=result_from_json(record.result),
        )

    async def _play_ai(self, live: _Live, applied: list[_Applied]) -> None:
        while self._ai_due(live):
            draft = live.draft()
            chunk = await self._ai_chunk_for(draft)
            if not chunk:
                return
            await self._commit(live, draft, chunk)
            applied.extend(chunk)

    async def _ai_chunk_for(self, live: _Live) -> list[_Applied]:
        """The AI moves due now (at most one chunk), played on the draft `live`, not stored."""
        if not self._ai_due(live):
            return []
        if self._ai_in_thread:
            return await asyncio.to_thread(self._think, live, self._ai_chunk)
        return self._think(live, self._ai_chunk)

    def _think(self, live: _Live, limit: int, seats: Mapping[str, str | None] | None = None) -> list[_Applied]:
        """Play up to `limit` AI moves on a draft (pure computation, safe in a worker thread), for the AI
        seats or for `seats` (seat -> AI kind, None for the game's default AI).

        Only the draft changes: if the caller is cancelled while this runs, the cached game is untouched.
        """
        kinds = dict(seats) if seats is not None else {s.seat: s.ai for s in live.record.seats if s.kind == "ai"}
        if not kinds:
            return []
        seed = live.record.seed or 0
        done: list[_Applied] = []
        while len(done) < limit and not live.game.is_over(live.state):
            seat = next((s for s in live.game.acting(live.state) if s in kinds), None)
            if seat is None:
                break
            try:
                player = self._player(live.game, kinds[seat])
                legal = live.game.legal_actions(live.state, seat)
                view = live.game.view(live.state, seat)
                action = player.choose(live.game, view, legal, player_rng(seed, live.record.seq, seat))
                done.append(self._apply(live, seat, None, action))
            except Exception:
                # A broken AI must not cost the human move stored with its replies: stop here, keep the rest.
                log.exception("AI seat %s of game %s failed at seq %s", seat, live.record.id, live.record.seq)
                break
        return done

    @staticmethod
    def _player(game: Game, kind: str | None) -> Player:
        if kind is None:
            return default_player(game)
        return players_for(game).get(kind) or default_player(game)

    async def _undo_target(self, live: _Live, user_id: int | None, is_mod: bool, to_checkpoint: bool) -> int:
        """The seq to go back to: before the user's (or any human's) latest move since the last checkpoint,
        or, with `to_checkpoint`, right after that checkpoint (if such a move exists)."""
        moves = effective_moves(await self.store.read_log(live.record.id))
        checkpoint = 0
        found: int | None = None
        for row in reversed(moves):
            if row.checkpoint:
                checkpoint = row.seq
                break
            if found is None and row.user_id is not None and (user_id is None or row.user_id == user_id):
                found = row.seq - 1
        if found is not None:
            return checkpoint if to_checkpoint else found
        if is_mod and user_id is not None:
            return await self._undo_target(live, None, is_mod, to_checkpoint)
        raise Refusal("There is no move of yours to undo since the last reveal or roll.", "nothing_to_undo")

    async def _rewind(self, live: _Live, user_id: int, target: int) -> Outcome:
        record = live.record
        if record.seed is None:
            raise Refusal("This game has not started yet.", "lobby")
        moves = effective_moves(await self.store.read_log(record.id))
        seats = [s.seat for s in record.seats]
        state = replay(live.game, seats, record.seed, record.options, moves, upto=target)
        meta = {k: v for k, v in record.meta.items() if k != "undo"}
        entry = LogEntry("undo", target, None, user_id, None)
        changes = {"seq": target, "state": live.game.encode(state), "meta": meta}
        await self._append(live, [entry], changes)
        live.state = state
        return self._outcome(live.record, "undone", f"The game went back to move {target}.", state=state)

    async def _resume(self, live: _Live, message: str) -> Outcome:
        meta = {k: v for k, v in live.record.meta.items() if k != "paused"}
        record = await self._update(live, {"status": "active", "meta": meta})
        return self._outcome(record, "resumed", message, state=live.state)

    def _outcome(
        self,
        record: GameRecord,
        kind: str,
        message: str,
        *,
        state: State | None = None,
        applied: Sequence[_Applied] = (),
        before: tuple[str, ...] | None = None,
    ) -> Outcome:
        acting: tuple[str, ...] = ()
        if state is not None and record.status == "active":
            acting = self._game(record.game).acting(state)
        public, private = _split_events([e for a in applied for e in a.events])
        return Outcome(
            game_id=record.id,
            kind=kind,
            status=record.status,
            seq=record.seq,
            message=message,
            seats=record.seats,
            acting=acting,
            acting_users=_acting_users(record, acting),
            moves=tuple(a.move for a in applied),
            public_events=public,
            private_events=private,
            turn_passed=before is not None and set(acting) != set(before),
            over=record.status == "over",
            result=result_from_json(record.result),
        )
