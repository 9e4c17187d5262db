"""Cosmic Encounter's decisions, declared (rules/decisions.py): the tasks of the turn's queue (rules/cosmic/tasks.py)
that run by themselves, and those that wait for players, keyed by the task's kind.

The modules of the phases register their tasks with `automatic` and `decision` (rules/cosmic/engine.py imports
them all); the colour picks and the choice of powers before the first turn are declared by phase in
rules/cosmic/engine.py (`SETUP`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules import decisions
from rules.contract import Action, Event
from rules.cosmic.state import State, Task

Auto = Callable[[State, Task, list[Event]], State]
"""An automatic task: the state with the task already taken off the queue, the task, the events to add to."""


@dataclass(frozen=True)
class Decision(decisions.Decision[State, Task]):
    """A task that waits for players: who is asked (public facts only, D-34), what each may do, and what an answer
    does (with the task still at the head of the queue: the answer takes it off when it is complete). `checkpoint`
    marks answers that are final or reveal something (§4.13). A `public` decision's options follow from public facts
    alone: when it offers exactly one action, the engine makes it at once instead of asking (§4.12); a decision
    over a hand is always asked (the hidden-prompt rule, D-34)."""

    acting: Callable[[State, Task], tuple[int, ...]] = lambda state, task: (task.seat,)
    """Who is asked: by default the seat the task names."""
    phase: str = ""
    """The phase of §4 a player sees it in, a key of the board's phase names (render/cosmic/words.py); a window's
    round is named by its window instead."""
    default: Action | Callable[[State, int, list[Action]], Action] | None = None
    """What the bot plays when the deadline passes (§9.1), where the decision's own rule differs from the general
    defaults of rules/cosmic/timeouts.py: an action (played when it is legal) or a function of the legal actions."""
    checkpoint: bool = False
    public: bool = True
    parallel: bool = False
    """Consecutive tasks of this kind for different seats are asked at once (the engine brings the one answered to the
    head of the queue first): placements, losses and rewards of several players (§9.1)."""
    prompt: str = ""
    """What it asks of the seat that is refused (rules/cosmic/refusals.py), a `mark`ed sentence: "Now you choose the
    spread." Without one the refusal says that something else is due."""
    takes: frozenset[str] = frozenset()
    """The action types it takes: an action of one of them that is not open now is refused for what stands in its
    way (rules/cosmic/refusals.py), not with the prompt."""
    from_hand: bool = False
    """Its cards come from the seat's own hand: a card he does not hold is refused as not held
    (rules/cosmic/refusals.py)."""
    finishes: bool = False
    """It takes a `done` that may not be given yet (a step to take first): such a `done` is refused as not yet."""
    offers_use: bool = False
    """It offers the seat's optional power use: a use refused is refused for what stops the power."""


AUTOMATIC: dict[str, Auto] = {}
DECISIONS: decisions.Decisions[Decision] = decisions.Decisions("cosmic")


def automatic(kind: str) -> Callable[[Auto], Auto]:
    """Register an automatic task."""

    def register(run: Auto) -> Auto:
        AUTOMATIC[kind] = run
        return run

    return register


def decision(kind: str, made: Decision) -> None:
    """Register a decision task."""
    DECISIONS.add(kind, made)
