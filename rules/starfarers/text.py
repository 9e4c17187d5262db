"""Player-facing texts: `describe` for actions, `narrate` for events, in every locale of the catalog "starfarers"
(rules/i18n.py; English is the message id). Seats are named only through `names[seat]`; events name seats by index.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.contract import Action, Event
from rules.starfarers.components import TOKEN_BY_ID
from rules.starfarers.names import (
    TEXT,
    addon_name,
    area_name,
    base_name,
    cards,
    friend_name,
    option_label,
    point_label,
    resource_list,
    resource_name,
)
from rules.starfarers.state import State

LOCALES: tuple[str, ...] = ("en", "de", "fr", "nl")
"""The languages Starfarers' texts exist in."""

_BUILD: dict[str, Any] = {
    "build_colony_ship": lambda locale: TEXT.tr(locale, "Build a colony ship"),
    "build_trade_ship": lambda locale: TEXT.tr(locale, "Build a trade ship"),
    "build_spaceport": lambda locale: TEXT.tr(locale, "Upgrade a colony to a space port"),
    "build_drive": lambda locale: TEXT.tr(locale, "Mount a drive"),
    "build_gun": lambda locale: TEXT.tr(locale, "Mount a gun"),
    "build_freight_ring": lambda locale: TEXT.tr(locale, "Mount a freight ring"),
}


def _first_upper(text: str) -> str:
    """The first letter upper case, the rest as it is (German nouns keep theirs)."""
    return text[:1].upper() + text[1:]


def _seat(names: Mapping[str, str], seat: object) -> str:
    return names.get(str(seat), str(seat))


def describe(state: State, action: Action, locale: str, names: Mapping[str, str]) -> str:
    kind = str(action.get("type"))
    r = str(action.get("resource", ""))
    node = str(action.get("node", action.get("to", "")))
    if kind in _BUILD:
        return str(_BUILD[kind](locale))
    simple: dict[str, Any] = {
        "roll": lambda: TEXT.tr(locale, "Roll for production"),
        "no_steal": lambda: TEXT.tr(locale, "Steal nothing"),
        "end_trade_build": lambda: TEXT.tr(locale, "End trading and building"),
        "use_dip_fame": lambda: TEXT.tr(locale, "Pay 2 goods for a fame ring"),
        "offer_start": lambda: TEXT.tr(locale, "Make an offer to the other players"),
        "offer_send": lambda: TEXT.tr(locale, "Send the offer"),
        "offer_drop": lambda: TEXT.tr(locale, "Drop the offer"),
        "accept": lambda: TEXT.tr(locale, "Accept the offer"),
        "decline": lambda: TEXT.tr(locale, "Decline"),
        "counter": lambda: TEXT.tr(locale, "Make a counter-offer"),
        "counter_send": lambda: TEXT.tr(locale, "Send the counter-offer"),
        "withdraw": lambda: TEXT.tr(locale, "Withdraw the offer"),
        "shake": lambda: TEXT.tr(locale, "Shake the mother ship"),
        "stop": lambda: TEXT.tr(locale, "Stop here"),
        "end_movement": lambda: TEXT.tr(locale, "End movement"),
        "found_colony": lambda: TEXT.tr(locale, "Found a colony here"),
        "establish_station": lambda: TEXT.tr(locale, "Establish a trade station here"),
    }
    if kind in simple:
        return str(simple[kind]())
    if kind == "draft_colony":
        return TEXT.tr(locale, "Place a colony at point {point}", point=point_label(node))
    if kind == "draft_port":
        return TEXT.tr(locale, "Place your space port at point {point}", point=point_label(node))
    if kind == "draft_ship":
        return TEXT.tr(locale, "Place your colony ship at point {point}", point=point_label(node))
    if kind == "discard":
        return TEXT.tr(locale, "Discard 1 {resource}", resource=resource_name(r, locale))
    if kind == "steal":
        return TEXT.tr(locale, "Steal a card from {player}", player=_seat(names, action.get("target")))
    if kind in ("relief", "bank_get"):
        return TEXT.tr(locale, "Take 1 {resource} from the bank", resource=resource_name(r, locale))
    if kind == "bank_give":
        return TEXT.tr(locale, "Trade {resource} with the bank", resource=resource_name(r, locale))
    if kind in ("launch", "place_free_ship"):
        return TEXT.tr(locale, "Launch the new ship at point {point}", point=point_label(node))
    if kind == "upgrade":
        return TEXT.tr(locale, "Upgrade the colony at point {point}", point=point_label(node))
    if kind == "use_dip_aid":
        return TEXT.tr(
            locale, "Take a random card from {player} (development aid)", player=_seat(names, action.get("target"))
        )
    if kind in ("offer_give", "counter_give"):
        return TEXT.tr(locale, "Give 1 {resource}", resource=resource_name(r, locale))
    if kind in ("offer_want", "counter_want"):
        return TEXT.tr(locale, "Ask for 1 {resource}", resource=resource_name(r, locale))
    if kind == "offer_to":
        return TEXT.tr(locale, "Offer only to {player}", player=_seat(names, action.get("seat")))
    if kind == "confirm":
        return TEXT.tr(locale, "Trade with {player}", player=_seat(names, action.get("seat")))
    if kind == "step":
        return TEXT.tr(locale, "Ship {ship}: fly to point {point}", ship=action.get("ship"), point=point_label(node))
    if kind == "stay":
        return TEXT.tr(locale, "Ship {ship}: stay where it is", ship=action.get("ship"))
    if kind == "take_friendship":
        return TEXT.tr(locale, "Take the friendship card {card}", card=friend_name(str(action.get("card")), locale))
    if kind == "encounter_option":
        return option_label(str(action.get("option")), locale)
    if kind == "choose_resource":
        return _first_upper(resource_name(r, locale))
    if kind == "choose_addon":
        return _first_upper(addon_name(str(action.get("addon")), locale))
    if kind == "jump_area":
        return TEXT.tr(locale, "Jump towards {area}", area=area_name(str(action.get("area")), locale))
    if kind == "jump_node":
        return TEXT.tr(locale, "Land at point {point}", point=point_label(node))
    return TEXT.tr(locale, "An unknown action")


