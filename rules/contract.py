"""The rules-engine contract (shared/design/ENGINE.md): the names every layer outside `rules/` relies on.

ENGINE.md's names are kept as they are. The additions every game declares (`narrate`, `secrets`, `ai_players`,
`timeout_action`, `decision_kind`, requests, standing orders, ...) are on `rules.base.GameBase`, each with its default,
so callers use them directly and never probe for them; they are catalogued once, with their meanings and defaults, in
rules/base.py `HOOKS`.

Actions are compared type-strictly: an action is legal when it equals a legal action with every value of
the same type (`0`, `0.0`, `False` and `"0"` are four different values; rules/base.py `same_action`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from rules.i18n import WordedError

State = Any
"""A game's own state object. Opaque outside its rules package; only views leave the engine."""

Action = dict[str, Any]
"""A plain JSON-able dict with a "type" key. Two actions are the same when the dicts are equal."""

Event = dict[str, Any]
"""A JSON-able dict with "type" and "to" (None for everyone, or the list of seats that may see it)."""

View = dict[str, Any]
"""What one seat (or, for None, everyone) may know, as plain JSON data."""


DecisionKind = Literal["decision", "reaction", "negotiation"]
"""The kind of decision a seat faces now (`Game.decision_kind`)."""

DECISION_KINDS: tuple[DecisionKind, ...] = ("decision", "reaction", "negotiation")


class IllegalAction(ValueError):
    """An action that is not legal now. The message is one sentence a player can read."""


class SetupError(WordedError):
    """A bad player count, unknown option or bad option value. The message says what is allowed, in any language
    (`error.say(locale)`; rules/i18n.py WordedError)."""


@dataclass(frozen=True)
class Step:
    """What `apply` returns: the new state, the events that narrate it, and whether undo may cross it."""

    state: State
    events: list[Event] = field(default_factory=list)
    checkpoint: bool = False


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game. `ranking` groups tied seats, best first."""

    ranking: list[list[str]]
    scores: dict[str, int | float]
    reason: str


@dataclass(frozen=True)
class Luck:
    """What one event of chance gave `seat`: `value` against its average `mean` and standard deviation `spread`
    (> 0), all in the same unit (energy, successes), so that players' luck can be added up and compared."""

    seat: str
    value: float
    mean: float
    spread: float


@dataclass(frozen=True)
class Shortcut:
    """Several single actions a front end may offer as one choice (`Game.shortcuts`): `label` names the whole
    chain, `actions` are legal one after the other from the state it was made for, `hint` explains it."""

    label: str
    actions: tuple[Action, ...]
    hint: str = ""


@dataclass(frozen=True)
class RequestField:
    """One thing a request asks for: `kind` "text" (words the game reads, such as "ore, ore, food") or "seat" (one
    of the other players, which a front end lets the player pick). `help` is a few words of English."""

    name: str
    help: str
    kind: Literal["text", "seat"] = "text"
    required: bool = True


@dataclass(frozen=True)
class Request:
    """A move too rich for a list of choices, asked for in one go (`Game.requests`): an offer of cards, say. A front
    end collects its fields (a slash command named `name`, a line at the terminal) and plays the single actions
    `Game.request_steps` turns them into, each an ordinary logged move.

    A name of two words is one of a group: "deal propose" is the subcommand `/deal propose`, and `group_help` says
    what the group is for (every request of the group carries the same)."""

    name: str
    help: str
    fields: tuple[RequestField, ...]
    group_help: str = ""

    @property
    def words(self) -> tuple[str, ...]:
        """The name's words: the command (and the subcommand of a group)."""
        return tuple(self.name.split())


@dataclass(frozen=True)
class Option:
    """One game option: its default, the values allowed, and a help text for players.

    `choices` lists the allowed values when they are few; otherwise `kind` (int, bool or str) and, for
    ints, the inclusive `minimum`/`maximum` bound them. `labels`, one per choice, are the words a player reads for
    them (in English, marked for the game's catalog like `help`); without them, a choice is shown as its value.
    """

    default: Any
    help: str
    kind: type = int
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    labels: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.labels is not None and (self.choices is None or len(self.labels) != len(self.choices)):
            raise ValueError("an option's labels name its choices, one each")

    def label(self, value: Any) -> str:
        """The words for choice `value` (English; the game's catalog translates them), else the value itself."""
        if self.labels is not None and self.choices is not None and value in self.choices:
            return self.labels[self.choices.index(value)]
        return str(value)

    def check(self, name: str, value: Any) -> Any:
        """Return `value` if it is allowed for option `name`, else raise SetupError saying what is."""
        if self.choices is not None:
            if value not in self.choices:
                allowed = ", ".join(str(c) for c in self.choices)
                raise SetupError(
                    "Option “{name}” must be one of {allowed}, not “{value}”.", name=name, allowed=allowed, value=value
                )
            return value
        # bool is a subclass of int: keep them apart so that True is not a valid round count.
        if type(value) is not self.kind:
            if self.kind is bool:
                raise SetupError("Option “{name}” must be true or false, not “{value}”.", name=name, value=value)
            if self.kind is int:
                raise SetupError("Option “{name}” must be a whole number, not “{value}”.", name=name, value=value)
            raise SetupError("Option “{name}” must be a text, not “{value}”.", name=name, value=value)
        number: Any = value
        if self.minimum is not None and number < self.minimum:
            raise SetupError(
                "Option “{name}” must be at least {minimum}, not {value}.", name=name, minimum=self.minimum, value=value
            )
        if self.maximum is not None and number > self.maximum:
            raise SetupError(
                "Option “{name}” must be at most {maximum}, not {value}.", name=name, maximum=self.maximum, value=value
            )
        return value


