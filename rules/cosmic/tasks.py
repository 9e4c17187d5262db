"""The turn as a queue of steps (spec §4): every phase step, window and sub-decision of Cosmic Encounter is a `Task`
in `State.tasks`, head first.

A step either runs by itself (an automatic task: it changes the state and queues what follows) or waits for players
(a decision task: who acts and what they may do follow from it, rules/cosmic/decisions.py). A step that needs a
sub-decision before the rest of its phase (ships to place, ships to lose, a window) puts it in front of what is
already queued, so the queue is also the stack of what is left to do. Everything a task carries is public; hidden
choices live in the state's private fields (hands, face-down cards, window drafts).
"""

from __future__ import annotations

from rules.cosmic.state import State, Task
from rules.frozen import with_field


def push(state: State, *tasks: Task) -> State:
    """Queue `tasks` in front of everything queued, in the order given."""
    return with_field(state, "tasks", (*tasks, *state.tasks))


def head(state: State) -> Task:
    return state.tasks[0]


def pop(state: State) -> State:
    """The head task is done."""
    return with_field(state, "tasks", state.tasks[1:])


def replace_head(state: State, task: Task) -> State:
    """The head task goes on, changed (a count down by one, a step further)."""
    return with_field(state, "tasks", (task, *state.tasks[1:]))
