"""The declared game surface: one base class that every game extends, with each optional hook and its default.

A game subclass fills in what only it knows (its state, who acts, its legal actions, what an action does, its
views, texts and encoding) and inherits the contract plumbing of shared/design/ENGINE.md, written once here:

- `setup` checks the player count and the options, then calls `new_state` with every option resolved;
- `apply` refuses in a fixed order (game over, not a player, not acting, not a legal action) and hands
  `play` the game's own legal action, matched type-strictly (`0`, `0.0`, `False` and `"0"` are different);
- `view` builds the envelope around `public_view` and `private_view`;
- `describe` and `narrate` fall back to English for a locale the game does not have;
- `acting`, `legal_actions` and `encode` are remembered for the last state asked about, so that a caller who lists the
  legal actions and then applies one of them does not make the engine build the list again. States are
  immutable, so "the same state" is object identity, and the memo keeps that state alive while it is used.

The hooks a game implements, and those it may override with their defaults, are catalogued once, here: `HOOKS`
(docs/adding-a-game.md's tables are checked against it, tests/rules/test_hooks.py).
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from rules.contract import (
    Action,
    DecisionKind,
    Event,
    Game,
    IllegalAction,
    Luck,
    Option,
    Player,
    Request,
    Result,
    Shortcut,
    Step,
    View,
    check_player_count,
    resolve_options,
)
from rules.envelope import view_envelope
from rules.i18n import SeatNames, catalog, mark
from rules.search import win_shares

S = TypeVar("S")


IDENTITY = ("id", "title", "min_players", "max_players")
"""What every game sets: its id (stored data and commands use it), its English title, its player counts."""

PLUMBING = (
    "setup",
    "acting",
    "legal_actions",
    "apply",
    "match",
    "view",
    "language",
    "describe",
    "narrate",
    "can_determinize",
    "encode",
)
"""The contract written once in `GameBase` for every game: never overridden."""

HOOKS: Mapping[str, str] = MappingProxyType(
    {
        # -- what every game implements (the abstract methods) --
        "new_state": "required: the first state, from the seats, the seed and every option resolved",
        "seats_of": "required: the seats in table order",
        "seq_of": "required: how many actions were applied",
        "who_acts": "required: the seats with a decision pending, in table order (empty exactly when over)",
        "legal_now": "required: the legal actions of an acting seat (small lists: compound choices are split)",
        "play": "required: the Step of one of the game's own legal actions; the state is never mutated",
        "is_over": "required: whether the game is over",
        "result": "required: the Result of a finished game (ranking, scores, reason)",
        "secrets": "required: the instance ids only one seat (or no seat) may see (ENGINE.md, Hidden information)",
        "public_view": "required: the view everyone may see, plain JSON",
        "private_view": "required: what only `seat` may see besides, plain JSON",
        "encode_state": "required: compact JSON text of a state; decode(encode(s)) behaves exactly like s",
        "decode": "required: the state an encoding holds",
        "describe_action": "required: an action's label for a player, in one of `locales`",
        "narrate_event": "required: one sentence telling an event, in one of `locales`",
        # -- what a game may override (the default in brackets) --
        "options": "the Options players may set, never a test hook [none]",
        "locales": "the languages its texts exist in; describe and narrate fall back to English [en]",
        "ai_players": "its AI kinds by name, e.g. heuristic; rules/players.py adds random to every game [none]",
        "upgrade_encoding": "a stored encoding moved up to this build's shape, for replays checked against it [as is]",
        "timeout_action": "the move the rules prescribe when a seat's deadline passes; the AI chooses otherwise [None]",
        "decision_kind": "decision, reaction or negotiation, from public facts only: per-kind deadlines [decision]",
        "internal_ids": "the ids (card kinds, places, reason keys) no text for a player may show [none]",
        "candidates": "the legal actions an action could be, narrowed by its type [every legal action]",
        "explain": "why an action is not legal, in one sentence (a marked text or a Reason) [a generic sentence]",
        "why_not_acting": "why a seat that does not act now cannot move, in one sentence [It is not your turn.]",
        "title_in": "the game's name as published in a locale [the title, in the game's catalog]",
        "reason_text": "why the game ended, in words (a reason may be a key) [the reason, in the game's catalog]",
        "rules_summary": "the rules in short, as (heading, text) sections, numbers following the options [none]",
        "hint": "what one legal action does, for a player learning the game [none: its label says it]",
        "shortcuts": "chains of single legal actions a front end may offer as one choice (fly to) [none]",
        "requests": "moves too rich for a list of choices (an offer of cards), declared with their fields [none]",
        "request_steps": "the single legal actions a request with these field values is, or a refusal [no request]",
        "open_requests": "the requests worth mentioning to a seat now [every request, to a seat that acts]",
        "request_suggestions": "completions of a text field of a request as it is typed (autocomplete) [none]",
        "luck": "what a public event of chance gave a seat against its average [no event is luck]",
        "determinize": "a full state consistent with one seat's view, the unseen sampled: the search AI's [none]",
        "evaluate": "each seat's share of a win, estimated mid-game for the search AI's cut-short playouts [equal]",
        "standing_orders": "the kinds of prompt a player may have the bot answer in advance [none]",
        "standing_order": "the standing-order kind of the prompt a seat faces now, from public facts [None]",
        "standing_answer": "the bot's answer for a standing order, legal and blind to hidden cards [the first action]",
        "order_name": "a standing-order kind's name for players [the kind]",
        "choices_may_hide": "whether a seat's choices now may depend on what only it knows; False is checked [True]",
        "turn_of": "the seat whose turn it is, from public facts; an order 'until my turn' ends then [None]",
        "notice_group": "the public stretch of play within which reaction prompts are told once [None]",
        "deadline_shares": "the share of the table's deadline each decision kind gets [all of it]",
        "ranking_follows_scores": "whether the kit may expect the ranking to follow the scores [True]",
        "conformance_max_actions": "the random actions after which the kit calls a playout endless [20,000]",
        "conformance_seed_share": "the share of the kit's seed count the game runs, at least one [1.0]",
        "conformance_options": "the option sets the kit plays its seeds with [the defaults]",
        "test_support": "the module of its test-only hooks (forced dice, rigged draws); never an option [None]",
        "test_hooks": "the names of its test-only hooks in that module [none]",
    }
)
"""Every hook of `GameBase`, with what it says: "required: ..." for the ones every game implements, else the meaning
and, in brackets, the default."""

NO_OPTIONS: Mapping[str, Option] = MappingProxyType({})


def same_value(a: Any, b: Any) -> bool:
    """Equality that also compares types, all the way down: 0, 0.0, False and "0" are four different values."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return len(a) == len(b) and all(key in b and same_value(value, b[key]) for key, value in a.items())
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(map(same_value, a, b))
    return bool(a == b)


