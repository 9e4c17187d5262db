"""Finding English (and internal ids) in what a German, French or Dutch player received.

Built from the catalogs themselves, so no word list is kept by hand:

- the English words are those of every English message id of every domain ("starmail" and each game; the ids of
  the templates and of the locale's catalog), less every word that occurs in a translation into the locale under
  test (so names, cognates and shared words such as "Andromeda" or "Start" never count). A translation's words
  are read without what it quotes from the English: the pieces of English ids it kept as they are ("Drücke
  **Show my hand**") and what a person types (commands, options, values), so a word kept in English there does
  not pass for a word of the locale everywhere;
- an English fragment is a literal piece of three words or more (between placeholders) of an English id whose
  translation differs, found as it is: words that are each also German, French or Dutch make no English word,
  but "Show my hand" reads English as a whole;
- a slash command is English when it is written with a command or option name the locale translates
  (`/game verify` for the German `/partie prüfen`): Discord shows a person the commands in their language;
- internal ids are a game's declared ids (`Game.internal_ids()`) and seat ids (`p1`...`p6`) as whole words.

A fuzzy (unchecked) translation does not count as one: the player is shown the English instead.

Before checking a text, the names it may carry (people, the server, channels, the games' titles) are taken out as
whole names, and so are Discord markup (`<@1>`, `<t:...>`, `<#...>`, custom emoji), links, one-word code spans
(an option, a value or a hash the reader types or checks) and what a person types at the terminal (`starmail play
hanse`, `--seats you,ai`, `round_cap=1`, `GAME_ID`, a quoted option name, a file name); a slash command is
checked, then taken out.
"""

from __future__ import annotations

import argparse
import functools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.messages.catalog import Message
from babel.messages.pofile import read_po

from rules.i18n import LOCALE_DIR, catalog_path
from rules.registry import registry

WORD = re.compile(r"[^\W\d_]{3,}")
"""A word that counts: letters only, three or more."""
TOKEN = re.compile(r"\w+")
"""A word in a fragment's count ("Show my hand" is three)."""
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
MARKUP = re.compile(
    r"<(?:@[!&]?\d+|#\d+|t:-?\d+(?::[a-zA-Z])?|a?:\w+:\d+|/[^:<>]+:\d+)>"  # mentions, times, emoji, command mentions
    r"|https?://\S+"
    r"|`[^`\s]*`"  # one word in code: an option, a value, a hash, a seed
)
TYPED = re.compile(
    r"(?<![\w-])--[\w-]+"  # a command-line flag
    r"|\b\w+=[\w.%-]*"  # key=value
    r"|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b"  # a metavar: GAME_ID
    r"|\b[\w%]+(?:,[\w%]+)+\b"  # a list typed without spaces: you,ai
    r"|(?:[\w.~-]*/)*[\w.-]+\.(?:db|sqlite3?|json|png|webp|gif)\b"  # a file of theirs: /tmp/games.db, game.json
)
"""What a person types at the terminal, as a text quotes it."""
COMMAND = re.compile(r"(?<![\w/.:])/([^\W\d_][\w-]*)(?: ([^\W\d_][\w-]*))?")
"""A slash command as a text writes it: "/hand", "/game verify" (the second word may be an ordinary one)."""
OPTION = re.compile(r" ([^\W\d_][\w-]*):[\w-]*")
"""An option written after a slash command, "page:2" (with its value as the reader would type it)."""
SEAT_ID = re.compile(r"\bp[1-6]\b")
COMMAND_NAME = "command name"
OPTION_NAME = "option name"
PUNCTUATION = " .,:;!?()[]*_·—–-\n\"'“”„«»‘’"


@dataclass(frozen=True)
class Entry:
    """One message of a catalog: its English forms, its context, and the translated forms shown to a player."""

    ids: tuple[str, ...]
    context: str | None
    forms: tuple[str, ...]  # empty: untranslated or fuzzy, so the player reads the English

    @property
    def differs(self) -> bool:
        """Whether the player reads something else than the English id."""
        return self.ids[0] not in self.forms


# -- the catalogs ------------------------------------------------------------------------------------------------


def domains() -> list[str]:
    return sorted(p.stem for p in (LOCALE_DIR / "templates").glob("*.pot"))


def _read(path: Path, locale: str | None) -> list[Message]:
    with path.open("rb") as source:
        return [m for m in read_po(source, locale=locale) if m.id]


def _forms(value: Any) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, tuple | list) else (value,)


@functools.cache
def entries(locale: str) -> tuple[Entry, ...]:
    """Every message of every domain: the locale's catalog, and the templates' ids it may not hold yet."""
    found: dict[tuple[str, tuple[str, ...], str | None], Entry] = {}
    for domain in domains():
        for message in _read(catalog_path(domain, locale), locale):
            ids = _forms(message.id)
            shown = () if message.fuzzy else tuple(t for t in _forms(message.string) if t)
            found[(domain, ids, message.context)] = Entry(ids, message.context, shown)
        for message in _read(LOCALE_DIR / "templates" / f"{domain}.pot", None):
            ids = _forms(message.id)
            found.setdefault((domain, ids, message.context), Entry(ids, message.context, ()))
    return tuple(found.values())


