"""The decision state machine (§4.1, §4.8): one declared decision per phase (rules/decisions.py), and the refusals.

`DECISIONS` names, for every phase but `game_over`, who acts, their legal actions and what an answer does; a phase
offering several kinds of action hands each to the handler of its type. An action is legal exactly when it is in
the legal list (compared type-strictly, rules/base.py), so the game checks membership, against only the part of
the list the action's type can be in, and then applies it through the phase's decision; the refusal message
explains the most likely reason in one sentence. Whether an action is a checkpoint is declared here too, by type
(`CHECKPOINT`, `CHECKPOINT_IF`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.contract import Action, Event
from rules.decisions import Apply, Decision, Decisions, by_type
from rules.frozen import evolve, with_field
from rules.hanse.ending import goods_exhausted_check
from rules.hanse.flight import apply_end_flight, apply_hyperjump, apply_roll, apply_step, flight_actions
from rules.hanse.goods import remove_pair
from rules.hanse.hands import kinds_in, lowest_copy, without
from rules.hanse.interventions import (
    allow_uses_randomness,
    apply_allow,
    apply_neutralize,
    apply_play,
    play_actions,
    reaction_actions,
)
from rules.hanse.planet_actions import apply_planet_action, planet_actions
from rules.hanse.setup import (
    apply_choose_role,
    apply_choose_start_planet,
    planet_choice_actions,
    role_actions,
)
from rules.hanse.state import (
    AGENT_BONUS,
    CHOOSE_PAIR,
    END_DISCARD,
    GAME_OVER,
    MAIN,
    REACTION,
    SETUP_CHOICE,
    SETUP_PLANET,
    HanseState,
)
from rules.hanse.turn import finish_turn, finish_turn_draws
from rules.i18n import mark

ACTION_TYPES: tuple[str, ...] = (
    "choose_role",
    "choose_start_planet",
    "hyperjump",
    "roll",
    "step",
    "end_flight",
    "load",
    "unload",
    "buy",
    "play",
    "end_turn",
    "decline_bonus",
    "allow",
    "neutralize",
    "remove_pair",
    "discard",
    "finish_turn",
)
"""Every action type the engine produces (§4.8)."""


_ONE: tuple[tuple[int, ...], ...] = ((0,), (1,))
"""The acting seats of each seat index alone: one seat acts at a time, and this hands back a tuple without
building it."""


def _active(state: HanseState, phase: str) -> tuple[int, ...]:
    assert state.active is not None
    return _ONE[state.active]


def _chooser(state: HanseState, phase: str) -> tuple[int, ...]:
    return _ONE[state.chooser]


def _planet_picker(state: HanseState, phase: str) -> tuple[int, ...]:
    assert state.planet_picker is not None
    return _ONE[state.planet_picker]


def _reacting(state: HanseState, phase: str) -> tuple[int, ...]:
    assert state.pending is not None
    return _ONE[1 - state.pending.by]


# --- the legal actions of each phase -------------------------------------------------------------------------

_FLIGHT_TYPES = frozenset({"hyperjump", "roll", "step", "end_flight"})
_PLANET_TYPES = frozenset({"load", "unload", "buy"})
_HAND_TYPES = frozenset({"buy", "play"})


def _main_actions(state: HanseState, phase: str, seat: int, kind: object = None) -> list[Action]:
    """The turn's legal actions (§4.2), all of them for `kind` None, else only the group that type belongs to."""
    turn = state.turn
    assert turn is not None
    player = state.players[seat]
    assert player.position is not None
    everything = kind is None
    actions: list[Action] = []
    hand_kinds = kinds_in(player.hand) if everything or kind in _HAND_TYPES else ()
    if everything or kind in _FLIGHT_TYPES:
        actions = flight_actions(state, turn, player.position, player.tableau)
    if (everything or kind in _PLANET_TYPES) and turn.planet_actions_left >= 1:
        actions.extend(planet_actions(state, player, turn, hand_kinds))
    if everything or kind == "play":
        actions.extend(play_actions(state, seat, player, turn, hand_kinds))
    if everything or kind == "end_turn":
        actions.append({"type": "end_turn"})
    return actions


def _reaction_legal(state: HanseState, phase: str, seat: int) -> list[Action]:
    return reaction_actions(state)


def _discard_legal(state: HanseState, phase: str, seat: int) -> list[Action]:
    actions: list[Action] = [{"type": "discard", "card": kind} for kind in kinds_in(state.players[seat].hand)]
    actions.append({"type": "finish_turn"})
    return actions


def _bonus_legal(state: HanseState, phase: str, seat: int) -> list[Action]:
    assert state.turn is not None
    player = state.players[seat]
    return [*planet_actions(state, player, state.turn, kinds_in(player.hand)), {"type": "decline_bonus"}]


