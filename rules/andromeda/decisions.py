"""Andromeda's decisions, declared (rules/decisions.py): one per phase of the round, keyed by the phase.

The transport and action phases ask the seat whose turn it is (`current`) and apply through rules/andromeda/turns.py;
the trading phases (rules/andromeda/trading.py) ask the active player (an offer or a swap), the co-players still to
respond (at once, hidden), the seat just swapped with (keep or stay) or the lap seat (take back or swap), and hand
each answer to the function of its type. The game is over in OVER: no decision.
"""

from __future__ import annotations

from rules.andromeda import trading, turns
from rules.andromeda.state import ACTION, KEEP, LAP, OFFER, RESPOND, TRANSPORT, State
from rules.decisions import Decision, Decisions, by_type

DECISIONS: Decisions[Decision[State, str]] = Decisions("andromeda")


def _current(s: State, phase: str) -> tuple[int, ...]:
    return (s.current,)


def _active(s: State, phase: str) -> tuple[int, ...]:
    return (s.active,)


DECISIONS.add(TRANSPORT, Decision(legal=turns.transport_legal, apply=turns.transport, acting=_current))
DECISIONS.add(
    OFFER,
    Decision(legal=trading.offer_legal, apply=by_type({"offer": trading.offer, "swap": trading.swap}), acting=_active),
)
DECISIONS.add(RESPOND, Decision(legal=trading.respond_legal, apply=trading.respond, acting=trading.responders))
DECISIONS.add(
    KEEP,
    Decision(legal=trading.keep_legal, apply=by_type({"keep": trading.keep, "stay": trading.stay}), acting=_current),
)
DECISIONS.add(
    LAP,
    Decision(
        legal=trading.lap_legal, apply=by_type({"take_back": trading.take_back, "swap": trading.swap}), acting=_current
    ),
)
# the action phase's answers (a step of the action being built, or the end of the turn) are told apart in turns.act
DECISIONS.add(ACTION, Decision(legal=turns.action_legal, apply=turns.act, acting=_current))
