"""Warrior (spec §5.5.2): he earns tokens after each challenge he fought as a main player (one for a challenge his
side won or whose deal was made, two for one lost or whose deal failed) and adds them to his total in attack against
attack. The tokens stay, and are public (`State.tokens`, the view's `warrior_tokens`)."""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.hooks import AFTER_CHALLENGE, BONUSES, join
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State
from rules.frozen import evolve

WON, LOST = 1, 2
"""Tokens for a challenge his side won or whose deal was made, and for one lost or whose deal failed."""


def _earned(state: State, seat: int) -> int:
    """Aborted challenges and reclaimed home planets earn nothing."""
    side = OFFENSE if seat == state.offense else DEFENSE
    if state.outcome in (OFFENSE, DEFENSE):
        return WON if state.outcome == side else LOST
    return {"deal": WON, "deal_failed": LOST}.get(state.outcome, 0)


def _earn(state: State, events: list[Event]) -> State:
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


def _tokens(state: State, seat: int) -> int:
    return state.tokens[seat] if state.tokens else 0


POWER = Power("warrior", joins=(join(AFTER_CHALLENGE, _earn), join(BONUSES, ("main", _tokens))))
