"""Words the core says, kept unsaid until their reader is known.

The game service answers many people at once: the player who clicked (in their own language), the channel (in
the server's), a DM sent hours later. So it never returns finished English; it returns a `Phrase`: a message id
of the "starmail" catalog (the English text, with `str.format` placeholders) and the values to fill in. A front end
says it with `phrase.say(locale, naming)`: the catalog gives the words, `naming` gives the names of seats, people
and times as that front end shows them (a Discord mention, a `<t:...>` timestamp; the terminal's typed names).

Values may be phrases themselves (said in the same language), `Seat`s, `User`s, `At`s (a moment), `Listed`
(a list in the language's own form: "a, b and c", "a, b und c"; or "a, b or c"), `Typed` (a value the reader must
type exactly, such as a command's `ai`: the only place a key shows), or plain numbers and strings.

    raise Refusal("There is no seat {seat} in this game.", "not_found", seat=Seat(seat))
    outcome(..., phrase("{seat} is back.", seat=Seat(seat)))
    nphrase("{count} move", "{count} moves", len(moves))

`phrase`, `nphrase` and `Refusal` are extractor keywords (tools/messages.py): their first arguments must be
literal strings so that the catalogs know them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from babel.dates import format_datetime
from babel.lists import format_list
from babel.numbers import format_decimal

from rules.contract import Event, Game
from rules.i18n import SOURCE, TEXT, Reason, SeatNames, WordedError, catalog, clipped, known, seat_label


class Sayable(Protocol):
    """Anything a front end can say in a reader's language."""

    def say(self, locale: str, naming: Naming | None = None) -> str: ...


@dataclass(frozen=True)
class Seat:
    """A seat, named as the front end names it (its player's name or mention), else "Player N"."""

    seat: str


@dataclass(frozen=True)
class User:
    """A person known to the core only by id, named as the front end names them."""

    user_id: int


@dataclass(frozen=True)
class At:
    """A moment (a Unix time), shown as the front end shows times."""

    at: float


@dataclass(frozen=True)
class Listed:
    """Items said as a list in the reader's language; `style` "or" for choices ("a, b or c")."""

    items: tuple[Any, ...]
    style: Literal["standard", "or"] = "standard"


@dataclass(frozen=True)
class Typed:
    """A value the reader must type exactly as it is (a command's option value): shown as code, never translated."""

    text: str


def utc_time(at: float, locale: str) -> str:
    """A moment as text in `locale`, in UTC: "18.11.26, 11:06 UTC"."""
    moment = dt.datetime.fromtimestamp(at, dt.UTC)
    return f"{format_datetime(moment, 'short', tzinfo=dt.UTC, locale=known(locale))} UTC"


@dataclass(frozen=True)
class Naming:
    """How a front end names seats, people and times. The defaults name a seat "Player N", a person "a player"
    and a time in UTC; a front end hands in what it knows."""

    seats: Mapping[str, str] = field(default_factory=dict)
    user: Callable[[int], str] | None = None
    time: Callable[[float, str], str] | None = None

    def seat_name(self, seat: str, locale: str) -> str:
        try:
            found = self.seats[seat]  # a mapping may name every seat (bot/game/base/seats.py SEAT_IDS)
        except KeyError:
            found = ""
        return found or seat_label(seat, locale)

    def user_name(self, user_id: int, locale: str) -> str:
        return self.user(user_id) if self.user is not None else TEXT.tr(locale, "a player")

    def time_text(self, at: float, locale: str) -> str:
        return self.time(at, locale) if self.time is not None else utc_time(at, locale)


PLAIN = Naming()


def say_value(value: Any, locale: str, naming: Naming) -> Any:
    """One placeholder's value as text in `locale` (numbers and plain strings as they are)."""
    if isinstance(value, Seat):
        return naming.seat_name(value.seat, locale)
    if isinstance(value, User):
        return naming.user_name(value.user_id, locale)
    if isinstance(value, At):
        return naming.time_text(value.at, locale)
    if isinstance(value, Listed):
        items = [str(say_value(item, locale, naming)) for item in value.items]
        return format_list(items, style=value.style, locale=known(locale)) if items else ""
    if isinstance(value, Typed):
        return f"`{value.text}`"
    if isinstance(value, Number):
        return format_decimal(
            round(value.value, value.digits), format=f"#,##0.{'#' * value.digits}", locale=known(locale)
        )
    if hasattr(value, "say"):
        return value.say(locale, naming)
    return value


@dataclass(frozen=True)
class Number:
    """A number with a fraction, written the reader's way ("4.2", "4,2"), at most `digits` decimals."""

    value: float
    digits: int = 1


