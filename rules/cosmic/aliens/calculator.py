"""Calculator (spec §5.5.2): an optional use in `w_postselect` by a main player ("equalize"): the higher of the two
attack values is reduced by the lower one. The use only sets the flag "calculator"; the reduction is a row of the
outcome's `VALUE_STEPS` (rules/cosmic/outcome.py), after Mirror and before Tripler as the spec orders them."""

from __future__ import annotations

from rules.cosmic.effects import Effect, with_flag
from rules.cosmic.hooks import VALUE_STEPS, Values, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import TYPICAL_ATTACK, Policy, Reading
from rules.cosmic.registry import Power
from rules.cosmic.state import State

CALCULATOR = "calculator"
"""The flag of a Calculator use that took effect."""


def _calculator(state: State, values: Values) -> Values:
    if CALCULATOR not in state.flags or values[0] == values[1]:
        return values
    low, high = min(values), max(values)
    return (high - low, low) if values[0] == high else (low, high - low)


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _low_card(read: Reading) -> bool:
    """Equalizing takes the higher card down to the difference: worth it with an attack card below the typical one
    selected."""
    value = read.my_card()
    return value is not None and value < TYPICAL_ATTACK


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Calculator"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Equalize: after the cards are picked, as a main player, take the lower attack card's value off the higher "
        "one.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the cards are picked, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player, you may equalize. If both revealed "
        "cards are attack cards, the higher value is reduced by the lower one; equal values stay as they are. It "
        "has no effect when a Compromise is revealed.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Calculator: equalize the attack cards"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "calculator",
    joins=(join(VALUE_STEPS, _calculator),),
    use=Effect(usable=main_use("calculator", "w_postselect"), resolve=with_flag(CALCULATOR)),
    policy=Policy(worth_using=_low_card),
    words=WORDS,
)
