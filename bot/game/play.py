"""Play and look: acting, letting due AI seats move, views, listings, the log, the digest, replays, verification."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from bot.game.checks import (
    INVALID,
    NO_GAME,
    NOT_STARTED,
    NOT_YOUR_TURN,
    PLAYED,
    require_current,
    require_new_request,
    require_playing,
    require_seated,
    spent,
)
from bot.game.digest import Digest, build_digest
from bot.game.inputs import action_of, game_id_of, user_id_of
from bot.game.live import Live
from bot.game.luck import LuckReport
from bot.game.moves import Moves, rules_words
from bot.game.notes import note_phrase, private_note
from bot.game.outcomes import chosen_steps, offered, outcome, user_view
from bot.game.phrases import Narrated, Sayable, Spoken, Verbatim, nphrase, phrase
from bot.game.recap import Recap, recap_of
from bot.game.replay import effective_moves, replay
from bot.game.stats import STATS_GAMES, ServerStats, server_stats
from bot.game.tables import Tables
from bot.game.timelapse import OpenHands, TurnFrame, open_hands, turn_frames
from bot.game.types import Fanout, GameSummary, LogLine, LogPage, Outcome, Refusal, UserView
from bot.game.verify import Verification, verify_stored
from bot.store.base import ACTIVE_STATUSES, FINISHED_STATUSES, GameRecord, LogRecord
from bot.store.failures import StorageFailure
from rules.contract import Action, Game, IllegalAction, State
from rules.i18n import mark

MAYBE_MOVED = mark(
    "The database stopped answering while your move was being stored, so it may have been made; it will show on the"
    " board once the database is back."
)
"""A move whose commit was sent but never confirmed, and the database could not be asked afterwards (StorageFailure
"uncertain"). Its telling is stored with it, so the table is told once the database is back if it was made."""


def described(game: Game, state: State | None, seat: str, action: Action, label: str) -> Sayable:
    """A move as the game describes it, in each reader's language, from the state it was played in (states are
    never changed); `label` (the mover's words) where the game cannot describe it."""
    if state is None:
        return Verbatim(label)

    def speak(locale: str) -> str:
        try:
            return game.describe(state, seat, action, locale)
        except Exception:  # a game's describe failing must not lose the move's message
            return label

    return Spoken(speak)


log = logging.getLogger(__name__)


def shortcut_words(game: Game, state: State, seat: str, index: int, locale: str) -> tuple[Sayable, str]:
    """A shortcut's label in every reader's language (from the state it was chosen in), and in the mover's."""

    def speak(reader: str) -> str:
        choices = offered(game, state, seat, reader)
        return choices[index].label if index < len(choices) else ""

    return Spoken(speak), speak(locale)


class Play:
    def __init__(self, tables: Tables, moves: Moves) -> None:
        self._tables = tables
        self._moves = moves
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

    async def act(
        self,
        game_id: int,
        user_id: int,
        action: Action,
        expected_seq: int,
        *,
        seat: str | None,
        locale: str = "en",
        views: bool = False,
        locales: Mapping[int, str] | None = None,
        request_id: int | None = None,
    ) -> Outcome:
        def given(live: Live, mover: str) -> tuple[Action, ...]:
            return (action_of(action),)

        languages = (locale, locales or {}) if views else None
        return await self._act(game_id, user_id, expected_seq, seat, given, languages, request_id=request_id)

    async def act_index(
        self,
        game_id: int,
        user_id: int,
        index: int,
        expected_seq: int,
        locale: str = "en",
        *,
        views: bool = False,
        locales: Mapping[int, str] | None = None,
        request_id: int | None = None,
    ) -> Outcome:
        """Play the `index`-th of the user's current choices, resolved under the same lock as the move."""
        async with self._tables.lock(game_id):
            live = await self._tables.load(game_id, fresh=True)
        if self._moves.ai_due(live):  # as `view` does: the AI seats due to move first (after a restart, say)
            await self.advance(game_id)

        def chosen(live: Live, mover: str) -> tuple[Action, ...]:
            steps = chosen_steps(live.game, live.state, mover, index)
            if steps is None:
                raise Refusal(INVALID, "malformed")
            return steps

        languages = (locale, locales or {}) if views else None
        return await self._act(
            game_id, user_id, expected_seq, None, chosen, languages, index=index, request_id=request_id
        )

    async def act_request(
        self,
        game_id: int,
        user_id: int,
        name: str,
        texts: Mapping[str, str],
        players: Mapping[str, int],
        expected_seq: int,
        locale: str = "en",
        *,
        views: bool = False,
        locales: Mapping[int, str] | None = None,
        request_id: int | None = None,
    ) -> Outcome:
        """Play request `name` of the game (`Game.requests`: an offer of cards, say) for the user's acting seat: its
        text fields as typed, its seat fields as the users they name. The game turns it into single moves, checked
        under the same lock; a request that cannot be made is refused in one sentence and changes nothing."""

        def requested(live: Live, mover: str) -> tuple[Action, ...]:
            values = dict(texts)
            for field, user in players.items():
                named = [s.seat for s in live.record.seats if s.user_id == user]
                if not named:
                    raise Refusal(phrase("That player is not playing in this game."), "illegal")
                values[field] = named[0]
            try:
                steps = live.game.request_steps(live.state, mover, name, values, locale)
            except IllegalAction as error:  # in `locale` already, or a shared sentence of the rules' catalogs
                raise Refusal(rules_words(live.game.id, str(error)), "illegal") from None
            if not steps:
                raise Refusal(INVALID, "malformed")
            return steps

        languages = (locale, locales or {}) if views else None
        return await self._act(game_id, user_id, expected_seq, None, requested, languages, request_id=request_id)

    async def request_suggestions(
        self, game_id: int, user_id: int, name: str, field: str, typed: str, locale: str = "en"
    ) -> list[str]:
        """Completions of what the user is typing into a text field of the game's request `name` (at most 25)."""
        async with self._tables.lock(game_id):
            live = await self._tables.load(game_id, fresh=True)
        if live.state is None:
            return []
        mine = [s.seat for s in live.record.seats if s.user_id == user_id and s.kind == "human"]
        acting = [s for s in mine if s in live.game.acting(live.state)]
        if not (acting or mine):
            return []
        found = live.game.request_suggestions(live.state, (acting or mine)[0], name, field, typed, locale)
        return found[:25]

    async def _act(
        self,
        game_id: int,
        user_id: int,
        expected_seq: int,
        seat: str | None,
        action_of: Callable[[Live, str], tuple[Action, ...]],
        languages: tuple[str, Mapping[int, str]] | None,
        *,
        index: int | None = None,
        request_id: int | None = None,
    ) -> Outcome:
        """One move by `user_id`, made on the view of move `expected_seq` (a prompt, or what a typed request was
        read against; `request_id`: the typed request's own id), refused in a fixed order: game over or paused
        (with the reason), not a player of this game, a request or a prompt already played (the seat moved since the
        prompt was made), not their turn (or seat), a stale prompt, not a legal choice. With
        `languages` (the mover's locale, and each other user's where known), the outcome carries the fan-out of
        views (`Fanout`)."""
        user_id = user_id_of(user_id)

        async def op(live: Live) -> tuple[Outcome, tuple[str, ...], bool]:
            record = require_playing(live.record)
            mine = require_seated(record, user_id)
            require_new_request(record, request_id)
            # A prompt the player already answered is "already played" whatever came of it (their turn may be over):
            # the truest answer to a double click or a client's retry.
            if any(spent(record, s, expected_seq) for s in mine if seat is None or s == seat):
                raise Refusal(PLAYED, "played")
            before = live.game.acting(live.state)
            candidates = [s for s in mine if s in before and (seat is None or s == seat)]
            if not candidates:
                raise Refusal(NOT_YOUR_TURN, "not_your_turn")
            require_current(record, candidates[0], expected_seq)
            acting_seat = candidates[0]
            steps = action_of(live, acting_seat)
            start = live.state
            # Moves are played on a draft; the cached game changes only once they are stored.
            draft = live.draft()
            mover = languages[0] if languages is not None else "en"
            applied = [self._moves.apply(draft, acting_seat, user_id, steps[0], mover)]
            last_from = start  # the state the last step was played in
            # A shortcut's further steps are moves of their own; it stops where one is no longer possible.
            for step in steps[1:]:
                if acting_seat not in live.game.acting(draft.state):
                    break
                try:
                    now = draft.state
                    applied.append(self._moves.apply(draft, acting_seat, user_id, step, mover))
                    last_from = now
                except Refusal:
                    break
            taken = len(applied)
            # The AI replies go into the same transaction: one commit per move instead of two.
            settled = not self._moves.ai_due(draft)  # then no AI seat is due after the move either: nothing follows
            if not settled:
                applied += await self._moves.ai_chunk_for(draft)
            record = await self._moves.commit(live, draft, applied, request=request_id)
            # Committed: from here on nothing may turn the move into a failure for its player (they would read
            # "nothing was changed" and find their retry refused as stale).
            first = applied[0].move
            played: Sayable = described(live.game, start, first.seat, first.action, first.label)
            label = first.label
            if len(steps) > 1 and index is None and taken == len(steps):  # a request: its last step says it all
                last = applied[taken - 1].move  # the mover's own last step, not an AI's reply to it
                played, label = described(live.game, last_from, last.seat, last.action, last.label), last.label
            if len(steps) > 1 and index is not None:
                played, label = shortcut_words(live.game, start, acting_seat, index, mover)
                if taken < len(steps):
                    played = nphrase(
                        "{route}: stopped after {done} of {count} move; the next one was no longer possible.",
                        "{route}: stopped after {done} of {count} moves; the next one was no longer possible.",
                        len(steps),
                        route=played,
                        done=taken,
                    )
            moved = outcome(
                live.game, record, "moved", played, state=live.state, applied=applied, before=before, played=label
            )
            if languages is None:
                return moved, before, settled
            try:
                fanout = await self._fanout(live, user_id, *languages)
            except Exception:  # the front end looks again: a fan-out is a shortcut, not part of the move
                log.exception("the views after a move of game %s could not be made", game_id)
                return moved, before, settled
            return replace(moved, fanout=fanout), before, settled

        try:
            moved, before, settled = await self._tables.locked(game_id, op)
        except StorageFailure as failure:
            if failure.kind != "uncertain":
                raise
            raise StorageFailure("uncertain", failure.path, words=MAYBE_MOVED) from failure
        if settled:
            return moved
        try:
            return await self._moves.then_ai(game_id, moved, before)
        except Exception:  # the AI seats move when the game is next looked at (`view` advances them)
            log.exception("the AI seats after a move of game %s could not move", game_id)
            return moved

    async def _fanout(self, live: Live, mover: int, locale: str, others: Mapping[int, str]) -> Fanout:
        """The views delivery needs after `mover`'s move, from the state just committed (the caller holds the lock):
        one view for the channel, one per user it goes to (each in their language: `locale` for the mover,
        `others` for the rest, else `locale`), and a digest for each user the move told to act."""
        languages = {user: locale if user == mover else others.get(user, locale) for user in [mover, *live.told]}
        views = {user: user_view(live, user, language) for user, language in languages.items()}
        digests: dict[int, Digest] = {}
        for user in live.told:
            seen = views[user]
            if user != mover and seen.seat is not None:
                digests[user] = await self._digest(live, seen, user)
        return Fanout(live.record.seq, languages, user_view(live, None, locale), views, digests)

    async def _digest(self, live: Live, seen: UserView, user_id: int) -> Digest:
        assert seen.seat is not None
        since, tail = await self._store.decision_tail(live.record.id, seen.seat, user_id)
        labels = [c.label for c in seen.choices]
        return build_digest(live.game, live.record.id, seen.seat, since, tail, labels, deadline_at=seen.deadline_at)

    async def ai_waiting(self) -> list[int]:
        """Running games in which a seat the AI plays (an AI seat, or the seat of a player away) has a decision open,
        read from the game rows by the store (the seats that act are recorded with every write of a game's state):
        no state is loaded, so a start costs the same with ten running games or ten thousand."""
        away = await self._tables.away.current()
        return await self._store.games_awaiting_ai([user for user, found in away.items() if found.mode == "ai"])

    async def advance(self, game_id: int) -> Outcome:
        live = await self._tables.peek(game_id)
        advanced = outcome(live.game, live.record, "advanced", phrase("The AI players moved."), state=live.state)
        return await self._moves.then_ai(game_id, advanced, advanced.acting)

    async def view(self, game_id: int, user_id: int | None, locale: str = "en") -> UserView:
        async with self._tables.lock(game_id):
            live = await self._tables.load(game_id, fresh=True)
        if self._moves.ai_due(live):
            await self.advance(game_id)
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
        """The game turn by turn as everyone may see it (bot/game/timelapse.py), running or over."""
        record, seed = await self._started(game_id)
        moves = effective_moves(await self._store.read_log(game_id))
        game = self._tables.game(record.game)
        seats = [s.seat for s in record.seats]
        # replaying a long game is CPU work: off the event loop
        frames = await asyncio.to_thread(turn_frames, game, seats, seed, record.options, moves)
        return game, frames

    async def luck(self, game_id: int) -> tuple[Game, LuckReport]:
        """Each seat's luck so far (bot/game/luck.py), from the seed and the log replayed: public events only."""
        game, recap = await self.recap(game_id)
        return game, recap.luck

    async def server_stats(self, guild_id: int) -> ServerStats:
        """The statistics of a server's latest finished games (bot/game/stats.py)."""
        records = await self._store.list_games(guild_id=guild_id, statuses=FINISHED_STATUSES, limit=STATS_GAMES)
        finished = [(r, await self._store.read_log(r.id)) for r in records if r.seed is not None]
        return await asyncio.to_thread(server_stats, finished)

    async def recap(self, game_id: int) -> tuple[Game, Recap]:
        """How long the game took, its moves and each seat's luck (bot/game/recap.py)."""
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
            return await self._digest(live, current, user_id)
        tail = await self._store.read_log(game_id)
        return build_digest(live.game, game_id, None, None, tail, [], deadline_at=current.deadline_at)

    async def verify(self, game_id: int) -> Verification:
        record = await self._stored(game_id)
        if record.status not in FINISHED_STATUSES:
            raise Refusal("The seed is revealed when the game ends; verify it then.", "not_over")
        return await verify_stored(self._store, game_id, self._tables.games)
