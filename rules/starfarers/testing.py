"""Test support for Starfarers (not re-exported by `rules`; no action, option or view reaches it).

`rigged_setup` and `rig` are the test hook of spec §10 (decision D51): forced 2d6 rolls, consumed first-in-first-out
before the seeded generator is used. `arrange` builds scenario positions from a real setup state by moving real
cards, so every arranged state keeps the game's invariants (each resource card exactly once).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Event
from rules.frozen import evolve
from rules.starfarers.components import RESOURCES
from rules.starfarers.setup import build
from rules.starfarers.state import State, card_type


def rigged_setup(
    seats: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None,
    events: list[Event],
    *,
    dice: Sequence[tuple[int, int]] = (),
) -> State:
    """`setup` with the first 2d6 rolls forced (the start-player rolls come first; their events are appended)."""
    return build(seats, seed, options or {}, events, {"dice": [list(d) for d in dice]})


def rig(state: State, *, dice: Sequence[tuple[int, int]] = ()) -> State:
    """A copy of `state` whose next 2d6 rolls are `dice`."""
    return evolve(state, rig_dice=tuple((int(a), int(b)) for a, b in dice))


def arrange(state: State, *, hands: Mapping[int, Mapping[str, int]] | None = None, **changes: Any) -> State:
    """A copy of `state` with the hands of some seats set (seat index -> resource -> count; the old cards go back to
    the bank, the new ones come from the bank, then from the supply deck) and other fields replaced."""
    bank = [list(stack) for stack in state.bank]
    deck = list(state.deck)
    players = list(state.players)
    for seat in hands or {}:
        for card in players[seat].hand:
            bank[RESOURCES.index(card_type(card))].append(card)
        players[seat] = evolve(players[seat], hand=())
    for seat, wanted in (hands or {}).items():
        cards: list[str] = []
        for resource, count in wanted.items():
            for _ in range(count):
                stack = bank[RESOURCES.index(resource)]
                if stack:
                    cards.append(stack.pop())
                else:
                    card = next(c for c in deck if card_type(c) == resource)
                    deck.remove(card)
                    cards.append(card)
        players[seat] = evolve(players[seat], hand=tuple(sorted(cards)))
    state = evolve(state, bank=tuple(tuple(s) for s in bank), deck=tuple(deck), players=tuple(players))
    return evolve(state, **changes) if changes else state
