"""Views (§7): the public part every seat may see, and a seat's private part (its hand and unfinished choices).

Planet cards appear by instance id only in the holder's own private view; everything public about cards is given
by kind. A pending hidden response shows only as a "has_chosen" flag; the chosen card stays counted in the hand.
"""

from __future__ import annotations

from typing import Any

from rules.andromeda.components import (
    CARD_ID,
    COLOURS,
    FIRST_TIER_KIND,
    HAND_LIMIT,
    KIND_OF,
    KINDS,
    N_KINDS,
    N_PLANETS,
    PLANET_NAMES,
    PLANETS,
    SATELLITE_IDS,
    SATELLITE_VALUE,
    TIERS,
)
from rules.andromeda.flow import full_planets, ranking, score
from rules.andromeda.piles import kind_counts
from rules.andromeda.state import ACTION, KEEP, LAP, OFFER, OVER, RESPOND, State

TRADING_PHASES = (OFFER, RESPOND, KEEP, LAP)


def _by_kind(cards: tuple[int, ...]) -> dict[str, int]:
    counts = kind_counts(cards)
    return {KINDS[k]: counts[k] for k in range(N_KINDS) if counts[k]}


def _player(s: State, seat: int) -> dict[str, Any]:
    hand = s.hands[seat]
    trading = s.phase in TRADING_PHASES
    return {
        "colour": COLOURS[seat],
        "hand_count": len(hand),
        "bonus": [TIERS[KIND_OF[c] - FIRST_TIER_KIND] for c in hand if KIND_OF[c] >= FIRST_TIER_KIND],
        "earth": s.earth[seat],
        "ship": s.ship[seat],
        "hand_limit": HAND_LIMIT[s.ship[seat] - 1],
        "tech": s.tech[seat],
        "transports": s.transports[seat],
        "setup_cards": {KINDS[k]: s.setup_kinds[seat].count(k) for k in sorted(set(s.setup_kinds[seat]))},
        "display": [KINDS[KIND_OF[c]] for c in s.displays[seat]],
        "in_trade": trading and bool(s.in_trade >> seat & 1),
        "has_chosen": s.phase == RESPOND and s.pending[seat] >= 0,
        "score": score(s, seat),
    }


def public_view(s: State) -> dict[str, Any]:
    seats = s.seats
    n = len(seats)
    planets = []
    for p in range(N_PLANETS):
        sats = [
            {
                "id": SATELLITE_IDS[3 * p + i],
                "value": SATELLITE_VALUE[3 * p + i],
                "centre": seats[s.centres[3 * p + i]] if s.centres[3 * p + i] >= 0 else None,
            }
            for i in range(3)
        ]
        planets.append(
            {
                "id": PLANETS[p],
                "name": PLANET_NAMES[p],
                "stations": {seats[q]: s.on[p][q] for q in range(n)},
                "satellites": sats,
                "full": all(sat["centre"] is not None for sat in sats),
            }
        )
    supply = kind_counts(s.supply)
    trade = None
    if s.phase in TRADING_PHASES:
        trade = {
            "step": s.phase,
            "k": s.k,
            "max_offer": s.max_offer,
            "forbidden": [KINDS[k] for k in range(N_KINDS) if s.forbidden >> k & 1],
            "in_trade": [seats[q] for q in range(n) if s.in_trade >> q & 1],
            "deciding": seats[s.current] if s.phase in (KEEP, LAP) else None,
        }
    turn = None
    if s.phase == ACTION:
        turn = {"seat": seats[s.current], "used": s.used, "budget": 3 if s.current == s.active else 2}
    scores = {seats[q]: score(s, q) for q in range(n)}
    return {
        "round": s.round,
        "round_cap": s.round_cap,
        "phase": s.phase,
        "active": seats[s.active],
        "current": seats[s.current] if s.current >= 0 else None,
        "seats": list(seats),
        "colours": {seats[q]: COLOURS[q] for q in range(n)},
        "players": {seats[q]: _player(s, q) for q in range(n)},
        "planets": planets,
        "full_planets": full_planets(s.centres),
        "end_triggered": s.end_triggered,
        "bonus_supply": {TIERS[t]: supply[FIRST_TIER_KIND + t] for t in range(len(TIERS))},
        "draw_count": len(s.draw),
        "discard_count": len(s.discard),
        "discard": _by_kind(s.discard),
        "trade": trade,
        "turn": turn,
        "scores": scores,
        "result": None if s.phase != OVER else {"ranking": ranking(s), "scores": scores, "reason": s.reason},
    }


def _card(c: int) -> dict[str, str]:
    return {"id": CARD_ID[c], "kind": KINDS[KIND_OF[c]]}


def private_view(s: State, seat: int) -> dict[str, Any]:
    pending = s.pending[seat] if s.phase == RESPOND else -1
    build = None
    if s.phase == ACTION and s.current == seat and s.build:
        build = {
            "what": s.build,
            "planet": PLANETS[s.b_planet] if s.b_planet >= 0 else None,
            "planet_cards": s.b_n,
            "bonus": [TIERS[KIND_OF[c] - FIRST_TIER_KIND] for c in s.b_bonus],
            "exchange": [_card(c) for c in s.b_cards],
            "placing": s.b_placing,
        }
    return {
        "hand": [_card(c) for c in s.hands[seat]],
        "response": _card(pending) if pending >= 0 else None,
        "build": build,
    }
