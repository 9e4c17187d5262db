"""Cards in a hand (spec §4.12, D-49): chosen by kind, the lowest-numbered instance of that kind is the one used;
kinds are listed in the canonical order (§2.2: compromise, attacks ascending, edicts, flares by id)."""

from __future__ import annotations

from collections.abc import Iterable

from rules.cosmic.components import CHALLENGE_COUNTS, KIND_ORDER, kind_of
from rules.cosmic.state import State
from rules.frozen import evolve


def lowest(cards: Iterable[str], kind: str) -> str:
    """The lowest-numbered instance of `kind` among `cards` (D-49)."""
    return min((c for c in cards if kind_of(c) == kind), key=lambda c: int(c.split("#")[1]))


def without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    index = hand.index(card)
    return (*hand[:index], *hand[index + 1 :])


def kinds_held(hand: Iterable[str]) -> list[str]:
    """Every kind in a hand, once each, in the canonical order."""
    held = {kind_of(c) for c in hand}
    return [k for k in KIND_ORDER if k in held] + sorted(k for k in held if k not in KIND_ORDER)


def challenge_kinds(hand: Iterable[str]) -> list[str]:
    """The challenge card kinds in a hand, in the canonical order."""
    held = {kind_of(c) for c in hand}
    return [k for k in CHALLENGE_COUNTS if k in held]


def has_challenge_card(state: State, seat: int) -> bool:
    return any(kind_of(card) in CHALLENGE_COUNTS for card in state.hands[seat])


def take(state: State, seat: int, card: str) -> State:
    """`card` leaves `seat`'s hand."""
    hands = list(state.hands)
    hands[seat] = without(hands[seat], card)
    return evolve(state, hands=tuple(hands))


def give(state: State, seat: int, *cards: str) -> State:
    """`cards` join `seat`'s hand."""
    hands = list(state.hands)
    hands[seat] = (*hands[seat], *cards)
    return evolve(state, hands=tuple(hands))
