"""The store's records: plain frozen dataclasses (JSON columns already decoded) and the errors it raises.

Nothing database-specific leaks out of a store: every engine reads and writes these. The protocols that use
them are in `bot/store/protocols.py`; `bot/store/base.py` re-exports both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

GameStatus = Literal["lobby", "active", "paused", "over", "abandoned"]
SeatKind = Literal["human", "ai"]
LogKind = Literal["move", "undo", "note"]
AwayMode = Literal["ai", "extend"]
NotifyMode = Literal["turns", "reminders", "none"]
NOTIFY_MODES: tuple[NotifyMode, ...] = ("turns", "reminders", "none")

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
        "orders",
    }
)
"""The game columns a write may change. `checkpoint_seq`/`checkpoint_state`: the state right after the latest
checkpoint move, where undo starts (migration 009), always written together. `orders`: the standing orders
(migration 013)."""


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
    orders: dict[str, Any] = field(default_factory=dict)
    """Standing orders (migration 013): seat -> the kinds of prompt the bot answers for it at once."""


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

TIMER_LOOK_SECONDS = 300.0
"""A process's scheduler looks at the stored timers at least this often. A timer that another process adds due
sooner than that is announced (`Store.watch_changes`, kind "timers"), so that no process waits past it."""


@dataclass(frozen=True)
class OutboxRecord:
    """One outbox row (migration 010): what must be told about one game write, stored by that write.
    `seq` is the game's seq after the write; `payload` is the core's (bot/game/table/outbox.py)."""

    id: int
    game_id: int
    seq: int
    payload: dict[str, Any]


@dataclass(frozen=True)
class DiscordGame:
    """The adapter's record of a game (migration 004): the channel (or thread) it is played in (None: none yet)
    and the adapter's own data about it, which the store keeps without reading."""

    channel_id: int | None
    data: dict[str, Any]


@dataclass(frozen=True)
class DiscordContext:
    """What the Discord adapter reads once per delivery, in one call: its record of the game (None: it has none),
    the guild's settings, the outbox rows still to deliver (oldest first) and, for the game's seated users, since when
    their DMs are known to be closed."""

    channel_id: int | None
    data: dict[str, Any] | None
    settings: dict[str, Any]
    outbox: tuple[OutboxRecord, ...]
    dm_closed: dict[int, float]
    preferences: dict[int, Preferences] = field(default_factory=dict)
    """The seated users' notification preferences (migration 012), for those who set any."""


@dataclass(frozen=True)
class Preferences:
    """How a person wants to hear from the bot (migration 012): their time zone (an IANA name; None: UTC), quiet
    hours as minutes after their local midnight (`quiet`: from, to; None: none), how a turn reaches them
    (`notify`) and whether they get a heads-up when the player before them starts."""

    time_zone: str | None = None
    quiet: tuple[int, int] | None = None
    notify: NotifyMode = "turns"
    heads_up: bool = False


NO_PREFERENCES = Preferences()
"""Someone who set nothing: UTC, no quiet hours, a DM each turn, no heads-up."""


@dataclass(frozen=True)
class AwayRecord:
    """A player who is away until `until`: the AI plays their seats (mode "ai") or their deadlines wait for
    them (mode "extend")."""

    user_id: int
    until: float
    mode: AwayMode
