"""Void (spec §5.5.2): when the winning main player is Void, the outcome's lost ships go out of the game for good
(the `removed` zone of `VoidState`), though every player keeps `VOID_LEAVES` ships outside it.

Joins `LOSS_REACTIONS` (rules/cosmic/losses.py, §5.5.0), first (D-47: before Zombie), and reacts to the outcome's
loss event only (`OUTCOME`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.contract import Event
from rules.cosmic.components import SHIPS_PER_COLOUR
from rules.cosmic.hooks import LOSS_REACTIONS, join
from rules.cosmic.losses import OUTCOME, Loss
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE, from_lost_zone
from rules.cosmic.state import State, Task
from rules.cosmic.windows import precedence
from rules.cosmic.wording import who

VOID_LEAVES = 5
"""Ships Void always leaves a player outside the `removed` zone (§5.5.2)."""


@dataclass(frozen=True)
class VoidState:
    removed: tuple[int, ...] = ()  # per seat (() until the first): its ships out of the game for good, public


def _void(state: State, loss: Loss, events: list[Event]) -> tuple[State, Loss, tuple[Task, ...]]:
    """The outcome's lost ships go out of the game for good when the winning main player is Void (D-47: before
    Zombie); each player keeps 5 ships outside `removed`, the rest stay in the warp."""
    if loss.source != OUTCOME or state.outcome not in (OFFENSE, DEFENSE):
        return state, loss, ()
    void = state.offense if state.outcome == OFFENSE else state.defense
    if not works(state, void, "void"):
        return state, loss, ()
    removed = list(record(state, VoidState).removed or (0,) * len(state.seats))
    for seat in precedence(len(state.seats), state.offense, state.defense):
        count = min(loss.ships[seat], max(0, SHIPS_PER_COLOUR - VOID_LEAVES - removed[seat]))
        if not count:
            continue
        state = from_lost_zone(state, seat, loss.zone, count)
        removed[seat] += count
        loss = loss.less(seat, count)
        events.append({"type": "ships_removed", "to": None, "seat": seat, "count": count, "by": void})
    return with_record(state, VoidState(tuple(removed))), loss, ()


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_ships_removed(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{by} removed {count} ship of {player} from the game.",
        "{by} removed {count} ships of {player} from the game.",
        int(event.get("count") or 0),
        by=who(event, names, "by"),
        player=who(event, names),
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Void"),
    effect=lambda locale: TEXT.tr(
        locale,
        "When your side wins as a main player, the beaten ships are removed from the game instead of going to the "
        "warp.",
    ),
    timing=lambda locale: TEXT.tr(locale, "When your side wins, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When your side wins a challenge in which you are a main player, the losing side's ships that would go to "
        "the warp are removed from the game instead. No player is brought below 5 ships outside those removed: the "
        "rest go to the warp as usual. Removed ships never come back.",
    ),
    events=(("ships_removed", _tell_ships_removed),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "void",
    joins=(join(LOSS_REACTIONS, _void),),
    state=VoidState,
    words=WORDS,
)
