"""Wave 2a's powers that react to loss events (spec §5.5.0, §5.5.2): Void removes the losing side's ships from the
game, Zombie's ships come home instead of staying in the warp, Vacuum takes other players' ships along. They are the
rows of the loss-event pipeline's table (rules/cosmic/losses.py `LOSS_REACTIONS`), in this order; each reads the
event when its turn comes, with the power active then (docs/decisions/cosmic.md).

The wave is dealt only once all of it is built (`RELEASED`, rules/cosmic/setup.py).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import SHIPS_PER_COLOUR
from rules.cosmic.hooks import LOSS_REACTIONS, join
from rules.cosmic.losses import OUTCOME, VACUUM, Loss, lose_task
from rules.cosmic.powers import works
from rules.cosmic.registry import Power, register
from rules.cosmic.ships import DEFENSE, OFFENSE, from_lost_zone, place_task, ships_on_planets
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import Decision, decision, pop, push, replace_head
from rules.cosmic.windows import precedence
from rules.frozen import evolve

VOID_LEAVES = 5
"""Ships Void always leaves a player outside the `removed` zone (§5.5.2)."""


# -- Void --------------------------------------------------------------------------------------------------------------
def _void(state: State, loss: Loss, events: list[Event]) -> tuple[State, Loss, tuple[Task, ...]]:
    """The outcome's lost ships go out of the game for good when the winning main player is Void (D-47: before
    Zombie); each player keeps 5 ships outside `removed`, the rest stay in the warp."""
    if loss.source != OUTCOME or state.outcome not in (OFFENSE, DEFENSE):
        return state, loss, ()
    void = state.offense if state.outcome == OFFENSE else state.defense
    if not works(state, void, "void"):
        return state, loss, ()
    removed = list(state.removed or (0,) * len(state.seats))
    for seat in precedence(len(state.seats), state.offense, state.defense):
        count = min(loss.ships[seat], max(0, SHIPS_PER_COLOUR - VOID_LEAVES - removed[seat]))
        if not count:
            continue
        state = from_lost_zone(state, seat, loss.zone, count)
        removed[seat] += count
        loss = loss.less(seat, count)
        events.append({"type": "ships_removed", "to": None, "seat": seat, "count": count, "by": void})
    return evolve(state, removed=tuple(removed)), loss, ()


# -- Zombie ------------------------------------------------------------------------------------------------------------
def _zombie(state: State, loss: Loss, events: list[Event]) -> tuple[State, Loss, tuple[Task, ...]]:
    """Zombie's ships of the event come home at once through the placement prompt, onto his bases: a target planet
    he just lost is none of them any more, and an active Zombie always has one (three home bases). `lost` keeps
    them for compensation (D-47)."""
    for seat, count in enumerate(loss.ships):
        if not count or not works(state, seat, "zombie"):
            continue
        home = place_task(state, seat, loss.zone, count)
        events.append({"type": "zombie_returns", "to": None, "seat": seat, "count": count})
        return state, loss.less(seat, count), (home,) if home is not None else ()
    return state, loss, ()


# -- Vacuum (`vacuum`: Vacuum, losses left to assign, what = the victims chosen so far, one per ship) ------------------
def _vacuum(state: State, loss: Loss, events: list[Event]) -> tuple[State, Loss, tuple[Task, ...]]:
    """Vacuum's ships that reached the warp in this event (not those Void removed) let him assign as many losses."""
    if loss.source == VACUUM:
        return state, loss, ()
    for seat, count in enumerate(loss.ships):
        if count and works(state, seat, "vacuum"):
            return state, loss, (Task("vacuum", seat, count),)
    return state, loss, ()


def _victims(task: Task) -> list[int]:
    return [int(s) for s in task.what.split(",")] if task.what else []


def vacuum_actions(state: State, task: Task, seat: int) -> list[Action]:
    """One victim per step, each as often as he has ships on planets; `done` at any time (up to as many)."""
    chosen = _victims(task)
    others = [s for s in range(len(state.seats)) if s != seat and ships_on_planets(state, s) > chosen.count(s)]
    return [*({"type": "target_seat", "seat": state.seats[s]} for s in others), {"type": "done"}]


def vacuum(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    """Once he is done (or has no loss left to assign), each victim loses his ships, all asked at once; each
    victim's loss is a loss event of its own (Zombie, Healer) that does not trigger Vacuum again."""
    if action["type"] == "target_seat":
        victim = state.seats.index(str(action["seat"]))
        task = task._replace(n=task.n - 1, what=",".join(str(s) for s in (*_victims(task), victim)))
        if task.n and vacuum_actions(state, task, seat) != [{"type": "done"}]:
            return replace_head(state, task)
    chosen = _victims(task)
    events.append({"type": "vacuum_losses", "to": None, "seat": seat, "seats": chosen})
    order = precedence(len(state.seats), state.offense, state.defense)
    losses = (lose_task(state, s, chosen.count(s), source=VACUUM) for s in order if s in chosen)
    return push(pop(state), *(t for t in losses if t is not None))


decision("vacuum", Decision(phase="lose", acting=lambda state, task: (task.seat,), legal=vacuum_actions, apply=vacuum))


register(Power("void", joins=(join(LOSS_REACTIONS, _void),)))
register(Power("zombie", joins=(join(LOSS_REACTIONS, _zombie),)))
register(Power("vacuum", joins=(join(LOSS_REACTIONS, _vacuum),)))
