"""Every word a player reads goes through here: gettext catalogs, one per domain, read once with Babel.

A domain is a game's id for the texts of `rules/<game>/` and `render/<game>/`, and "starmail" for everything
else (the bot, the terminal table, the shared rules and render modules). English is the source language: the
English text is the message id, written in the code, so English needs no catalog. The other locales live in
`data/locales/<locale>/LC_MESSAGES/<domain>.po` (the package `starmail_data`, see setup.py); `tools/messages.py`
extracts the ids and keeps the catalogs up to date, and compiles them for `make` (a `.mo` beside each `.po`; an
installed wheel carries the `.mo` alone), and `tests/test_catalogs.py` fails when a catalog lacks a string, keeps a
stale one, or a translation's placeholders differ from its id's.

The calls (the names `tr`, `ntr`, `ptr`, `nptr` are the keywords the extractor looks for):

    TEXT = catalog("hanse")
    TEXT.tr(locale, "Load {goods} onto your ship", goods=...)
    TEXT.ntr(locale, "{count} good", "{count} goods", n)          # plural forms by the locale's rules
    TEXT.ptr(locale, "planet", "Fenn")                              # a context for a short, ambiguous id

Placeholders are `str.format` fields; `ntr` passes `count` itself. A locale without a catalog falls back to
English, message by message (an untranslated message is its English id).
"""

from __future__ import annotations

import dataclasses
import functools
import gettext
import importlib.resources
import io
import itertools
import reprlib
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALES: tuple[str, ...] = ("en", "de", "fr", "nl")
"""The locales Starmail speaks; "en" is the source language."""
SOURCE = "en"
# A real folder (a checkout's data/ or an installed wheel's starmail_data/), as the .mo/.po dates are compared.
LOCALE_DIR = Path(str(importlib.resources.files("starmail_data") / "locales"))
BOT_DOMAIN = "starmail"

_lock = threading.Lock()


def known(locale: str | None) -> str:
    """`locale` if Starmail speaks it, else its language if it does (Discord's "en-GB", "nl"...), else English."""
    if not locale:
        return SOURCE
    if locale in LOCALES:
        return locale
    language = locale.replace("_", "-").split("-")[0].lower()
    return language if language in LOCALES else SOURCE


def catalog_path(domain: str, locale: str) -> Path:
    return LOCALE_DIR / locale / "LC_MESSAGES" / f"{domain}.po"


def compiled_path(domain: str, locale: str) -> Path:
    """Where `make` puts the catalog compiled (`python -m tools.messages compile`; not kept in git)."""
    return catalog_path(domain, locale).with_suffix(".mo")


def compiled(domain: str, locale: str) -> bytes:
    """The catalog of `domain` in `locale` compiled to gettext's binary form; a fuzzy (unchecked) translation is
    left out."""
    with _lock, catalog_path(domain, locale).open("rb") as source:
        catalog = read_po(source, locale=locale, domain=domain)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


@functools.cache
def _translations(domain: str, locale: str) -> gettext.NullTranslations:
    path = catalog_path(domain, locale)
    binary = compiled_path(domain, locale)
    if locale == SOURCE or not (path.exists() or binary.exists()):
        return gettext.NullTranslations()
    # Parsing a .po takes tens of milliseconds, and a bot's start reads every catalog (its command names in every
    # language): half a second. The compiled catalog is read instead, unless it is older than its .po (an installed
    # wheel has no .po).
    try:
        if not path.exists() or binary.stat().st_mtime_ns >= path.stat().st_mtime_ns:
            with binary.open("rb") as source:
                return gettext.GNUTranslations(source)
    except OSError:
        pass  # not compiled (or unreadable): from the .po itself
    return gettext.GNUTranslations(io.BytesIO(compiled(domain, locale)))


class Catalog:
    """The texts of one domain, in every locale."""

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def translations(self, locale: str) -> gettext.NullTranslations:
        return _translations(self.domain, known(locale))

    def tr(self, locale: str, message: str, /, **values: Any) -> str:
        """`message` in `locale`, its placeholders filled with `values`."""
        if not message:
            return message  # gettext would answer the catalog's header
        text = self.translations(locale).gettext(message)
        return text.format(**values) if values else text

    def ntr(self, locale: str, singular: str, plural: str, count: int, /, **values: Any) -> str:
        """The form of `singular`/`plural` that `count` takes in `locale` (real plural rules, not "(s)")."""
        return self.translations(locale).ngettext(singular, plural, count).format(count=count, **values)

    def ptr(self, locale: str, context: str, message: str, /, **values: Any) -> str:
        """`message` in `context` (e.g. "planet"), for short ids that could mean different things."""
        text = self.translations(locale).pgettext(context, message)
        return text.format(**values) if values else text

    def nptr(self, locale: str, context: str, singular: str, plural: str, count: int, /, **values: Any) -> str:
        text = self.translations(locale).npgettext(context, singular, plural, count)
        return text.format(count=count, **values)


@functools.cache
def catalog(domain: str) -> Catalog:
    """The catalog of `domain` (a game's id, or BOT_DOMAIN)."""
    return Catalog(domain)


TEXT = catalog(BOT_DOMAIN)


def mark(message: str) -> str:
    """`message` unchanged: marks a text declared as data (an option's help, a title, a result's reason) for the
    extractor; whoever shows it translates it with its domain's `tr`."""
    return message


