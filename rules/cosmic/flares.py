"""What the beginner flares (spec §5.2) share with other powers; each flare is declared with its power
(rules/cosmic/aliens/<power>.py `Flare`). Whoever holds a flare of a power that is not his (or his power is inactive)
plays the Normal effect; the power's own player with his power active must play the Super (rules/cosmic/effects.py).

Here: the salvage decision of Chronos' Normal flare (a card of the discard pile back into the hand), and a seat's side
and own ships in the challenge (Macron's Normal flare, Amoeba's oozing, Gambler's call).
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import category, kind_of
from rules.cosmic.decisions import Decision, decision
from rules.cosmic.effects import CATEGORIES
from rules.cosmic.hands import give, kinds_held, lowest
from rules.cosmic.ships import DEFENSE, OFFENSE, cone
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push, replace_head
from rules.frozen import evolve
from rules.i18n import mark

CATEGORY_SPLIT = 25  # a card choice longer than this asks for the category first (§4.12)


# -- salvage (Chronos' Normal flare) -----------------------------------------------------------------------------------
def salvage_discard(state: State, seat: int) -> State:
    """`seat` takes one card of his choice from the discard pile, then the rest is shuffled into the talon."""
    return push(state, Task("salvage", seat)) if state.discard else _shuffle_in(state)


def _shuffle_in(state: State) -> State:
    if not state.discard:
        return state
    talon, rng = state.rng.shuffle((*state.talon, *state.discard))
    return evolve(state, talon=tuple(talon), discard=(), rng=rng)


def salvage_actions(state: State, task: Task, seat: int) -> list[Action]:
    kinds = kinds_held(state.discard)
    if len(kinds) > CATEGORY_SPLIT and not task.what:
        present = {category(k) for k in kinds}
        return [{"type": "category", "category": c} for c in CATEGORIES if c in present]
    if task.what:
        kinds = [k for k in kinds if category(k) == task.what]
    return [{"type": "card", "card": k} for k in kinds]


def salvage(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    if action["type"] == "category":
        return replace_head(state, task._replace(what=str(action["category"])))
    card = lowest(state.discard, str(action["card"]))
    rest = list(state.discard)
    rest.remove(card)
    state = give(evolve(state, discard=tuple(rest)), seat, card)
    events.append({"type": "salvaged", "to": None, "seat": seat, "card": kind_of(card)})
    return _shuffle_in(pop(state))


decision(
    "salvage",
    Decision(
        phase="cards",
        legal=salvage_actions,
        apply=salvage,
        prompt=mark("Now you choose the card you take back."),
        takes=frozenset({"card", "category"}),
    ),
)


# -- a seat's side and ships in the challenge --------------------------------------------------------------------------
def side_of(state: State, seat: int) -> str:
    if seat == state.offense:
        return OFFENSE
    if seat == state.defense:
        return DEFENSE
    return state.allies[seat]


def own_ships_in_challenge(state: State, seat: int) -> int:
    """§4.1: the offense's cone ships, the defense's ships on the target planet, an ally's ships in his side's cone."""
    if seat == state.defense:
        return state.ships_on(state.target, seat) if state.target else 0
    side = side_of(state, seat)
    return cone(state, side)[seat] if side else 0