@dataclass(frozen=True)
class Phrase:
    """A message of the "starmail" catalog and its values, said when the reader's language is known."""

    message: str
    values: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    count: int | None = None

    def say(self, locale: str, naming: Naming | None = None) -> str:
        names = naming or PLAIN
        values = {key: say_value(value, locale, names) for key, value in self.values}
        if self.plural is not None and self.count is not None:
            return TEXT.ntr(locale, self.message, self.plural, self.count, **values)
        return TEXT.tr(locale, self.message, **values)

    def __str__(self) -> str:
        return self.say("en")


def phrase(message: str, /, **values: Any) -> Phrase:
    """`message` (a literal English text of the catalog) with `values`, said later (a value someone typed is
    repeated at most QUOTE_LIMIT characters long)."""
    return Phrase(message, tuple((key, clipped(value)) for key, value in values.items()))


def nphrase(singular: str, plural: str, count: int, /, **values: Any) -> Phrase:
    """The form of `singular`/`plural` that `count` takes in the reader's language (`{count}` is filled in)."""
    return Phrase(singular, tuple(values.items()), plural, count)


@dataclass(frozen=True)
class Joined:
    """Sentences said one after the other (a move's notes, a refusal and its hint)."""

    parts: tuple[Sayable, ...]

    def say(self, locale: str, naming: Naming | None = None) -> str:
        return " ".join(text for part in self.parts if (text := part.say(locale, naming)))

    def __str__(self) -> str:
        return self.say("en")


@dataclass(frozen=True)
class Spoken:
    """Words someone else translates (a game's own explanation, in its catalog): `speak(locale)`."""

    speak: Callable[[str], str]

    def say(self, locale: str, naming: Naming | None = None) -> str:
        return self.speak(locale)

    def __str__(self) -> str:
        return self.speak("en")


@dataclass(frozen=True)
class Narrated:
    """A game's narration of one event, said by the game in its own catalog, seats named through the Naming."""

    game: Game
    event: Event

    def say(self, locale: str, naming: Naming | None = None) -> str:
        return self.game.narrate(self.event, locale, SeatNames(naming.seats if naming is not None else None, locale))

    def __str__(self) -> str:
        return self.say("en")


@dataclass(frozen=True)
class Verbatim:
    """Words already in their reader's language (a move's label made in the mover's language) or nobody's to
    translate (a moderator's own reason), said as they are."""

    text: str

    def say(self, locale: str, naming: Naming | None = None) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text


def choices(meanings: Mapping[str, Sayable]) -> Listed:
    """Values the reader may type, each with what it means: "`ai` (the AI plays), `pause` (the game pauses)"."""
    return Listed(
        tuple(phrase("{value} ({meaning})", value=Typed(key), meaning=said) for key, said in meanings.items()), "or"
    )


class PhrasedError(WordedError):
    """A WordedError whose values may be phrases, seats, lists or typed values (said in the reader's language,
    named through the Naming), or that carries a ready phrase: `str(error)` is the English."""

    def __init__(self, message: str | Sayable = "", /, **values: Any) -> None:
        said: Sayable = phrase(message, **values) if isinstance(message, str) else message
        super().__init__(said.say(SOURCE))
        self.said = said

    def say(self, locale: str, naming: object = None) -> str:
        return self.said.say(locale, naming if isinstance(naming, Naming) else None)


OWN_WORDS_LIMIT = 200
"""The longest reason of someone's own (a moderator's) that a sentence repeats."""


def own_words(text: str, *, stop: bool = True) -> Verbatim:
    """Someone's own words (a moderator's reason): spaces folded, at most OWN_WORDS_LIMIT characters and, with
    `stop` (they end a sentence), ending in a full stop unless they end in one already. Nobody translates them."""
    folded = " ".join(text.split())
    if len(folded) > OWN_WORDS_LIMIT:
        folded = folded[: OWN_WORDS_LIMIT - 1].rstrip() + "…"
    return Verbatim(folded + ("" if not stop or not folded or folded[-1] in ".!?…" else "."))


def rules_words(game_id: str, text: str) -> Spoken:
    """A sentence of the rules (an `explain` or `why_not_acting` answer, or the rules' own refusal): a text of the
    game's catalog, or of Starmail's for the shared rules code, said in the reader's language. A sentence with values
    (a count, a resource: rules/i18n.py Reason) is a text that says itself in any language."""
    if isinstance(text, Reason):
        return Spoken(text.say)

    def speak(locale: str) -> str:
        said = catalog(game_id).tr(locale, text)
        return said if said != text else TEXT.tr(locale, text)

    return Spoken(speak)
