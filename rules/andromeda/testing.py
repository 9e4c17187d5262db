"""Test support for Andromeda (not re-exported by `rules`; no action, option or view reaches it).

`rig_ring_draws` is the hook of spec §10 (D-30). `arrange` builds scenario positions from a real setup state by
moving real cards and stations, so every arranged state keeps the game's invariants (each card exactly once).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.andromeda.components import COLOURS, KIND_INDEX, KIND_OF, KINDS, N_PLANET_CARDS, PLANETS, SATELLITE_IDS
from rules.andromeda.state import State, replace_at
from rules.frozen import evolve


def rig_ring_draws(state: State, colours: Sequence[str]) -> State:
    """A copy of `state` whose next planet-ring draws take these colours first (§10)."""
    return evolve(state, rig=tuple(COLOURS.index(c) for c in colours))


def _seat(state: State, seat: str) -> int:
    return state.seats.index(seat)


def arrange(
    state: State,
    *,
    hands: Mapping[str, Sequence[str]] | None = None,
    draw_top: Sequence[str] = (),
    earth: Mapping[str, int] | None = None,
    stations: Mapping[str, Mapping[str, int]] | None = None,
    centres: Mapping[str, str] | None = None,
    ship: Mapping[str, int] | None = None,
    tech: Mapping[str, int] | None = None,
    transports: Mapping[str, int] | None = None,
    supply: Mapping[str, int] | None = None,
) -> State:
    """A copy of `state` with the given parts changed.

    hands: seat -> kinds (planets or tiers); the seat's old hand goes back under the draw pile / to the supply and
    the lowest-id cards of each named kind are taken from the draw pile / supply. draw_top: kinds to put on top of
    the draw pile, the first one drawn first. earth: seat -> stations on Earth. stations: planet -> seat -> count.
    centres: satellite id -> owning seat. ship / tech / transports: seat -> value. supply: tier -> cards left
    (surplus bonus cards go out of the game for the scenario).
    """
    draw = list(state.draw)
    bonus = list(state.supply)
    hand_list = list(state.hands)
    for seat in hands or {}:
        q = _seat(state, seat)
        draw[:0] = [c for c in hand_list[q] if c < N_PLANET_CARDS]
        bonus += [c for c in hand_list[q] if c >= N_PLANET_CARDS]
        hand_list[q] = ()

    def take(kind: str) -> int:
        k = KIND_INDEX[kind]
        pool = draw if k < 7 else bonus
        card = min(c for c in pool if KIND_OF[c] == k)
        pool.remove(card)
        return card

    for seat, kinds in (hands or {}).items():
        hand_list[_seat(state, seat)] = tuple(sorted(take(k) for k in kinds))
    top = [take(k) for k in draw_top]
    draw += reversed(top)
    if supply is not None:
        kept = []
        for tier, count in supply.items():
            kept += sorted(c for c in bonus if KIND_OF[c] == KIND_INDEX[tier])[:count]
        kept += [c for c in bonus if KINDS[KIND_OF[c]] not in supply]
        bonus = kept
    new = evolve(state, hands=tuple(hand_list), draw=tuple(draw), supply=tuple(sorted(bonus)))
    for seat, n in (earth or {}).items():
        new = evolve(new, earth=replace_at(new.earth, _seat(new, seat), n))
    for planet, per_seat in (stations or {}).items():
        p = PLANETS.index(planet)
        row = new.on[p]
        for seat, n in per_seat.items():
            row = replace_at(row, _seat(new, seat), n)
        new = evolve(new, on=replace_at(new.on, p, row))
    for sat, seat in (centres or {}).items():
        new = evolve(new, centres=replace_at(new.centres, SATELLITE_IDS.index(sat), _seat(new, seat)))
    for seat, n in (ship or {}).items():
        new = evolve(new, ship=replace_at(new.ship, _seat(new, seat), n))
    for seat, n in (tech or {}).items():
        new = evolve(new, tech=replace_at(new.tech, _seat(new, seat), n))
    for seat, n in (transports or {}).items():
        new = evolve(new, transports=replace_at(new.transports, _seat(new, seat), n))
    return new
