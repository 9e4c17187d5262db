"""Setup steps 4-8 of Cosmic Encounter (spec §3) once every player has a colour: the destiny deck, the powers, the
flares that join the talon, the hands of seven and the first player. One pure function of the colours, the options
and the game's random stream, so a game dealt again from its seed is dealt the same.

The random draws happen in this order, which is part of a game's reproducibility: powers, flares, the talon, the
first-player reveal (repeated past wild cards), the destiny deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cosmic.components import (
    BEGINNER_POWERS,
    COLOURS,
    HAND_SIZE,
    destiny_colour,
    destiny_deck,
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


def deal(
    colours: tuple[str, ...],
    power_mode: str,
    beginner_flares: bool,
    pool: str,
    released: tuple[str, ...],
    rng: Rng,
) -> tuple[Dealt, Rng]:
    """Deal a game whose seats (in table order) play `colours`; `pool` is the `power_pool` option and `released` the
    waves this build has released. Modes beyond `beginner_game` and `standard` are refused by the options first."""
    players = len(colours)
    if power_mode == "beginner_game":
        powers, rng = rng.sample(BEGINNER_POWERS, players)
    else:
        powers, rng = rng.sample(power_pool(pool, released), players)
    flares, rng = _flares(power_mode, beginner_flares, pool, released, tuple(powers), rng)
    talon, rng = rng.shuffle(talon_cards(flares))
    hands = tuple(tuple(talon[HAND_SIZE * i : HAND_SIZE * (i + 1)]) for i in range(players))
    rest = tuple(talon[HAND_SIZE * players :])
    shown, first, rng = _first_player(colours, rng)
    destiny, rng = rng.shuffle(destiny_deck(colours))
    return Dealt(tuple(powers), flares, hands, rest, tuple(destiny), shown, first), rng


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
