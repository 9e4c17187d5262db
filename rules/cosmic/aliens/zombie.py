"""Zombie (spec §5.5.2): his ships never stay in the warp: those of every loss event come home at once.

Joins `LOSS_REACTIONS` (rules/cosmic/losses.py, §5.5.0), after Void (D-47): the ships Void removed are gone.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.hooks import LOSS_REACTIONS, join
from rules.cosmic.losses import Loss
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.ships import place_task
from rules.cosmic.state import State, Task
from rules.cosmic.wording import who


def _zombie(state: State, loss: Loss, events: list[Event]) -> tuple[State, Loss, tuple[Task, ...]]:
    """Zombie's ships of the event come home at once through the placement prompt, onto his bases: a target planet
    he just lost is none of them any more, and an active Zombie always has one (three home bases). `lost` keeps
    them for compensation (D-47)."""
    for seat, count in enumerate(loss.ships):
        if not count or not works(state, seat, "zombie"):
            continue
        home = place_task(state, seat, loss.zone, count)
        events.append({"type": "zombie_returns", "to": None, "seat": seat, "count": count})
        return state, loss.less(seat, count), (home,) if home is not None else ()
    return state, loss, ()


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_zombie_returns(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} brought {count} lost ship back from the warp to their bases.",
        "{player} brought {count} lost ships back from the warp to their bases.",
        int(event.get("count") or 0),
        player=who(event, names),
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Zombie"),
    effect=lambda locale: TEXT.tr(locale, "Your ships never go to the warp: they return to your bases instead."),
    timing=lambda locale: TEXT.tr(locale, "Whenever your ships would go to the warp"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Whenever your ships would go to the warp, they return to your bases instead, and you place them. They never "
        "go back to a target planet just lost; without a base they go to your home planets. They still count as "
        "lost for compensation, and ships removed from the game do not return.",
    ),
    events=(("zombie_returns", _tell_zombie_returns),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "zombie",
    joins=(join(LOSS_REACTIONS, _zombie),),
    words=WORDS,
)
