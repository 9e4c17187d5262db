"""Warpish (spec §5.5.2): as a main player in attack against attack, +1 to his side's total per ship in the warp, of
every colour. A row of the outcome's `BONUSES` (rules/cosmic/outcome.py), for the main player only."""

from __future__ import annotations

from rules.cosmic.hooks import BONUSES, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _warp_ships(state: State, seat: int) -> int:
    return sum(state.warp)  # fan ships do not count (§5.5.0)


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Warpish"),
    effect=lambda locale: TEXT.tr(
        locale, "Attack against attack, as a main player, add 1 to your total for each ship in the warp."
    ),
    timing=lambda locale: TEXT.tr(
        locale, "When the totals are counted, as a main player, attack card against attack card"
    ),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player, your side's total gets +1 for each ship in "
        "the warp, of every colour. Ships waiting on the fan do not count. Nothing changes when a Compromise is "
        "revealed.",
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "warpish",
    joins=(join(BONUSES, ("main", _warp_ships)),),
    words=WORDS,
)
