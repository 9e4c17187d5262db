"""Reincarnator (spec §5.5.3): after a challenge his side lost, or a deal of his that failed, he draws at random a
power of the game's pool that is not in play and plays it besides his own, in place of the one he drew before. The
drawn power is public (`ReincarnatorState`, the view's `extra_power`).

He is a row of phase 8 step (g) (`STEP_G`, rules/cosmic/consequences.py, after Grudge's). The drawn power needs no
line of its own anywhere: rules/cosmic/powers.py `powers_of`, `plays` and `works` count it beside the seat's own, so
its automatic hooks, its optional use in its window (`with_use`) and the flare Super rule (§5.2) follow from there.
Miser is never drawn: his hoard is dealt at the deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.contract import Event
from rules.cosmic.components import excludes, power_pool
from rules.cosmic.hooks import STEP_G, join
from rules.cosmic.names import TEXT, power_name
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import in_play, works
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State, Task
from rules.cosmic.wording import who
from rules.frozen import evolve

REINCARNATOR = "reincarnator"
NEVER_DRAWN = (REINCARNATOR, "miser")
"""Reincarnator himself, and Miser, whose hoard is dealt with the hands and could not come mid-game."""


@dataclass(frozen=True)
class ReincarnatorState:
    extra_powers: tuple[str, ...] = ()  # per seat (() before the first): the power he drew besides his own ("" none)


def drawable(state: State) -> tuple[str, ...]:
    """The powers he may draw now, in the pool's order: the game's pool (the waves it was set up with) less every
    power in play (his earlier drawn one included), the ones never drawn, and any excluded with a power in play."""
    playing = in_play(state)
    return tuple(
        p
        for p in power_pool(state.power_pool, state.released)
        if p not in playing and p not in NEVER_DRAWN and not excludes(p, playing)
    )


def _lost(state: State, seat: int) -> bool:
    """A main player or ally of the side that lost, or a main player of a failed deal (allies are no part of a
    deal); an aborted challenge or a reclaim is lost by nobody."""
    main = seat in (state.offense, state.defense)
    if state.outcome == "deal_failed":
        return main
    if state.outcome not in (OFFENSE, DEFENSE):
        return False
    losing = DEFENSE if state.outcome == OFFENSE else OFFENSE
    side = OFFENSE if seat == state.offense else DEFENSE if seat == state.defense else state.allies[seat]
    return side == losing


def _reincarnate(state: State, events: list[Event]) -> tuple[State, tuple[Task, ...]]:
    for seat in range(len(state.seats)):
        if not works(state, seat, REINCARNATOR) or not _lost(state, seat):
            continue
        choices = drawable(state)
        if not choices:
            return state, ()
        drawn, rng = state.rng.choice(choices)
        extra = list(record(state, ReincarnatorState).extra_powers or ("",) * len(state.seats))
        replaced = extra[seat] or None
        extra[seat] = drawn
        events.append({"type": "reincarnated", "to": None, "seat": seat, "power": drawn, "replaced": replaced})
        return with_record(evolve(state, rng=rng), ReincarnatorState(tuple(extra))), ()
    return state, ()


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_reincarnated(event: Event, locale: str, names: Mapping[str, str]) -> str:
    power = power_name(str(event.get("power")), locale)
    if event.get("replaced"):
        return TEXT.tr(
            locale,
            "{player} was reincarnated with a new power: {power}, in place of {old}.",
            player=who(event, names),
            power=power,
            old=power_name(str(event["replaced"]), locale),
        )
    return TEXT.tr(
        locale, "{player} was reincarnated with a second power: {power}.", player=who(event, names), power=power
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Reincarnator"),
    effect=lambda locale: TEXT.tr(
        locale,
        "When your side loses or a deal fails, you draw a random unused power and use it besides your own.",
    ),
    timing=lambda locale: TEXT.tr(locale, "When your side loses or a deal fails, as a main player or ally"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When you are a main player or ally on the losing side, or in a failed deal, you draw at random a power of "
        "the game's pool that nobody plays. You use it besides your own until the next such draw replaces it. "
        "Everyone can see which power you hold.",
    ),
    events=(("reincarnated", _tell_reincarnated),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    REINCARNATOR,
    joins=(join(STEP_G, _reincarnate),),
    state=ReincarnatorState,
    words=WORDS,
)
