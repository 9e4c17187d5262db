"""Moving data between databases and engines (`starmail db copy SRC DST`), and bringing one up to date
(`starmail db upgrade URL`).

A copy reads every table of the source (games, seats, the log with its notes, timers, the outbox, guild settings,
away players, each person's language, the Discord records, closed DMs, the bot's own values) and writes it, ids
and id counters kept, into an empty destination in one transaction; then every started game of the destination is
replayed from its seed and log and must reach its stored state (a game that did not replay in the source either
must fail the same way: the copy is faithful to it). Both ends are opened through `open_store`, so each is migrated
to this Starmail's schema first, and a newer schema than this Starmail knows is refused before anything is read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.config import is_postgres, same_database, shown, sqlite_path
from bot.store import Store, open_store
from bot.store.log import effective_moves
from rules.base import same_state
from rules.i18n import WordedError, mark
from rules.registry import registry

TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "games",
        (
            "id",
            "guild_id",
            "channel_id",
            "game",
            "options",
            "seed",
            "status",
            "seq",
            "version",
            "state",
            "created_by",
            "created_at",
            "updated_at",
            "deadline_at",
            "result",
            "meta",
            "checkpoint_seq",
            "checkpoint_state",
            "orders",
        ),
    ),
    ("seats", ("game_id", "seat", "position", "user_id", "kind", "ai", "dm_ok")),
    ("actions", ("id", "game_id", "kind", "seq", "seat", "user_id", "action", "events", "checkpoint", "at")),
    ("timers", ("id", "game_id", "kind", "due_at", "payload")),
    ("outbox", ("id", "game_id", "seq", "payload", "created_at")),
    ("guild_settings", ("guild_id", "settings", "updated_at")),
    ("away", ("user_id", "until", "mode")),
    ("discord_games", ("game_id", "channel_id", "data")),
    ("discord_dm_closed", ("user_id", "since")),
    ("bot_state", ("key", "value")),
    ("user_locales", ("user_id", "seen", "chosen")),
    ("user_preferences", ("user_id", "time_zone", "quiet_from", "quiet_to", "notify", "heads_up", "held")),
)
"""Every table a copy carries, parents before children, with the columns that hold data (not the carriers of a
move's statement)."""

COUNTED: tuple[str, ...] = tuple(table for table, columns in TABLES if columns[0] == "id")
"""The tables whose ids the database makes, and whose counters a copy carries too: an id once given never comes back
(a Discord record remembers the newest outbox row it posted, a reminder is claimed by its timer's id, a button
names its game), so the destination goes on above every id the source ever gave, not only above the rows left."""


class CopyError(WordedError):
    """A copy that cannot be made or did not come out the same: one sentence, in the reader's language."""


class Tabular(Protocol):
    """What a copy needs of an engine's store besides `Store`: whole tables, read and written as rows."""

    async def read_table(self, table: str, columns: Sequence[str]) -> list[tuple[Any, ...]]: ...

    async def read_counters(self, tables: Sequence[str]) -> dict[str, int]:
        """The highest id each of `tables` ever gave (0: none yet), rows deleted since included."""
        ...

    async def write_tables(
        self, tables: Sequence[tuple[str, Sequence[str], Sequence[tuple[Any, ...]]]], counters: Mapping[str, int]
    ) -> None:
        """Insert the rows of each table, ids as given, in one transaction; ids made later follow both the highest
        id inserted and the table's `counters`."""
        ...


@dataclass(frozen=True)
class Copied:
    games: int
    rows: int
    replayed: int


async def upgrade(url: str) -> int:
    """Open the database at `url`, applying every migration this Starmail knows; return its schema version."""
    store = await open_store(url)
    try:
        version: int = await store.schema_version()  # type: ignore[attr-defined]  # every engine has it
    finally:
        await store.close()
    return version


async def copy_database(source_url: str, target_url: str) -> Copied:
    """Copy every table from `source_url` to the empty database at `target_url`, then check each game by replay."""
    if same_database(source_url, target_url):
        raise CopyError(
            mark("{source} is both the source and the destination; copy into another database."),
            source=shown(source_url),
        )
    # Opening a SQLite file that is not there would make an empty database, and copy nothing from it.
    if not is_postgres(source_url) and not sqlite_path(source_url).is_file():
        raise CopyError(mark("There is no database file {source} to copy from."), source=shown(source_url))
    source = await open_store(source_url)
    try:
        target = await open_store(target_url)
        try:
            return await _copy(source, target, shown(target_url))
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy(source: Store, target: Store, where: str) -> Copied:
    reading, writing = _tabular(source), _tabular(target)
    for table, columns in TABLES:
        if await writing.read_table(table, columns[:1]):
            raise CopyError(mark("{target} already holds data; copy into an empty database."), target=where)
    tables = [(table, columns, await reading.read_table(table, columns)) for table, columns in TABLES]
    await writing.write_tables(tables, await reading.read_counters(COUNTED))
    replayed = 0
    for row in tables[0][2]:
        game_id = int(row[0])
        if await _replays(target, game_id) != await _replays(source, game_id):
            raise CopyError(
                mark("Game {game} does not replay the same after the copy; do not use {target}."),
                game=game_id,
                target=where,
            )
        replayed += 1
    return Copied(len(tables[0][2]), sum(len(rows) for _, _, rows in tables), replayed)


def _tabular(store: Store) -> Tabular:
    if not all(hasattr(store, name) for name in ("read_table", "read_counters", "write_tables")):
        raise TypeError(f"{type(store).__name__} cannot be copied")
    return store  # type: ignore[return-value]  # checked just above: every engine's store has them


async def _replays(store: Store, game_id: int) -> bool | None:
    """Whether a started game's seed and log give its stored state (None: nothing to replay, e.g. a lobby)."""
    record = await store.get_game(game_id)
    if record is None or record.seed is None or record.state is None:
        return None
    try:
        rules = registry.get(record.game)
        seats = [s.seat for s in record.seats]
        state = rules.setup(seats, record.seed, record.options)
        for move in effective_moves(await store.read_log(game_id)):
            if move.seat is None or move.action is None:
                return False
            state = rules.apply(state, move.seat, move.action).state
        return same_state(rules, rules.encode(state), record.state)
    except Exception:  # a game that does not replay is a finding of the check, not a failure of the copy
        return False
