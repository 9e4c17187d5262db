"""Why an action is not legal now (`Game.explain`): one sentence for the acting seat, in the catalog "starfarers".

The checks run from the outside in: is it a move at all, does Starfarers have it, are its fields there and of the
right kind, does it belong to the decision pending now (or to an earlier or a later part of the turn), and then what
of the position stands in its way (cards, supplies, limits, reach, occupied points). Every fact a refusal uses is
public or the refused seat's own (its hand, its marks, the tokens it has peeked at): a refusal never tells a seat
what only another seat knows.

A sentence without values is a marked text, which a front end translates with the game's catalog. A sentence with
values (a count, a resource, a ship's number) is a `Reason`: the English sentence itself, which can also say itself
in any locale (`Reason.say`), its values named in that locale's words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from rules.i18n import Reason, mark, refusal_text
from rules.starfarers.board import BASES, NEIGHBOURS, NODES, launch_points
from rules.starfarers.building import (
    ADDONS,
    affords,
    cargo_left,
    free_launch_points,
    free_transporter,
    rate,
)
from rules.starfarers.components import COSTS, MAX_DRIVES, MAX_FREIGHT_RINGS, MAX_GUNS, RESOURCES, SPACEPORTS
from rules.starfarers.components import TOKEN_BY_ID as TOKENS
from rules.starfarers.draft import HOME_POINTS, free_points, placing
from rules.starfarers.encounter_cards import CARDS as ENCOUNTER_CARDS
from rules.starfarers.encounters import ADDON_FIELD, ADDON_LIMIT, ADDON_TYPES, AREAS, jump_areas
from rules.starfarers.friends import CARDS as FRIENDSHIP_CARDS
from rules.starfarers.movement import (
    COLONY_POINTS,
    OUTER_SYSTEMS,
    PLANET_INDEX,
    PLANETS_AT,
    TRADE_POINTS,
    allowance,
    colony_cap,
    duty_of,
    foreign_launch_points,
    legal_end,
    occupied_by_piece,
    origin,
    within,
)
from rules.starfarers.names import TEXT, friend_name, resource_name
from rules.starfarers.offers import OFFERS_PER_TURN, SIDE
from rules.starfarers.scoring import vp
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
    Ship,
    State,
)


def say(refusal: str, locale: str) -> str:
    """A refusal of `explain` in `locale`: a Reason says itself; a marked text is looked up in the catalog."""
    return refusal_text(refusal, TEXT, locale)


# -- what each action type takes --------------------------------------------------------------------------------------
FIELDS: dict[str, tuple[str, ...]] = {
    "draft_colony": ("node",),
    "draft_port": ("node",),
    "draft_ship": ("node",),
    "roll": (),
    "discard": ("resource",),
    "steal": ("target",),
    "no_steal": (),
    "relief": ("resource",),
    "bank_give": ("resource",),
    "build_colony_ship": (),
    "build_trade_ship": (),
    "build_spaceport": (),
    "build_drive": (),
    "build_gun": (),
    "build_freight_ring": (),
    "use_dip_fame": (),
    "use_dip_aid": ("target",),
    "offer_start": (),
    "place_free_ship": ("node",),
    "end_trade_build": (),
    "bank_get": ("resource",),
    "launch": ("node",),
    "upgrade": ("node",),
    "offer_give": ("resource",),
    "offer_want": ("resource",),
    "offer_to": ("seat",),
    "offer_send": (),
    "offer_drop": (),
    "confirm": ("seat",),
    "withdraw": (),
    "accept": (),
    "decline": (),
    "counter": (),
    "counter_give": ("resource",),
    "counter_want": ("resource",),
    "counter_send": (),
    "shake": (),
    "step": ("ship", "to"),
    "stop": (),
    "stay": ("ship",),
    "end_movement": (),
    "found_colony": (),
    "establish_station": (),
    "take_friendship": ("card",),
    "encounter_option": ("option",),
    "choose_resource": ("resource",),
    "choose_addon": ("addon",),
    "jump_area": ("area",),
    "jump_node": ("node",),
}
"""Every action type of Starfarers and the fields it takes besides its type."""

_TRADE_MENU = frozenset(
    {"bank_give", "use_dip_fame", "use_dip_aid", "offer_start", "place_free_ship", "end_trade_build"}
    | {"build_colony_ship", "build_trade_ship", "build_spaceport", *ADDONS}
)
_BUILDS = frozenset({"build_colony_ship", "build_trade_ship", "build_spaceport", "place_free_ship", *ADDONS})
_ACTIVE_OFFER = frozenset({"confirm", "withdraw"})
_ANSWERS = frozenset({"accept", "decline", "counter", "counter_give", "counter_want", "counter_send"})
_PHASE_TYPES: dict[str, frozenset[str]] = {
    DRAFT: frozenset({"draft_colony", "draft_port", "draft_ship"}),
    ROLL: frozenset({"roll"}),
    DISCARD: frozenset({"discard"}),
    STEAL: frozenset({"steal", "no_steal"}),
    RELIEF: frozenset({"relief"}),
    TRADE: _TRADE_MENU,
    BANK_GET: frozenset({"bank_get"}),
    LAUNCH: frozenset({"launch"}),
    UPGRADE: frozenset({"upgrade"}),
    OFFER_DRAFT: frozenset({"offer_give", "offer_want", "offer_to", "offer_send", "offer_drop"}),
    OFFER_OPEN: _ACTIVE_OFFER | _ANSWERS,
    SHAKE: frozenset({"shake"}),
    MOVE: frozenset({"step", "stop", "stay", "end_movement"}),
    END_MOVE: frozenset({"found_colony", "establish_station", "decline"}),
    FRIEND: frozenset({"take_friendship"}),
    ENCOUNTER: frozenset({"encounter_option"}),
    ENC_RESOURCE: frozenset({"choose_resource"}),
    ENC_ADDON: frozenset({"choose_addon"}),
    ENC_LAUNCH: frozenset({"launch"}),
    JUMP_AREA: frozenset({"jump_area"}),
    JUMP_NODE: frozenset({"jump_node"}),
    ZAHN: frozenset({"choose_addon"}),
}
"""The action types each decision takes (the offer's are split between its author and the players answering)."""

_STAGE_OF_PHASE: dict[str, int] = {
    DRAFT: 0,
    ROLL: 1,
    DISCARD: 2,
    STEAL: 2,
    RELIEF: 2,
    TRADE: 3,
    BANK_GET: 3,
    LAUNCH: 3,
    UPGRADE: 3,
    OFFER_DRAFT: 3,
    OFFER_OPEN: 3,
    SHAKE: 4,
}
"""The part of the turn each phase belongs to: setup, roll, the roll's aftermath, trade and build, shake, and (every
phase not named) movement with its encounters."""
_MOVING = 5
_STAGE_OF_TYPE: dict[str, int] = {
    **dict.fromkeys(_PHASE_TYPES[DRAFT], 0),
    "roll": 1,
    **dict.fromkeys(("discard", "steal", "no_steal", "relief"), 2),
    **dict.fromkeys(_TRADE_MENU | _PHASE_TYPES[OFFER_DRAFT] | _ACTIVE_OFFER | _ANSWERS, 3),
    "bank_get": 3,
    "upgrade": 3,
    "shake": 4,
    **dict.fromkeys(_PHASE_TYPES[MOVE], _MOVING),
}
"""The part of the turn each action type belongs to; the types not named here ("launch", "decline", the end of a
ship's move and the encounters' choices) have a sentence of their own when their moment has not come."""

# -- sentences without values -----------------------------------------------------------------------------------------
NOT_A_MOVE = mark("That is not a move: a move needs a type.")
NO_SUCH_MOVE = mark("There is no such move in Starfarers.")
EXTRA_FIELD = mark("That move carries something it does not take.")
GAME_OVER = mark("The game is over.")

MISSING: dict[str, str] = {
    "resource": mark("That move is missing its resource."),
    "node": mark("That move is missing its point."),
    "to": mark("That move is missing the point to fly to."),
    "target": mark("That move is missing its target."),
    "seat": mark("That move is missing the player it names."),
    "ship": mark("That move is missing its ship."),
    "card": mark("That move is missing its card."),
    "option": mark("That move is missing its answer."),
    "addon": mark("That move is missing its add-on."),
    "area": mark("That move is missing its area."),
}
UNKNOWN: dict[str, str] = {
    "resource": mark("There is no such resource."),
    "node": mark("There is no such point on the board."),
    "to": mark("There is no such point on the board."),
    "target": mark("There is no such player in this game."),
    "seat": mark("There is no such player in this game."),
    "ship": mark("Ships are numbered 1 to 3."),
    "card": mark("There is no such friendship card."),
    "option": mark("This encounter has no such answer."),
    "addon": mark("There is no such add-on."),
    "area": mark("There is no such area to jump to."),
}

_PROMPT: dict[str, str] = {
    ROLL: mark("First roll the dice."),
    DISCARD: mark("First choose the cards you discard."),
    STEAL: mark("First choose whom to steal from."),
    RELIEF: mark("First take a card from the relief fund."),
    TRADE: mark("Now trade and build, or end trading and building."),
    BANK_GET: mark("First choose the card the bank gives you."),
    LAUNCH: mark("First choose where your new ship starts."),
    UPGRADE: mark("First choose the colony to upgrade."),
    OFFER_DRAFT: mark("First send or drop your offer."),
    SHAKE: mark("First shake the mother ship."),
    MOVE: mark("Your ships are moving now: fly, stop, stay or end the movement."),
    END_MOVE: mark("First decide what your ship does where it stopped."),
    FRIEND: mark("First take a friendship card."),
    ENCOUNTER: mark("First answer the encounter."),
    ENC_LAUNCH: mark("First choose where your free ship starts."),
    JUMP_AREA: mark("First choose where your ship jumps."),
    JUMP_NODE: mark("First choose the point your ship lands on."),
    ZAHN: mark("First choose the add-on you lose."),
    OVER: GAME_OVER,
}
_PLACE: dict[str, str] = {
    "colony": mark("Now place a colony on a free colony point of a Catanian system."),
    "port": mark("Now place your space port on a free colony point of a Catanian system."),
    "ship": mark("Now place your colony ship on a launch point of your space port."),
}
_DRAFT_TYPE = {"colony": "draft_colony", "port": "draft_port", "ship": "draft_ship"}
_TAKE_OR_PAY = {
    "take": mark("First choose the card you take."),
    "pay": mark("First choose the card you give up."),
}
_GAIN_OR_LOSE = {
    "gain": mark("First choose the add-on you gain."),
    "lose": mark("First choose the add-on you lose."),
}
CONFIRM_OR_WITHDRAW = mark("First confirm a trade or withdraw your offer.")
ANSWER_OFFER = mark("First answer the offer: accept, decline or counter.")
FINISH_COUNTER = mark("First send your counter-offer or decline.")

_PAST: dict[int, str] = {
    0: mark("The starting pieces are all placed."),
    1: mark("You have already rolled this turn."),
    3: mark("Trading and building are over for this turn."),
    4: mark("You have already shaken the mother ship this turn."),
}
_AFTER_SEVEN: dict[str, str] = {
    "discard": mark("Cards are discarded only when a seven is rolled."),
    "steal": mark("You may steal only after rolling a seven."),
    "no_steal": mark("You may steal only after rolling a seven."),
    "relief": mark("The relief fund gives a card only when a roll brings its holder nothing."),
}
BUILD_AFTER_ROLL = mark("You cannot build now: first roll the dice.")
TRADE_AFTER_ROLL = mark("Trading comes after the roll.")
END_TRADE_FIRST = mark("First end trading and building.")
MOVE_AFTER_TRADE = mark("Your ships move after trading and building, once the mother ship is shaken.")
NO_ENCOUNTER = mark("There is no encounter to answer now.")
NO_NEW_SHIP = mark("There is no new ship to launch now.")
NOTHING_TO_DECLINE = mark("There is nothing to decline now.")
NOT_STOPPED = mark("Only a ship that has just ended its move can found a colony or establish a trade station.")
FRIENDSHIP_LATER = mark("You take a friendship card only when you establish a trade station.")
NO_OFFER_OPEN = mark("No offer is open now.")
NOT_DRAFTING = mark("You are not drafting an offer now: make one first.")
NOT_BANK_TRADE = mark("First choose the resource you give the bank.")
NOT_UPGRADING = mark("First choose to upgrade a colony to a space port.")
OFF_TURN = mark("You can do that only in your own turn.")
NOT_THE_AUTHOR = mark("Only the player who made the offer can confirm or withdraw it.")
OWN_OFFER = mark("You cannot answer your own offer.")

POINT_TAKEN = mark("That point is taken.")
NOT_HOME_POINT = mark("Starting colonies and space ports go on free colony points of the Catanian systems.")
NOT_PORT_LAUNCH = mark("Your colony ship starts on a launch point of your space port.")
SHIP_THERE = mark("A ship already stands on that point.")
NOT_LAUNCH_POINT = mark("A new ship starts on a launch point of one of your space ports.")
NOT_YOURSELF_STEAL = mark("You cannot steal from yourself.")
NO_CARDS_THERE = mark("That player has no cards.")
IMMUNE = mark("That player holds Immunity: nobody may steal from them.")
NO_OTHER_RESOURCE = mark("The bank has no other resource to give you.")
SAME_RESOURCE = mark("You cannot take the resource you give.")
NO_TRANSPORTER = mark("All three of your ships are already in space.")
NO_COLONY_LEFT = mark("You have no colony left in your supply.")
NO_STATION_LEFT = mark("You have no trade station left in your supply.")
LAUNCH_POINTS_TAKEN = mark("Every launch point of your space ports is taken.")
NO_PORT_LEFT = mark("You have no space port left in your supply.")
NOTHING_TO_UPGRADE = mark("You have no colony without a space port to upgrade.")
NOT_YOUR_COLONY = mark("You have no colony at that point.")
ALREADY_PORT = mark("That colony already has a space port.")
NO_FAME_LEFT = mark("The supply has no fame rings left.")
NOT_FROM_YOURSELF = mark("You cannot take a card from yourself.")
AID_FROM_LEADERS = mark("Development aid takes only from a player with more victory points than you.")
NO_CREDIT = mark("You have no free trade ship to place.")
PLACE_FREE_SHIP = mark("First place your free trade ship.")
NO_HAND = mark("You have no cards to offer.")
BOTH_SIDES = mark("A resource cannot be on both sides of an offer.")
ALREADY_ADDRESSED = mark("Your offer is already addressed to one player.")
NOT_TO_YOURSELF = mark("You cannot make an offer to yourself.")
OFFER_INCOMPLETE = mark("An offer needs at least one card on each side.")
COUNTER_INCOMPLETE = mark("A counter-offer needs at least one card on each side.")
NOT_WITH_YOURSELF = mark("You cannot trade with yourself.")
NOT_ADDRESSED = mark("Your offer was not made to that player.")
NOT_ANSWERED = mark("That player has not answered yet.")
DECLINED = mark("That player declined your offer.")
DRAFTING_COUNTER = mark("You are drafting a counter-offer: send it or decline.")
ALREADY_COUNTERING = mark("You are already drafting a counter-offer.")
COUNTER_FIRST = mark("First choose to make a counter-offer.")
NOTHING_TO_STOP = mark("No ship is flying: there is nothing to stop.")
FOREIGN_LAUNCH = mark("A ship may not stop on another player's launch point.")
OTHER_SHIP = mark("Another ship already stands on that point.")
PIECE_THERE = mark("A colony, space port or trade station already stands on that point.")
COLONY_AT_TRADE = mark("A colony ship may not stop at a trade point.")
TRADE_AT_COLONY = mark("A trade ship may not stop at a colony point.")
ONLY_COLONY_SHIP = mark("Only a colony ship can found a colony.")
NOT_OUTER_POINT = mark("A colony is founded only at a colony point of an outer system.")
NOT_HABITABLE = mark("That planet is a pirate lair or an ice planet: no colony can be founded there.")
CANNOT_FOUND = mark("You cannot found a colony at that point.")
ONLY_TRADE_SHIP = mark("Only a trade ship can establish a trade station.")
NOT_TRADE_POINT = mark("A trade station is established only at a trade point of an alien base.")
STATION_THERE = mark("A trade station already stands on that point.")
STATIONS_IN_ORDER = mark("Trade stations at a base are established in order: the lower points first.")
MUST_FOUND = mark("Your ship stayed on a point it had to leave: it must found a colony there.")
FRIEND_NOT_HERE = mark("That friendship card is not to be had at this base.")
NO_LANDING = mark("Your first ship could not land anywhere in that area.")
NOT_IN_AREA = mark("That point is not in the area you chose.")
LAND_ELSEWHERE = mark("Your ship must land on another point than the one it stands on.")

_ADDON_FULL: dict[str, Callable[[str], str]] = {
    "drive": lambda locale: TEXT.tr(
        locale, "Your mother ship already carries {count} drives, the most it can.", count=MAX_DRIVES
    ),
    "gun": lambda locale: TEXT.tr(
        locale, "Your mother ship already carries {count} guns, the most it can.", count=MAX_GUNS
    ),
    "freight_ring": lambda locale: TEXT.tr(
        locale, "Your mother ship already carries {count} freight rings, the most it can.", count=MAX_FREIGHT_RINGS
    ),
}
_ADDON_SUPPLY: dict[str, str] = {
    "drive": mark("The supply has no drives left."),
    "gun": mark("The supply has no guns left."),
    "freight_ring": mark("The supply has no freight rings left."),
}
_ADDON_NONE: dict[str, str] = {
    "drive": mark("Your mother ship has no drive to lose."),
    "gun": mark("Your mother ship has no gun to lose."),
    "freight_ring": mark("Your mother ship has no freight ring to lose."),
}
_ADDON_OF_BUILD = {"build_drive": "drive", "build_gun": "gun", "build_freight_ring": "freight_ring"}
_BASE_IDS = tuple(base.id for base in BASES)
_OFF_TURN_TYPES = frozenset({"discard", "relief", "choose_addon"}) | _ANSWERS
"""What a seat may be asked to do outside its own turn (a discard, the relief fund, Zahn der Zeit, an answer)."""


# -- sentences with values ---------------------------------------------------------------------------------------------
def need(missing: Mapping[str, int]) -> Reason:
    """The missing cards, in the fixed resource order: "You need 1 more ore." or "You need 1 more ore and 2 more
    fuel."."""
    wanted = [(r, missing[r]) for r in RESOURCES if missing.get(r, 0) > 0]

    def speak(locale: str) -> str:
        parts = [
            TEXT.ntr(locale, "{count} more {resource}", "{count} more {resource}", n, resource=resource_name(r, locale))
            for r, n in wanted
        ]
        said = parts[-1]
        if len(parts) > 1:
            said = TEXT.tr(locale, "{list} and {last}", list=", ".join(parts[:-1]), last=said)
        return TEXT.tr(locale, "You need {missing}.", missing=said)

    return Reason(speak)


def _lacking(state: State, seat: int, cost: Mapping[str, int]) -> dict[str, int]:
    return {r: n - state.holds(seat, r) for r, n in cost.items() if state.holds(seat, r) < n}


def _none_held(resource: str) -> Reason:
    return Reason(lambda locale: TEXT.tr(locale, "You hold no {resource}.", resource=resource_name(resource, locale)))


def _all_set_aside(resource: str) -> Reason:
    return Reason(
        lambda locale: TEXT.tr(
            locale, "You have already put aside all your {resource}.", resource=resource_name(resource, locale)
        )
    )


def _all_offered(resource: str) -> Reason:
    return Reason(
        lambda locale: TEXT.tr(
            locale, "You have already put all your {resource} on the table.", resource=resource_name(resource, locale)
        )
    )


def _bank_out(resource: str) -> Reason:
    return Reason(
        lambda locale: TEXT.tr(locale, "The bank has no {resource} left.", resource=resource_name(resource, locale))
    )


def _side_full() -> Reason:
    return Reason(lambda locale: TEXT.tr(locale, "An offer has at most {count} cards a side.", count=SIDE))


def _offers_used() -> Reason:
    return Reason(
        lambda locale: TEXT.tr(
            locale, "You have already made {count} offers this turn, the most allowed.", count=OFFERS_PER_TURN
        )
    )


def _friend_missing(card: str) -> Reason:
    return Reason(
        lambda locale: TEXT.tr(locale, "You do not hold the friendship card {card}.", card=friend_name(card, locale))
    )


def _friend_used(card: str) -> Reason:
    return Reason(
        lambda locale: TEXT.tr(locale, "You have already used {card} this turn.", card=friend_name(card, locale))
    )


def _ship_reason(message: str, ship: int) -> Reason:
    # one literal call per text for the extractor: the caller picks the text, the Reason fills the number
    return Reason(lambda locale: _SHIP_TEXTS[message](locale, ship))


_SHIP_TEXTS: dict[str, Callable[[str, int], str]] = {
    "absent": lambda locale, n: TEXT.tr(locale, "You have no ship {ship} in space.", ship=n),
    "finished": lambda locale, n: TEXT.tr(locale, "Ship {ship} has already ended its move this turn.", ship=n),
    "frozen": lambda locale, n: TEXT.tr(locale, "Ship {ship} cannot move this turn.", ship=n),
    "flying": lambda locale, n: TEXT.tr(locale, "Ship {ship} is flying: it finishes its move first.", ship=n),
    "neighbour": lambda locale, n: TEXT.tr(
        locale, "Ship {ship} flies one step at a time, to a neighbouring point.", ship=n
    ),
    "reach": lambda locale, n: TEXT.tr(
        locale,
        "Ship {ship} cannot fly that far this turn: from there it could not reach a point where it may stop.",
        ship=n,
    ),
    "leave": lambda locale, n: TEXT.tr(locale, "Ship {ship} must leave the point it stands on this turn.", ship=n),
}


def _freight_needed(count: int, station: bool) -> Reason:
    if station:
        return Reason(
            lambda locale: TEXT.ntr(
                locale,
                "Your mother ship needs {count} freight ring to trade at that point.",
                "Your mother ship needs {count} freight rings to trade at that point.",
                count,
            )
        )
    return Reason(
        lambda locale: TEXT.ntr(
            locale,
            "A trade ship may stop at that point only with {count} freight ring on your mother ship.",
            "A trade ship may stop at that point only with {count} freight rings on your mother ship.",
            count,
        )
    )


def _system_full(count: int) -> Reason:
    return Reason(
        lambda locale: TEXT.ntr(
            locale,
            "That system already holds {count} colony, the most it may.",
            "That system already holds {count} colonies, the most it may.",
            count,
        )
    )


def _cards_needed(count: int) -> Reason:
    return Reason(
        lambda locale: TEXT.ntr(
            locale,
            "That answer needs {count} card in your hand.",
            "That answer needs {count} cards in your hand.",
            count,
        )
    )


# -- the checks --------------------------------------------------------------------------------------------------------
def explain(state: State, seat: str, action: object) -> str:
    """Why `action` is not legal for the acting `seat` now, in one sentence (a marked text or a Reason)."""
    if not isinstance(action, dict) or type(action.get("type")) is not str:
        return NOT_A_MOVE
    kind = str(action["type"])
    if kind not in FIELDS:
        return NO_SUCH_MOVE
    malformed = _malformed(state, action, FIELDS[kind])
    if malformed is not None:
        return malformed
    if state.phase == OVER:
        return GAME_OVER
    index = state.seats.index(seat) if seat in state.seats else -1
    if index < 0:
        return OFF_TURN
    if state.phase == OFFER_OPEN and kind in _PHASE_TYPES[OFFER_OPEN]:
        return _offer_open(state, index, kind, action)
    if kind not in _PHASE_TYPES.get(state.phase, frozenset()):
        return _not_now(state, index, kind)
    check = _IN_PHASE.get(state.phase)
    found = check(state, index, kind, action) if check is not None else None
    return found if found is not None else prompt(state, index)


def _malformed(state: State, action: Mapping[str, Any], fields: tuple[str, ...]) -> str | None:
    for field in fields:
        if field not in action:
            return MISSING[field]
    if len(action) != len(fields) + 1:
        return EXTRA_FIELD
    for field in fields:
        if not _known(state, field, action[field]):
            return UNKNOWN[field]
    return None


def _known(state: State, field: str, value: object) -> bool:
    """Whether `value` is of the field's kind and names something of the game (type-strict: 1.0 is no ship)."""
    if field == "ship":
        return type(value) is int and 1 <= value <= 3
    if type(value) is not str:
        return False
    if field == "resource":
        return value in RESOURCES
    if field in ("node", "to"):
        return value in NODES
    if field in ("target", "seat"):
        return value in state.seats
    if field == "card":
        return value in FRIENDSHIP_CARDS
    if field == "addon":
        return value in ADDON_TYPES
    if field == "area":
        return value in AREAS
    return True  # an option: whether the encounter has it is said with the encounter


def prompt(state: State, seat: int) -> str:
    """What the decision pending for `seat` asks for."""
    phase = state.phase
    if phase == DRAFT:
        return _PLACE[placing(state)[1]]
    if phase == OFFER_OPEN:
        if seat == state.active:
            return CONFIRM_OR_WITHDRAW
        return FINISH_COUNTER if state.answers[seat] == "drafting" else ANSWER_OFFER
    if phase == ENC_RESOURCE:
        return _TAKE_OR_PAY.get(str(state.task[0]), _PROMPT[ENCOUNTER])
    if phase == ENC_ADDON:
        return _GAIN_OR_LOSE.get(str(state.task[0]), _PROMPT[ENCOUNTER])
    return _PROMPT.get(phase, _PROMPT[ENCOUNTER])


def _not_now(state: State, seat: int, kind: str) -> str:
    """An action of another decision than the pending one: when its moment was or will be, or what is asked now."""
    phase = state.phase
    if phase == DRAFT:
        return _PLACE[placing(state)[1]]
    if seat != state.active:
        return prompt(state, seat) if kind in _OFF_TURN_TYPES else OFF_TURN
    situation = _SITUATION.get(kind)
    if situation is not None:
        # within another decision of the moment (a follow-up, an encounter's step) that decision is what is asked
        return prompt(state, seat) if phase in _SUB_DECISIONS else situation
    now, then = _STAGE_OF_PHASE.get(phase, _MOVING), _STAGE_OF_TYPE.get(kind, _MOVING)
    if then == 0:
        return _PAST[0]
    if then < now:
        return _AFTER_SEVEN[kind] if then == 2 else _PAST[then]
    if then > now:
        if now == 1:
            if kind in _BUILDS:
                return BUILD_AFTER_ROLL
            if then == 3:
                return TRADE_AFTER_ROLL
        if phase == TRADE:
            return END_TRADE_FIRST if then == 4 else MOVE_AFTER_TRADE
        return prompt(state, seat)
    if phase == TRADE:  # the same part of the turn: a follow-up or an offer that is not under way
        if kind == "bank_get":
            return NOT_BANK_TRADE
        if kind == "upgrade":
            return NOT_UPGRADING
        if kind in _PHASE_TYPES[OFFER_DRAFT]:
            return NOT_DRAFTING
        if kind in _ACTIVE_OFFER | _ANSWERS:
            return NO_OFFER_OPEN
    return prompt(state, seat)


_SITUATION: dict[str, str] = {
    **dict.fromkeys(("encounter_option", "choose_resource", "choose_addon", "jump_area", "jump_node"), NO_ENCOUNTER),
    "launch": NO_NEW_SHIP,
    "decline": NOTHING_TO_DECLINE,
    "found_colony": NOT_STOPPED,
    "establish_station": NOT_STOPPED,
    "take_friendship": FRIENDSHIP_LATER,
}
"""The action types that answer a situation rather than a part of the turn, and what is said when it is not there."""
_SUB_DECISIONS = frozenset(
    {BANK_GET, LAUNCH, UPGRADE, OFFER_DRAFT, OFFER_OPEN, END_MOVE, FRIEND, ENCOUNTER, ENC_RESOURCE, ENC_ADDON}
    | {ENC_LAUNCH, JUMP_AREA, JUMP_NODE, ZAHN}
)


# -- the decision pending: what of the position stands in the way ------------------------------------------------------
def _draft(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    what = placing(state)[1]
    if kind != _DRAFT_TYPE[what]:
        return _PLACE[what]
    node = str(action["node"])
    taken_ships = {s.node for p in state.players for s in p.ships}
    if what == "ship":
        if node not in launch_points(state.players[seat].ports[-1]):
            return NOT_PORT_LAUNCH
        return SHIP_THERE if node in taken_ships else None
    if node not in HOME_POINTS:
        return NOT_HOME_POINT
    return POINT_TAKEN if node not in free_points(state) else None


def _discard(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    resource = str(action["resource"])
    held = state.holds(seat, resource)
    if held == 0:
        return _none_held(resource)
    return _all_set_aside(resource) if state.marks[seat].count(resource) >= held else None


def _steal(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    target = state.seats.index(str(action["target"]))
    if target == state.active:
        return NOT_YOURSELF_STEAL
    if not state.players[target].hand:
        return NO_CARDS_THERE
    return IMMUNE if "dip_immunity" in state.players[target].friends else None


def _relief(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    resource = str(action["resource"])
    return _bank_out(resource) if not state.bank_count(resource) else None


def _trade(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    player = state.players[seat]
    credit = player.credits > 0 and _can_place(state, seat, "trade") is None
    if kind == "end_trade_build":
        return PLACE_FREE_SHIP if credit else None
    if kind == "place_free_ship":
        if player.credits <= 0:
            return NO_CREDIT
        return _can_place(state, seat, "trade") or _launch_point(state, seat, str(action["node"]))
    if kind == "bank_give":
        resource = str(action["resource"])
        cost = rate(state, seat, resource)
        if state.holds(seat, resource) < cost:
            return need({resource: cost - state.holds(seat, resource)})
        return NO_OTHER_RESOURCE if not any(r != resource for r in state.stocked()) else None
    if kind in ("build_colony_ship", "build_trade_ship"):
        if not affords(state, seat, COSTS[kind]):
            return need(_lacking(state, seat, COSTS[kind]))
        return _can_place(state, seat, "colony" if kind == "build_colony_ship" else "trade")
    if kind == "build_spaceport":
        if not affords(state, seat, COSTS[kind]):
            return need(_lacking(state, seat, COSTS[kind]))
        if len(player.ports) >= SPACEPORTS:
            return NO_PORT_LEFT
        return NOTHING_TO_UPGRADE if all(c in player.ports for c in player.colonies) else None
    if kind in ADDONS:
        if not affords(state, seat, COSTS[kind]):
            return need(_lacking(state, seat, COSTS[kind]))
        addon = _ADDON_OF_BUILD[kind]
        return _addon_gain(state, seat, addon)
    if kind == "use_dip_fame":
        if "dip_fame" not in player.friends:
            return _friend_missing("dip_fame")
        if "dip_fame_used" in state.turn:
            return _friend_used("dip_fame")
        if state.holds(seat, "goods") < 2:
            return need({"goods": 2 - state.holds(seat, "goods")})
        return NO_FAME_LEFT if state.fame_supply <= 0 else None
    if kind == "use_dip_aid":
        if "dip_aid" not in player.friends:
            return _friend_missing("dip_aid")
        if "dip_aid_used" in state.turn:
            return _friend_used("dip_aid")
        target = state.seats.index(str(action["target"]))
        if target == seat:
            return NOT_FROM_YOURSELF
        if not state.players[target].hand:
            return NO_CARDS_THERE
        return AID_FROM_LEADERS if vp(state, target) <= vp(state, seat) else None
    if kind == "offer_start":
        if state.offers_started >= OFFERS_PER_TURN:
            return _offers_used()
        return NO_HAND if not player.hand else None
    return None


def _can_place(state: State, seat: int, kind: str) -> str | None:
    """Why no new ship of `kind` can be placed now, or None when one can."""
    if free_transporter(state, seat) is None:
        return NO_TRANSPORTER
    if not cargo_left(state, seat, kind):
        return NO_COLONY_LEFT if kind == "colony" else NO_STATION_LEFT
    return LAUNCH_POINTS_TAKEN if not free_launch_points(state, seat) else None


def _launch_point(state: State, seat: int, node: str) -> str | None:
    if not any(node in launch_points(port) for port in state.players[seat].ports):
        return NOT_LAUNCH_POINT
    return SHIP_THERE if node not in free_launch_points(state, seat) else None


def _addon_gain(state: State, seat: int, addon: str) -> str | None:
    if getattr(state.players[seat], ADDON_FIELD[addon]) >= ADDON_LIMIT[addon]:
        return Reason(_ADDON_FULL[addon])
    return _ADDON_SUPPLY[addon] if state.addons[ADDON_TYPES.index(addon)] <= 0 else None


def _follow_up(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    if kind == "bank_get":
        resource = str(action["resource"])
        if resource == str(state.task[0]):
            return SAME_RESOURCE
        return _bank_out(resource) if not state.bank_count(resource) else None
    if kind == "launch":
        return _launch_point(state, seat, str(action["node"]))
    node = str(action["node"])  # upgrade
    if node not in state.players[seat].colonies:
        return NOT_YOUR_COLONY
    return ALREADY_PORT if node in state.players[seat].ports else None


def _side(
    state: State, seat: int, give: tuple[str, ...], want: tuple[str, ...], kind: str, resource: str
) -> str | None:
    """A card more on one side of an offer or a counter-offer (`kind` ends in _give or _want)."""
    giving = kind.endswith("_give")
    if len(give if giving else want) >= SIDE:
        return _side_full()
    if resource in (want if giving else give):
        return BOTH_SIDES
    if giving and state.holds(seat, resource) <= give.count(resource):
        return _all_offered(resource) if state.holds(seat, resource) else _none_held(resource)
    return None


def _offer_draft(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    give, want, to = state.offer
    if kind in ("offer_give", "offer_want"):
        return _side(state, seat, give, want, kind, str(action["resource"]))
    if kind == "offer_to":
        if to >= 0:
            return ALREADY_ADDRESSED
        return NOT_TO_YOURSELF if action["seat"] == state.seats[seat] else None
    if kind == "offer_send":
        return OFFER_INCOMPLETE if not (give and want) else None
    return None


def _offer_open(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str:
    found: str | None
    if seat == state.active:
        if kind in _ANSWERS:
            return OWN_OFFER
        found = _confirm(state, action) if kind == "confirm" else None
    else:
        if kind in _ACTIVE_OFFER:
            return NOT_THE_AUTHOR
        found = _answer(state, seat, kind, action)
    return found if found is not None else prompt(state, seat)


def _confirm(state: State, action: Mapping[str, Any]) -> str | None:
    partner = state.seats.index(str(action["seat"]))
    if partner == state.active:
        return NOT_WITH_YOURSELF
    answer = state.answers[partner]
    if answer == "":
        return NOT_ADDRESSED
    if answer in ("?", "drafting"):  # whether a counter is being drafted is the drafter's to know
        return NOT_ANSWERED
    if answer == "decline":
        return DECLINED
    pays = state.offer[0] if answer == "accept" else state.counters[partner][1]
    lacking = _lacking(state, state.active, Counter(pays))
    return need(lacking) if lacking else None


def _answer(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    drafting = state.answers[seat] == "drafting"
    if kind == "decline":
        return None
    if kind == "accept":
        if drafting:
            return DRAFTING_COUNTER
        lacking = _lacking(state, seat, Counter(state.offer[1]))
        return need(lacking) if lacking else None
    if kind == "counter":
        return ALREADY_COUNTERING if drafting else None
    if not drafting:
        return COUNTER_FIRST
    mine, wanted = state.counters[seat]
    if kind == "counter_send":
        return COUNTER_INCOMPLETE if not (mine and wanted) else None
    return _side(state, seat, mine, wanted, kind, str(action["resource"]))


def _move(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    ships = {s.number: s for s in state.players[seat].ships}
    flying = ships.get(state.flying) if state.flying else None
    if kind == "stop":
        if flying is None:
            return NOTHING_TO_STOP
        return _why_not_end(state, flying, flying.node, duty_of(state, flying.number))
    if kind == "end_movement":
        if flying is not None:
            return _ship_reason("flying", flying.number)
        for number in sorted(ships):
            if number not in state.finished and number not in state.frozen and duty_of(state, number) is not None:
                return _ship_reason("leave", number)
        return None
    number = int(action["ship"])
    ship = ships.get(number)
    if ship is None:
        return _ship_reason("absent", number)
    if number in state.finished:
        return _ship_reason("finished", number)
    if number in state.frozen:
        return _ship_reason("frozen", number)
    if flying is not None and flying.number != number:
        return _ship_reason("flying", flying.number)
    if kind == "stay":
        if flying is not None:
            return _ship_reason("flying", number)
        return _ship_reason("leave", number) if duty_of(state, number) is not None else None
    to = str(action["to"])  # a step
    if to not in NEIGHBOURS[ship.node]:
        return _ship_reason("neighbour", number)
    left = state.left[number - 1] if state.flying == number else allowance(state)
    duty = duty_of(state, number)
    if left < 1 or not any(legal_end(state, ship, at, duty=duty) for at in within(to, left - 1)):
        return _ship_reason("reach", number)
    return None


def _why_not_end(state: State, ship: Ship, at: str, duty: str | None) -> str | None:
    """Why `ship` may not end its move on `at` (E1-E6 of movement.legal_end), or None when it may."""
    seat = state.active
    if duty is not None and at == duty:
        return _ship_reason("leave", ship.number)
    if at in foreign_launch_points(state, seat):
        return FOREIGN_LAUNCH
    if any(
        s.node == at and (other != seat or s.number != ship.number)
        for other, p in enumerate(state.players)
        for s in p.ships
    ):
        return OTHER_SHIP
    if at == origin(state, ship.number):
        return None
    if at in occupied_by_piece(state):
        return PIECE_THERE
    if ship.kind == "colony" and at in TRADE_POINTS:
        return COLONY_AT_TRADE
    if ship.kind == "trade" and at in COLONY_POINTS:
        return TRADE_AT_COLONY
    if ship.kind == "trade" and at in TRADE_POINTS and state.players[seat].freight < TRADE_POINTS[at][1]:
        return _freight_needed(TRADE_POINTS[at][1], station=False)
    return None


def _end_move(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    number, must = int(state.task[0]), bool(state.task[1])
    ship = next((s for s in state.players[seat].ships if s.number == number), None)
    if ship is None:
        return None
    if kind == "decline":
        return MUST_FOUND if must else None
    if kind == "found_colony":
        return _why_not_found(state, seat, ship)
    return _why_not_establish(state, seat, ship)


def _why_not_found(state: State, seat: int, ship: Ship) -> str | None:
    system = COLONY_POINTS.get(ship.node)
    if ship.kind != "colony":
        return ONLY_COLONY_SHIP
    if system not in OUTER_SYSTEMS:
        return NOT_OUTER_POINT
    if ship.node in occupied_by_piece(state):
        return PIECE_THERE
    for planet in PLANETS_AT[ship.node]:
        if ship.node not in planet.colony_points:
            continue
        _pid, token, face_up = state.tokens[PLANET_INDEX[planet.id]]
        if TOKENS[token].kind != "number":
            # a face-down token is named only to a seat that has looked at it
            return NOT_HABITABLE if face_up or token in state.players[seat].peeked else CANNOT_FOUND
    there = sum(1 for p in state.players for c in p.colonies if COLONY_POINTS.get(c) == system)
    return _system_full(colony_cap(state)) if there >= colony_cap(state) else None


def _why_not_establish(state: State, seat: int, ship: Ship) -> str | None:
    if ship.kind != "trade":
        return ONLY_TRADE_SHIP
    if ship.node not in TRADE_POINTS:
        return NOT_TRADE_POINT
    base, n = TRADE_POINTS[ship.node]
    taken = sorted(k for p in state.players for b, k in p.stations if b == _BASE_IDS[base])
    if n in taken:
        return STATION_THERE
    if taken != list(range(1, n)):
        return STATIONS_IN_ORDER
    return _freight_needed(n, station=True) if state.players[seat].freight < n else None


def _friend(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    return FRIEND_NOT_HERE if action["card"] not in state.base_cards[int(state.task[0])] else None


def _encounter(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    option = str(action["option"])
    found = next((o for o in ENCOUNTER_CARDS[state.enc_card][1] if o[0] == option), None)
    if found is None:
        return UNKNOWN["option"]
    need_of = found[1]
    if need_of and need_of[0] == "cards" and len(state.players[seat].hand) < int(need_of[1]):
        return _cards_needed(int(need_of[1]))
    if need_of and need_of[0] == "res":
        lacking = _lacking(state, seat, {str(need_of[1]): int(need_of[2])})
        return need(lacking) if lacking else None
    return None


def _enc_resource(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    resource = str(action["resource"])
    if state.task[0] == "take":
        return _bank_out(resource) if not state.bank_count(resource) else None
    return _none_held(resource) if not state.holds(seat, resource) else None


def _enc_addon(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    addon = str(action["addon"])
    if state.phase == ENC_ADDON and state.task[0] == "gain":
        return _addon_gain(state, seat, addon)
    return _ADDON_NONE[addon] if getattr(state.players[seat], ADDON_FIELD[addon]) <= 0 else None


def _enc_launch(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    return _launch_point(state, seat, str(action["node"]))


def _jump(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str | None:
    if kind == "jump_area":
        return NO_LANDING if action["area"] not in jump_areas(state) else None
    node = str(action["node"])
    if not state.players[seat].ships:
        return None
    ship = min(state.players[seat].ships, key=lambda s: s.number)
    if node not in AREAS[str(state.task[0])]:
        return NOT_IN_AREA
    if node == ship.node:
        return LAND_ELSEWHERE
    return _why_not_end(state, ship, node, None)


_Check = Callable[[State, int, str, Mapping[str, Any]], "str | None"]
_IN_PHASE: dict[str, _Check] = {
    DRAFT: _draft,
    DISCARD: _discard,
    STEAL: _steal,
    RELIEF: _relief,
    TRADE: _trade,
    BANK_GET: _follow_up,
    LAUNCH: _follow_up,
    UPGRADE: _follow_up,
    OFFER_DRAFT: _offer_draft,
    MOVE: _move,
    END_MOVE: _end_move,
    FRIEND: _friend,
    ENCOUNTER: _encounter,
    ENC_RESOURCE: _enc_resource,
    ENC_ADDON: _enc_addon,
    ZAHN: _enc_addon,
    ENC_LAUNCH: _enc_launch,
    JUMP_AREA: _jump,
    JUMP_NODE: _jump,
}
"""What stands in the way of an action of the pending decision; None when nothing does (then the prompt is said)."""
