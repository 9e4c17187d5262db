"""A heuristic Cosmic Encounter player (issue: card choice by expected outcome, sensible invitations, alliances and
deals). It reads only its seat's view and its legal actions.

Its plan: every landing should make a new foreign base, so it aims at planets where it has no ship; it keeps three
home bases (its power) when it commits; as defense it invites everyone (allies cost it nothing), as offense nobody
(allies would land too); it joins an offense that lands where it has no base yet, and a defense otherwise; it plays
the challenge card that wins against the opponent's likely total with the least waste; in a deal it asks for a base.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.contract import Action, Game
from rules.cosmic.components import ATTACK_COUNTS, attack_value, colour_of, kind_of

TYPICAL_ATTACK = sum(v * n for v, n in ATTACK_COUNTS.items()) / sum(ATTACK_COUNTS.values())
"""The mean value of an attack card: what an unknown card is taken to be."""
HOME_BASES_KEPT = 3


class _Reading:
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
        self.power: str = str(self.players[self.me].get("power") or "")
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

    def needed_to_win(self, against_me: bool = False) -> int | None:
        """The lowest attack value that wins for the Gambler main player against the card turned up: his own (he is
        this player) or, `against_me`, his opponent's (this player is the one asked). None: no attack card is turned
        up, so a value does not decide."""
        me = self.me
        gambler = (self.defense if me == self.offense else self.offense) if against_me else me
        other = self.offense if gambler == self.defense else self.defense
        shown = attack_value(kind_of(str(self.players.get(other, {}).get("revealed") or "")))
        if shown is None:
            return None
        offense = gambler == self.offense
        own = self.side_ships("offense" if offense else "defense")
        theirs = self.side_ships("defense" if offense else "offense")
        return shown + theirs - own + (1 if offense else 0)

    def side_ships(self, side: str) -> int:
        if side == "offense":
            return sum(int(p["cone_offense"]) for p in self.players.values())
        on_planet = int(self.planets.get(self.target or "", {}).get(self.defense or "", 0))
        return on_planet + sum(int(p["cone_defense"]) for p in self.players.values())


class HeuristicPlayer:
    name = "heuristic"

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        read = _Reading(view)
        kinds = {str(a["type"]) for a in legal}
        decision = str(read.public["decision"])
        if "select" in kinds:
            return self._select(read, legal)
        if decision == "ooze":
            return self._ooze(read, legal)
        if decision == "round":
            return self._window(read, legal)
        if "target" in kinds:
            return self._target(read, legal)
        if decision == "commit":
            return self._commit(read, legal)
        if "invite" in kinds:
            return self._invite(read, legal)
        if "join" in kinds:
            return self._join(read, legal)
        if decision == "deal":
            return self._deal(read, legal)
        if decision in WAVE_2B_CHOICES:
            return WAVE_2B_CHOICES[decision](self, read, legal)
        for wanted in ("reclaim", "attack_home", "second_challenge", "use_power", "free", "place_origin"):
            found = [a for a in legal if a["type"] == wanted]
            if found:
                return found[0]
        if "colour" in kinds and decision == "wild":
            return self._wild(read, legal)
        if "reward_ships" in kinds:
            return max(legal, key=lambda a: int(a["n"])) if read.home_bases() < HOME_BASES_KEPT else legal[0]
        if decision in CARD_CHOICES:
            return self._card_choice(read, decision, legal)
        if decision == "vacuum":
            return self._aim(read, legal)
        if "lose" in kinds:
            losses = [a for a in legal if a["type"] == "lose"]
            if decision == "kamikaze" and "done" in kinds and not self._kamikaze_more(read, losses):
                return next(a for a in legal if a["type"] == "done")
            return max(losses, key=lambda a: (read.mine(str(a["planet"])), not read.home(str(a["planet"]))))
        if "place" in kinds:
            return max(legal, key=lambda a: (read.home(str(a["planet"])), a.get("count") == "all"))
        if "will_planet" in kinds:
            return min(legal, key=lambda a: (read.mine(str(a["planet"])) > 0, str(a["planet"])))
        return legal[0]

    # -- the challenge card ----------------------------------------------------------------------------------------
    def _select(self, read: _Reading, legal: Sequence[Action]) -> Action:
        offense = read.me == read.offense
        mine = read.side_ships("offense" if offense else "defense")
        theirs = read.side_ships("defense" if offense else "offense")
        attacks = sorted((a for a in legal if attack_value(str(a["card"])) is not None), key=_value)
        if not attacks:
            return legal[0]
        if "upset" in read.flags:  # Loser's upset: the lower total wins
            return attacks[0]
        # the cheapest card that beats the opponent's likely total (ties go to the defense), else the strongest
        needed = theirs + TYPICAL_ATTACK - mine + (1 if offense else 0)
        for action in attacks:
            if _value(action) >= needed:
                return action
        return attacks[-1]

    # -- windows ---------------------------------------------------------------------------------------------------
    def _window(self, read: _Reading, legal: Sequence[Action]) -> Action:
        main = read.me in (read.offense, read.defense)
        for action in legal:
            if action["type"] == "use_power" and main and _worth_using(read):
                return action
            if action["type"] == "play" and self._worth_playing(read, str(action["card"]), main):
                return action
        targets = [a for a in legal if a["type"] in ("target_seat", "target_item", "done")]
        if targets:
            return self._aim(read, targets)
        return next(a for a in legal if a["type"] == "pass")

    def _worth_playing(self, read: _Reading, card: str, main: bool) -> bool:
        if card == "edict_mobius_tubes":
            return int(read.players[read.me]["warp"]) >= 3
        if card == "edict_liberation":
            return int(read.players[read.me]["warp"]) >= 2
        if card == "edict_plague":
            return self._leader(read) is not None
        if card.startswith("flare_") and main:
            return card in ("flare_mind", "flare_laser", "flare_mutant", "flare_macron", "flare_gambler")
        return False

    def _leader(self, read: _Reading) -> str | None:
        others = [p for s, p in read.players.items() if s != read.me]
        best = max(others, key=lambda p: int(p["foreign_bases"]))
        return str(best["seat"]) if int(best["foreign_bases"]) >= 2 else None

    def _aim(self, read: _Reading, targets: Sequence[Action]) -> Action:
        seats = [a for a in targets if a["type"] == "target_seat" and a["seat"] != read.me]
        if seats:
            leader = self._leader(read)
            return next((a for a in seats if a["seat"] == leader), seats[0])
        return targets[0]

    # -- launch, invitations, alliances ----------------------------------------------------------------------------
    def _target(self, read: _Reading, legal: Sequence[Action]) -> Action:
        def rank(action: Action) -> tuple[bool, int, str]:
            planet = str(action["planet"])
            return (read.mine(planet) > 0, int(read.planets.get(planet, {}).get(read.defense or "", 0)), planet)

        return min(legal, key=rank)

    def _commit(self, read: _Reading, legal: Sequence[Action]) -> Action:
        sources = [a for a in legal if a["type"] == "commit"]
        joined = read.me not in (read.offense, read.defense)
        in_cone = int(read.players[read.me]["cone_offense"]) + int(read.players[read.me]["cone_defense"])
        if joined and in_cone >= 2 and any(a["type"] == "done" for a in legal):
            return next(a for a in legal if a["type"] == "done")

        def spare(action: Action) -> tuple[bool, int]:
            planet = str(action["from"])
            keeps_home = not (read.home(planet) and read.mine(planet) == 1)
            return (keeps_home, read.mine(planet))

        best = max(sources, key=spare) if sources else None
        if best is None or not spare(best)[0]:
            done = [a for a in legal if a["type"] == "done"]
            if done:
                return done[0]
        return best if best is not None else legal[0]

    def _invite(self, read: _Reading, legal: Sequence[Action]) -> Action:
        guests = [a for a in legal if a["type"] == "invite"]
        if read.me == read.defense and guests:
            return guests[0]
        return next(a for a in legal if a["type"] == "done")

    def _join(self, read: _Reading, legal: Sequence[Action]) -> Action:
        target = read.target or ""
        new_base = read.mine(target) == 0 and not read.home(target)
        for action in legal:
            if action.get("side") == "offense" and new_base:
                return action
        for action in legal:
            if action.get("side") == "defense":
                return action
        return next(a for a in legal if a["type"] == "decline")

    def _card_choice(self, read: _Reading, decision: str, legal: Sequence[Action]) -> Action:
        """The wave 2a prompts over cards: keep or take the strongest, give up the weakest."""
        cards = [a for a in legal if a["type"] == "card"]
        if decision == "chosen_mode":
            return next((a for a in legal if a.get("mode") == "add"), legal[0])
        if decision in ("chosen_pick", "barbarian_keep") and cards:
            return max(cards, key=_worth)
        if decision in ("hate", "hated") and cards:  # a card costs less than three ships
            return min(cards, key=_worth)
        return next((a for a in legal if a["type"] in ("done", "lose_ships")), legal[0])

    def _kamikaze_more(self, read: _Reading, losses: Sequence[Action]) -> bool:
        """Kamikaze marks ships only from planets that stay bases without them (the step itself stops at four)."""
        return any(read.mine(str(a["planet"])) > 2 for a in losses)

    def _ooze(self, read: _Reading, legal: Sequence[Action]) -> Action:
        """Amoeba oozes spare ships from bases it keeps into a challenge it expects to win, then stops."""
        spare = [
            a for a in legal if a["type"] == "commit" and read.mine(str(a["from"])) > 1 and not read.expects_to_lose()
        ]
        in_challenge = int(read.players[read.me]["cone_offense"]) + int(read.players[read.me]["cone_defense"])
        if spare and in_challenge < 6:
            return max(spare, key=lambda a: read.mine(str(a["from"])))
        return next((a for a in legal if a["type"] == "done"), legal[0])

    def _wild(self, read: _Reading, legal: Sequence[Action]) -> Action:
        def weakness(action: Action) -> tuple[bool, int]:
            colour = str(action["colour"])
            owner = next(s for s, p in read.players.items() if p["colour"] == colour)
            return (colour == read.colour, int(read.players[owner]["home_bases"]))

        return min(legal, key=weakness)

    # -- wave 2b's prompts ------------------------------------------------------------------------------------------
    def _heal(self, read: _Reading, legal: Sequence[Action]) -> Action:
        """Healer heals everyone but a player close to winning: each heal is a card for him, and ships for a
        player who is no threat."""
        leader = self._leader(read)
        heals = [a for a in legal if a["type"] == "heal" and a["seat"] != leader]
        return heals[0] if heals else next(a for a in legal if a["type"] == "done")

    def _second(self, read: _Reading, legal: Sequence[Action]) -> Action:
        """Another challenge while an attack card is in hand or hoard (the rule's second one always)."""
        again = next(a for a in legal if a["type"] == "second_challenge")
        if read.challenge_no < 2 or read.attack_values(with_hoard=True):
            return again
        return next(a for a in legal if a["type"] == "end_turn")

    def _gamble(self, read: _Reading, legal: Sequence[Action]) -> Action:
        """Gambler bluffs only when his real card loses to the card turned up: he claims the weakest attack card that
        would win, and reveals when none would (or his card wins anyway)."""
        mine = attack_value(kind_of(read.selected)) if read.selected else None
        needed = read.needed_to_win()
        if needed is None or (mine is not None and mine >= needed):
            return next(a for a in legal if a["type"] == "reveal")
        claims = sorted((a for a in legal if a["type"] == "bluff" and _value(a) >= needed), key=_value)
        return claims[0] if claims else next(a for a in legal if a["type"] == "reveal")

    def _claim(self, read: _Reading, legal: Sequence[Action]) -> Action:
        """A claim that beats him is called (a bluff caught costs Gambler his ships); one that does not, accepted."""
        claim = read.public.get("claim") or {}
        value = attack_value(str(claim.get("card") or ""))
        needed = read.needed_to_win(against_me=True)
        beats_me = value is not None and needed is not None and value >= needed
        return next(a for a in legal if a["type"] == ("call" if beats_me else "accept_claim"))

    def _number(self, read: _Reading, legal: Sequence[Action]) -> Action:
        """Gambler's flare: a middling spread (two attack cards often differ by 5), the smallest stake."""
        wanted = 5 if read.public["decision"] == "spread" else 1
        return min(legal, key=lambda a: abs(int(a["n"]) - wanted))

    def _hoard(self, read: _Reading, legal: Sequence[Action]) -> Action:
        """Miser renews a hoard without a challenge card whenever he may (it is useless to him as it is)."""
        return next((a for a in legal if a["type"] == "renew_hoard"), legal[0])

    # -- deals -----------------------------------------------------------------------------------------------------
    def _deal(self, read: _Reading, legal: Sequence[Action]) -> Action:
        kinds = {str(a["type"]) for a in legal}
        offers = [p for p in read.public["deal"] if p["by"] != read.me]
        if "deal_accept" in kinds and offers and (offers[-1]["base_for_other"] or not offers[-1]["gets"]):
            return next(a for a in legal if a["type"] == "deal_accept")
        if "deal_base" in kinds:
            named = [a for a in legal if a["type"] == "deal_base" and a["planet"] is not None]
            own_turn = read.public["deal"] and any(p["by"] == read.me for p in read.public["deal"])
            if named and not own_turn:
                return named[0]
            return next(a for a in legal if a["type"] == "deal_base" and a["planet"] is None)
        for wanted in ("deal_submit", "deal_draft"):
            if wanted in kinds and not any(p["by"] == read.me for p in read.public["deal"]):
                return next(a for a in legal if a["type"] == wanted)
        if "deal_n" in kinds:
            return next(a for a in legal if a["type"] == "deal_n" and a["n"] == 0)
        if "deal_mode" in kinds:
            return next(a for a in legal if a["type"] == "deal_mode")
        if "deal_accept" in kinds:
            return next(a for a in legal if a["type"] == "deal_accept")
        if "deal_submit" in kinds:
            return next(a for a in legal if a["type"] == "deal_submit")
        return next(a for a in legal if a["type"] in ("deal_abandon", "deal_drop"))


WAVE_2B_CHOICES: dict[str, Callable[[HeuristicPlayer, _Reading, Sequence[Action]], Action]] = {
    "heal": HeuristicPlayer._heal,
    "second": HeuristicPlayer._second,
    "hoard": HeuristicPlayer._hoard,
    "gamble": HeuristicPlayer._gamble,
    "claim": HeuristicPlayer._claim,
    "spread": HeuristicPlayer._number,
    "stake": HeuristicPlayer._number,
}
"""Decisions whose choice the heuristic player makes by a rule of its own (the wave 2b prompts, and whether to go on
challenging)."""

CARD_CHOICES = ("chosen_pick", "chosen_mode", "barbarian_keep", "hate", "hated")
"""Decisions over cards that wave 2a's powers bring."""


def _worth(action: Action) -> int:
    """What a card is worth keeping: an attack card its value, a compromise little, edicts and flares a middling 8."""
    card = kind_of(str(action["card"]))
    value = attack_value(card)
    if value is not None:
        return value
    return 1 if card == "compromise" else 8


def _worth_using(read: _Reading) -> bool:
    """Whether an optional power is worth using now (powers not named here always are). A power drawn by
    Reincarnator is the one whose use is offered: his own has none."""
    policy = POWER_POLICY.get(read.extra_power or read.power)
    return policy(read) if policy is not None else True


def _weak_hand(read: _Reading) -> bool:
    values = read.attack_values()
    return len(values) < 2 or sum(values) / len(values) < TYPICAL_ATTACK


def _low_card(read: _Reading) -> bool:
    value = read.my_card()
    return value is not None and value < TYPICAL_ATTACK


POWER_POLICY: dict[str, Callable[[_Reading], bool]] = {
    "trader": _weak_hand,  # swap hands when his own is the poorer one
    "loser": _Reading.expects_to_lose,  # an upset turns a clear loss into a win
    "mirror": lambda read: (read.my_card() or 10) < 10,  # 4 becomes 40; 20 would become 2
    "calculator": _low_card,  # equalizing takes the higher card down to the difference
    "kamikaze": lambda read: not read.attack_values(),  # ships for cards only when out of attack cards
    "philanthropist": lambda read: False,
    "amoeba": lambda read: not read.expects_to_lose(),
}
"""When the heuristic player uses an optional power of wave 2a, judged from his view."""


def _value(action: Action) -> int:
    return attack_value(kind_of(str(action["card"]))) or 0
