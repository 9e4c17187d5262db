"""What each choice does, for a player learning the game (`Game.hint`: the terminal's `?N`, select descriptions).

One or two sentences per action, from the rules of §4; a card's choice adds the card's effect, as printed on the
hand picture. Never an internal id: places and cards are named as the labels name them.
"""

from __future__ import annotations

from rules.contract import Action
from rules.hanse.board import TUNNEL_FROM, TUNNEL_TO
from rules.hanse.flight import HYPERJUMP_TARGET
from rules.hanse.names import TEXT, card_effect, card_name, planet_at, planet_name
from rules.hanse.state import HanseState
from rules.i18n import mark

HINTS: dict[str, str] = {
    "roll": mark(
        "Roll the die for this turn's flight: the result is your energy; a 1 counts and you roll again, and each "
        "Fusion Drive adds 1. Energy you do not use is lost when the flight ends."
    ),
    "end_flight": mark("Give up the rest of this flight; the energy left is lost. You may still take planet actions."),
    "load": mark(
        "Move every goods card of this stack into your lowest empty Container; deliver them at {destination} "
        "to score their value."
    ),
    "unload": mark(
        "Deliver the goods of Container {container} here: you score their value, plus 1 MG per card when no "
        "goods wait at this planet. The cards are then flipped; a pair showing the same destination leaves the "
        "game, the others wait at this planet."
    ),
    "buy": mark("{card}: {effect} Buying it costs this turn's price and a planet action."),
    "play": mark("{card}: {effect}"),
    "allow": mark("Let {card} take effect: {effect}"),
    "neutralize": mark(
        "Cancel {card} by giving up a card of the same kind from your hand: the card is spent and changes nothing."
    ),
    "remove_pair": mark(
        "Two of the flipped goods cards now show {destination}: only one such pair leaves the game, and you "
        "choose which."
    ),
    "discard": mark("Put {card} on your discard pile before you draw: {effect}"),
    "end_turn": mark("End your turn: any flight energy left is lost; you may then discard cards before you draw."),
    "finish_turn": mark("Stop discarding and draw one card per supply symbol you own, up to a hand of 5."),
    "decline_bonus": mark("Give up the extra planet action your agent won you."),
    "start_first": mark("You take the first turn; the other player then chooses the planet both ships start on."),
    "choose_planet": mark("You choose the planet both ships start on; the other player takes the first turn."),
    "choose_start_planet": mark("Both ships start on the surface of {planet}."),
    "hyperjump": mark("Jump at once to the orbit of {planet}, before you roll, for no energy."),
    "step": mark("One step of your flight; landing on a planet ends the flight."),
    "tunnel": mark("Pass through the sun tunnel to the orbit of {planet} for 1 energy."),
}


def hint(state: HanseState, seat: str, action: Action, locale: str) -> str:
    """What `action` does, in `locale`; "" for an action this module does not know."""
    try:
        return _hint(state, action, locale)
    except (KeyError, IndexError, TypeError, ValueError):
        return ""


def _hint(state: HanseState, action: Action, locale: str) -> str:
    kind = str(action["type"])
    key, values = kind, _values(state, action, locale)
    if kind == "choose_role":
        key = "start_first" if action["role"] == "start_first" else "choose_planet"
    elif kind == "step" and (_at(state), action["to"]) == (TUNNEL_FROM, TUNNEL_TO):
        key = "tunnel"
    template = HINTS.get(key)
    return TEXT.tr(locale, template, **values) if template is not None else ""


def _values(state: HanseState, action: Action, locale: str) -> dict[str, object]:
    """The placeholders of the hint of `action`: places and cards by name."""
    kind = action["type"]
    if kind == "choose_start_planet":
        return {"planet": planet_name(action["planet"], locale)}
    if kind == "hyperjump":
        return {"planet": _planet_of(HYPERJUMP_TARGET[action["direction"]][1], locale)}
    if kind == "step":
        return {"planet": _planet_of(TUNNEL_TO, locale)}
    if kind in ("load", "remove_pair"):
        return {"destination": planet_name(action["destination"], locale)}
    if kind == "unload":
        return {"container": int(action["container"]) + 1}
    if kind in ("buy", "play", "discard", "allow", "neutralize"):
        card = str(action["card"]) if "card" in action else state.pending.card if state.pending is not None else ""
        return {"card": card_name(card, locale), "effect": card_effect(card, locale)}
    return {}


def _planet_of(position: str, locale: str) -> str:
    where = planet_at(position)
    return planet_name(where[1], locale) if where is not None else ""


def _at(state: HanseState) -> str | None:
    return state.players[state.active].position if state.active is not None else None
