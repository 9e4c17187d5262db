"""The Cosmic Encounter Game object: the contract (shared/design/ENGINE.md) over the engine by seat index
(rules/cosmic/engine.py), with the options of §10 and the per-kind deadlines of §9.1."""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules import contract
from rules.base import GameBase
from rules.contract import Action, DecisionKind, Event, Option, Result, Shortcut, Step
from rules.cosmic import determinize, engine, text, views
from rules.cosmic.ai import HeuristicPlayer
from rules.cosmic.components import WIN_BASES, power_pool
from rules.cosmic.dealing import OFFERED
from rules.cosmic.decisions import DECISIONS
from rules.cosmic.effects import WINDOWS
from rules.cosmic.hints import hint
from rules.cosmic.ids import END_REASONS, INTERNAL_IDS
from rules.cosmic.names import TEXT, window_name
from rules.cosmic.refusals import explain
from rules.cosmic.requests import REQUESTS, steps_of, suggestions
from rules.cosmic.setup import RELEASED, new_state, released_in
from rules.cosmic.shortcuts import cone_shortcuts
from rules.cosmic.state import PLAY, State, decode, encode, upgrade_encoding
from rules.cosmic.summary import rules_summary
from rules.cosmic.timeouts import timeout_action
from rules.cosmic.views import decision, private_view, public_view, ranking, secrets
from rules.frozen import step
from rules.i18n import mark
from rules.search import progress_shares


class SetupError(contract.SetupError):
    """A setup refusal of this game: its words are extracted into the game's own catalog (the extractor files a
    message by the module it is written in), so they are looked up there."""

    domain = "cosmic"


WINDOW_SHARE = 10 / (24 * 60)
DEAL_SHARE = 30 / (24 * 60)
"""§9.1: 24 hours for a decision, 10 minutes for a window, 30 for a deal: as shares of the table's deadline."""
REQUIRED_TASKS = frozenset({"lose", "discard_category", "hated"})
"""Decisions a player must answer that take from them (ship losses, discards): told each time, never grouped."""
RESPONSES = "responses"
"""The standing-order kind of every response round (§4.2 step 4), whatever the window."""
MODE_WAVES = {"beginner_game": "r1", "standard": "r1", "choose_powers": "w2a", "hidden_powers": "w2b"}
"""The wave that brings each power mode (§10). `hidden_powers`, of the full scope, comes with wave 2b: it needs no
power beyond that wave, only every released power's moment of being turned up (docs/decisions/cosmic.md)."""
POWER_MODES = tuple(mode for mode, wave in MODE_WAVES.items() if wave in RELEASED)
"""The modes this build sets up: those of the waves it has released."""
MODE_LABELS = {
    "beginner_game": mark("Beginner game"),
    "standard": mark("Standard"),
    "choose_powers": mark("Choose powers"),
    "hidden_powers": mark("Hidden powers"),
}
WAVE_LABELS = {"r1": mark("First release"), "w2a": mark("Wave 2a"), "w2b": mark("Wave 2b")}


