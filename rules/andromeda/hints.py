"""What each choice does, for a player learning the game (`Game.hint`: the terminal's `?N`, select descriptions).

One or two sentences per action shape of §4.8, from the rules of §4.3-4.5; never an internal id.
"""

from __future__ import annotations

from rules.andromeda.components import PLANETS
from rules.andromeda.names import TEXT, a_card, kind_name, planet_name
from rules.andromeda.state import State
from rules.contract import Action
from rules.i18n import mark

HINTS: dict[str, str] = {
    "to_planet": mark(
        "Your one transport card of the round: move up to 2 of your stations from Earth to {planet}. The card "
        "leaves the game."
    ),
    "to_earth": mark(
        "Your one transport card of the round: bring all your stations on {planet} back to Earth (trading centres "
        "stay). The card leaves the game."
    ),
    "transport_pass": mark("Move no stations this round and keep your transport cards."),
    "exchange": mark(
        "Give away 1 or 2 cards of your hand (up to 3 from technology stage 3) and draw as many planet cards."
    ),
    "place_stations": mark(
        "Pay with a set of 3 to 7 cards for one planet, then move up to half the set's size of your stations "
        "from Earth to that planet."
    ),
    "found": mark(
        "Pay with a set for a planet where you have a station and a satellite is free; the planet ring then "
        "decides where you build, with more tries for a bigger set."
    ),
    "advance_ship": mark(
        "Pay with a set (3, 4 or 6 cards for the next stage) to move one stage up the spaceship track: your hand "
        "is refilled to a higher limit."
    ),
    "advance_tech": mark(
        "Pay with a set (3, 4 or 5 cards for the next stage) to move one stage up the technology track: points "
        "at the end, and more cards to offer and exchange."
    ),
    "offer": mark(
        "Put {card} face up in your display; every co-player still trading must answer with a card of a kind "
        "you have not offered."
    ),
    "respond": mark("Answer with {card}, in secret; all answers are shown at the same time."),
    "swap": mark(
        "Exchange your whole display with this player's: you take the cards you receive into your hand and are "
        "finished trading."
    ),
    "keep": mark("Take the cards you received into your hand; you are finished trading."),
    "stay": mark("Leave the cards you received on display; someone may swap with you again."),
    "take_back": mark("Take your display back into your hand; you are finished trading."),
    "end_turn": mark("End your turn now; actions you have not used are lost."),
    "exchange_card": mark("Add {card} to the cards you give away."),
    "exchange_done": mark("Give away the chosen cards and draw as many planet cards."),
    "planet": mark("Build the set from cards of {planet}; bonus cards may stand in for missing ones."),
    "planet_cards": mark("Put this many {planet} cards into the set."),
    "add_bonus": mark("Add {card} as a wild card: the set grows, but a set with a bonus card earns no bonus card."),
    "set_done": mark("Pay with the set as it is now."),
    "place": mark("Move this many of your stations from Earth to the planet of the set."),
    "place_none": mark(
        "Play the set without moving a station; a pure set of 4 or more cards still earns a bonus card."
    ),
}


def hint(state: State, seat: str, action: Action, locale: str) -> str:
    """What `action` does, in `locale`; "" for an action this module does not know."""
    kind = str(action.get("type"))
    key = kind
    values: dict[str, object] = {}
    if kind == "transport":
        key = "to_planet" if action.get("mode") == "to_planet" else "to_earth"
        values["planet"] = planet_name(str(action.get("planet")), locale)
    elif kind == "act":
        key = str(action.get("what"))
    elif kind in ("offer", "respond", "exchange_card"):
        values["card"] = a_card(str(action.get("kind")), locale)
    elif kind == "add_bonus":
        values["card"] = a_card(str(action.get("tier")), locale)
    elif kind == "planet":
        values["planet"] = planet_name(str(action.get("planet")), locale)
    elif kind == "planet_cards":
        values["planet"] = kind_name(_set_planet(state), locale)
    elif kind == "place" and action.get("n") == 0:
        key = "place_none"
    template = HINTS.get(key)
    return TEXT.tr(locale, template, **values) if template is not None else ""


def _set_planet(state: State) -> str:
    return PLANETS[state.b_planet] if state.b_planet >= 0 else ""
