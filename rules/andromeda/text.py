"""Player-facing texts: `describe` for actions, `narrate` for events, in every locale of the catalog "andromeda"
(rules/i18n.py; English is the message id). Seats are named only through `names[seat]`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.andromeda.components import PLANETS
from rules.andromeda.flow import REASON_CAP, REASON_END
from rules.andromeda.names import TEXT, a_card, action_name, card_list, kind_name, planet_name, satellite_points
from rules.andromeda.state import State
from rules.contract import Action, Event
from rules.i18n import mark

LOCALES: tuple[str, ...] = ("en", "de", "fr", "nl")
"""The languages Andromeda's texts exist in."""

ILLEGAL: dict[str, str] = {
    "transport": mark("You cannot make that transport now."),
    "transport_pass": mark("You cannot pass in the transport phase now."),
    "offer": mark("You cannot offer that card now."),
    "respond": mark("You cannot respond with that card now."),
    "swap": mark("You cannot swap with that player now."),
    "keep": mark("There are no swapped cards for you to keep now."),
    "stay": mark("There are no swapped cards for you to leave on display now."),
    "take_back": mark("You cannot take your display back now."),
    "end_turn": mark("You cannot end your turn now."),
    "act": mark("You cannot start that action now."),
    "exchange_card": mark("You cannot choose that card for the exchange now."),
    "exchange_done": mark("You cannot finish the exchange now."),
    "planet": mark("You cannot build a set for that planet now."),
    "planet_cards": mark("You cannot use that many planet cards now."),
    "add_bonus": mark("You cannot add that bonus card now."),
    "set_done": mark("The set cannot be completed now."),
    "place": mark("You cannot place that many stations now."),
}
NOT_A_MOVE = mark("That is not a move: a move needs a type.")
NO_SUCH_MOVE = mark("That move does not exist in Andromeda.")
ALREADY_CHOSEN = mark("You have already chosen your card for this offer.")
NOT_YOUR_TURN = mark("It is not your turn.")


def why_illegal(state: State, action: Any) -> str:
    """Why `action` is not legal, in English (the message ids are in the catalog for whoever shows them)."""
    if not isinstance(action, dict) or "type" not in action:
        return NOT_A_MOVE
    message = ILLEGAL.get(str(action.get("type")))
    return message or NO_SUCH_MOVE


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def describe(state: State, seat: str, action: Action, locale: str, names: Mapping[str, str]) -> str:
    kind = action.get("type")
    if kind == "transport":
        planet = planet_name(str(action.get("planet")), locale)
        index = state.seats.index(seat) if seat in state.seats else -1
        if action.get("mode") == "to_planet":
            n = min(2, state.earth[index]) if index >= 0 else 2
            return TEXT.ntr(
                locale,
                "Transport {count} station from Earth to {planet}",
                "Transport {count} stations from Earth to {planet}",
                n,
                planet=planet,
            )
        p = PLANETS.index(action["planet"]) if action.get("planet") in PLANETS else -1
        n = state.on[p][index] if index >= 0 and p >= 0 else 0
        return TEXT.ntr(
            locale,
            "Bring your {count} station on {planet} back to Earth",
            "Bring your {count} stations on {planet} back to Earth",
            n,
            planet=planet,
        )
    if kind == "transport_pass":
        return TEXT.tr(locale, "Pass (keep your transport cards)")
    if kind == "act":
        return action_name(str(action.get("what")), locale)
    if kind == "offer":
        return TEXT.tr(locale, "Offer {card}", card=a_card(str(action.get("kind")), locale))
    if kind == "respond":
        return TEXT.tr(locale, "Respond with {card}", card=a_card(str(action.get("kind")), locale))
    if kind == "exchange_card":
        return TEXT.tr(locale, "Exchange {card}", card=a_card(str(action.get("kind")), locale))
    if kind == "swap":
        return TEXT.tr(locale, "Swap displays with {player}", player=names[str(action.get("with"))])
    if kind == "keep":
        return TEXT.tr(locale, "Keep the cards you received")
    if kind == "stay":
        return TEXT.tr(locale, "Leave the cards on display and stay in the trade")
    if kind == "take_back":
        return TEXT.tr(locale, "Take your display back into your hand")
    if kind == "end_turn":
        return TEXT.tr(locale, "End your turn")
    if kind == "exchange_done":
        return TEXT.tr(locale, "Finish the exchange and draw")
    if kind == "planet":
        return TEXT.tr(locale, "Build the set for {planet}", planet=planet_name(str(action.get("planet")), locale))
    if kind == "planet_cards":
        planet = planet_name(PLANETS[state.b_planet], locale) if state.b_planet >= 0 else ""
        return TEXT.ntr(
            locale, "Use {count} {planet} card", "Use {count} {planet} cards", _int(action.get("n")), planet=planet
        )
    if kind == "add_bonus":
        return TEXT.tr(locale, "Add {card} to the set", card=a_card(str(action.get("tier")), locale))
    if kind == "set_done":
        return TEXT.tr(locale, "The set is complete")
    if kind == "place":
        n = _int(action.get("n"))
        planet = planet_name(PLANETS[state.b_planet], locale) if state.b_planet >= 0 else ""
        if n == 0:
            # R-4.5 / 4.8: placing none is a legal choice; the set is still played (and may earn a bonus card)
            return TEXT.tr(locale, "Place no station (only play the set)")
        return TEXT.ntr(
            locale, "Place {count} station on {planet}", "Place {count} stations on {planet}", n, planet=planet
        )
    return TEXT.tr(locale, "An unknown move")


