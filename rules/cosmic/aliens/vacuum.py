"""Vacuum (spec §5.5.2): his ships that reach the warp in a loss event (not those Void removed) let him assign as
many losses to other players, who pick the planets they lose them from.

Joins `LOSS_REACTIONS` (rules/cosmic/losses.py, §5.5.0), after Void and Zombie. His victims' losses are loss events
of their own (Zombie, Healer react to them) whose source, `VACUUM`, keeps them from triggering him again.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Action, Event
from rules.cosmic.decisions import Decision
from rules.cosmic.hooks import LOSS_REACTIONS, join
from rules.cosmic.losses import Loss, lose_task
from rules.cosmic.names import TEXT, player_list
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.reading import Policy, aim
from rules.cosmic.registry import Power
from rules.cosmic.ships import ships_on_planets
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.cosmic.windows import precedence
from rules.cosmic.wording import head_task, seat_name, seat_names, who
from rules.i18n import mark

VACUUM = "vacuum"
"""The source of the losses Vacuum assigns (`Loss.source`, stored in `lose` tasks): they do not trigger him again."""


# -- `vacuum` task: Vacuum, losses left to assign, what = the victims chosen so far, one per ship ----------------------
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


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_vacuum_losses(event: Event, locale: str, names: Mapping[str, str]) -> str:
    """One victim per ship, repeats allowed: counted per player, in the order first named."""
    victims: dict[str, int] = {}
    for seat in seat_names(event, names, "seats"):
        victims[seat] = victims.get(seat, 0) + 1
    if not victims:
        return TEXT.tr(locale, "{player} took no other ships along to the warp.", player=who(event, names))
    ships = [
        TEXT.ntr(locale, "{count} ship of {player}", "{count} ships of {player}", count, player=victim)
        for victim, count in victims.items()
    ]
    return TEXT.tr(
        locale, "{player} took {ships} along to the warp.", player=who(event, names), ships=player_list(ships, locale)
    )


def _during_vacuum(state: State, action: Action, locale: str, names: Mapping[str, str], me: int) -> str | None:
    kind = action.get("type")
    task = head_task(state)
    if kind == "done" and task is not None:
        if task.what:
            return TEXT.tr(locale, "Take nobody else along to the warp")
        return TEXT.tr(locale, "Take nobody along to the warp")
    if kind == "target_seat":
        return TEXT.tr(locale, "Take a ship of {player} along to the warp", player=seat_name(names, action.get("seat")))
    return None


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Vacuum"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Whenever your ships go to the warp, send up to as many ships of other players of your choice along with them.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Whenever your ships go to the warp"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Whenever you lose ships to the warp, you may send up to as many ships of other players along with them. "
        "You name the players one ship at a time, and each of them chooses the planets their ships come from. "
        "These losses do not set off your power again.",
    ),
    events=(("vacuum_losses", _tell_vacuum_losses),),
    during=(("vacuum", _during_vacuum),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "vacuum",
    joins=(join(LOSS_REACTIONS, _vacuum),),
    # assigning losses to others is Vacuum's own choice: none when his deadline passes
    decisions=(
        (
            "vacuum",
            Decision(
                phase="lose",
                legal=vacuum_actions,
                apply=vacuum,
                default={"type": "done"},
                prompt=mark("Now you choose the players who lose ships with you, or finish."),
                takes=frozenset({"target_seat", "done"}),
                finishes=True,
            ),
        ),
    ),
    policy=Policy(choices=(("vacuum", aim),)),
    words=WORDS,
)
