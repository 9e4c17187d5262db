"""Slips of style in the translations that a string-by-string check misses: the register (French "tu", Dutch "je",
never "vous" or "u"), a text said to `{players}` (often one player) in the plural, German menu items in lower case,
and a German article out of case after a preposition ("mit eine Borea-Karte"). The last two only show once a name
fills a placeholder, so they are read from the texts the games say: every choice label, hint and narration of a few
random games in every language."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from rules.i18n import LOCALE_DIR
from rules.registry import registry

DOMAINS = sorted(path.stem for path in (Path(LOCALE_DIR) / "templates").glob("*.pot"))
# French: "vous" is right only when the English speaks to several ("both of you", "each of you").
FRENCH_VOUS = re.compile(r"\b(?:vous|votre|vos)\b|\b\w+ez\b", re.IGNORECASE)
NOT_IMPERATIVE = frozenset({"chez", "assez", "nez", "rez"})
SEVERAL = re.compile(r"\b(?:both|each|either|all) of you\b", re.IGNORECASE)
DUTCH_U = re.compile(r"\b(?:[Uu]|[Uu]w|[Uu]zelf)\b")
# Said to `{players}`, which may be one player: no plural "you".
PLURAL_YOU = {
    "de": re.compile(r"\b(?:ihr|euch|euer|eure[mnrs]?)\b", re.IGNORECASE),
    "fr": re.compile(r"\b(?:vous|votre|vos)\b", re.IGNORECASE),
    "nl": re.compile(r"\bjullie\b", re.IGNORECASE),
}
# A German indefinite article in the nominative/accusative right after a preposition that takes the dative.
DATIVE_SLIP = re.compile(r"\b(?:[Mm]it|[Vv]on|[Aa]us|[Bb]ei|[Nn]ach|[Ss]eit|[Zz]u|[Gg]egenüber) (?:eine|ein|einen) ")


def entries(locale: str) -> Iterator[tuple[str, str, str]]:
    """(domain, English msgid, each translated form) of the locale's catalogs."""
    for domain in DOMAINS:
        path = Path(LOCALE_DIR) / locale / "LC_MESSAGES" / f"{domain}.po"
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            if not message.id:
                continue
            english = message.id if isinstance(message.id, str) else " ".join(message.id)
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            for form in forms:
                if form:
                    yield domain, english, form


def test_french_speaks_to_a_player_as_tu() -> None:
    slips = []
    for domain, english, text in entries("fr"):
        if SEVERAL.search(english):
            continue
        words = [w for w in FRENCH_VOUS.findall(text) if w.lower() not in NOT_IMPERATIVE]
        if words:
            slips.append((domain, english, text, words))
    assert slips == []


def test_dutch_speaks_to_a_player_as_je() -> None:
    slips = [(domain, english, text) for domain, english, text in entries("nl") if DUTCH_U.search(text)]
    assert slips == []


@pytest.mark.parametrize("locale", sorted(PLURAL_YOU))
def test_a_text_for_players_reads_right_for_one_player(locale: str) -> None:
    slips = [
        (domain, english, text)
        for domain, english, text in entries(locale)
        if "{players}" in english and not SEVERAL.search(english) and PLURAL_YOU[locale].search(text)
    ]
    assert slips == []


@pytest.mark.parametrize("locale", ["de", "fr", "nl"])
def test_a_text_that_starts_with_a_capital_keeps_it(locale: str) -> None:
    """Button labels, select options and sentences: a capital in English is a capital in the translation."""
    slips = [
        (domain, english, text)
        for domain, english, text in entries(locale)
        if english[:1].isupper() and text[:1].isalpha() and text[:1].islower()
    ]
    assert slips == []


def said_in_games(game_id: str, locale: str, steps: int = 150) -> Iterator[tuple[str, str]]:
    """(kind, text) for every choice label, hint and narrated event of two random games of `game_id` in `locale`."""
    game = registry.get(game_id)
    players = max(game.min_players, min(3, game.max_players))
    seats = [f"p{n + 1}" for n in range(players)]
    names = {seat: f"Player {n + 1}" for n, seat in enumerate(seats)}
    for seed in range(2):
        state = game.setup(seats, seed, None)
        chance = random.Random(seed)
        for _ in range(steps):
            if game.is_over(state):
                break
            seat = game.acting(state)[0]
            legal = game.legal_actions(state, seat)
            for action in legal[:30]:
                yield "label", game.describe(state, seat, action, locale)
                yield "hint", game.hint(state, seat, action, locale)
            for shortcut in game.shortcuts(state, seat, locale):
                yield "label", shortcut.label
            step = game.apply(state, seat, chance.choice(legal))
            for event in step.events:
                yield "event", game.narrate(event, locale, names)
            state = step.state


@pytest.mark.parametrize("game_id", registry.ids())
def test_what_the_games_say_starts_with_a_capital_and_keeps_german_cases(game_id: str) -> None:
    lower: set[tuple[str, str]] = set()
    dative: set[tuple[str, str]] = set()
    for locale in ("de", "fr", "nl"):
        for kind, text in said_in_games(game_id, locale):
            first = next((c for c in text if c.isalnum()), "")
            if kind != "event" and first.isalpha() and first.islower():
                lower.add((locale, text))  # a menu item or a hint starting in lower case
            if locale == "de" and DATIVE_SLIP.search(text):
                dative.add((kind, text))
    assert sorted(lower) == []
    assert sorted(dative) == []
