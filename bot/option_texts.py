"""A game's options in words, for every front end: a value as a player reads it, the values allowed, and one line per
option with its default (`starmail rules GAME`, `/game rules`) or with the value a game was started with (`r` at the
terminal table). Texts of Starmail's catalog; the options' own help texts and labels are the game's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from babel.lists import format_list

from rules.contract import Game, Option
from rules.i18n import TEXT, catalog


def option_value(game: Game, name: str, value: Any, locale: str) -> str:
    """An option's value as a player reads it: yes or no, a choice's label in the game's words, else as it is."""
    if isinstance(value, bool):
        return TEXT.tr(locale, "yes") if value else TEXT.tr(locale, "no")
    option = game.options.get(name)
    if option is not None and option.labels is not None and value in (option.choices or ()):
        return catalog(game.id).tr(locale, option.label(value))
    return str(value)


def typed_value(game: Game, name: str, value: Any, locale: str) -> str:
    """A value as a player reads it, with the value to type after it when that differs: "3 from the pool (`pick`)"."""
    shown = option_value(game, name, value, locale)
    typed = str(value).lower() if isinstance(value, bool) else str(value)
    return shown if shown == typed else f"{shown} (`{typed}`)"


def allowed_values(game: Game, name: str, option: Option, locale: str) -> str:
    """The values an option takes, in words: "yes or no", "one of …", "from 10 to 20", "0 or more"."""
    if option.choices is not None:
        shown = [typed_value(game, name, choice, locale) for choice in option.choices]
        return TEXT.tr(locale, "one of {choices}", choices=format_list(shown, style="or", locale=locale))
    if option.kind is bool:
        shown = [typed_value(game, name, value, locale) for value in (True, False)]
        return format_list(shown, style="or", locale=locale)
    if option.kind is int:
        if option.minimum is not None and option.maximum is not None:
            return TEXT.tr(locale, "from {minimum} to {maximum}", minimum=option.minimum, maximum=option.maximum)
        if option.minimum is not None:
            return TEXT.tr(locale, "{minimum} or more", minimum=option.minimum)
        if option.maximum is not None:
            return TEXT.tr(locale, "at most {maximum}", maximum=option.maximum)
        return TEXT.tr(locale, "a whole number")
    return TEXT.tr(locale, "any text")


def option_lines(game: Game, locale: str, chosen: Mapping[str, Any] | None = None) -> list[tuple[str, str]]:
    """(name, line) per option of the game, by name: its help, its default and the values allowed (with the values
    to type); with `chosen` (the options a game was started with), the value it has in that game and its default."""
    texts = catalog(game.id)
    lines: list[tuple[str, str]] = []
    for name, option in sorted(game.options.items()):
        details = TEXT.tr(
            locale,
            "Default: {default}; allowed: {allowed}.",
            default=typed_value(game, name, option.default, locale),
            allowed=allowed_values(game, name, option, locale),
        )
        if chosen is not None and name in chosen:
            # a game under way: its values in words only, nothing to type
            details = TEXT.tr(
                locale,
                "In this game: {value} (default: {default}).",
                value=option_value(game, name, chosen[name], locale),
                default=option_value(game, name, option.default, locale),
            )
        lines.append((name, f"{texts.tr(locale, option.help)} {details}"))
    return lines
