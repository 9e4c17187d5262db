"""Players who are away, and so the seats the AI plays now.

Away rows are read from the store, kept up to date by `set`/`clear`, and read again whenever a game with human seats
is read from the store (bot/game/table/tables.py `load`): another process that marks a player away or back writes a note
into each of their running games, so every process holding one of those games finds it changed and reads both
again. `current(fresh=True)` reads them for a question about one player (away until when? back from what?).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.store.base import AwayMode, AwayRecord, GameRecord, Store


class Absences:
    def __init__(self, store: Store, now: Callable[[], float]) -> None:
        self._store = store
        self._now = now
        self._rows: dict[int, AwayRecord] | None = None

    @property
    def loaded(self) -> bool:
        return self._rows is not None

    async def reload(self) -> None:
        """Read the away rows from the store again."""
        self._rows = await self._store.away_players()

    async def current(self, *, fresh: bool = False) -> dict[int, AwayRecord]:
        """Players away now (`fresh`: read from the store now, else as last read and kept up to date)."""
        if self._rows is None or fresh:
            self._rows = await self._store.away_players()
        now = self._now()
        return {user: found for user, found in self._rows.items() if found.until > now}

    async def set(self, user_id: int, until: float, mode: AwayMode) -> None:
        await self.current()
        await self._store.set_away(user_id, until, mode)
        assert self._rows is not None
        self._rows[user_id] = AwayRecord(user_id, until, mode)

    async def clear(self, user_id: int) -> None:
        await self._store.set_away(user_id, None)
        assert self._rows is not None
        self._rows.pop(user_id, None)

    def ai_kinds(self, record: GameRecord) -> dict[str, str | None]:
        """Seats the AI plays now, with their AI kind: AI seats, and the seats of players away with mode "ai" (played
        by the game's takeover AI, `GameMeta.takeover`)."""
        kinds = {s.seat: s.ai for s in record.seats if s.kind == "ai"}
        if self._rows:
            now = self._now()
            for s in record.seats:
                found = self._rows.get(s.user_id) if s.user_id is not None and s.kind == "human" else None
                if found is not None and found.mode == "ai" and found.until > now:
                    takeover = record.meta.get("takeover")
                    kinds[s.seat] = takeover if isinstance(takeover, str) else None
        return kinds
