"""The turn's frame (spec §4.0, §4.9, §6): the win check after every change, the end of a turn, new rounds and the
round limit."""

from __future__ import annotations

from rules.contract import Event
from rules.frozen import evolve
from rules.starfarers.scoring import vp
from rules.starfarers.state import OVER, ROLL, State

TARGET_REACHED = "target"
ROUND_LIMIT = "round_limit"


def check_win(state: State, events: list[Event]) -> State:
    """§6: the active player wins the moment they have the target's victory points during their own turn."""
    if state.phase != OVER and vp(state, state.active) >= state.target_vp:
        events.append({"type": "won", "to": None, "seat": state.active, "vp": vp(state, state.active)})
        return evolve(state, phase=OVER, winner=state.active, reason=TARGET_REACHED, task=())
    return state


def end_turn(state: State, events: list[Event]) -> State:
    """§4.9: the next seat to the left begins; a new round when the start player's turn comes round again; the round
    limit (`max_rounds`, decision D48) ends the game after the last turn of its last round."""
    n = len(state.seats)
    last_of_round = (state.active + 1) % n == state.start
    if last_of_round and 0 < state.max_rounds <= state.round:
        events.append({"type": "round_limit", "to": None, "rounds": state.round})
        return evolve(state, phase=OVER, reason=ROUND_LIMIT, task=())
    active = (state.active + 1) % n
    rounds = state.round + 1 if last_of_round else state.round
    state = evolve(state, active=active, round=rounds, phase=ROLL, task=(), turn=(), offers_started=0)
    events.append({"type": "turn", "to": None, "seat": active, "round": rounds})
    return check_win(state, events)  # §4.0: only positions made by tests get here with the target reached
