"""Pacifist (spec §5.5.2): a main player who revealed a compromise against an attack card wins; no compensation is
due, since the loser revealed an attack card. A mark at the outcome's `COMPROMISE_WINS` (rules/cosmic/outcome.py, step
3); compromise against compromise stays a deal."""

from __future__ import annotations

from rules.cosmic.hooks import COMPROMISE_WINS, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.registry import Power

WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Pacifist"),
    effect=lambda locale: TEXT.tr(
        locale, "As a main player, your Compromise wins against an attack card, without compensation."
    ),
    timing=lambda locale: TEXT.tr(locale, "At the outcome, as a main player who revealed a Compromise"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When you are a main player, reveal a Compromise and your opponent reveals an attack card, your side wins "
        "instead of losing. Your opponent gets no compensation, having revealed an attack card. Compromise against "
        "Compromise still leads to a deal.",
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "pacifist",
    joins=(join(COMPROMISE_WINS, True),),
    words=WORDS,
)
