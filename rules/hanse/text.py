"""Player-facing texts: short button labels for actions (`describe`) and one sentence per event (`narrate`), in
every locale of the catalog "hanse" (rules/i18n.py; English is the message id). Seats are named only through
`names[seat]`; planets and cards by their names (rules/hanse/names.py), never by their ids. Containers are
numbered from 1 for people (container index 0 is "Container 1").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Action, Event
from rules.hanse.board import STEPS, TUNNEL_COST, TUNNEL_FROM, TUNNEL_TO
from rules.hanse.components import PLANET_IDS
from rules.hanse.goods import container_destination, shown_values, split_stack
from rules.hanse.names import TEXT, card_name, planet_at, planet_name, position_at, reason_text
from rules.hanse.planet_actions import concerned_planet
from rules.hanse.state import FACE_VALUE, KIND_OF, HanseState

LOCALES: tuple[str, ...] = ("en", "de", "fr", "nl")
"""The languages Hanse's texts exist in."""


def describe_action(state: HanseState, seat: str, action: Action, locale: str, names: Mapping[str, str]) -> str:
    try:
        return _describe(state, seat, action, locale)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return TEXT.tr(locale, "Unknown action")


def _step_label(here: str, to: str, locale: str) -> str:
    where = planet_at(to)
    if where is None:
        return TEXT.tr(locale, "Unknown action")
    kind, planet, outer = where
    if here == TUNNEL_FROM and to == TUNNEL_TO:
        return TEXT.tr(
            locale,
            "Sun tunnel to the orbit of {planet} ({cost} energy)",
            planet=planet_name(planet, locale),
            cost=TUNNEL_COST,
        )
    cost = dict(STEPS.get(here, ())).get(to, 0)
    if kind == "p":
        return TEXT.tr(locale, "Land on {planet} ({cost} energy)", planet=planet_name(planet, locale), cost=cost)
    if kind == "o":
        return TEXT.tr(
            locale, "Fly to the orbit of {planet} ({cost} energy)", planet=planet_name(planet, locale), cost=cost
        )
    return TEXT.tr(
        locale,
        "Fly to the gap between {inner} and {outer} ({cost} energy)",
        inner=planet_name(planet, locale),
        outer=planet_name(outer, locale),
        cost=cost,
    )


