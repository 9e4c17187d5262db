"""Cards in a hand (spec §4.12, D-49): chosen by kind, the lowest-numbered instance of that kind is the one used;
kinds are listed in the canonical order (§2.2: compromise, attacks ascending, edicts, flares by id)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from rules.cosmic.components import CHALLENGE_COUNTS, KIND_ORDER, POWERS, kind_of
from rules.cosmic.hooks import SOURCES
from rules.cosmic.powers import plays
from rules.cosmic.registry import rows
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
    held = set(map(kind_of, hand))
    if held <= _RANK.keys():  # every talon kind has its place: one sort by it
        return sorted(held, key=_RANK.__getitem__)
    return [k for k in KIND_ORDER if k in held] + sorted(k for k in held if k not in KIND_ORDER)


_RANK: dict[str, int] = {kind: i for i, kind in enumerate((*KIND_ORDER, *sorted(f"flare_{p.id}" for p in POWERS)))}
"""The canonical place of every talon kind: the challenge cards and edicts in KIND_ORDER, then the flares by id."""


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


# -- zones besides the hand a seat selects and plays cards from (Miser's hoard, rules/cosmic/aliens/miser.py) ----------
class Source(NamedTuple):
    """A zone of a seat's own besides its hand: a card selected or played from it names the zone in the action's
    `from`. Everything else that looks at cards (new hands, Mind, Trader, compensation, steals, discards) sees the
    hand only."""

    name: str  # the action's `from`
    held: Callable[[State, int], tuple[str, ...]]  # the zone's cards, usable now or not
    usable: Callable[[State, int], bool]  # whether the seat may take cards from it now
    take: Callable[[State, int, str], State]
    give: Callable[[State, int, str], State]


HAND = ""


def usable_sources(state: State, seat: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(name, cards) of every zone `seat` may take a card from now, the hand first (an empty zone left out)."""
    hand = ((HAND, state.hands[seat]),)
    extra = tuple(
        (s.name, cards)
        for power, s in rows(SOURCES)
        if plays(state, seat, power) and s.usable(state, seat) and (cards := s.held(state, seat))
    )
    return (*hand, *extra) if extra else hand


def cards_in(state: State, seat: int, name: str) -> tuple[str, ...]:
    """The cards of `seat`'s zone `name` it may take now (none from a zone it may not use)."""
    return next((cards for source, cards in usable_sources(state, seat) if source == name), ())


def holds_cards(state: State, seat: int) -> bool:
    """Whether `seat` holds a card it could play: the zones' sizes are public, so this is a public fact."""
    return bool(state.hands[seat]) or any(cards for _, cards in usable_sources(state, seat))


def from_field(name: str) -> dict[str, str]:
    """The `from` of an action taking a card from zone `name` (none for the hand)."""
    return {"from": name} if name else {}


def take_card(state: State, seat: int, card: str) -> tuple[State, str]:
    """`card` leaves whichever of `seat`'s zones holds it; the zone's name is returned."""
    if card in state.hands[seat]:
        return take(state, seat, card), HAND
    source = next(s for _, s in rows(SOURCES) if card in s.held(state, seat))
    return source.take(state, seat, card), source.name


def give_to(state: State, seat: int, card: str, name: str) -> State:
    """`card` goes back into `seat`'s zone `name`."""
    if name == HAND:
        return give(state, seat, card)
    return next(s for _, s in rows(SOURCES) if s.name == name).give(state, seat, card)
