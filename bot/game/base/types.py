"""What the game service hands back: plain frozen dataclasses that front ends only format and deliver.

- `Outcome`: what a changing call did. `kind` names the call's effect (`OutcomeKind`). `moves` are the actions
  applied (the caller's and the AI seats' that followed, in order); `public_events` go to the channel;
  `private_events[seat]` only to that seat's player; `acting` / `acting_users` say who must act now; `turn_passed`
  is True when the set of acting seats changed; `new_holders` are the users who newly hold a seat that acts now
  through a seat change (/mod replace, /back): they start to act though the acting seats may be the same, and are
  told as any player who starts to act; `seq` is the game's new seq (what fresh prompts must carry); `result` is set
  once over. `seed_hash` is the SHA-256 of the seed announced at the start (bot/game/history/verify.py); `seed` is None
  until the game is over or abandoned, then the seed itself. `deadline_at` is the pending decision's deadline (None:
  none). For kind "reminder", `acting_users` are the players to remind.
- `UserView`: what one user may see of a game now (the rules' view for their seat, or the public view
  for a spectator) and the actions they may take, each with its index and a label.
- `GameSummary`, `LogLine`: listings, without any hidden information.
- `Refusal`: raised for anything a user asked that cannot be done; its message is one sentence to show
  as is, and `code` lets a front end react (e.g. "stale" -> send a fresh prompt). A refused call leaves
  the game unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from bot.game.base.phrases import Naming, Sayable, phrase
from bot.store.base import GameStatus, SeatRecord
from rules.contract import Action, Event, Result, View
from rules.i18n import TEXT

RefusalCode = Literal[
    "not_found",
    "unknown_game",
    "setup",
    "not_seated",
    "not_your_turn",
    "stale",
    "played",
    "malformed",
    "illegal",
    "paused",
    "over",
    "lobby",
    "started",
    "full",
    "already_seated",
    "forbidden",
    "nothing_to_undo",
    "nothing_to_decline",
    "vacant_seat",
    "busy",
    "bad_setting",
    "bad_time",
    "not_acting",
    "not_over",
    "not_away",
    "bad_page",
]


class Refusal(ValueError):
    """A request the service will not carry out, in one sentence: `refusal.say(locale, naming)` in the reader's
    language (`str(refusal)` and `message` are the English, for logs). `message` is a literal text of the
    "starmail" catalog with `values` for its placeholders (bot/game/base/phrases.py), or words already made."""

    def __init__(self, message: str | Sayable, code: RefusalCode, /, **values: Any) -> None:
        said: Sayable = phrase(message, **values) if isinstance(message, str) else message
        super().__init__(str(said))
        self.said = said
        self.message = str(said)
        self.code = code

    def say(self, locale: str, naming: Naming | None = None) -> str:
        return self.said.say(locale, naming)


@dataclass(frozen=True)
class Move:
    """One applied action. `user_id` is None when an AI seat played it, or when the bot played a person's only
    choice for them (`only`: bot/game/write/single.py)."""

    seq: int
    seat: str
    user_id: int | None
    action: Action
    label: str
    checkpoint: bool
    only: bool = False


OutcomeKind = Literal[
    "created",
    "joined",
    "left",
    "ai_added",
    "ai_removed",
    "started",
    "moved",
    "advanced",
    "orders",
    "undo_requested",
    "undone",
    "undo_declined",
    "draw_offered",
    "draw_agreed",
    "draw_declined",
    "paused",
    "resumed",
    "kicked",
    "replaced",
    "ended",
    "forced",
    "resigned",
    "timeout",
    "deadline",
    "deadline_passed",
    "deadline_paused",
    "deadline_extended",
    "deadline_rules",
    "reminder",
    "away",
    "back",
]
"""What a changing call did: "timeout" is a seat forfeited on missed deadlines (bot/game/write/forfeit.py), "deadline" a
deadline that passed while the game was not running, "orders" a standing order set or cancelled."""


@dataclass(frozen=True)
class Outcome:
    game_id: int
    kind: OutcomeKind
    status: GameStatus
    seq: int
    message: Sayable
    seats: tuple[SeatRecord, ...]
    acting: tuple[str, ...] = ()
    acting_users: tuple[int, ...] = ()
    new_holders: tuple[int, ...] = ()
    changed_choices: tuple[int, ...] = ()
    """Users still deciding whose choices another seat's move changed: their prompts went stale, so they get
    fresh ones at once (docs/decisions/service.md, decision points)."""
    moves: tuple[Move, ...] = ()
    public_events: tuple[Event, ...] = ()
    private_events: dict[str, tuple[Event, ...]] = field(default_factory=dict)
    turn_passed: bool = False
    over: bool = False
    result: Result | None = None
    seed_hash: str | None = None
    seed: int | None = None
    deadline_at: float | None = None
    fanout: Fanout | None = None
    """Set by every player's move (kind "moved"): every view delivery needs, from the commit (see `Fanout`). A move
    without one was made all the same (its views could not be built after the commit): the front end says so, and
    the outbox row stored with the move tells the table. Other calls carry none."""
    played: str = ""
    """A player's move: the label of the choice they made, in their language (a shortcut's, for several steps)."""

    @property
    def current_fanout(self) -> Fanout | None:
        """The fan-out when it shows the game as this outcome leaves it; None without one, or when the AI seats moved
        on past the commit it was made from (their replies did not all fit in the move's commit): then it is stale."""
        return self.fanout if self.fanout is not None and self.fanout.seq == self.seq else None


@dataclass(frozen=True)
class Choice:
    """One legal action offered to a user; `index` is its place in the seat's legal list at `seq`. After the legal
    actions come the game's shortcuts (`Game.shortcuts`): their `steps` are the single actions they play, one
    move each, and `action` is the first of them. `hint` says what the choice does, for a player learning."""

    index: int
    action: Action
    label: str
    hint: str = ""
    steps: tuple[Action, ...] = ()


@dataclass(frozen=True)
class UserView:
    game_id: int
    game: str
    status: GameStatus
    seq: int
    seat: str | None
    view: View | None
    choices: tuple[Choice, ...]
    acting: tuple[str, ...]
    seats: tuple[SeatRecord, ...]
    result: Result | None = None
    seed_hash: str | None = None
    seed: int | None = None
    deadline_at: float | None = None
    requests: tuple[str, ...] = ()
    """The game's requests (`Game.requests`) worth mentioning to this user now, by name."""
    windows: bool = False
    """The user's prompt is a window a standing order may answer (`Game.standing_order`): a front end offers "pass in
    every window until my turn" beside it (bot/game/write/orders.py)."""


SHOWN_CHOICES = 5
"""A digest names at most this many of the choices open now."""


@dataclass(frozen=True)
class Digest:
    game_id: int
    seat: str | None
    since_seq: int
    """The seq after the player's last decision (0: they have not decided anything yet)."""
    missed_moves: int
    """Moves by others (or by the AI for this seat) since then."""
    lines: tuple[Sayable, ...]
    """Said by the front end in its reader's language, seats named through its Naming."""
    left_out: int
    deciding: bool
    choices: tuple[str, ...]
    deadline_at: float | None = None

    def heading(self, locale: str) -> str:
        """ "Since your last decision (3 moves):" in `locale`."""
        return TEXT.ntr(
            locale,
            "Since your last decision ({count} move):",
            "Since your last decision ({count} moves):",
            self.missed_moves,
        )

    def left_out_line(self, locale: str) -> str:
        return TEXT.ntr(locale, "… {count} earlier line", "… {count} earlier lines", self.left_out)

    def text(self, locale: str = "en", naming: Naming | None = None) -> str:
        """The digest as a few lines of plain text in `locale` (a front end may format the fields itself)."""
        out: list[str] = []
        if self.lines or self.left_out:
            out.append(self.heading(locale))
            if self.left_out:
                out.append(f"- {self.left_out_line(locale)}")
            out += [f"- {line.say(locale, naming)}" for line in self.lines]
        out.append(self.decision_line(locale))
        return "\n".join(out)

    def decision_line(self, locale: str = "en") -> str:
        if not self.deciding:
            return TEXT.tr(locale, "Nothing to decide now.")
        shown = ", ".join(self.choices[:SHOWN_CHOICES])
        more = len(self.choices) - SHOWN_CHOICES
        if more > 0:
            shown = TEXT.ntr(locale, "{shown} (and {count} more)", "{shown} (and {count} more)", more, shown=shown)
        return TEXT.ntr(
            locale,
            "Now you decide ({count} choice): {shown}.",
            "Now you decide ({count} choices): {shown}.",
            len(self.choices),
            shown=shown,
        )


@dataclass(frozen=True)
class Fanout:
    """What delivery needs after a move, computed from the state just committed, inside the game's lock: the
    public view, and the view (with choices) of the mover and of each user the move told to act, with the
    catch-up digest of each of the latter. Delivery reads nothing more of the game when `seq` is still current."""

    seq: int
    locales: dict[int, str]
    """The language each user's view and digest are in."""
    public: UserView
    views: dict[int, UserView]
    digests: dict[int, Digest]


@dataclass(frozen=True)
class GameSummary:
    game_id: int
    game: str
    title: str
    status: GameStatus
    guild_id: int | None
    channel_id: int | None
    seq: int
    host: int
    seats: tuple[SeatRecord, ...]
    created_at: float
    updated_at: float


@dataclass(frozen=True)
class LogLine:
    """One log row as a given viewer may see it: moves name the seat; events are narrated for that viewer."""

    kind: str
    seq: int
    seat: str | None
    user_id: int | None
    at: float
    lines: tuple[Sayable, ...]
    """Said by the front end in its reader's language (notes, undos, the game's narration)."""
    action: Action | None = None


@dataclass(frozen=True)
class LogPage:
    """One page of a game's log: page 1 holds the newest rows, page `pages` the oldest."""

    lines: tuple[LogLine, ...]
    page: int
    pages: int


def result_to_json(result: Result) -> dict[str, Any]:
    return {"ranking": result.ranking, "scores": result.scores, "reason": result.reason}


def result_from_json(data: dict[str, Any] | None) -> Result | None:
    if data is None:
        return None
    return Result(
        ranking=[list(group) for group in data["ranking"]], scores=dict(data["scores"]), reason=data["reason"]
    )
