"""Deliberately broken variants of the toy game, one contract violation each."""

from __future__ import annotations

import json
import random
from typing import Any

from rules.base import GameBase
from rules.contract import Action, IllegalAction, Step
from tests.toy_game import State, ToyGame


class LeakyView(ToyGame):
    """The public view shows every hand."""

    def view(self, state: State, seat: str | None) -> dict[str, Any]:
        out = super().view(state, seat)
        out["public"]["hands"] = {s: list(h) for s, h in state["hands"].items()}
        return out


class LeakyPendingChoice(ToyGame):
    """The public view shows which card each seat has secretly chosen before the reveal."""

    def view(self, state: State, seat: str | None) -> dict[str, Any]:
        out = super().view(state, seat)
        out["public"]["chosen_cards"] = dict(state["chosen"])
        return out


class LeakyEvent(ToyGame):
    """The drawn card goes to everyone instead of the drawer only."""

    def apply(self, state: State, seat: str, action: Action) -> Step:
        step = super().apply(state, seat, action)
        for event in step.events:
            if event["type"] == "drew":
                event["to"] = None
        return step


class MutatingApply(ToyGame):
    """apply bumps the input's seq in place."""

    def apply(self, state: State, seat: str, action: Action) -> Step:
        step = super().apply(state, seat, action)
        state["seq"] += 1
        return step


class NondeterministicDice(ToyGame):
    """The dice come from the process-wide random generator, not from the seed."""

    def _roll(self, state: State) -> int:
        return random.randint(1, 6)


class AcceptsIllegal(ToyGame):
    """Any card of the game may be played, held or not."""

    def apply(self, state: State, seat: str, action: Action) -> Step:
        if action.get("type") == "choose" and seat in self.acting(state) and action["card"] not in state["hands"][seat]:
            hands = {**state["hands"], seat: [*state["hands"][seat], action["card"]]}
            return super().apply({**state, "hands": hands}, seat, action)
        return super().apply(state, seat, action)


class RaisesWrongError(ToyGame):
    """Malformed actions crash with KeyError instead of a readable refusal."""

    def apply(self, state: State, seat: str, action: Action) -> Step:
        action["type"]
        return super().apply(state, seat, action)


class LossyEncode(ToyGame):
    """The encoding forgets how many random draws were made."""

    def encode_state(self, state: State) -> str:
        return json.dumps({**state, "rng": [state["rng"][0], 0]}, sort_keys=True, separators=(",", ":"))


class NeverEnds(ToyGame):
    """After every round the first seat may draw or pass again, for ever: the rounds never run down."""

    def _next_round(self, state: State) -> None:
        state["winner"] = state["seats"][0]
        state["phase"] = "draw"


class RefusesSilently(ToyGame):
    """Refusals carry no message a player could read."""

    def apply(self, state: State, seat: str, action: Action) -> Step:
        try:
            return super().apply(state, seat, action)
        except IllegalAction:
            raise IllegalAction("") from None


class KeyOrderSensitive(ToyGame):
    """The state remembers the last action with its keys in the order they came."""

    def apply(self, state: State, seat: str, action: Action) -> Step:
        step = super().apply(state, seat, action)
        step.state["last"] = [list(item) for item in action.items()]
        return step


class AcceptsLookAlikes(ToyGame):
    """Matches actions with Python's `==`, so a card number given as 3.0 or True passes for 3 or 1."""

    def match(self, state: State, seat: str, action: object) -> Action:
        if isinstance(action, dict):
            for legal in self.legal_actions(state, seat):
                if legal == action:
                    return dict(action)
        raise IllegalAction(self.explain(state, seat, action))


class NoSuchDecisionKind(ToyGame):
    """Calls the simultaneous choice a "vote", which is none of the declared decision kinds."""

    def decision_kind(self, state: State, seat: str) -> Any:
        return "vote"


class IllegalTimeoutDefault(ToyGame):
    """Names a card the seat does not hold as its deadline default."""

    def timeout_action(self, state: State, seat: str) -> Action | None:
        return {"type": "choose", "card": "toy:c99"}


class GenericRefusals(ToyGame):
    """Refuses every illegal move with the base's generic sentence instead of saying why."""

    def explain(self, state: State, seat: str, action: object) -> str:
        return GameBase.explain(self, state, seat, action)


def redeal(state: State, rand: random.Random) -> State:
    """The toy's hidden cards (hands and deck) dealt anew in the same numbers: the claims check's test hook."""
    pool = [card for seat in state["seats"] for card in state["hands"][seat]] + list(state["deck"])
    rand.shuffle(pool)
    new = json.loads(json.dumps(state))
    start = 0
    for seat in state["seats"]:
        size = len(state["hands"][seat])
        new["hands"][seat] = sorted(pool[start : start + size])
        start += size
    new["deck"] = pool[start:]
    return new


class HonestClaims(ToyGame):
    """Says that the winner's draw-or-pass follows from public facts (the deck's size is public): true."""

    test_support = "tests.rules.broken_toys"
    test_hooks = ("redeal",)

    def choices_may_hide(self, state: State, seat: str) -> bool:
        return bool(state["phase"] != "draw")


class FalseClaims(HonestClaims):
    """Says that every choice follows from public facts, the card to play from a hidden hand too."""

    def choices_may_hide(self, state: State, seat: str) -> bool:
        return False


class ClaimsUnchecked(ToyGame):
    """Says that its choices follow from public facts but gives the kit no way to deal its hands anew."""

    def choices_may_hide(self, state: State, seat: str) -> bool:
        return bool(state["phase"] != "draw")
