"""The Hanse game behind the engine contract (shared/design/ENGINE.md); the rules live in the sibling modules.

Rules: shared/rules/kosmische-hanse.md, all decisions D-1..D-38 as written there. Where the spec is silent this
module decides as follows:

* Ships have no position before the start planet is chosen: `position` is null in the view during setup.
* `Step.checkpoint` is True for every action that uses randomness (roll, an allowed Afterburner or Hyperstorm,
  a draw or reshuffle at `finish_turn`) or shows hidden information: unloading (flips hidden faces), playing,
  buying, discarding or neutralizing (each shows a card from a hand). Loading, flying steps, hyperjumps,
  ending a flight or a turn, allowing a card without a random effect, declining a bonus, pair choices and
  setup decisions are not checkpoints.
* A Hyperstorm shuffles deck, discard pile and hand together (the hand first goes to the discard pile, so the
  two readings are the same); an active flight ends with the turn.
* A hyperjump is legal even when the ship already is in the target orbit ("whatever its position"); it still
  uses up the turn's one hyperjump.
* `last_roll` is cleared when a turn starts, so it shows only rolls of the current turn.
* When one unload could remove a pair from three or more equal destinations (impossible with the designed
  goods list, D-27), the first two in the container are removed.
* Events name cards by kind, never by instance id, except the private `drew` event: a public event must stay
  harmless after its card is reshuffled into a face-down deck.
* A planet action that ends an active flight emits `flight_ended` with the energy lost; a roll that replaces an
  afterburner flight emits only `rolled`.
* Human texts number containers from 1 (index 0 is "container 1"); actions and views use indices 0-2.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

from rules.base import GameBase
from rules.contract import Action, DecisionKind, Event, Luck, Option, Result, Shortcut, Step
from rules.frozen import evolve, step
from rules.hanse.decisions import CHECKPOINT, CHECKPOINT_IF, DECISIONS, explain, legal_of_type
from rules.hanse.determinize import estimate, sample_state
from rules.hanse.hints import hint
from rules.hanse.ids import INTERNAL_IDS
from rules.hanse.luck import luck
from rules.hanse.names import reason_text
from rules.hanse.routes import flight_routes
from rules.hanse.setup import initial_state
from rules.hanse.state import GAME_OVER, REACTION, HanseState, decode_state, encode_state
from rules.hanse.summary import rules_summary
from rules.hanse.text import LOCALES, describe_action, narrate_event
from rules.hanse.timeouts import timeout_action
from rules.hanse.views import private_view, public_view, secrets
from rules.i18n import mark

OPTIONS: dict[str, Option] = {
    "round_cap": Option(
        default=60,
        help=mark("End the game after this many turns per player (0 = no cap); decided like goods exhaustion."),
        kind=int,
        minimum=0,
        maximum=200,
    ),
    "empty_deck_reshuffle": Option(
        default=True,
        help=mark("Shuffle your discard pile into a new deck when you must draw from an empty deck."),
        kind=bool,
    ),
}


class HanseGame(GameBase[HanseState]):
    """Perry Rhodan: Die Kosmische Hanse for exactly two players."""

    id = "hanse"
    title = mark("Perry Rhodan: The Cosmic Hansa")
    min_players = 2
    max_players = 2
    options: Mapping[str, Option] = OPTIONS
    locales = LOCALES
    test_support = "rules.hanse.testing"
    test_hooks = ("force_dice",)

    def new_state(self, seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> HanseState:
        return initial_state(seats, seed, options["round_cap"], options["empty_deck_reshuffle"])

    def seats_of(self, state: HanseState) -> tuple[str, ...]:
        return state.seats

    def seq_of(self, state: HanseState) -> int:
        return state.seq

    def who_acts(self, state: HanseState) -> tuple[str, ...]:
        return DECISIONS.acting_names(state, state.phase, state.seats)

    def legal_now(self, state: HanseState, seat: str) -> list[Action]:
        phase = state.phase
        return DECISIONS[phase].legal(state, phase, 0 if state.seats[0] == seat else 1)

    def candidates(self, state: HanseState, seat: str, action: Action) -> Iterable[Action]:
        return legal_of_type(state, action.get("type"))

    def explain(self, state: HanseState, seat: str, action: object) -> str:
        return explain(state, action)

    def play(self, state: HanseState, seat: str, action: Action) -> Step:
        phase = state.phase
        kind = action["type"]
        flag = CHECKPOINT.get(kind)
        if flag is None:  # a type that is a checkpoint only in some states: asked of the state it is played in
            flag = CHECKPOINT_IF[kind](state)
        events: list[Event] = []
        new = DECISIONS[phase].apply(state, phase, 0 if state.seats[0] == seat else 1, action, events)
        # `last` keeps the action's items sorted by key (one or two items: no sort needed)
        items: tuple[tuple[str, Any], ...]
        if len(action) == 2:
            first, second = action.items()
            items = (first, second) if first[0] < second[0] else (second, first)
        elif len(action) == 1:
            items = tuple(action.items())
        else:
            items = tuple(sorted(action.items()))
        # counted in a copy: the state the decision built is never written in place (rules/frozen.py)
        return step(evolve(new, seq=state.seq + 1, last=(seat, items)), events, flag)

    def timeout_action(self, state: HanseState, seat: str) -> Action | None:
        """The spec's deadline default (section 9) for `seat` now; None where the spec defines none."""
        return timeout_action(self.legal_actions(state, seat))

    def decision_kind(self, state: HanseState, seat: str) -> DecisionKind:
        # the opponent's answer to an intervention card (§4.6) is the game's one reaction window
        return "reaction" if state.phase == REACTION else "decision"

    def internal_ids(self) -> frozenset[str]:
        return INTERNAL_IDS

    def public_view(self, state: HanseState) -> dict[str, Any]:
        return public_view(state)

    def private_view(self, state: HanseState, seat: str) -> dict[str, Any]:
        return private_view(state, state.seats.index(seat))

    def is_over(self, state: HanseState) -> bool:
        return state.phase == GAME_OVER

    def result(self, state: HanseState) -> Result:
        if state.outcome is None:
            raise ValueError("The game is not over yet.")
        seats = state.seats
        return Result(
            ranking=[[seats[i] for i in group] for group in state.outcome.ranking],
            scores={seats[i]: p.score for i, p in enumerate(state.players)},
            reason=state.outcome.reason,
        )

    def encode_state(self, state: HanseState) -> str:
        return encode_state(state)

    def decode(self, text: str) -> HanseState:
        return decode_state(text)

    def describe_action(
        self, state: HanseState, seat: str, action: Action, locale: str, names: Mapping[str, str]
    ) -> str:
        return describe_action(state, seat, action, locale, names)

    def narrate_event(self, event: Event, locale: str, names: Mapping[str, str]) -> str:
        return narrate_event(event, locale, names)

    def reason_text(self, reason: str, locale: str) -> str:
        return reason_text(reason, self.language(locale))

    def luck(self, event: Event) -> Luck | None:
        return luck(event)

    def hint(self, state: HanseState, seat: str, action: Action, locale: str = "en") -> str:
        return hint(state, seat, action, locale)

    def shortcuts(self, state: HanseState, seat: str, locale: str = "en") -> tuple[Shortcut, ...]:
        return flight_routes(state, seat, locale)

    def rules_summary(self, locale: str, options: Mapping[str, Any] | None = None) -> tuple[tuple[str, str], ...]:
        return rules_summary(self.language(locale))

    def secrets(self, state: HanseState) -> dict[str | None, set[str]]:
        return secrets(state)

    def determinize(self, view: Mapping[str, Any], seat: str, rand: random.Random) -> HanseState:
        return sample_state(view, seat, rand)

    def evaluate(self, state: HanseState) -> dict[str, float]:
        return super().evaluate(state) if self.is_over(state) else estimate(state)
