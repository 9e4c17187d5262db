"""Human (spec §5.5.2, D-48): +4 to his side's total in attack against attack, as a main player or an ally (a row of
the outcome's `BONUSES` for the whole side); and while his power is zapped in this challenge, a Human who is a main
player or ally makes his side win whatever the cards, a deal included (the first row of the outcome's `OVERRIDES`,
before a Loser upset). Both rows are in rules/cosmic/outcome.py's pipeline."""

from __future__ import annotations

from rules.cosmic.hooks import BONUSES, OVERRIDES, join
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


POWER = Power("human", joins=(join(BONUSES, ("side", _bonus)), join(OVERRIDES, _zapped_human)))
