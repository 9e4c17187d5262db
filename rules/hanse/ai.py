"""A greedy Hanse player: deliver what is loaded, load the best nearby stack, fly the cheapest path there.

It reads only its seat's view and the legal actions (plus the static board and card tables), never the
state. Every choice makes progress (a planet action, a card, a step closer, the roll, or ending the turn),
so it can never loop.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Action, Game
from rules.hanse.board import DISTANCE, next_step_towards
from rules.hanse.components import PLANET_IDS

# Technologies worth their price, best first, with the highest price still worth paying.
BUY_PRIORITY: tuple[tuple[str, int], ...] = (
    ("container", 4),
    ("orbitalstation", 3),
    ("fusionstriebwerk", 3),
    ("nachschub", 2),
)
REACT_AGAINST = frozenset({"bordtransmitter_aktivieren", "transmitter_tor_aktivieren"})
DEAD_CARDS = frozenset({"sonnentunnel_oeffnen", "hypersturm_ausloesen", "hypersprung_innen", "hypersprung_aussen"})
DISTANCE_WEIGHT = 0.4


def _surface(planet_id: str) -> str:
    return f"p{PLANET_IDS.index(planet_id) + 1}"


def _stack_worth(values: Sequence[int], here: str, destination: str) -> float:
    return sum(values) - DISTANCE_WEIGHT * DISTANCE[here][_surface(destination)]


class HanseHeuristic:
    """Greedy trader; see the module docstring."""

    name = "heuristic"

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        public = view["public"]
        phase = public["phase"]
        if phase == "setup_choice":
            return _find(legal, "choose_role", role="choose_planet") or legal[0]
        if phase == "setup_planet":
            return max(legal, key=lambda a: _planet_total(public, a["planet"]))
        if phase == "reaction":
            pending = public["pending"]["card"]
            neutralize = _find(legal, "neutralize")
            return neutralize if neutralize and pending in REACT_AGAINST else legal[0]
        if phase == "choose_pair":
            return legal[0]
        if phase == "end_discard":
            hand = [c["kind"] for c in view["private"]["hand"]]
            for kind in hand:
                discard = _find(legal, "discard", card=kind)
                if discard and kind in DEAD_CARDS:
                    return discard
            return _find(legal, "finish_turn") or legal[-1]
        if phase == "agent_bonus":
            return self._planet_action(public, view["you"], legal) or legal[-1]
        return self._main(public, view["you"], legal)

    def _planet_action(self, public: Mapping[str, Any], me: str, legal: Sequence[Action]) -> Action | None:
        player = public["players"][me]
        unloads = [a for a in legal if a["type"] == "unload"]
        if unloads:
            return max(unloads, key=lambda a: sum(player["containers"][a["container"]]["values"]))
        loads = [a for a in legal if a["type"] == "load"]
        if loads:
            here = player["position"]
            planet = public["planets"][int(here[1]) - 1]
            worth = {s["destination"]: _stack_worth(s["values"], here, s["destination"]) for s in planet["stacks"]}
            return max(loads, key=lambda a: worth.get(a["destination"], 0.0))
        return self._buy(public, me, legal)

    def _buy(self, public: Mapping[str, Any], me: str, legal: Sequence[Action]) -> Action | None:
        turn = public["turn"]
        owned = [c["kind"] for c in public["players"][me]["tableau"]]
        for kind, max_price in BUY_PRIORITY:
            buy = _find(legal, "buy", card=kind)
            if buy and turn["price"] <= max_price and owned.count(kind) < 2:
                return buy
        return None

    def _main(self, public: Mapping[str, Any], me: str, legal: Sequence[Action]) -> Action:
        player = public["players"][me]
        turn = public["turn"]
        here = player["position"]
        passenger = next((a for a in legal if a["type"] == "play" and a["card"].startswith("passagier_")), None)
        if passenger:
            return passenger
        action = self._planet_action(public, me, legal)
        if action:
            return action
        card = self._intervention(public, me, legal)
        if card:
            return card
        target = self._target(public, me)
        if target is not None:
            goal = f"o{target[1]}" if turn["orbital_uses_left"] >= 1 else target
            jump = self._hyperjump(legal, here, goal)
            if jump:
                return jump
            step_to = next_step_towards(here, goal)
            step = _find(legal, "step", to=step_to) if step_to else None
            if step:
                return step
            if turn["flight"] is None:
                roll = _find(legal, "roll")
                if roll and here != goal:
                    return roll
            afterburner = _find(legal, "play", card="nachbrenner_zuenden")
            if afterburner and here != goal and turn["flight"] is not None:
                return afterburner
        return _find(legal, "end_turn") or legal[-1]

    def _target(self, public: Mapping[str, Any], me: str) -> str | None:
        """The surface to fly to: the nearest delivery, else the best stack to pick up."""
        player = public["players"][me]
        here = player["position"]
        loaded = [c for c in player["containers"] if c["destination"]]
        if loaded:
            best = min(loaded, key=lambda c: (DISTANCE[here][_surface(c["destination"])], -sum(c["values"])))
            return _surface(best["destination"])
        if not any(not c["destination"] for c in player["containers"]):
            return None
        best_worth, best_planet = 0.0, None
        for planet in public["planets"]:
            surface = f"p{planet['index']}"
            if surface == here:
                continue
            for stack in planet["stacks"]:
                worth = _stack_worth(stack["values"], surface, stack["destination"])
                worth -= DISTANCE_WEIGHT * DISTANCE[here][surface]
                if worth > best_worth:
                    best_worth, best_planet = worth, surface
        return best_planet

    def _hyperjump(self, legal: Sequence[Action], here: str, goal: str) -> Action | None:
        for action in legal:
            if action["type"] == "hyperjump":
                landing = "o1" if action["direction"] == "in" else "o6"
                if DISTANCE[landing][goal] + 2 < DISTANCE[here][goal]:
                    return action
        return None

    def _intervention(self, public: Mapping[str, Any], me: str, legal: Sequence[Action]) -> Action | None:
        player = public["players"][me]
        turn = public["turn"]
        here = player["position"]
        plays = [a for a in legal if a["type"] == "play"]
        if not plays:
            return None
        # Loading cards: take a rich stack from afar.
        loading = [a for a in plays if "planet" in a]
        if loading:
            planets = {p["id"]: p for p in public["planets"]}

            def worth(a: Action) -> float:
                stack = next(s for s in planets[a["planet"]]["stacks"] if s["destination"] == a["destination"])
                return _stack_worth(stack["values"], here, a["destination"])

            best = max(loading, key=worth)
            if worth(best) >= 3:
                return best
        # On-board transmitter: trade a poor load for the opponent's rich one.
        opponent = next(s for s in public["seats"] if s != me)
        theirs = public["players"][opponent]["containers"]
        swaps = [a for a in plays if "own" in a]
        if swaps:

            def gain(a: Action) -> int:
                mine: list[int] = player["containers"][a["own"]]["values"]
                other: list[int] = theirs[a["other"]]["values"]
                return sum(other) - sum(mine)

            best = max(swaps, key=gain)
            if gain(best) >= 3:
                return best
        # Agent: one more planet action when the two are spent and there is something to do here.
        agent = _find(plays, "play", card="agent_einschleusen")
        if agent and turn["planet_actions_left"] == 0 and here.startswith("p"):
            planet_id = PLANET_IDS[int(here[1]) - 1]
            if any(c["destination"] == planet_id for c in player["containers"]):
                return agent
        # Transmitter gate: take the opponent's place when it is much nearer my target.
        gate = _find(plays, "play", card="transmitter_tor_aktivieren")
        target = self._target(public, me)
        if gate and target is not None:
            there = public["players"][opponent]["position"]
            if DISTANCE[there][target] + 4 <= DISTANCE[here][target]:
                return gate
        return None


def _find(legal: Sequence[Action], kind: str, **fields: Any) -> Action | None:
    for action in legal:
        if action["type"] == kind and all(action.get(k) == v for k, v in fields.items()):
            return action
    return None


def _planet_total(public: Mapping[str, Any], planet_id: str) -> int:
    planet = next(p for p in public["planets"] if p["id"] == planet_id)
    return sum(sum(s["values"]) for s in planet["stacks"])
