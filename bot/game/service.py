"""GameService: the only code that changes a game. Transport-agnostic: users, guilds and channels are ints.

Every changing method returns an `Outcome` (bot/game/base/types.py); a request that cannot be done raises
`Refusal` with one sentence for the user, and the game is then unchanged. This facade is the public API: each
method hands the call to the part that holds it, over the layers of bot/game (bottom up: base, clocks, history,
table, write; each subpackage's docstring says what it holds): tables (cache, per-game lock, load, one transaction
per change) -> timers -> moves (apply, commit, AI replies) -> lobby, play, consent (undo, draw), moderation,
timeouts, away, settings; what is only read goes through views.py. How a move is made safe and the decisions where
the spec was silent: docs/decisions/service.md.

Each method checks its arguments first (bot/game/base/inputs.py): a wrong type, size or id is a `Refusal` before
anything reaches the cache, the store or the rules.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from bot.game.base.inputs import (
    amount_of,
    channel_id_of,
    fields_of,
    flag_of,
    game_id_of,
    guild_id_of,
    index_of,
    locale_of,
    locales_of,
    maybe,
    moment_of,
    name_of,
    options_of,
    ranking_of,
    request_id_of,
    seq_of,
    text_of,
    timer_id_of,
    user_id_of,
)
from bot.game.base.types import Digest, GameSummary, LogLine, LogPage, Outcome, Refusal, UserView
from bot.game.clocks.clock import Clock, as_clock
from bot.game.clocks.deadlines import NO_OVERRIDES, DeadlineOverrides, overrides_of
from bot.game.history.luck import LuckReport
from bot.game.history.recap import Recap
from bot.game.history.stats import ServerStats
from bot.game.history.timelapse import OpenHands, TurnFrame
from bot.game.history.verify import Verification
from bot.game.table.tables import Tables
from bot.game.table.thinkers import InlineThinker, Thinker, WorkerThinker
from bot.game.table.timers import Timers
from bot.game.views import Views
from bot.game.write.away import Away
from bot.game.write.consent import Consent
from bot.game.write.lobby import Lobby, new_seed
from bot.game.write.moderation import Moderation
from bot.game.write.moves import Moves
from bot.game.write.orders import Orders
from bot.game.write.play import Play
from bot.game.write.preferences import PlayerPreferences
from bot.game.write.searches import Searches
from bot.game.write.settings import GuildSettings
from bot.game.write.timeouts import Timeouts
from bot.store.base import AwayMode, AwayRecord, Store, StoreError
from rules.contract import Action, Game, State
from rules.players import SEARCH_SECONDS
from rules.registry import registry

if TYPE_CHECKING:
    from bot.metrics import Metrics

LIST_LIMIT = 1000
"""The most games one listing reads."""
PAGE_LIMIT = 100
"""The most log rows one page reads."""


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
        thinker: Thinker | None = None,
        search_seconds: float = SEARCH_SECONDS,
        search_iterations: int = 0,
    ) -> None:
        self.store = store
        self._games = games
        self.clock: Clock = as_clock(clock)
        self._tables = Tables(store, games, self.clock, cache_size)
        self._timers = Timers(self._tables)
        self.metrics: Metrics | None = None
        """Set by a front end that exports metrics (bot/metrics.py): players' moves are counted there."""
        self._moves = Moves(self._tables, self._timers, ai_chunk=ai_chunk, ai_in_thread=ai_in_thread)
        # the search AI thinks in a worker process; a service built for tests thinks inline, with `search_iterations`
        thinking = thinker if thinker is not None else WorkerThinker() if ai_in_thread else InlineThinker(games)
        self._searches = Searches(
            self._tables, self._moves, thinking, seconds=search_seconds, iterations=search_iterations
        )
        self._lobby = Lobby(self._tables, self._timers, self._moves, seed_source)
        self._play = Play(self._tables, self._moves)
        self._views = Views(self._tables, self._moves, self._play)
        self._consent = Consent(self._tables, self._timers, self._moves)
        self._moderation = Moderation(self._tables, self._timers, self._moves)
        self._timeouts = Timeouts(self._tables, self._timers, self._moves)
        self._away = Away(self._tables, self._timers, self._moves)
        self._settings = GuildSettings(self._tables)
        self._orders = Orders(self._tables, self._moves)
        self.preferences = PlayerPreferences(store)
        """Each player's own preferences (`/me`: time zone, quiet hours, notifications)."""

    @property
    def cache_size(self) -> int:
        """How many games are kept decoded in memory (least recently used ones go first)."""
        return self._tables.cache_size

    @cache_size.setter
    def cache_size(self, size: int) -> None:
        self._tables.cache_size = size

    @property
    def timers_changed(self) -> Callable[[], None]:
        """Called after the service adds a timer; the scheduler sets it to its `poke`."""
        return self._timers.changed

    @timers_changed.setter
    def timers_changed(self, callback: Callable[[], None]) -> None:
        self._timers.changed = callback

    # == lobby (bot/game/write/lobby.py) ===========================================================
    async def create(
        self,
        game: str,
        host_id: int,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        options: Mapping[str, Any] | None = None,
        host_plays: bool = True,
        deadline: DeadlineOverrides = NO_OVERRIDES,
    ) -> Outcome:
        """Open a lobby. The host takes the first seat unless `host_plays` is False.

        The deadline settings default to the guild's (bot/game/clocks/deadlines.py); the ones given in `deadline` win,
        and the result is stored with the game.
        """
        return await self._lobby.create(
            game,
            user_id_of(host_id),
            guild_id=maybe(guild_id_of, guild_id),
            channel_id=maybe(channel_id_of, channel_id),
            options=maybe(options_of, options),
            host_plays=flag_of(host_plays),
            deadline=overrides_of(deadline),
        )

    async def join(self, game_id: int, user_id: int) -> Outcome:
        return await self._lobby.join(game_id_of(game_id), user_id_of(user_id))

    async def leave(self, game_id: int, user_id: int) -> Outcome:
        return await self._lobby.leave(game_id_of(game_id), user_id_of(user_id))

    async def add_ai(self, game_id: int, by_user: int, kind: str | None = None, *, moderator: bool = False) -> Outcome:
        """Seat an AI player (`kind` as offered by rules.players.players_for; default: the strongest)."""
        return await self._lobby.add_ai(
            game_id_of(game_id), user_id_of(by_user), maybe(name_of, kind), moderator=flag_of(moderator)
        )

    async def remove_ai(
        self, game_id: int, by_user: int, seat: str | None = None, *, moderator: bool = False
    ) -> Outcome:
        """Remove the AI in `seat` (default: the last AI seat)."""
        return await self._lobby.remove_ai(
            game_id_of(game_id), user_id_of(by_user), maybe(name_of, seat), moderator=flag_of(moderator)
        )

    async def start(self, game_id: int, by_user: int, *, moderator: bool = False) -> Outcome:
        """Deal the game: a fresh seed from os.urandom, stored with the state; AI seats then play."""
        return await self._lobby.start(game_id_of(game_id), user_id_of(by_user), moderator=flag_of(moderator))

    # == play (bot/game/write/play.py) =============================================================
    async def act(
        self,
        game_id: int,
        user_id: int,
        action: Action,
        expected_seq: int,
        *,
        seat: str | None = None,
        locale: str = "en",
        locales: Mapping[int, str] | None = None,
        request_id: int | None = None,
    ) -> Outcome:
        """Apply `action` for the user's acting seat (or `seat`, for a user holding several), as seen at move
        `expected_seq`: a prompt spent by a later move of the seat is refused ("played"), one from a closed decision
        is stale. `request_id`: a typed request's own id (a redelivery of it is refused "played"). The outcome's
        `fanout` holds every view delivery needs, computed from the commit: the mover's in `locale`, each other user's
        in theirs (`locales`, else `locale`); None only when those views could not be made after the commit (the move
        is made all the same, and its outbox row tells the table)."""
        return await self._counted(
            game_id,
            self._play.act(
                game_id_of(game_id),
                user_id_of(user_id),
                action,  # checked as it is played (bot/game/base/inputs.py `action_of`)
                seq_of(expected_seq),
                seat=maybe(name_of, seat),
                locale=locale_of(locale),
                locales=maybe(locales_of, locales),
                request_id=maybe(request_id_of, request_id),
            ),
        )

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
        """Apply the user's legal action number `index` as listed at `expected_seq` (button custom_ids); `locales`
        and `request_id` as for `act`."""
        return await self._counted(
            game_id,
            self._play.act_index(
                game_id_of(game_id),
                user_id_of(user_id),
                index_of(index),
                seq_of(expected_seq),
                locale_of(locale),
                locales=maybe(locales_of, locales),
                request_id=maybe(request_id_of, request_id),
            ),
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
        """Play the game's request `name` (`Game.requests`) with its text fields and its seat fields (as user ids)
        for the user's acting seat, as read against the view of move `expected_seq`; `locales` and `request_id`
        as for `act`."""
        return await self._counted(
            game_id,
            self._play.act_request(
                game_id_of(game_id),
                user_id_of(user_id),
                name_of(name),
                fields_of(texts, text_of),
                fields_of(players, user_id_of),
                seq_of(expected_seq),
                locale_of(locale),
                locales=maybe(locales_of, locales),
                request_id=maybe(request_id_of, request_id),
            ),
        )

    async def _counted(self, game_id: int, move: Awaitable[Outcome]) -> Outcome:
        """A player's move, counted when metrics are on: applied by game kind, refused by `Refusal.code`."""
        metrics = self.metrics
        if metrics is None:
            return await move
        try:
            outcome = await move
        except Refusal as refusal:
            metrics.refused(await self._game_kind(game_id), refusal.code)
            raise
        except StoreError as error:
            metrics.database_error(error)
            raise
        metrics.applied(await self._game_kind(game_id))
        return outcome

    async def _game_kind(self, game_id: int) -> str:
        """The game's kind ("hanse") for a metric's label: from the cache the move just used, else one read."""
        live = self._tables.cached(game_id)
        if live is not None:
            return live.record.game
        try:
            record = await self.store.get_game(game_id)
        except Exception:  # a label is not worth a second failure
            return "unknown"
        return record.game if record is not None else "unknown"

    async def request_suggestions(
        self, game_id: int, user_id: int, name: str, field: str, typed: str, locale: str = "en"
    ) -> list[str]:
        """Completions of a request's text field as the user types it (an autocomplete), at most 25."""
        return await self._play.request_suggestions(
            game_id_of(game_id), user_id_of(user_id), name_of(name), name_of(field), text_of(typed), locale_of(locale)
        )

    async def told_live(self, game_id: int) -> None:
        """For a front end that tells everything as it happens (the terminal table): the game's outbox is told, so
        nothing waits in it (bot/game/table/outbox.py)."""
        await self.store.drop_outbox(game_id_of(game_id))

    async def ai_waiting(self) -> list[int]:
        """Running games in which the AI has a decision to make (read from the game rows, no state loaded): the ones a
        front end passes to `advance` at start, when a crash may have cut an AI turn short."""
        return await self._play.ai_waiting()

    async def search_due(self, game_id: int, timer_id: int) -> Outcome | None:
        """The game's search timer `timer_id` came due (bot/game/write/searches.py): the searching AI seat's move,
        committed on its own, and the quick AI seats' replies; None when its decision closed meanwhile."""
        return await self._searches.fired(game_id_of(game_id), timer_id_of(timer_id))

    async def next_search(self, game_id: int) -> Outcome | None:
        """For a front end that runs no scheduler (the terminal table): wait for the searching AI seat's move to come
        due and play it; None when no searching seat acts."""
        return await self._searches.play_next(game_id_of(game_id))

    async def close(self) -> None:
        """Stop the searches under way and the worker they run in (their timers stay, for the next start)."""
        await self._searches.close()

    async def advance(self, game_id: int) -> Outcome:
        """Let AI seats make the moves due now. Needed when a restart cut an AI turn short (the human move
        was committed, the AI replies not yet); `view` does it by itself, a front end may call it at start."""
        return await self._play.advance(game_id_of(game_id))

    # == look (bot/game/views.py) ==================================================================
    async def view(self, game_id: int, user_id: int | None, locale: str = "en") -> UserView:
        """What `user_id` may see now (the public view when they hold no seat) and their choices."""
        return await self._views.view(game_id_of(game_id), maybe(user_id_of, user_id), locale_of(locale))

    async def list_games(
        self, *, guild_id: int | None = None, user_id: int | None = None, finished: bool = False, limit: int = 25
    ) -> tuple[GameSummary, ...]:
        """Games in a guild and/or with a user's seat, newest first; running ones unless `finished`."""
        return await self._views.list_games(
            guild_id=maybe(guild_id_of, guild_id),
            user_id=maybe(user_id_of, user_id),
            finished=flag_of(finished),
            limit=amount_of(limit, LIST_LIMIT),
        )

    async def log(self, game_id: int, user_id: int | None = None) -> tuple[LogLine, ...]:
        """The game's log as `user_id` may see it: public events, plus their own seat's private ones (its lines are
        said by the front end, in its reader's language)."""
        return await self._views.log(game_id_of(game_id), maybe(user_id_of, user_id))

    async def log_page(self, game_id: int, user_id: int | None = None, *, page: int = 1, per_page: int = 25) -> LogPage:
        """One page of the game's log as `user_id` may see it (page 1: the newest rows); reads only that page."""
        # `page` is checked against the pages there are (bot/game/views.py); it reaches nothing before
        return await self._views.log_page(
            game_id_of(game_id), maybe(user_id_of, user_id), page, amount_of(per_page, PAGE_LIMIT)
        )

    async def turn_frames(self, game_id: int) -> tuple[Game, list[TurnFrame]]:
        """The game turn by turn as everyone may see it, for a timelapse (bot/game/history/timelapse.py)."""
        return await self._views.turn_frames(game_id_of(game_id))

    async def luck(self, game_id: int) -> tuple[Game, LuckReport]:
        """Each seat's luck so far against the average, from the seed and the log (bot/game/history/luck.py)."""
        return await self._views.luck(game_id_of(game_id))

    async def server_stats(self, guild_id: int) -> ServerStats:
        """Games played per game, and per player games played, won and their average time to move."""
        return await self._views.server_stats(guild_id_of(guild_id))

    async def recap(self, game_id: int) -> tuple[Game, Recap]:
        """The game's length, moves and each seat's luck, for the end-of-game post (bot/game/history/recap.py)."""
        return await self._views.recap(game_id_of(game_id))

    async def open_hands(self, game_id: int, turn: int) -> tuple[Game, OpenHands]:
        """Turn `turn` of a finished game with every seat's hand (docs/decisions/open-hands.md)."""
        # `turn` is clamped to the game's turns, once the game is known to be over (bot/game/views.py)
        return await self._views.open_hands(game_id_of(game_id), turn)

    async def replay_state(self, game_id: int) -> State:
        """Rebuild the current state from the seed and the log (audits, tests, bug reports)."""
        return await self._views.replay_state(game_id_of(game_id))

    async def digest(self, game_id: int, user_id: int, locale: str = "en") -> Digest:
        """What the user's seat missed since their last decision, and what they must decide now."""
        return await self._views.digest(game_id_of(game_id), user_id_of(user_id), locale_of(locale))

    async def verify(self, game_id: int) -> Verification:
        """Replay a finished game from its revealed seed and check every random draw (bot/game/history/verify.py).
        Refused while the game runs: the seed is secret until the end."""
        return await self._views.verify(game_id_of(game_id))

    def cached_games(self) -> int:
        return self._tables.cached_games()

    # == undo and draw (bot/game/write/consent.py) =================================================
    async def undo(
        self, game_id: int, user_id: int, *, moderator: bool = False, to_checkpoint: bool = False
    ) -> Outcome:
        """Ask for (or consent to) taking back a move; see docs/decisions/service.md for the rules.

        `to_checkpoint` goes all the way back to just after the last checkpoint instead of one move.
        """
        return await self._consent.undo(
            game_id_of(game_id), user_id_of(user_id), moderator=flag_of(moderator), to_checkpoint=flag_of(to_checkpoint)
        )

    async def decline_undo(self, game_id: int, user_id: int) -> Outcome:
        return await self._consent.decline_undo(game_id_of(game_id), user_id_of(user_id))

    async def offer_draw(self, game_id: int, user_id: int) -> Outcome:
        """Offer a draw, or agree to the one on the table. When every human player has agreed the game ends
        with all seats tied (result reason "draw_agreed"). A move in between withdraws the offer; AI players
        never agree, so a game with an AI seat cannot be drawn this way."""
        return await self._consent.offer_draw(game_id_of(game_id), user_id_of(user_id))

    async def decline_draw(self, game_id: int, user_id: int) -> Outcome:
        return await self._consent.decline_draw(game_id_of(game_id), user_id_of(user_id))

    # == moderation (bot/game/write/moderation.py) =================================================
    async def pause(self, game_id: int, by_user: int, *, moderator: bool = False, reason: str = "") -> Outcome:
        return await self._moderation.pause(
            game_id_of(game_id), user_id_of(by_user), moderator=flag_of(moderator), reason=text_of(reason)
        )

    async def resume(self, game_id: int, by_user: int, *, moderator: bool = False) -> Outcome:
        return await self._moderation.resume(game_id_of(game_id), user_id_of(by_user), moderator=flag_of(moderator))

    async def kick(self, game_id: int, by_user: int, user_id: int, *, moderator: bool = False) -> Outcome:
        """Remove a player: from a lobby, their seat goes; in a started game the guild's kick_policy decides."""
        return await self._moderation.kick(
            game_id_of(game_id), user_id_of(by_user), user_id_of(user_id), moderator=flag_of(moderator)
        )

    async def replace(self, game_id: int, by_user: int, seat: str, user_id: int, *, moderator: bool = False) -> Outcome:
        """Give `seat` (human, AI or left empty by a kick) to `user_id`."""
        return await self._moderation.replace(
            game_id_of(game_id), user_id_of(by_user), name_of(seat), user_id_of(user_id), moderator=flag_of(moderator)
        )

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
        return await self._moderation.end(
            game_id_of(game_id),
            user_id_of(by_user),
            moderator=flag_of(moderator),
            ranking=maybe(ranking_of, ranking),
            reason=text_of(reason),
        )

    async def resign(self, game_id: int, user_id: int) -> Outcome:
        """The player gives up their seat. With one other seat left the game ends and the others win
        (result reason "resigned"); with more, an AI plays the seat for the rest of the game."""
        return await self._moderation.resign(game_id_of(game_id), user_id_of(user_id))

    async def force(self, game_id: int, by_user: int, seat: str | None = None, *, moderator: bool = False) -> Outcome:
        """A moderator lets the AI play a pending decision now (`seat`, or every human seat that must act)."""
        return await self._moderation.force(
            game_id_of(game_id), user_id_of(by_user), maybe(name_of, seat), moderator=flag_of(moderator)
        )

    async def set_guild_setting(self, guild_id: int, key: str, value: str) -> dict[str, Any]:
        """Change one guild setting (the front end checks the caller may)."""
        return await self._settings.set(guild_id_of(guild_id), name_of(key), name_of(value))

    # == standing orders (bot/game/write/orders.py) ================================================
    async def set_order(self, game_id: int, user_id: int, kind: str, on: bool = True) -> Outcome:
        """Give (or with `on` False cancel) the player's standing order of `kind` ("pass for me"); a prompt of that
        kind waiting for them now is answered at once."""
        return await self._orders.set(game_id_of(game_id), user_id_of(user_id), name_of(kind), flag_of(on))

    async def pass_until_turn(self, game_id: int, user_id: int, on: bool = True, seat: str | None = None) -> Outcome:
        """Pass for the player in every window until their turn (with `on` False: stop); a window waiting for them
        now is answered at once. `seat`: only this one of their seats (a hot seat's player at the terminal)."""
        chosen = None if seat is None else name_of(seat)
        return await self._orders.until_turn(game_id_of(game_id), user_id_of(user_id), flag_of(on), chosen)

    async def passes_until_turn(self, game_id: int, user_id: int) -> bool:
        """Whether the player's order "pass in every window until my turn" stands."""
        return await self._orders.passing(game_id_of(game_id), user_id_of(user_id))

    async def orders(self, game_id: int, user_id: int) -> tuple[str, ...]:
        """The kinds of standing order the player has in this game (theirs alone to see)."""
        return await self._orders.mine(game_id_of(game_id), user_id_of(user_id))

    async def order_kinds(self, game_id: int, locale: str = "en") -> Mapping[str, str]:
        """The game's kinds of standing order, with their names in `locale`."""
        return await self._orders.kinds(game_id_of(game_id), locale_of(locale))

    # == deadlines (bot/game/write/timeouts.py) ====================================================
    async def set_deadline(
        self, game_id: int, by_user: int, due_at: float | None, *, moderator: bool = False
    ) -> Outcome:
        """Set (or with None clear) the pending decision's deadline; timers are stored for the scheduler."""
        return await self._timeouts.set_deadline(
            game_id_of(game_id), user_id_of(by_user), maybe(moment_of, due_at), moderator=flag_of(moderator)
        )

    async def set_deadline_rules(
        self,
        game_id: int,
        by_user: int,
        deadline: DeadlineOverrides,
        *,
        moderator: bool = False,
    ) -> Outcome:
        """Change a running game's deadline period, policy, reminders or forfeit count (the settings `deadline`
        gives; the others stay as they are); the pending decision gets a fresh deadline under the new rules."""
        return await self._timeouts.set_deadline_rules(
            game_id_of(game_id), user_id_of(by_user), overrides_of(deadline), moderator=flag_of(moderator)
        )

    async def deadline_passed(self, game_id: int, due: float | None = None) -> Outcome | None:
        """Called by the scheduler when a "deadline" timer is due (`due`: the deadline it was set for).

        Returns None for a stale timer (the game's deadline moved on since). Otherwise the game's policy
        applies to every human seat still to act (docs/decisions/service.md), and the next decision gets a
        fresh deadline.
        """
        return await self._timeouts.deadline_passed(game_id_of(game_id), maybe(moment_of, due))

    async def remind(self, game_id: int, due: float, timer_id: int | None = None) -> Outcome | None:
        """The reminder timer `timer_id` for the deadline `due` is due: who must still decide (None if stale, claimed
        already or nobody), recorded in the outbox with the claim."""
        return await self._timeouts.remind(game_id_of(game_id), moment_of(due), maybe(timer_id_of, timer_id))

    # == away (bot/game/write/away.py) =============================================================
    async def away(self, user_id: int, until: float, mode: AwayMode = "ai") -> tuple[Outcome, ...]:
        """The player is away until `until`: the AI plays their seats (mode "ai") or their deadlines wait
        (mode "extend"), in every running game. Returns what changed per game (AI moves made for them now).
        Away's methods check their own arguments (bot/game/write/away.py)."""
        return await self._away.away(user_id, until, mode)

    async def back(self, user_id: int) -> tuple[Outcome, ...]:
        """The player is back: their seats are theirs again."""
        return await self._away.back(user_id)

    async def away_until(self, user_id: int) -> AwayRecord | None:
        return await self._away.away_until(user_id)
