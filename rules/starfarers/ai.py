"""A heuristic Starfarers player. It sees only its seat's view and legal actions (rules.players.Player).

Plan: points come fastest from space ports at home and colonies in the outer systems, then from trade stations
(friendship disks) and fame. So it upgrades its colonies, keeps colony ships flying to the nearest colony point it
can settle (tokens known to be numbers first), founds at once, sends trade ships to the next free trade point its
freight rings allow, buys a freight ring and drives when it has spare cards, and turns surplus cards into what
its next build lacks at the bank. It answers encounters with the safe option unless the good one is sure, pays
with its most plentiful cards, steals from the richest hand and never negotiates.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Action, Game
from rules.starfarers.board import BASES, PLANETS, SYSTEMS, distances_from
from rules.starfarers.components import COSTS

OUTER = {s.id: s.colony_points for s in SYSTEMS if not s.home}
POINT_PLANETS: dict[str, tuple[str, ...]] = {}
for _planet in PLANETS:
    for _point in _planet.colony_points:
        POINT_PLANETS[_point] = (*POINT_PLANETS.get(_point, ()), _planet.id)
BUILD_ORDER = (
    "build_spaceport",
    "build_colony_ship",
    "build_freight_ring",
    "build_trade_ship",
    "build_drive",
    "build_gun",
)
GOOD_OPTIONS: dict[str, str] = {
    "q03": "yes",
    "q13": "1",
    "q18": "yes",
    "q20": "yes",
    "q21": "yes",
    "q23": "yes",
    "q29": "yes",
    "q30": "yes",
    "q01": "yes",
}
"""Encounter questions whose bolder option this player takes (its worst case is mild)."""


class _Reading:
    """What the heuristic reads from a view, once per decision."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.you: str = view["you"]
        public = view["public"]
        self.public = public
        self.me: dict[str, Any] = public["players"][self.you]
        self.hand: dict[str, int] = dict(view["private"]["hand"])
        self.peeked: dict[str, dict[str, Any]] = view["private"]["peeked"]
        self.tokens = {t["planet"]: t for t in public["tokens"]}
        self.pieces: set[str] = set(public["neutral"])
        self.ships_at: set[str] = set()
        for player in public["players"].values():
            self.pieces.update(player["colonies"])
            self.pieces.update(player["ports"])
            for base, n in player["stations"]:
                self.pieces.add(next(b for b in BASES if b.id == base).trade_points[n - 1])
            self.ships_at.update(s["node"] for s in player["ships"])

    def token_kind(self, planet: str) -> str:
        """ "number", "blocked" (pirate or ice) or "unknown"."""
        token = self.tokens[planet]
        kind = token["kind"] if token["kind"] is not None else (self.peeked.get(planet) or {}).get("kind")
        if kind is None:
            return "unknown"
        return "number" if kind == "number" else "blocked"

    def colony_targets(self) -> list[tuple[int, str]]:
        """Free outer colony points worth settling: (0 when both tokens are known numbers, else 1, node)."""
        n_players = len(self.public["players"])
        cap = 3 if n_players == 4 else 2
        found: list[tuple[int, str]] = []
        for points in OUTER.values():
            taken = sum(1 for p in points if p in self.pieces)
            if taken >= cap:
                continue
            for point in points:
                if point in self.pieces:
                    continue
                kinds = [self.token_kind(p) for p in POINT_PLANETS[point]]
                if "blocked" in kinds:
                    continue
                found.append((0 if all(k == "number" for k in kinds) else 1, point))
        return found

    def station_targets(self) -> list[str]:
        """The next free trade point of each base this player's freight reaches."""
        freight = int(self.me["freight"])
        found: list[str] = []
        for base in BASES:
            taken = sum(1 for p in base.trade_points if p in self.pieces)
            if taken < 5 and taken + 1 <= freight:
                found.append(base.trade_points[taken])
        return found


