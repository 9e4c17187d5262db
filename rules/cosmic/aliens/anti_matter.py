"""Anti-Matter (spec §5.5.2): in attack against attack, his side's ship term is subtracted from his card value instead
of added, and the lower total wins (a tie still goes to the defense). Two rows of the outcome pipeline
(rules/cosmic/outcome.py): `TOTAL_RULES` for his side's total, `LOWER_WINS` for who wins."""

from __future__ import annotations

from rules.cosmic.hooks import LOWER_WINS, TOTAL_RULES, join
from rules.cosmic.names import TEXT
from rules.cosmic.outcome import ship_term
from rules.cosmic.power_words import PowerWords
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _anti_matter(state: State, seat: int, side: str, value: int) -> int:
    return value - ship_term(state, side)


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Anti-Matter"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Attack against attack, as a main player, your side's ships are taken off your card's value, and the lower "
        "total wins.",
    ),
    timing=lambda locale: TEXT.tr(
        locale, "When the totals are counted, as a main player, attack card against attack card"
    ),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player, your side's ships, yours and your allies', "
        "are taken off your card's value instead of added to it. Your opponent's total is counted as usual, and the "
        "lower total wins; a tie still goes to the defense. Nothing changes when a Compromise is revealed.",
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "anti_matter",
    joins=(join(TOTAL_RULES, _anti_matter), join(LOWER_WINS, True)),
    words=WORDS,
)