def _set_played(event: Event, locale: str, names: Mapping[str, str]) -> str:
    player = names[str(event.get("seat"))]
    planet = planet_name(str(event.get("planet")), locale)
    size = _int(event.get("planet_cards")) + len(event.get("bonus") or [])
    what = event.get("action")
    if what == "place_stations":
        return TEXT.ntr(
            locale,
            "{player} plays a set of {count} card for {planet} to place stations.",
            "{player} plays a set of {count} cards for {planet} to place stations.",
            size,
            player=player,
            planet=planet,
        )
    if what == "found":
        return TEXT.ntr(
            locale,
            "{player} plays a set of {count} card for {planet} to found a trading centre.",
            "{player} plays a set of {count} cards for {planet} to found a trading centre.",
            size,
            player=player,
            planet=planet,
        )
    if what == "advance_ship":
        return TEXT.ntr(
            locale,
            "{player} plays a set of {count} card for {planet} to advance on the spaceship track.",
            "{player} plays a set of {count} cards for {planet} to advance on the spaceship track.",
            size,
            player=player,
            planet=planet,
        )
    return TEXT.ntr(
        locale,
        "{player} plays a set of {count} card for {planet} to advance on the technology track.",
        "{player} plays a set of {count} cards for {planet} to advance on the technology track.",
        size,
        player=player,
        planet=planet,
    )


def _ring_draw(event: Event, locale: str, names: Mapping[str, str]) -> str:
    planet = planet_name(str(event.get("planet")), locale)
    drawn = names[str(event.get("drawn"))]
    satellite = event.get("satellite")
    if satellite:
        return TEXT.ntr(
            locale,
            "The planet ring on {planet} draws a station of {player}: {player} founds a trading centre on the "
            "satellite worth {count} point.",
            "The planet ring on {planet} draws a station of {player}: {player} founds a trading centre on the "
            "satellite worth {count} points.",
            satellite_points(str(satellite)),
            planet=planet,
            player=names[str(event.get("seat"))],
        )
    return TEXT.tr(
        locale,
        "The planet ring on {planet} draws a station of {player}: it goes back to Earth.",
        planet=planet,
        player=drawn,
    )


def _per_seat(values: Any, names: Mapping[str, str]) -> str:
    if not isinstance(values, Mapping):
        return ""
    return ", ".join(f"{names[str(s)]} {v}" for s, v in values.items())