def _names(locale: str, context: str) -> dict[str, str]:
    """English name -> its name in `locale`, for the entries of `context` (untranslated: the English one)."""
    return {e.ids[0]: e.forms[0] if e.forms else e.ids[0] for e in entries(locale) if e.context == context}


@functools.cache
def commands(locale: str) -> dict[str, str]:
    """English command (and subcommand) name -> its name in `locale`."""
    return _names(locale, COMMAND_NAME)


@functools.cache
def options(locale: str) -> dict[str, str]:
    """English option name of a slash command -> its name in `locale`."""
    return _names(locale, OPTION_NAME)


@functools.cache
def terminal_commands() -> re.Pattern[str]:
    """`starmail <command> [game]` (or `python -m bot.cli <command> ...`) as a text tells a person to type it."""
    from bot.cli import build_parser  # the command line's own list of commands

    found = build_parser()._actions
    subcommands = [name for a in found if isinstance(a, argparse._SubParsersAction) for name in a.choices]
    verbs = "|".join(map(re.escape, subcommands))
    games = "|".join(map(re.escape, registry.ids()))
    return re.compile(rf"(?:\bstarmail|-m bot\.cli) (?:{verbs})\b(?: (?:{games})\b)?")


@functools.cache
def quoted_option_names() -> re.Pattern[str]:
    """A game's option name as a text quotes what the person typed (Option „round_cap“ ...)."""
    names = "|".join(sorted({re.escape(n) for g in registry.ids() for n in registry.get(g).options}))
    return re.compile(rf"[„“”«\"'‘’]\s?(?:{names})\s?[“”»\"'‘’]")


# -- slash commands ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Slash:
    """A slash command as a text writes it: where, its command names and the option names written after it."""

    start: int
    end: int
    names: tuple[str, ...]
    options: tuple[str, ...]

    def english(self, locale: str) -> bool:
        """Whether a name is the English one of a name `locale` translates otherwise."""
        by_command, by_option = commands(locale), options(locale)
        return any(by_command.get(n, n) != n for n in self.names) or any(by_option.get(o, o) != o for o in self.options)


def slash_commands(text: str, locale: str) -> Iterator[Slash]:
    """Each slash command in `text` (its names in English or in `locale`) with the option names written after it
    ("/game log page:2")."""
    names = set(commands(locale)) | set(commands(locale).values())
    option_names = set(options(locale)) | set(options(locale).values())
    for match in COMMAND.finditer(text):
        if match.group(1) not in names:
            continue  # a path or a fraction, not a command
        found = [match.group(1)]
        if match.group(2) in names:
            found.append(match.group(2))
        end = match.start() + 1 + len(" ".join(found))
        written: list[str] = []
        while (option := OPTION.match(text, end)) and option.group(1) in option_names:
            written.append(option.group(1))
            end = option.end()
        yield Slash(match.start(), end, tuple(found), tuple(written))


def english_commands(text: str, locale: str) -> list[str]:
    """The slash commands in `text` written with a command or option name that `locale` translates otherwise."""
    return [text[s.start : s.end] for s in slash_commands(text, locale) if s.english(locale)]


def without_commands(text: str, locale: str) -> str:
    pieces, start = [], 0
    for slash in slash_commands(text, locale):
        pieces += [text[start : slash.start], " "]
        start = slash.end
    return "".join([*pieces, text[start:]])


# -- what counts as English --------------------------------------------------------------------------------------


def words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}


def typed_removed(text: str) -> str:
    """`text` without markup, links, one-word code and what a person types at the terminal."""
    text = terminal_commands().sub(" ", MARKUP.sub(" ", text))
    return TYPED.sub(" ", quoted_option_names().sub(" ", text))


def _pieces(text: str) -> Iterator[str]:
    """The literal pieces of an English id: between placeholders and markup, without the punctuation around."""
    for raw in PLACEHOLDER.split(MARKUP.sub("\0", text)):
        for part in raw.split("\0"):
            piece = part.strip(PUNCTUATION)
            if WORD.search(piece):
                yield piece


def _whole(piece: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(piece)}(?!\w)")


