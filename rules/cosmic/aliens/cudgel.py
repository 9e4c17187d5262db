"""Cudgel (spec §5.5.2): a winning main player Cudgel who revealed an attack card makes the opposing main player lose
as many ships as Cudgel had in the challenge, on top of the outcome's losses.

Joins `STEP_A` (phase 8 step 4 (a)): the count is read from the challenge before its ships moved, and the losses are
tasks that run after the ships' moves.
"""

from __future__ import annotations

from rules.cosmic.hooks import STEP_A, join
from rules.cosmic.names import TEXT
from rules.cosmic.outcome import ATTACK, card_type, side_ships
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State, Task


def _cudgel(state: State) -> tuple[Task, ...]:
    """Counted before the ships move (the defense's planet ships are lost by then); the losses go through `lose`
    steps, which do not add to `lost`, so compensation ignores them."""
    winner_side = state.outcome
    if winner_side not in (OFFENSE, DEFENSE):
        return ()
    cudgel, victim = (state.offense, state.defense) if winner_side == OFFENSE else (state.defense, state.offense)
    if not works(state, cudgel, "cudgel") or card_type(state, cudgel) != ATTACK:
        return ()
    had = sum(count for seat, count in side_ships(state, winner_side) if seat == cudgel)
    return (Task("lose_open", victim, had),) if had else ()


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Cudgel"),
    effect=lambda locale: TEXT.tr(
        locale,
        "When your side wins and you revealed an attack card, your opponent also loses as many ships as you had in "
        "the challenge.",
    ),
    timing=lambda locale: TEXT.tr(locale, "When your side wins, as a main player who revealed an attack card"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When your side wins a challenge in which you are a main player and you revealed an attack card, your "
        "opponent loses extra ships: as many as you had in the challenge. Your opponent chooses the planets they "
        "come from. These extra losses bring no compensation.",
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "cudgel",
    joins=(join(STEP_A, _cudgel),),
    words=WORDS,
)
