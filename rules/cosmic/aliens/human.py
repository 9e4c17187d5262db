"""Human (spec §5.5.2, D-48): +4 to his side's total in attack against attack, as a main player or an ally (a row of
the outcome's `BONUSES` for the whole side); and while his power is zapped in this challenge, a Human who is a main
player or ally makes his side win whatever the cards, a deal included (the first row of the outcome's `OVERRIDES`,
before a Loser upset). Both rows are in rules/cosmic/outcome.py's pipeline."""

from __future__ import annotations

from rules.cosmic.hooks import BONUSES, OVERRIDES, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import plays
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State

BONUS = 4
"""What Human adds to his side's total."""


def _zapped_human(state: State, winner: str) -> str:
    """A zapped Human who is a main player or ally makes his side win, a deal included (D-48)."""
    for seat in sorted(state.zapped):
        if not plays(state, seat, "human"):
            continue
        if seat == state.offense or state.allies[seat] == OFFENSE:
            return OFFENSE
        if seat == state.defense or state.allies[seat] == DEFENSE:
            return DEFENSE
    return winner


def _bonus(state: State, seat: int) -> int:
    return BONUS


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Human"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Attack against attack your side gets +4; if your power is zapped while you take part in the challenge, "
        "your side wins.",
    ),
    timing=lambda locale: TEXT.tr(
        locale, "When the totals are counted and when your power is zapped, as a main player or ally"
    ),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When attack card meets attack card and you are a main player or ally, your side's total gets +4. If a "
        "Cosmic Zap switches off your power while you take part in the challenge, your side wins whatever the "
        "cards, even Compromise against Compromise. A main player who loses with a Compromise is compensated as "
        "usual.",
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "human",
    joins=(join(BONUSES, ("side", _bonus)), join(OVERRIDES, _zapped_human)),
    words=WORDS,
)
