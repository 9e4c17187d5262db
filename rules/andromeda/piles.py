"""Card movements shared by every phase: drawing with reshuffle, disposing of cards, hand arithmetic (§4.0)."""

from __future__ import annotations

from collections.abc import Iterable

from rules.andromeda.cards import BONUS_CARDS, CARD_ID, KIND_OF, N_KINDS, N_PLANET_CARDS
from rules.andromeda.state import Draft
from rules.contract import Event


def draw_cards(d: Draft, count: int, events: list[Event]) -> list[int]:
    """Take `count` planet cards from the top of the draw pile, reshuffling the discard pile when it runs out."""
    out: list[int] = []
    while len(out) < count:
        if not d.draw:
            order, d.rng = d.rng.shuffle(d.discard)
            d.draw = tuple(order)
            d.discard = ()
            events.append({"type": "reshuffled", "to": None, "count": len(order)})
        take = min(count - len(out), len(d.draw))
        top = d.draw[len(d.draw) - take :]
        d.draw = d.draw[: len(d.draw) - take]
        out.extend(reversed(top))
    return out


def dispose(d: Draft, cards: Iterable[int]) -> None:
    """Planet cards go face up onto the discard pile, bonus cards back to their supply stack."""
    discard = list(d.discard)
    supply = list(d.supply)
    for card in cards:
        if card < N_PLANET_CARDS:
            discard.append(card)
        else:
            supply.append(card)
    d.discard = tuple(discard)
    d.supply = tuple(sorted(supply))


def without(hand: tuple[int, ...], cards: Iterable[int]) -> tuple[int, ...]:
    """`hand` minus the given cards (each present once)."""
    gone = set(cards)
    return tuple(c for c in hand if c not in gone)


def lowest_of_kind(cards: Iterable[int], kind: int, skip: Iterable[int] = ()) -> int:
    """The card of `kind` with the lowest instance id among `cards`, ignoring `skip`; -1 if none."""
    skipped = set(skip)
    for c in cards:  # cards are kept sorted, so the first match is the lowest
        if KIND_OF[c] == kind and c not in skipped:
            return c
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
