"""Wave 2a's optional power uses (spec §5.5.2), declared like the first release's (rules/cosmic/power_uses.py).

The automatic powers of the wave that touch totals and winners are rows of the outcome pipeline's tables
(rules/cosmic/outcome.py). The wave is dealt only once all of it is built (`RELEASED`, rules/cosmic/setup.py).
"""

from __future__ import annotations

from rules.cosmic.effects import POWER_USES, Effect, Usable, main_player, with_flag
from rules.cosmic.power_uses import preselect
from rules.cosmic.powers import works
from rules.cosmic.state import State


def postselect(power: str) -> Usable:
    """Usable in `w_postselect` by a main player whose `power` works."""

    def usable(state: State, seat: int, window: str) -> bool:
        fits = window == "w_postselect" and state.defense >= 0 and main_player(state, seat)
        return fits and works(state, seat, power)

    return usable


POWER_USES.update(
    {
        "calculator": Effect(usable=postselect("calculator"), resolve=with_flag("calculator")),
        "loser": Effect(usable=preselect("loser"), resolve=with_flag("upset")),
        "mirror": Effect(usable=postselect("mirror"), resolve=with_flag("mirror")),
    }
)
