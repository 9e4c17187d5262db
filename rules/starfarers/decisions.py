"""The decisions of a Starfarers turn (rules/decisions.py): for every phase of rules/starfarers/state.py but OVER, who
is asked, what they may do and what their answer does. The phase modules hold the rules: draft.py (§10),
production.py (4.1-4.4), building.py and offers.py (4.5), movement.py (4.6, 4.8, 4.10), encounters.py (4.7).

Seats are indices here; rules/starfarers/game.py turns them into names and the action's seat names into indices.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.contract import Action, Event
from rules.decisions import Decision, Decisions, by_type
from rules.frozen import evolve
from rules.starfarers import building, draft, encounters, movement, offers, production
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
    RELIEF,
    ROLL,
    SHAKE,
    STEAL,
    TRADE,
    UPGRADE,
    ZAHN,
    State,
)
from rules.starfarers.turns import end_turn

DECISIONS: Decisions[Decision[State, str]] = Decisions("starfarers")
"""One decision per phase (the key and `at` are the phase name)."""


def _active(state: State, at: str) -> tuple[int, ...]:
    """Most phases ask the active player alone."""
    return (state.active,)


# -- the draft setup (§10) --------------------------------------------------------------------------------------
def _draft_acting(state: State, at: str) -> tuple[int, ...]:
    return (draft.placing(state)[0],)


def _draft_legal(state: State, at: str, seat: int) -> list[Action]:
    return draft.choices(state)


def _draft_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return draft.place(state, action, events)


DECISIONS.add(DRAFT, Decision(legal=_draft_legal, apply=_draft_apply, acting=_draft_acting))


# -- the start of a turn (4.1-4.4) -------------------------------------------------------------------------------
def _roll_legal(state: State, at: str, seat: int) -> list[Action]:
    return [{"type": "roll"}]


def _roll_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return production.roll(state, events)


DECISIONS.add(ROLL, Decision(legal=_roll_legal, apply=_roll_apply, acting=_active))


def _discard_acting(state: State, at: str) -> tuple[int, ...]:
    return production.discarding(state)


def _discard_legal(state: State, at: str, seat: int) -> list[Action]:
    return [{"type": "discard", "resource": r} for r in production.discard_choices(state, seat)]


def _discard_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return production.mark_discard(state, seat, str(action["resource"]), events)


DECISIONS.add(DISCARD, Decision(legal=_discard_legal, apply=_discard_apply, acting=_discard_acting))


def _steal_legal(state: State, at: str, seat: int) -> list[Action]:
    targets: list[Action] = [{"type": "steal", "target": state.seats[t]} for t in production.steal_targets(state)]
    return [*targets, {"type": "no_steal"}]


def _steal_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    target = state.seats.index(str(action["target"])) if action["type"] == "steal" else None
    return production.steal(state, target, events)


DECISIONS.add(STEAL, Decision(legal=_steal_legal, apply=_steal_apply, acting=_active))


def _relief_acting(state: State, at: str) -> tuple[int, ...]:
    return (int(state.task[0]),)  # the holder of dip_relief, even off-turn


def _relief_legal(state: State, at: str, seat: int) -> list[Action]:
    return [{"type": "relief", "resource": r} for r in state.stocked()]


def _relief_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return production.relief(state, str(action["resource"]), events)


DECISIONS.add(RELIEF, Decision(legal=_relief_legal, apply=_relief_apply, acting=_relief_acting))


# -- trade and build (4.5) ------------------------------------------------------------------------------------------
def trade_menu(state: State) -> list[Action]:
    """The main menu: the bank and builds, an offer, and the free ships an encounter credited (else the way out)."""
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


def _trade_legal(state: State, at: str, seat: int) -> list[Action]:
    return trade_menu(state)


def _trade_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    kind = action["type"]
    if kind == "offer_start":
        return offers.start(state)
    if kind == "place_free_ship":
        player = state.players[seat]
        state = state.with_player(seat, credits=player.credits - 1)
        state, placed = building.place_ship(state, seat, "trade", action["node"])
        events.append({"type": "free_ship", "to": None, "seat": seat, **placed})
        return state
    if kind == "end_trade_build":
        events.append({"type": "trade_ended", "to": None, "seat": seat})
        if state.players[seat].ships:
            return evolve(state, phase=SHAKE, task=())
        return end_turn(state, events)
    return building.open_follow_up(state, action, events)


DECISIONS.add(TRADE, Decision(legal=_trade_legal, apply=_trade_apply, acting=_active))


def _follow_up_legal(state: State, at: str, seat: int) -> list[Action]:
    return building.follow_ups(state)


def _follow_up_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return building.finish_follow_up(state, action, events)


DECISIONS.add_all((BANK_GET, LAUNCH, UPGRADE), Decision(legal=_follow_up_legal, apply=_follow_up_apply, acting=_active))


def _offer_draft_legal(state: State, at: str, seat: int) -> list[Action]:
    return offers.draft_choices(state)


def _offer_draft_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return offers.draft(state, action, events)


DECISIONS.add(OFFER_DRAFT, Decision(legal=_offer_draft_legal, apply=_offer_draft_apply, acting=_active))


def _offer_open_acting(state: State, at: str) -> tuple[int, ...]:
    return tuple(sorted({state.active, *offers.responders(state)}))


def _offer_open_legal(state: State, at: str, seat: int) -> list[Action]:
    return offers.active_choices(state) if seat == state.active else offers.responder_choices(state, seat)


def _offer_open_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    if seat != state.active:
        return offers.answer(state, seat, action, events)
    if action["type"] == "confirm":
        return offers.confirm(state, state.seats.index(str(action["seat"])), events)
    return offers.withdraw(state, events)


DECISIONS.add(OFFER_OPEN, Decision(legal=_offer_open_legal, apply=_offer_open_apply, acting=_offer_open_acting))


# -- movement (4.6, 4.8, 4.10) ------------------------------------------------------------------------------------
def _shake_legal(state: State, at: str, seat: int) -> list[Action]:
    return [{"type": "shake"}]


def _shake_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    state, black = movement.shake(state, events)
    return encounters.start(state, events) if black else movement.begin(state, events)


DECISIONS.add(SHAKE, Decision(legal=_shake_legal, apply=_shake_apply, acting=_active))


def _move_legal(state: State, at: str, seat: int) -> list[Action]:
    return movement.choices(state)


def _step(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return movement.step(state, int(action["ship"]), str(action["to"]), events)


def _stop(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return movement.stop(state, events)


def _stay(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return movement.stay(state, int(action["ship"]), events)


def _end_movement(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return movement.end_movement(state, events)


DECISIONS.add(
    MOVE,
    Decision(
        legal=_move_legal,
        apply=by_type({"step": _step, "stop": _stop, "stay": _stay, "end_movement": _end_movement}),
        acting=_active,
    ),
)


def _end_move_legal(state: State, at: str, seat: int) -> list[Action]:
    return movement.end_choices(state)


def _end_move_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return movement.end_move(state, action["type"], events)


DECISIONS.add(END_MOVE, Decision(legal=_end_move_legal, apply=_end_move_apply, acting=_active))


def _picks(
    choices: Callable[[State], list[Action]], answer: Callable[[State, str, list[Event]], State], field: str
) -> Decision[State, str]:
    """The active player picks one of `choices`; `answer` gets the action's `field` (a card, an option, a node)."""
    return Decision(
        legal=lambda state, at, seat: choices(state),
        apply=lambda state, at, seat, action, events: answer(state, str(action[field]), events),
        acting=_active,
    )


