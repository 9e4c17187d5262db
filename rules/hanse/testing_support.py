"""Test support (§10 "forced dice"): never reachable by players, used by scenario tests only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rules.hanse.state import HanseState


def force_dice(state: HanseState, dice: Sequence[int]) -> HanseState:
    """A copy of `state` whose next die results are `dice` (after any already forced), then the seeded RNG.

    The queue is part of the state, so encode/decode keep it; views never show it.
    """
    if any(not 1 <= d <= 6 for d in dice):
        raise ValueError("Die results are 1 to 6.")
    return replace(state, forced_dice=state.forced_dice + tuple(dice))
