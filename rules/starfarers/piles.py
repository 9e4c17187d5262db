"""Moving resource cards between hands, the bank and the supply deck, keeping every card exactly once.

Which instance of a type moves is fixed (a hand pays with its lowest ids, the bank gives its top cards), so that a
replay moves the same cards; only types are ever chosen by players.
"""

from __future__ import annotations

from rules.frozen import evolve
from rules.starfarers.components import RESOURCES
from rules.starfarers.state import State, card_type

DECK_REBUILD = 6
"""Cards of each resource taken from the bank to rebuild an empty supply deck (decision D14)."""


def pay(state: State, seat: int, resources: dict[str, int]) -> State:
    """`seat` returns cards of the given types (which it holds) to the open bank stacks."""
    hand = list(state.players[seat].hand)
    bank = [list(stack) for stack in state.bank]
    for resource, count in resources.items():
        for _ in range(count):
            card = min(c for c in hand if card_type(c) == resource)
            hand.remove(card)
            bank[RESOURCES.index(resource)].append(card)
    state = state.with_player(seat, hand=tuple(hand))
    return evolve(state, bank=tuple(tuple(stack) for stack in bank))


def pay_cards(state: State, seat: int, cards: list[str]) -> State:
    """`seat` returns exactly these cards to the bank."""
    hand = list(state.players[seat].hand)
    bank = [list(stack) for stack in state.bank]
    for card in cards:
        hand.remove(card)
        bank[RESOURCES.index(card_type(card))].append(card)
    state = state.with_player(seat, hand=tuple(hand))
    return evolve(state, bank=tuple(tuple(stack) for stack in bank))


def take(state: State, seat: int, resource: str, count: int = 1) -> tuple[State, int]:
    """`seat` takes up to `count` cards of `resource` from the bank; returns how many it got."""
    stack = list(state.bank[RESOURCES.index(resource)])
    got = stack[len(stack) - min(count, len(stack)) :]
    if not got:
        return state, 0
    del stack[len(stack) - len(got) :]
    bank = list(state.bank)
    bank[RESOURCES.index(resource)] = tuple(stack)
    hand = tuple(sorted((*state.players[seat].hand, *got)))
    return evolve(state, bank=tuple(bank)).with_player(seat, hand=hand), len(got)


def give_card(state: State, giver: int, receiver: int, card: str) -> State:
    """One card from one hand to another."""
    hand = list(state.players[giver].hand)
    hand.remove(card)
    state = state.with_player(giver, hand=tuple(hand))
    return state.with_player(receiver, hand=tuple(sorted((*state.players[receiver].hand, card))))


def draw(state: State, seat: int, count: int) -> tuple[State, list[str]]:
    """`seat` draws up to `count` cards from the supply deck, rebuilding an empty deck from the bank (§4.4, D14)."""
    drawn: list[str] = []
    for _ in range(count):
        if not state.deck:
            state = rebuild_deck(state)
            if not state.deck:
                break
        deck = list(state.deck)
        drawn.append(deck.pop())
        state = evolve(state, deck=tuple(deck))
    hand = tuple(sorted((*state.players[seat].hand, *drawn)))
    return state.with_player(seat, hand=hand), drawn


def rebuild_deck(state: State) -> State:
    """min(6, stock) cards of each resource go from the bank into a new, shuffled supply deck (decision D14)."""
    taken: list[str] = []
    bank = []
    for stack in state.bank:
        moved = min(DECK_REBUILD, len(stack))
        taken += stack[len(stack) - moved :]
        bank.append(stack[: len(stack) - moved])
    deck, rng = state.rng.shuffle(taken)
    return evolve(state, deck=tuple(deck), bank=tuple(bank), rng=rng)
