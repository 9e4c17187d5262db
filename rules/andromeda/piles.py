"""Card movements shared by every phase: drawing with reshuffle, disposing of cards, hand arithmetic (§4.0)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Container, Iterable

from rules.andromeda.components import BONUS_CARDS, CARD_ID, KIND_FIRST, KIND_OF, N_KINDS, N_PLANET_CARDS
from rules.contract import Event
from rules.rng import Rng

Pile = tuple[int, ...]


def draw_cards(
    draw: Pile, discard: Pile, rng: Rng, count: int, events: list[Event]
) -> tuple[list[int], Pile, Pile, Rng]:
    """Take `count` planet cards from the top of the draw pile, reshuffling the discard pile when it runs out: the
    cards in the order drawn, then the draw pile, the discard pile and the generator after the draw. (The piles, not
    a state: the caller changes the hands in the same step.)"""
    out: list[int] = []
    while len(out) < count:
        if not draw:
            order, rng = rng.shuffle(discard)
            draw = tuple(order)
            discard = ()
            events.append({"type": "reshuffled", "to": None, "count": len(order)})
        take = min(count - len(out), len(draw))
        top = draw[len(draw) - take :]
        draw = draw[: len(draw) - take]
        out.extend(reversed(top))
    return out, draw, discard, rng


def disposed(discard: Pile, supply: Pile, cards: Iterable[int]) -> tuple[Pile, Pile]:
    """The discard pile and the bonus supply after disposing of `cards`: planet cards go face up onto the discard
    pile, bonus cards back to their supply stack. (The piles, not a state: callers change other fields in the same
    step.)"""
    planet: list[int] = []
    bonus: list[int] = []
    for card in cards:
        (planet if card < N_PLANET_CARDS else bonus).append(card)
    if planet:
        discard = (*discard, *planet)
    if bonus:
        supply = tuple(sorted((*supply, *bonus)))
    return discard, supply


def without(hand: tuple[int, ...], cards: Iterable[int]) -> tuple[int, ...]:
    """`hand` minus the given cards (each present once)."""
    gone = set(cards)
    return tuple(c for c in hand if c not in gone)


def without_one(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """`hand` minus `card` (present once)."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def lowest_of_kind(cards: tuple[int, ...], kind: int, skip: Container[int] = ()) -> int:
    """The card of `kind` with the lowest instance id among the sorted `cards`, ignoring `skip`; -1 if none.

    The cards of one kind are consecutive integers (cards.py), so in a sorted tuple they stand together: a binary
    search finds the first, and only the cards of that kind are looked at.
    """
    i = bisect_left(cards, KIND_FIRST[kind])
    end = KIND_FIRST[kind + 1]
    n = len(cards)
    while i < n:
        c = cards[i]
        if c >= end:
            return -1
        if c not in skip:
            return c
        i += 1
    return -1


def kind_counts(cards: Iterable[int]) -> list[int]:
    counts = [0] * N_KINDS
    for c in cards:
        counts[KIND_OF[c]] += 1
    return counts


def ids(cards: Iterable[int]) -> list[str]:
    return [CARD_ID[c] for c in cards]


def is_bonus(card: int) -> bool:
    return card >= BONUS_CARDS[0]