def _describe(state: HanseState, seat: str, action: Action, locale: str) -> str:
    kind = action["type"]
    me = state.seats.index(seat) if seat in state.seats else 0
    player = state.players[me]
    if kind == "choose_role":
        if action["role"] == "start_first":
            return TEXT.tr(locale, "Start first (the other player picks the planet)")
        return TEXT.tr(locale, "Choose the start planet (the other player starts)")
    if kind == "choose_start_planet":
        return TEXT.tr(locale, "Start on {planet}", planet=planet_name(action["planet"], locale))
    if kind == "hyperjump":
        if action["direction"] == "in":
            return TEXT.tr(locale, "Hyperjump inward to the orbit of {planet}", planet=planet_name("coronis", locale))
        return TEXT.tr(locale, "Hyperjump outward to the orbit of {planet}", planet=planet_name("dakhit", locale))
    if kind == "roll":
        return TEXT.tr(locale, "Roll for the flight")
    if kind == "step":
        return _step_label(player.position or "", action["to"], locale)
    if kind == "end_flight":
        energy = state.turn.flight_energy if state.turn is not None and state.turn.flight_energy else 0
        return TEXT.tr(locale, "End the flight ({energy} energy left)", energy=energy)
    if kind == "load":
        values = _stack_values(state, player.position, action["destination"])
        return TEXT.ntr(
            locale,
            "Load {count} goods card for {destination} ({mg} MG)",
            "Load {count} goods cards for {destination} ({mg} MG)",
            len(values),
            destination=planet_name(action["destination"], locale),
            mg=sum(values),
        )
    if kind == "unload":
        index = action["container"]
        tokens = player.containers[index]
        destination = container_destination(tokens) or ""
        mg = sum(FACE_VALUE[t] for t in tokens)
        waiting = state.planets[PLANET_IDS.index(destination)] if destination in PLANET_IDS else (1,)
        planet = planet_name(destination, locale)
        if waiting:
            return TEXT.tr(
                locale, "Unload Container {container} at {planet} ({mg} MG)", container=index + 1, planet=planet, mg=mg
            )
        return TEXT.tr(
            locale,
            "Unload Container {container} at {planet} ({mg} MG + {bonus} bonus)",
            container=index + 1,
            planet=planet,
            mg=mg,
            bonus=len(tokens),
        )
    if kind == "buy":
        price = state.turn.price if state.turn is not None else 0
        return TEXT.tr(locale, "Buy {card} for {price} MG", card=card_name(action["card"], locale), price=price)
    if kind == "play":
        card = card_name(action["card"], locale)
        if "planet" in action:
            return TEXT.tr(
                locale,
                "Play {card}: load the goods for {destination} from {planet}",
                card=card,
                destination=planet_name(action["destination"], locale),
                planet=planet_name(action["planet"], locale),
            )
        if "own" in action:
            return TEXT.tr(
                locale,
                "Play {card}: swap your Container {own} with their Container {other}",
                card=card,
                own=action["own"] + 1,
                other=action["other"] + 1,
            )
        return TEXT.tr(locale, "Play {card}", card=card)
    if kind in ("allow", "neutralize"):
        pending = state.pending.card if state.pending is not None else ""
        card = card_name(pending, locale)
        if kind == "allow":
            return TEXT.tr(locale, "Allow {card}", card=card)
        return TEXT.tr(locale, "Neutralize {card}", card=card)
    if kind == "remove_pair":
        return TEXT.tr(
            locale, "Remove the pair for {destination}", destination=planet_name(action["destination"], locale)
        )
    if kind == "discard":
        return TEXT.tr(locale, "Discard {card}", card=card_name(action["card"], locale))
    if kind == "end_turn":
        return TEXT.tr(locale, "End the turn")
    if kind == "decline_bonus":
        return TEXT.tr(locale, "Decline the extra planet action")
    if kind == "finish_turn":
        return TEXT.tr(locale, "Finish the turn and draw")
    return TEXT.tr(locale, "Unknown action")


def _stack_values(state: HanseState, position: str | None, destination: str) -> list[int]:
    turn = state.turn
    if position is None or turn is None:
        return []
    where = concerned_planet(position, turn)
    if where is None:
        return []
    taken, _ = split_stack(state.planets[where[0] - 1], destination)
    return shown_values(taken)


def narrate_event(event: Event, locale: str, names: Mapping[str, str]) -> str:
    try:
        return _narrate(event, locale, names)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return TEXT.tr(locale, "Something happened.")


def goods_list(goods: Sequence[Mapping[str, Any]], locale: str) -> str:
    """Goods by destination and value: "Taghellia 3, Coronis 2" ("nothing" if none)."""
    if not goods:
        return TEXT.tr(locale, "nothing")
    return ", ".join(
        TEXT.tr(locale, "{planet} {value}", planet=planet_name(g["destination"], locale), value=g["value"])
        for g in goods
    )


def _stepped(event: Event, seat: str, locale: str) -> str:
    where = planet_at(event["position"])
    if where is None:
        return TEXT.tr(locale, "Something happened.")
    kind, planet, outer = where
    cost, left = event["cost"], event["energy_left"]
    if event.get("tunnel"):
        return TEXT.tr(
            locale,
            "{seat} flew through the sun tunnel to the orbit of {planet} ({left} energy left).",
            seat=seat,
            planet=planet_name(planet, locale),
            left=left,
        )
    if kind == "p":
        return TEXT.tr(
            locale,
            "{seat} flew down to {planet} ({cost} energy, {left} left).",
            seat=seat,
            planet=planet_name(planet, locale),
            cost=cost,
            left=left,
        )
    if kind == "o":
        return TEXT.tr(
            locale,
            "{seat} flew to the orbit of {planet} ({cost} energy, {left} left).",
            seat=seat,
            planet=planet_name(planet, locale),
            cost=cost,
            left=left,
        )
    return TEXT.tr(
        locale,
        "{seat} flew into the gap between {inner} and {outer} ({cost} energy, {left} left).",
        seat=seat,
        inner=planet_name(planet, locale),
        outer=planet_name(outer, locale),
        cost=cost,
        left=left,
    )


