"""The storage interface, one small Protocol per concern; `Store` is all of them together.

- `GameStore`: a game and everything one write of it touches: the game row and its seats, the append-only
  log, the timers and the outbox. Used by the core (bot/game).
- `SettingsStore`: values that belong to no game: guild settings, away players, the bot's own values.
- `DiscordStore`: the Discord adapter's bookkeeping: its record of each game, closed DMs, the delivery of
  the outbox.

A part that needs one concern takes that Protocol; whatever opens the store (`open_store(url)`) hands out a
`Store`, which satisfies every one of them. Each engine (bot/store/sqlite.py today) implements `Store`.
Why each Protocol exists and how to add an engine: docs/decisions/storage.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.store.records import (
    AwayMode,
    AwayRecord,
    DiscordContext,
    DiscordGame,
    GameRecord,
    GameStatus,
    LogEntry,
    LogRecord,
    NewGame,
    OutboxRecord,
    Preferences,
    SeatRecord,
    TimerPlan,
    TimerRecord,
)


class GameStore(Protocol):
    """Games, seats, the action log, timers and the outbox: what one game write touches.

    Concurrency: every write that changes a game names the `version` it read (`expected_version`) and fails
    with `VersionConflict` when another writer got there first (compare-and-swap). That keeps several bot
    processes sharing one database correct; the per-game lock in the core keeps one process fast. A write
    (`update_game`, `append_log`) changes the game row, its log rows, its timers and its outbox row in ONE
    transaction, or nothing at all. A write answers as the database holds it: it returns if it was committed (even
    when the connection to a database server broke before the commit's answer came), raises if nothing was stored,
    and raises StorageFailure "uncertain" only when a server stopped answering after the commit was sent and could
    not be asked afterwards.
    """

    async def create_game(
        self,
        new: NewGame,
        seats: Sequence[SeatRecord] = (),
        *,
        played: Mapping[str, Any] | None = None,
        entries: Sequence[LogEntry] = (),
    ) -> GameRecord:
        """Insert a lobby (status "lobby", version 0) with its first seats; with `played` (game column changes, as
        `update_game` takes them) and `entries` (its log), a game already under way, in the same transaction: an
        imported game is stored whole or not at all."""
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

    async def count_games(self) -> int: ...

    async def games_awaiting_ai(self, away: Sequence[int]) -> list[int]:
        """Running games in which a seat the AI plays has a decision open, by id: an AI seat, or a human seat of one of
        the `away` users (the AI stands in for them), named in the game's open decisions (meta "decisions", which
        every write of a game's state records). A game without that record is included. One read of the rows, no
        state decoded: a bot that starts lets the AI move in these, so a turn a crash cut short goes on."""
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
        outbox_row: Mapping[str, Any] | None = None,
    ) -> GameRecord:
        """Apply `changes` (keys from CHANGEABLE) and, if given, replace the seats, append `entries`, write `timers`
        and the outbox row `outbox_row`; bump the version. All in one transaction.

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
        outbox_row: Mapping[str, Any] | None = None,
    ) -> int:
        """Append `entries`, apply `changes`, write `timers` and the outbox row `outbox_row` in ONE transaction,
        committed before returning.

        Returns the game's new version. Raises VersionConflict (and writes nothing) if the stored version
        is not `expected_version`.
        """
        ...

    # -- the log -------------------------------------------------------------------------------------
    async def read_log(self, game_id: int, after_id: int = 0) -> list[LogRecord]:
        """The log rows of a game with an id above `after_id` (all of them by default), oldest first."""
        ...

    async def count_log(self, game_id: int) -> int:
        """How many log rows a game has."""
        ...

    async def read_log_window(self, game_id: int, offset: int, limit: int) -> list[LogRecord]:
        """`limit` log rows of a game, oldest first, after skipping the `offset` oldest ones."""
        ...

    async def read_log_tail(self, game_id: int, limit: int, before_id: int | None = None) -> list[LogRecord]:
        """The `limit` newest log rows of a game with an id below `before_id` (of all rows when None), oldest first.

        A keyset read by the log's (game_id, id) index, from `before_id` down, with no offset: its cost grows with
        `limit` only, not with the length of the log nor the depth of the page, so the newest page of /game log at
        move 10,000 costs what it costs at move 100.
        """
        ...

    async def log_boundary(self, game_id: int, newer: int) -> int | None:
        """The id of the oldest of the game's `newer` newest log rows (None if `newer` is 0 or the log is shorter):
        the `before_id` of the page after them. One query on the (game_id, id) index alone, no row read."""
        ...

    async def last_checkpoint(self, game_id: int) -> tuple[LogRecord, str | None] | None:
        """The latest checkpoint move of a game (undo never takes one back) and the state stored right after
        it (None for a game stored before migration 009); None if the game has had no checkpoint."""
        ...

    async def decision_tail(self, game_id: int, seat: str, user_id: int) -> tuple[LogRecord | None, list[LogRecord]]:
        """The latest move of `seat` played by `user_id` that no undo took back (None: there is none) and the log
        rows after it, in one read: what the catch-up digest needs."""
        ...

    # -- the outbox (migration 010) ------------------------------------------------------------------
    async def outbox(self, game_id: int) -> list[OutboxRecord]:
        """The game's outbox rows not yet delivered, oldest first."""
        ...

    async def games_with_outbox(self) -> list[int]:
        """Every game with an outbox row not yet delivered, the one waiting longest first."""
        ...

    async def vitals(self) -> tuple[int, float | None, int]:
        """For health checks and metrics (bot/metrics.py), in one read: the outbox rows not yet delivered, when the
        oldest of them was written (None: none waits) and how many games are active."""
        ...

    async def drop_outbox(self, game_id: int) -> int:
        """Remove every outbox row of a game (a front end that tells everything live, such as the terminal table,
        has told it); returns how many went."""
        ...

    # -- timers --------------------------------------------------------------------------------------
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


