"""Loser (spec §5.5.2, D-48): an optional use in `w_preselect` by a main player declares an upset, the flag "upset":
both main players must then select an attack card if they hold one (selection reads the flag, rules/cosmic/reveal.py),
and winner and loser swap at the outcome's step 5 (a row of `OVERRIDES`, rules/cosmic/outcome.py, after Human's); a
deal stays a deal."""

from __future__ import annotations

from rules.cosmic.effects import Effect, with_flag
from rules.cosmic.hooks import OVERRIDES, join
from rules.cosmic.names import TEXT
from rules.cosmic.outcome import DEAL
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy, Reading
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State

UPSET = "upset"
"""The flag of a declared upset (selection and the AI read it by this name)."""


def _upset(state: State, winner: str) -> str:
    """A declared upset swaps winner and loser; a deal stays a deal."""
    if UPSET not in state.flags or winner == DEAL:
        return winner
    return DEFENSE if winner == OFFENSE else OFFENSE


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _expects_to_lose(read: Reading) -> bool:
    """An upset turns a clear loss into a win."""
    return read.expects_to_lose()


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Loser"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Upset: before the cards are picked, as a main player, declare that the side that would lose wins, and the "
        "other way round.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Before the challenge cards are picked, while you are a main player, you may declare an upset. Both main "
        "players must then pick an attack card if they hold one. At the outcome the side that would win loses and "
        "the other side wins; a deal stays a deal. A main player who loses with a Compromise is compensated.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Loser: declare an upset"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "loser",
    joins=(join(OVERRIDES, _upset),),
    use=Effect(usable=main_use("loser"), resolve=with_flag(UPSET)),
    policy=Policy(worth_using=_expects_to_lose),
    words=WORDS,
)
