"""Cudgel (spec §5.5.2): a winning main player Cudgel who revealed an attack card makes the opposing main player lose
as many ships as Cudgel had in the challenge, on top of the outcome's losses.

Joins `STEP_A` (phase 8 step 4 (a)): the count is read from the challenge before its ships moved, and the losses are
tasks that run after the ships' moves.
"""

from __future__ import annotations

from rules.cosmic.hooks import STEP_A, join
from rules.cosmic.outcome import ATTACK, card_type, side_ships
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State, Task


def _cudgel(state: State) -> tuple[Task, ...]:
    """Counted before the ships move (the defense's planet ships are lost by then); the losses go through `lose`
    steps, which do not add to `lost`, so compensation ignores them."""
    winner_side = state.outcome
    if winner_side not in (OFFENSE, DEFENSE):
        return ()
    cudgel, victim = (state.offense, state.defense) if winner_side == OFFENSE else (state.defense, state.offense)
    if not works(state, cudgel, "cudgel") or card_type(state, cudgel) != ATTACK:
        return ()
    had = sum(count for seat, count in side_ships(state, winner_side) if seat == cudgel)
    return (Task("lose_open", victim, had),) if had else ()


POWER = Power("cudgel", joins=(join(STEP_A, _cudgel),))
