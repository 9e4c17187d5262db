"""The window protocol's precedence and settling (spec §4.1 precedence order, §4.2 step 5, §5.3): who goes first
among things declared at the same time, and which of a round's revealed plays still take effect once its
responses are settled.

A round's public list holds its declarations (round 0) and then the responses of its response rounds (1, 2, ...),
in the order they were revealed; a response names an item of that list by its index, or a player (Cosmic Zap).
Settling is pure: what a play then does is its effect's business, re-checked just before it resolves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

COSMIC_ZAP = "edict_cosmic_zap"
FLARE_ZAP = "edict_flare_zap"
VETO = "edict_veto"
RESPONSES = frozenset({COSMIC_ZAP, FLARE_ZAP, VETO})
POWER = "power"


class Play(NamedTuple):
    """One play of a window round: `kind` is a card kind (`edict_veto`, `flare_mind`) or "power" (an optional power's
    use), `card` the instance played ("" for a power), `round` 0 for a declaration and 1, 2, ... for responses. A play
    may name an item of the round's list (`item`: Veto, Flare Zap), a player (`seat_named`: Cosmic Zap, Plague) or
    several (`seats`: Force Field). A tuple, so that it is its own JSON."""

    seat: int
    kind: str
    card: str = ""
    round: int = 0
    item: int = -1
    seat_named: int = -1
    seats: tuple[int, ...] = ()
    mode: str = ""  # a flare's "normal" or "super" effect, fixed when it is declared


@dataclass(frozen=True)
class Settled:
    """What a settled round leaves: the declarations that still resolve (indices, in precedence order), every item
    that was cancelled, and the players whose power a Cosmic Zap switched off for the rest of the challenge."""

    resolving: tuple[int, ...]
    cancelled: frozenset[int]
    zapped: frozenset[int]


def precedence(players: int, offense: int, defense: int = -1) -> tuple[int, ...]:
    """§4.1: every player who is not a main player clockwise from the offense's left, then the offense, then the
    defense; before the defense is known (`defense` -1), everyone but the offense from its left, then the offense."""
    others = [(offense + step) % players for step in range(1, players)]
    return (*[s for s in others if s != defense], offense, *([defense] if defense >= 0 else []))


def settle(items: Sequence[Play], order: Sequence[int]) -> Settled:
    """§4.2 step 5: responses take effect first, the newest response round first and, inside a round, in precedence
    order; one that was itself cancelled, or whose target was cancelled meanwhile, has no effect (its card is still
    spent). A Cosmic Zap cancels the named player's declared power use of this round and switches that power off.
    Declared Cosmic Zaps are settled next, before any other declaration resolves (docs/decisions/cosmic.md). The
    other declarations that stand resolve in precedence order."""
    rank = {seat: n for n, seat in enumerate(order)}
    cancelled: set[int] = set()
    zapped: set[int] = set()

    def take_effect(index: int) -> None:
        play = items[index]
        if index in cancelled:
            return
        if play.kind == COSMIC_ZAP:
            zapped.add(play.seat_named)
            cancelled.update(
                i for i, p in enumerate(items) if p.round == 0 and p.kind == POWER and p.seat == play.seat_named
            )
        elif play.item not in cancelled:
            cancelled.add(play.item)

    last = max((p.round for p in items), default=0)
    for round_no in range(last, 0, -1):
        for index in sorted((i for i, p in enumerate(items) if p.round == round_no), key=lambda i: rank[items[i].seat]):
            take_effect(index)
    declared = sorted((i for i, p in enumerate(items) if p.round == 0), key=lambda i: rank[items[i].seat])
    for index in declared:
        if items[index].kind == COSMIC_ZAP:
            take_effect(index)
    resolving = tuple(i for i in declared if i not in cancelled and items[i].kind != COSMIC_ZAP)
    return Settled(resolving, frozenset(cancelled), frozenset(zapped))
