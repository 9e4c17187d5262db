"""Mirror (spec §5.5.2): an optional use in `w_postselect` by a main player; for the rest of the challenge every
revealed attack value has its digits reversed. The use only sets the flag "mirror"; the reversal is a row of the
outcome's `VALUE_STEPS` (rules/cosmic/outcome.py), the first modifier after the values Chosen and Gambler's flare
add, so that Time Travel's reselection is mirrored too."""

from __future__ import annotations

from rules.cosmic.effects import Effect, with_flag
from rules.cosmic.hooks import VALUE_STEPS, Values, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.registry import Power
from rules.cosmic.state import State

MIRROR = "mirror"
"""The flag of a Mirror use that took effect (a zapped use sets none)."""


def mirrored(value: int) -> int:
    """Digits reversed; a one-digit value v becomes 10·v (6 → 60, 12 → 21, 20 → 2, 40 → 4)."""
    return int(f"{value:02d}"[::-1])


def _mirror(state: State, values: Values) -> Values:
    if MIRROR not in state.flags:
        return values
    return mirrored(values[0]), mirrored(values[1])


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _low_card(read: Reading) -> bool:
    """Worth it with an attack card below 10 selected: 4 becomes 40, but 20 would become 2."""
    return (read.my_card() or 10) < 10


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Mirror"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Reversal: after the cards are picked, as a main player, reverse the digits of every attack card revealed "
        "(6 becomes 60, 12 becomes 21).",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the cards are picked, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player, you may reverse the digits of every "
        "attack card revealed in this challenge: 6 becomes 60, 12 becomes 21, 20 becomes 2 and 40 becomes 4. This "
        "comes before any other change to the values. A Compromise is not affected.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Mirror: reverse the digits of the attack cards"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "mirror",
    joins=(join(VALUE_STEPS, _mirror),),
    use=Effect(usable=main_use("mirror", "w_postselect"), resolve=with_flag(MIRROR)),
    policy=Policy(worth_using=_low_card),
    words=WORDS,
)
