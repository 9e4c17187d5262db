"""Effects shared by a first-release power's use and its flare, or by several powers (spec §5.1, §5.2): when a main
player may use a power in a window (`main_use`, also for later waves' powers), Time Travel (Chronos' use and Super
flare), Blind (Laser's use and flares), looking at hands (Mind's use and flares), regenerating (Mutant's use and Super
flare, with its decision). The powers themselves are declared one module each in rules/cosmic/aliens/.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import CHALLENGE_COUNTS, kind_of
from rules.cosmic.decisions import Decision, decision
from rules.cosmic.effects import Usable, main_player, opposing_main
from rules.cosmic.hands import give, take
from rules.cosmic.outcome import BURIED, CLAIM
from rules.cosmic.piles import draw_cards
from rules.cosmic.powers import works
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.frozen import evolve
from rules.i18n import mark

REGENERATE_TO = 7
TALON = "talon"


def main_use(power: str, window: str = "w_preselect", needs_room: bool = False) -> Usable:
    """Usable in `window` by a main player whose `power` works (with `needs_room`: holding fewer than 7 cards)."""

    def usable(state: State, seat: int, name: str) -> bool:
        fits = name == window and state.defense >= 0 and main_player(state, seat)
        room = not needs_room or len(state.hands[seat]) < REGENERATE_TO
        return fits and room and works(state, seat, power)

    return usable


# -- Time Travel (Chronos) ---------------------------------------------------------------------------------------------
def time_travel(state: State, seat: int, events: list[Event]) -> State:
    """Chronos takes his revealed card back; the opponent's is set aside until phase 9; both select again (the
    opponent with no other challenge card gets his card back and must select it). An accepted claim has no card to
    set aside: it lapses, and its player selects again from his hand; holding no challenge card, he takes back the
    card he buried in the talon, if it is still there (the flag `BURIED` names it)."""
    other = opposing_main(state, seat)
    mine, theirs = state.revealed[seat], state.revealed[other]
    n = len(state.seats)
    prefix = f"{BURIED}{other}:"
    buried = next((f.removeprefix(prefix) for f in state.flags if f.startswith(prefix) and not theirs), "")
    lapsed = tuple(f for f in state.flags if not f.startswith((CLAIM, BURIED)))
    state = give(evolve(state, revealed=("",) * n, flags=lapsed), seat, mine)
    short = not any(kind_of(c) in CHALLENGE_COUNTS for c in state.hands[other])
    if buried in state.talon and short:
        state = give(evolve(state, talon=tuple(c for c in state.talon if c != buried)), other, buried)
        events.append({"type": "drew", "to": None, "seat": other, "from": None, "count": 1})
        events.append({"type": "cards_drawn", "to": [state.seats[other]], "seat": other, "cards": [kind_of(buried)]})
    if earlier := state.set_aside[other]:  # Chronos' Super travels again: one card aside per player (decisions)
        state = give(state, other, earlier)
        events.append({"type": "set_aside_returned", "to": None, "seat": other, "card": kind_of(earlier)})
    aside = list(state.set_aside)
    aside[other] = theirs
    state = evolve(state, set_aside=tuple(aside), flags=(*state.flags, "reselect"))
    if theirs and not any(kind_of(c) in CHALLENGE_COUNTS for c in state.hands[other]):
        aside[other] = ""
        state = give(evolve(state, set_aside=tuple(aside)), other, theirs)
    events.append(
        {"type": "time_travel", "to": None, "seat": seat, "card": kind_of(mine), "set_aside": kind_of(theirs) or None}
    )
    return state


# -- Blind (Laser) -----------------------------------------------------------------------------------------------------
def blind(state: State, victim: int, events: list[Event], by: int) -> State:
    events.append({"type": "blinded", "to": None, "seat": victim, "by": by})
    return evolve(state, flags=(*state.flags, f"blind:{victim}"))


# -- looking at hands (Mind) -------------------------------------------------------------------------------------------
def look(state: State, seat: int, others: list[int], events: list[Event]) -> State:
    """`seat` sees these hands, privately; everyone learns only that he looked (§7)."""
    events.append({"type": "looked", "to": None, "seat": seat, "at": others})
    for other in others:
        events.append(
            {
                "type": "hand_seen",
                "to": [state.seats[seat]],
                "seat": seat,
                "of": other,
                "cards": [kind_of(c) for c in state.hands[other]],
            }
        )
    return state


# -- Regenerate (Mutant) -----------------------------------------------------------------------------------------------
def regenerate(state: State, seat: int, size: int) -> State:
    """Fill `seat`'s hand to `size`, one card per step from a source he names (D-28)."""
    if len(state.hands[seat]) >= size:
        return state
    return push(state, Task("regenerate", seat, size))


def regenerate_actions(state: State, task: Task, seat: int) -> list[Action]:
    sources: list[Action] = []
    if state.talon or state.discard:
        sources.append({"type": "draw_from", "source": TALON})
    sources += [
        {"type": "draw_from", "source": state.seats[s]} for s in range(len(state.seats)) if s != seat and state.hands[s]
    ]
    return sources


def regenerate_step(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    source = str(action["source"])
    if source == TALON:
        state, drawn = draw_cards(state, seat, 1)
        events.append({"type": "drew", "to": None, "seat": seat, "from": None, "count": len(drawn)})
        events.append(
            {"type": "cards_drawn", "to": [state.seats[seat]], "seat": seat, "cards": [kind_of(c) for c in drawn]}
        )
    else:
        victim = state.seats.index(source)
        card, rng = state.rng.choice(state.hands[victim])
        state = give(take(evolve(state, rng=rng), victim, card), seat, card)
        events.append({"type": "drew", "to": None, "seat": seat, "from": victim, "count": 1})
        audience = [state.seats[seat], source]
        events.append(
            {"type": "cards_moved", "to": audience, "seat": victim, "receiver": seat, "cards": [kind_of(card)]}
        )
    if len(state.hands[seat]) >= task.n or not regenerate_actions(state, task, seat):
        return pop(state)
    return replace_head(state, task)


decision(
    "regenerate",
    Decision(
        phase="cards",
        legal=regenerate_actions,
        apply=regenerate_step,
        prompt=mark("Now you choose where you draw your next card from."),
        takes=frozenset({"draw_from"}),
    ),
)
