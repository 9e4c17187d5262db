"""Play: the move path. Acting (an action, the index of a choice, a typed request), the fan-out of the views and
digests a move's delivery needs, and letting due AI seats move. What is only read (views, listings, the log,
recaps, replays, verification) is bot/game/views.py."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import replace

from bot.game.base.checks import (
    INVALID,
    NOT_YOUR_TURN,
    PLAYED,
    require_current,
    require_new_request,
    require_playing,
    require_seated,
    spent,
)
from bot.game.base.inputs import action_of, user_id_of
from bot.game.base.live import Live
from bot.game.base.outcomes import chosen_steps, offered, outcome, user_view
from bot.game.base.phrases import Sayable, Spoken, Verbatim, nphrase, phrase, rules_words
from bot.game.base.types import Digest, Fanout, Outcome, Refusal, UserView
from bot.game.history.digest import build_digest
from bot.game.table.tables import Tables
from bot.game.write.moves import Moves
from bot.store.failures import StorageFailure
from rules.contract import Action, Game, IllegalAction, State
from rules.i18n import mark

MAYBE_MOVED = mark(
    "The database stopped answering while your move was being stored, so it may have been made; it will show on the"
    " board once the database is back."
)
"""A move whose commit was sent but never confirmed, and the database could not be asked afterwards (StorageFailure
"uncertain"). Its outbox row is stored with it, so the table is told once the database is back if it was made."""


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

    async def act(
        self,
        game_id: int,
        user_id: int,
        action: Action,
        expected_seq: int,
        *,
        seat: str | None,
        locale: str = "en",
        locales: Mapping[int, str] | None = None,
        request_id: int | None = None,
    ) -> Outcome:
        def given(live: Live, mover: str) -> tuple[Action, ...]:
            return (action_of(action),)

        languages = (locale, locales or {})
        return await self._act(game_id, user_id, expected_seq, seat, given, languages, request_id=request_id)

    async def act_index(
        self,
        game_id: int,
        user_id: int,
        index: int,
        expected_seq: int,
        locale: str = "en",
        *,
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

        languages = (locale, locales or {})
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

        languages = (locale, locales or {})
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
        languages: tuple[str, Mapping[int, str]],
        *,
        index: int | None = None,
        request_id: int | None = None,
    ) -> Outcome:
        """One move by `user_id`, made on the view of move `expected_seq` (a prompt, or what a typed request was
        read against; `request_id`: the typed request's own id), refused in a fixed order: game over or paused
        (with the reason), not a player of this game, a request or a prompt already played (the seat moved since the
        prompt was made), not their turn (or seat), a stale prompt, not a legal choice. The outcome carries the fan-out
        of views (`Fanout`), in `languages` (the mover's locale, and each other user's where known); only when the
        views cannot be made after the commit is it None, and the move is still reported as made: its outbox row,
        committed with it, tells the table."""
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
            mover = languages[0]
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
            if settled:  # no AI reply follows: a searching seat's timer is seen to here, else by `then_ai`
                await self._moves.searching_seats(live)
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
            try:
                fanout = await self._fanout(live, user_id, *languages)
            except Exception:
                # The move stands: it is reported as made, without the fan-out, and its outbox row (in the same
                # commit) tells the table once delivery can read the game again.
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
                digests[user] = await self.digest_of(live, seen, user)
        return Fanout(live.record.seq, languages, user_view(live, None, locale), views, digests)

    async def digest_of(self, live: Live, seen: UserView, user_id: int) -> Digest:
        """The catch-up digest of `user_id`, who sees `seen` of the game just loaded or committed."""
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
