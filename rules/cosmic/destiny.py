"""Phase 2, destiny (spec §4.5): the flip that names the defense, the wild card, the offense's own colour (flip
again, reclaim an empty home planet, or attack his home planet held by others), and the defense's new hand.
"""

from __future__ import annotations

from rules.contract import Action, Event
from rules.cosmic.components import CONE_BACK, CONE_CAP, destiny_colour
from rules.cosmic.decisions import Decision, automatic, decision
from rules.cosmic.face_down import acting
from rules.cosmic.hooks import DESTINY_FLIPPED
from rules.cosmic.piles import flip_destiny
from rules.cosmic.registry import rows
from rules.cosmic.ships import fan_to_warp, onto, onto_actions
from rules.cosmic.state import State, Task
from rules.cosmic.tasks import pop, push
from rules.cosmic.turn import window
from rules.frozen import evolve


@automatic("destiny")
def destiny(state: State, task: Task, events: list[Event]) -> State:
    """Step 1-4: flip the top card; the last card flipped decides whether the cone is reversed (D-21). The offense's
    power may decide in place of the card (`DESTINY_FLIPPED`, Will)."""
    state, card = flip_destiny(state)
    reversed_cone = state.reverse_cone and card in CONE_BACK
    state = evolve(state, cone_reversed=reversed_cone)
    # told by what it shows (the flipped card may be shuffled back into the deck before this action ends)
    shown = {"colour": destiny_colour(card), "cone_back": card in CONE_BACK, "reversed": reversed_cone}
    events.append({"type": "destiny", "to": None, "seat": state.offense, **shown})
    for power, row in rows(DESTINY_FLIPPED):
        found = row(state, card)
        if found is not None:
            state, instead = acting(state, power, (found,), events)
            if instead:
                return push(state, *instead)
            break
    return push(state, Task("destiny_card", state.offense, 0, card))


@automatic("destiny_card")
def destiny_card(state: State, task: Task, events: list[Event]) -> State:
    """The flipped card decides: a colour, or the offense's pick on a wild card."""
    colour = destiny_colour(task.what)
    if colour is None:
        return push(state, Task("wild", state.offense))
    return colour_drawn(state, colour, events)


def colour_drawn(state: State, colour: str, events: list[Event]) -> State:
    """The colour is fixed: with `warp_fan` the ships on its segment go into the warp, unless the card shows the
    cone's back and `reverse_cone` is on (§4.5 step 3); then the colour names the defense."""
    owner = state.colours.index(colour)
    if state.warp_fan and not state.cone_reversed and any(state.fan[owner]):
        events.append({"type": "fan_emptied", "to": None, "segment": owner, "ships": list(state.fan[owner])})
        state = fan_to_warp(state, owner)
    if owner != state.offense:
        return push(evolve(state, defense=owner), Task("defense_fixed"))
    return push(state, Task("own_colour", state.offense))


def wild_actions(state: State, task: Task, seat: int) -> list[Action]:
    """A wild card: the offense picks any colour in play, his own included (D-11); the default is his left
    neighbour's."""
    n = len(state.seats)
    order = [(seat + step) % n for step in range(1, n + 1)]
    return [{"type": "colour", "colour": state.colours[s]} for s in order]


def wild(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    events.append({"type": "wild_colour", "to": None, "seat": seat, "colour": action["colour"]})
    return colour_drawn(pop(state), str(action["colour"]), events)


decision("wild", Decision(phase="destiny", legal=wild_actions, apply=wild))


def _held_by_others(state: State, planet: str) -> tuple[int, ...]:
    return tuple(s for s in range(len(state.seats)) if s != state.offense and state.ships_on(planet, s) > 0)


def own_colour_actions(state: State, task: Task, seat: int) -> list[Action]:
    """Own colour: flip again; reclaim a home planet with no ship at all on it (D-37); or attack a home planet where
    others have ships. With neither of the last two, the flip again is forced (made without asking)."""
    actions: list[Action] = [{"type": "redraw"}]
    for planet in state.home_planets(seat):
        if not any(state.ships[state.planet_index(planet)]) and _reclaimers(state, seat):
            actions.append({"type": "reclaim", "planet": planet})
        if _held_by_others(state, planet):
            actions.append({"type": "attack_home", "planet": planet})
    return actions


def _reclaimers(state: State, seat: int) -> bool:
    """The offense has a ship to move onto an empty home planet: on a base, or in the cone."""
    return bool(state.bases(seat)) or state.cone_offense[seat] > 0


def own_colour(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    state = pop(state)
    if action["type"] == "redraw":
        events.append({"type": "redraw_destiny", "to": None, "seat": seat})
        return push(state, Task("destiny"))
    planet = str(action["planet"])
    if action["type"] == "reclaim":
        events.append({"type": "reclaim", "to": None, "seat": seat, "planet": planet})
        state = evolve(state, target=planet, outcome="reclaim")
        return push(state, Task("reclaim", seat, CONE_CAP, planet), Task("discard_phase"), Task("end_phase"))
    state = evolve(state, target=planet)
    holders = _held_by_others(state, planet)
    if len(holders) == 1:
        return push(evolve(state, defense=holders[0]), Task("defense_fixed"))
    return push(state, Task("defender", seat))


decision(
    "own_colour",
    Decision(phase="destiny", legal=own_colour_actions, apply=own_colour),
)


def defender_actions(state: State, task: Task, seat: int) -> list[Action]:
    return [{"type": "defender", "seat": state.seats[s]} for s in _held_by_others(state, state.target)]


def defender(state: State, task: Task, seat: int, action: Action, events: list[Event]) -> State:
    chosen = state.seats.index(str(action["seat"]))
    return push(evolve(pop(state), defense=chosen), Task("defense_fixed"))


decision(
    "defender",
    Decision(phase="destiny", legal=defender_actions, apply=defender),
)


# -- reclaiming an empty home planet (4.5a) ----------------------------------------------------------------------------
decision("reclaim", Decision(phase="destiny", legal=onto_actions, apply=onto))


@automatic("defense_fixed")
def defense_fixed(state: State, task: Task, events: list[Event]) -> State:
    """Step 5-6: the defense's new hand if he holds no challenge card, then the window `w_destiny`, then launch."""
    events.append({"type": "defense", "to": None, "seat": state.defense, "planet": state.target or None})
    return push(state, Task("new_hand", state.defense, 1, "w_destiny"), window("w_destiny"), Task("launch"))
