"""The internal ids of Andromeda that no text for a player may show (`Game.internal_ids`).

Planets and satellites have names for people (Azura, "Fenn's first satellite"), cards have instance ids, and the
action kinds being built have labels. Ids that are also plain words of the texts (the colours, the bonus tiers
"silver" and "gold", the actions "exchange" and "found") are left out: a check could not tell them apart.
"""

from __future__ import annotations

from rules.andromeda.components import ACT_KINDS, CARD_ID, PLANETS, SATELLITE_IDS

INTERNAL_IDS: frozenset[str] = frozenset(
    (*PLANETS, *SATELLITE_IDS, *CARD_ID, *(kind for kind in ACT_KINDS if "_" in kind))
)
