"""The start of a turn (spec §4.1-4.4): the production roll, production with its Green Folk bonus and bank shortages,
the Diplomats' relief, the seven (hidden discards one card per action, then the steal) and the extra card.

Each function takes the state and the list of events, appends the events it causes and returns the next state.
Hidden information: a card drawn, stolen or chosen as a discard is told to its owner (and a thief's victim) only;
everyone else hears counts.
"""

from __future__ import annotations

from rules.contract import Event
from rules.frozen import evolve
from rules.starfarers.board import PLANETS
from rules.starfarers.components import RESOURCES, TOKEN_BY_ID
from rules.starfarers.piles import draw, give_card, pay, take
from rules.starfarers.scoring import vp
from rules.starfarers.setup import roll_2d6
from rules.starfarers.state import DISCARD, RELIEF, STEAL, TRADE, State, card_type

HAND_LIMIT = 7
TRIBUTE_LIMIT = 12
EXTRA_CARD_BELOW = 9
"""A player with fewer victory points draws the extra card (§4.4; stays 9 whatever `target_vp` is)."""


def roll(state: State, events: list[Event]) -> State:
    """4.1: two dice, public; a seven or production."""
    forced = list(state.rig_dice)
    dice, rng = roll_2d6(state.rng, forced)
    state = evolve(state, rng=rng, rig_dice=tuple(forced), last_roll=dice)
    events.append({"type": "rolled", "to": None, "seat": state.active, "dice": list(dice)})
    if sum(dice) == 7:
        return _seven(state, events)
    return _produce(state, sum(dice), events)


# -- production (4.2) -------------------------------------------------------------------------------------------
def owed_by_roll(state: State, total: int) -> list[dict[str, int]]:
    """What each seat earns from a non-7 roll, Green Folk bonus included, before any bank shortage."""
    owners: dict[str, int] = {}
    for seat, player in enumerate(state.players):
        for point in player.colonies:
            owners[point] = seat
    owed: list[dict[str, int]] = [{} for _ in state.players]
    for planet_id, token_id, _up in state.tokens:
        token = TOKEN_BY_ID[token_id]
        if token.kind != "number" or token.value != total:
            continue
        planet = next(p for p in PLANETS if p.id == planet_id)
        for point in planet.colony_points:
            owner = owners.get(point)
            if owner is not None:
                owed[owner][planet.resource] = owed[owner].get(planet.resource, 0) + 1
    for seat, player in enumerate(state.players):
        for resource in list(owed[seat]):
            if f"gf_{resource}" in player.friends:
                owed[seat][resource] += 1
    return owed


def _produce(state: State, total: int, events: list[Event]) -> State:
    owed = owed_by_roll(state, total)
    received: list[dict[str, int]] = [{} for _ in state.players]
    for resource in RESOURCES:
        claimants = [seat for seat in range(len(owed)) if owed[seat].get(resource)]
        wanted = sum(owed[seat][resource] for seat in claimants)
        if wanted <= state.bank_count(resource):
            paid = {seat: owed[seat][resource] for seat in claimants}
        elif len(claimants) == 1:  # decision D13: the only claimant gets what is left
            paid = {claimants[0]: state.bank_count(resource)}
        else:  # several claimants and too few cards: nobody gets this resource
            paid = {}
            events.append({"type": "shortage", "to": None, "resource": resource})
        for seat, count in paid.items():
            state, got = take(state, seat, resource, count)
            if got:
                received[seat][resource] = got
    events.append({"type": "produced", "to": None, "total": total, "gains": [dict(r) for r in received]})
    relief = _relief_holder(state, received)
    if relief is not None:
        return evolve(state, phase=RELIEF, task=(relief,))
    return extra_card(state, events)


def _relief_holder(state: State, received: list[dict[str, int]]) -> int | None:
    """The holder of dip_relief when they received nothing and the bank has a card to give (4.2.4)."""
    for seat, player in enumerate(state.players):
        if "dip_relief" in player.friends and not received[seat] and state.stocked():
            return seat
    return None


