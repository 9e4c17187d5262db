"""Wave 2a's optional power uses (spec §5.5.2), declared like the first release's (rules/cosmic/power_uses.py).

The automatic powers of the wave that touch totals and winners are rows of the outcome pipeline's tables
(rules/cosmic/outcome.py). The wave is dealt only once all of it is built (`RELEASED`, rules/cosmic/setup.py).
"""

from __future__ import annotations

from rules.cosmic.effects import POWER_USES, Effect, with_flag
from rules.cosmic.power_uses import main_use

POWER_USES.update(
    {
        "calculator": Effect(usable=main_use("calculator", "w_postselect"), resolve=with_flag("calculator")),
        "loser": Effect(usable=main_use("loser"), resolve=with_flag("upset")),
        "mirror": Effect(usable=main_use("mirror", "w_postselect"), resolve=with_flag("mirror")),
    }
)
