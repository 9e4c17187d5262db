"""Look: the read models the facade serves (a game's view, the listings, the log and its pages, the time-lapse, luck,
recap, open hands, a replayed state, the catch-up digest, verification) read from the table and the log.

Reading changes nothing, with one exception kept from before the split of play.py: a view, and so a digest, first
lets the AI seats that are due move (after a restart, say), through the move path (bot/game/write/play.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from bot.game.base.checks import NO_GAME, NOT_STARTED
from bot.game.base.inputs import game_id_of
from bot.game.base.live import Live
from bot.game.base.outcomes import user_view
from bot.game.base.phrases import Narrated, Sayable
from bot.game.base.types import Digest, GameSummary, LogLine, LogPage, Refusal, UserView
from bot.game.history.digest import build_digest
from bot.game.history.luck import LuckReport
from bot.game.history.notes import note_phrase, private_note
from bot.game.history.recap import Recap, recap_of
from bot.game.history.replay import effective_moves, replay
from bot.game.history.stats import STATS_GAMES, ServerStats, server_stats
from bot.game.history.timelapse import OpenHands, TurnFrame, open_hands, turn_frames
from bot.game.history.verify import Verification, verify_stored
from bot.game.table.tables import Tables
from bot.game.write.moves import Moves
from bot.game.write.play import Play
from bot.store.base import ACTIVE_STATUSES, FINISHED_STATUSES, GameRecord, LogRecord
from rules.contract import Game, State


class Views:
    def __init__(self, tables: Tables, moves: Moves, play: Play) -> None:
        self._tables = tables
        self._moves = moves
        self._play = play
        self._store = tables.store

    async def _stored(self, game_id: int) -> GameRecord:
        """The stored game, or the refusal a missing one gets."""
        record = await self._store.get_game(game_id_of(game_id))
        if record is None:
            raise Refusal(NO_GAME, "not_found")
        return record

    async def _started(self, game_id: int) -> tuple[GameRecord, int]:
        """The stored game once it has started, with its seed (drawn as it starts): a lobby has nothing to replay."""
        record = await self._stored(game_id)
        if record.seed is None:
            raise Refusal(NOT_STARTED, "lobby")
        return record, record.seed

    async def view(self, game_id: int, user_id: int | None, locale: str = "en") -> UserView:
        async with self._tables.lock(game_id):
            live = await self._tables.load(game_id, fresh=True)
        if self._moves.ai_due(live):
            await self._play.advance(game_id)
            live = await self._tables.peek(game_id)
        return user_view(live, user_id, locale)

    async def list_games(
        self, *, guild_id: int | None, user_id: int | None, finished: bool, limit: int
    ) -> tuple[GameSummary, ...]:
        statuses = FINISHED_STATUSES if finished else ACTIVE_STATUSES
        records = await self._store.list_games(guild_id=guild_id, user_id=user_id, statuses=statuses, limit=limit)
        return tuple(
            GameSummary(
                r.id,
                r.game,
                self._tables.title(r.game),
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

    async def log(self, game_id: int, user_id: int | None) -> tuple[LogLine, ...]:
        live = await self._tables.peek(game_id)
        return self._lines(live, user_id, await self._store.read_log(game_id))

    async def log_page(self, game_id: int, user_id: int | None, page: int, per_page: int) -> LogPage:
        """Page `page` of the log (1: the newest `per_page` rows), reading only those rows."""
        live = await self._tables.peek(game_id)
        total = await self._store.count_log(game_id)
        pages = max(1, -(-total // per_page))
        if type(page) is not int or not 1 <= page <= pages:
            if pages == 1:
                raise Refusal("The log of this game has one page so far.", "bad_page")
            raise Refusal(
                "The log of this game has {pages} pages; ask for one from 1 to {pages}.", "bad_page", pages=pages
            )
        newer = (page - 1) * per_page  # rows on the pages before this one
        # Pages by keyset on the log's id, not by offset (an offset reads every row it skips). Page 1, the one asked
        # for nearly always, is a pure keyset: the newest rows from the end of the (game_id, id) index. A later page
        # reads the rows below the oldest id of the page before it; that id is found by one query on the index alone
        # (`log_boundary`: it steps over the newer entries of the index but reads none of their rows), since a page
        # is asked for by its number (the buttons of /game log carry no id) and the log may have grown meanwhile.
        before = await self._store.log_boundary(game_id, newer) if newer else None
        if newer and before is None:  # fewer rows than counted: cannot happen (log rows are never deleted)
            return LogPage((), page, pages)
        rows = await self._store.read_log_tail(game_id, min(per_page, total - newer), before)
        return LogPage(self._lines(live, user_id, rows), page, pages)

    @staticmethod
    def _lines(live: Live, user_id: int | None, rows: Sequence[LogRecord]) -> tuple[LogLine, ...]:
        """Log rows as `user_id` may see them: public events, plus their own seat's private ones."""
        mine = {s.seat for s in live.record.seats if user_id is not None and s.user_id == user_id}
        lines: list[LogLine] = []
        for row in rows:
            if row.kind == "note":
                if private_note(row.action) and row.seat not in mine:
                    continue
                told: tuple[Sayable, ...] = (note_phrase(row.action or {}, row.seat, row.user_id),)
                lines.append(LogLine(row.kind, row.seq, row.seat, row.user_id, row.at, told, row.action))
                continue
            visible = [e for e in row.events if e.get("to") is None or mine.intersection(e.get("to") or ())]
            text = tuple(Narrated(live.game, e) for e in visible)
            action = row.action if row.seat in mine else None
            lines.append(LogLine(row.kind, row.seq, row.seat, row.user_id, row.at, text, action))
        return tuple(lines)

    async def turn_frames(self, game_id: int) -> tuple[Game, list[TurnFrame]]:
        """The game turn by turn as everyone may see it (bot/game/history/timelapse.py), running or over."""
        record, seed = await self._started(game_id)
        moves = effective_moves(await self._store.read_log(game_id))
        game = self._tables.game(record.game)
        seats = [s.seat for s in record.seats]
        # replaying a long game is CPU work: off the event loop
        frames = await asyncio.to_thread(turn_frames, game, seats, seed, record.options, moves)
        return game, frames

    async def luck(self, game_id: int) -> tuple[Game, LuckReport]:
        """Each seat's luck so far (bot/game/history/luck.py), from the seed and the log replayed: public events
        only."""
        game, recap = await self.recap(game_id)
        return game, recap.luck

    async def server_stats(self, guild_id: int) -> ServerStats:
        """The statistics of a server's latest finished games (bot/game/history/stats.py)."""
        records = await self._store.list_games(guild_id=guild_id, statuses=FINISHED_STATUSES, limit=STATS_GAMES)
        finished = [(r, await self._store.read_log(r.id)) for r in records if r.seed is not None]
        return await asyncio.to_thread(server_stats, finished)

    async def recap(self, game_id: int) -> tuple[Game, Recap]:
        """How long the game took, its moves and each seat's luck (bot/game/history/recap.py)."""
        record, _ = await self._started(game_id)
        game = self._tables.game(record.game)
        log = await self._store.read_log(game_id)
        return game, await asyncio.to_thread(recap_of, game, record, log)

    async def open_hands(self, game_id: int, turn: int) -> tuple[Game, OpenHands]:
        """Turn `turn` of a finished game with every seat's hand (never before the game is over)."""
        record = await self._stored(game_id)
        if record.status not in FINISHED_STATUSES or record.seed is None:
            raise Refusal("Every hand is shown once the game is over.", "not_over")
        if type(turn) is not int:
            raise Refusal("Which turn? Give its number.", "bad_page")
        moves = effective_moves(await self._store.read_log(game_id))
        game = self._tables.game(record.game)
        seats = [s.seat for s in record.seats]
        shown = await asyncio.to_thread(open_hands, game, seats, record.seed, record.options, moves, turn)
        return game, shown

    async def replay_state(self, game_id: int) -> State:
        record, seed = await self._started(game_id)
        moves = effective_moves(await self._store.read_log(game_id))
        seats = [s.seat for s in record.seats]
        game = self._tables.game(record.game)
        # a replay of a long game is seconds of CPU: run it off the event loop
        return await asyncio.to_thread(replay, game, seats, seed, record.options, moves)

    async def digest(self, game_id: int, user_id: int, locale: str) -> Digest:
        current = await self.view(game_id, user_id, locale)
        live = await self._tables.peek(game_id)
        if current.seat is not None:
            return await self._play.digest_of(live, current, user_id)
        tail = await self._store.read_log(game_id)
        return build_digest(live.game, game_id, None, None, tail, [], deadline_at=current.deadline_at)

    async def verify(self, game_id: int) -> Verification:
        record = await self._stored(game_id)
        if record.status not in FINISHED_STATUSES:
            raise Refusal("The seed is revealed when the game ends; verify it then.", "not_over")
        return await verify_stored(self._store, game_id, self._tables.games)
