"""Warpish (spec §5.5.2): as a main player in attack against attack, +1 to his side's total per ship in the warp, of
every colour. A row of the outcome's `BONUSES` (rules/cosmic/outcome.py), for the main player only."""

from __future__ import annotations

from rules.cosmic.hooks import BONUSES, join
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _warp_ships(state: State, seat: int) -> int:
    return sum(state.warp)  # fan ships do not count (§5.5.0)


POWER = Power("warpish", joins=(join(BONUSES, ("main", _warp_ships)),))
