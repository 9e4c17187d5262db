"""A game's requests typed at the terminal (`Game.requests`, rules/contract.py): "offer give=ore, ore want=food
to=2", with the request and field names in English or in the table's language (the names the slash commands
carry in Discord), a seat field given as a seat number or a player's name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.game import Phrase, phrase, request_usage
from rules.contract import Game
from rules.i18n import TEXT


@dataclass(frozen=True)
class Typed:
    """A request as typed: its name and its fields' words (a seat field already turned into the seat's id)."""

    name: str
    values: dict[str, str]


class RequestError(ValueError):
    def __init__(self, said: Phrase) -> None:
        super().__init__(str(said))
        self.said = said


def _names(english: str, context: str, locale: str) -> set[str]:
    return {english, TEXT.ptr(locale, context, english).lower()}


def _typed_as(words: Sequence[str], typed: Sequence[str], locale: str) -> bool:
    """The first words typed name the request (each word in English or in the table's language)."""
    if len(typed) < len(words):
        return False
    return all(t.lower() in _names(w, "command name", locale) for w, t in zip(words, typed, strict=False))


def parse_request(game: Game, text: str, locale: str, seats: Sequence[str], names: Mapping[str, str]) -> Typed | None:
    """The request `text` types, None when it names none; RequestError (one sentence) when a field is missing or a
    seat is unknown. `names` are the players' names at the table, by seat."""
    typed = text.strip().split(None, 2)
    request = next((r for r in game.requests if _typed_as(r.words, typed, locale)), None)
    if request is None:
        return None
    rest = " ".join(typed[len(request.words) :])
    spellings = {alias: f.name for f in request.fields for alias in _names(f.name, "option name", locale)}
    pattern = re.compile(
        r"(?:^|\s)(" + "|".join(re.escape(a) for a in sorted(spellings, key=len, reverse=True)) + r")\s*[=:]",
        re.IGNORECASE,
    )
    marks = list(pattern.finditer(rest))
    values: dict[str, str] = {}
    for i, found in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(rest)
        values[spellings[found.group(1).lower()]] = rest[found.end() : end].strip().strip(",;").strip()
    for field in request.fields:
        if field.required and not values.get(field.name):
            raise RequestError(
                phrase(
                    "Say what {field} is: {usage}",
                    field=TEXT.ptr(locale, "option name", field.name),
                    usage=request_usage(game, [request.name], locale, slash=False),
                )
            )
        if field.kind == "seat" and values.get(field.name):
            values[field.name] = _seat(values[field.name], seats, names)
    return Typed(request.name, values)


def _seat(given: str, seats: Sequence[str], names: Mapping[str, str]) -> str:
    """The seat a player typed: its number at the table, or the player's name."""
    if given.isdigit() and 1 <= int(given) <= len(seats):
        return seats[int(given) - 1]
    for seat in seats:
        if names.get(seat, "").lower() == given.lower():
            return seat
    raise RequestError(phrase("There is no player “{name}” at this table.", name=given))