@functools.cache
def kept_english(locale: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Pieces of two words or more of English ids the locale translates otherwise, that a translation quotes as
    they are (a button's English label in a translated sentence): not words of the locale."""
    translations = "\n".join(t for e in entries(locale) for t in e.forms)
    found = {
        piece
        for e in entries(locale)
        if e.differs and e.context != COMMAND_NAME
        for text in e.ids
        for piece in _pieces(text)
        if len(TOKEN.findall(piece)) >= 2 and piece in translations
    }
    return tuple((piece, _whole(piece)) for piece in sorted(found, key=len, reverse=True))


def _own_words(text: str, locale: str) -> str:
    """A translation without what it quotes: commands, typed things and kept English pieces."""
    text = without_commands(typed_removed(text), locale)
    for piece, pattern in kept_english(locale):
        if piece in text:
            text = pattern.sub(" ", text)
    return text


@functools.cache
def translated_words(locale: str) -> frozenset[str]:
    """The words of every translation shown in `locale`, less what it quotes in English."""
    return frozenset(w for e in entries(locale) for text in e.forms for w in words(_own_words(text, locale)))


@functools.cache
def english_words(locale: str) -> frozenset[str]:
    english = {w for entry in entries(locale) for text in entry.ids for w in words(text)}
    return frozenset(english - translated_words(locale))


@functools.cache
def english_fragments(locale: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Pieces (three words or more) of English ids that `locale` translates otherwise, as whole words."""
    found = {
        piece
        for e in entries(locale)
        if e.differs and e.context != COMMAND_NAME
        for text in e.ids
        for piece in _pieces(text)
        if len(TOKEN.findall(piece)) >= 3
    }
    return tuple((piece, _whole(piece)) for piece in sorted(found))


def internal_ids(game_ids: Iterable[str]) -> frozenset[str]:
    return frozenset(i for g in game_ids for i in registry.get(g).internal_ids())


# -- checking texts ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Finding:
    kind: str  # "word", "fragment", "command" or "id"
    what: str
    text: str
    where: str = ""


def plain(text: str, allowed: Iterable[str] = ()) -> str:
    """`text` without the allowed names (whole, longest first), markup, links, one-word code spans and what a
    person types at the terminal."""
    for name in sorted(allowed, key=len, reverse=True):
        if name and name in text:
            text = _whole(name).sub(" ", text)
    return typed_removed(text)


def findings(
    texts: Iterable[str | tuple[str, str]], locale: str, allowed: Iterable[str], games: Iterable[str]
) -> list[Finding]:
    """Everything English or internal in `texts` (each a text, or (where it was seen, text)), once per
    (kind, what): with the first text it was found in."""
    names = tuple(allowed)
    english = english_words(locale)
    fragments = english_fragments(locale)
    ids = internal_ids(games)
    found: dict[tuple[str, str], Finding] = {}

    def add(kind: str, what: str, raw: str, where: str) -> None:
        found.setdefault((kind, what), Finding(kind, what, raw, where))

    for item in texts:
        where, raw = item if isinstance(item, tuple) else ("", item)
        text = plain(raw, names)
        for command in english_commands(text, locale):
            add("command", command, raw, where)
        text = without_commands(text, locale)
        for word in sorted(words(text) & english):
            add("word", word, raw, where)
        for piece, pattern in fragments:
            if piece in text and pattern.search(text):
                add("fragment", piece, raw, where)
        tokens = {t.strip(".:,;/-") for t in re.findall(r"[\w:#./-]+", text)}
        for internal in sorted(ids & tokens):
            add("id", internal, raw, where)
        for seat in SEAT_ID.findall(text):
            add("id", seat, raw, where)
    return list(found.values())


def around(text: str, what: str, width: int = 300) -> str:
    """The part of `text` around `what` (all of it when short)."""
    if len(text) <= width:
        return text
    at = max(text.lower().find(what.lower()), 0)
    start = max(0, min(at - width // 3, len(text) - width))
    return ("…" if start else "") + text[start : start + width] + ("…" if start + width < len(text) else "")


def report(found: list[Finding], limit: int = 200) -> str:
    """One line per finding: what, where it was seen, and the text around it."""
    lines = []
    for f in sorted(found, key=lambda f: (f.kind, f.what))[:limit]:
        where = f" [{f.where}]" if f.where else ""
        lines.append(f"{f.kind} {f.what!r}{where} in: {around(f.text, f.what)!r}")
    if len(found) > limit:
        lines.append(f"... and {len(found) - limit} more")
    return "\n".join(lines)


# -- what a Discord request shows --------------------------------------------------------------------------------

VISIBLE = ("content", "title", "description", "value", "text", "label", "placeholder", "topic")


def visible_texts(body: Any, *, names: bool = True) -> Iterator[str]:
    """The strings of a Discord request body a person sees: message content, embed titles, descriptions, fields,
    footers and authors, component labels, placeholders and options (labels and descriptions), channel topics,
    and (with `names`) field, author and channel names."""
    if isinstance(body, dict):
        for key, value in body.items():
            if key == "value" and "label" in body:
                continue  # a select option's value is what the bot reads back, never shown
            if isinstance(value, str) and (key in VISIBLE or (names and key == "name")):
                yield value
            elif isinstance(value, dict | list):
                yield from visible_texts(value, names=names)
    elif isinstance(body, list):
        for item in body:
            yield from visible_texts(item, names=names)
