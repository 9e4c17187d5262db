"""What the bot plays for a seat whose deadline passed (spec §9.1): each prompt's default, always a legal action."""

from __future__ import annotations

from rules.contract import Action
from rules.cosmic.components import attack_value, planets_of
from rules.cosmic.ships import most_ships
from rules.cosmic.state import State


def timeout_action(state: State, seat: int, kind: str, legal: list[Action]) -> Action | None:
    """The default of decision `kind` for `seat` among `legal`."""
    if not legal:
        return None
    by_type: dict[str, list[Action]] = {}
    for action in legal:
        by_type.setdefault(str(action["type"]), []).append(action)
    for wanted in ("pass", "decline", "accept_destiny", "redraw", "end_turn", "deal_abandon"):
        if wanted in by_type and kind not in ("regroup",):
            return by_type[wanted][0]
    if kind == "regroup":
        return _regroup(state, seat, by_type)
    if kind == "select":
        attacks = [a for a in legal if attack_value(str(a["card"])) is not None]
        return min(attacks, key=lambda a: attack_value(str(a["card"])) or 0) if attacks else legal[0]
    if kind == "target":
        planets = planets_of(state.colours[state.defense])
        weakest = min(planets, key=lambda p: (state.ships_on(p, state.defense), state.planet_index(p)))
        return {"type": "target", "planet": weakest}
    if kind == "commit":
        if "done" in by_type:
            return by_type["done"][0]
        sources = tuple(str(a["from"]) for a in by_type["commit"])
        return {"type": "commit", "from": most_ships(state, seat, sources)}
    if kind in ("invite", "reclaim", "deal_base") and "done" in by_type:
        return by_type["done"][0]
    if kind == "place":
        if "place_origin" in by_type:
            return by_type["place_origin"][0]
        places = tuple(str(a["planet"]) for a in by_type["place"])
        planet = most_ships(state, seat, places)
        chosen = [a for a in by_type["place"] if a["planet"] == planet]
        return next((a for a in chosen if a["count"] == "all"), chosen[0])
    if kind == "lose":
        planets = tuple(str(a["planet"]) for a in legal)
        return {"type": "lose", "planet": most_ships(state, seat, planets, foreign_first=True)}
    if kind == "reward":
        return {"type": "reward_ships", "n": 0}
    return legal[0]


def _regroup(state: State, seat: int, by_type: dict[str, list[Action]]) -> Action:
    """Free the ship to the base with most own ships (home first on a tie), or into the cone without a base."""
    if "free" in by_type:
        bases = tuple(str(a["planet"]) for a in by_type["free"])
        return {"type": "free", "planet": most_ships(state, seat, bases)}
    if "free_to_cone" in by_type:
        return by_type["free_to_cone"][0]
    return by_type["decline"][0]
