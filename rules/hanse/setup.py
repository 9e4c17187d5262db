"""Setup (§3): decks, hands, goods with the flip rule, the random chooser, and the two setup decisions."""

from __future__ import annotations

from collections.abc import Sequence

from rules.contract import Action, Event
from rules.frozen import evolve, with_field
from rules.hanse.components import DECKS, GOODS, HAND_LIMIT, PLANET_IDS, deck_instance_ids
from rules.hanse.state import (
    FACE_DESTINATION,
    SETUP_CHOICE,
    SETUP_PLANET,
    HanseState,
    PlayerState,
)
from rules.hanse.turn import start_turn
from rules.rng import Rng

GOODS_PER_PLANET = 5
ROLES = ("start_first", "choose_planet")


def initial_state(seats: Sequence[str], seed: int, round_cap: int, reshuffle: bool) -> HanseState:
    rng = Rng(seed)
    jet_seat, rng = rng.below(2)
    players: list[PlayerState] = []
    for seat in range(2):
        deck_name = DECKS[0] if seat == jet_seat else DECKS[1]
        ids = deck_instance_ids(deck_name)
        start = f"{deck_name}:startkarte"
        shuffled, rng = rng.shuffle([i for i in ids if i != start])
        players.append(
            PlayerState(
                deck_name=deck_name,
                score=0,
                position=None,
                tableau=(start,),
                containers=((),),
                hand=tuple(shuffled[:HAND_LIMIT]),
                deck=tuple(shuffled[HAND_LIMIT:]),
                discard=(),
            )
        )
    order, rng = rng.shuffle(range(len(GOODS)))
    sides, rng = rng.below(1 << len(GOODS))
    tokens = [2 * card + ((sides >> card) & 1) for card in order]
    planets: list[tuple[int, ...]] = []
    for n, planet_id in enumerate(PLANET_IDS):
        dealt = tokens[n * GOODS_PER_PLANET : (n + 1) * GOODS_PER_PLANET]
        # a card showing the planet it lies at is turned over; its other face is always another planet
        planets.append(tuple(t ^ 1 if FACE_DESTINATION[t] == planet_id else t for t in dealt))
    chooser, rng = rng.below(2)
    return HanseState(
        seats=(seats[0], seats[1]),
        round_cap=round_cap,
        reshuffle=reshuffle,
        rng=rng,
        forced_dice=(),
        seq=0,
        phase=SETUP_CHOICE,
        active=None,
        chooser=chooser,
        planet_picker=None,
        first=None,
        start_planet=None,
        players=(players[0], players[1]),
        planets=tuple(planets),
        turn=None,
        pending=None,
        pair_choice=None,
        removed=(),
        last=None,
        last_roll=None,
        outcome=None,
    )


def role_actions() -> list[Action]:
    return [{"type": "choose_role", "role": role} for role in ROLES]


def planet_choice_actions() -> list[Action]:
    return [{"type": "choose_start_planet", "planet": planet_id} for planet_id in PLANET_IDS]


def apply_choose_role(state: HanseState, role: str, events: list[Event]) -> HanseState:
    chooser = state.chooser
    other = 1 - chooser
    first, picker = (chooser, other) if role == "start_first" else (other, chooser)
    events.append({"type": "role_chosen", "to": None, "seat": state.seats[chooser], "role": role})
    return evolve(state, phase=SETUP_PLANET, first=first, planet_picker=picker)


def apply_choose_start_planet(state: HanseState, planet_id: str, events: list[Event]) -> HanseState:
    assert state.first is not None and state.planet_picker is not None
    position = f"p{PLANET_IDS.index(planet_id) + 1}"
    events.append(
        {"type": "start_planet_chosen", "to": None, "seat": state.seats[state.planet_picker], "planet": planet_id}
    )
    for seat in range(2):
        state = state.with_player(seat, with_field(state.players[seat], "position", position))
    first = state.first
    assert first is not None
    state = evolve(state, start_planet=planet_id, planet_picker=None)
    return start_turn(state, first, events)