class SettingsStore(Protocol):
    """Values that belong to no game: a guild's settings, the players who are away, the bot's own values.

    Not versioned: each write replaces what it names. `update_guild_settings` merges, so two writers changing
    different keys of one guild both keep their change.
    """

    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A guild's settings ({} when it has none)."""
        ...

    async def set_guild_settings(self, guild_id: int, settings: Mapping[str, Any]) -> None:
        """Replace a guild's settings as a whole."""
        ...

    async def update_guild_settings(self, guild_id: int, changes: Mapping[str, Any]) -> dict[str, Any]:
        """Merge `changes` into a guild's stored settings in one transaction and return the result: each key's
        value replaces the stored one (a key whose value is None is removed); keys not named stay as they are."""
        ...

    # -- away players (migration 006) ----------------------------------------------------------------
    async def away_players(self) -> dict[int, AwayRecord]:
        """Every player marked away, by user id (expired rows included: the caller compares with its clock)."""
        ...

    async def set_away(self, user_id: int, until: float | None, mode: AwayMode = "ai") -> None:
        """Mark a player away until `until` (None: they are back)."""
        ...

    # -- the bot's own values (migration 004) --------------------------------------------------------
    async def bot_value(self, key: str) -> str | None:
        """A value the bot keeps for itself (e.g. the fingerprint of the commands it registered); None if unset."""
        ...

    async def set_bot_value(self, key: str, value: str) -> None: ...

    # -- each person's language (migration 011) ------------------------------------------------------
    async def user_locales(self, user_ids: Sequence[int]) -> dict[int, tuple[str | None, str | None]]:
        """For each of `user_ids` known, (seen, chosen): the locale Discord last reported, and the one the user
        chose (None: not known, not chosen)."""
        ...

    async def set_user_locale(self, user_id: int, *, seen: str | None = None, chosen: str | None = None) -> None:
        """Remember the locale Discord reported (`seen`, when given) and the user's own choice (`chosen`, when given;
        "" forgets it)."""
        ...

    async def watch_changes(self, callback: Callable[[str, int], None]) -> None:
        """From now on, call `callback(kind, id)` after any process changed a server's settings (kind "guild") or a
        person's language (kind "user"), so that what this process keeps of them is read again. An engine only one
        process uses (SQLite) has nothing to tell."""
        ...

    # -- each person's notification preferences (migration 012) -------------------------------------
    async def user_preferences(self, user_ids: Sequence[int]) -> dict[int, Preferences]:
        """The preferences of those of `user_ids` who set any."""
        ...

    async def set_user_preferences(self, user_id: int, preferences: Preferences) -> None:
        """Store `user_id`'s preferences (what quiet hours held back for them is kept)."""
        ...

    async def hold_notices(self, user_ids: Sequence[int], at: float) -> None:
        """Quiet hours held back a turn notice or reminder for each of `user_ids` at `at` (the earliest stays)."""
        ...

    async def held_notices(self) -> dict[int, float]:
        """Everyone something was held back for, with when it first was."""
        ...

    async def release_held(self, user_id: int, held: float) -> bool:
        """Clear what was held for `user_id` since `held`; False when another process already did (or more was
        held since), so that one summary goes out."""
        ...


class DiscordStore(Protocol):
    """The Discord adapter's bookkeeping (migration 004, the delivery half of migration 010): its record of
    each game (channel or thread, the messages it posted), users whose DMs are closed, and the delivery of the
    outbox rows a game write stored. The core (bot/game) never uses it."""

    async def discord_game(self, game_id: int) -> DiscordGame | None:
        """The adapter's record of a game: its channel (or thread) id and its data; None if it has none."""
        ...

    async def set_discord_game(self, game_id: int, channel_id: int | None, data: Mapping[str, Any]) -> None:
        """Create or replace the adapter's record of a game."""
        ...

    async def discord_context(self, game_id: int) -> DiscordContext:
        """Everything a delivery reads, in one call (see `DiscordContext`)."""
        ...

    async def finish_delivery(
        self, game_id: int, outbox_ids: Sequence[int], channel_id: int | None, data: Mapping[str, Any]
    ) -> None:
        """Record a delivery in one transaction: the adapter's record of the game, and its delivered outbox rows
        gone."""
        ...

    def delivering(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """Hold the delivery of a game's outbox against every other process sharing the database until the block
        ends (waiting while another holds it), so that no outbox row is posted by two processes. A process holds it
        inside its own per-game lock; a crashed process holds nothing."""
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


class Store(GameStore, SettingsStore, DiscordStore, Protocol):
    """The whole store, as `open_store(url)` hands it out: every concern, plus closing the connection."""

    async def close(self) -> None: ...
