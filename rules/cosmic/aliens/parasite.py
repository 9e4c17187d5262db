"""Parasite (spec §5.5.2): a player who is neither offense nor defense may join either side in phase 6 though nobody
invited him.

Joins `FREE_ALLIES` (rules/cosmic/launch.py): he is asked his alliance decision like an invited player. He needs a
base to send ships from.
"""

from __future__ import annotations

from rules.cosmic.hooks import FREE_ALLIES, join
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _parasite(state: State, seat: int) -> bool:
    main = seat in (state.offense, state.defense)
    return not main and bool(state.bases(seat)) and works(state, seat, "parasite")


POWER = Power("parasite", joins=(join(FREE_ALLIES, _parasite),))
