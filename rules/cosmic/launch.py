"""Phases 3-6 (spec §4.6, §4.7): the target planet, ships into the cone one by one, the invitations of both sides,
and the alliance decisions, one after another clockwise from the offense's left.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import planets_of
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.face_down import changed, turn_up
from rules.cosmic.hooks import ALLIANCES_END, FREE_ALLIES
from rules.cosmic.powers import commit_cap
from rules.cosmic.registry import rows
from rules.cosmic.ships import DEFENSE, OFFENSE, cone, to_cone
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.turn import window
from rules.frozen import evolve


@automatic("launch")
def launch(state: State, task: Task, events: list[Event]) -> State:
    """Phase 3: the offense aims the cone (unless the planet is fixed) and commits ships; then `w_launch`."""
    o = state.offense
    rest = (window("w_launch"), Task("invite", o, 0, OFFENSE), Task("invite", state.defense, 0, DEFENSE))
    aim = () if state.target else (Task("target", o),)
    return push(state, *aim, Task("commit_open", o, 0, OFFENSE), *rest, window("w_invite"), Task("alliances"))


def target_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "target", "planet": p} for p in planets_of(state.colours[state.defense])]


def target(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    events.append({"type": "target", "to": None, "seat": seat, "planet": action["planet"]})
    return evolve(pop(state), target=str(action["planet"]))


decision("target", Decision(phase="launch", legal=target_actions, apply=target))


# -- committing ships (`commit`: seat, ships it may still add, side) ---------------------------------------------------
@automatic("commit_open")
def commit_open(state: State, task: Task, events: list[Event]) -> State:
    """The cap is fixed as the step opens (D-38): a power lost or regained during the step does not change it."""
    cap, power = commit_cap(state, task.seat)
    room = cap - cone(state, task.what)[task.seat]
    if room <= 0 or not state.bases(task.seat):
        return state
    if power:  # his power set the cap: it changed his decision list
        state = turn_up(state, power, events)
    return push(state, Task("commit", task.seat, room, task.what))


def commit_actions(state: State, task: Task, seat: int) -> list[Action]:
    actions: list[Action] = [{"type": "commit", "from": p} for p in state.bases(seat)]
    if cone(state, task.what)[seat] >= 1:
        actions.append({"type": "done"})
    return actions


def commit(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "done":
        return pop(state)
    state = to_cone(state, seat, str(action["from"]), task.what)
    events.append({"type": "committed", "to": None, "seat": seat, "from": action["from"], "side": task.what})
    left = task._replace(n=task.n - 1)
    if left.n == 0 or not state.bases(seat):  # the cap is reached, or no ship is left on a planet
        return pop(state)
    return replace_head(state, left)


decision("commit", Decision(phase="launch", legal=commit_actions, apply=commit))


# -- invitations (phases 4 and 5) --------------------------------------------------------------------------------------
def _invited_by(state: State, seat: int, side: str) -> bool:
    return state.invited[seat] in (side, "both")


def invite_actions(state: State, task: Task, seat: int) -> list[Action]:
    n = len(state.seats)
    order = [(state.offense + step) % n for step in range(1, n)]
    actions: list[Action] = [
        {"type": "invite", "seat": state.seats[s]}
        for s in order
        if s != state.defense and not _invited_by(state, s, task.what)
    ]
    actions.append({"type": "done"})
    return actions


def invite(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "done":
        return pop(state)
    guest = state.seats.index(str(action["seat"]))
    invited = list(state.invited)
    invited[guest] = task.what if not invited[guest] else "both"
    events.append({"type": "invited", "to": None, "seat": seat, "guest": guest, "side": task.what})
    return evolve(state, invited=tuple(invited))


decision("invite", Decision(phase="alliances", legal=invite_actions, apply=invite))


# -- alliances (phase 6) -----------------------------------------------------------------------------------------------


def _free_ally(state: State, seat: int) -> bool:
    return any(rule(state, seat) for _, rule in rows(FREE_ALLIES))


def _turn_up_free(state: State, seat: int, events: list[Event]) -> State:
    for power, rule in rows(FREE_ALLIES):
        if rule(state, seat):
            state = turn_up(state, power, events)
    return state


@automatic("alliances")
def alliances(state: State, task: Task, events: list[Event]) -> State:
    """Every invited player decides in turn, clockwise from the offense's left; one without a base cannot join and
    is not asked (bases are public). Then `w_alliance`, then phase 7."""
    n = len(state.seats)
    asked: list[Task] = []
    for s in ((state.offense + step) % n for step in range(1, n)):
        if s == state.defense or not (state.invited[s] or _free_ally(state, s)):
            continue
        if not state.invited[s]:  # asked though not invited: his power is shown by the prompt
            state = _turn_up_free(state, s, events)
        if state.bases(s):
            asked.append(Task("alliance", s))
        else:
            events.append({"type": "declined", "to": None, "seat": s, "reason": "no_base"})
    return push(state, *asked, Task("alliances_end"), window("w_alliance"), Task("planning"))


@automatic("alliances_end")
def alliances_end(state: State, task: Task, events: list[Event]) -> State:
    for power, row in rows(ALLIANCES_END):
        told = len(events)
        state = changed(state, row(state, events), power, told, events)
    return state


def alliance_actions(state: State, task: Task, seat: int) -> list[Action]:
    actions: list[Action] = []
    free = _free_ally(state, seat)
    if free or _invited_by(state, seat, OFFENSE):
        actions.append({"type": "join", "side": OFFENSE})
    if free or _invited_by(state, seat, DEFENSE):
        actions.append({"type": "join", "side": DEFENSE})
    actions.append({"type": "decline"})
    return actions


def alliance(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    if action["type"] == "decline":
        events.append({"type": "declined", "to": None, "seat": seat, "reason": "choice"})
        return state
    side = str(action["side"])
    if not _invited_by(state, seat, side):  # a side nobody invited him to: his power let him
        state = _turn_up_free(state, seat, events)
    allies = list(state.allies)
    allies[seat] = side
    events.append({"type": "joined", "to": None, "seat": seat, "side": side})
    return push(evolve(state, allies=tuple(allies)), Task("commit_open", seat, 0, side))


decision(
    "alliance",
    Decision(phase="alliances", legal=alliance_actions, apply=alliance),
)