DECISIONS.add(FRIEND, _picks(movement.friend_choices, movement.take_friendship, "card"))


# -- encounters (4.7) -------------------------------------------------------------------------------------------------
DECISIONS.add(ENCOUNTER, _picks(encounters.option_choices, encounters.choose_option, "option"))
DECISIONS.add(ENC_RESOURCE, _picks(encounters.resource_choices, encounters.choose_resource, "resource"))
DECISIONS.add(ENC_ADDON, _picks(encounters.addon_choices, encounters.choose_addon, "addon"))
DECISIONS.add(ENC_LAUNCH, _picks(encounters.launch_choices, encounters.launch_free_ship, "node"))


def _jump_legal(state: State, at: str, seat: int) -> list[Action]:
    return encounters.jump_choices(state)


def _jump_area_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return encounters.jump_area(state, str(action["area"]))


DECISIONS.add(JUMP_AREA, Decision(legal=_jump_legal, apply=_jump_area_apply, acting=_active))
DECISIONS.add(JUMP_NODE, _picks(encounters.jump_choices, encounters.jump_node, "node"))


def _zahn_acting(state: State, at: str) -> tuple[int, ...]:
    return encounters.zahn_choosing(state)


def _zahn_legal(state: State, at: str, seat: int) -> list[Action]:
    return encounters.zahn_choices(state, seat)


def _zahn_apply(state: State, at: str, seat: int, action: Action, events: list[Event]) -> State:
    return encounters.zahn_choose(state, seat, str(action["addon"]), events)


DECISIONS.add(ZAHN, Decision(legal=_zahn_legal, apply=_zahn_apply, acting=_zahn_acting))
