"""The internal ids of Starfarers that no text for a player may show (`Game.internal_ids`), and why a game ends.

Resource card and token instances, encounter cards and their question keys, friendship cards, systems, planets,
bases, phases and the reasons a game ends: each has words for people (rules/starfarers/names.py), and a text that
shows the id instead is a bug the text checks catch. Board points are named by their grid coordinates, never by id.
"""

from __future__ import annotations

from rules.i18n import mark
from rules.starfarers.board import BASES, PLANETS, SYSTEMS
from rules.starfarers.components import RESOURCES, TOKENS
from rules.starfarers.encounter_cards import CARDS
from rules.starfarers.friends import CARDS as FRIENDSHIP_CARDS
from rules.starfarers.setup import resource_cards
from rules.starfarers.state import PHASES

END_REASONS: dict[str, str] = {
    "target": mark("a player reached the victory points needed"),
    "round_limit": mark("the round limit was reached"),
}
"""Why a game ends (`Result.reason`, §6), in words: no full stop, they stand inside other sentences."""

INTERNAL_IDS: frozenset[str] = frozenset(
    (
        *(card for resource in RESOURCES for card in resource_cards(resource)),
        *(token.id for token in TOKENS),
        *CARDS,
        *(question for question, _options in CARDS.values() if question),
        *FRIENDSHIP_CARDS,
        *(system.id for system in SYSTEMS),
        *(planet.id for planet in PLANETS),
        *(base.id for base in BASES),
        *(phase for phase in PHASES if "_" in phase),
        *END_REASONS,
    )
)
"""Phases that are plain words ("roll", "trade", "move") are left out: they are words, not ids."""
