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

from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import (
    Action,
    Event,
    IllegalAction,
    Option,
    Result,
    Step,
    check_player_count,
    resolve_options,
)
from rules.envelope import view_envelope
from rules.hanse.actions import acting_index, apply_action, legal
from rules.hanse.setup import initial_state
from rules.hanse.state import GAME_OVER, HanseState, decode_state, encode_state, evolve
from rules.hanse.text import describe_action, narrate_event
from rules.hanse.timeouts import timeout_action
from rules.hanse.view import private_view, public_view, secrets
from rules.players import Player

OPTIONS: dict[str, Option] = {
    "round_cap": Option(
        default=60,
        help="End the game after this many turns per player (0 = no cap); decided like goods exhaustion.",
        kind=int,
        minimum=0,
        maximum=200,
    ),
    "empty_deck_reshuffle": Option(
        default=True,
        help="Shuffle your discard pile into a new deck when you must draw from an empty deck.",
        kind=bool,
    ),
}


class HanseGame:
    """Perry Rhodan: Die Kosmische Hanse for exactly two players."""

    id = "hanse"
    title = "Perry Rhodan: The Cosmic Hansa"
    min_players = 2
    max_players = 2
    options: Mapping[str, Option] = OPTIONS

    def __init__(self) -> None:
        self.ai_players: dict[str, Player] = {}

    def setup(self, seats: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> HanseState:
        check_player_count(self.id, seats, self.min_players, self.max_players)
        resolved = resolve_options(self.options, options)
        return initial_state(seats, seed, resolved["round_cap"], resolved["empty_deck_reshuffle"])

    def acting(self, state: HanseState) -> tuple[str, ...]:
        index = acting_index(state)
        return () if index is None else (state.seats[index],)

    def timeout_action(self, state: HanseState, seat: str) -> Action | None:
        """The spec's deadline default (section 9) for `seat` now; None where the spec defines none."""
        return timeout_action(self.legal_actions(state, seat))

    def legal_actions(self, state: HanseState, seat: str) -> list[Action]:
        index = acting_index(state)
        if index is None or state.seats[index] != seat:
            return []
        return legal(state)

    def apply(self, state: HanseState, seat: str, action: Action) -> Step:
        if seat not in state.seats:
            raise IllegalAction("You are not playing in this game.")
        new, events, checkpoint = apply_action(state, state.seats.index(seat), action)
        new = evolve(new, seq=state.seq + 1, last=(seat, tuple(sorted(action.items()))))
        return Step(new, events, checkpoint)

    def view(self, state: HanseState, seat: str | None) -> dict[str, Any]:
        return view_envelope(
            self.id,
            state.seq,
            self.acting(state),
            state.phase == GAME_OVER,
            public_view(state),
            seat,
            lambda: private_view(state, state.seats.index(seat or "")),
        )

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

    def encode(self, state: HanseState) -> str:
        return encode_state(state)

    def decode(self, text: str) -> HanseState:
        return decode_state(text)

    def describe(self, state: HanseState, seat: str, action: Action, locale: str = "en") -> str:
        return describe_action(state, seat, action, locale)

    def secrets(self, state: HanseState) -> dict[str | None, set[str]]:
        return secrets(state)

    def narrate(self, event: Event, locale: str = "en") -> str:
        return narrate_event(event, locale)