def _pair_legal(state: HanseState, phase: str, seat: int) -> list[Action]:
    assert state.pair_choice is not None
    return [{"type": "remove_pair", "destination": d} for d in state.pair_choice.candidates]


def _role_legal(state: HanseState, phase: str, seat: int) -> list[Action]:
    return role_actions()


def _start_planet_legal(state: HanseState, phase: str, seat: int) -> list[Action]:
    return planet_choice_actions()


# --- what each action does -----------------------------------------------------------------------------------
# Each handler has the shape of a decision's `apply`: (state, phase, seat index, action, events) -> state.


def _planet(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_planet_action(state, action, phase == AGENT_BONUS, events)


def _step(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_step(state, action["to"], events)


def _roll(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_roll(state, events)


def _hyperjump(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_hyperjump(state, action["direction"], events)


def _end_flight(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_end_flight(state, events)


def _play(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_play(state, action, events)


def _end_turn(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    turn = state.turn
    assert turn is not None
    if turn.flight_energy is not None or turn.flight_kind is not None or turn.start_window:  # else: nothing to copy
        turn = evolve(turn, flight_energy=None, flight_kind=None, start_window=False)
    return evolve(state, phase=END_DISCARD, turn=turn)


def _allow(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_allow(state, events)


def _neutralize(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_neutralize(state, events)


def _discard(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    kind: str = action["card"]
    player = state.players[seat]
    card = lowest_copy(player.hand, kind)
    player = evolve(player, hand=without(player.hand, card), discard=(*player.discard, card))
    events.append({"type": "discarded", "to": None, "seat": state.seats[seat], "card": kind})
    return state.with_player(seat, player)


def _finish_turn(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return finish_turn(state, events)


def _decline_bonus(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    events.append({"type": "bonus_declined", "to": None, "seat": state.seats[seat]})
    return with_field(state, "phase", MAIN)


def _remove_pair(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    choice = state.pair_choice
    assert choice is not None
    state = evolve(state, pair_choice=None, phase=MAIN)
    state = remove_pair(state, choice.planet, choice.goods, action["destination"], events)
    return goods_exhausted_check(state, events)


def _choose_role(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_choose_role(state, action["role"], events)


def _choose_start_planet(state: HanseState, phase: str, seat: int, action: Action, events: list[Event]) -> HanseState:
    return apply_choose_start_planet(state, action["planet"], events)


_MAIN: dict[str, Apply[HanseState, str]] = {
    "hyperjump": _hyperjump,
    "roll": _roll,
    "step": _step,
    "end_flight": _end_flight,
    "load": _planet,
    "unload": _planet,
    "buy": _planet,
    "play": _play,
    "end_turn": _end_turn,
}
_BONUS: dict[str, Apply[HanseState, str]] = {
    "load": _planet,
    "unload": _planet,
    "buy": _planet,
    "decline_bonus": _decline_bonus,
}
_REACTION: dict[str, Apply[HanseState, str]] = {"allow": _allow, "neutralize": _neutralize}
_END_DISCARD: dict[str, Apply[HanseState, str]] = {"discard": _discard, "finish_turn": _finish_turn}
_PAIR: dict[str, Apply[HanseState, str]] = {"remove_pair": _remove_pair}
_ROLE: dict[str, Apply[HanseState, str]] = {"choose_role": _choose_role}
_START_PLANET: dict[str, Apply[HanseState, str]] = {"choose_start_planet": _choose_start_planet}

_TYPES_OF: dict[str, dict[str, Apply[HanseState, str]]] = {
    SETUP_CHOICE: _ROLE,
    SETUP_PLANET: _START_PLANET,
    MAIN: _MAIN,
    AGENT_BONUS: _BONUS,
    REACTION: _REACTION,
    CHOOSE_PAIR: _PAIR,
    END_DISCARD: _END_DISCARD,
}
"""The action types each phase offers, with what each does (a phase offering one type applies it directly)."""

DECISIONS: Decisions[Decision[HanseState, str]] = Decisions("hanse")
"""The decision of every phase but `game_over` (where nobody acts), keyed by the phase."""
DECISIONS.add(SETUP_CHOICE, Decision(_role_legal, _choose_role, _chooser))
DECISIONS.add(SETUP_PLANET, Decision(_start_planet_legal, _choose_start_planet, _planet_picker))
DECISIONS.add(MAIN, Decision(_main_actions, by_type(_MAIN), _active))
DECISIONS.add(AGENT_BONUS, Decision(_bonus_legal, by_type(_BONUS), _active))
DECISIONS.add(REACTION, Decision(_reaction_legal, by_type(_REACTION), _reacting))
DECISIONS.add(CHOOSE_PAIR, Decision(_pair_legal, _remove_pair, _active))
DECISIONS.add(END_DISCARD, Decision(_discard_legal, by_type(_END_DISCARD), _active))

PHASES: tuple[str, ...] = (SETUP_CHOICE, SETUP_PLANET, MAIN, AGENT_BONUS, REACTION, CHOOSE_PAIR, END_DISCARD, GAME_OVER)
"""Every phase a state can be in; `game_over` (the last) is the one without a decision."""

CHECKPOINT: dict[str, bool] = {
    "choose_role": False,
    "choose_start_planet": False,
    "hyperjump": False,
    "roll": True,
    "step": False,
    "end_flight": False,
    "load": False,
    "unload": True,  # flips cards: their hidden faces are shown
    "buy": True,  # shows a card from the hand
    "play": True,
    "end_turn": False,
    "decline_bonus": False,
    "neutralize": True,
    "remove_pair": False,
    "discard": True,
}
"""Whether an action of each type is a checkpoint: it uses randomness or shows hidden information (see game.py).
The two types missing here are one only sometimes, as `CHECKPOINT_IF` says."""

CHECKPOINT_IF: dict[str, Callable[[HanseState], bool]] = {
    "allow": allow_uses_randomness,
    "finish_turn": finish_turn_draws,
}
"""Of the state it is played in: whether an action of this type is a checkpoint."""


def legal(state: HanseState) -> list[Action]:
    """The legal actions of whoever acts now (empty when the game is over)."""
    phase = state.phase
    decision = DECISIONS.get(phase)
    if decision is None:
        return []
    return decision.legal(state, phase, decision.acting(state, phase)[0])


def legal_of_type(state: HanseState, kind: object) -> list[Action]:
    """The legal actions of type `kind` (or a few more): in a turn, only the part of the list that can hold it."""
    if state.phase == MAIN:
        assert state.active is not None
        return _main_actions(state, MAIN, state.active, kind)
    return legal(state)


_PHASES_OF: dict[str, tuple[str, ...]] = {
    kind: tuple(phase for phase, types in _TYPES_OF.items() if kind in types) for kind in ACTION_TYPES
}

_PHASE_WORDS: dict[str, str] = {
    SETUP_CHOICE: mark("You cannot do that now: the first player is being chosen."),
    SETUP_PLANET: mark("You cannot do that now: the start planet is being chosen."),
    MAIN: mark("You cannot do that now: you are in the middle of your turn."),
    AGENT_BONUS: mark("You cannot do that now: you must first use or decline the agent's planet action."),
    REACTION: mark("You cannot do that now: you may only allow or neutralize the card just played."),
    CHOOSE_PAIR: mark("You cannot do that now: you must first choose which pair of goods leaves the game."),
    END_DISCARD: mark("You cannot do that now: you are discarding at the end of your turn."),
}
NOT_AN_ACTION = mark("That is not one of your possible actions.")
OVER_NOW = mark("You cannot do that now: the game is over.")

_REASONS: dict[str, str] = {
    "hyperjump": mark("You can hyperjump only as the first decision of your turn, with the matching technology."),
    "roll": mark("You have already used your normal flight this turn."),
    "step": mark("Your ship cannot make that step now (no flight, not adjacent, or not enough energy)."),
    "end_flight": mark("You have no active flight."),
    "load": mark("You cannot load that here: you need an empty Container, a planet action and that stack."),
    "unload": mark("You cannot unload that Container here: it must be loaded for this planet."),
    "buy": mark("You cannot buy that: you need the technology in hand, enough MG and a planet action here."),
    "play": mark("You cannot play that card now (not in hand, limit reached, or its conditions are not met)."),
    "neutralize": mark("You can neutralize only with a card of the same kind in your hand."),
    "remove_pair": mark("That is not one of the pairs you can remove."),
    "discard": mark("You do not hold a card of that kind."),
    "choose_role": mark("Choose either to start first or to choose the start planet."),
    "choose_start_planet": mark("That is not a planet of the system."),
}


def explain(state: HanseState, action: Any) -> str:
    """One sentence saying why `action` is not legal now: a text of the game's catalog (`catalog("hanse")`), so a
    front end says it in its reader's language, with no internal id or field name in it."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return NOT_AN_ACTION
    kind = action["type"]
    if kind not in ACTION_TYPES:
        return NOT_AN_ACTION
    if state.phase in _PHASES_OF[kind]:
        shapes = [set(a) for a in legal(state) if a["type"] == kind]
        if shapes and set(action) not in shapes:
            return NOT_AN_ACTION
        return _REASONS.get(kind, NOT_AN_ACTION)
    return _PHASE_WORDS.get(state.phase, OVER_NOW)