_DECIDING: dict[str, Callable[[str, str], str]] = {
    "q01": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to help a crippled ship drifting into a sun.", player=player
    ),
    "q03": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to pick up an escape pod.", player=player
    ),
    "q04": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to pay the pirates 1 card.", player=player
    ),
    "q05": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to pay the pirates 2 cards.", player=player
    ),
    "q06": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to pay the pirates 3 cards.", player=player
    ),
    "q07": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to flee or fight a pirate ambush.", player=player
    ),
    "q08": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to attack a lightly guarded pirate convoy.", player=player
    ),
    "q09": lambda locale, player: TEXT.tr(
        locale,
        "{player} must decide whether to surrender or fight the pirates boarding their first ship.",
        player=player,
    ),
    "q10": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to hand over one add-on of their mother ship to pirates.", player=player
    ),
    "q11": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to hire a bounty hunter for a pirate hunt, for 2 cards.", player=player
    ),
    "q12": lambda locale, player: TEXT.tr(
        locale, "{player} must decide how many cards to give a merchant fleet as a welcome gift.", player=player
    ),
    "q13": lambda locale, player: TEXT.tr(
        locale, "{player} must decide how many cards to offer a merchant who wants to barter.", player=player
    ),
    "q14": lambda locale, player: TEXT.tr(
        locale, "{player} must decide how many cards to offer for a merchant's used drive.", player=player
    ),
    "q15": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to give a merchant any 2 of their cards for 3 goods.", player=player
    ),
    "q16": lambda locale, player: TEXT.tr(
        locale, "{player} must decide how many cards to give a smooth trader as a deposit.", player=player
    ),
    "q17": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to carry a merchant's cargo to his home.", player=player
    ),
    "q18": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to take a traveller aboard.", player=player
    ),
    "q19": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to buy a star chart from travellers for 1 card.", player=player
    ),
    "q20": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to accept the travellers' invitation to a feast.", player=player
    ),
    "q21": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to accept the travellers' challenge to a race.", player=player
    ),
    "q22": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to give 2 fuel to a travellers' ship that is out of fuel.", player=player
    ),
    "q23": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to give a council envoy an urgent lift.", player=player
    ),
    "q24": lambda locale, player: TEXT.tr(
        locale, "{player} must decide how many cards to give to the council's relief fund.", player=player
    ),
    "q25": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to tow the scientists' probe close to a sun.", player=player
    ),
    "q26": lambda locale, player: TEXT.tr(
        locale, "{player} must decide how many cards to pay for the scientists' engine tune-up.", player=player
    ),
    "q27": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to escape a black hole at full power.", player=player
    ),
    "q28": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to fly straight through an asteroid field.", player=player
    ),
    "q29": lambda locale, player: TEXT.tr(locale, "{player} must decide whether to enter a wormhole.", player=player),
    "q30": lambda locale, player: TEXT.tr(
        locale, "{player} must decide whether to salvage a derelict freighter.", player=player
    ),
}
"""An encounter's question as the table hears it (§4.7: the card is read out, the player it faces answers): whom it
asks and what, in the third person. Its second-person wording (rules/starfarers/names.py) is the player's own prompt."""


