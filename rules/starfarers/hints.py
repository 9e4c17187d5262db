"""What an action does, for a player learning Starfarers (`Game.hint`), in the catalog "starfarers": "" where the
action's label says it all. Encounter options get no hint: their results stay hidden until the card is done."""

from __future__ import annotations

from rules.contract import Action
from rules.starfarers.building import rate
from rules.starfarers.components import COSTS
from rules.starfarers.movement import allowance
from rules.starfarers.names import TEXT, cards
from rules.starfarers.state import State


def hint(state: State, seat: str, action: Action, locale: str) -> str:
    kind = str(action.get("type"))
    index = state.seats.index(seat)
    if kind in COSTS:
        cost = cards(COSTS[kind], locale)
        effects = {
            "build_colony_ship": TEXT.tr(
                locale, "Costs {cost}. A colony ship founds colonies in the outer systems.", cost=cost
            ),
            "build_trade_ship": TEXT.tr(
                locale, "Costs {cost}. A trade ship sets up trade stations at alien bases.", cost=cost
            ),
            "build_spaceport": TEXT.tr(
                locale, "Costs {cost}. One more victory point and two more launch points.", cost=cost
            ),
            "build_drive": TEXT.tr(locale, "Costs {cost}. Every ship of yours flies one point further.", cost=cost),
            "build_gun": TEXT.tr(locale, "Costs {cost}. Stronger in combat and against pirate lairs.", cost=cost),
            "build_freight_ring": TEXT.tr(
                locale, "Costs {cost}. Reaches trade points further out and makes ice planets habitable.", cost=cost
            ),
        }
        return effects[kind]
    if kind == "bank_give":
        count = rate(state, index, str(action["resource"]))
        return TEXT.ntr(
            locale,
            "Gives {count} card to the bank for one card of your choice.",
            "Gives {count} cards to the bank for one card of your choice.",
            count,
        )
    if kind == "offer_start":
        return TEXT.tr(locale, "Build an offer card by card; the others accept, decline or make a counter-offer.")
    if kind == "step":
        number = int(action["ship"])
        left = (state.left[number - 1] if state.flying == number else allowance(state)) - 1
        return TEXT.ntr(locale, "{count} point left after this step.", "{count} points left after this step.", left)
    if kind == "end_movement":
        return TEXT.tr(locale, "Every ship still waiting ends its move where it stands.")
    if kind == "found_colony":
        return TEXT.tr(locale, "One victory point; the tokens of both planets turn face up.")
    if kind == "establish_station":
        return TEXT.tr(
            locale, "You choose a friendship card; most stations at a base hold its disk (2 victory points)."
        )
    if kind == "end_trade_build":
        return TEXT.tr(locale, "Next: shake the mother ship and fly.")
    return ""
