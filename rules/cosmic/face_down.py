"""Powers dealt face down (`power_mode` `hidden_powers`; spec §3 step 5, §4.1, §5.4).

A face-down power works like any other; only its player knows it until it is turned face up, for good: the first time
its player uses it (an optional use or its Super flare, when the round's plays are shown) or it first changes a
decision list, a total or a movement (an automatic power). The moments are the hook points' call sites, which hand the
power that acted to `turn_up`, `acting` or `changed`; outside this mode no seat is face down and each returns at once.

Who is asked never depends on a face-down power (D-34): a seat with a face-down power declares in every window
(rules/cosmic/protocol.py), and a prompt a power adds turns that power up as the prompt is made.

The exclusion rule (§5.4): a power turned up while a power it is excluded with (§5.5.0) is face up is returned at
once, before it takes effect (a prompt it would add is not made; an optional use it was declared for has no effect),
and its player draws another, face down, from the powers of the pool nobody plays (docs/decisions/cosmic.md, "Hidden
powers").
"""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.components import excludes, power_pool
from rules.cosmic.powers import in_play, plays, powers_of
from rules.cosmic.state import State, Task
from rules.frozen import evolve


def turn_up(state: State, power: str, events: list[Event]) -> State:
    """`power` acts now: if it is a face-down power, it is turned face up for all to see (and returned at once if a
    face-up power excludes it)."""
    if not state.face_down:
        return state
    seat = next((s for s in state.face_down if state.powers[s] == power), -1)
    if seat < 0:
        return state
    state = evolve(state, face_down=tuple(s for s in state.face_down if s != seat))
    events.append({"type": "power_turned_up", "to": None, "seat": seat, "power": power})
    face_up = tuple(p for s in range(len(state.seats)) if s != seat for p in _seen_powers(state, s))
    if excludes(power, face_up):
        return _returned(state, seat, power, events)
    return state


def _seen_powers(state: State, seat: int) -> tuple[str, ...]:
    """The powers of `seat` everyone sees: a drawn power always, his own once face up."""
    own = state.powers[seat]
    return tuple(p for p in powers_of(state, seat) if p and (p != own or seat not in state.face_down))


def _returned(state: State, seat: int, power: str, events: list[Event]) -> State:
    """§5.4: the later of two excluded powers goes back; its player draws another face down. A pool with no power
    left to draw leaves him his power (no pool of this build is that small)."""
    held = set(in_play(state))
    unused = [p for p in power_pool(state.power_pool, state.released) if p not in held]
    if not unused:
        return state
    drawn, rng = state.rng.choice(unused)
    powers = list(state.powers)
    powers[seat] = drawn
    # a use declared for the power he gave back must not pass to the new one: none of his takes effect this challenge
    returned = tuple(sorted({*state.returned, seat}))
    state = evolve(
        state, powers=tuple(powers), face_down=tuple(sorted((*state.face_down, seat))), returned=returned, rng=rng
    )
    events.append({"type": "power_returned", "to": None, "seat": seat, "power": power})
    events.append({"type": "power_dealt", "to": [state.seats[seat]], "seat": seat, "power": drawn})
    return state


def acting(state: State, power: str, tasks: tuple[Task, ...], events: list[Event]) -> tuple[State, tuple[Task, ...]]:
    """The tasks `power` adds at its moment (its prompts and steps): any at all turn it up; none are made if it was
    returned instead."""
    if not tasks or not state.face_down:
        return state, tasks
    seat = next((s for s in range(len(state.seats)) if plays(state, s, power)), -1)
    state = turn_up(state, power, events)
    if seat >= 0 and not plays(state, seat, power):
        return state, ()
    return state, tasks


def changed(before: State, after: State, power: str, told: int, events: list[Event]) -> State:
    """`after` is what `power`'s row made of `before` (having told `events[told:]`): a row that changed the state or
    told something turns the power up."""
    if not before.face_down or (after is before and len(events) == told):
        return after
    return turn_up(after, power, events)
