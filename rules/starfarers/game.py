"""The Starfarers Game object: the contract methods (shared/design/ENGINE.md) over the phase modules.

Who acts, what they may do and what their action does are the decision of `State.phase` in DECISIONS
(rules/starfarers/decisions.py), which calls the phase modules holding the rules: production.py (4.1-4.4),
building.py and offers.py (4.5), movement.py (4.6, 4.8, 4.10), encounters.py (4.7). Here seats become names.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules.base import GameBase
from rules.contract import Action, DecisionKind, Event, Luck, Option, Result, Shortcut, Step
from rules.frozen import step, with_field
from rules.i18n import mark
from rules.search import progress_shares
from rules.starfarers import text, timeouts
from rules.starfarers.ai import HeuristicPlayer
from rules.starfarers.decisions import DECISIONS
from rules.starfarers.determinize import determinize
from rules.starfarers.hints import hint
from rules.starfarers.ids import END_REASONS, INTERNAL_IDS
from rules.starfarers.luck import luck
from rules.starfarers.names import TEXT
from rules.starfarers.refusals import explain
from rules.starfarers.requests import REQUESTS, open_requests, steps_of, suggestions
from rules.starfarers.routes import fly_routes
from rules.starfarers.scoring import vp
from rules.starfarers.setup import build
from rules.starfarers.state import DISCARD, OFFER_OPEN, OVER, RELIEF, ZAHN, State, decode, encode
from rules.starfarers.summary import rules_summary
from rules.starfarers.turns import check_win
from rules.starfarers.views import private_view, public_view, ranking, secrets


class Starfarers(GameBase[State]):
    id = "starfarers"
    title = mark("Starfarers of Catan")
    min_players = 3
    max_players = 4
    options: Mapping[str, Option] = {
        "setup_draft": Option(
            default=False,
            help=mark("Players place their starting colonies, space port and ship in turn instead of the fixed start."),
            kind=bool,
        ),
        "extra_two_cards": Option(
            default=False, help=mark("A player with fewer than 9 points draws 2 extra cards instead of 1."), kind=bool
        ),
        "target_vp": Option(default=15, help=mark("Victory points needed to win."), kind=int, minimum=10, maximum=20),
        "max_rounds": Option(
            default=100,
            help=mark("End the game after this many rounds if nobody has won (0 = no limit)."),
            kind=int,
            minimum=0,
            maximum=500,
        ),
    }
    locales = text.LOCALES
    test_support = "rules.starfarers.testing"
    test_hooks = ("rigged_setup", "rig", "arrange")
    conformance_max_actions = 60_000
    # A random playout is some 6,000 actions (a minute of checks): the kit runs a twentieth of its seeds.
    conformance_seed_share = 0.05
    requests = REQUESTS
    # §9.1: 24 hours for turn actions, 12 for off-turn windows (discards, relief, Zahn der Zeit, answering offers)
    deadline_shares: Mapping[str, float] = MappingProxyType({"reaction": 0.5, "negotiation": 0.5})

    def __init__(self) -> None:
        super().__init__()
        self.ai_players["heuristic"] = HeuristicPlayer()

    def new_state(self, seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> State:
        return build(seats, seed, options, [])

    def seats_of(self, state: State) -> tuple[str, ...]:
        return state.seats

    def seq_of(self, state: State) -> int:
        return state.seq

    # -- who acts, and what they may do (rules/starfarers/decisions.py) ------------------------------------
    def who_acts(self, state: State) -> tuple[str, ...]:
        return DECISIONS.acting_names(state, state.phase, state.seats)

    def legal_now(self, state: State, seat: str) -> list[Action]:
        phase = state.phase
        return DECISIONS[phase].legal(state, phase, state.seats.index(seat))

    def shortcuts(self, state: State, seat: str, locale: str = "en") -> tuple[Shortcut, ...]:
        """ "Fly to" (§9.4): a destination where a ship can found or trade, as its chain of steps."""
        return fly_routes(state, seat, self.language(locale), self.apply)

    def request_steps(
        self, state: State, seat: str, name: str, values: Mapping[str, str], locale: str = "en"
    ) -> tuple[Action, ...]:
        """An offer or a counter-offer in one go (§9.3): its card-by-card draft actions."""
        return steps_of(state, seat, name, values, self.language(locale), self.apply)

    def open_requests(self, state: State, seat: str) -> tuple[str, ...]:
        """An offer in the active player's trade phase, a counter-offer to an addressed player who has not answered."""
        return open_requests(state, state.seats.index(seat)) if seat in state.seats else ()

    def request_suggestions(
        self, state: State, seat: str, name: str, field: str, typed: str, locale: str = "en"
    ) -> list[str]:
        """Cards to add to a side: for `give` the ones the player still holds beyond those named, for `want` any."""
        if seat not in state.seats:
            return []
        return suggestions(state, state.seats.index(seat), field, typed, self.language(locale))

    def explain(self, state: State, seat: str, action: object) -> str:
        """Why `action` is not legal for the acting `seat` (rules/starfarers/refusals.py)."""
        return explain(state, seat, action)

    def hint(self, state: State, seat: str, action: Action, locale: str = "en") -> str:
        return hint(state, seat, action, self.language(locale))

    def internal_ids(self) -> frozenset[str]:
        return INTERNAL_IDS

    def reason_text(self, reason: str, locale: str) -> str:
        said = END_REASONS.get(reason)
        locale = self.language(locale)
        return TEXT.tr(locale, said) if said is not None else TEXT.tr(locale, "the game ended")

    def luck(self, event: Event) -> Luck | None:
        return luck(event)

    def rules_summary(self, locale: str, options: Mapping[str, Any] | None = None) -> tuple[tuple[str, str], ...]:
        """The rules in short with the table's numbers (points to win, the extra cards, the round limit)."""
        chosen = {name: option.default for name, option in self.options.items()}
        chosen.update(options or {})
        return rules_summary(self.language(locale), chosen)

    def timeout_action(self, state: State, seat: str) -> Action | None:
        """§9.2: the default of the prompt `seat` faces."""
        return timeouts.timeout_action(state, state.seats.index(seat), self.legal_actions(state, seat))

    def decision_kind(self, state: State, seat: str) -> DecisionKind:
        """Off-turn windows (discards on a seven, relief, Zahn der Zeit) are reactions; answering an offer is a
        negotiation; everything else is the active player's decision."""
        if state.phase == OFFER_OPEN and seat != state.seats[state.active]:
            return "negotiation"
        if state.phase in (DISCARD, ZAHN) or (state.phase == RELIEF and seat != state.seats[state.active]):
            return "reaction"
        return "decision"

    # -- what an action does ----------------------------------------------------------------------------------
    def play(self, state: State, seat: str, action: Action) -> Step:
        phase = state.phase
        events: list[Event] = []
        state = DECISIONS[phase].apply(state, phase, state.seats.index(seat), action, events)
        state = check_win(state, events)
        state = _next(state)
        checkpoint = any(e["type"] in _REVEALING for e in events)
        return step(state, [_named(e, state.seats) for e in events], checkpoint)

    # -- what each seat sees --------------------------------------------------------------------------------
    def public_view(self, state: State) -> dict[str, Any]:
        return public_view(state)

    def private_view(self, state: State, seat: str) -> dict[str, Any]:
        return private_view(state, state.seats.index(seat))

    def secrets(self, state: State) -> dict[str | None, set[str]]:
        return secrets(state)

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    # -- the search player's hooks (rules/search.py) ------------------------------------------------------------
    def determinize(self, view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
        return determinize(view, seat, rand)

    def evaluate(self, state: State) -> dict[str, float]:
        """Mid-game, each seat's progress in victory points towards the target."""
        if state.phase == OVER:
            return super().evaluate(state)
        return progress_shares({s: vp(state, i) for i, s in enumerate(state.seats)}, state.target_vp)

    def result(self, state: State) -> Result:
        return ranking(state)

    def encode_state(self, state: State) -> str:
        return encode(state)

    def decode(self, text: str) -> State:
        return decode(text)

    def describe_action(self, state: State, seat: str, action: Action, locale: str, names: Mapping[str, str]) -> str:
        return text.describe(state, action, locale, names)

    def narrate_event(self, event: Event, locale: str, names: Mapping[str, str]) -> str:
        return text.narrate(event, locale, names)


_REVEALING = frozenset(
    {
        "rolled",
        "start_roll",
        "stole",
        "drew",
        "aided",
        "shaken",
        "duel",
        "encounter",
        "peeked",
        "special",
        "lost_random",
        "discarded",
        "zahn",
    }
)
"""Events of chance or of hidden information: an undo never crosses them (the contract's checkpoint)."""


_SEAT_FIELDS = ("seat", "target", "partner", "rival", "from")
_PER_SEAT = {"produced": "gains", "discard_window": "owed", "discarded": "cards"}


def _named(event: Event, seats: tuple[str, ...]) -> Event:
    """The event as the contract tells it: seats by their names (the modules count them by index)."""
    told = dict(event)
    for key in _SEAT_FIELDS:
        value = told.get(key)
        if type(value) is int:  # a seat index (a bool is no seat)
            told[key] = seats[value] if value >= 0 else None
    if "addressed" in told:
        told["addressed"] = [seats[i] for i in told["addressed"]]
    per_seat = _PER_SEAT.get(str(told["type"]))
    if per_seat is not None:
        told[per_seat] = {seats[i]: value for i, value in enumerate(told[per_seat]) if value}
    return told


def _next(state: State) -> State:
    return with_field(state, "seq", state.seq + 1)


GAME = Starfarers()
