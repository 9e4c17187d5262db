"""Why an action is not legal now (`Game.explain`): one sentence for the acting seat, in the catalog "cosmic".

The checks run from the outside in: is it a move at all, does Cosmic Encounter have it, are its fields there and of
the right kind, is the refused seat asked now, does the step due now take that kind of action (else the step due is
named), and then which of its values stands in the way (a card not held, a planet without a base, a player who may
not be named, a number out of range). Every fact a refusal uses is public or the refused seat's own (its hand, its
hoard, its draft): a refusal never names a card of another hand or a face-down card.

A sentence without values is a marked text, which a front end translates with the game's catalog. A sentence with
values (a card, a planet, a window, a range) is a `Reason`: the English sentence itself, which can also say itself
in any locale (`Reason.say`), its values named in that locale's words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.cosmic import engine
from rules.cosmic.components import CHALLENGE_COUNTS, COLOURS, EDICT_COUNTS, POWER_BY_ID, category, kind_of
from rules.cosmic.deals import MAX_DRAFTS, MODES
from rules.cosmic.decisions import DECISIONS, Decision
from rules.cosmic.effects import RESPONSE_KINDS, WINDOWS
from rules.cosmic.hands import HAND, usable_sources
from rules.cosmic.names import TEXT, card_name, planet_name, window_name
from rules.cosmic.powers import active
from rules.cosmic.protocol import declarers, holders
from rules.cosmic.state import COLOUR, KEEP_POWER, OVER, State
from rules.cosmic.windows import Play
from rules.i18n import Reason, mark, refusal_text


def say(refusal: str, locale: str) -> str:
    """A refusal of `explain` in `locale`: a Reason says itself; a marked text is looked up in the catalog."""
    return refusal_text(refusal, TEXT, locale)


# -- what each action type takes --------------------------------------------------------------------------------------
FIELDS: dict[str, tuple[str, ...]] = {
    "colour": ("colour",),
    "keep_power": ("power",),
    "free": ("planet",),
    "free_to_cone": (),
    "decline": (),
    "redraw": (),
    "reclaim": ("planet",),
    "attack_home": ("planet",),
    "defender": ("seat",),
    "accept_destiny": (),
    "use_power": (),
    "will_defender": ("seat",),
    "will_planet": ("planet",),
    "target": ("planet",),
    "commit": ("from",),
    "done": (),
    "invite": ("seat",),
    "join": ("side",),
    "select": ("card",),
    "play": ("card",),
    "pass": (),
    "target_seat": ("seat",),
    "target_item": ("item",),
    "reward_ships": ("n",),
    "place": ("planet", "count"),
    "place_origin": (),
    "lose": ("planet",),
    "lose_ships": (),
    "card": ("card",),
    "category": ("category",),
    "draw_from": ("source",),
    "deal_draft": (),
    "deal_accept": ("proposal",),
    "deal_abandon": (),
    "deal_drop": (),
    "deal_n": ("n",),
    "deal_mode": ("mode",),
    "deal_base": ("planet",),
    "deal_submit": (),
    "second_challenge": (),
    "end_turn": (),
    "withdraw": ("to",),
    "keep_hoard": (),
    "renew_hoard": (),
    "heal": ("seat",),
    "reveal": (),
    "bluff": ("card",),
    "accept_claim": (),
    "call": (),
    "spread": ("n",),
    "stake": ("n",),
    "chosen_mode": ("mode",),
}
"""Every action type of Cosmic Encounter (§4.12 and the powers of §5.5) and the fields it must have."""
OPTIONAL_FIELDS: dict[str, tuple[str, ...]] = {"play": ("from",), "select": ("from",)}
"""Fields an action type may have: `from` names a zone other than the hand (Miser's hoard)."""

# -- sentences without values -----------------------------------------------------------------------------------------
NOT_A_MOVE = mark("That is not a move: a move needs a type.")
NO_SUCH_MOVE = mark("There is no such move in Cosmic Encounter.")
EXTRA_FIELD = mark("That move carries something it does not take.")
GAME_OVER = mark("The game is over.")
NOT_PLAYING = mark("You are not playing in this game.")
ALREADY_ANSWERED = mark("You have already answered: the others are still choosing.")
WAIT_OFFENSE = mark("It is not your turn: the offense is asked now.")
WAIT_DEFENSE = mark("It is not your turn: the defense is asked now.")
WAIT_MAIN = mark("It is not your turn: the offense and the defense are asked now.")
WAIT_OTHERS = mark("It is not your turn: other players are asked now.")

MISSING: dict[str, str] = {
    "colour": mark("That move is missing its colour."),
    "power": mark("That move is missing its power."),
    "planet": mark("That move is missing its planet."),
    "to": mark("That move is missing its planet."),
    "from": mark("That move is missing where the ship comes from."),
    "seat": mark("That move is missing the player it names."),
    "side": mark("That move is missing its side."),
    "card": mark("That move is missing its card."),
    "item": mark("That move is missing the play it names."),
    "n": mark("That move is missing its number."),
    "count": mark("That move is missing how many ships."),
    "category": mark("That move is missing its kind of card."),
    "source": mark("That move is missing where the card comes from."),
    "proposal": mark("That move is missing the proposal it accepts."),
    "mode": mark("That move is missing its choice."),
}
UNKNOWN: dict[str, str] = {
    "colour": mark("There is no such colour."),
    "power": mark("There is no such power."),
    "planet": mark("There is no such planet in this game."),
    "to": mark("There is no such planet in this game."),
    "from": mark("Ships come from a planet or from the cone."),
    "seat": mark("There is no such player in this game."),
    "side": mark("A side is the offense or the defense."),
    "card": mark("There is no such card."),
    "item": mark("A play is named by its number in the list of this round."),
    "n": mark("That is not a whole number of 0 or more."),
    "count": mark("Ships are placed one at a time or all together."),
    "category": mark("There is no such kind of card."),
    "source": mark("A card is drawn from the deck or from a player."),
    "proposal": mark("A proposal is named by its number."),
    "mode": mark("There is no such choice here."),
}

_PROMPT: dict[str, str] = {
    COLOUR: mark("Now you choose your colour."),
    KEEP_POWER: mark("Now you keep one of the powers dealt to you."),
    "regroup": mark("Now you regroup: free a ship from the warp, or decline."),
    "wild": mark("Destiny is wild: now you choose the colour of the player you challenge."),
    "own_colour": mark("Destiny shows your own colour: draw again, reclaim an empty home planet or attack one."),
    "defender": mark("Now you choose which player on your home planet you challenge."),
    "target": mark("Now you choose the target planet in the defense's system."),
    "commit": mark("Now you send ships into the cone one at a time, or finish."),
    "reclaim": mark("Now you move ships onto the planet you reclaim, one at a time, or finish."),
    "deal_base": mark("Now you move ships onto the planet the deal gives you, one at a time, or finish."),
    "invite": mark("Now you invite allies one at a time, or finish inviting."),
    "alliance": mark("You are invited: now you join a side or decline."),
    "select": mark("Now you choose your challenge card."),
    "reward": mark("Now you choose your rewards: ships from the warp or cards from the deck."),
    "place": mark("Now you choose where your ships return to."),
    "lose": mark("Now you choose the planet you lose a ship from."),
    "discard_category": mark("Now you choose the card you discard."),
    "deal_give": mark("Now you choose a card you give in the deal."),
    "second": mark("Now you choose a second challenge or end your turn."),
}
"""What each decision of the core asks of the seat that is refused (an acting seat: the one asked); a decision a
power or a flare declares says it itself (`Decision.prompt`, rules/cosmic/decisions.py)."""
SOMETHING_DUE = mark("Something else is due now: answer the question you are asked.")

_DEAL_STAGE: dict[str, str] = {
    "give_n": mark("You are drafting a proposal: now choose how many cards you give."),
    "give_mode": mark("You are drafting a proposal: now choose how the cards you give are chosen."),
    "get_n": mark("You are drafting a proposal: now choose how many cards you get."),
    "get_mode": mark("You are drafting a proposal: now choose how the cards you get are chosen."),
    "my_base": mark("You are drafting a proposal: now choose a base for yourself, or none."),
    "your_base": mark("You are drafting a proposal: now choose a base for the other player, or none."),
    "submit": mark("You are drafting a proposal: now submit it, or drop it."),
}
DEAL_MENU = mark("You are making a deal: draft a proposal, accept the other's, or abandon the deal.")
NO_DRAFT = mark("You are not drafting a proposal: start one first.")
EMPTY_PROPOSAL = mark("A proposal needs at least one term: cards or a base.")
NO_PLAY_TO_AIM = mark("You have declared no play that aims at someone: play a card first.")
FREE_TO_CONE = mark("A ship goes from the warp straight into the cone only when you have no base.")
NO_ORIGIN = mark("Your ships cannot all go back where they came from: one of those planets is no longer your base.")
POWER_RESPONSE = mark("A power is being used: answer it with a Cosmic Zap, a Flare Zap or a Veto, or pass.")
NAME_TARGET = mark("First name whom or what your play aims at, or pass.")
NO_WINDOW = mark("No window is open now: cards are played in the windows of the challenge.")
NOT_RESPONSE = mark("In a response round only a Cosmic Zap, a Flare Zap or a Veto can be played.")
CHALLENGE_NOT_PLAYED = mark("Attack cards and compromises are not played in windows: they are challenge cards.")
NOT_CHALLENGE_CARD = mark("Only an attack card or a compromise can be your challenge card.")
POWER_INACTIVE = mark("Your power is not active: it needs bases on at least three home planets.")
POWER_ZAPPED = mark("Your power was cancelled by a Cosmic Zap for this challenge.")
POWER_USED = mark("You have already used your power in this challenge.")
POWER_NOT_NOW = mark("Your power has no use at this moment.")
NOT_DONE_YET = mark("You cannot finish this step yet.")
NOT_FROM_CONE = mark("No ship of yours can come from the cone now.")
NOT_HOME = mark("That planet is not in your own system.")
RECLAIM_EMPTY = mark("Only a home planet on which no ship stands can be reclaimed.")
ATTACK_HOME_OTHERS = mark("Only a home planet where another player has ships can be attacked.")
NOT_DEFENSE_SYSTEM = mark("The target planet must be in the defense's system.")
DEAL_BASE = mark("A base in a deal goes on a planet where the other main player has a ship and its new owner none.")
INVITE_SELF = mark("You cannot invite yourself.")
INVITE_MAIN = mark("The offense and the defense cannot be invited.")
INVITED_ALREADY = mark("You have already invited that player.")
DEFENDER_SHIPS = mark("That player has no ships on the planet you attack.")
NAME_SELF = mark("You cannot name yourself here.")
NAME_PLAYER = mark("That player cannot be named by your play.")
NAME_ITEM = mark("Your play cannot aim at that one.")
NO_SUCH_ITEM = mark("There is no play with that number in this round.")
COLOUR_NOT_IN_PLAY = mark("No player in this game has that colour.")
COLOUR_TAKEN = mark("That colour is taken.")
POWER_NOT_DEALT = mark("That power is not one of those dealt to you.")
NO_PROPOSAL = mark("The other player has no open proposal with that number.")
OWN_PROPOSAL = mark("You cannot accept your own proposal.")
NO_CARDS_THERE = mark("That player has no cards.")
CANNOT_HEAL = mark("That player cannot be healed now.")
NOT_A_CHOICE = mark("That is not one of the choices now.")
_STANDS_NOT_SO: dict[str, str] = {
    "offense": mark("The offense did not invite you."),
    "defense": mark("The defense did not invite you."),
}
_TYPES_OF: dict[str, frozenset[str]] = {
    COLOUR: frozenset({"colour"}),
    KEEP_POWER: frozenset({"keep_power"}),
    "alliance": frozenset({"join", "decline"}),
    "commit": frozenset({"commit", "done"}),
    "deal_base": frozenset({"commit", "done"}),
    "deal_give": frozenset({"card"}),
    "defender": frozenset({"defender"}),
    "discard_category": frozenset({"card"}),
    "invite": frozenset({"invite", "done"}),
    "lose": frozenset({"lose"}),
    "own_colour": frozenset({"redraw", "reclaim", "attack_home", "use_power"}),
    "place": frozenset({"place", "place_origin"}),
    "reclaim": frozenset({"commit", "done"}),
    "regroup": frozenset({"free", "free_to_cone", "decline"}),
    "reward": frozenset({"reward_ships"}),
    "second": frozenset({"second_challenge", "end_turn"}),
    "select": frozenset({"select"}),
    "target": frozenset({"target"}),
    "wild": frozenset({"colour", "use_power"}),
}
"""The action types each decision of the core takes (§4.12; the window rounds and the deal have their own checks;
a decision a power or a flare declares says it itself, `Decision.takes`): an action of one of them that is not open
now is refused for what stands in its way, not with the step's prompt."""
_FROM_HAND = frozenset({"round", "select", "discard_category", "deal_give"})
"""The core's steps whose cards come from the seat's own hand (or hoard): a card it does not hold is named so (a
power's step says so itself, `Decision.from_hand`). Other card steps offer cards from elsewhere (the cards Chosen
drew, the defense's hand Barbarian looks at, the discard pile)."""
_FINISHES = frozenset({"commit", "reclaim", "deal_base", "invite"})
"""The core's steps whose `done` may not be given yet (a power's says so itself, `Decision.finishes`)."""
_OFFERS_USE = frozenset({"round"})
"""The core's steps that offer a power use (a power's step says so itself, `Decision.offers_use`)."""


def _declared(due: str, core: frozenset[str], says: Callable[[Decision], bool]) -> bool:
    """Whether the step `due` is in the core's list, or is a step that `says` so of itself."""
    made = DECISIONS.get(due)
    return due in core or (made is not None and says(made))


def _from_hand(made: Decision) -> bool:
    return made.from_hand


def _finishes(made: Decision) -> bool:
    return made.finishes


def _offers_use(made: Decision) -> bool:
    return made.offers_use


# -- sentences with values --------------------------------------------------------------------------------------------
def _not_held(kind: str, hoard: bool) -> Reason:
    if hoard:
        return Reason(lambda locale: TEXT.tr(locale, "Your hoard holds no {card}.", card=card_name(kind, locale)))
    return Reason(lambda locale: TEXT.tr(locale, "You hold no {card}.", card=card_name(kind, locale)))


def _not_playable(kind: str, window: str) -> Reason:
    return Reason(
        lambda locale: TEXT.tr(
            locale,
            "{card} cannot be played in the window “{window}” now.",
            card=card_name(kind, locale),
            window=window_name(window, locale),
        )
    )


def _not_a_choice(kind: str) -> Reason:
    return Reason(
        lambda locale: TEXT.tr(
            locale, "{card} is not one of the cards you may choose now.", card=card_name(kind, locale)
        )
    )


def _planet_reason(message: str, planet: str) -> Reason:
    # one literal call per text for the extractor: the caller picks the text, the Reason fills the planet
    return Reason(lambda locale: _PLANET_TEXTS[message](locale, planet_name(planet, locale)))


_PLANET_TEXTS: dict[str, Callable[[str, str], str]] = {
    "no_base": lambda locale, p: TEXT.tr(locale, "You have no base on {planet}.", planet=p),
    "no_ship": lambda locale, p: TEXT.tr(locale, "You have no ship on {planet}.", planet=p),
    "not_now": lambda locale, p: TEXT.tr(locale, "{planet} cannot be chosen now.", planet=p),
    "from": lambda locale, p: TEXT.tr(locale, "No ship of yours can leave {planet} now.", planet=p),
}


def _range(low: int, high: int) -> Reason:
    if low == high:
        return Reason(lambda locale: TEXT.tr(locale, "The only number allowed now is {number}.", number=low))
    return Reason(lambda locale: TEXT.tr(locale, "Choose a number from {low} to {high}.", low=low, high=high))


def _drafts_used() -> Reason:
    return Reason(
        lambda locale: TEXT.ntr(
            locale,
            "You have already started {count} proposal in this deal, the most allowed.",
            "You have already started {count} proposals in this deal, the most allowed.",
            MAX_DRAFTS,
        )
    )


def _window_open(window: str, responding: bool) -> Reason:
    if responding:
        return Reason(
            lambda locale: TEXT.tr(
                locale,
                "A response round of the window “{window}” is open: play a Cosmic Zap, a Flare Zap or a Veto, or pass.",
                window=window_name(window, locale),
            )
        )
    return Reason(
        lambda locale: TEXT.tr(
            locale,
            "The window “{window}” is open: play a card, use your power, or pass.",
            window=window_name(window, locale),
        )
    )


# -- the checks --------------------------------------------------------------------------------------------------------
def explain(state: State, seat: str, action: object) -> str:
    """Why `action` is not legal for `seat` now, in one sentence (a marked text or a Reason)."""
    if not isinstance(action, dict) or type(action.get("type")) is not str:
        return NOT_A_MOVE
    kind = str(action["type"])
    if kind not in FIELDS:
        return NO_SUCH_MOVE
    malformed = _malformed(state, action, FIELDS[kind], OPTIONAL_FIELDS.get(kind, ()))
    if malformed is not None:
        return malformed
    if state.phase == OVER:
        return GAME_OVER
    if seat not in state.seats:
        return NOT_PLAYING
    index = state.seats.index(seat)
    if index not in engine.acting(state):
        return _waiting(state, index)
    legal = engine.legal(state, index)
    same = [a for a in legal if a["type"] == kind]
    if not same:
        return _not_now(state, index, kind, action)
    for field, value in action.items():
        if field == "type":
            continue
        if not any(field in a and _same(a[field], value) for a in same):
            return _wrong_value(state, index, kind, field, value, action, same)
    return prompt(state, index)


def _same(a: object, b: object) -> bool:
    # type-strict: 1.0 or True is no number of ships, "1" no item
    return type(a) is type(b) and a == b


def _malformed(
    state: State, action: Mapping[str, Any], fields: tuple[str, ...], optional: tuple[str, ...]
) -> str | None:
    for field in fields:
        if field not in action:
            return MISSING[field]
    if any(field != "type" and field not in fields and field not in optional for field in action):
        return EXTRA_FIELD
    for field in (*fields, *(f for f in optional if f in action)):
        if not _known(state, str(action["type"]), field, action[field]):
            return UNKNOWN.get(field, EXTRA_FIELD)
    return None


def is_card(kind: str) -> bool:
    """Whether `kind` is a kind of card of the deck (a challenge card, an edict or a flare)."""
    if kind in CHALLENGE_COUNTS or kind in EDICT_COUNTS:
        return True
    return kind.startswith("flare_") and kind[len("flare_") :] in POWER_BY_ID


def _known(state: State, kind: str, field: str, value: object) -> bool:
    """Whether `value` is of the field's kind and names something of the game (type-strict: 1.0 is no number)."""
    if field in ("n", "item", "proposal"):
        return type(value) is int and value >= 0
    if field == "planet" and kind == "deal_base" and value is None:
        return True  # no base
    if type(value) is not str:
        return False
    if field in ("planet", "to"):
        return value in state.planets
    if field == "from":
        if kind in ("play", "select"):
            return True  # a zone of the seat's: whether it has it is said with the card
        return value == "cone" or value in state.planets
    if field == "seat":
        return value in state.seats
    if field == "source":
        return value == "talon" or value in state.seats
    if field == "card":
        return is_card(value)
    if field == "colour":
        return value in COLOURS
    if field == "power":
        return value in POWER_BY_ID
    if field == "side":
        return value in ("offense", "defense")
    if field == "count":
        return value in ("one", "all")
    if field == "category":
        return value in ("attack", "compromise", "edict", "flare")
    if field == "mode":
        return value in (MODES if kind == "deal_mode" else ("add", "replace"))
    return True


def _waiting(state: State, seat: int) -> str:
    """`seat` is not asked now: it has answered this round already, or the step due is another player's."""
    if state.tasks and state.tasks[0].kind == "round" and state.window:
        if state.w_solo >= 0:
            asked: tuple[int, ...] = (state.w_solo,)
        else:
            asked = declarers(state, state.window) if state.w_stage == "declare" else holders(state)
        if seat in asked:
            return ALREADY_ANSWERED
    acting = set(engine.acting(state))
    if acting and acting <= {state.offense, state.defense} and state.phase not in (COLOUR, KEEP_POWER):
        if len(acting) == 2:
            return WAIT_MAIN
        return WAIT_OFFENSE if state.offense in acting else WAIT_DEFENSE
    return WAIT_OTHERS


def prompt(state: State, seat: int) -> str:
    """What the decision due now asks of `seat`, in one sentence."""
    if state.phase in (COLOUR, KEEP_POWER):
        return _PROMPT[state.phase]
    if not state.tasks:
        return SOMETHING_DUE
    kind = engine.task_of(state, seat).kind if seat in engine.acting(state) else state.tasks[0].kind
    if kind == "round":
        if state.w_drafts and isinstance(state.w_drafts[seat], Play):
            return NAME_TARGET
        if state.window not in WINDOWS:  # a power used outside a window meets its response round alone (§4.2)
            return POWER_RESPONSE
        return _window_open(state.window, state.w_stage == "response")
    if kind == "deal":
        draft = state.deal_drafts[seat] if state.deal_drafts else ()
        return _DEAL_STAGE.get(str(draft[0]), DEAL_MENU) if draft else DEAL_MENU
    made = DECISIONS.get(kind)
    return _PROMPT.get(kind) or (made.prompt if made else "") or SOMETHING_DUE


def _takes(kind: str) -> frozenset[str]:
    """The action types the decision `kind` takes: the core's from `_TYPES_OF`, a power's as its module declares."""
    made = DECISIONS.get(kind)
    return _TYPES_OF.get(kind) or (made.takes if made else frozenset())


def _not_now(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str:
    """An action type the step due now does not take from `seat`: what stands in its way, or what is asked now."""
    due = engine.task_of(state, seat).kind if state.phase not in (COLOUR, KEEP_POWER) else state.phase
    drafting = due == "round" and state.w_drafts and isinstance(state.w_drafts[seat], Play)
    if drafting:
        return NAME_TARGET
    if (kind, due) in (("play", "round"), ("select", "select")) or (
        kind == "card" and _declared(due, _FROM_HAND, _from_hand)
    ):
        held = _holds(state, seat, str(action["card"]), str(action.get("from", HAND)))
        if held is not None:
            return held
    if kind == "use_power" and _declared(due, _OFFERS_USE, _offers_use):
        return _power(state, seat)
    if kind == "play" and due != "round":
        return NO_WINDOW
    if kind == "play" and state.w_stage == "response" and str(action["card"]) not in RESPONSE_KINDS:
        return NOT_RESPONSE
    if kind == "play" and category(str(action["card"])) in ("attack", "compromise"):
        return CHALLENGE_NOT_PLAYED
    if kind == "play":
        return _not_playable(str(action["card"]), state.window)
    if kind == "done" and _declared(due, _FINISHES, _finishes):
        return NOT_DONE_YET
    if due == "deal":
        return _deal(state, seat, kind, action)
    if kind in ("target_seat", "target_item") and due == "round":
        return NO_PLAY_TO_AIM
    if kind in _takes(due):
        # a choice this step has, but none of its kind is open now: what stands in the way of this one
        if kind == "free_to_cone":
            return FREE_TO_CONE
        if kind == "place_origin":
            return NO_ORIGIN
        fields = FIELDS[kind]
        if fields and fields[0] not in ("n", "item"):
            return _wrong_value(state, seat, kind, fields[0], action[fields[0]], action, [])
    return prompt(state, seat)


def _deal(state: State, seat: int, kind: str, action: Mapping[str, Any]) -> str:
    draft = state.deal_drafts[seat]
    if kind == "deal_accept":
        mine = state.deal_open[seat]
        return OWN_PROPOSAL if mine and mine[0] == action["proposal"] else NO_PROPOSAL
    if kind == "deal_submit" and draft and draft[0] == "submit":
        return EMPTY_PROPOSAL
    if kind in ("deal_n", "deal_mode", "deal_base", "deal_submit", "deal_drop") and not draft:
        return NO_DRAFT
    if kind == "deal_draft" and not draft:
        return _drafts_used()
    return prompt(state, seat)


def _holds(state: State, seat: int, kind: str, zone: str) -> str | None:
    """The refusal of a card `seat` does not hold in `zone` (its own hand or hoard); None when it holds it."""
    if any(kind_of(card) == kind for card in _zone(state, seat, zone)):
        return None
    return _not_held(kind, zone != HAND)


def _zone(state: State, seat: int, zone: str) -> tuple[str, ...]:
    if zone == HAND:
        return state.hands[seat]
    return next((cards for name, cards in usable_sources(state, seat) if name == zone), ())


def _power(state: State, seat: int) -> str:
    if seat in state.zapped:
        return POWER_ZAPPED
    if not active(state, seat):
        return POWER_INACTIVE
    if seat in state.used:
        return POWER_USED
    return POWER_NOT_NOW


def _wrong_value(
    state: State,
    seat: int,
    kind: str,
    field: str,
    value: object,
    action: Mapping[str, Any],
    same: list[dict[str, Any]],
) -> str:
    """The step due takes this type of action, but not with this `value` of `field`."""
    if field == "card":
        card = str(value)
        due = engine.task_of(state, seat).kind
        held = (
            _holds(state, seat, card, str(action.get("from", HAND))) if _declared(due, _FROM_HAND, _from_hand) else None
        )
        if held is not None:
            return held
        if kind == "play" and category(card) in ("attack", "compromise"):
            return CHALLENGE_NOT_PLAYED
        if kind == "select" and category(card) not in ("attack", "compromise"):
            return NOT_CHALLENGE_CARD
        if kind == "play":
            if state.w_stage == "response" and card not in RESPONSE_KINDS:
                return NOT_RESPONSE
            return _not_playable(card, state.window)
        return _not_a_choice(card)
    if field == "from" and kind in ("play", "select"):
        return _not_held(str(action["card"]), True)
    if field in ("n", "item", "proposal"):
        return _number(state, seat, kind, field, value, same)
    if field in ("planet", "to", "from"):
        return _planet(state, seat, kind, value)
    if field in ("seat", "source"):
        return _player(state, seat, kind, str(value))
    if field == "colour":
        return COLOUR_NOT_IN_PLAY if value not in state.colours else COLOUR_TAKEN
    if field == "power":
        return POWER_NOT_DEALT
    if field == "side":
        return _STANDS_NOT_SO[str(value)]
    return NOT_A_CHOICE


def _number(state: State, seat: int, kind: str, field: str, value: object, same: list[dict[str, Any]]) -> str:
    if field == "proposal":
        mine = state.deal_open[seat] if state.deal_open else ()
        return OWN_PROPOSAL if mine and mine[0] == value else NO_PROPOSAL
    if field == "item":
        return NO_SUCH_ITEM if type(value) is int and value >= len(state.w_items) else NAME_ITEM
    numbers = sorted(int(a[field]) for a in same)
    return _range(numbers[0], numbers[-1])


def _planet(state: State, seat: int, kind: str, value: object) -> str:
    if value is None or value == "cone":
        return DEAL_BASE if kind == "deal_base" else NOT_FROM_CONE
    planet = str(value)
    here = state.ships_on(planet, seat)
    home = planet in state.home_planets(seat)
    if kind in ("free", "place", "withdraw"):
        return _planet_reason("no_base", planet) if not here else _planet_reason("not_now", planet)
    if kind in ("commit", "lose"):
        return _planet_reason("no_ship", planet) if not here else _planet_reason("from", planet)
    if kind == "reclaim":
        return NOT_HOME if not home else RECLAIM_EMPTY
    if kind == "attack_home":
        return NOT_HOME if not home else ATTACK_HOME_OTHERS
    if kind in ("target", "will_planet") and state.defense >= 0 and planet not in state.home_planets(state.defense):
        return NOT_DEFENSE_SYSTEM
    if kind == "deal_base":
        return DEAL_BASE
    return _planet_reason("not_now", planet)


def _player(state: State, seat: int, kind: str, value: str) -> str:
    named = state.seats.index(value) if value in state.seats else -1
    if kind == "invite":
        if named == seat:
            return INVITE_SELF
        if named in (state.offense, state.defense):
            return INVITE_MAIN
        return INVITED_ALREADY
    if kind == "defender":
        return DEFENDER_SHIPS
    if kind == "draw_from":
        return NO_CARDS_THERE if named >= 0 and not state.hands[named] else NAME_PLAYER
    if kind == "heal":
        return CANNOT_HEAL
    if named == seat:
        return NAME_SELF
    return NAME_PLAYER
