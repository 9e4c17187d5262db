"""A test-only toy game, never registered in production: it exists to prove the conformance kit can fail.

Rules: 2-3 players, a deck of twelve numbered cards (`toy:c01`..`toy:c12`, value = number), three dealt to
each seat. Each round every seat secretly chooses a card at the same time (a simultaneous hidden choice);
once all have chosen, the cards are revealed and each seat rolls a die: card + die, highest total scores a
point (a tie scores nothing). The round's winner then decides to draw a card or pass. The game ends after
`rounds` rounds or when a seat has no card left.

The state is a plain JSON-like dict; `apply` deep-copies it, which is fine for a toy.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Mapping
from typing import Any

from rules.base import GameBase
from rules.contract import Action, Event, Option, Result, Step
from rules.rng import Rng

State = dict[str, Any]

CARDS = tuple(f"toy:c{n:02d}" for n in range(1, 13))


def value(card: str) -> int:
    return int(card[-2:])


class ToyGame(GameBase[dict[str, Any]]):
    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 3
    options: Mapping[str, Option] = {"rounds": Option(3, "Rounds to play.", int, minimum=1, maximum=5)}

    # -- setup -------------------------------------------------------------------------------------
    def new_state(self, seats: tuple[str, ...], seed: int, opts: Mapping[str, Any]) -> State:
        deck, rng = Rng(seed).shuffle(CARDS)
        hands = {seat: sorted(deck[3 * i : 3 * i + 3]) for i, seat in enumerate(seats)}
        return {
            "seats": list(seats),
            "seq": 0,
            "rng": rng.to_json(),
            "rounds_left": opts["rounds"],
            "phase": "choose",
            "hands": hands,
            "deck": deck[3 * len(seats) :],
            "chosen": {},
            "discard": [],
            "scores": dict.fromkeys(seats, 0),
            "winner": None,
            "reveal": None,
        }

    # -- reading -----------------------------------------------------------------------------------
    def seats_of(self, state: State) -> tuple[str, ...]:
        return tuple(state["seats"])

    def seq_of(self, state: State) -> int:
        return int(state["seq"])

    def who_acts(self, state: State) -> tuple[str, ...]:
        if state["phase"] == "choose":
            return tuple(s for s in state["seats"] if s not in state["chosen"])
        if state["phase"] == "draw":
            return (state["winner"],)
        return ()

    def legal_now(self, state: State, seat: str) -> list[Action]:
        if state["phase"] == "choose":
            return [{"type": "choose", "card": c} for c in state["hands"][seat]]
        actions: list[Action] = [{"type": "pass"}]
        if state["deck"]:
            actions.insert(0, {"type": "draw"})
        return actions

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def result(self, state: State) -> Result:
        if not self.is_over(state):
            raise ValueError("The game is not over.")
        scores = dict(state["scores"])
        levels = sorted(set(scores.values()), reverse=True)
        ranking = [[s for s in state["seats"] if scores[s] == level] for level in levels]
        return Result(ranking, scores, "rounds_played")

    def public_view(self, state: State) -> dict[str, Any]:
        return {
            "seats": list(state["seats"]),
            "phase": state["phase"],
            "scores": dict(state["scores"]),
            "hand_counts": {s: len(h) for s, h in state["hands"].items()},
            "deck_count": len(state["deck"]),
            "discard": list(state["discard"]),
            "chosen": [s for s in state["seats"] if s in state["chosen"]],
            "reveal": copy.deepcopy(state["reveal"]),
            "rounds_left": state["rounds_left"],
        }

    def private_view(self, state: State, seat: str) -> dict[str, Any]:
        return {"hand": list(state["hands"][seat]), "chosen": state["chosen"].get(seat)}

    def secrets(self, state: State) -> dict[str | None, set[str]]:
        found: dict[str | None, set[str]] = {None: set(state["deck"])}
        for seat in state["seats"]:
            found[seat] = set(state["hands"][seat])
            if seat in state["chosen"]:
                found[seat].add(state["chosen"][seat])
        return found

    def determinize(self, view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
        """What `seat` cannot see, sampled: the other hands, the other seats' hidden choices, the deck's order and the
        dice to come."""
        public, private = view["public"], view["private"]
        seen = set(private["hand"]) | set(public["discard"]) | ({private["chosen"]} if private["chosen"] else set())
        unseen = [card for card in CARDS if card not in seen]
        rand.shuffle(unseen)
        hands: dict[str, list[str]] = {}
        chosen: dict[str, str] = {}
        for other in public["seats"]:
            if other == seat:
                hands[other] = list(private["hand"])
                if private["chosen"]:
                    chosen[other] = private["chosen"]
                continue
            count = public["hand_counts"][other]
            hands[other] = sorted(unseen[:count])
            del unseen[:count]
            if other in public["chosen"]:
                chosen[other] = unseen.pop()
        return {
            "seats": list(public["seats"]),
            "seq": view["seq"],
            "rng": Rng(rand.getrandbits(63)).to_json(),
            "rounds_left": public["rounds_left"],
            "phase": public["phase"],
            "hands": hands,
            "deck": unseen,
            "chosen": chosen,
            "discard": list(public["discard"]),
            "scores": dict(public["scores"]),
            "winner": view["acting"][0] if public["phase"] == "draw" else None,
            "reveal": copy.deepcopy(public["reveal"]),
        }

    # -- changing ----------------------------------------------------------------------------------
    def play(self, state: State, seat: str, action: Action) -> Step:
        new = copy.deepcopy(state)
        new["seq"] += 1
        events: list[Event] = []
        checkpoint = False
        if action["type"] == "choose":
            new["hands"][seat].remove(action["card"])
            new["chosen"][seat] = action["card"]
            events.append({"type": "chose", "to": [seat], "seat": seat, "card": action["card"]})
            events.append({"type": "chose_hidden", "to": None, "seat": seat})
            if len(new["chosen"]) == len(new["seats"]):
                events += self._reveal(new)
                checkpoint = True
        elif action["type"] == "draw":
            card = new["deck"].pop(0)
            new["hands"][seat].append(card)
            new["hands"][seat].sort()
            events.append({"type": "drew", "to": [seat], "seat": seat, "card": card})
            events.append({"type": "drew_hidden", "to": None, "seat": seat, "count": 1})
            self._next_round(new)
            checkpoint = True
        else:
            events.append({"type": "passed", "to": None, "seat": seat})
            self._next_round(new)
        return Step(new, events, checkpoint)

    def _roll(self, state: State) -> int:
        roll, rng = Rng.from_json(state["rng"]).roll()
        state["rng"] = rng.to_json()
        return roll

    def _reveal(self, state: State) -> list[Event]:
        reveal = {s: {"card": state["chosen"][s], "roll": self._roll(state)} for s in state["seats"]}
        totals = {s: value(r["card"]) + r["roll"] for s, r in reveal.items()}
        best = max(totals.values())
        leaders = [s for s, t in totals.items() if t == best]
        state["discard"] += [state["chosen"][s] for s in state["seats"]]
        state["chosen"] = {}
        state["reveal"] = reveal
        events: list[Event] = [{"type": "revealed", "to": None, "reveal": copy.deepcopy(reveal)}]
        if len(leaders) == 1:
            state["scores"][leaders[0]] += 1
            state["winner"] = leaders[0]
            state["phase"] = "draw"
            events.append({"type": "scored", "to": None, "seat": leaders[0]})
        else:
            self._next_round(state)
        return events

    def _next_round(self, state: State) -> None:
        state["rounds_left"] -= 1
        state["winner"] = None
        out_of_cards = any(not hand for hand in state["hands"].values())
        state["phase"] = "over" if state["rounds_left"] <= 0 or out_of_cards else "choose"

    def explain(self, state: State, seat: str, action: object) -> str:
        if isinstance(action, dict) and action.get("type") == "choose":
            return "You do not hold that card."
        return "That is not a legal action now."

    # -- text and storage --------------------------------------------------------------------------
    def describe_action(self, state: State, seat: str, action: Action, locale: str, names: Mapping[str, str]) -> str:
        if action["type"] == "choose":
            return f"Play card {value(action['card'])}"
        return "Draw a card" if action["type"] == "draw" else "Pass"

    def reason_text(self, reason: str, locale: str) -> str:
        return "rounds played" if reason == "rounds_played" else reason

    def narrate_event(self, event: Event, locale: str, names: Mapping[str, str]) -> str:
        return f"{event.get('seat', 'The table')}: {event['type']}"

    def encode_state(self, state: State) -> str:
        return json.dumps(state, sort_keys=True, separators=(",", ":"))

    def decode(self, text: str) -> State:
        state: State = json.loads(text)
        return state


TOY = ToyGame()
