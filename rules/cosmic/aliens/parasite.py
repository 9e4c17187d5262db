"""Parasite (spec §5.5.2): a player who is neither offense nor defense may join either side in phase 6 though nobody
invited him.

Joins `FREE_ALLIES` (rules/cosmic/launch.py): he is asked his alliance decision like an invited player. He needs a
base to send ships from.
"""

from __future__ import annotations

from rules.cosmic.hooks import FREE_ALLIES, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _parasite(state: State, seat: int) -> bool:
    main = seat in (state.offense, state.defense)
    return not main and bool(state.bases(seat)) and works(state, seat, "parasite")


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Parasite"),
    effect=lambda locale: TEXT.tr(
        locale, "Join any challenge as an ally, on either side, even when nobody invites you."
    ),
    timing=lambda locale: TEXT.tr(locale, "During the alliances, as neither offense nor defense"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When you are neither offense nor defense and have a base, you are asked during the alliances even if "
        "nobody invited you. You may then join either side with 1 to 4 ships as usual, or stay out.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Parasite: join the challenge uninvited"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "parasite",
    joins=(join(FREE_ALLIES, _parasite),),
    words=WORDS,
)
