"""Wave 2a's public tokens (spec §5.5.2): Warrior earns tokens after each challenge he fought as a main player, as a
row of phase 10's after-challenge table (`AFTER_CHALLENGE`, rules/cosmic/turn.py); he adds them to his total as a
row of the outcome's bonuses (rules/cosmic/outcome.py `BONUSES`). The tokens stay.

The wave is dealt only once all of it is built (`RELEASED`, rules/cosmic/setup.py).
"""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.powers import works
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State
from rules.cosmic.turn import AFTER_CHALLENGE
from rules.frozen import evolve

WON, LOST = 1, 2
"""Tokens for a challenge his side won or whose deal was made, and for one lost or whose deal failed."""


def _earned(state: State, seat: int) -> int:
    """Aborted challenges and reclaimed home planets earn nothing."""
    side = OFFENSE if seat == state.offense else DEFENSE
    if state.outcome in (OFFENSE, DEFENSE):
        return WON if state.outcome == side else LOST
    return {"deal": WON, "deal_failed": LOST}.get(state.outcome, 0)


def _warrior(state: State, events: list[Event]) -> State:
    if state.defense < 0:
        return state
    for seat in (state.offense, state.defense):
        earned = _earned(state, seat) if works(state, seat, "warrior") else 0
        if not earned:
            continue
        tokens = list(state.tokens or (0,) * len(state.seats))
        tokens[seat] += earned
        state = evolve(state, tokens=tuple(tokens))
        events.append({"type": "tokens_earned", "to": None, "seat": seat, "count": earned, "tokens": tokens[seat]})
    return state


AFTER_CHALLENGE.append(_warrior)
