"""Finding English (and internal ids) in what a German, French or Dutch player received.

Built from the catalogs themselves, so no word list is kept by hand:

- the English words are those of every English message id of every domain ("starmail" and each game), less every
  word that occurs in any translation into the locale under test (names, cognates and shared words such as
  "Andromeda" or "Start" never count), less the names a test allows (people, game titles);
- an English fragment is a literal piece (three words or more) of an English id whose translation differs,
  found as it is;
- internal ids are a game's declared ids (`Game.internal_ids()`) and seat ids (`p1`...`p6`) as whole words.

Discord markup (`<@1>`, `<t:...>`, `<#...>`), links and inline code (a command or a hash the reader types or
checks) are removed first.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from babel.messages.pofile import read_po

from rules.i18n import LOCALE_DIR, catalog_path
from rules.registry import registry

WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)
MARKUP = re.compile(r"<[@#:!&a-zA-Z0-9]*:?[0-9][^>]*>|https?://\S+|`[^`]*`|/\w+(?: \w+)?")
PLACEHOLDER = re.compile(r"\{[^}]*\}")
SEAT_ID = re.compile(r"\bp[1-6]\b")


def domains() -> list[str]:
    return sorted(p.stem for p in (LOCALE_DIR / "templates").glob("*.pot"))


def _messages(domain: str, locale: str) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(English forms, translated forms) of every message of `domain` in `locale`."""
    with catalog_path(domain, locale).open("rb") as source:
        catalog = read_po(source, locale=locale)
    for message in catalog:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        translated = message.string if isinstance(message.string, tuple) else (message.string,)
        yield tuple(english), tuple(t for t in translated if t)


def words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}


@functools.cache
def english_words(locale: str) -> frozenset[str]:
    english: set[str] = set()
    translated: set[str] = set()
    for domain in domains():
        for ids, forms in _messages(domain, locale):
            for text in ids:
                english |= words(text)
            for text in forms:
                translated |= words(text)
    return frozenset(english - translated)


@functools.cache
def english_fragments(locale: str) -> frozenset[str]:
    found: set[str] = set()
    for domain in domains():
        for ids, forms in _messages(domain, locale):
            if ids[0] in forms:
                continue
            for text in ids:
                for raw in PLACEHOLDER.split(text):
                    piece = raw.strip(" .,:;()")
                    if len(piece.split()) >= 3:
                        found.add(piece)
    return frozenset(found)


def internal_ids(game_ids: Iterable[str]) -> frozenset[str]:
    return frozenset(i for g in game_ids for i in registry.get(g).internal_ids())


@dataclass(frozen=True)
class Finding:
    kind: str  # "word", "fragment" or "id"
    what: str
    text: str


def plain(text: str) -> str:
    return MARKUP.sub(" ", text)


def findings(texts: Iterable[str], locale: str, allowed: Iterable[str], games: Iterable[str]) -> list[Finding]:
    """Everything English or internal in `texts`, once per (kind, what)."""
    allowed_words = {w for name in allowed for w in words(name)}
    english = english_words(locale) - allowed_words
    fragments = english_fragments(locale)
    ids = internal_ids(games)
    found: dict[tuple[str, str], Finding] = {}
    for raw in texts:
        text = plain(raw)
        for name in allowed:
            text = text.replace(name, " ")
        for word in sorted(words(text) & english):
            found.setdefault(("word", word), Finding("word", word, raw))
        for fragment in fragments:
            if fragment in text:
                found.setdefault(("fragment", fragment), Finding("fragment", fragment, raw))
        tokens = {t.strip(".:,;/-") for t in re.findall(r"[\w:#./-]+", text)}
        for internal in sorted(ids & tokens):
            found.setdefault(("id", internal), Finding("id", internal, raw))
        for seat in SEAT_ID.findall(text):
            found.setdefault(("id", seat), Finding("id", seat, raw))
    return list(found.values())


def report(found: list[Finding]) -> str:
    return "\n".join(f"{f.kind} {f.what!r} in: {f.text[:300]!r}" for f in found[:80])


VISIBLE = ("content", "title", "description", "value", "text", "label", "placeholder", "topic")


def visible_texts(body: Any, *, names: bool = True) -> Iterator[str]:
    """The strings of a Discord request body a person sees: message content, embed titles, descriptions, fields,
    footers and authors, component labels, placeholders and options, channel topics and names."""
    if isinstance(body, dict):
        for key, value in body.items():
            if isinstance(value, str) and (key in VISIBLE or (names and key == "name")):
                yield value
            elif isinstance(value, dict | list):
                yield from visible_texts(value, names=names)
    elif isinstance(body, list):
        for item in body:
            yield from visible_texts(item, names=names)