class HeuristicPlayer:
    name = "heuristic"

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        read = _Reading(view)
        kinds = {a["type"] for a in legal}
        if "step" in kinds or "stop" in kinds or "end_movement" in kinds:
            return self._move(read, legal)
        if kinds & {"draft_colony", "draft_port"}:
            return max(legal, key=lambda a: (self._pips(read, str(a["node"])), str(a["node"])))
        for wanted in ("roll", "shake", "found_colony", "establish_station"):
            if wanted in kinds:
                return next(a for a in legal if a["type"] == wanted)
        choosing = view["private"].get("choosing")
        if "discard" in kinds or ("choose_resource" in kinds and choosing == "pay"):
            return max(legal, key=lambda a: (read.hand.get(str(a["resource"]), 0), str(a["resource"])))
        if "choose_resource" in kinds or "relief" in kinds or "bank_get" in kinds:
            return min(legal, key=lambda a: (read.hand.get(str(a.get("resource")), 0), str(a.get("resource"))))
        if "steal" in kinds:
            players = view["public"]["players"]
            targets = [a for a in legal if a["type"] == "steal"]
            return max(targets, key=lambda a: players[str(a["target"])]["cards"])
        if "encounter_option" in kinds:
            return self._encounter(view, legal)
        if "choose_addon" in kinds:
            order = ("gun", "drive", "freight_ring") if choosing == "lose" else ("freight_ring", "drive", "gun")
            return min(legal, key=lambda a: order.index(str(a["addon"])))
        if "take_friendship" in kinds:
            return legal[0]
        if "launch" in kinds or "upgrade" in kinds or "place_free_ship" in kinds or "jump_node" in kinds:
            return legal[0]
        if "jump_area" in kinds:
            return legal[0]
        if "decline" in kinds:  # offers: this player does not negotiate
            return next(a for a in legal if a["type"] == "decline")
        if "withdraw" in kinds:
            return next(a for a in legal if a["type"] == "withdraw")
        if "offer_drop" in kinds:
            return next(a for a in legal if a["type"] == "offer_drop")
        if "end_trade_build" in kinds or "bank_give" in kinds:
            return self._trade(read, legal)
        return legal[0]

    @staticmethod
    def _pips(read: _Reading, point: str) -> int:
        """How often the planets next to a colony point produce: the ways two dice make their numbers."""
        ways = 0
        for planet in POINT_PLANETS.get(point, ()):
            token = read.tokens[planet]
            if token["kind"] == "number":
                ways += 6 - abs(7 - int(token["value"]))
        return ways

    # -- trade and build ------------------------------------------------------------------------------------
    def _trade(self, read: _Reading, legal: Sequence[Action]) -> Action:
        by_type = {a["type"]: a for a in legal}
        me = read.me
        for build in BUILD_ORDER:
            if build not in by_type:
                continue
            if build == "build_freight_ring" and me["freight"] >= 2:
                continue
            if build == "build_drive" and me["drives"] >= 2:
                continue
            if build == "build_trade_ship" and (me["freight"] < 1 or not read.station_targets()):
                continue
            if build == "build_colony_ship" and not read.colony_targets():
                continue
            return by_type[build]
        wanted = self._wanted(read)
        if wanted is not None:
            gives = [a for a in legal if a["type"] == "bank_give" and a["resource"] not in COSTS[wanted]]
            if gives:
                return max(gives, key=lambda a: read.hand.get(str(a["resource"]), 0))
        return next((a for a in legal if a["type"] == "end_trade_build"), legal[0])

    def _wanted(self, read: _Reading) -> str | None:
        """The build whose missing cards the bank should give next."""
        for build in ("build_spaceport", "build_colony_ship"):
            cost = COSTS[build]
            if any(read.hand.get(r, 0) < n for r, n in cost.items()):
                return build
        return None

    # -- encounters -----------------------------------------------------------------------------------------
    def _encounter(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        question = view["public"]["encounter"]["question"]
        good = GOOD_OPTIONS.get(question)
        for action in legal:
            if action["option"] == good:
                return action
        safe = [a for a in legal if a["option"] in ("no", "pay", "0", "1", "surrender", "hand_over", "flee")]
        return safe[0] if safe else legal[0]

    # -- movement -------------------------------------------------------------------------------------------
    def _move(self, read: _Reading, legal: Sequence[Action]) -> Action:
        steps = [a for a in legal if a["type"] == "step"]
        ships = {s["number"]: s for s in read.me["ships"]}
        flying = read.public["movement"]["flying"] if read.public["movement"] else None
        by_ship: dict[int, list[Action]] = {}
        for action in steps:
            by_ship.setdefault(int(action["ship"]), []).append(action)
        for number in sorted(by_ship, key=lambda n: (n != flying, n)):
            ship = ships[number]
            target = self._target(read, ship)
            if target is None:
                continue
            far = distances_from(target)
            here = far.get(ship["node"], 99)
            if here == 0 and {"type": "stop"} in legal:
                return {"type": "stop"}
            best = min(by_ship[number], key=lambda a: (far.get(str(a["to"]), 99), str(a["to"])))
            if far.get(str(best["to"]), 99) < here:
                return best
            if number == flying and {"type": "stop"} in legal:
                return {"type": "stop"}
        for wanted in ({"type": "stop"}, {"type": "end_movement"}):
            if wanted in legal:
                return wanted
        stays = [a for a in legal if a["type"] == "stay"]
        return stays[0] if stays else legal[0]

    def _target(self, read: _Reading, ship: Mapping[str, Any]) -> str | None:
        far = distances_from(str(ship["node"]))
        if ship["kind"] == "colony":
            targets = read.colony_targets()
            if not targets:
                return None
            return min(targets, key=lambda t: (t[0], far.get(t[1], 99), t[1]))[1]
        points = read.station_targets()
        return min(points, key=lambda p: (far.get(p, 99), p)) if points else None
