"""The decision state machine (§4.1, §4.8): the legal actions of each phase and the dispatch of `apply`.

An action is legal exactly when it is in the legal list (compared type-strictly, rules/base.py), so the game
checks membership, against only the part of the list the action's type can be in, and then dispatches here;
the refusal message explains the most likely reason in one sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.contract import Action, Event, IllegalAction
from rules.hanse.ending import goods_exhausted_check
from rules.hanse.flight import apply_end_flight, apply_hyperjump, apply_roll, apply_step, flight_actions
from rules.hanse.goods import remove_pair
from rules.hanse.hands import kinds_in, lowest_copy, without
from rules.hanse.interventions import (
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
    evolve,
)
from rules.hanse.turn import finish_turn
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


def acting_index(state: HanseState) -> int | None:
    phase = state.phase
    if phase == GAME_OVER:
        return None
    if phase == SETUP_CHOICE:
        return state.chooser
    if phase == SETUP_PLANET:
        return state.planet_picker
    if phase == REACTION:
        assert state.pending is not None
        return 1 - state.pending.by
    return state.active


_FLIGHT_TYPES = frozenset({"hyperjump", "roll", "step", "end_flight"})
_PLANET_TYPES = frozenset({"load", "unload", "buy"})
_HAND_TYPES = frozenset({"buy", "play"})


def legal(state: HanseState) -> list[Action]:
    """The legal actions of whoever acts now (empty when the game is over)."""
    phase = state.phase
    if phase == MAIN:
        return _main_actions(state, None)
    if phase == REACTION:
        return reaction_actions(state)
    if phase == END_DISCARD:
        assert state.active is not None
        hand = state.players[state.active].hand
        actions: list[Action] = [{"type": "discard", "card": kind} for kind in kinds_in(hand)]
        actions.append({"type": "finish_turn"})
        return actions
    if phase == AGENT_BONUS:
        assert state.active is not None and state.turn is not None
        player = state.players[state.active]
        return [*planet_actions(state, player, state.turn, kinds_in(player.hand)), {"type": "decline_bonus"}]
    if phase == CHOOSE_PAIR:
        assert state.pair_choice is not None
        return [{"type": "remove_pair", "destination": d} for d in state.pair_choice.candidates]
    if phase == SETUP_CHOICE:
        return role_actions()
    if phase == SETUP_PLANET:
        return planet_choice_actions()
    return []


def legal_of_type(state: HanseState, kind: object) -> list[Action]:
    """The legal actions of type `kind` (or a few more): in a turn, only the part of the list that can hold it."""
    if state.phase == MAIN:
        return _main_actions(state, kind)
    return legal(state)


def _main_actions(state: HanseState, kind: object) -> list[Action]:
    """The turn's legal actions (§4.2), all of them for `kind` None, else only the group that type belongs to."""
    seat = state.active
    turn = state.turn
    assert seat is not None and turn is not None
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


def apply_action(state: HanseState, action: Action) -> tuple[HanseState, list[Event], bool]:
    """Apply `action`, one of `legal(state)` (the caller has checked it). Returns (state, events, checkpoint)."""
    events: list[Event] = []
    handler = _HANDLERS.get(action["type"])
    if handler is None:  # pragma: no cover - legal() only offers the types below
        raise IllegalAction(mark("That action does not exist in this game."))
    state, checkpoint = handler(state, action, events)
    return state, events, checkpoint


Handler = Callable[[HanseState, Action, list[Event]], tuple[HanseState, bool]]


def _planet(state: HanseState, action: Action, events: list[Event]) -> tuple[HanseState, bool]:
    # unloading flips cards (hidden faces shown); buying shows a card from the hand
    return apply_planet_action(state, action, state.phase == AGENT_BONUS, events), action["type"] != "load"


def _decline_bonus(state: HanseState, action: Action, events: list[Event]) -> tuple[HanseState, bool]:
    assert state.active is not None
    events.append({"type": "bonus_declined", "to": None, "seat": state.seats[state.active]})
    return evolve(state, phase=MAIN), False


_HANDLERS: dict[str, Handler] = {
    "load": _planet,
    "unload": _planet,
    "buy": _planet,
    "step": lambda state, action, events: (apply_step(state, action["to"], events), False),
    "roll": lambda state, action, events: (apply_roll(state, events), True),
    "play": lambda state, action, events: (apply_play(state, action, events), True),
    "allow": lambda state, action, events: apply_allow(state, events),
    "neutralize": lambda state, action, events: (apply_neutralize(state, events), True),
    "end_flight": lambda state, action, events: (apply_end_flight(state, events), False),
    "hyperjump": lambda state, action, events: (apply_hyperjump(state, action["direction"], events), False),
    "end_turn": lambda state, action, events: (_end_turn(state, events), False),
    "discard": lambda state, action, events: (_discard(state, action["card"], events), True),
    "finish_turn": lambda state, action, events: finish_turn(state, events),
    "decline_bonus": _decline_bonus,
    "remove_pair": lambda state, action, events: (_remove_pair(state, action["destination"], events), False),
    "choose_role": lambda state, action, events: (apply_choose_role(state, action["role"], events), False),
    "choose_start_planet": lambda state, action, events: (
        apply_choose_start_planet(state, action["planet"], events),
        False,
    ),
}
"""What each action type does, and whether it is a checkpoint (it used randomness or showed hidden
information; see game.py)."""


def _end_turn(state: HanseState, events: list[Event]) -> HanseState:
    assert state.turn is not None
    turn = evolve(state.turn, flight_energy=None, flight_kind=None, start_window=False)
    return evolve(state, phase=END_DISCARD, turn=turn)


def _discard(state: HanseState, kind: str, events: list[Event]) -> HanseState:
    seat = state.active
    assert seat is not None
    player = state.players[seat]
    card = lowest_copy(player.hand, kind)
    player = evolve(player, hand=without(player.hand, card), discard=(*player.discard, card))
    events.append({"type": "discarded", "to": None, "seat": state.seats[seat], "card": kind})
    return evolve(state, players=state.players_with(seat, player))


def _remove_pair(state: HanseState, destination: str, events: list[Event]) -> HanseState:
    choice = state.pair_choice
    assert choice is not None
    state = evolve(state, pair_choice=None, phase=MAIN)
    state = remove_pair(state, choice.planet, choice.goods, destination, events)
    return goods_exhausted_check(state, events)


_PHASES_OF: dict[str, tuple[str, ...]] = {
    "choose_role": (SETUP_CHOICE,),
    "choose_start_planet": (SETUP_PLANET,),
    "hyperjump": (MAIN,),
    "roll": (MAIN,),
    "step": (MAIN,),
    "end_flight": (MAIN,),
    "load": (MAIN, AGENT_BONUS),
    "unload": (MAIN, AGENT_BONUS),
    "buy": (MAIN, AGENT_BONUS),
    "play": (MAIN,),
    "end_turn": (MAIN,),
    "decline_bonus": (AGENT_BONUS,),
    "allow": (REACTION,),
    "neutralize": (REACTION,),
    "remove_pair": (CHOOSE_PAIR,),
    "discard": (END_DISCARD,),
    "finish_turn": (END_DISCARD,),
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
