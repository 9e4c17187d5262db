"""A heuristic Andromeda player. It sees only its seat's view and legal actions (rules.players.Player).

Plan: found trading centres where its own share of the pool is high, keep stations flowing from Earth to planets
it holds cards for, climb the technology track with spare sets, and dump cards of full planets in trades and
exchanges. Stations stranded on full planets go home to score 1 point each.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.andromeda.components import PLANETS, TIERS
from rules.contract import Action, Game


class _Reading:
    """What the heuristic reads from a view, once per decision."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.you: str = view["you"]
        public = view["public"]
        self.me: dict[str, Any] = public["players"][self.you]
        self.planets: dict[str, dict[str, Any]] = {p["id"]: p for p in public["planets"]}
        self.count: dict[str, int] = {}
        for card in view["private"]["hand"]:
            self.count[card["kind"]] = self.count.get(card["kind"], 0) + 1
        self.build: dict[str, Any] | None = view["private"]["build"]

    def free_value(self, planet: str) -> int:
        free = [s["value"] for s in self.planets[planet]["satellites"] if s["centre"] is None]
        return max(free) if free else 0

    def share(self, planet: str) -> float:
        stations = self.planets[planet]["stations"]
        total = sum(stations.values())
        return stations[self.you] / total if total else 0.0

    def mine_on(self, planet: str) -> int:
        return int(self.planets[planet]["stations"][self.you])

    def usefulness(self, kind: str) -> float:
        """How much a card of this kind is worth keeping."""
        if kind in TIERS:
            return 10.0
        value = self.free_value(kind)
        if value == 0:
            return 0.0
        return value / 10 + self.count.get(kind, 0) + 2 * self.share(kind)

    def found_score(self, planet: str) -> float:
        cards = min(self.count.get(planet, 0), 7)
        tries = max(1, cards // 2)
        miss = 1.0 - self.share(planet)
        return self.free_value(planet) * (1.0 - miss**tries)


def _pick(legal: Sequence[Action], key: Any) -> Action:
    return max(legal, key=key)


class HeuristicPlayer:
    name = "heuristic"

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        r = _Reading(view)
        types = {x["type"] for x in legal}
        if "transport_pass" in types:
            return self._transport(r, legal)
        if "respond" in types:
            return _pick(legal, lambda x: -r.usefulness(x["kind"]))
        if "keep" in types:
            return {"type": "keep"}
        if "offer" in types or "swap" in types or "take_back" in types:
            return self._trade(r, view, legal)
        if "act" in types or "end_turn" in types:
            return self._menu(r, legal)
        return self._build(r, legal)

    def _transport(self, r: _Reading, legal: Sequence[Action]) -> Action:
        home = [x for x in legal if x.get("mode") == "to_earth" and r.free_value(x["planet"]) == 0]
        if home:
            return _pick(home, lambda x: r.mine_on(x["planet"]))
        if r.me["earth"] >= 2:
            out = [x for x in legal if x.get("mode") == "to_planet" and r.count.get(x["planet"], 0) >= 3]
            out = [x for x in out if r.free_value(x["planet"]) > 0]
            if out:
                return _pick(out, lambda x: r.free_value(x["planet"]) * (1 - r.share(x["planet"])))
        return {"type": "transport_pass"}

    def _display_worth(self, r: _Reading, kinds: Sequence[str]) -> float:
        return sum(r.usefulness(k) for k in kinds)

    def _trade(self, r: _Reading, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        players = view["public"]["players"]
        mine = self._display_worth(r, players[r.you]["display"])
        types = {x["type"] for x in legal}
        swaps = [x for x in legal if x["type"] == "swap"]
        if swaps:
            best = _pick(swaps, lambda x: self._display_worth(r, players[x["with"]]["display"]))
            gain = self._display_worth(r, players[best["with"]]["display"]) - mine
            in_lap = "take_back" in types
            # In the lap a swap must be an improvement; the active player swaps unless offering more is forced.
            if (in_lap and gain > 0) or (not in_lap and (gain >= 0 or "offer" not in types)):
                return best
        if "take_back" in types:
            return {"type": "take_back"}
        offers = [x for x in legal if x["type"] == "offer"]
        return _pick(offers, lambda x: (-r.usefulness(x["kind"]), x["kind"]))

    def _menu(self, r: _Reading, legal: Sequence[Action]) -> Action:
        whats = {x.get("what") for x in legal}
        if "found" in whats and any(r.found_score(p) > 2 for p in PLANETS if r.mine_on(p) > 0):
            return {"type": "act", "what": "found"}
        placeable = any(r.count.get(p, 0) >= 3 and r.free_value(p) > 0 for p in PLANETS)
        if "place_stations" in whats and r.me["earth"] > 0 and placeable:
            return {"type": "act", "what": "place_stations"}
        if "advance_tech" in whats and r.me["tech"] < 4:
            return {"type": "act", "what": "advance_tech"}
        if "advance_ship" in whats and r.me["ship"] < 3:
            return {"type": "act", "what": "advance_ship"}
        junk = [k for k, n in r.count.items() if k in PLANETS and r.free_value(k) == 0]
        if "act" in {x["type"] for x in legal} and junk:
            return {"type": "act", "what": "exchange"}
        return {"type": "end_turn"}

    def _build(self, r: _Reading, legal: Sequence[Action]) -> Action:
        what = r.build["what"] if r.build else ""
        kind = legal[0]["type"]
        if kind == "planet":
            if what == "found":
                return _pick(legal, lambda x: r.found_score(x["planet"]))
            if what == "place_stations":
                return _pick(legal, lambda x: (r.free_value(x["planet"]) > 0, r.count.get(x["planet"], 0)))
            return _pick(legal, lambda x: (r.free_value(x["planet"]) == 0, r.count.get(x["planet"], 0)))
        if kind == "planet_cards":
            if what in ("found", "place_stations"):
                return legal[-1]
            planet = r.build["planet"] if r.build else ""
            if r.free_value(planet) == 0:
                return legal[-1]
            return legal[0]
        if kind == "place":
            return legal[-1]
        if kind in ("exchange_card", "exchange_done"):
            chosen = len(r.build["exchange"]) if r.build else 0
            cards = [x for x in legal if x["type"] == "exchange_card"]
            if cards and chosen < 2:
                pick = min(cards, key=lambda x: r.usefulness(x["kind"]))
                if r.usefulness(pick["kind"]) < 1 or chosen == 0:
                    return pick
            return {"type": "exchange_done"} if {"type": "exchange_done"} in legal else legal[0]
        if {"type": "set_done"} in legal:
            return {"type": "set_done"}
        return legal[0]
