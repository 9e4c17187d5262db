"""GameService: the only code that changes a game. Transport-agnostic: users, guilds and channels are ints.

Every changing method returns an `Outcome` (bot/game/types.py): the moves applied, public events,
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
- Ending a game by hand records `status="abandoned"` and a result: the moderator's ranking if given (every
  seat exactly once), else every seat tied; with the public scores when the view has them; reason
  "abandoned" unless the moderator gives one.
- Resigning (`resign`) and forfeiting after `forfeit_after` missed deadlines in a row (Hanse spec §6 and §9,
  offered for every game) end a game with one other seat left, the others ranked above (result reasons
  "resigned", "timeout", status "over"); with more seats an AI takes the seat and play goes on. A decision
  of the player's own resets their count of missed deadlines (meta "missed").
- A draw (`offer_draw`) needs every human player's agreement, in the same way as undo; any move withdraws
  the offer. AI players never agree, so a game with an AI seat cannot be drawn. The result ties every seat
  (reason "draw_agreed").
- Deadlines (bot/game/deadlines.py) belong to a decision: when a seat starts to act (it was not acting just
  before), the game's deadline is set to now + the game's period and its reminders are stored as timers
  (reminder points strictly after now). A seat that goes on acting (a turn of several steps) or the
  others answering a simultaneous decision keep the deadline; undo, resume and a passed deadline start a
  fresh one. Timers are written before the game row that names their deadline (`deadline_at`), and a
  timer whose `due` is not the game's `deadline_at` any more is stale and does nothing, so a crash or a
  retry can leave a harmless timer, never a missing one.
- When a deadline passes (`deadline_passed`, called by bot/game/scheduler.py), the game's policy applies to
  every human seat still to act: "ai" lets the game's default AI play that seat's pending decision (steps
  go on while the same seats act, so a turn of several steps is finished, but the AI stops after a step
  that used chance or revealed something: the player may be back for what follows, under a fresh
  deadline; at most LATE_MOVES moves), "default" plays the game's timeout default (`Game.timeout_action`,
  an optional extension of the contract) while the same seats act, falling back to the AI where the game
  defines none (Hanse's setup prompts, any game without the extension), "pause" pauses the game
  (moderators are told and resume it). Each late seat gets a
  note in the log saying so. A player who is away with mode "extend" pushes the deadline to their return.
- Away (`away`/`back`) is per user and covers all their games: mode "ai" lets the game's default AI play
  their seats until the given time (their seats still belong to them; moves are logged as the AI's),
  mode "extend" makes their deadlines wait until then. Away rows are cached by the service (one process
  writes them; a second process would see another's changes only after its restart).
- Moderator actions (pause, resume, kick, replace, end, deadline, deadline rules, force) are written to
  the log as notes naming the moderator; undo is logged by its own row. For kick and replace the note is
  a second write after the seat change: a crash in between can lose the note, never record a change that
  was not made.
- The seed is committed at start: its SHA-256 is stored (meta "seed_hash") and returned; the seed itself
  is returned only once the game is over or abandoned (bot/game/verify.py).
- AI replies to a move are stored in the same transaction as the move (one commit, and a crash cannot
  separate them). A failing AI is logged and leaves its turn open; `view` and `advance` retry it.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from bot.game.clock import Clock, as_clock
from bot.game.deadlines import POLICIES, DeadlineRules, DeadlineSettingError, reminder_times, rules_from
from bot.game.digest import Digest, build_digest
from bot.game.locks import KeyedLocks
from bot.game.notes import note_text, when
from bot.game.replay import effective_moves, replay
from bot.game.types import (
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
from bot.game.verify import Verification, seed_commitment, verify_stored
from bot.store.base import (
    ACTIVE_STATUSES,
    FINISHED_STATUSES,
    AwayMode,
    AwayRecord,
    GameRecord,
    LogEntry,
    NewGame,
    SeatRecord,
    Store,
    TimerRecord,
    VersionConflict,
)
from rules.contract import Action, Event, Game, IllegalAction, Result, SetupError, State, resolve_options
from rules.players import Player, default_player, player_rng, players_for
from rules.registry import registry

log = logging.getLogger(__name__)

T = TypeVar("T")

KICK_POLICIES = ("ai", "pause")
GUILD_SETTINGS: dict[str, tuple[str, ...]] = {
    "kick_policy": KICK_POLICIES,
    "locale": ("en", "de", "fr", "nl"),
    "deadline_policy": POLICIES,
}
"""Guild settings with a short list of values; FREE_SETTINGS take a checked free value."""
FREE_SETTINGS = ("deadline_hours", "reminders", "forfeit_after")
DEADLINE_KEYS = ("deadline_hours", "deadline_policy", "reminders", "forfeit_after")
LATE_MOVES = 60
"""At most this many moves are played for one late seat (a turn of many steps ends well before)."""
TIMER_KINDS = ("deadline", "reminder")

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
    entered: frozenset[str] = frozenset()
    """Seats that began to act with this move (they were not acting just before)."""


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


def _missed_counts(meta: Mapping[str, Any]) -> dict[str, int]:
    """Deadlines each seat missed in a row (meta "missed"); a decision of the seat's own resets it."""
    found = meta.get("missed")
    return {str(k): int(v) for k, v in found.items()} if isinstance(found, dict) else {}