class Cosmic(GameBase[State]):
    id = "cosmic"
    title = mark("Cosmic Encounter")
    min_players = 3
    max_players = 6
    options: Mapping[str, Option] = {
        "power_mode": Option(
            default="beginner_game",
            help=mark(
                "How powers are dealt: the six beginner powers, one at random from the power pool, three from the "
                "pool to choose one of, or one face down, turned up when it is first used."
            ),
            kind=str,
            choices=POWER_MODES,
            labels=tuple(MODE_LABELS[mode] for mode in POWER_MODES),
        ),
        "beginner_flares": Option(
            default=False, help=mark("Add the six beginner flares to the deck (beginner game only)."), kind=bool
        ),
        "reverse_cone": Option(
            default=False, help=mark("Destiny cards showing the cone's back reverse this challenge."), kind=bool
        ),
        "warp_fan": Option(
            default=False, help=mark("Lost ships wait on the fan before they reach the warp."), kind=bool
        ),
        "power_pool": Option(
            default=RELEASED[-1],
            help=mark("The waves of powers a standard deal draws from."),
            kind=str,
            choices=RELEASED,
            labels=tuple(WAVE_LABELS[wave] for wave in RELEASED),
        ),
        "turn_limit": Option(
            default=200,
            help=mark("End the game without a winner after this many turns (0 = no limit)."),
            kind=int,
            minimum=0,
            maximum=1000,
        ),
    }
    locales = text.LOCALES
    test_support = "rules.cosmic.testing"
    test_hooks = ("rig_draws", "arrange", "redeal")
    conformance_max_actions = 60_000
    # A random playout is some 5,000 actions: the kit runs a tenth of its seeds.
    conformance_seed_share = 0.1
    # the beginner game, and the standard deal from the widest released pool (every power is dealt in some seed of
    # `make conformance`: tests/rules/cosmic/test_pool_coverage.py)
    conformance_options = ({}, {"power_mode": "standard", "power_pool": RELEASED[-1]})
    deadline_shares: Mapping[str, float] = MappingProxyType({"reaction": WINDOW_SHARE, "negotiation": DEAL_SHARE})
    # §9.2: a player may have the bot pass for him in a kind of window, or in every response round
    standing_orders = (*WINDOWS, RESPONSES)
    requests = REQUESTS

    def __init__(self) -> None:
        super().__init__()
        self.ai_players["heuristic"] = HeuristicPlayer()

    def new_state(self, seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> State:
        if options.get("beginner_flares") and options.get("power_mode") != "beginner_game":
            # the standard deal brings its own flares (§10: beginner_flares is for the beginner game only)
            raise SetupError(
                "Option “{name}” must be one of {allowed}, not “{value}”.",
                name="beginner_flares",
                allowed="false",
                value="true",
            )
        if options.get("power_mode") == "choose_powers":
            pool = str(options.get("power_pool", RELEASED[-1]))
            needed, available = OFFERED * len(seats), len(power_pool(pool, released_in(pool)))
            if available < needed:
                # §3 step 5, D-41: three powers are dealt to each player
                raise SetupError(
                    "Option “{name}” = “{value}” needs a power pool of at least {needed} powers for {players} "
                    "players; the pool “{pool}” has {available}.",
                    name="power_mode",
                    value="choose_powers",
                    needed=needed,
                    players=len(seats),
                    pool=pool,
                    available=available,
                )
        return new_state(seats, seed, options)

    def seats_of(self, state: State) -> tuple[str, ...]:
        return state.seats

    def seq_of(self, state: State) -> int:
        return state.seq

    def who_acts(self, state: State) -> tuple[str, ...]:
        seats = engine.acting(state)
        if len(seats) == 1:  # the usual case: one seat asked
            return (state.seats[seats[0]],)
        names = state.seats
        return tuple([names[s] for s in sorted(seats)])

    def legal_now(self, state: State, seat: str) -> list[Action]:
        return engine.options(state, state.seats.index(seat))

    def play(self, state: State, seat: str, action: Action) -> Step:
        events: list[Event] = []
        state, checkpoint = engine.apply(state, state.seats.index(seat), action, events)
        return step(state, [named(e, state.seats) for e in events], checkpoint)

    def is_over(self, state: State) -> bool:
        return engine.is_over(state)

    def result(self, state: State) -> Result:
        return ranking(state)

    def public_view(self, state: State) -> dict[str, Any]:
        return public_view(state, self.who_acts(state))

    def private_view(self, state: State, seat: str) -> dict[str, Any]:
        return private_view(state, state.seats.index(seat))

    def secrets(self, state: State) -> dict[str | None, set[str]]:
        return secrets(state)

    def determinize(self, view: Mapping[str, Any], seat: str, rand: random.Random) -> State:
        """What `seat` cannot see, sampled from its view alone (rules/cosmic/determinize.py)."""
        return determinize.sample(view, seat, rand)

    def evaluate(self, state: State) -> dict[str, float]:
        """Foreign bases toward the five that win (§6)."""
        if self.is_over(state):
            return super().evaluate(state)
        return progress_shares(views.scores(state), WIN_BASES)

    def encode_state(self, state: State) -> str:
        return encode(state)

    def decode(self, text: str) -> State:
        return decode(text)

    def upgrade_encoding(self, text: str) -> str:
        return upgrade_encoding(text)

    def timeout_action(self, state: State, seat: str) -> Action | None:
        """§9.1: the default of the prompt `seat` faces."""
        return timeout_action(state, state.seats.index(seat), decision(state), self.legal_actions(state, seat))

    def describe_action(self, state: State, seat: str, action: Action, locale: str, names: Mapping[str, str]) -> str:
        return text.describe(state, action, self.language(locale), names, seat)

    def hint(self, state: State, seat: str, action: Action, locale: str = "en") -> str:
        return hint(state, seat, action, self.language(locale))

    def shortcuts(self, state: State, seat: str, locale: str = "en") -> tuple[Shortcut, ...]:
        """Several ships into the cone from one planet as one choice (rules/cosmic/shortcuts.py)."""
        return cone_shortcuts(state, seat, self.language(locale), self.apply)

    def explain(self, state: State, seat: str, action: object) -> str:
        """Why `action` is refused, in one sentence of what `seat` may know (rules/cosmic/refusals.py)."""
        return explain(state, seat, action)

    def internal_ids(self) -> frozenset[str]:
        return INTERNAL_IDS

    def reason_text(self, reason: str, locale: str) -> str:
        said = END_REASONS.get(reason)
        language = self.language(locale)
        return TEXT.tr(language, said) if said is not None else TEXT.tr(language, "The game is over.")

    def rules_summary(self, locale: str, options: Mapping[str, Any] | None = None) -> tuple[tuple[str, str], ...]:
        return rules_summary(self.language(locale))

    def narrate_event(self, event: Event, locale: str, names: Mapping[str, str]) -> str:
        return text.narrate(event, self.language(locale), names)

    def standing_order(self, state: State, seat: str) -> str | None:
        """A window's declaration round is of that window's kind, a response round of the kind "responses"; the
        bot's pass answers either whatever the seat holds (D-34)."""
        if decision(state) != "round" or state.seats.index(seat) not in state.w_waiting:
            return None
        return RESPONSES if state.w_stage == "response" else state.window

    def standing_answer(self, state: State, seat: str) -> Action:
        return {"type": "pass"}

    def order_name(self, kind: str, locale: str) -> str:
        language = self.language(locale)
        return TEXT.tr(language, "response rounds") if kind == RESPONSES else window_name(kind, language)

    def request_steps(
        self, state: State, seat: str, name: str, values: Mapping[str, str], locale: str = "en"
    ) -> tuple[Action, ...]:
        """A deal proposal, acceptance or abandonment in one go (§9.3): its single draft actions."""
        return steps_of(state, seat, name, values, self.language(locale), self.apply)

    def open_requests(self, state: State, seat: str) -> tuple[str, ...]:
        """The deal commands, to the offense and the defense while they make a deal."""
        index = state.seats.index(seat) if seat in state.seats else -1
        if decision(state) == "deal" and index in (state.offense, state.defense):
            return tuple(r.name for r in REQUESTS)
        return ()

    def request_suggestions(
        self, state: State, seat: str, name: str, field: str, typed: str, locale: str = "en"
    ) -> list[str]:
        if seat not in state.seats:
            return []
        return suggestions(state, state.seats.index(seat), field, typed, self.language(locale))

    def choices_may_hide(self, state: State, seat: str) -> bool:
        """A decision over a hand (every window and response round, a deal, a discard) may hide; the others offer
        what public facts allow (§4.12: the engine itself makes a public decision with one option)."""
        made = DECISIONS.get(decision(state))
        return made is None or not made.public

    def turn_of(self, state: State) -> str | None:
        return state.seats[state.offense] if state.phase == PLAY and state.offense >= 0 else None

    def notice_group(self, state: State) -> str | None:
        """One challenge (§4): its windows and response rounds are told once to each player who may declare, its
        decisions once to each player it needs; losses and discards (required, and a player may not expect them)
        are told each time (None)."""
        if state.phase != PLAY or state.offense < 0 or decision(state) in REQUIRED_TASKS:
            return None
        return f"{state.turns}.{state.challenge_no}"

    def decision_kind(self, state: State, seat: str) -> DecisionKind:
        """Windows and response rounds are reactions, a deal is a negotiation, everything else a decision (public
        facts: the kind of the step due)."""
        due = decision(state)
        if due == "round":
            return "reaction"
        if due in ("deal", "deal_give"):
            return "negotiation"
        return "decision"


_SEAT_KEYS = (
    "seat",
    "from",
    "receiver",
    "guest",
    "defense",
    "offense",
    "by",
    "of",
    "defender",
    "names_seat",
    "names_by",
)
_SEAT_LISTS = ("at", "winners", "asked", "seats", "names_seats", "zapped")


_SEAT_KEY = frozenset(_SEAT_KEYS)
_SEAT_LIST = frozenset(_SEAT_LISTS)


def named(event: Event, seats: tuple[str, ...]) -> Event:
    """The event as the contract tells it: seats by their names (the engine counts them by index)."""
    told = dict(event)
    for key, value in event.items():  # an event has a handful of keys: fewer than the names looked for
        if key in _SEAT_KEY:
            if type(value) is int:  # a seat index (a bool is no seat)
                told[key] = seats[value] if value >= 0 else None
        elif key in _SEAT_LIST:
            if isinstance(value, list):
                told[key] = [seats[v] if type(v) is int else v for v in value]
        elif key == "plays":
            told[key] = [named(play, seats) for play in value]
    return told


GAME = Cosmic()
"""The game as the registry offers it (rules/registry.py)."""
