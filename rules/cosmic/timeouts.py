"""What the bot plays for a seat whose deadline passed (spec §9.1): each prompt's default, always a legal action."""

from __future__ import annotations

from rules.contract import Action
from rules.cosmic import engine
from rules.cosmic.components import attack_value, planets_of
from rules.cosmic.decisions import DECISIONS
from rules.cosmic.losses import owner_of
from rules.cosmic.ships import DEFENSE, OFFENSE, most_ships
from rules.cosmic.state import State


def timeout_action(state: State, seat: int, kind: str, legal: list[Action]) -> Action | None:
    """The default of decision `kind` for `seat` among `legal`."""
    if not legal:
        return None
    made = DECISIONS.get(kind)
    own = made.default if made is not None else None
    if callable(own):
        return own(state, seat, legal)
    if own is not None and own in legal:
        return own
    by_type: dict[str, list[Action]] = {}
    for action in legal:
        by_type.setdefault(str(action["type"]), []).append(action)
    for wanted in ("pass", "decline", "accept_destiny", "redraw", "end_turn", "deal_abandon"):
        if wanted in by_type and kind not in ("regroup",):
            return by_type[wanted][0]
    if kind == "regroup":
        return _regroup(state, seat, by_type)
    if kind == "keep_power":
        return by_type["keep_power"][0]  # the first power dealt (§9.1)
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
    if kind == "deal_base":
        return _deal_base(state, seat, by_type)
    if kind in ("invite", "reclaim") and "done" in by_type:
        return by_type["done"][0]
    if kind == "place":
        if "place_origin" in by_type:
            return by_type["place_origin"][0]
        return _place(state, seat, by_type["place"])
    if kind == "lose":  # the owner's ships, whoever chooses (Hate chooses others' losses)
        owner = owner_of(engine.task_of(state, seat))
        planets = tuple(str(a["planet"]) for a in legal)
        return {"type": "lose", "planet": most_ships(state, owner, planets, foreign_first=True)}
    if kind == "reward":
        return {"type": "reward_ships", "n": 0}
    return legal[0]


def _place(state: State, seat: int, offered: list[Action]) -> Action:
    """D-04, ship by ship from the newest: back to its origin planet if that is still a base, else to the base with
    most own ships (without a base: the first home planet); all at once when no ship left has its origin to go to."""
    task = engine.task_of(state, seat)
    bases = state.bases(seat)
    origins = state.origins[seat][-task.n :] if task.what in (OFFENSE, DEFENSE) else ()
    standing = [o for o in origins if o in bases]
    if origins and origins[-1] in bases:
        planet = origins[-1]
    else:
        planet = most_ships(state, seat, tuple(dict.fromkeys(str(a["planet"]) for a in offered)))
    chosen = [a for a in offered if a["planet"] == planet]
    return next((a for a in chosen if a["count"] == ("one" if standing else "all")), chosen[0])


def _deal_base(state: State, seat: int, by_type: dict[str, list[Action]]) -> Action:
    """§4.8.3 step 4: the offense moves all his cone ships (up to 4), the defense 1 ship from his base with most."""
    commits = [str(a["from"]) for a in by_type.get("commit", [])]
    if "cone" in commits:
        return {"type": "commit", "from": "cone"}
    if "done" in by_type:
        return by_type["done"][0]
    return {"type": "commit", "from": most_ships(state, seat, tuple(commits))}


def _regroup(state: State, seat: int, by_type: dict[str, list[Action]]) -> Action:
    """Free the ship to the base with most own ships (home first on a tie), or into the cone without a base."""
    if "free" in by_type:
        bases = tuple(str(a["planet"]) for a in by_type["free"])
        return {"type": "free", "planet": most_ships(state, seat, bases)}
    if "free_to_cone" in by_type:
        return by_type["free_to_cone"][0]
    return by_type["decline"][0]
