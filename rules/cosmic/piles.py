"""Drawing from Cosmic Encounter's piles (spec §4.11, §4.5 step 1, §10 test support): the talon, reshuffled from the
discard pile when it runs out, and the destiny deck, reshuffled with its discard pile when one card (or none) is
left. The test hook's queues (`rig_talon`, `rig_destiny`) are consumed first, where the listed card is in the pile.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.contract import Event
from rules.cosmic.components import kind_of
from rules.cosmic.face_down import changed, turn_up
from rules.cosmic.hooks import DISCARDING
from rules.cosmic.registry import rows
from rules.cosmic.state import State
from rules.frozen import evolve

Owned = tuple[str, int]
"""A card and the seat it comes from (-1: nobody's, e.g. a talon card Chosen drew)."""


def to_discard(state: State, cards: Iterable[Owned], events: list[Event]) -> State:
    """Cards go face up onto the discard pile, in the order given. Every path that discards goes through here, so
    that the rows of `DISCARDING` see each card on its way."""
    owned = tuple(cards)
    for power, row in rows(DISCARDING):
        if owned:
            told, before, offered = len(events), state, owned
            state, owned = row(state, owned, events)
            state = turn_up(state, power, events) if owned != offered else changed(before, state, power, told, events)
    return evolve(state, discard=(*state.discard, *(card for card, _ in owned))) if owned else state


def draw_cards(state: State, seat: int, count: int) -> tuple[State, tuple[str, ...]]:
    """`seat` draws `count` cards from the talon into their hand (fewer if talon and discard run out together)."""
    drawn: list[str] = []
    for _ in range(count):
        state, card = _draw_one(state)
        if card is None:
            break
        drawn.append(card)
    if drawn:
        hands = list(state.hands)
        hands[seat] = (*hands[seat], *drawn)
        state = evolve(state, hands=tuple(hands))
    return state, tuple(drawn)


def _draw_one(state: State) -> tuple[State, str | None]:
    if not state.talon:
        if not state.discard:
            return state, None  # both empty: the draw is skipped (§4.11)
        shuffled, rng = state.rng.shuffle(state.discard)
        state = evolve(state, talon=tuple(shuffled), discard=(), rng=rng)
    if state.rig_talon:
        wanted, rest = state.rig_talon[0], state.rig_talon[1:]
        card = next((c for c in state.talon if kind_of(c) == wanted), None)
        state = evolve(state, rig_talon=rest)
        if card is not None:
            talon = list(state.talon)
            talon.remove(card)
            return evolve(state, talon=tuple(talon)), card
    return evolve(state, talon=state.talon[1:]), state.talon[0]


def flip_destiny(state: State) -> tuple[State, str]:
    """§4.5 step 1: with one card left (or none) the deck is first shuffled together with the destiny discard; the
    top card is flipped onto the discard."""
    if len(state.destiny) <= 1:
        shuffled, rng = state.rng.shuffle((*state.destiny, *state.destiny_discard))
        state = evolve(state, destiny=tuple(shuffled), destiny_discard=(), rng=rng)
    deck = list(state.destiny)
    card = deck[0]
    if state.rig_destiny:
        wanted, rest = state.rig_destiny[0], state.rig_destiny[1:]
        state = evolve(state, rig_destiny=rest)
        if wanted in deck:
            card = wanted
    deck.remove(card)
    return evolve(state, destiny=tuple(deck), destiny_discard=(*state.destiny_discard, card)), card


def rig_draws(state: State, pile: str, ids: tuple[str, ...]) -> State:
    """The test hook of §10: the next draws from `pile` ("talon": card kinds; "destiny": destiny card ids) take the
    listed cards in order, where they are in the pile."""
    if pile == "talon":
        return evolve(state, rig_talon=(*state.rig_talon, *ids))
    if pile == "destiny":
        return evolve(state, rig_destiny=(*state.rig_destiny, *ids))
    raise ValueError(f"there is no pile {pile!r}: rig 'talon' or 'destiny'")
