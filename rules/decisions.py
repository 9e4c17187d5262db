"""Decisions, declared: the one way every game dispatches who acts, what they may do and what an action does.

A game's state names the decision at hand by a key: its phase (Hanse, Andromeda, Starfarers) or, in Cosmic
Encounter, the kind of the task at the head of its queue. The game declares one `Decision` per key in a
`Decisions` table (its `decisions.py`), and its `who_acts`, `legal_now` and `play` look the key up instead of
branching on it. Each function of a decision is handed what the key stands for (`at`: the phase, or the task), so a
decision shared by several keys knows which one it serves.

Events are reported one way in every game: `apply` appends the events it causes to the list it is handed, in the
order they happen, and returns the new state (states are never changed in place: rules/frozen.py builds them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rules.contract import Action, Event

S = TypeVar("S")
"""The game's state."""
At = TypeVar("At")
"""What a key stands for when the decision is asked: the phase name, or Cosmic's head task."""


Apply = Callable[[S, At, int, Action, list[Event]], S]
"""What an answer does: the state, what the key stands for, the seat (by index), the legal action, the events."""


@dataclass(frozen=True)
class Decision(Generic[S, At]):
    """One kind of decision: who is asked (public facts only), what each of them may do, and what an answer does."""

    legal: Callable[[S, At, int], list[Action]]
    """The legal actions of an acting seat (by index)."""
    apply: Apply[S, At]
    """The state after a legal action of an acting seat; its events are appended to the list."""
    acting: Callable[[S, At], tuple[int, ...]]
    """The seats (by index, in table order) the decision asks now."""


D = TypeVar("D", bound=Decision)  # type: ignore[type-arg]


class Decisions(dict[str, D]):
    """A game's decisions by key. A dict, so that the lookup on every step costs what a dict's does; `add` refuses a
    key declared twice, so that two modules cannot silently claim the same phase."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def add(self, key: str, decision: D) -> D:
        if key in self:
            raise ValueError(f"{self.game}: the decision {key!r} is declared twice")
        self[key] = decision
        return decision

    def add_all(self, keys: Iterable[str], decision: D) -> D:
        """One decision serving several keys (phases whose choices and answers are written once)."""
        for key in keys:
            self.add(key, decision)
        return decision

    def acting_names(self, state: Any, key: str, seats: Sequence[str]) -> tuple[str, ...]:
        """The seats the decision of `key` (a phase, `at` being the key itself) asks now, by name in table order;
        none where no decision is declared (the phase after the game's end)."""
        decision = self.get(key)
        if decision is None:
            return ()
        acting = decision.acting(state, key)
        if len(acting) == 1:  # the usual case: one seat, named without a loop
            return (seats[acting[0]],)
        return tuple([seats[index] for index in acting])

    def missing(self, keys: Iterable[str]) -> tuple[str, ...]:
        """The keys among `keys` with no decision declared (a test checks every phase but the last has one)."""
        return tuple(key for key in keys if key not in self)


def by_type(handlers: Mapping[str, Apply[S, At]]) -> Apply[S, At]:
    """An `apply` that hands each action to the handler of its type: a decision offering several kinds of action.
    Only legal actions reach it, so every type it is handed has a handler."""

    def apply(state: S, at: At, seat: int, action: Action, events: list[Event]) -> S:
        return handlers[action["type"]](state, at, seat, action, events)

    return apply
