"""The unit of work: games cached in memory, one lock per game, loading, and the writes that change a game.

Every change runs under the game's lock (`locked`) on the cached game; the store's compare-and-swap on the
game's `version` catches writers in other processes (the change is then retried on fresh data, once or
twice). `append` writes log rows and game changes in ONE transaction. On any failed write the cached entry
is dropped, so the next call reloads what the database holds.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from bot.game.base.checks import NO_GAME
from bot.game.base.inputs import game_id_of
from bot.game.base.live import Live, changed
from bot.game.base.locks import KeyedLocks
from bot.game.base.types import Refusal
from bot.game.clocks.absences import Absences
from bot.game.clocks.clock import Clock
from bot.game.table.outbox import empty_outbox_payload, outbox_payload
from bot.store.base import GameRecord, LogEntry, SeatRecord, Store, TimerPlan, VersionConflict
from bot.store.failures import StorageFailure
from rules.contract import Game, State
from rules.i18n import mark

T = TypeVar("T")


_RECORD_FIELDS = frozenset(GameRecord.__dataclass_fields__)


BUSY = mark("This game is busy right now; please try again.")


class Tables:
    """The games in play: the store, a bounded cache of decoded games, per-game locks, the away list."""

    def __init__(self, store: Store, games: Callable[[str], Game], clock: Clock, cache_size: int) -> None:
        self.store = store
        self.games = games
        """The rules by game id (raises KeyError for an unknown one)."""
        self.now = clock.now
        self.cache_size = cache_size
        self.away = Absences(store, self.now)
        self._cache: OrderedDict[int, Live] = OrderedDict()
        self._locks = KeyedLocks()
        self.timers_added: Callable[[], None] = lambda: None
        """Called after a write added a timer; the scheduler sets it to its `poke` (through Timers.changed)."""

    def lock(self, game_id: int) -> asyncio.Lock:
        """The lock of one game (an id that cannot be a game's is refused here, before it keys a lock or a cache)."""
        return self._locks(game_id_of(game_id))

    def game(self, game_id: str) -> Game:
        if not isinstance(game_id, str):
            raise Refusal("There is no game called “{name}”.", "unknown_game", name=game_id)  # quoted short
        try:
            return self.games(game_id)
        except KeyError:
            raise Refusal("There is no game called “{name}”.", "unknown_game", name=game_id) from None

    def title(self, game_id: str) -> str:
        try:
            return self.games(game_id).title
        except KeyError:
            return game_id

    async def locked(self, game_id: int, op: Callable[[Live], Awaitable[T]]) -> T:
        """Run `op` on the game under its lock; on a version conflict (another process), reload and retry."""
        lock = self.lock(game_id)
        async with lock:
            checked = game_id_of(game_id) not in self._cache  # a game read from the store now is current
            for _attempt in range(3):
                live = await self.load(game_id)
                version = live.record.version
                try:
                    result = await op(live)
                except VersionConflict:
                    self.evict(game_id)
                    checked = True
                    continue
                except StorageFailure as failure:
                    if failure.kind != "busy":
                        raise
                    self.evict(game_id)  # another program held the database: nothing of this call was stored
                    break
                except Refusal:
                    if checked or not await self._stale(game_id, version):
                        raise
                    checked = True  # refused on a game another process has changed since: decide on the stored one
                    continue
                if live.record.version == version and not checked and await self._stale(game_id, version):
                    checked = True  # nothing written, on a game another process has changed: do it on the stored one
                    continue
                return result
            raise Refusal(BUSY, "busy")

    async def _stale(self, game_id: int, version: int) -> bool:
        """Whether another process changed the game since the cached `version` (the cached entry is then dropped).
        A write needs no such check, its compare-and-swap is one; a call that wrote nothing (a refusal, a timer with
        nothing left to do) makes it once, so that no process answers from a game others have moved on."""
        if await self.store.game_version(game_id) == version:
            return False
        self.evict(game_id)
        return True

    async def load(self, game_id: int, *, fresh: bool = False) -> Live:
        """The game from the cache, else from its stored state. Callers hold the game's lock.

        `fresh` first checks the stored version (for reads; writes need no check: the compare-and-swap
        catches a stale cache).
        """
        game_id = game_id_of(game_id)
        if not self.away.loaded:
            await self.away.current()
        live = self._cache.get(game_id)
        if live is not None and fresh and await self.store.game_version(game_id) != live.record.version:
            self.evict(game_id)
            live = None
        if live is not None:
            # Re-insert rather than move: while we awaited the version, other games may have evicted this
            # one. It is still current: only holders of this game's lock change it, and we hold it.
            self.remember(live)
            return live
        record = await self.store.get_game(game_id)
        if record is None:
            raise Refusal(NO_GAME, "not_found")
        if any(s.user_id is not None and s.kind == "human" for s in record.seats):
            # Going away or coming back writes a note into each of the player's running games, so a game read anew
            # may be one whose players another process marked away: read the list with it.
            await self.away.reload()
        rules = self.game(record.game)
        state = rules.decode(record.state) if record.state is not None else None
        live = Live(replace(record, state=None), rules, state)
        self.remember(live)
        return live

    async def peek(self, game_id: int) -> Live:
        async with self.lock(game_id):
            return await self.load(game_id, fresh=True)

    def cached(self, game_id: int) -> Live | None:
        return self._cache.get(game_id)

    def remember(self, live: Live) -> None:
        self._cache[live.record.id] = live
        self._cache.move_to_end(live.record.id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def evict(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    def cached_games(self) -> int:
        return len(self._cache)

    async def update(
        self,
        live: Live,
        changes: Mapping[str, Any],
        seats: Sequence[SeatRecord] | None = None,
        state: State | None = None,
        timers: TimerPlan | None = None,
        *,
        entries: Sequence[LogEntry] = (),
        remind: tuple[Sequence[int], float] | None = None,
        again: Sequence[int] = (),
    ) -> GameRecord:
        """Write game changes, seats, log `entries`, `timers` and what must be told about it (the outbox,
        bot/game/table/outbox.py) in one transaction, and bring the cached row up to date. `remind`: (users, deadline)
        to remind of their pending decision."""
        changes, outbox_row = self._outbox_payload(live, changes, seats, state, entries, again)
        if remind is not None:
            outbox_row = {
                **(outbox_row or empty_outbox_payload(changes.get("status", live.record.status))),
                "remind": list(remind[0]),
            }
            outbox_row["due"] = remind[1]
        try:
            record = await self.store.update_game(
                live.record.id,
                live.record.version,
                changes,
                seats,
                self.now(),
                timers,
                entries=entries,
                outbox_row=outbox_row,
            )
        except BaseException:
            self.evict(live.record.id)
            raise
        live.record = replace(record, state=None)
        if state is not None:
            live.state = state
        self._written(timers)
        return live.record

    async def append(
        self,
        live: Live,
        entries: Sequence[LogEntry],
        changes: Mapping[str, Any],
        timers: TimerPlan | None = None,
        *,
        state: State | None = None,
        again: Sequence[int] = (),
    ) -> GameRecord:
        """Write log rows, game changes, `timers` and what must be told about it in one transaction (one statement)
        and bring the cached row up to date. `state` is the game's state after the write when it changes.

        On any failure the cached entry is dropped, so the next call reloads what the database holds.
        """
        now = self.now()
        changes, outbox_row = self._outbox_payload(live, changes, None, state, entries, again)
        try:
            version = await self.store.append_log(
                live.record.id, live.record.version, entries, changes, now, timers, outbox_row
            )
        except BaseException:
            self.evict(live.record.id)
            raise
        self._written(timers)
        fields = {key: value for key, value in changes.items() if key in _RECORD_FIELDS and key != "state"}
        live.record = changed(live.record, version=version, updated_at=now, **fields)
        if state is not None:
            live.state = state
        return live.record

    def _outbox_payload(
        self,
        live: Live,
        changes: Mapping[str, Any],
        seats: Sequence[SeatRecord] | None,
        state: State | None,
        entries: Sequence[LogEntry],
        again: Sequence[int],
    ) -> tuple[Mapping[str, Any], dict[str, Any] | None]:
        """The write's changes (with what it told, in the meta) and its outbox payload; sets `live.told`."""
        after = state
        if after is None:
            after = live.game.decode(changes["state"]) if changes.get("state") is not None else live.state
        by_ai = frozenset(self.away.ai_kinds(live.record))  # seats of players away: the AI plays, nobody is told
        outbox_row, meta = outbox_payload(
            live.game, live.record, live.state, changes, seats, after, entries, by_ai, again
        )
        live.told = tuple(outbox_row["tell"]) if outbox_row is not None else ()
        return (changes if meta is None else {**changes, "meta": meta}), outbox_row

    def _written(self, timers: TimerPlan | None) -> None:
        if timers is not None and timers.add:
            self.timers_added()

    async def guild_settings(self, guild_id: int | None) -> dict[str, Any]:
        return {} if guild_id is None else await self.store.guild_settings(guild_id)
