"""Tripler (spec §5.5.2): a main player's own attack value is tripled up to 10 and divided by three (rounded up)
above. A row of the outcome's `VALUE_STEPS` (rules/cosmic/outcome.py), the last modifier: it works on the value Mirror
and Calculator left."""

from __future__ import annotations

import math

from rules.cosmic.hooks import VALUE_STEPS, Values, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def tripled(value: int) -> int:
    return value * 3 if value <= 10 else math.ceil(value / 3)


def _tripler(state: State, values: Values) -> Values:
    o, d = values
    if works(state, state.offense, "tripler"):
        o = tripled(o)
    if works(state, state.defense, "tripler"):
        d = tripled(d)
    return o, d


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Tripler"),
    effect=lambda locale: TEXT.tr(
        locale,
        "As a main player, your attack card counts triple if it is 10 or less, and a third (rounded up) if it is "
        "higher.",
    ),
    timing=lambda locale: TEXT.tr(locale, "When the totals are counted, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Whenever you are a main player and reveal an attack card, its value is tripled if it is 10 or less, or "
        "divided by 3 and rounded up if it is higher. This comes after the values are reversed or equalized. Your "
        "opponent's card is not changed.",
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "tripler",
    joins=(join(VALUE_STEPS, _tripler),),
    words=WORDS,
)