def _deciding(question: str, player: str, locale: str) -> str:
    said = _DECIDING.get(question)
    return said(locale, player) if said else TEXT.tr(locale, "{player} must answer an encounter.", player=player)


def narrate(event: Event, locale: str, names: Mapping[str, str]) -> str:
    def who(key: str = "seat") -> str:
        return names[str(event.get(key))]

    kind = str(event.get("type"))
    if kind in ("start_roll", "rolled"):
        dice = event.get("dice") or [0, 0]
        if kind == "start_roll":
            return TEXT.tr(locale, "{player} rolls {total} for the start.", player=who(), total=sum(dice))
        return TEXT.tr(locale, "{player} rolls {first} and {second}.", player=who(), first=dice[0], second=dice[1])
    if kind == "produced":
        gains = event.get("gains") or {}
        lines = [
            TEXT.tr(locale, "{player} gets {cards}.", player=names[str(seat)], cards=cards(gain, locale))
            for seat, gain in gains.items()
        ]
        return " ".join(lines) if lines else TEXT.tr(locale, "Nobody produces anything.")
    if kind == "shortage":
        return TEXT.tr(
            locale,
            "The bank is short of {resource}: nobody gets any.",
            resource=resource_name(str(event.get("resource")), locale),
        )
    if kind == "relief":
        return TEXT.tr(
            locale,
            "{player} takes 1 {resource} from the relief fund.",
            player=who(),
            resource=resource_name(str(event.get("resource")), locale),
        )
    if kind == "discard_window":
        return TEXT.tr(locale, "A seven! Everyone with too many cards discards half of them.")
    if kind == "marked":
        return TEXT.tr(
            locale, "You put aside 1 {resource} to discard.", resource=resource_name(str(event.get("resource")), locale)
        )
    if kind == "marked_hidden":
        return TEXT.tr(
            locale,
            "{player} has chosen {chosen} of {owed} cards to discard.",
            player=who(),
            chosen=event.get("chosen"),
            owed=event.get("owed"),
        )
    if kind == "discarded":
        parts = [
            TEXT.tr(locale, "{player} discards {cards}.", player=names[str(seat)], cards=cards(c, locale))
            for seat, c in (event.get("cards") or {}).items()
        ]
        return " ".join(parts)
    if kind in ("stole", "aided"):
        return TEXT.tr(
            locale,
            "{player} takes 1 {resource} from {target}.",
            player=who(),
            target=who("target"),
            resource=resource_name(str(event.get("resource")), locale),
        )
    if kind in ("stole_hidden", "aided_hidden"):
        return TEXT.tr(locale, "{player} takes a card from {target}.", player=who(), target=who("target"))
    if kind == "no_steal":
        return TEXT.tr(locale, "{player} steals nothing.", player=who())
    if kind == "drew":
        return TEXT.tr(
            locale,
            "You draw {cards}.",
            cards=resource_list([str(c).split("_")[1] for c in event.get("cards") or []], locale),
        )
    if kind == "drew_hidden":
        return TEXT.ntr(
            locale,
            "{player} draws {count} extra card.",
            "{player} draws {count} extra cards.",
            int(event.get("count") or 0),
            player=who(),
        )
    if kind == "built":
        build = _BUILD.get(str(event.get("build")))
        what = build(locale) if build else ""
        return TEXT.tr(
            locale,
            "{player}: {build}, for {cards}.",
            player=who(),
            build=what,
            cards=cards(event.get("paid") or {}, locale),
        )
    if kind == "bank_trade":
        return TEXT.tr(
            locale,
            "{player} trades {cards} with the bank for 1 {resource}.",
            player=who(),
            cards=cards(event.get("gave") or {}, locale),
            resource=resource_name(str(event.get("got")), locale),
        )
    if kind == "honoured":
        return TEXT.tr(locale, "{player} pays 2 goods and is honoured with a fame ring.", player=who())
    if kind == "free_ship":
        return TEXT.tr(
            locale,
            "{player} gets a free trade ship at point {point}.",
            player=who(),
            point=point_label(str(event.get("node"))),
        )
    if kind == "ship_credit":
        return TEXT.tr(locale, "{player} will get a free trade ship as soon as one can be launched.", player=who())
    if kind == "trade_ended":
        return TEXT.tr(locale, "{player} ends trading and building.", player=who())
    if kind == "offer":
        return TEXT.tr(
            locale,
            "{player} offers {give} for {want}.",
            player=who(),
            give=resource_list(list(event.get("give") or []), locale),
            want=resource_list(list(event.get("want") or []), locale),
        )
    if kind == "answered":
        if event.get("answer") == "accept":
            return TEXT.tr(locale, "{player} accepts the offer.", player=who())
        return TEXT.tr(locale, "{player} declines the offer.", player=who())
    if kind == "countered":
        return TEXT.tr(
            locale,
            "{player} counters: {give} for {want}.",
            player=who(),
            give=resource_list(list(event.get("give") or []), locale),
            want=resource_list(list(event.get("want") or []), locale),
        )
    if kind == "traded":
        return TEXT.tr(
            locale,
            "{player} and {partner} trade: {gave} for {got}.",
            player=who(),
            partner=who("partner"),
            gave=resource_list(list(event.get("gave") or []), locale),
            got=resource_list(list(event.get("got") or []), locale),
        )
    if kind in ("offer_closed", "offer_withdrawn", "offer_dropped"):
        return TEXT.tr(locale, "{player}'s offer is off the table.", player=who())
    if kind == "shaken":
        balls = event.get("balls") or []
        if "black" in balls:
            return TEXT.tr(locale, "{player} shakes the mother ship: the black ball, an encounter!", player=who())
        return TEXT.tr(locale, "{player} shakes the mother ship.", player=who())
    if kind == "encounter":  # public: the others (and the log) hear whom it asks, not a question put to them
        return TEXT.tr(locale, "Encounter: {question}", question=_deciding(str(event.get("question")), who(), locale))
    if kind == "option":
        return TEXT.tr(
            locale, "{player} answers: {option}.", player=who(), option=option_label(str(event.get("option")), locale)
        )
    if kind == "zahn":
        return TEXT.tr(locale, "Wear and tear strikes the mother ships.")
    if kind == "zahn_chosen":
        return TEXT.tr(locale, "{player} has chosen an add-on to lose.", player=who())
    if kind == "duel":
        values = event.get("values") or [0, 0]
        if event.get("won"):
            return TEXT.tr(
                locale, "{player} wins the duel, {mine} to {theirs}.", player=who(), mine=values[0], theirs=values[1]
            )
        return TEXT.tr(
            locale, "{player} loses the duel, {mine} to {theirs}.", player=who(), mine=values[0], theirs=values[1]
        )
    if kind == "fame":
        change = int(event.get("change") or 0)
        if change >= 0:
            return TEXT.ntr(
                locale, "{player} gains {count} fame ring.", "{player} gains {count} fame rings.", change, player=who()
            )
        return TEXT.ntr(
            locale, "{player} loses {count} fame ring.", "{player} loses {count} fame rings.", -change, player=who()
        )
    if kind == "enc_took":
        return TEXT.tr(locale, "{player} takes {cards}.", player=who(), cards=cards(event.get("cards") or {}, locale))
    if kind in ("enc_paid", "lost_random"):
        return TEXT.tr(
            locale, "{player} gives up {cards}.", player=who(), cards=cards(event.get("cards") or {}, locale)
        )
    if kind == "addon_gained":
        return TEXT.tr(
            locale, "{player} mounts {addon}.", player=who(), addon=addon_name(str(event.get("addon")), locale)
        )
    if kind == "addon_lost":
        return TEXT.tr(
            locale, "{player} loses {addon}.", player=who(), addon=addon_name(str(event.get("addon")), locale)
        )
    if kind == "frozen":
        ships = [str(n) for n in event.get("ships") or []]
        return TEXT.ntr(
            locale,
            "{player}'s ship {ships} cannot move this turn.",
            "{player}'s ships {ships} cannot move this turn.",
            len(ships),
            player=who(),
            ships=", ".join(ships),
        )
    if kind == "jumped":
        return TEXT.tr(
            locale,
            "{player}'s ship {ship} jumps to point {point}.",
            player=who(),
            ship=event.get("ship"),
            point=point_label(str(event.get("node"))),
        )
    if kind == "encounter_done":
        return TEXT.tr(locale, "The encounter is over.")
    if kind == "stepped":
        return TEXT.tr(
            locale,
            "{player}'s ship {ship} flies to point {point}.",
            player=who(),
            ship=event.get("ship"),
            point=point_label(str(event.get("node"))),
        )
    if kind == "stayed":
        return TEXT.tr(locale, "{player}'s ship {ship} stays where it is.", player=who(), ship=event.get("ship"))
    if kind == "movement_ended":
        return TEXT.tr(locale, "{player} ends the movement.", player=who())
    if kind == "peeked":
        return TEXT.tr(locale, "You look at the hidden tokens you pass.")
    if kind == "passed_by":
        return TEXT.tr(locale, "{player} looks at hidden tokens in passing.", player=who())
    if kind == "special":
        if TOKEN_BY_ID[str(event.get("token"))].kind == "ice":
            return TEXT.tr(locale, "{player} makes an ice planet habitable and takes its token.", player=who())
        return TEXT.tr(locale, "{player} destroys a pirate lair and takes its token.", player=who())
    if kind == "founded":
        return TEXT.tr(
            locale,
            "{player} founds a colony at point {point}.",
            player=who(),
            point=point_label(str(event.get("node"))),
        )
    if kind == "established":
        return TEXT.tr(
            locale,
            "{player} establishes a trade station at {base}.",
            player=who(),
            base=base_name(str(event.get("base")), locale),
        )
    if kind == "declined":
        return TEXT.tr(
            locale,
            "{player}'s ship {ship} stays without founding a colony or trading.",
            player=who(),
            ship=event.get("ship"),
        )
    if kind == "befriended":
        return TEXT.tr(
            locale,
            "{player} takes the friendship card {card}.",
            player=who(),
            card=friend_name(str(event.get("card")), locale),
        )
    if kind == "disk":
        return TEXT.tr(
            locale,
            "{player} now holds the friendship disk of {base}.",
            player=who(),
            base=base_name(str(event.get("base")), locale),
        )
    if kind == "won":
        return TEXT.tr(
            locale, "{player} reaches {points} victory points and wins!", player=who(), points=event.get("vp")
        )
    if kind == "round_limit":
        return TEXT.tr(locale, "The round limit is reached: the game ends.")
    if kind == "drafted":
        where = point_label(str(event.get("node")))
        if event.get("piece") == "port":
            return TEXT.tr(locale, "{player} places a space port at point {point}.", player=who(), point=where)
        if event.get("piece") == "ship":
            return TEXT.tr(locale, "{player} places a colony ship at point {point}.", player=who(), point=where)
        return TEXT.tr(locale, "{player} places a colony at point {point}.", player=who(), point=where)
    if kind == "draft_done":
        return TEXT.tr(locale, "Everyone has placed their pieces: the game begins with {player}.", player=who())
    if kind == "turn":
        return TEXT.tr(locale, "{player}'s turn begins.", player=who())
    return TEXT.tr(locale, "Something happened.")
