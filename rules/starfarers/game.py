"""The Starfarers Game object: the contract methods (shared/design/ENGINE.md) over the phase modules.

Who acts, what they may do and what their action does are dispatched on `State.phase`; the phase modules hold the
rules: production.py (4.1-4.4), building.py and offers.py (4.5), movement.py (4.6, 4.8, 4.10), encounters.py (4.7).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from rules.base import GameBase
from rules.contract import Action, DecisionKind, Event, Luck, Option, Result, Shortcut, Step
from rules.frozen import evolve, step
from rules.i18n import mark
from rules.starfarers import building, draft, encounters, movement, offers, production, text, timeouts
from rules.starfarers.ai import HeuristicPlayer
from rules.starfarers.hints import hint
from rules.starfarers.ids import END_REASONS, INTERNAL_IDS
from rules.starfarers.luck import luck
from rules.starfarers.names import TEXT
from rules.starfarers.refusals import explain
from rules.starfarers.requests import REQUESTS, open_requests, steps_of, suggestions
from rules.starfarers.routes import fly_routes
from rules.starfarers.setup import build
from rules.starfarers.state import (
    BANK_GET,
    DISCARD,
    DRAFT,
    ENC_ADDON,
    ENC_LAUNCH,
    ENC_RESOURCE,
    ENCOUNTER,
    END_MOVE,
    FRIEND,
    JUMP_AREA,
    JUMP_NODE,
    LAUNCH,
    MOVE,
    OFFER_DRAFT,
    OFFER_OPEN,
    OVER,
    RELIEF,
    ROLL,
    SHAKE,
    STEAL,
    TRADE,
    UPGRADE,
    ZAHN,
    State,
    decode,
    encode,
)
from rules.starfarers.summary import rules_summary
from rules.starfarers.turns import check_win, end_turn
from rules.starfarers.views import private_view, public_view, ranking, secrets

FOLLOW_UPS = (BANK_GET, LAUNCH, UPGRADE)


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
        # States are immutable, so the last one encoded is remembered by identity, as rules/base.py does for
        # `acting`: a move's state is encoded for the log, the version check and the outbox alike.
        self._encode_memo: tuple[State, str] | None = None

    def new_state(self, seats: tuple[str, ...], seed: int, options: Mapping[str, Any]) -> State:
        return build(seats, seed, options)[0]

    def seats_of(self, state: State) -> tuple[str, ...]:
        return state.seats

    def seq_of(self, state: State) -> int:
        return state.seq

    # -- who acts, and what they may do --------------------------------------------------------------------
    def who_acts(self, state: State) -> tuple[str, ...]:
        phase = state.phase
        if phase == OVER:
            return ()
        if phase == DRAFT:
            return (state.seats[draft.placing(state)[0]],)
        if phase == DISCARD:
            return tuple(state.seats[s] for s in production.discarding(state))
        if phase == RELIEF:
            return (state.seats[int(state.task[0])],)
        if phase == ZAHN:
            return tuple(state.seats[s] for s in encounters.zahn_choosing(state))
        if phase == OFFER_OPEN:
            seats = sorted({state.active, *offers.responders(state)})
            return tuple(state.seats[s] for s in seats)
        return (state.seats[state.active],)

    def legal_now(self, state: State, seat: str) -> list[Action]:
        index = state.seats.index(seat)
        phase = state.phase
        if phase == DRAFT:
            return draft.choices(state)
        if phase == ROLL:
            return [{"type": "roll"}]
        if phase == DISCARD:
            return [{"type": "discard", "resource": r} for r in production.discard_choices(state, index)]
        if phase == STEAL:
            targets = [{"type": "steal", "target": state.seats[t]} for t in production.steal_targets(state)]
            return [*targets, {"type": "no_steal"}]
        if phase == RELIEF:
            return [{"type": "relief", "resource": r} for r in state.stocked()]
        if phase == TRADE:
            return _trade_menu(state)
        if phase in FOLLOW_UPS:
            return building.follow_ups(state)
        if phase == OFFER_DRAFT:
            return offers.draft_choices(state)
        if phase == OFFER_OPEN:
            return offers.active_choices(state) if index == state.active else offers.responder_choices(state, index)
        if phase == SHAKE:
            return [{"type": "shake"}]
        if phase == MOVE:
            return movement.choices(state)
        if phase == END_MOVE:
            return movement.end_choices(state)
        if phase == FRIEND:
            return movement.friend_choices(state)
        if phase == ENCOUNTER:
            return encounters.option_choices(state)
        if phase == ENC_RESOURCE:
            return encounters.resource_choices(state)
        if phase == ENC_ADDON:
            return encounters.addon_choices(state)
        if phase == ENC_LAUNCH:
            return encounters.launch_choices(state)
        if phase in (JUMP_AREA, JUMP_NODE):
            return encounters.jump_choices(state)
        if phase == ZAHN:
            return encounters.zahn_choices(state, index)
        return []

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
        index = state.seats.index(seat)
        events: list[Event] = []
        state = self._dispatch(state, index, action, events)
        state = check_win(state, events)
        state = _next(state)
        checkpoint = any(e["type"] in _REVEALING for e in events)
        return step(state, [_named(e, state.seats) for e in events], checkpoint)

    def _dispatch(self, state: State, seat: int, action: Action, events: list[Event]) -> State:
        kind = action["type"]
        phase = state.phase
        if phase == DRAFT:
            state, told = draft.place(state, action)
        elif kind == "roll":
            state, told = production.roll(state)
        elif kind == "discard":
            state, told = production.mark_discard(state, seat, str(action["resource"]))
        elif kind in ("steal", "no_steal"):
            target = state.seats.index(str(action["target"])) if kind == "steal" else None
            state, told = production.steal(state, target)
        elif kind == "relief":
            state, told = production.relief(state, str(action["resource"]))
        elif phase == TRADE:
            state, told = _trade(state, action)
        elif phase in FOLLOW_UPS:
            state, told = building.finish_follow_up(state, action)
        elif phase == OFFER_DRAFT:
            told = []
            state = offers.draft(state, action, told)
        elif phase == OFFER_OPEN:
            told = []
            if seat != state.active:
                state = offers.answer(state, seat, action, told)
            elif kind == "confirm":
                state = offers.confirm(state, state.seats.index(str(action["seat"])), told)
            else:
                state = offers.withdraw(state, told)
        elif kind == "shake":
            state, told, black = movement.shake(state)
            state = encounters.start(state, told) if black else movement.begin(state, told)
        elif phase == MOVE:
            state, told = _move(state, action)
        elif phase == END_MOVE:
            state, told = movement.end_move(state, kind)
        elif phase == FRIEND:
            state, told = movement.take_friendship(state, str(action["card"]))
        else:
            told = []
            state = _encounter(state, seat, action, told)
        events += told
        return state

    # -- what each seat sees --------------------------------------------------------------------------------
    def public_view(self, state: State) -> dict[str, Any]:
        return public_view(state)

    def private_view(self, state: State, seat: str) -> dict[str, Any]:
        return private_view(state, state.seats.index(seat))

    def secrets(self, state: State) -> dict[str | None, set[str]]:
        return secrets(state)

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def result(self, state: State) -> Result:
        return ranking(state)

    def encode(self, state: State) -> str:
        memo = self._encode_memo
        if memo is not None and memo[0] is state:
            return memo[1]
        text = encode(state)
        self._encode_memo = (state, text)
        return text

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


def _trade_menu(state: State) -> list[Action]:
    seat = state.active
    found = building.menu(state)
    if offers.may_start(state):
        found.append({"type": "offer_start"})
    credit = state.players[seat].credits > 0 and building.can_place_ship(state, seat, "trade")
    if credit:
        found += [{"type": "place_free_ship", "node": n} for n in building.free_launch_points(state, seat)]
    else:
        found.append({"type": "end_trade_build"})
    return found


def _trade(state: State, action: Action) -> tuple[State, list[Event]]:
    kind = action["type"]
    seat = state.active
    if kind == "offer_start":
        return offers.start(state), []
    if kind == "place_free_ship":
        player = state.players[seat]
        state = state.with_player(seat, credits=player.credits - 1)
        state, placed = building.place_ship(state, seat, "trade", action["node"])
        return state, [{"type": "free_ship", "to": None, "seat": seat, **placed}]
    if kind == "end_trade_build":
        events: list[Event] = [{"type": "trade_ended", "to": None, "seat": seat}]
        if state.players[seat].ships:
            return evolve(state, phase=SHAKE, task=()), events
        return end_turn(state, events), events
    return building.open_follow_up(state, action)


def _move(state: State, action: Action) -> tuple[State, list[Event]]:
    kind = action["type"]
    if kind == "step":
        return movement.step(state, int(action["ship"]), str(action["to"]))
    if kind == "stop":
        return movement.stop(state)
    if kind == "stay":
        return movement.stay(state, int(action["ship"]))
    return movement.end_movement(state)


def _encounter(state: State, seat: int, action: Action, events: list[Event]) -> State:
    kind = action["type"]
    phase = state.phase
    if phase == ENCOUNTER:
        return encounters.choose_option(state, str(action["option"]), events)
    if phase == ENC_RESOURCE:
        return encounters.choose_resource(state, str(action["resource"]), events)
    if phase == ENC_ADDON:
        return encounters.choose_addon(state, str(action["addon"]), events)
    if phase == ENC_LAUNCH:
        return encounters.launch_free_ship(state, str(action["node"]), events)
    if phase == JUMP_AREA:
        return encounters.jump_area(state, str(action["area"]))
    if phase == JUMP_NODE:
        return encounters.jump_node(state, str(action["node"]), events)
    if phase == ZAHN and kind == "choose_addon":
        return encounters.zahn_choose(state, seat, str(action["addon"]), events)
    raise ValueError(f"no handler for {kind} in {phase}")


def _next(state: State) -> State:
    return evolve(state, seq=state.seq + 1)


GAME = Starfarers()
