"""What the heuristic player (rules/cosmic/ai.py) reads from its seat's view, and the shape of a power's part in it.

A power module declares how the heuristic player plays that power (`Policy`, its `Power.policy` in
rules/cosmic/registry.py): whether its optional use is worth using now, and how to choose in the decisions the power
brings. Both judge from a `Reading` of the player's view only (never the state), like the rest of the player. This
module imports no engine module, so that the power modules can import it without a cycle.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.contract import Action
from rules.cosmic.components import ATTACK_COUNTS, attack_value, colour_of, kind_of

TYPICAL_ATTACK = sum(v * n for v, n in ATTACK_COUNTS.items()) / sum(ATTACK_COUNTS.values())
"""The mean value of an attack card: what an unknown card is taken to be."""


class Reading:
    """The facts the player uses, read once from its view."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.me: str = view["you"]
        public = view["public"]
        self.public = public
        self.players = {p["seat"]: p for p in public["players"]}
        self.colour = self.players[self.me]["colour"]
        self.planets = {p["planet"]: p["ships"] for p in public["planets"]}
        self.hand: list[str] = list(view["private"].get("hand") or [])
        self.offense: str | None = public["offense"]
        self.defense: str | None = public["defense"]
        self.target: str | None = public["target"]
        # a power face down (`hidden_powers`) is in the player's private view only
        self.power: str = str(self.players[self.me].get("power") or view["private"].get("face_down_power") or "")
        self.extra_power: str = str(self.players[self.me].get("extra_power") or "")
        self.flags: list[str] = list(public.get("flags") or [])
        self.selected: str | None = view["private"].get("selected")
        self.hoard: list[str] = list(view["private"].get("hoard") or [])
        self.challenge_no: int = int(public.get("challenge") or 1)

    def mine(self, planet: str) -> int:
        return int(self.planets.get(planet, {}).get(self.me, 0))

    def home(self, planet: str) -> bool:
        return bool(colour_of(planet) == self.colour)

    def home_bases(self) -> int:
        return sum(1 for p in self.planets if self.home(p) and self.mine(p) > 0)

    def attack_values(self, *, with_hoard: bool = False) -> list[int]:
        cards = [*self.hand, *self.hoard] if with_hoard else self.hand
        return [v for c in cards if (v := attack_value(kind_of(c))) is not None]

    def my_card(self) -> int | None:
        """The value of the attack card this player selected (None: none selected, or not an attack card)."""
        return attack_value(kind_of(self.selected)) if self.selected else None

    def expects_to_lose(self) -> bool:
        """As a main player: the opponent's side has clearly more ships than his own."""
        offense = self.me == self.offense
        mine = self.side_ships("offense" if offense else "defense")
        return self.side_ships("defense" if offense else "offense") > mine + 2

    def side_ships(self, side: str) -> int:
        if side == "offense":
            return sum(int(p["cone_offense"]) for p in self.players.values())
        on_planet = int(self.planets.get(self.target or "", {}).get(self.defense or "", 0))
        return on_planet + sum(int(p["cone_defense"]) for p in self.players.values())

    def leader(self) -> str | None:
        """The other player with the most foreign bases, once he has two (the one to hold back)."""
        others = [p for s, p in self.players.items() if s != self.me]
        best = max(others, key=lambda p: int(p["foreign_bases"]))
        return str(best["seat"]) if int(best["foreign_bases"]) >= 2 else None


Chooser = Callable[[Reading, Sequence[Action]], Action]
"""Chooses one of the legal actions of a decision from the reading of the view."""


@dataclass(frozen=True)
class Policy:
    """How the heuristic player plays one power (`Power.policy`).

    `worth_using`: whether the power's optional use is worth using now, as a main player (None: always worth using,
    as the power's module docstring then says; a power without a policy is, too). `choices`: decision kind -> its
    chooser, for the decisions the power brings (asked of whoever the decision is for, not only of the power's
    player). `plays_flare`: a main player plays this power's flare whenever a window offers it (otherwise never)."""

    worth_using: Callable[[Reading], bool] | None = None
    choices: tuple[tuple[str, Chooser], ...] = ()
    plays_flare: bool = False


# -- helpers the policies share ----------------------------------------------------------------------------------------
def card_value(action: Action) -> int:
    """The attack value of the action's card (0: not an attack card)."""
    return attack_value(kind_of(str(action["card"]))) or 0


def worth(action: Action) -> int:
    """What a card is worth keeping: an attack card its value, a compromise little, edicts and flares a middling 8."""
    card = kind_of(str(action["card"]))
    value = attack_value(card)
    if value is not None:
        return value
    return 1 if card == "compromise" else 8


def _finish(legal: Sequence[Action]) -> Action:
    return next((a for a in legal if a["type"] in ("done", "lose_ships")), legal[0])


def strongest_card(legal: Sequence[Action]) -> Action:
    """Keep or take the card most worth keeping; with no card offered, finish."""
    cards = [a for a in legal if a["type"] == "card"]
    return max(cards, key=worth) if cards else _finish(legal)


def weakest_card(legal: Sequence[Action]) -> Action:
    """Give up the card least worth keeping (a card costs less than three ships); with no card offered, finish (or
    lose the ships)."""
    cards = [a for a in legal if a["type"] == "card"]
    return min(cards, key=worth) if cards else _finish(legal)


def aim(read: Reading, targets: Sequence[Action]) -> Action:
    """Of the players that may be named, the leader, else the first other one; else the first action."""
    seats = [a for a in targets if a["type"] == "target_seat" and a["seat"] != read.me]
    if seats:
        leader = read.leader()
        return next((a for a in seats if a["seat"] == leader), seats[0])
    return targets[0]


def spare_loss(read: Reading, losses: Sequence[Action]) -> Action:
    """A ship lost from the planet where he has the most, a foreign one before a home one."""
    return max(losses, key=lambda a: (read.mine(str(a["planet"])), not read.home(str(a["planet"]))))
