"""Loss events (spec §5.5.0): every occasion on which ships of one or more players would go to the warp, and the
powers' reactions to it, which are the rows of one ordered hook point, `LOSS_REACTIONS` (rules/cosmic/hooks.py: Void,
Zombie, Vacuum, Healer, each in rules/cosmic/aliens/). Phase code names no power.

Every loss comes here, one of two ways:
- ships moved by the phase itself (the outcome's, phase 8 step 4 (a), rules/cosmic/consequences.py; Kamikaze's,
  rules/cosmic/aliens/kamikaze.py) go with the raw moves of rules/cosmic/ships.py, and the phase then queues
  `loss_task(state, ships, source)`, built after the moves, where the event's reactions are to run;
- ships chosen from planets (a failed deal, Plague, Cudgel, Grudge, Hate, Vacuum's victims) are a `lose` task: its
  chooser (the owner, or another player such as Hate) takes the owner's ships one per step. `losing(...)` queues one
  counted when it comes due (`lose_open`), `lose_task(...)` one counted now. All the ships one task took are one loss
  event, whose reactions start once its last ship went.

The ships first go where lost ships go (the warp, or with `warp_fan` the fan segment they were put on: ships.py
`lost_zone`). A `Loss` records that zone and, per seat, how many of the event's ships are still there. The `loss`
task runs the rows in order: a row may take ships out of the zone (Void removes them, Zombie brings them home) and
returns the event as it stands after it, with the tasks it adds, which run before the next row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from rules.contract import Action, Event
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.face_down import changed, turn_up
from rules.cosmic.hooks import LOSS_REACTIONS, OUTSIDE_CHALLENGE
from rules.cosmic.registry import rows
from rules.cosmic.ships import lost_zone, planet_to_warp
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head

LOSS = "loss"
OUTCOME = "outcome"
"""The source of the outcome's loss (phase 8 step 4 (a)): the only one Void reacts to."""


class Loss(NamedTuple):
    """One loss event: where it came from (`OUTCOME`, a power's word such as Vacuum's, or another), the lost zone its
    ships were put in ("warp" or `fan:<segment>`), and per seat how many of them are still there."""

    source: str
    zone: str
    ships: tuple[int, ...]

    def less(self, seat: int, count: int) -> Loss:
        """The event after `count` of `seat`'s ships left the zone."""
        ships = list(self.ships)
        ships[seat] -= count
        return self._replace(ships=tuple(ships))

    def encode(self) -> str:
        return f"{self.source}/{self.zone}/{','.join(str(n) for n in self.ships)}"

    @staticmethod
    def decode(text: str) -> Loss:
        source, zone, ships = text.split("/")
        return Loss(source, zone, tuple(int(n) for n in ships.split(",")))


LossReaction = Callable[[State, Loss, list[Event]], tuple[State, Loss, tuple[Task, ...]]]
"""A power's reaction to a loss event, read when its turn in the table comes (its power active then): the state, the
event as it stands afterwards (less the ships it took out of the zone), and the tasks it adds, which run before the
next row."""


def loss_task(state: State, ships: Sequence[int], source: str = "") -> Task | None:
    """The task that runs the reactions to a loss event: `ships[s]` ships of each seat s were just lost (moved
    by ships.py into `lost_zone`); None when no ship was."""
    if not any(ships):
        return None
    return Task(LOSS, -1, 0, Loss(source, lost_zone(state), tuple(ships)).encode())


@automatic(LOSS)
def react(state: State, task: Task, events: list[Event]) -> State:
    """The row `n` of the table, then the next one (after the tasks it added)."""
    reactions = rows(LOSS_REACTIONS)
    if task.n >= len(reactions):
        return state
    power, reaction = reactions[task.n]
    told, before, losing = len(events), state, Loss.decode(task.what)
    state, loss, added = reaction(state, losing, events)
    # a reaction that took ships out of the loss or added steps acted, as did one that changed the state
    acted = loss != losing or bool(added)
    state = turn_up(state, power, events) if acted else changed(before, state, power, told, events)
    rest = (task._replace(n=task.n + 1, what=loss.encode()),) if any(loss.ships) else ()
    return push(state, *added, *rest)


# -- losing ships from planets (`lose`: the chooser, ships left to take, what = owner/source/ships taken) -------------


def _planets(state: State, owner: int, source: str) -> list[str]:
    """The planets a loss of `source` may take `owner`'s ships from."""
    barred = state.target if source in (s for _, s in rows(OUTSIDE_CHALLENGE)) else ""
    return [p for p in state.planets if p != barred and state.ships_on(p, owner) > 0]


def _available(state: State, owner: int, source: str) -> int:
    return sum(state.ships_on(p, owner) for p in _planets(state, owner, source))


class _Losing(NamedTuple):
    owner: int
    source: str
    taken: int


def _losing(task: Task) -> _Losing:
    """A task of a game stored before the pipeline carries "": the chooser's own ships, nothing taken yet."""
    if not task.what:
        return _Losing(task.seat, "", 0)
    owner, source, taken = task.what.split("/")
    return _Losing(int(owner), source, int(taken))


def owner_of(task: Task) -> int:
    """Whose ships a `lose` task takes (its seat is the chooser's)."""
    return _losing(task).owner


def losing(owner: int, count: int, *, chooser: int = -1, source: str = "") -> Task:
    """A loss of `count` of `owner`'s ships from planets, chosen by `chooser` (default: the owner), counted when it
    comes due: ships going home before it count."""
    what = f"{chooser}/{source}" if chooser not in (-1, owner) or source else ""
    return Task("lose_open", owner, count, what)


def lose_task(state: State, owner: int, count: int, *, chooser: int = -1, source: str = "") -> Task | None:
    """The `lose` task for `count` of `owner`'s ships (fewer if he has fewer on the planets `source` may take from,
    `OUTSIDE_CHALLENGE`), chosen by `chooser` (default: the owner); None when he has none there."""
    n = min(count, _available(state, owner, source))
    chooser = owner if chooser < 0 else chooser
    return Task("lose", chooser, n, f"{owner}/{source}/0") if n > 0 else None


@automatic("lose_open")
def lose_open(state: State, task: Task, events: list[Event]) -> State:
    chooser, _, source = task.what.partition("/")
    found = lose_task(state, task.seat, task.n, chooser=int(chooser or -1), source=source)
    return push(state, found) if found is not None else state


def lose_actions(state: State, task: Task, seat: int) -> list[Action]:
    owner, source, _ = _losing(task)
    return [{"type": "lose", "planet": p} for p in _planets(state, owner, source)]


def lose(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """One ship to the warp; the task's last ship makes the loss event. Another's chooser (Hate) is named as `by`."""
    owner, source, taken = _losing(task)
    state = planet_to_warp(state, owner, str(action["planet"]), 1)
    told: Event = {"type": "ships_lost", "to": None, "seat": owner, "count": 1, "planet": action["planet"]}
    events.append(told if seat == owner else {**told, "by": seat})
    left = min(task.n - 1, _available(state, owner, source))
    if left:
        return replace_head(state, task._replace(n=left, what=f"{owner}/{source}/{taken + 1}"))
    ships = [0] * len(state.seats)
    ships[owner] = taken + 1
    event = loss_task(state, ships, source)
    return push(pop(state), *([event] if event is not None else []))


decision(
    "lose",
    Decision(phase="lose", legal=lose_actions, apply=lose, parallel=True),
)