def narrate(event: Event, locale: str, names: Mapping[str, str]) -> str:
    kind = str(event.get("type"))
    seat = event.get("seat")
    player = names[str(seat)] if seat is not None else ""
    if kind == "reshuffled":
        return TEXT.ntr(
            locale,
            "The discard pile ({count} card) was shuffled into a new draw pile.",
            "The discard pile ({count} cards) was shuffled into a new draw pile.",
            _int(event.get("count")),
        )
    if kind == "drew":
        drawn = [str(c).split(":")[1] for c in event.get("cards") or [] if str(c).count(":") == 2]
        return TEXT.ntr(
            locale,
            "You drew {count} card: {cards}.",
            "You drew {count} cards: {cards}.",
            len(drawn),
            cards=card_list(drawn, locale),
        )
    if kind == "dealt":
        return TEXT.tr(locale, "Cards dealt: {counts}.", counts=_per_seat(event.get("counts"), names))
    if kind == "round_started":
        return TEXT.tr(
            locale,
            "Round {round} begins; {player} is the active player.",
            round=_int(event.get("round")),
            player=names[str(event.get("active"))],
        )
    if kind == "trading_started":
        return TEXT.ntr(
            locale,
            "Trading begins; {player} may offer up to {count} card.",
            "Trading begins; {player} may offer up to {count} cards.",
            _int(event.get("max_offer")),
            player=names[str(event.get("active"))],
        )
    if kind == "offered":
        return TEXT.tr(
            locale,
            "{player} offers {card} (card {number} of the offer).",
            player=player,
            card=a_card(str(event.get("kind")), locale),
            number=_int(event.get("k")),
        )
    if kind == "hand_shown":
        return TEXT.tr(
            locale,
            "{player} has no card they may respond with; their hand: {cards}.",
            player=player,
            cards=card_list(event.get("cards") or {}, locale),
        )
    if kind == "withdrew":
        return TEXT.tr(locale, "{player} has no card they may respond with and leaves the trade.", player=player)
    if kind == "you_responded":
        return TEXT.tr(locale, "You chose {card}.", card=a_card(str(event.get("kind")), locale))
    if kind == "responded":
        return TEXT.tr(locale, "{player} has chosen a card.", player=player)
    if kind == "revealed":
        cards = event.get("cards") or {}
        shown = ", ".join(f"{names[str(s)]}: {kind_name(str(k), locale)}" for s, k in cards.items())
        return TEXT.tr(locale, "The responses are revealed: {cards}.", cards=shown)
    if kind == "took_back":
        return TEXT.tr(
            locale,
            "{player} takes their display back: {cards}.",
            player=player,
            cards=card_list(event.get("cards") or [], locale),
        )
    if kind == "trading_ended":
        return TEXT.tr(locale, "Trading is over.")
    if kind == "swapped":
        return TEXT.tr(
            locale,
            "{player} swaps displays with {other}: gives {gave}, gets {got}.",
            player=player,
            other=names[str(event.get("with"))],
            gave=card_list(event.get("gave") or [], locale),
            got=card_list(event.get("got") or [], locale),
        )
    if kind == "kept":
        return TEXT.tr(
            locale,
            "{player} keeps the cards: {cards}.",
            player=player,
            cards=card_list(event.get("cards") or [], locale),
        )
    if kind == "stayed":
        return TEXT.tr(locale, "{player} leaves the cards on display.", player=player)
    if kind == "transported":
        planet = planet_name(str(event.get("planet")), locale)
        moved = _int(event.get("stations"))
        if event.get("mode") == "to_planet":
            return TEXT.ntr(
                locale,
                "{player} transports {count} station from Earth to {planet}.",
                "{player} transports {count} stations from Earth to {planet}.",
                moved,
                player=player,
                planet=planet,
            )
        return TEXT.ntr(
            locale,
            "{player} brings {count} station from {planet} back to Earth.",
            "{player} brings {count} stations from {planet} back to Earth.",
            moved,
            player=player,
            planet=planet,
        )
    if kind == "transport_passed":
        return TEXT.tr(locale, "{player} passes in the transport phase.", player=player)
    if kind == "turn_ended":
        return TEXT.ntr(
            locale,
            "{player} ends their turn after {count} action.",
            "{player} ends their turn after {count} actions.",
            _int(event.get("actions")),
            player=player,
        )
    if kind == "exchanged":
        cards = event.get("cards") or []
        return TEXT.ntr(
            locale,
            "{player} exchanges {count} card: {cards}.",
            "{player} exchanges {count} cards: {cards}.",
            len(cards),
            player=player,
            cards=card_list(cards, locale),
        )
    if kind == "set_played":
        return _set_played(event, locale, names)
    if kind == "placed":
        planet = planet_name(str(event.get("planet")), locale)
        n = _int(event.get("n"))
        if n == 0:
            return TEXT.tr(locale, "{player} places no station on {planet}.", player=player, planet=planet)
        return TEXT.ntr(
            locale,
            "{player} places {count} station on {planet}.",
            "{player} places {count} stations on {planet}.",
            n,
            player=player,
            planet=planet,
        )
    if kind == "advanced":
        stage = _int(event.get("stage"))
        if event.get("track") == "ship":
            return TEXT.tr(locale, "{player} reaches stage {stage} of the spaceship track.", player=player, stage=stage)
        return TEXT.tr(locale, "{player} reaches stage {stage} of the technology track.", player=player, stage=stage)
    if kind == "bonus_earned":
        return TEXT.tr(locale, "{player} earns {card}.", player=player, card=a_card(str(event.get("tier")), locale))
    if kind == "ring_draw":
        return _ring_draw(event, locale, names)
    if kind == "end_triggered":
        return TEXT.tr(locale, "Three planets are full: this round is the last.")
    if kind == "game_over":
        scores = _per_seat(event.get("scores"), names)
        reason = event.get("reason")
        if reason == REASON_END:
            return TEXT.tr(
                locale, "The game is over: at least three planets are full. Scores: {scores}.", scores=scores
            )
        if reason == REASON_CAP:
            return TEXT.tr(locale, "The game is over: the round cap was reached. Scores: {scores}.", scores=scores)
        return TEXT.tr(locale, "The game is over. Scores: {scores}.", scores=scores)
    return TEXT.tr(locale, "Something happened in the game.")


def end_reason(reason: str, full: int, locale: str) -> str:
    """The end of a game in one sentence: how many planets are full, or the round cap, or the reason as given."""
    if reason == REASON_END:
        return TEXT.ntr(locale, "{count} planet is full.", "{count} planets are full.", full)
    if reason == REASON_CAP:
        return TEXT.tr(locale, REASON_CAP)
    return TEXT.tr(locale, reason) if reason else ""
