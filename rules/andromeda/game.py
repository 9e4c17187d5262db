"""The Andromeda Game object: the contract methods (shared/design/ENGINE.md) over the phase modules."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.andromeda import text, trading, turns
from rules.andromeda.ai import HeuristicPlayer
from rules.andromeda.components import CARD_ID, N_PLANET_CARDS
from rules.andromeda.decisions import DECISIONS
from rules.andromeda.determinize import estimate, sample_state
from rules.andromeda.flow import ranking, score
from rules.andromeda.hints import hint
from rules.andromeda.ids import INTERNAL_IDS
from rules.andromeda.luck import luck
from rules.andromeda.setup import initial_state
from rules.andromeda.shortcuts import shortcuts
from rules.andromeda.state import ACTION, OVER, RESPOND, TRANSPORT, State
from rules.andromeda.state import decode as decode_state
from rules.andromeda.state import encode as encode_state
from rules.andromeda.summary import rules_summary
from rules.andromeda.timeouts import timeout_action
from rules.andromeda.views import private_view, public_view
from rules.base import GameBase
from rules.contract import Action, DecisionKind, Event, Luck, Option, Result, Shortcut, Step
from rules.frozen import step
from rules.i18n import mark

_REVEALING = frozenset({"offer", "respond", "exchange_done", "place"})


class Andromeda(GameBase[State]):
    id = "andromeda"
    title = mark("Andromeda")
    min_players = 3
    max_players = 5
    options: Mapping[str, Option] = {
        "round_cap": Option(
            default=40,
            help=mark("End the game after this many rounds even if fewer than three planets are full (0 = no cap)."),
            kind=int,
            minimum=0,
            maximum=200,
        )
    }
    locales = text.LOCALES
    test_support = "rules.andromeda.testing"
    test_hooks = ("rig_ring_draws", "arrange")

    def __init__(self) -> None:
        super().__init__()
        self.ai_players["heuristic"] = HeuristicPlayer()

    def new_state(self, seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> State:
        return initial_state(seats, seed, options["round_cap"])

    def seats_of(self, state: State) -> tuple[str, ...]:
        return state.seats

    def seq_of(self, state: State) -> int:
        return state.seq

    def who_acts(self, state: State) -> tuple[str, ...]:
        return DECISIONS.acting_names(state, state.phase, state.seats)

    def legal_now(self, state: State, seat: str) -> list[Action]:
        phase = state.phase
        return DECISIONS[phase].legal(state, phase, state.seats.index(seat))

    def candidates(self, state: State, seat: str, action: Action) -> list[Action]:
        """The legal actions `action` could be, found from its type without building the whole legal list."""
        index = state.seats.index(seat)
        phase = state.phase
        if phase == ACTION:
            return turns.action_candidates(state, index, action)
        if phase == TRANSPORT:
            kind = action.get("type")
            return [a for a in turns.transport_legal(state, phase, index) if a["type"] == kind]
        return trading.candidates(state, index, action)

    def why_not_acting(self, state: State, seat: str) -> str:
        if state.phase == RESPOND and state.pending[state.seats.index(seat)] >= 0:
            return text.ALREADY_CHOSEN
        return text.NOT_YOUR_TURN

    def explain(self, state: State, seat: str, action: object) -> str:
        return text.why_illegal(state, action)

    def decision_kind(self, state: State, seat: str) -> DecisionKind:
        # the trading phase is offers and answers between seats; transport and actions are turn steps
        return "decision" if state.phase in (TRANSPORT, ACTION) else "negotiation"

    def internal_ids(self) -> frozenset[str]:
        return INTERNAL_IDS

    def timeout_action(self, state: State, seat: str) -> Action | None:
        """The spec's deadline default (section 9) for `seat` now; None where the spec defines none."""
        return timeout_action(self.legal_actions(state, seat))

    def play(self, state: State, seat: str, action: Action) -> Step:
        phase = state.phase
        events: list[Event] = []
        new = DECISIONS[phase].apply(state, phase, state.seats.index(seat), action, events)
        kind = action["type"]
        checkpoint = (
            kind in _REVEALING
            or (kind == "set_done" and state.build != "place_stations")
            or (new.rng is not state.rng and new.rng != state.rng)
            or len(new.draw) != len(state.draw)
        )
        return step(new, events, checkpoint)

    def public_view(self, state: State) -> dict[str, Any]:
        return public_view(state)

    def private_view(self, state: State, seat: str) -> dict[str, Any]:
        return private_view(state, state.seats.index(seat))

    def is_over(self, state: State) -> bool:
        return bool(state.phase == OVER)

    def result(self, state: State) -> Result:
        if state.phase != OVER:
            raise ValueError("The game is not over yet.")
        scores: dict[str, int | float] = {seat: score(state, q) for q, seat in enumerate(state.seats)}
        return Result(ranking=ranking(state), scores=scores, reason=state.reason)

    def encode_state(self, state: State) -> str:
        return encode_state(state)

    def decode(self, text: str) -> State:
        return decode_state(text)

    def luck(self, event: Event) -> Luck | None:
        return luck(event)

    def hint(self, state: State, seat: str, action: Action, locale: str = "en") -> str:
        return hint(state, seat, action, locale)

    def shortcuts(self, state: State, seat: str, locale: str = "en") -> tuple[Shortcut, ...]:
        """A whole founding, and an exchange of several cards, as one choice (rules/andromeda/shortcuts.py)."""
        return shortcuts(state, seat, self.language(locale), self.apply)

    def describe_action(self, state: State, seat: str, action: Action, locale: str, names: Mapping[str, str]) -> str:
        return text.describe(state, seat, action, locale, names)

    def narrate_event(self, event: Event, locale: str, names: Mapping[str, str]) -> str:
        return text.narrate(event, locale, names)

    def rules_summary(self, locale: str, options: Mapping[str, Any] | None = None) -> tuple[tuple[str, str], ...]:
        return rules_summary(self.language(locale))

    def determinize(self, view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
        return sample_state(view, seat, rand)

    def evaluate(self, state: State) -> dict[str, float]:
        return super().evaluate(state) if state.phase == OVER else estimate(state)

    def secrets(self, state: State) -> dict[str | None, set[str]]:
        """Per seat the planet cards in its hand (a pending response is still there); the draw pile under None."""
        out: dict[str | None, set[str]] = {None: {CARD_ID[c] for c in state.draw}}
        for q, seat in enumerate(state.seats):
            out[seat] = {CARD_ID[c] for c in state.hands[q] if c < N_PLANET_CARDS}
        return out


GAME = Andromeda()
