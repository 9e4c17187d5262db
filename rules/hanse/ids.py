"""The internal ids of Hanse that no text for a player may show (`Game.internal_ids`).

Card kinds, planets, commodities, goods cards, decks, card instance ids and the reasons a game ends: each has
a name for people (rules/hanse/names.py), and a text that shows the id instead is a bug the text checks catch.
"""

from __future__ import annotations

from rules.hanse.components import CARD_KINDS, COMMODITIES, DECKS, GOODS, PLANET_IDS, deck_instance_ids

END_REASONS: tuple[str, ...] = ("goods_exhausted", "reached_70", "round_cap")
"""The `Result.reason` keys of Hanse (§6)."""

INTERNAL_IDS: frozenset[str] = frozenset(
    (
        *(card.kind for card in CARD_KINDS),
        *PLANET_IDS,
        *COMMODITIES,
        *(goods.id for goods in GOODS),
        *DECKS,
        *(iid for deck in DECKS for iid in deck_instance_ids(deck)),
        *END_REASONS,
    )
)
