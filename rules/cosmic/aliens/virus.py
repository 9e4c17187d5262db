"""Virus (spec §5.5.2): in attack against attack, a main player's total is his own ships in the challenge times his
card value, plus his allies' ships (every ship counting 1), plus the bonuses. A row of the outcome's `TOTAL_RULES`
(rules/cosmic/outcome.py), which replaces "card value + ship term" for his side; the card value it multiplies is the
one the value modifiers left."""

from __future__ import annotations

from rules.cosmic.hooks import TOTAL_RULES, join
from rules.cosmic.names import TEXT
from rules.cosmic.outcome import side_ships
from rules.cosmic.power_words import PowerWords
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _virus(state: State, seat: int, side: str, value: int) -> int:
    """His own ships × his card value, plus his allies' ships; every ship counts 1 here."""
    ships = side_ships(state, side)
    own = sum(count for s, count in ships if s == seat)
    return own * value + sum(count for s, count in ships if s != seat)


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Virus"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Attack against attack, as a main player, your card's value is multiplied by your own ships in the challenge.",
    ),
    timing=lambda locale: TEXT.tr(
        locale, "When the totals are counted, as a main player, attack card against attack card"
    ),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player, your total is your card's value multiplied "
        "by the number of your own ships in the challenge, plus your allies' ships and any bonuses. Here each ship "
        "counts 1. Nothing changes when a Compromise is revealed.",
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "virus",
    joins=(join(TOTAL_RULES, _virus),),
    words=WORDS,
)
