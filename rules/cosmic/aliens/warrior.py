"""Warrior (spec §5.5.2): he earns tokens after each challenge he fought as a main player (one for a challenge his
side won or whose deal was made, two for one lost or whose deal failed) and adds them to his total in attack against
attack. The tokens stay, and are public (`WarriorState`, the view's `warrior_tokens`)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.contract import Event
from rules.cosmic.hooks import AFTER_CHALLENGE, BONUSES, join
from rules.cosmic.powers import works
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State

WON, LOST = 1, 2
"""Tokens for a challenge his side won or whose deal was made, and for one lost or whose deal failed."""


@dataclass(frozen=True)
class WarriorState:
    tokens: tuple[int, ...] = ()  # per seat (() before his first): his tokens


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
        tokens = list(record(state, WarriorState).tokens or (0,) * len(state.seats))
        tokens[seat] += earned
        state = with_record(state, WarriorState(tuple(tokens)))
        events.append({"type": "tokens_earned", "to": None, "seat": seat, "count": earned, "tokens": tokens[seat]})
    return state


def _tokens(state: State, seat: int) -> int:
    tokens = record(state, WarriorState).tokens
    return tokens[seat] if tokens else 0


POWER = Power("warrior", joins=(join(AFTER_CHALLENGE, _earn), join(BONUSES, ("main", _tokens))), state=WarriorState)