def _rolled(event: Event, seat: str, locale: str) -> str:
    dice = ", ".join(str(d) for d in event["dice"])
    energy, fusion = event["energy"], event["fusion"]
    if event["kind"] == "afterburner":
        if fusion:
            return TEXT.tr(
                locale,
                "{seat} rolled {dice} for an afterburner flight: {energy} energy, {fusion} of it from Fusion Drives.",
                seat=seat,
                dice=dice,
                energy=energy,
                fusion=fusion,
            )
        return TEXT.tr(
            locale,
            "{seat} rolled {dice} for an afterburner flight: {energy} energy.",
            seat=seat,
            dice=dice,
            energy=energy,
        )
    if fusion:
        return TEXT.tr(
            locale,
            "{seat} rolled {dice} for the flight: {energy} energy, {fusion} of it from Fusion Drives.",
            seat=seat,
            dice=dice,
            energy=energy,
            fusion=fusion,
        )
    return TEXT.tr(locale, "{seat} rolled {dice} for the flight: {energy} energy.", seat=seat, dice=dice, energy=energy)


def _card_event(kind: str, seat: str, card: str, price: Any, locale: str) -> str:
    if kind == "bought":
        return TEXT.tr(locale, "{seat} bought {card} for {price} MG.", seat=seat, card=card, price=price)
    if kind == "played":
        return TEXT.tr(locale, "{seat} played {card}.", seat=seat, card=card)
    if kind == "neutralized":
        return TEXT.tr(locale, "{seat} neutralized {card}.", seat=seat, card=card)
    if kind == "allowed":
        return TEXT.tr(locale, "{seat} allowed {card}.", seat=seat, card=card)
    return TEXT.tr(locale, "{seat} discarded {card}.", seat=seat, card=card)


def game_over_text(
    reason: str, ranking: Sequence[Sequence[str]], scores: Mapping[str, int], locale: str, names: Mapping[str, str]
) -> str:
    """ "Game over (a player reached 70 MG): Ada wins (Ada 70, Bram 12)." """
    shown = ", ".join(TEXT.tr(locale, "{player} {score}", player=names[s], score=v) for s, v in scores.items())
    why = reason_text(reason, locale)
    if len(ranking) == 1 and len(ranking[0]) == 2:
        first, second = ranking[0]
        return TEXT.tr(
            locale,
            "Game over ({reason}): a draw between {first} and {second} ({scores}).",
            reason=why,
            first=names[first],
            second=names[second],
            scores=shown,
        )
    return TEXT.tr(
        locale, "Game over ({reason}): {seat} wins ({scores}).", reason=why, seat=names[ranking[0][0]], scores=shown
    )