def _public_scores(live: _Live) -> dict[str, int | float]:
    """The scores the public view shows (empty for a game whose view has none), for hand-made results."""
    if live.state is None:
        return {}
    public = live.game.view(live.state, None).get("public", {})
    found = public.get("scores") if isinstance(public, dict) else None
    if not isinstance(found, dict):
        return {}
    return {str(k): v for k, v in found.items() if isinstance(v, int | float)}


def _fairness(record: GameRecord) -> dict[str, Any]:
    """The seed commitment, the seed once the game is finished (never before), and the current deadline."""
    found = record.meta.get("seed_hash")
    return {
        "seed_hash": found if isinstance(found, str) else None,
        "seed": record.seed if record.status in FINISHED_STATUSES else None,
        "deadline_at": record.deadline_at,
    }


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
        clock: Clock | Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self._games = games
        self._cache: OrderedDict[int, _Live] = OrderedDict()
        self.cache_size = cache_size
        self._ai_chunk = ai_chunk
        self._ai_in_thread = ai_in_thread
        self._seed_source = seed_source
        self.clock: Clock = as_clock(clock)
        self._clock = self.clock.now
        self._away: dict[int, AwayRecord] | None = None
        self._lock = KeyedLocks()
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
        deadline_hours: float | None = None,
        deadline_policy: str | None = None,
        reminders: str | None = None,
        forfeit_after: int | None = None,
    ) -> Outcome:
        """Open a lobby. The host takes the first seat unless `host_plays` is False.

        The deadline settings default to the guild's (bot/game/deadlines.py); the ones given here win, and the
        result is stored with the game.
        """
        rules = self._game(game)
        try:
            resolved = resolve_options(rules.options, options)
        except SetupError as error:
            raise Refusal(str(error), "setup") from None
        given = {
            "deadline_hours": deadline_hours,
            "deadline_policy": deadline_policy,
            "reminders": reminders,
            "forfeit_after": forfeit_after,
        }
        deadline = self._deadline_rules_or_refuse(await self._guild_settings(guild_id), given)
        seats = (SeatRecord(seat="p1", position=0, kind="human", user_id=host_id),) if host_plays else ()
        new = NewGame(
            game=game,
            created_by=host_id,
            guild_id=guild_id,
            channel_id=channel_id,
            options=resolved,
            meta={"deadline": deadline.to_json()},
        )
        record = await self.store.create_game(new, seats)
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
            meta = {**record.meta, "seed_hash": seed_commitment(seed)}
            changes = {"status": "active", "seed": seed, "seq": 0, "state": live.game.encode(state), "meta": meta}
            draft = _Live(replace(record, status="active", meta=meta), live.game, state)
            due, stale = await self._arm(draft)
            record = await self._update(live, {**changes, "deadline_at": due}, state=state)
            await self._forget_timers(stale)
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

    def _ai_due(self, live: _Live) -> bool:
        if live.record.status != "active" or live.state is None or live.game.is_over(live.state):
            return False
        return not self._ai_kinds(live).keys().isdisjoint(live.game.acting(live.state))

    def _ai_kinds(self, live: _Live) -> dict[str, str | None]:
        """Seats the AI plays now, with their AI kind: AI seats, and the seats of players away with mode "ai"."""
        kinds = {s.seat: s.ai for s in live.record.seats if s.kind == "ai"}
        if self._away:
            now = self._clock()
            for s in live.record.seats:
                found = self._away.get(s.user_id) if s.user_id is not None and s.kind == "human" else None
                if found is not None and found.mode == "ai" and found.until > now:
                    kinds[s.seat] = None
        return kinds

    async def _away_now(self) -> dict[int, AwayRecord]:
        """Players away now (read from the store once, then kept up to date by `away`/`back`)."""
        if self._away is None:
            self._away = await self.store.away_players()
        now = self._clock()
        return {user: found for user, found in self._away.items() if found.until > now}

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
        fairness = _fairness(record)
        if live.state is None:
            return UserView(
                game_id, record.game, record.status, record.seq, None, None, (), (), record.seats, result, **fairness
            )
        acting = live.game.acting(live.state)
        mine = [s.seat for s in record.seats if user_id is not None and s.user_id == user_id and s.kind == "human"]
        seat = next((s for s in mine if s in acting), mine[0] if mine else None)
        choices: tuple[Choice, ...] = ()
        if seat is not None and record.status == "active":
            legal = live.game.legal_actions(live.state, seat)
            choices = tuple(Choice(i, a, live.game.describe(live.state, seat, a, locale)) for i, a in enumerate(legal))
        view = live.game.view(live.state, seat)
        return UserView(
            game_id,
            record.game,
            record.status,
            record.seq,
            seat,
            view,
            choices,
            acting,
            record.seats,
            result,
            **fairness,
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
            if row.kind == "note":
                told = (note_text(row.action or {}, row.seat, row.user_id),)
                lines.append(LogLine(row.kind, row.seq, row.seat, row.user_id, row.at, told, row.action))
                continue
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

    async def offer_draw(self, game_id: int, user_id: int) -> Outcome:
        """Offer a draw, or agree to the one on the table. When every human player has agreed the game ends
        with all seats tied (result reason "draw_agreed"). A move in between withdraws the offer; AI players
        never agree, so a game with an AI seat cannot be drawn this way."""

        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live, allow_paused=True)
            if not any(s.user_id == user_id and s.kind == "human" for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            if any(s.kind == "ai" for s in record.seats):
                raise Refusal("AI players do not agree to draws.", "forbidden")
            pending = record.meta.get("draw")
            earlier = pending["agreed"] if isinstance(pending, dict) and pending.get("seq") == record.seq else []
            agreed = sorted({*earlier, user_id})
            needed = {s.user_id for s in record.seats if s.kind == "human" and s.user_id is not None}
            if needed <= set(agreed):
                seats = [s.seat for s in record.seats]
                note = self._note(live, {"type": "draw_agreed", "seats": seats}, user_id)
                result = Result([seats], _public_scores(live), "draw_agreed")
                meta = {k: v for k, v in record.meta.items() if k != "draw"}
                changes = {"status": "over", "result": result_to_json(result), "deadline_at": None, "meta": meta}
                record = await self._append(live, [note], changes)
                await self._drop_timers(record.id)
                return self._outcome(record, "draw_agreed", "The players agreed to a draw.", state=live.state)
            meta = {**record.meta, "draw": {"seq": record.seq, "agreed": agreed}}
            record = await self._update(live, {"meta": meta})
            waiting = len(needed - set(agreed))
            noun = "player" if waiting == 1 else "players"
            return self._outcome(record, "draw_offered", f"A draw is offered; {waiting} more {noun} must agree.")

        return await self._locked(game_id, op)

    async def decline_draw(self, game_id: int, user_id: int) -> Outcome:
        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live, allow_paused=True)
            if not any(s.user_id == user_id for s in record.seats):
                raise Refusal(NOT_SEATED, "not_seated")
            pending = record.meta.get("draw")
            if not isinstance(pending, dict) or pending.get("seq") != record.seq:
                raise Refusal("Nobody has offered a draw.", "nothing_to_decline")
            meta = {k: v for k, v in record.meta.items() if k != "draw"}
            record = await self._update(live, {"meta": meta})
            return self._outcome(record, "draw_declined", "The draw offer was declined.")

        return await self._locked(game_id, op)

    async def pause(self, game_id: int, by_user: int, *, moderator: bool = False, reason: str = "") -> Outcome:
        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live)
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can pause the game.")
            meta = {**record.meta, "paused": reason or "mod"}
            entry = self._note(live, {"type": "mod_pause", "reason": reason}, by_user)
            record = await self._append(live, [entry], {"status": "paused", "meta": meta, "deadline_at": None})
            await self._drop_timers(game_id)
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
            return await self._resume(live, "The game continues.", self._note(live, {"type": "mod_resume"}, by_user))

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
            kicked = next(s.seat for s in record.seats if s.user_id == user_id)
            note = self._note(live, {"type": "mod_kick", "user": user_id, "policy": policy}, by_user, kicked)
            if policy == "ai":
                seats = tuple(
                    replace(s, kind="ai", user_id=None, ai=None) if s.user_id == user_id else s for s in record.seats
                )
                await self._update(live, {}, seats)
                record = await self._append(live, [note], {})
                return self._outcome(
                    record, "kicked", "The player was removed; an AI plays their seat.", state=live.state
                )
            seats = tuple(replace(s, user_id=None) if s.user_id == user_id else s for s in record.seats)
            changes = {"status": "paused", "meta": {**record.meta, "paused": "vacant"}}
            await self._update(live, changes, seats)
            record = await self._append(live, [note], {"deadline_at": None})
            await self._drop_timers(game_id)
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
            await self._update(live, {}, seats)
            record = await self._append(
                live, [self._note(live, {"type": "mod_replace", "user": user_id}, by_user, seat)], {}
            )
            vacant = any(s.kind == "human" and s.user_id is None for s in seats)
            if record.status == "paused" and record.meta.get("paused") == "vacant" and not vacant:
                return await self._resume(live, "The seat is filled; the game continues.")
            return self._outcome(record, "replaced", "The seat has a new player.", state=live.state)

        outcome = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, ())

    async def end(
        self,
        game_id: int,
        by_user: int,
        *,
        moderator: bool = False,
        ranking: Sequence[Sequence[str]] | None = None,
        reason: str = "abandoned",
    ) -> Outcome:
        """Abandon the game, recording a result: `ranking` (groups of tied seats, best first, every seat once)
        if the moderator gives one, else every seat tied; with the public scores if any. The seed is revealed."""

        async def op(live: _Live) -> Outcome:
            record = live.record
            if record.status in FINISHED_STATUSES:
                raise Refusal(OVER, "over")
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can end the game.")
            scores = _public_scores(live)
            order = [[s.seat for s in record.seats]] if ranking is None else [list(group) for group in ranking]
            named = [seat for group in order for seat in group]
            if sorted(named) != sorted(s.seat for s in record.seats) or any(not group for group in order):
                raise Refusal("The ranking must name every seat exactly once.", "malformed")
            result = Result(order, scores, reason or "abandoned")
            note = self._note(live, {"type": "mod_end", "ranking": order, "reason": result.reason}, by_user)
            changes = {"status": "abandoned", "result": result_to_json(result), "deadline_at": None}
            record = await self._append(live, [note], changes)
            await self._drop_timers(record.id)
            return self._outcome(record, "ended", "The game was ended by a moderator.", state=live.state)

        return await self._locked(game_id, op)

    async def resign(self, game_id: int, user_id: int) -> Outcome:
        """The player gives up their seat. With one other seat left the game ends and the others win
        (result reason "resigned"); with more, an AI plays the seat for the rest of the game."""

        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live, allow_paused=True)
            mine = [s.seat for s in record.seats if s.user_id == user_id and s.kind == "human"]
            if not mine:
                raise Refusal(NOT_SEATED, "not_seated")
            note = self._note(live, {"type": "resigned", "seats": mine}, user_id)
            return await self._give_up(live, mine, note, "resigned")

        outcome = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, ())

    async def _give_up(self, live: _Live, seats: Sequence[str], note: LogEntry, reason: str) -> Outcome:
        """`seats` leave the game: resigned, or forfeited on missed deadlines (result reason "timeout").

        When at most one other seat remains the game is over: the rest ranked together above the seats that
        gave up, with the public scores. Otherwise an AI takes the seats for the rest of the game.
        """
        record = live.record
        rest = [s.seat for s in record.seats if s.seat not in seats]
        if len(rest) <= 1:
            result = Result([group for group in (rest, list(seats)) if group], _public_scores(live), reason)
            changes = {"status": "over", "result": result_to_json(result), "deadline_at": None}
            record = await self._append(live, [note], changes)
            await self._drop_timers(record.id)
            return self._outcome(record, reason, note_text(note.action or {}, None, note.user_id), state=live.state)
        taken = tuple(replace(s, kind="ai", user_id=None, ai=None) if s.seat in seats else s for s in record.seats)
        await self._update(live, {}, taken)
        record = await self._append(live, [note], {})
        message = f"{note_text(note.action or {}, None, note.user_id)} An AI plays the seat from now on."
        return self._outcome(record, reason, message, state=live.state)

    async def set_guild_setting(self, guild_id: int, key: str, value: str) -> dict[str, Any]:
        """Change one guild setting (the front end checks the caller may)."""
        allowed = GUILD_SETTINGS.get(key)
        if allowed is None and key not in FREE_SETTINGS:
            known = ", ".join(sorted([*GUILD_SETTINGS, *FREE_SETTINGS]))
            raise Refusal(f"Unknown setting {key!r}; settings: {known}.", "bad_setting")
        if allowed is not None and value not in allowed:
            raise Refusal(f"Setting {key!r} must be one of {', '.join(allowed)}.", "bad_setting")
        if key in DEADLINE_KEYS:
            self._deadline_rules_or_refuse({key: value})
        settings = {**await self.store.guild_settings(guild_id), key: value}
        await self.store.set_guild_settings(guild_id, settings)
        return settings

    async def set_deadline(
        self, game_id: int, by_user: int, due_at: float | None, *, moderator: bool = False
    ) -> Outcome:
        """Set (or with None clear) the pending decision's deadline; timers are stored for the scheduler."""

        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live, allow_paused=True)
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can set a deadline.")
            if due_at is None:
                due: float | None = None
                stale = [t for t in await self.store.timers_for(game_id) if t.kind in TIMER_KINDS]
            elif record.status != "active":
                raise Refusal("The game is paused: the next decision gets its deadline when it resumes.", "paused")
            else:
                due, stale = await self._arm(live.draft(), due=due_at)
            entry = self._note(live, {"type": "mod_deadline", "due": due}, by_user)
            record = await self._append(live, [entry], {"deadline_at": due})
            await self._forget_timers(stale)
            return self._outcome(record, "deadline", "The deadline is set." if due else "The deadline is cleared.")

        return await self._locked(game_id, op)

    async def set_deadline_rules(
        self,
        game_id: int,
        by_user: int,
        *,
        deadline_hours: float | None = None,
        deadline_policy: str | None = None,
        reminders: str | None = None,
        forfeit_after: int | None = None,
        moderator: bool = False,
    ) -> Outcome:
        """Change a running game's deadline period, policy, reminders or forfeit count; the pending decision
        gets a fresh deadline under the new rules."""

        async def op(live: _Live) -> Outcome:
            record = self._require_playing(live, allow_paused=True)
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can change deadlines.")
            current = await self._deadline_rules(record)
            given = {
                "deadline_hours": deadline_hours,
                "deadline_policy": deadline_policy,
                "reminders": reminders,
                "forfeit_after": forfeit_after,
            }
            rules = self._deadline_rules_or_refuse(current.to_json(), given)
            meta = {**record.meta, "deadline": rules.to_json()}
            due, stale = await self._arm(_Live(replace(record, meta=meta), live.game, live.state))
            entry = self._note(live, {"type": "mod_deadline_rules", **rules.to_json()}, by_user)
            record = await self._append(live, [entry], {"meta": meta, "deadline_at": due})
            await self._forget_timers(stale)
            return self._outcome(record, "deadline_rules", note_text(entry.action or {}, None, by_user))

        return await self._locked(game_id, op)

    async def deadline_passed(self, game_id: int, due: float | None = None) -> Outcome | None:
        """Called by the scheduler when a "deadline" timer is due (`due`: the deadline it was set for).

        Returns None for a stale timer (the game's deadline moved on since). Otherwise the game's policy
        applies to every human seat still to act (see the module docstring), and the next decision gets a
        fresh deadline.
        """

        async def op(live: _Live) -> Outcome | None:
            record = live.record
            if due is not None and record.deadline_at != due:
                return None
            fired = [t for t in await self.store.timers_for(game_id) if t.kind in TIMER_KINDS]
            if record.status != "active" or live.state is None:
                record = await self._update(live, {"deadline_at": None})
                await self._forget_timers(fired)
                return self._outcome(record, "deadline", "The deadline passed while the game was not running.")
            before = live.game.acting(live.state)
            played = self._ai_kinds(live)
            humans = {s.seat: s.user_id for s in record.seats if s.kind == "human"}
            late = [seat for seat in before if seat in humans and seat not in played]
            away = await self._away_now()
            returns = [
                away[user].until
                for user in (humans[seat] for seat in late)
                if user is not None and user in away and away[user].mode == "extend"
            ]
            if returns:
                new_due, stale = await self._arm(live.draft(), due=max(returns))
                record = await self._update(live, {"deadline_at": new_due})
                await self._forget_timers(stale)
                message = "The deadline passed, but a player is away: it now waits for their return."
                return self._outcome(record, "deadline_extended", message, state=live.state)
            rules = await self._deadline_rules(record)
            missed = _missed_counts(record.meta)
            for seat in late:
                missed[seat] = missed.get(seat, 0) + 1
            forfeits = [seat for seat in late if 0 < rules.forfeit_after <= missed[seat]]
            if forfeits:
                note = {"type": "forfeit", "seats": forfeits, "missed": rules.forfeit_after}
                outcome = await self._give_up(live, forfeits, self._note(live, note, None, forfeits[0]), "timeout")
                await self._forget_timers(fired)
                if outcome.over:
                    return outcome
                record = live.record
                late = [seat for seat in late if seat not in forfeits]
                missed = {seat: count for seat, count in missed.items() if seat not in forfeits}
            counted = {**record.meta, "missed": missed}
            if late and rules.policy == "pause":
                entry = self._note(live, {"type": "timeout", "policy": "pause", "seats": late}, None)
                meta = {**counted, "paused": "deadline"}
                record = await self._append(live, [entry], {"status": "paused", "meta": meta, "deadline_at": None})
                await self._drop_timers(game_id)
                message = "The deadline passed: the game is paused until a moderator resumes it."
                return self._outcome(record, "deadline_paused", message)
            draft = live.draft()
            notes: list[LogEntry] = []
            applied: list[_Applied] = []
            for seat in late:
                moves, by_rules = await self._off_loop(self._late_moves, draft, seat, rules.policy)
                note = {"type": "timeout", "policy": "default" if by_rules else "ai", "seat": seat, "moves": len(moves)}
                notes.append(self._note(live, note, None, seat))
                applied += moves
            applied += await self._ai_chunk_for(draft)
            record = await self._commit(live, draft, applied, {"meta": counted}, notes=notes, rearm=True)
            await self._forget_timers(fired)
            told = " ".join(note_text(n.action or {}, n.seat, None) for n in notes) or "The deadline passed."
            return self._outcome(record, "deadline_passed", told, state=live.state, applied=applied, before=before)

        outcome = await self._locked(game_id, op)
        if outcome is None:
            return None
        return await self._then_ai(game_id, outcome, ())

    async def remind(self, game_id: int, due: float) -> Outcome | None:
        """A reminder timer for the deadline `due` is due: who must still decide (None if stale or nobody)."""
        live = await self._peek(game_id)
        record = live.record
        if record.status != "active" or record.deadline_at != due or live.state is None:
            return None
        users = self._waiting_users(live)
        if not users:
            return None
        outcome = self._outcome(record, "reminder", f"Reminder: your decision is due by {when(due)}.", state=live.state)
        return replace(outcome, acting_users=users)

    async def force(self, game_id: int, by_user: int, seat: str | None = None, *, moderator: bool = False) -> Outcome:
        """A moderator lets the AI play a pending decision now (`seat`, or every human seat that must act)."""

        async def op(live: _Live) -> tuple[Outcome, tuple[str, ...]]:
            record = self._require_playing(live)
            self._require_moderator(record, by_user, moderator, "Only the host or a moderator can force a move.")
            before = live.game.acting(live.state)
            played = self._ai_kinds(live)
            humans = [s.seat for s in record.seats if s.kind == "human" and s.seat in before and s.seat not in played]
            targets = humans if seat is None else [seat] if seat in humans else []
            if not targets:
                raise Refusal("That seat has no decision to make now.", "not_acting")
            draft = live.draft()
            notes: list[LogEntry] = []
            applied: list[_Applied] = []
            for target in targets:
                moves, _ = await self._off_loop(self._late_moves, draft, target, "ai")
                notes.append(
                    self._note(live, {"type": "mod_force", "seat": target, "moves": len(moves)}, by_user, target)
                )
                applied += moves
            applied += await self._ai_chunk_for(draft)
            record = await self._commit(live, draft, applied, notes=notes, rearm=True)
            told = " ".join(note_text(n.action or {}, n.seat, by_user) for n in notes)
            return self._outcome(record, "forced", told, state=live.state, applied=applied, before=before), before

        outcome, before = await self._locked(game_id, op)
        return await self._then_ai(game_id, outcome, before)

    def _late_moves(self, live: _Live, seat: str, policy: str) -> tuple[list[_Applied], bool]:
        """Play `seat`'s pending decision on the draft: the game's timeout default under policy "default"
        where it defines one, else its default AI. Returns the moves and whether any came from the rules.

        A decision may take several steps (a turn in Hanse or Andromeda): play goes on while the set of
        acting seats stays the same, and, for the AI, until a move uses chance or reveals something (the
        player may be back for what follows; a fresh deadline covers it). At most LATE_MOVES moves.
        Pure computation: safe in a worker thread.
        """
        by_default = policy == "default"
        done: list[_Applied] = []
        by_rules = False
        while len(done) < LATE_MOVES and not live.game.is_over(live.state):
            before = set(live.game.acting(live.state))
            if seat not in before:
                break
            action = live.game.timeout_action(live.state, seat) if by_default else None
            moved: list[_Applied] = []
            if action is not None:
                try:
                    moved = [self._apply(live, seat, None, action)]
                    by_rules = True
                except Refusal:
                    log.warning("game %s: the timeout default for %s is not legal; the AI plays", live.record.id, seat)
            if not moved:
                moved = self._think(live, 1, {seat: None})
                if not moved or moved[-1].move.checkpoint:
                    done += moved
                    break
            done += moved
            if live.game.is_over(live.state) or set(live.game.acting(live.state)) != before:
                break
        return done, by_rules

    async def _off_loop(self, function: Callable[..., T], *args: Any) -> T:
        """Run pure AI work in a worker thread (or inline when the service is built for tests)."""
        if self._ai_in_thread:
            return await asyncio.to_thread(function, *args)
        return function(*args)

    @staticmethod
    def _note(live: _Live, note: Mapping[str, Any], user_id: int | None, seat: str | None = None) -> LogEntry:
        """A log note at the game's current seq (see bot/game/notes.py)."""
        return LogEntry("note", live.record.seq, seat, user_id, dict(note))

    # == away ======================================================================================
    async def away(self, user_id: int, until: float, mode: AwayMode = "ai") -> tuple[Outcome, ...]:
        """The player is away until `until`: the AI plays their seats (mode "ai") or their deadlines wait
        (mode "extend"), in every running game. Returns what changed per game (AI moves made for them now)."""
        if mode not in ("ai", "extend"):
            raise Refusal("Away mode must be ai or extend.", "bad_setting")
        if until <= self._clock():
            raise Refusal("The time you will be back must be in the future.", "bad_time")
        await self._away_now()
        await self.store.set_away(user_id, until, mode)
        assert self._away is not None
        self._away[user_id] = AwayRecord(user_id, until, mode)
        note = {"type": "away", "mode": mode, "until": until}
        return await self._each_game(user_id, note, "away", "You are away; the AI plays for you.")

    async def back(self, user_id: int) -> tuple[Outcome, ...]:
        """The player is back: their seats are theirs again."""
        if user_id not in await self._away_now():
            raise Refusal("You are not marked as away.", "not_away")
        await self.store.set_away(user_id, None)
        assert self._away is not None
        self._away.pop(user_id, None)
        return await self._each_game(user_id, {"type": "back"}, "back", "Welcome back: your seats are yours again.")

    async def away_until(self, user_id: int) -> AwayRecord | None:
        return (await self._away_now()).get(user_id)

    async def _each_game(self, user_id: int, note: Mapping[str, Any], kind: str, message: str) -> tuple[Outcome, ...]:
        """Log `note` in every running game of the player, re-time their deadlines, let the AI move."""
        outcomes: list[Outcome] = []
        for summary in await self.store.list_games(user_id=user_id, statuses=("active", "paused")):

            async def op(live: _Live) -> Outcome:
                seats = [s.seat for s in live.record.seats if s.user_id == user_id and s.kind == "human"]
                entries = [self._note(live, note, user_id, seat) for seat in seats]
                changes: dict[str, Any] = {}
                stale: list[TimerRecord] = []
                waiting = user_id in self._waiting_users(live)
                if note.get("mode") == "extend" and waiting:
                    due = max(live.record.deadline_at or 0.0, float(note["until"]))
                    changes["deadline_at"], stale = await self._arm(live.draft(), due=due)
                record = await self._append(live, entries, changes)
                await self._forget_timers(stale)
                return self._outcome(record, kind, message, state=live.state)

            outcome = await self._locked(summary.id, op)
            outcomes.append(await self._then_ai(summary.id, outcome, outcome.acting))
        return tuple(outcomes)

    # == catch-up and verification =================================================================
    async def digest(self, game_id: int, user_id: int, locale: str = "en") -> Digest:
        """What the user's seat missed since their last decision, and what they must decide now."""
        current = await self.view(game_id, user_id, locale)
        live = await self._peek(game_id)
        rows = await self.store.read_log(game_id)
        labels = [c.label for c in current.choices]
        return build_digest(
            live.game, game_id, current.seat, user_id, rows, labels, locale=locale, deadline_at=current.deadline_at
        )

    async def verify(self, game_id: int) -> Verification:
        """Replay a finished game from its revealed seed and check every random draw (bot/game/verify.py).
        Refused while the game runs: the seed is secret until the end."""
        record = await self.store.get_game(game_id)
        if record is None:
            raise Refusal("There is no game with that id.", "not_found")
        if record.status not in FINISHED_STATUSES:
            raise Refusal("The seed is revealed when the game ends; verify it then.", "not_over")
        return await verify_stored(self.store, game_id, self._games)

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
        if self._away is None:
            await self._away_now()
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
        before = live.game.acting(live.state)
        try:
            step = live.game.apply(live.state, seat, action)
        except IllegalAction as error:
            raise Refusal(str(error), "illegal") from None
        seq = live.record.seq + 1
        entered = frozenset(live.game.acting(step.state)) - frozenset(before)
        move = Move(seq, seat, user_id, action, label, step.checkpoint)
        applied = _Applied(move, tuple(step.events), entered)
        live.state = step.state
        live.record = replace(live.record, seq=seq)
        return applied

    async def _commit(
        self,
        live: _Live,
        draft: _Live,
        applied: Sequence[_Applied],
        extra: Mapping[str, Any] | None = None,
        *,
        notes: Sequence[LogEntry] = (),
        rearm: bool = False,
    ) -> GameRecord:
        """Store the moves played on `draft` (log rows + state, one transaction), then adopt the draft.

        A move cancels a pending undo request. A seat that began to act gets a fresh deadline (or any
        change, with `rearm`). `notes` are log rows written before the moves. On any failure the cached
        entry is dropped, so the next call reloads what the database holds.
        """
        entries = [*notes] + [
            LogEntry("move", a.move.seq, a.move.seat, a.move.user_id, a.move.action, a.events, a.move.checkpoint)
            for a in applied
        ]
        changes: dict[str, Any] = {"seq": draft.record.seq, "state": draft.game.encode(draft.state)}
        stale: list[TimerRecord] = []
        if draft.game.is_over(draft.state):
            changes["status"] = "over"
            changes["result"] = result_to_json(draft.game.result(draft.state))
            changes["deadline_at"] = None
        else:
            entered = frozenset().union(*(a.entered for a in applied))
            if rearm or not entered.isdisjoint(draft.game.acting(draft.state)):
                due, stale = await self._arm(draft)
                changes["deadline_at"] = due
        changes.update(extra or {})
        meta = dict(changes.get("meta", live.record.meta))
        moved = {a.move.seat for a in applied if a.move.user_id is not None}
        missed = _missed_counts(meta)
        if "undo" in meta or "draw" in meta or not moved.isdisjoint(missed):
            meta.pop("undo", None)  # a move withdraws a pending undo request or draw offer
            meta.pop("draw", None)
            meta["missed"] = {seat: count for seat, count in missed.items() if seat not in moved}
            changes["meta"] = meta
        record = await self._append(live, entries, changes)
        live.state = draft.state
        if record.status == "over":
            await self._drop_timers(record.id)
        else:
            await self._forget_timers(stale)
        return record

    async def _drop_timers(self, game_id: int) -> None:
        """A finished (or paused) game has no deadline or reminder left to fire."""
        for timer in await self.store.timers_for(game_id):
            await self.store.delete_timer(timer.id)

    # == internals: deadlines ======================================================================
    async def _deadline_rules(self, record: GameRecord) -> DeadlineRules:
        stored = record.meta.get("deadline")
        own = stored if isinstance(stored, dict) else {}
        try:
            if all(key in own for key in DEADLINE_KEYS):  # stored at creation: no need to ask the guild
                return rules_from(own)
            return rules_from(await self._guild_settings(record.guild_id), own)
        except DeadlineSettingError:
            log.warning("game %s has unusable deadline settings; it runs without a deadline", record.id)
            return rules_from({})

    @staticmethod
    def _deadline_rules_or_refuse(*layers: Mapping[str, Any]) -> DeadlineRules:
        try:
            return rules_from(*layers)
        except DeadlineSettingError as error:
            raise Refusal(str(error), "bad_setting") from None

    async def _arm(self, live: _Live, due: float | None = None) -> tuple[float | None, list[TimerRecord]]:
        """Store the deadline and reminder timers for the decision pending in `live` (a draft about to be
        committed) and return its deadline (None: no deadline) with the timers it replaces.

        `due` forces the deadline (a moderator's); otherwise it is now + the game's period, pushed to the
        return of any acting player who is away with mode "extend". The caller deletes the replaced
        timers after its commit.
        """
        record = live.record
        stale: list[TimerRecord] = []
        if record.deadline_at is not None:  # otherwise no timer of this game is current (the usual case)
            stale = [t for t in await self.store.timers_for(record.id) if t.kind in TIMER_KINDS]
        if live.state is None or record.status != "active" or live.game.is_over(live.state):
            return None, stale
        humans = self._waiting_users(live)
        if not humans and due is None:
            return None, stale
        rules = await self._deadline_rules(record)
        now = self._clock()
        if due is None:
            if rules.seconds is None:
                return None, stale
            due = now + rules.seconds
            away = await self._away_now()
            for user in humans:
                found = away.get(user)
                if found is not None and found.mode == "extend":
                    due = max(due, found.until)
        await self.store.add_timer(live.record.id, "deadline", due, {"due": due, "seq": live.record.seq})
        for at in reminder_times(now, due, rules.reminders):
            await self.store.add_timer(live.record.id, "reminder", at, {"due": due, "seq": live.record.seq})
        self.timers_changed()
        return due, stale

    async def _forget_timers(self, timers: Sequence[TimerRecord]) -> None:
        for timer in timers:
            await self.store.delete_timer(timer.id)

    def _waiting_users(self, live: _Live) -> tuple[int, ...]:
        """The players who must decide now: human seats that act and are not handed to the AI."""
        if live.state is None or live.record.status != "active":
            return ()
        played = self._ai_kinds(live)
        acting = [s for s in live.game.acting(live.state) if s not in played]
        return _acting_users(live.record, acting)

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
            **_fairness(record),
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
        kinds = dict(seats) if seats is not None else self._ai_kinds(live)
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
        due, stale = await self._arm(_Live(replace(record, seq=target, meta=meta), live.game, state))
        changes = {"seq": target, "state": live.game.encode(state), "meta": meta, "deadline_at": due}
        await self._append(live, [entry], changes)
        await self._forget_timers(stale)
        live.state = state
        return self._outcome(live.record, "undone", f"The game went back to move {target}.", state=state)

    async def _resume(self, live: _Live, message: str, note: LogEntry | None = None) -> Outcome:
        """Back to "active" with a fresh deadline for the pending decision."""
        meta = {k: v for k, v in live.record.meta.items() if k != "paused"}
        due, stale = await self._arm(_Live(replace(live.record, status="active", meta=meta), live.game, live.state))
        changes = {"status": "active", "meta": meta, "deadline_at": due}
        record = await self._append(live, [note] if note is not None else [], changes)
        await self._forget_timers(stale)
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
            **_fairness(record),
        )