def seat_label(seat: str, locale: str) -> str:
    """How a seat is named when its player's name is not known: "Player 2" for seat "p2" (never the id itself)."""
    digits = "".join(ch for ch in seat if ch.isdigit())
    if not digits:
        return TEXT.tr(locale, "a player")
    return TEXT.tr(locale, "Player {number}", number=int(digits))


class SeatNames(Mapping[str, str]):
    """The names a text gives seats: the players' names where the caller knows them, else "Player N"."""

    def __init__(self, names: Mapping[str, str] | None, locale: str) -> None:
        self._names: Mapping[str, str] = names if names is not None else {}  # kept as given: it may name any seat
        self._locale = locale

    def __getitem__(self, seat: str) -> str:
        try:
            found = self._names[seat]
        except KeyError:
            found = ""
        return found or seat_label(seat, self._locale)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


QUOTE_LIMIT = 120
"""The longest value a message repeats as given: a message quotes what someone typed, it does not echo a
megabyte back."""


class _Glimpse(reprlib.Repr):
    """The start of a value's repr, made without writing out the rest: a dict of a million keys costs a few (reprlib
    itself would sort every key of a dict or a set first)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxdict = self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = self.maxdeque = 8
        self.maxstring = self.maxother = QUOTE_LIMIT
        self.maxlong = 40

    def repr_int(self, x: int, level: int) -> str:
        # reprlib writes out every digit first, and Python refuses to write out more than 4300 of them
        return super().repr_int(x, level) if -(10**self.maxlong) < x < 10**self.maxlong else "…"

    def _first(self, items: Iterable[Any], size: int, level: int, shape: str) -> str:
        if level <= 0:
            return shape.format("...")
        shown = [self.repr1(item, level - 1) for item in itertools.islice(items, self.maxlist)]
        return shape.format(", ".join([*shown, "..."] if size > self.maxlist else shown))

    def repr_dict(self, x: dict[Any, Any], level: int) -> str:
        if level <= 0:
            return "{...}"
        pairs = itertools.islice(x.items(), self.maxdict)
        shown = [f"{self.repr1(k, level - 1)}: {self.repr1(v, level - 1)}" for k, v in pairs]
        return "{" + ", ".join([*shown, "..."] if len(x) > self.maxdict else shown) + "}"

    def repr_set(self, x: set[Any], level: int) -> str:
        return self._first(x, len(x), level, "{{{}}}") if x else "set()"

    def repr_frozenset(self, x: frozenset[Any], level: int) -> str:
        return self._first(x, len(x), level, "frozenset({{{}}})") if x else "frozenset()"


_GLIMPSE = _Glimpse()
_CONTAINERS = (dict, list, tuple, set, frozenset, bytes, bytearray)


def clipped(value: Any) -> Any:
    """`value` as a message may repeat it: a number as it is, and a value of any other type as at most QUOTE_LIMIT
    characters of one line (text as it is, a list, a dict or any other value by the start of its repr, the rest never
    written out). Words said by their own means pass as they are: anything with a `say` (a phrase), and the
    dataclasses a message names things with (a seat, a person, a moment, a list of values)."""
    kind = type(value)
    if kind is bool or kind is float or hasattr(value, "say"):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return value
    if kind is int and -(10 ** (QUOTE_LIMIT - 1)) < value < 10 ** (QUOTE_LIMIT - 1):
        return value
    try:
        if isinstance(value, str):
            text = str.__str__(value[: QUOTE_LIMIT * 4])
        elif kind is int:
            text = str(value)  # a long one is cut below; one too long to write out is "…"
        elif isinstance(value, _CONTAINERS):
            text = _GLIMPSE.repr(value)
        else:
            text = str(value)[: QUOTE_LIMIT * 4]
    except Exception:  # a value that cannot be written out (a broken __str__): say that something was there
        return "…"
    line = " ".join(text.split())  # one line: a newline or a tab in what someone typed is a space
    return line if len(line) <= QUOTE_LIMIT else line[: QUOTE_LIMIT - 1] + "…"


class Reason(str):
    """A refusal with values (a game's `explain`): the English sentence (what `str` and the kit see), and the same
    sentence in any locale (`say`), for a front end that asks for it; a front end that only knows texts shows the
    English."""

    _speak: Callable[[str], str]

    def __new__(cls, speak: Callable[[str], str]) -> Reason:
        made = super().__new__(cls, speak("en"))
        made._speak = speak
        return made

    def __str__(self) -> str:
        # str(IllegalAction(reason)) gives the reason itself back, so whoever catches the refusal can still say it
        return self

    def say(self, locale: str, naming: object = None) -> str:
        return self._speak(locale)


def refusal_text(refusal: str, words: Catalog, locale: str) -> str:
    """A refusal of a game's `explain` in `locale`: a Reason says itself; a marked text is looked up in `words`."""
    if isinstance(refusal, Reason):
        return refusal.say(locale)
    return words.tr(locale, refusal)


class WordedError(ValueError):
    """An error whose message is a literal text of a catalog (the "starmail" one unless `domain` says otherwise)
    with `values` for its placeholders: `str(error)` is the English, `error.say(locale)` the reader's language.
    Subclasses are extractor keywords (tools/messages.py), so their first argument must be a literal text."""

    domain = BOT_DOMAIN

    def __init__(self, message: str = "", /, **values: Any) -> None:
        self.template = message
        self.values = {key: clipped(value) for key, value in values.items()}
        super().__init__(message.format(**self.values) if values else message)

    def say(self, locale: str, naming: object = None) -> str:
        if not self.template:
            return str(self)
        return catalog(self.domain).tr(locale, self.template, **self.values)
