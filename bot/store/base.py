"""The storage interface: what the game service needs from a database, and nothing more.

The service talks only to `Store`; `bot/store/sqlite.py` implements it on aiosqlite, and a PostgreSQL
implementation can follow without touching the service. Records are frozen dataclasses of plain values
(JSON columns already decoded), so nothing database-specific leaks out.

Concurrency: every write that changes a game names the `version` it read (`expected_version`) and fails
with `VersionConflict` when another writer got there first (compare-and-swap). That keeps several bot
processes sharing one database correct; the per-game lock in the service keeps one process fast.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

GameStatus = Literal["lobby", "active", "paused", "over", "abandoned"]
SeatKind = Literal["human", "ai"]
LogKind = Literal["move", "undo", "note"]
AwayMode = Literal["ai", "extend"]

ACTIVE_STATUSES: tuple[GameStatus, ...] = ("lobby", "active", "paused")
FINISHED_STATUSES: tuple[GameStatus, ...] = ("over", "abandoned")

# The game-row columns a caller may change through `update_game` / `append_log`.
CHANGEABLE = frozenset(
    {
        "status",
        "seq",
        "state",
        "options",
        "seed",
        "meta",
        "result",
        "deadline_at",
        "channel_id",
        "checkpoint_seq",
        "checkpoint_state",
    }
)
"""The game columns a write may change. `checkpoint_seq`/`checkpoint_state`: the state right after the latest
checkpoint move, where undo starts (migration 009)."""


class StoreError(RuntimeError):
    """The database could not do what was asked (not a player's mistake)."""


class VersionConflict(StoreError):
    """Another writer changed the game since it was read: reload and try again."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat at a game's table. `position` is table order; `user_id` is None for an AI seat."""

    seat: str
    position: int
    kind: SeatKind
    user_id: int | None = None
    ai: str | None = None
    dm_ok: bool = True


@dataclass(frozen=True)
class GameRecord:
    """One game row with its seats (in table order). `state` is the encoded current state (None in a lobby)."""

    id: int
    guild_id: int | None
    channel_id: int | None
    game: str
    options: dict[str, Any]
    seed: int | None
    status: GameStatus
    seq: int
    version: int
    state: str | None
    created_by: int
    created_at: float
    updated_at: float
    deadline_at: float | None
    result: dict[str, Any] | None
    meta: dict[str, Any]
    seats: tuple[SeatRecord, ...] = ()


@dataclass(frozen=True)
class NewGame:
    """What creating a lobby needs."""

    game: str
    created_by: int
    guild_id: int | None = None
    channel_id: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    meta: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class LogEntry:
    """One row to append to a game's log.

    kind "move": `seq` is the game's seq after the action, `seat`/`action` who did what, `user_id` None for
    an AI seat. kind "undo": `seq` is the seq the game went back to, `user_id` who asked for it.
    kind "note" (migration 006): something that happened to the game that is not a move: a moderator's
    action, a deadline takeover, a player going away; `seq` is the game's seq then, `user_id` who did it
    (None for the bot itself), `action` what happened as a dict with a "type" key, `seat` the seat concerned.
    """

    kind: LogKind
    seq: int
    seat: str | None
    user_id: int | None
    action: dict[str, Any] | None
    events: Sequence[Mapping[str, Any]] = ()
    checkpoint: bool = False
    at: float = 0.0


@dataclass(frozen=True)
class LogRecord:
    """A stored log row; `id` orders rows within a game."""

    id: int
    game_id: int
    kind: LogKind
    seq: int
    seat: str | None
    user_id: int | None
    action: dict[str, Any] | None
    events: tuple[dict[str, Any], ...]
    checkpoint: bool
    at: float


@dataclass(frozen=True)
class TimerRecord:
    id: int
    game_id: int
    kind: str
    due_at: float
    payload: dict[str, Any]


@dataclass(frozen=True)
class TimerPlan:
    """The timers a game write changes, in the same transaction: first every timer of the game goes (`clear`)
    or those of the kinds in `replace`, then the `add` ones, as (kind, due_at, payload), come."""

    clear: bool = False
    replace: tuple[str, ...] = ()
    add: tuple[tuple[str, float, Mapping[str, Any]], ...] = ()
    drop: tuple[int, ...] = ()
    """Timers removed by id (migration 010): a reminder is claimed by the write that records it."""

    def to_json(self) -> dict[str, Any]:
        return {
            "clear": self.clear,
            "replace": list(self.replace),
            "add": [[k, d, dict(p)] for k, d, p in self.add],
            "drop": list(self.drop),
        }


CLEAR_TIMERS = TimerPlan(clear=True)
"""A finished or paused game keeps no timer."""


@dataclass(frozen=True)
class TellingRecord:
    """One outbox row (migration 010): what must be told about one game write, stored by that write.
    `seq` is the game's seq after the write; `payload` is the core's (bot/game/tellings.py)."""

    id: int
    game_id: int
    seq: int
    payload: dict[str, Any]


@dataclass(frozen=True)
class DiscordContext:
    """What the Discord adapter reads once per delivery, in one call: its record of the game (None: it has none),
    the guild's settings, the tellings still to deliver (oldest first) and, for the game's seated users, since when
    their DMs are known to be closed."""

    channel_id: int | None
    data: dict[str, Any] | None
    settings: dict[str, Any]
    tellings: tuple[TellingRecord, ...]
    dm_closed: dict[int, float]


@dataclass(frozen=True)
class AwayRecord:
    """A player who is away until `until`: the AI plays their seats (mode "ai") or their deadlines wait for
    them (mode "extend")."""

    user_id: int
    until: float
    mode: AwayMode


class Store(Protocol):
    """Persistence for games, seats, the action log, timers and guild settings."""

    async def close(self) -> None: ...

    async def create_game(self, new: NewGame, seats: Sequence[SeatRecord] = ()) -> GameRecord:
        """Insert a lobby (status "lobby", version 0) with its first seats."""
        ...

    async def get_game(self, game_id: int) -> GameRecord | None: ...

    async def game_version(self, game_id: int) -> int | None:
        """The game's current version (None if there is no such game): a cheap freshness check for caches."""
        ...

    async def list_games(
        self,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        statuses: Sequence[GameStatus] | None = None,
        limit: int = 100,
    ) -> list[GameRecord]:
        """Games newest first, filtered by guild, by a user's seat and by status. Records carry no state."""
        ...

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        changes: Mapping[str, Any],
        seats: Sequence[SeatRecord] | None = None,
        now: float | None = None,
        timers: TimerPlan | None = None,
        *,
        entries: Sequence[LogEntry] = (),
        telling: Mapping[str, Any] | None = None,
    ) -> GameRecord:
        """Apply `changes` (keys from CHANGEABLE) and, if given, replace the seats, append `entries`, write `timers`
        and the outbox row `telling`; bump the version. All in one transaction.

        Raises VersionConflict if the stored version is not `expected_version`.
        """
        ...

    async def append_log(
        self,
        game_id: int,
        expected_version: int,
        entries: Sequence[LogEntry],
        changes: Mapping[str, Any],
        now: float | None = None,
        timers: TimerPlan | None = None,
        telling: Mapping[str, Any] | None = None,
    ) -> int:
        """Append `entries`, apply `changes`, write `timers` and the outbox row `telling` in ONE transaction,
        committed before returning.

        Returns the game's new version. Raises VersionConflict (and writes nothing) if the stored version
        is not `expected_version`.
        """
        ...

    async def read_log(self, game_id: int, after_id: int = 0) -> list[LogRecord]:
        """The log rows of a game with an id above `after_id` (all of them by default), oldest first."""
        ...

    async def count_log(self, game_id: int) -> int:
        """How many log rows a game has."""
        ...

    async def read_log_window(self, game_id: int, offset: int, limit: int) -> list[LogRecord]:
        """`limit` log rows of a game, oldest first, after skipping the `offset` oldest ones."""
        ...

    async def last_move_by(
        self, game_id: int, seat: str, user_id: int, before_id: int | None = None
    ) -> LogRecord | None:
        """The latest "move" row of `seat` played by `user_id` (below `before_id`, when given), undone or not."""
        ...

    async def lowest_undo_after(self, game_id: int, after_id: int) -> int | None:
        """The lowest seq an "undo" row above `after_id` went back to; None if there is no such row."""
        ...

    async def last_checkpoint(self, game_id: int) -> tuple[LogRecord, str | None] | None:
        """The latest checkpoint move of a game (undo never takes one back) and the state stored right after
        it (None for a game stored before migration 009); None if the game has had no checkpoint."""
        ...

    async def decision_tail(self, game_id: int, seat: str, user_id: int) -> tuple[LogRecord | None, list[LogRecord]]:
        """The latest move of `seat` played by `user_id` that no undo took back (None: there is none) and the log
        rows after it, in one read: what the catch-up digest needs."""
        ...

    async def count_games(self) -> int: ...

    # -- the outbox (migration 010) ------------------------------------------------------------------
    async def tellings(self, game_id: int) -> list[TellingRecord]:
        """The game's outbox rows not yet delivered, oldest first."""
        ...

    async def games_with_tellings(self) -> list[int]:
        """Every game with an outbox row not yet delivered, the one waiting longest first."""
        ...

    async def add_timer(
        self, game_id: int, kind: str, due_at: float, payload: Mapping[str, Any] | None = None
    ) -> int: ...

    async def due_timers(self, now: float) -> list[TimerRecord]:
        """Timers due at or before `now`, earliest first."""
        ...

    async def next_timer(self) -> TimerRecord | None:
        """The earliest timer, so a scheduler can sleep until it."""
        ...

    async def timers_for(self, game_id: int) -> list[TimerRecord]: ...

    async def delete_timer(self, timer_id: int) -> bool:
        """Remove a timer; True if this call removed it (so exactly one caller may act on a due timer)."""
        ...

    # -- away players (migration 006) ----------------------------------------------------------------
    async def away_players(self) -> dict[int, AwayRecord]:
        """Every player marked away, by user id (expired rows included: the caller compares with its clock)."""
        ...

    async def set_away(self, user_id: int, until: float | None, mode: AwayMode = "ai") -> None:
        """Mark a player away until `until` (None: they are back)."""
        ...

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A guild's settings ({} when it has none)."""
        ...

    async def set_guild_settings(self, guild_id: int, settings: Mapping[str, Any]) -> None: ...

    # -- Discord adapter bookkeeping (migration 004) -------------------------------------------------
    async def discord_game(self, game_id: int) -> tuple[int | None, dict[str, Any]] | None:
        """The adapter's record of a game: its channel (or thread) id and its data; None if it has none."""
        ...

    async def set_discord_game(self, game_id: int, channel_id: int | None, data: Mapping[str, Any]) -> None:
        """Create or replace the adapter's record of a game."""
        ...

    async def discord_context(self, game_id: int) -> DiscordContext:
        """Everything a delivery reads, in one call (see `DiscordContext`)."""
        ...

    async def finish_delivery(
        self, game_id: int, telling_ids: Sequence[int], channel_id: int | None, data: Mapping[str, Any]
    ) -> None:
        """Record a delivery in one transaction: the adapter's record of the game, and its delivered outbox rows
        gone."""
        ...

    async def game_for_channel(self, channel_id: int) -> int | None:
        """The newest game played in a channel or thread, if any."""
        ...

    async def dm_closed_since(self, user_id: int) -> float | None:
        """When a user's DMs were found closed (None: not known to be closed)."""
        ...

    async def set_dm_closed(self, user_id: int, since: float | None) -> None:
        """Remember (or with None forget) that a user's DMs are closed."""
        ...

    async def bot_value(self, key: str) -> str | None: ...

    async def set_bot_value(self, key: str, value: str) -> None: ...
