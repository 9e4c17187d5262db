"""Every game's title is said as published in each language (rules/base.py `title_in`), from its own catalog."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from rules.i18n import LOCALES, SOURCE, catalog_path
from rules.registry import registry

PUBLISHED = {
    ("hanse", "de"): "Perry Rhodan: Die Kosmische Hanse",
    ("hanse", "fr"): "Perry Rhodan : Die Kosmische Hanse",
    ("starfarers", "de"): "Die Sternenfahrer von Catan",
    ("cosmic", "de"): "Cosmic Encounter",
    ("andromeda", "nl"): "Andromeda",
}


@pytest.mark.parametrize("game_id", registry.ids())
@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != SOURCE])
def test_each_title_has_a_translation_in_every_locale(game_id: str, locale: str) -> None:
    game = registry.get(game_id)
    with Path(catalog_path(game_id, locale)).open("rb") as source:
        entry = read_po(source, locale=locale).get(game.title)
    assert entry is not None and entry.string and not entry.fuzzy, (game_id, locale)
    assert game.title_in(locale) == entry.string


def test_the_published_names() -> None:
    for (game_id, locale), name in PUBLISHED.items():
        assert registry.get(game_id).title_in(locale) == name
    # the English title stays the game's identity: what `title` says and what English readers see
    assert all(registry.get(g).title_in("en") == registry.get(g).title for g in registry.ids())
    assert registry.get("hanse").title == "Perry Rhodan: The Cosmic Hansa"
