"""The internal ids of Cosmic Encounter that no text for a player may show (`Game.internal_ids`), and why a game ends.

Card kinds (challenge cards, edicts, flares), destiny and power cards, powers, colours and planets, the timing windows,
the deal's mode of choosing and the reasons a game ends: each has words for people (rules/cosmic/names.py), and a
text that shows the id instead is a bug the text checks catch. The colours and powers are plain words in English
("red", "will"): the texts write them as names, capitalised ("Red", "Will"), and never use the lower-case words.
Plain words the engine also uses as values (the sides "offense" and "defense", the zones "warp", "cone" and "talon",
the categories "attack", "edict" and "flare", the mode "random") are words, not ids, and are left out.
"""

from __future__ import annotations

from rules.cosmic.components import (
    CHALLENGE_COUNTS,
    COLOURS,
    EDICT_COUNTS,
    POWERS,
    destiny_deck,
    planets_of,
)
from rules.cosmic.effects import WINDOWS
from rules.i18n import mark

END_REASONS: dict[str, str] = {
    "five_bases": mark("a player reached five foreign bases"),
    "turn_limit": mark("the turn limit was reached"),
}
"""Why a game ends (`Result.reason`, §6), in words: no full stop, they stand inside other sentences."""

INTERNAL_IDS: frozenset[str] = frozenset(
    (
        *CHALLENGE_COUNTS,
        *EDICT_COUNTS,
        *(f"flare_{power.id}" for power in POWERS),
        *(f"power_{power.id}" for power in POWERS),
        *(power.id for power in POWERS),
        *destiny_deck(COLOURS),
        *COLOURS,
        *(planet for colour in COLOURS for planet in planets_of(colour)),
        *WINDOWS,
        "giver_chooses",
        *END_REASONS,
    )
)