def same_encoding(first: str, second: str) -> bool:
    """Equal encoded states, up to the order of keys in JSON objects (a state rebuilt from the log may spell
    a copied action with its keys in the store's sorted order); values compare type-strictly (`0` is not
    `false`), as actions do."""
    if first == second:
        return True
    try:
        return same_value(json.loads(first), json.loads(second))
    except json.JSONDecodeError:
        return False


def same_state(game: Game, replayed: str, stored: str) -> bool:
    """A replayed state is the stored one: equal encodings, or equal once the stored one is moved up to this build's
    shape (`upgrade_encoding`: a state stored before its game's encoding changed shape)."""
    if same_encoding(replayed, stored):
        return True
    try:
        return same_encoding(replayed, game.upgrade_encoding(stored))
    except ValueError:  # not a state this build can read (not JSON, a newer version): not the same state
        return False


def same_action(legal: Action, given: object) -> bool:
    """Whether `given` is exactly the legal action `legal` (same keys, same values of the same types)."""
    # dict equality is cheap and rules out almost every candidate; types are compared only for a match
    return legal == given and same_value(legal, given)


class GameBase(ABC, Generic[S]):
    """One game behind the contract. Subclasses set the identity fields and implement the abstract hooks."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, Option] = NO_OPTIONS
    locales: tuple[str, ...] = ("en",)
    ranking_follows_scores: bool = True
    conformance_max_actions: int = 20_000
    conformance_seed_share: float = 1.0
    conformance_options: tuple[Mapping[str, Any], ...] = ({},)
    test_support: str | None = None
    test_hooks: tuple[str, ...] = ()
    requests: tuple[Request, ...] = ()
    standing_orders: tuple[str, ...] = ()
    deadline_shares: Mapping[str, float] = MappingProxyType({})

    def __init__(self) -> None:
        self.ai_players: dict[str, Player] = {}
        self._acting_memo: tuple[object, tuple[str, ...]] | None = None
        self._legal_memo: tuple[object, str, tuple[Action, ...]] | None = None
        self._encode_memo: tuple[object, str] | None = None

    # -- what every game implements -----------------------------------------------------------------
    @abstractmethod
    def new_state(self, seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> S:
        """The first state, for a checked seat list and every option resolved to its value."""

    @abstractmethod
    def seats_of(self, state: S) -> tuple[str, ...]:
        """The seats of the game, in table order."""

    @abstractmethod
    def seq_of(self, state: S) -> int:
        """How many actions have been applied."""

    @abstractmethod
    def who_acts(self, state: S) -> tuple[str, ...]:
        """The seats with a decision pending, in table order (what `acting` returns)."""

    @abstractmethod
    def legal_now(self, state: S, seat: str) -> list[Action]:
        """The legal actions of `seat`, which is acting (what `legal_actions` returns)."""

    @abstractmethod
    def play(self, state: S, seat: str, action: Action) -> Step:
        """Apply `action`, one of the game's own legal action dicts for the acting `seat`; never mutate `state`."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result: ...

    @abstractmethod
    def public_view(self, state: S) -> dict[str, Any]:
        """What everyone may see: the view's "public" part."""

    @abstractmethod
    def private_view(self, state: S, seat: str) -> dict[str, Any]:
        """What only `seat` may see: the view's "private" part."""

    @abstractmethod
    def secrets(self, state: S) -> dict[str | None, set[str]]: ...

    @abstractmethod
    def encode_state(self, state: S) -> str:
        """Compact JSON text of `state` (what `encode` returns, remembered)."""

    @abstractmethod
    def decode(self, text: str) -> S: ...

    def upgrade_encoding(self, text: str) -> str:
        """The same state's encoding in this build's shape: an encoding an earlier build wrote, moved up to the
        version this build writes (unchanged for a game whose encoding never changed shape). Only the shape changes:
        anything else in the text stays as it is, so a tampered state stays tampered."""
        return text

    @abstractmethod
    def describe_action(self, state: S, seat: str, action: Action, locale: str, names: Mapping[str, str]) -> str:
        """The label of `action` in `locale`, one of `locales`; `names[seat]` names any seat it mentions (the
        player's name where the caller knows it, else "Player N": rules/i18n.py SeatNames)."""

    @abstractmethod
    def narrate_event(self, event: Event, locale: str, names: Mapping[str, str]) -> str:
        """One sentence telling `event` in `locale`, one of `locales`; seats named through `names[seat]`."""

    # -- hooks with a default -----------------------------------------------------------------------
    def timeout_action(self, state: S, seat: str) -> Action | None:
        """The move the rules prescribe when `seat`'s deadline passes; None lets the bot's AI choose."""
        return None

    def decision_kind(self, state: S, seat: str) -> DecisionKind:
        """The kind of decision `seat` faces now (only asked for acting seats)."""
        return "decision"

    def internal_ids(self) -> frozenset[str]:
        """Internal ids (card kinds, places, reason keys) that no text for a player may show."""
        return frozenset()

    def candidates(self, state: S, seat: str, action: Action) -> Iterable[Action]:
        """The legal actions that `action` might be; by default all of them."""
        return self.legal_now(state, seat)

    def explain(self, state: S, seat: str, action: object) -> str:
        """Why `action` is not legal for the acting `seat`, in one sentence."""
        return mark("That action is not possible now.")

    def title_in(self, locale: str) -> str:
        """The game's name as published in `locale` (German "Perry Rhodan: Die Kosmische Hanse"): by default `title`
        translated in the game's catalog. `title` itself stays the English name, for ids, logs and stored data."""
        return catalog(self.id).tr(locale, self.title)

    def reason_text(self, reason: str, locale: str) -> str:
        """Why the game ended (`Result.reason`), in words for players in `locale`: by default the reason itself
        translated in the game's catalog (a game whose reasons are keys, not marked texts, says them here)."""
        return catalog(self.id).tr(locale, reason)

    def rules_summary(self, locale: str, options: Mapping[str, Any] | None = None) -> tuple[tuple[str, str], ...]:
        """The game's rules in short, as (heading, text) sections in `locale`, for `/game rules` and the terminal
        table; empty when the game has none (the front end then shows players, options and how to play). `options`
        are the game's options (None: the defaults), so that a summary can say the table's numbers."""
        return ()

    def hint(self, state: S, seat: str, action: Action, locale: str = "en") -> str:
        """What `action` (legal for `seat` now) does, for a player learning the game; "" when its label says it."""
        return ""

    def shortcuts(self, state: S, seat: str, locale: str = "en") -> tuple[Shortcut, ...]:
        """Chains of single legal actions to offer as one choice; none by default."""
        return ()

    def request_steps(
        self, state: S, seat: str, name: str, values: Mapping[str, str], locale: str = "en"
    ) -> tuple[Action, ...]:
        """The single legal actions that request `name` with these field values is, one after the other;
        IllegalAction (one sentence in `locale`) when it cannot be made now. No game has requests by default."""
        raise IllegalAction(mark("This game has no such request."))

    def open_requests(self, state: S, seat: str) -> tuple[str, ...]:
        """The requests worth mentioning to `seat` now; by default every request, to a seat that acts."""
        return tuple(r.name for r in self.requests) if seat in self.acting(state) else ()

    def request_suggestions(
        self, state: S, seat: str, name: str, field: str, typed: str, locale: str = "en"
    ) -> list[str]:
        """Completions of what `seat` is typing into text field `field` of request `name`; none by default."""
        return []

    def luck(self, event: Event) -> Luck | None:
        """The luck in a public event of chance; by default no event is luck."""
        return None

    def determinize(self, view: Mapping[str, Any], seat: str, rand: random.Random) -> S:
        """A full state consistent with everything `seat` may know (its view `view`), what it cannot see sampled with
        `rand`: the search player's only way into a state (rules/search.py). Built from the view alone, never from
        the true state or the stored log. A game without it offers no search player."""
        raise NotImplementedError(f"{self.id} cannot sample what a seat does not see")

    def can_determinize(self) -> bool:
        """Whether the game samples hidden information (`determinize`), so that a search player can play it."""
        return type(self).determinize is not GameBase.determinize

    def evaluate(self, state: S) -> dict[str, float]:
        """Each seat's share of a win, for the search player's playouts: a finished game's win shares (1/k to each of
        k winners; nothing to anyone when no one won), an unfinished one's estimate; by default equal shares."""
        seats = self.seats_of(state)
        if not self.is_over(state):
            return dict.fromkeys(seats, 1.0 / len(seats))
        return win_shares(self.result(state).ranking, seats)

    def standing_order(self, state: S, seat: str) -> str | None:
        """The standing-order kind of the prompt `seat` faces now; no game has standing orders by default."""
        return None

    def standing_answer(self, state: S, seat: str) -> Action:
        """What the bot answers for a standing order: the seat's first legal action unless the game says otherwise."""
        return self.legal_actions(state, seat)[0]

    def order_name(self, kind: str, locale: str) -> str:
        """A standing-order kind's name for players."""
        return kind

    def choices_may_hide(self, state: S, seat: str) -> bool:
        """Whether the seat's choices now may depend on what only it knows: by default they may, so a single choice
        is asked like any other (rules/contract.py)."""
        return True

    def turn_of(self, state: S) -> str | None:
        """The seat whose turn it is (public); None by default: no standing order waits for a turn."""
        return None

    def notice_group(self, state: S) -> str | None:
        """The public stretch of play within which reaction prompts are told once; None: each is told."""
        return None

    def why_not_acting(self, state: S, seat: str) -> str:
        """Why a seat of the game that is not acting now cannot move, in one sentence."""
        return mark("It is not your turn.")

    # -- the contract, done once ----------------------------------------------------------------------
    def setup(self, seats: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> S:
        check_player_count(self.id, seats, self.min_players, self.max_players)
        return self.new_state(tuple(seats), seed, resolve_options(self.options, options))

    def encode(self, state: S) -> str:
        """`encode_state`, remembered for the last state encoded (by identity, as `acting` is): a move's state is
        encoded for the log, the version check and the outbox alike."""
        memo = self._encode_memo
        if memo is not None and memo[0] is state:
            return memo[1]
        text = self.encode_state(state)
        self._encode_memo = (state, text)
        return text

    def acting(self, state: S) -> tuple[str, ...]:
        memo = self._acting_memo
        if memo is not None and memo[0] is state:
            return memo[1]
        seats = self.who_acts(state)
        self._acting_memo = (state, seats)
        return seats

    def legal_actions(self, state: S, seat: str) -> list[Action]:
        memo = self._legal_memo
        if memo is not None and memo[0] is state and memo[1] == seat:
            return list(memo[2])
        if seat not in self.acting(state):
            return []
        legal = self.legal_now(state, seat)
        self._legal_memo = (state, seat, tuple(legal))
        return legal

    def apply(self, state: S, seat: str, action: Action) -> Step:
        if seat in self.acting(state):  # the usual case first: nobody acts once the game is over
            return self.play(state, seat, self.match(state, seat, action))
        if self.is_over(state):
            raise IllegalAction(mark("The game is over."))
        if seat not in self.seats_of(state):
            raise IllegalAction(mark("You are not playing in this game."))
        raise IllegalAction(self.why_not_acting(state, seat))

    def match(self, state: S, seat: str, action: object) -> Action:
        """The game's own legal action that `action` is exactly, for the acting `seat`; IllegalAction if none."""
        if isinstance(action, dict):
            memo = self._legal_memo
            pool: Iterable[Action]
            if memo is not None and memo[0] is state and memo[1] == seat:
                pool = memo[2]
            else:
                pool = self.candidates(state, seat, action)
            for legal in pool:
                # callers mostly hand back one of the dicts legal_actions gave them: that one is itself
                if legal is action or same_action(legal, action):
                    return legal
        raise IllegalAction(self.explain(state, seat, action))

    def view(self, state: S, seat: str | None) -> View:
        if seat is not None and seat not in self.seats_of(state):
            raise ValueError(f"{seat!r} is not a seat of this game.")
        private: Callable[[], dict[str, Any]] = lambda: self.private_view(state, seat or "")  # noqa: E731
        return view_envelope(
            self.id, self.seq_of(state), self.acting(state), self.is_over(state), self.public_view(state), seat, private
        )

    def language(self, locale: str) -> str:
        """`locale` if the game's texts exist in it, else English."""
        return locale if locale in self.locales else "en"

    def describe(
        self, state: S, seat: str, action: Action, locale: str = "en", names: Mapping[str, str] | None = None
    ) -> str:
        language = self.language(locale)
        return self.describe_action(state, seat, action, language, SeatNames(names, language))

    def narrate(self, event: Event, locale: str = "en", names: Mapping[str, str] | None = None) -> str:
        language = self.language(locale)
        return self.narrate_event(event, language, SeatNames(names, language))