def _narrate(event: Event, locale: str, names: Mapping[str, str]) -> str:
    kind = event["type"]
    seat = names[event["seat"]] if event.get("seat") else ""
    if kind == "role_chosen":
        if event["role"] == "start_first":
            return TEXT.tr(locale, "{seat} starts first; the other player picks the start planet.", seat=seat)
        return TEXT.tr(locale, "{seat} picks the start planet; the other player starts.", seat=seat)
    if kind == "start_planet_chosen":
        return TEXT.tr(
            locale, "{seat} chose {planet} as the start planet.", seat=seat, planet=planet_name(event["planet"], locale)
        )
    if kind == "turn_started":
        return TEXT.tr(locale, "Turn {turn} of {seat} begins.", seat=seat, turn=event["turn"])
    if kind == "rolled":
        return _rolled(event, seat, locale)
    if kind == "hyperjumped":
        if event["direction"] == "in":
            return TEXT.tr(
                locale,
                "{seat} hyperjumped inward to the orbit of {planet}.",
                seat=seat,
                planet=planet_name("coronis", locale),
            )
        return TEXT.tr(
            locale,
            "{seat} hyperjumped outward to the orbit of {planet}.",
            seat=seat,
            planet=planet_name("dakhit", locale),
        )
    if kind == "stepped":
        return _stepped(event, seat, locale)
    if kind == "landed":
        where = planet_at(event["position"])
        planet = planet_name(where[1], locale) if where else ""
        return TEXT.tr(locale, "{seat} landed on {planet}.", seat=seat, planet=planet)
    if kind == "flight_ended":
        return TEXT.tr(
            locale, "{seat} ended the flight ({energy} energy unused).", seat=seat, energy=event["energy_lost"]
        )
    if kind == "loaded":
        return TEXT.ntr(
            locale,
            "{seat} loaded {count} goods card for {destination} from {planet} into Container {container}.",
            "{seat} loaded {count} goods cards for {destination} from {planet} into Container {container}.",
            len(event["values"]),
            seat=seat,
            destination=planet_name(event["destination"], locale),
            planet=planet_name(event["planet"], locale),
            container=event["container"] + 1,
        )
    if kind == "unloaded":
        return TEXT.ntr(
            locale,
            "{seat} delivered {count} goods card at {planet} for {gained} MG (now {score}).",
            "{seat} delivered {count} goods cards at {planet} for {gained} MG (now {score}).",
            len(event["values"]),
            seat=seat,
            planet=planet_name(event["planet"], locale),
            gained=event["gained"],
            score=event["score"],
        )
    if kind == "flipped":
        return TEXT.tr(
            locale,
            "The delivered goods at {planet} turn over: {goods}.",
            planet=planet_name(event["planet"], locale),
            goods=goods_list(event["goods"], locale),
        )
    if kind == "pair_removed":
        return TEXT.tr(
            locale,
            "A pair of goods for {destination} leaves the game at {planet}.",
            destination=planet_name(event["destination"], locale),
            planet=planet_name(event["planet"], locale),
        )
    if kind in ("bought", "played", "neutralized", "allowed", "discarded"):
        return _card_event(kind, seat, card_name(event["card"], locale), event.get("price"), locale)
    if kind == "scored":
        return TEXT.tr(
            locale, "{seat} gained {gained} MG (now {score}).", seat=seat, gained=event["gained"], score=event["score"]
        )
    if kind == "tunnel_opened":
        return TEXT.ntr(
            locale,
            "{seat} opened the sun tunnel ({count} passage this turn).",
            "{seat} opened the sun tunnel ({count} passages this turn).",
            event["passages"],
            seat=seat,
        )
    if kind == "containers_swapped":
        return TEXT.tr(
            locale,
            "{seat} swapped their Container {own} with the opponent's Container {other}.",
            seat=seat,
            own=event["own"] + 1,
            other=event["other"] + 1,
        )
    if kind == "ships_swapped":
        return TEXT.tr(
            locale,
            "{seat} swapped the ships: now {position}, the opponent {other}.",
            seat=seat,
            position=position_at(event["position"], locale),
            other=position_at(event["other"], locale),
        )
    if kind == "hyperstorm":
        return TEXT.ntr(
            locale,
            "{seat} unleashed a hyperstorm: {count} card discarded, deck reshuffled, turn over.",
            "{seat} unleashed a hyperstorm: {count} cards discarded, deck reshuffled, turn over.",
            event["discarded"],
            seat=seat,
        )
    if kind == "reshuffled":
        return TEXT.ntr(
            locale,
            "{seat} shuffled the discard pile into a new deck of {count} card.",
            "{seat} shuffled the discard pile into a new deck of {count} cards.",
            event["count"],
            seat=seat,
        )
    if kind == "drew":
        cards = ", ".join(card_name(KIND_OF[c], locale) for c in event["cards"])
        return TEXT.tr(locale, "You drew {cards}.", cards=cards)
    if kind == "drew_hidden":
        return TEXT.ntr(locale, "{seat} drew {count} card.", "{seat} drew {count} cards.", event["count"], seat=seat)
    if kind == "turn_ended":
        return TEXT.tr(locale, "{seat} ended the turn.", seat=seat)
    if kind == "bonus_declined":
        return TEXT.tr(locale, "{seat} declined the extra planet action.", seat=seat)
    if kind == "game_over":
        return game_over_text(event["reason"], event["ranking"], event["scores"], locale, names)
    return TEXT.tr(locale, "Something happened.")