def resolve_options(declared: Mapping[str, Option], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Merge `given` over the defaults of `declared`, refusing unknown keys and bad values."""
    given = dict(given or {})
    unknown = sorted(set(given) - set(declared))
    if unknown:
        if not declared:
            raise SetupError("This game has no options, so “{name}” cannot be set.", name=unknown[0])
        known = ", ".join(sorted(declared))
        raise SetupError("There is no option “{name}”; the options are: {known}.", name=unknown[0], known=known)
    return {name: opt.check(name, given[name]) if name in given else opt.default for name, opt in declared.items()}


def check_player_count(game_id: str, seats: Sequence[str], minimum: int, maximum: int) -> None:
    """Raise SetupError unless `seats` is a duplicate-free list of an allowed length."""
    if len(set(seats)) != len(seats):
        raise SetupError("Each seat name must be unique.")
    if not minimum <= len(seats) <= maximum:
        if minimum == maximum:
            raise SetupError("This game needs {needed} players, not {count}.", needed=minimum, count=len(seats))
        raise SetupError(
            "This game needs {minimum} to {maximum} players, not {count}.",
            minimum=minimum,
            maximum=maximum,
            count=len(seats),
        )


@runtime_checkable
class Game(Protocol):
    """One game behind the contract. See shared/design/ENGINE.md for the meaning of every method."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, Option]

    def setup(self, seats: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State: ...

    def acting(self, state: State) -> tuple[str, ...]: ...

    def legal_actions(self, state: State, seat: str) -> list[Action]: ...

    def apply(self, state: State, seat: str, action: Action) -> Step: ...

    def view(self, state: State, seat: str | None) -> View: ...

    def is_over(self, state: State) -> bool: ...

    def result(self, state: State) -> Result: ...

    def encode(self, state: State) -> str: ...

    def decode(self, text: str) -> State: ...

    def upgrade_encoding(self, text: str) -> str:
        """The same state's encoding in this build's shape (an earlier build's encoding moved up to this version)."""
        ...

    def describe(
        self, state: State, seat: str, action: Action, locale: str = "en", names: Mapping[str, str] | None = None
    ) -> str:
        """The label of `action`; `names` (seat -> a player's name) names the seats it mentions, where known."""
        ...

    def secrets(self, state: State) -> dict[str | None, set[str]]: ...

    def narrate(self, event: Event, locale: str = "en", names: Mapping[str, str] | None = None) -> str:
        """One sentence telling what an event says, for logs and channel posts (extension of ENGINE.md); `names`
        as for `describe`."""
        ...

    # -- declared hooks (see the module docstring; rules/base.py gives their defaults) -----------------
    # read-only here, so that a game may declare them as plain class attributes of narrower types
    @property
    def ai_players(self) -> Mapping[str, Player]: ...

    @property
    def locales(self) -> tuple[str, ...]: ...

    @property
    def ranking_follows_scores(self) -> bool: ...

    @property
    def conformance_max_actions(self) -> int: ...

    @property
    def conformance_seed_share(self) -> float: ...

    @property
    def conformance_options(self) -> tuple[Mapping[str, Any], ...]: ...

    @property
    def test_support(self) -> str | None: ...

    @property
    def test_hooks(self) -> tuple[str, ...]: ...

    def timeout_action(self, state: State, seat: str) -> Action | None: ...

    def decision_kind(self, state: State, seat: str) -> DecisionKind: ...

    def internal_ids(self) -> frozenset[str]: ...

    def rules_summary(self, locale: str, options: Mapping[str, Any] | None = None) -> tuple[tuple[str, str], ...]: ...

    def title_in(self, locale: str) -> str: ...

    def reason_text(self, reason: str, locale: str) -> str: ...

    def hint(self, state: State, seat: str, action: Action, locale: str = "en") -> str: ...

    def shortcuts(self, state: State, seat: str, locale: str = "en") -> tuple[Shortcut, ...]: ...

    @property
    def requests(self) -> tuple[Request, ...]: ...

    @property
    def deadline_shares(self) -> Mapping[str, float]: ...

    def request_steps(
        self, state: State, seat: str, name: str, values: Mapping[str, str], locale: str = "en"
    ) -> tuple[Action, ...]: ...

    def open_requests(self, state: State, seat: str) -> tuple[str, ...]: ...

    def request_suggestions(
        self, state: State, seat: str, name: str, field: str, typed: str, locale: str = "en"
    ) -> list[str]: ...

    def luck(self, event: Event) -> Luck | None: ...

    def determinize(self, view: Mapping[str, Any], seat: str, rand: random.Random) -> State: ...

    def can_determinize(self) -> bool: ...

    def evaluate(self, state: State) -> dict[str, float]: ...

    @property
    def standing_orders(self) -> tuple[str, ...]: ...

    def standing_order(self, state: State, seat: str) -> str | None: ...

    def standing_answer(self, state: State, seat: str) -> Action: ...

    def order_name(self, kind: str, locale: str) -> str: ...

    def choices_may_hide(self, state: State, seat: str) -> bool: ...

    def turn_of(self, state: State) -> str | None: ...

    def notice_group(self, state: State) -> str | None: ...


class Player(Protocol):
    """An AI: chooses one of `legal` for the seat whose view is `view` (rules/players.py has the kinds)."""

    name: str

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action: ...
