"""A heuristic Cosmic Encounter player (issue: card choice by expected outcome, sensible invitations, alliances and
deals). It reads only its seat's view and its legal actions.

Its plan: every landing should make a new foreign base, so it aims at planets where it has no ship; it keeps three
home bases (its power) when it commits; as defense it invites everyone (allies cost it nothing), as offense nobody
(allies would land too); it joins an offense that lands where it has no base yet, and a defense otherwise; it plays
the challenge card that wins against the opponent's likely total with the least waste; in a deal it asks for a base.

It knows no power by name: each power's module declares how it plays that power (`Power.policy`,
rules/cosmic/reading.py): whether its optional use is worth using, whether to play its flare, and how to choose in
the decisions it brings. The core decisions (the card, the launch, invitations, alliances, deals, losses) are its own.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Action, Game
from rules.cosmic.components import attack_value
from rules.cosmic.reading import TYPICAL_ATTACK, Chooser, Reading, aim, card_value, spare_loss
from rules.cosmic.registry import POWERS

HOME_BASES_KEPT = 3


class HeuristicPlayer:
    name = "heuristic"

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        read = Reading(view)
        kinds = {str(a["type"]) for a in legal}
        decision = str(read.public["decision"])
        if "select" in kinds:
            return self._select(read, legal)
        chooser = _power_chooser(decision)
        if chooser is not None:
            return chooser(read, legal)
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
        if decision == "second":
            return self._second(read, legal)
        for wanted in ("reclaim", "attack_home", "second_challenge", "use_power", "free", "place_origin"):
            found = [a for a in legal if a["type"] == wanted]
            if found:
                return found[0]
        if "colour" in kinds and decision == "wild":
            return self._wild(read, legal)
        if "reward_ships" in kinds:
            return max(legal, key=lambda a: int(a["n"])) if read.home_bases() < HOME_BASES_KEPT else legal[0]
        if "lose" in kinds:
            return spare_loss(read, [a for a in legal if a["type"] == "lose"])
        if "place" in kinds:
            return max(legal, key=lambda a: (read.home(str(a["planet"])), a.get("count") == "all"))
        return legal[0]

    # -- the challenge card ----------------------------------------------------------------------------------------
    def _select(self, read: Reading, legal: Sequence[Action]) -> Action:
        offense = read.me == read.offense
        mine = read.side_ships("offense" if offense else "defense")
        theirs = read.side_ships("defense" if offense else "offense")
        attacks = sorted((a for a in legal if attack_value(str(a["card"])) is not None), key=card_value)
        if not attacks:
            return legal[0]
        if "upset" in read.flags:  # a declared upset: the lower total wins
            return attacks[0]
        # the cheapest card that beats the opponent's likely total (ties go to the defense), else the strongest
        needed = theirs + TYPICAL_ATTACK - mine + (1 if offense else 0)
        for action in attacks:
            if card_value(action) >= needed:
                return action
        return attacks[-1]

    # -- windows ---------------------------------------------------------------------------------------------------
    def _window(self, read: Reading, legal: Sequence[Action]) -> Action:
        main = read.me in (read.offense, read.defense)
        for action in legal:
            if action["type"] == "use_power" and main and _worth_using(read):
                return action
            if action["type"] == "play" and self._worth_playing(read, str(action["card"]), main):
                return action
        targets = [a for a in legal if a["type"] in ("target_seat", "target_item", "done")]
        if targets:
            return aim(read, targets)
        return next(a for a in legal if a["type"] == "pass")

    def _worth_playing(self, read: Reading, card: str, main: bool) -> bool:
        if card == "edict_mobius_tubes":
            return int(read.players[read.me]["warp"]) >= 3
        if card == "edict_liberation":
            return int(read.players[read.me]["warp"]) >= 2
        if card == "edict_plague":
            return read.leader() is not None
        if card.startswith("flare_") and main:
            power = POWERS.get(card.removeprefix("flare_"))
            return power is not None and power.policy is not None and power.policy.plays_flare
        return False

    # -- launch, invitations, alliances ----------------------------------------------------------------------------
    def _target(self, read: Reading, legal: Sequence[Action]) -> Action:
        def rank(action: Action) -> tuple[bool, int, str]:
            planet = str(action["planet"])
            return (read.mine(planet) > 0, int(read.planets.get(planet, {}).get(read.defense or "", 0)), planet)

        return min(legal, key=rank)

    def _commit(self, read: Reading, legal: Sequence[Action]) -> Action:
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

    def _invite(self, read: Reading, legal: Sequence[Action]) -> Action:
        guests = [a for a in legal if a["type"] == "invite"]
        if read.me == read.defense and guests:
            return guests[0]
        return next(a for a in legal if a["type"] == "done")

    def _join(self, read: Reading, legal: Sequence[Action]) -> Action:
        target = read.target or ""
        new_base = read.mine(target) == 0 and not read.home(target)
        for action in legal:
            if action.get("side") == "offense" and new_base:
                return action
        for action in legal:
            if action.get("side") == "defense":
                return action
        return next(a for a in legal if a["type"] == "decline")

    def _wild(self, read: Reading, legal: Sequence[Action]) -> Action:
        def weakness(action: Action) -> tuple[bool, int]:
            colour = str(action["colour"])
            owner = next(s for s, p in read.players.items() if p["colour"] == colour)
            return (colour == read.colour, int(read.players[owner]["home_bases"]))

        return min(legal, key=weakness)

    # -- the turn's end ------------------------------------------------------------------------------------------
    def _second(self, read: Reading, legal: Sequence[Action]) -> Action:
        """Another challenge while an attack card is in hand or hoard (the rule's second one always)."""
        again = next(a for a in legal if a["type"] == "second_challenge")
        if read.challenge_no < 2 or read.attack_values(with_hoard=True):
            return again
        return next(a for a in legal if a["type"] == "end_turn")

    # -- deals -----------------------------------------------------------------------------------------------------
    def _deal(self, read: Reading, legal: Sequence[Action]) -> Action:
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


def _power_chooser(decision: str) -> Chooser | None:
    """The chooser a power's policy declares for a decision it brings (None: a core decision, or none declared)."""
    for power in POWERS.values():
        if power.policy is not None:
            for kind, chooser in power.policy.choices:
                if kind == decision:
                    return chooser
    return None


def _worth_using(read: Reading) -> bool:
    """Whether an optional power is worth using now, by its policy (with none, or none for the use, it always is).
    A power drawn for the player (`extra_power`) is the one whose use is offered: his own then has none."""
    power = POWERS.get(read.extra_power or read.power)
    policy = power.policy if power is not None else None
    return policy.worth_using(read) if policy is not None and policy.worth_using is not None else True
