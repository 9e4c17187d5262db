"""Views and secrets (§7; schema in docs/games/hanse.md). Goods appear by shown face only, hands by count only
except in their owner's private view, and no RNG state appears anywhere.
"""

from __future__ import annotations

from typing import Any

from rules.hanse.components import GOODS, PLANET_IDS
from rules.hanse.ending import goods_left
from rules.hanse.goods import container_destination, faces, shown_values, stacks
from rules.hanse.state import KIND_OF, KIND_ORDER, HanseState, PlayerState

ALL_GOODS_IDS: frozenset[str] = frozenset(card.id for card in GOODS)


def _cards(ids: tuple[str, ...]) -> list[dict[str, str]]:
    return [{"id": iid, "kind": KIND_OF[iid]} for iid in ids]


def _player(p: PlayerState) -> dict[str, Any]:
    return {
        "deck": p.deck_name,
        "score": p.score,
        "position": p.position,
        "tableau": _cards(p.tableau),
        "containers": [
            {"index": i, "destination": container_destination(c), "values": shown_values(c)}
            for i, c in enumerate(p.containers)
        ],
        "hand_count": len(p.hand),
        "deck_count": len(p.deck),
        "discard": _cards(p.discard),
        "turns_taken": p.turns_taken,
        "technologies": len(p.tableau),
    }


def public_view(s: HanseState) -> dict[str, Any]:
    seats = s.seats
    turn = s.turn
    outcome = s.outcome
    return {
        "seats": list(seats),
        "phase": s.phase,
        "active": None if s.active is None else seats[s.active],
        "chooser": seats[s.chooser],
        "first": None if s.first is None else seats[s.first],
        "start_planet": s.start_planet,
        "scores": {seats[i]: p.score for i, p in enumerate(s.players)},
        "players": {seats[i]: _player(p) for i, p in enumerate(s.players)},
        "planets": [{"id": pid, "index": n + 1, "stacks": stacks(s.planets[n])} for n, pid in enumerate(PLANET_IDS)],
        "turn": None
        if turn is None
        else {
            "price": turn.price,
            "planet_actions_left": turn.planet_actions_left,
            "normal_flight_available": turn.normal_flight_available,
            "interventions_played": turn.interventions_played,
            "orbital_uses_left": turn.orbital_uses_left,
            "tunnel_passages": turn.tunnel_passages,
            "flight": None if turn.flight_energy is None else {"energy": turn.flight_energy, "kind": turn.flight_kind},
            "start_window": turn.start_window,
            "hyperjump_used": turn.hyperjump_used,
        },
        "pending": None
        if s.pending is None
        else {"by": seats[s.pending.by], "card": s.pending.card, "params": dict(s.pending.params)},
        "pair_choice": None
        if s.pair_choice is None
        else {
            "planet": PLANET_IDS[s.pair_choice.planet - 1],
            "goods": faces(s.pair_choice.goods),
            "candidates": list(s.pair_choice.candidates),
        },
        "removed": {"count": 2 * len(s.removed), "pairs": [list(r) for r in s.removed]},
        "goods_left": goods_left(s),
        "last": None if s.last is None else {"seat": s.last[0], "action": dict(s.last[1])},
        "last_roll": None
        if s.last_roll is None
        else {
            "seat": seats[s.last_roll.seat],
            "dice": list(s.last_roll.dice),
            "fusion": s.last_roll.fusion,
            "energy": s.last_roll.energy,
        },
        "round_cap": s.round_cap,
        "result": None
        if outcome is None
        else {
            "ranking": [[seats[i] for i in group] for group in outcome.ranking],
            "scores": {seats[i]: p.score for i, p in enumerate(s.players)},
            "reason": outcome.reason,
        },
    }


def private_view(s: HanseState, seat: int) -> dict[str, Any]:
    hand = sorted(s.players[seat].hand, key=lambda iid: (KIND_ORDER[KIND_OF[iid]], iid))
    return {"hand": _cards(tuple(hand))}


def secrets(s: HanseState) -> dict[str | None, set[str]]:
    """§7: nobody sees goods ids or draw piles; each seat sees its own hand."""
    hidden: set[str] = set(ALL_GOODS_IDS)
    for p in s.players:
        hidden.update(p.deck)
    out: dict[str | None, set[str]] = {None: hidden}
    for i, seat in enumerate(s.seats):
        out[seat] = set(s.players[i].hand)
    return out
