"""Setup steps 4-8 of Cosmic Encounter (spec §3) once every player has a colour: the destiny deck, the powers, the
flares that join the talon, the hands of seven and the first player. One pure function of the colours, the options
and the game's random stream, so a game dealt again from its seed is dealt the same.

The random draws happen in this order, which is part of a game's reproducibility: powers (and the replacement of an
excluded pair's later power, only when a deal brings both), flares, the talon, the first-player reveal (repeated past
wild cards), the destiny deck. With `choose_powers` the powers are three per seat, dealt before the players keep
one each (`offer_powers`); the rest is dealt from the powers kept (`deal_rest`), in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cosmic.components import (
    BEGINNER_POWERS,
    COLOURS,
    HAND_SIZE,
    destiny_colour,
    destiny_deck,
    excludes,
    flare_count,
    flare_pool,
    power_pool,
    talon_cards,
)
from rules.rng import Rng


@dataclass(frozen=True)
class Dealt:
    """What setup deals: each seat's power (in seat order), the flares in the talon, each seat's hand, the talon
    left after dealing (top card first), the destiny deck (top card first), the card that chose the first player
    (`shown`) and that player's seat index."""

    powers: tuple[str, ...]
    flares: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    talon: tuple[str, ...]
    destiny: tuple[str, ...]
    shown: str
    first: int


HIDDEN_POWERS = "hidden_powers"
"""The `power_mode` whose powers are dealt face down (§3 step 5; rules/cosmic/face_down.py)."""


def deal(
    colours: tuple[str, ...],
    power_mode: str,
    beginner_flares: bool,
    pool: str,
    released: tuple[str, ...],
    rng: Rng,
) -> tuple[Dealt, Rng]:
    """Deal a game whose seats (in table order) play `colours`, one power each (`beginner_game`, `standard`); `pool`
    is the `power_pool` option and `released` the waves this build has released. `choose_powers` deals in two parts
    around the players' choice: `offer_powers`, then `deal_rest`."""
    if power_mode == "beginner_game":
        powers, rng = rng.sample(BEGINNER_POWERS, len(colours))
        dealt = tuple(powers)
    elif power_mode == HIDDEN_POWERS:
        # face down, nobody sees an excluded pair: its rule applies when both are face up (§5.4, face_down.py)
        powers, rng = rng.sample(_pool(pool, released, len(colours)), len(colours))
        dealt = tuple(powers)
    else:
        dealt, rng = deal_powers(pool, released, len(colours), rng)
    return deal_rest(colours, power_mode, beginner_flares, pool, released, dealt, rng)


def deal_powers(pool: str, released: tuple[str, ...], count: int, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """`count` powers from the power pool (§2.5), in the order they are dealt, without an excluded pair."""
    available = _pool(pool, released, count)
    dealt, rng = rng.sample(available, count)
    return without_excluded_pairs(tuple(dealt), available, rng)


def _pool(pool: str, released: tuple[str, ...], count: int) -> tuple[str, ...]:
    available = power_pool(pool, released)
    if count > len(available):
        raise ValueError(f"the power pool holds {len(available)} powers, {count} are to be dealt")
    return available


def without_excluded_pairs(dealt: tuple[str, ...], available: tuple[str, ...], rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """§3 step 5, §5.5.0: a power that would play beside one dealt before it that it is excluded with is returned and
    replaced by one drawn at random from the powers left in the pool, none excluded with those dealt before it (a
    replacement excluded with one dealt after it is the earlier-dealt one: the later goes in its turn). A deal
    without an excluded pair draws nothing more, so such a deal is the same as before the rule existed."""
    powers = list(dealt)
    for index, power in enumerate(dealt):
        earlier = tuple(powers[:index])
        if not excludes(power, earlier):
            continue
        left = [p for p in available if p not in powers and not excludes(p, earlier)]
        if not left:
            raise ValueError(f"no power of the pool can replace {power!r} beside {list(earlier)}")
        powers[index], rng = rng.choice(left)
    return tuple(powers), rng


OFFERED = 3
"""Powers dealt face down to each seat with `choose_powers` (§3 step 5); each keeps one."""


def offer_powers(
    pool: str, released: tuple[str, ...], players: int, rng: Rng
) -> tuple[tuple[tuple[str, ...], ...], Rng]:
    """`choose_powers`: three powers to each seat, dealt seat by seat in table order (so a later seat's are dealt
    later, for the excluded pairs), the first dealt first."""
    dealt, rng = deal_powers(pool, released, OFFERED * players, rng)
    return tuple(dealt[OFFERED * i : OFFERED * (i + 1)] for i in range(players)), rng


def deal_rest(
    colours: tuple[str, ...],
    power_mode: str,
    beginner_flares: bool,
    pool: str,
    released: tuple[str, ...],
    powers: tuple[str, ...],
    rng: Rng,
) -> tuple[Dealt, Rng]:
    """Everything after the powers, from the powers in play (one per seat, in seat order): the flares, the talon and
    the hands, the first player, the destiny deck."""
    players = len(colours)
    flares, rng = _flares(power_mode, beginner_flares, pool, released, powers, rng)
    talon, rng = rng.shuffle(talon_cards(flares))
    hands = tuple(tuple(talon[HAND_SIZE * i : HAND_SIZE * (i + 1)]) for i in range(players))
    rest = tuple(talon[HAND_SIZE * players :])
    shown, first, rng = _first_player(colours, rng)
    destiny, rng = rng.shuffle(destiny_deck(colours))
    return Dealt(powers, flares, hands, rest, tuple(destiny), shown, first), rng


def _flares(
    power_mode: str, beginner_flares: bool, pool: str, released: tuple[str, ...], powers: tuple[str, ...], rng: Rng
) -> tuple[tuple[str, ...], Rng]:
    """The flares that join the talon (§3 step 5, D-41): in the beginner game the six beginner flares or none;
    otherwise the flares of the powers in play that have a text, then others of the flare pool at random, up to
    three per player."""
    if power_mode == "beginner_game":
        return (tuple(f"flare_{p}" for p in BEGINNER_POWERS) if beginner_flares else ()), rng
    available = flare_pool(pool, released)
    wanted = flare_count(power_mode, beginner_flares, len(powers), available)
    own = [f"flare_{p}" for p in powers if f"flare_{p}" in available][:wanted]
    others = [f for f in available if f not in own]
    extra, rng = rng.sample(others, min(wanted - len(own), len(others)))
    return tuple(sorted([*own, *extra])), rng


def _first_player(colours: tuple[str, ...], rng: Rng) -> tuple[str, int, Rng]:
    """§3 step 8 (D-22): a uniformly random destiny card is revealed, again while it is a wild card; the owner of
    its colour starts."""
    deck = destiny_deck(colours)
    while True:
        card, rng = rng.choice(deck)
        colour = destiny_colour(card)
        if colour is not None:
            return card, colours.index(colour), rng


def default_colour(taken: tuple[str, ...]) -> str:
    """The colour a seat gets when its colour choice times out: the first free one in the order of §3 step 2."""
    return next(c for c in COLOURS if c not in taken)
