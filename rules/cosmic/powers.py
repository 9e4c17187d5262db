"""Whether a power works now (spec §4.1), and the automatic powers' hooks into the steps of a challenge (§5.1, §5.5).

A power is active while its player has at least three home bases and no Cosmic Zap switched it off for this
challenge; that is checked at every moment the power would apply, so losing or regaining it is immediate.
"""

from __future__ import annotations

from rules.cosmic.components import CONE_CAP
from rules.cosmic.state import State

HOME_BASES_FOR_POWER = 3


def home_bases(state: State, seat: int) -> int:
    return state.home_base_count(seat)


def active(state: State, seat: int) -> bool:
    return home_bases(state, seat) >= HOME_BASES_FOR_POWER and seat not in state.zapped


def works(state: State, seat: int, power: str) -> bool:
    """`seat` plays `power` and it is active now."""
    return state.powers[seat] == power and active(state, seat)


def commit_cap(state: State, seat: int) -> int:
    """Ships `seat` may have in the cone once its commit step opens (§4.6, D-38): 4, Macron 1 (4 after his Super
    flare)."""
    if works(state, seat, "macron") and "macron_super" not in state.flags:
        return 1
    return CONE_CAP


def ship_worth(state: State, seat: int) -> int:
    """What one ship of `seat` counts in a side's total (§4.8.0 step 2): Macron's count 4 while his power is active."""
    return 4 if works(state, seat, "macron") else 1
