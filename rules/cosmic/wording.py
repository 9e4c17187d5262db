"""The pieces that the lines of rules/cosmic/text.py and those a power's module declares (`PowerWords.events`,
`actions`, `during`, `drafting`; rules/cosmic/power_words.py) are made of: an event's seats by their names, and what
the state says of the task or the window play an action answers.

Seats are named only through `names`; events reach a narrator with their seats already named (rules/cosmic/game.py
`named`), actions name the seat they concern.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.names import TEXT, card_name, planet_name
from rules.cosmic.powers import with_use
from rules.cosmic.registry import USES
from rules.cosmic.state import State, Task
from rules.cosmic.windows import Play


# -- events ------------------------------------------------------------------------------------------------------------
def who(event: Event, names: Mapping[str, str], key: str = "seat") -> str:
    """The name of the seat the event names under `key`."""
    return names[str(event.get(key))]


def seat_names(event: Event, names: Mapping[str, str], key: str) -> list[str]:
    """The names of the seats the event lists under `key`."""
    return [names[str(s)] for s in event.get(key) or [] if s is not None]


def player_and_card(event: Event, names: Mapping[str, str], locale: str) -> dict[str, str]:
    """The `{player}` and `{card}` of a line about one player and one card kind."""
    return {"player": who(event, names), "card": card_name(str(event.get("card")), locale)}


def event_planet(event: Event, locale: str, key: str = "planet") -> str:
    return planet_name(str(event.get(key)), locale)


# -- actions -----------------------------------------------------------------------------------------------------------
def seat_name(names: Mapping[str, str], seat: object) -> str:
    """The name of a seat an action names."""
    return names[str(seat)]


def named_index(names: Mapping[str, str], state: State, seat: int, locale: str) -> str:
    """The name of the seat of index `seat` ("nobody" for none)."""
    return names[state.seats[seat]] if 0 <= seat < len(state.seats) else TEXT.tr(locale, "nobody")


def head_task(state: State) -> Task | None:
    """The task asked now."""
    return state.tasks[0] if state.tasks else None


def head_kind(state: State) -> str:
    task = head_task(state)
    return task.kind if task is not None else ""


def own_task(state: State, kind: str, seat: int) -> Task | None:
    """The task of `kind` that `seat` answers now (several players may be asked at once: placements, rewards)."""
    for task in state.tasks:
        if task.kind != kind:
            break
        if seat < 0 or task.seat == seat:
            return task
    return None


def drafting(state: State, seat: int) -> Play | None:
    """The play `seat` is naming targets for in a window round; without a seat, the one play being drafted."""
    drafts = [d for d in state.w_drafts if isinstance(d, Play)]
    if 0 <= seat < len(state.w_drafts):
        mine = state.w_drafts[seat]
        return mine if isinstance(mine, Play) else None
    return drafts[0] if len({d.kind for d in drafts}) == 1 else None


def power_of(state: State, seat: int) -> str:
    """The power whose use `seat` makes: his own, or the one Reincarnator drew (his own has no use); else his own."""
    if not 0 <= seat < len(state.powers):
        return ""
    return with_use(state, seat, USES) or state.powers[seat]