def relief(state: State, resource: str, events: list[Event]) -> State:
    seat = int(state.task[0])
    state, _ = take(state, seat, resource, 1)
    events.append({"type": "relief", "to": None, "seat": seat, "resource": resource})
    return extra_card(evolve(state, task=()), events)


# -- the seven (4.3) --------------------------------------------------------------------------------------------
def hand_limit(state: State, seat: int) -> int:
    return TRIBUTE_LIMIT if "dip_tribute" in state.players[seat].friends else HAND_LIMIT


def _seven(state: State, events: list[Event]) -> State:
    owed = tuple(
        len(p.hand) // 2 if len(p.hand) > hand_limit(state, seat) else 0 for seat, p in enumerate(state.players)
    )
    if any(owed):
        marks = tuple(() for _ in state.players)
        events.append({"type": "discard_window", "to": None, "owed": list(owed)})
        return evolve(state, phase=DISCARD, owed=owed, marks=marks)
    return _to_steal(state)


def discarding(state: State) -> tuple[int, ...]:
    """The seats still marking cards in the discard window, in table order."""
    return tuple(seat for seat, owed in enumerate(state.owed) if len(state.marks[seat]) < owed)


def discard_choices(state: State, seat: int) -> list[str]:
    """The resources `seat` may mark next: those it holds more of than it has marked."""
    marked = state.marks[seat]
    return [r for r in RESOURCES if state.holds(seat, r) > marked.count(r)]


def mark_discard(state: State, seat: int, resource: str, events: list[Event]) -> State:
    marks = list(state.marks)
    marks[seat] = (*marks[seat], resource)
    state = evolve(state, marks=tuple(marks))
    chosen = len(marks[seat])
    events.append({"type": "marked", "to": [state.seats[seat]], "seat": seat, "resource": resource})
    events.append({"type": "marked_hidden", "to": None, "seat": seat, "chosen": chosen, "owed": state.owed[seat]})
    if discarding(state):
        return state
    discarded: list[dict[str, int]] = []
    for each, chosen_types in enumerate(state.marks):
        counts = {r: chosen_types.count(r) for r in RESOURCES if r in chosen_types}
        state = pay(state, each, counts)
        discarded.append(counts)
    events.append({"type": "discarded", "to": None, "cards": discarded})
    state = evolve(state, marks=(), owed=())
    return _to_steal(state)


def _to_steal(state: State) -> State:
    return evolve(state, phase=STEAL)


def steal_targets(state: State) -> list[int]:
    """4.3.2: opponents with a card who do not hold dip_immunity."""
    return [
        seat
        for seat, player in enumerate(state.players)
        if seat != state.active and player.hand and "dip_immunity" not in player.friends
    ]


def steal(state: State, target: int | None, events: list[Event]) -> State:
    if target is not None:
        state, card = take_random_card(state, state.active, target)
        thief, victim = state.seats[state.active], state.seats[target]
        told = {"seat": state.active, "target": target, "resource": card_type(card)}
        events.append({"type": "stole", "to": [thief, victim], **told})
        events.append({"type": "stole_hidden", "to": None, "seat": state.active, "target": target, "count": 1})
    else:
        events.append({"type": "no_steal", "to": None, "seat": state.active})
    return extra_card(state, events)


def take_random_card(state: State, thief: int, target: int) -> tuple[State, str]:
    """One card chosen uniformly at random from `target`'s hand moves to `thief` (the steal, dip_aid)."""
    hand = state.players[target].hand
    index, rng = state.rng.below(len(hand))
    return give_card(evolve(state, rng=rng), target, thief, hand[index]), hand[index]


# -- the extra card (4.4) ---------------------------------------------------------------------------------------
def extra_card(state: State, events: list[Event]) -> State:
    """Fewer than 9 VP: the active player draws 1 card (2 with extra_two_cards), private; then trade and build."""
    seat = state.active
    if vp(state, seat) < EXTRA_CARD_BELOW:
        state, drawn = draw(state, seat, state.extra_cards)
        if drawn:
            events.append({"type": "drew", "to": [state.seats[seat]], "seat": seat, "cards": drawn})
            events.append({"type": "drew_hidden", "to": None, "seat": seat, "count": len(drawn)})
    return evolve(state, phase=TRADE, task=())
