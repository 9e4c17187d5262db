"""Test support for Cosmic Encounter (spec §10): for tests only, never reachable through setup, actions or the bot.

- `rig_draws(state, pile, ids)`: the next draws from the talon (card kinds) or the destiny deck (card ids) take the
  listed cards in order, where they are in the pile.
- `arrange(state, ships=..., hands=..., powers=..., hoards=...)`: a copy with ships moved between planets and the
  warp, hands rebuilt from the cards of the talon, the discard pile and the hands named, powers handed out (with what
  a power gets at the deal, Miser's hoard), and hoards rebuilt from the talon and the discard pile, every conservation
  rule kept; a request that would break one raises ValueError.
- `redeal(state, rand)`: a copy with the hidden cards (hands, hoards, the talon) dealt anew among the same places in
  the same numbers: a state with the same public view and other hands, for the conformance kit's check of the
  game's `choices_may_hide` claims.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from rules.contract import Event
from rules.cosmic.aliens.miser import MiserState
from rules.cosmic.components import POWER_BY_ID, SHIPS_PER_COLOUR, kind_of
from rules.cosmic.face_down import changed
from rules.cosmic.hooks import AT_DEAL
from rules.cosmic.piles import rig_draws
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import POWERS, rows
from rules.cosmic.state import State
from rules.frozen import evolve

__all__ = ["arrange", "redeal", "rig_draws"]

WARP = "warp"


def arrange(
    state: State,
    *,
    ships: Mapping[int, Mapping[str, int]] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    powers: Mapping[int, str] | None = None,
    hoards: Mapping[int, Sequence[str]] | None = None,
) -> State:
    """`ships`: per seat, the number of its ships wanted on planets (and "warp"); the seat's total must stay 20.
    `hands`: per seat, the card kinds (or instance ids) its hand holds afterwards, taken from its own hand first, then
    from the other hands named, the talon and the discard pile; cards a named hand gives up go under the talon.
    `powers`: per seat, the power it plays (each power once in a game); a seat given Miser gets his hoard from the
    talon, as at the deal; a power a test registered (rules.cosmic.registry `registered`) may be handed out too.
    `hoards`: per seat, the card kinds (or instance ids) its hoard holds afterwards, taken from the talon and the
    discard pile; the cards it held go under the talon."""
    if ships:
        state = _ships(state, ships)
    if hands:
        state = _hands(state, hands)
    if powers:
        state = _powers(state, powers)
        told: list[Event] = []
        for power, row in rows(AT_DEAL):  # as at the deal: a power that acts there is turned up (`hidden_powers`)
            before, count = state, len(told)
            state = changed(before, row(before, told), power, count, told)
    if hoards:
        state = _hoards(state, hoards)
    return state


def _hoards(state: State, wanted: Mapping[int, Sequence[str]]) -> State:
    n = len(state.seats)
    held = record(state, MiserState).hoards
    hoards = [list(h) for h in held] if held else [[] for _ in range(n)]
    talon, discard = list(state.talon), list(state.discard)
    for seat, wishes in wanted.items():
        talon += hoards[seat]
        mine: list[str] = []
        for wish in wishes:
            card = _find(wish, [talon, discard])
            if card is None:
                raise ValueError(f"no card {wish!r} is left in the talon or the discard pile")
            (talon if card in talon else discard).remove(card)
            mine.append(card)
        hoards[seat] = mine
    state = evolve(state, talon=tuple(talon), discard=tuple(discard))
    return with_record(state, MiserState(tuple(tuple(h) for h in hoards)))


def _ships(state: State, wanted: Mapping[int, Mapping[str, int]]) -> State:
    for seat, zones in wanted.items():
        for zone, count in zones.items():
            if count < 0:
                raise ValueError(f"a count of ships cannot be negative ({zone}: {count})")
            if zone == WARP:
                warp = list(state.warp)
                warp[seat] = count
                state = evolve(state, warp=tuple(warp))
            elif zone in state.planets:
                state = state.with_ships(zone, seat, count - state.ships_on(zone, seat))
            else:
                raise ValueError(f"{zone!r} is no planet of this game and not the warp")
        if state.ships_of(seat) != SHIPS_PER_COLOUR:
            raise ValueError(f"seat {seat} would have {state.ships_of(seat)} ships; every player has 20")
    return state


def _hands(state: State, wanted: Mapping[int, Sequence[str]]) -> State:
    named = list(wanted)
    pool: list[str] = []
    for seat in named:  # the seat's own cards first, then the other named hands, the talon, the discard pile
        pool += state.hands[seat]
    talon, discard = list(state.talon), list(state.discard)
    hands = list(state.hands)
    chosen: dict[int, list[str]] = {}
    for seat in named:
        own = [c for c in state.hands[seat] if c in pool]  # less what a hand named before took from it
        mine: list[str] = []
        for wish in wanted[seat]:
            card = _find(wish, [own, pool, talon, discard])
            if card is None:
                raise ValueError(f"no card {wish!r} is left in the talon, the discard pile or the hands named")
            for source in (own, pool, talon, discard):
                if card in source:
                    source.remove(card)
            mine.append(card)
        chosen[seat] = mine
    for seat in named:
        hands[seat] = tuple(chosen[seat])
    kept = {c for cards in chosen.values() for c in cards}
    given_up = [c for c in pool if c not in kept]
    return evolve(state, hands=tuple(hands), talon=(*talon, *given_up), discard=tuple(discard))


def _find(wish: str, sources: list[list[str]]) -> str | None:
    for source in sources:
        for card in source:
            if card == wish or kind_of(card) == wish:
                return card
    return None


def _powers(state: State, wanted: Mapping[int, str]) -> State:
    powers = list(state.powers)
    for seat, power in wanted.items():
        if power not in POWERS and (power not in POWER_BY_ID or POWER_BY_ID[power].wave is None):
            raise ValueError(f"there is no power {power!r} with rules")
        powers[seat] = power
    if len(set(powers)) != len(powers):
        raise ValueError(f"a power is in a game once: {powers}")
    return evolve(state, powers=tuple(powers))


def redeal(state: State, rand: random.Random) -> State:
    """`state` with its hands, hoards and talon holding the same numbers of cards, drawn anew from all of them."""
    held = record(state, MiserState).hoards
    places = [*state.hands, *held, state.talon]
    pool = [card for place in places for card in place]
    rand.shuffle(pool)
    dealt: list[tuple[str, ...]] = []
    start = 0
    for place in places:
        dealt.append(tuple(pool[start : start + len(place)]))
        start += len(place)
    n = len(state.hands)
    hoards = tuple(dealt[n : n + len(held)])
    return with_record(evolve(state, hands=tuple(dealt[:n]), talon=dealt[-1]), MiserState(hoards))
