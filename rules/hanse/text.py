"""Human texts: short button labels for actions (`describe`) and one sentence per event (`narrate`).

English and German; any other locale falls back to English. Containers are numbered from 1 for people
(container index 0 is "container 1"). Texts name goods by destination and value only, never by id.
"""

from __future__ import annotations

from typing import Any

from rules.contract import Action, Event
from rules.hanse.board import STEPS, TUNNEL_COST, TUNNEL_FROM, TUNNEL_TO
from rules.hanse.cards import PLANET_BY_ID, PLANET_IDS, card_name
from rules.hanse.goods import container_destination, shown_values, split_stack
from rules.hanse.planet_actions import concerned_planet
from rules.hanse.state import FACE_VALUE, KIND_OF, HanseState

LOCALES = ("en", "de")

T: dict[str, dict[str, str]] = {
    "en": {
        "start_first": "Start first (the other player picks the planet)",
        "choose_planet": "Choose the start planet (the other player starts)",
        "choose_start_planet": "Start on {planet}",
        "hyperjump": "Hyperjump to {position}",
        "roll": "Roll for the flight",
        "step": "Fly to {position} ({cost} energy)",
        "land": "Land on {planet} ({cost} energy)",
        "tunnel": "Sun tunnel to {position} ({cost} energy)",
        "end_flight": "End the flight ({energy} energy left)",
        "load": "Load {count} goods for {destination} ({mg} MG)",
        "unload": "Unload container {container} at {planet} ({mg} MG)",
        "unload_bonus": "Unload container {container} at {planet} ({mg} MG + {bonus} bonus)",
        "buy": "Buy {card} for {price} MG",
        "play": "Play {card}",
        "play_loading": "Play {card}: load goods for {destination} from {planet}",
        "play_transmitter": "Play {card}: swap your container {own} with their container {other}",
        "end_turn": "End the turn",
        "decline_bonus": "Decline the extra planet action",
        "allow": "Allow {card}",
        "neutralize": "Neutralize {card}",
        "remove_pair": "Remove the pair for {destination}",
        "discard": "Discard {card}",
        "finish_turn": "Finish the turn and draw",
        "unknown": "Unknown action",
        "orbit": "the orbit of {planet}",
        "gap": "the gap between {inner} and {outer}",
        "in": "inward",
        "out": "outward",
        "normal": "flight",
        "afterburner": "afterburner flight",
        # events
        "ev_role_chosen_start_first": "{seat} starts first; the other player picks the start planet.",
        "ev_role_chosen_choose_planet": "{seat} picks the start planet; the other player starts.",
        "ev_start_planet_chosen": "{seat} chose {planet} as the start planet.",
        "ev_turn_started": "Turn {turn} of {seat} begins.",
        "ev_rolled": "{seat} rolled {dice} for a {kind}: {energy} energy.",
        "ev_rolled_fusion": "{seat} rolled {dice} for a {kind}: {energy} energy with {fusion} from Fusion Drives.",
        "ev_hyperjumped": "{seat} hyperjumped {direction} to {position}.",
        "ev_stepped": "{seat} flew to {position} ({cost} energy, {left} left).",
        "ev_stepped_tunnel": "{seat} flew through the sun tunnel to {position} ({left} energy left).",
        "ev_landed": "{seat} landed on {planet}.",
        "ev_flight_ended": "{seat} ended the flight ({energy} energy unused).",
        "ev_loaded": "{seat} loaded {count} goods for {destination} at {planet} into container {container}.",
        "ev_unloaded": "{seat} delivered {count} goods at {planet} for {gained} MG (now {score}).",
        "ev_flipped": "The delivered goods at {planet} turn over: {goods}.",
        "ev_pair_removed": "A pair of goods for {destination} leaves the game at {planet}.",
        "ev_bought": "{seat} bought {card} for {price} MG.",
        "ev_played": "{seat} played {card}.",
        "ev_scored": "{seat} gained {gained} MG (now {score}).",
        "ev_neutralized": "{seat} neutralized {card}.",
        "ev_allowed": "{seat} allowed {card}.",
        "ev_tunnel_opened": "{seat} opened the sun tunnel ({passages} passage(s) this turn).",
        "ev_containers_swapped": "{seat} swapped their container {own} with the opponent's container {other}.",
        "ev_ships_swapped": "{seat} swapped the ships: now at {position}, the opponent at {other}.",
        "ev_hyperstorm": "{seat} unleashed a hyperstorm: {count} cards discarded, deck reshuffled, turn over.",
        "ev_discarded": "{seat} discarded {card}.",
        "ev_reshuffled": "{seat} shuffled the discard pile into a new deck of {count} cards.",
        "ev_drew": "You drew {cards}.",
        "ev_drew_hidden": "{seat} drew {count} card(s).",
        "ev_turn_ended": "{seat} ended the turn.",
        "ev_bonus_declined": "{seat} declined the extra planet action.",
        "ev_game_over": "Game over ({reason}): {ranking}.",
        "ev_unknown": "Something happened.",
        "reached_70": "70 MG reached",
        "goods_exhausted": "no goods left",
        "round_cap": "round limit",
        "draw": "a draw between {seats}",
        "wins": "{seat} wins",
        "nothing": "nothing",
    },
    "de": {
        "start_first": "Als Erster beginnen (der andere wählt den Planeten)",
        "choose_planet": "Startplaneten wählen (der andere beginnt)",
        "choose_start_planet": "Auf {planet} starten",
        "hyperjump": "Hypersprung in {position}",
        "roll": "Für den Flug würfeln",
        "step": "In {position} fliegen ({cost} Energie)",
        "land": "Auf {planet} landen ({cost} Energie)",
        "tunnel": "Durch den Sonnentunnel in {position} ({cost} Energie)",
        "end_flight": "Flug beenden ({energy} Energie übrig)",
        "load": "{count} Waren für {destination} laden ({mg} MG)",
        "unload": "Container {container} auf {planet} entladen ({mg} MG)",
        "unload_bonus": "Container {container} auf {planet} entladen ({mg} MG + {bonus} Bonus)",
        "buy": "{card} für {price} MG kaufen",
        "play": "{card} ausspielen",
        "play_loading": "{card} ausspielen: Waren für {destination} von {planet} laden",
        "play_transmitter": "{card} ausspielen: deinen Container {own} mit seinem Container {other} tauschen",
        "end_turn": "Zug beenden",
        "decline_bonus": "Auf die zusätzliche Planetenaktion verzichten",
        "allow": "{card} zulassen",
        "neutralize": "{card} neutralisieren",
        "remove_pair": "Das Paar für {destination} entfernen",
        "discard": "{card} abwerfen",
        "finish_turn": "Zug abschließen und nachziehen",
        "unknown": "Unbekannte Aktion",
        "orbit": "den Orbit von {planet}",
        "gap": "die Lücke zwischen {inner} und {outer}",
        "in": "nach innen",
        "out": "nach außen",
        "normal": "Flug",
        "afterburner": "Nachbrennerflug",
        "ev_role_chosen_start_first": "{seat} beginnt; der andere wählt den Startplaneten.",
        "ev_role_chosen_choose_planet": "{seat} wählt den Startplaneten; der andere beginnt.",
        "ev_start_planet_chosen": "{seat} wählt {planet} als Startplaneten.",
        "ev_turn_started": "Zug {turn} von {seat} beginnt.",
        "ev_rolled": "{seat} würfelt {dice} für einen {kind}: {energy} Energie.",
        "ev_rolled_fusion": "{seat} würfelt {dice} für einen {kind}: {energy} Energie, davon {fusion} durch "
        "Fusionstriebwerke.",
        "ev_hyperjumped": "{seat} springt {direction} in {position}.",
        "ev_stepped": "{seat} fliegt in {position} ({cost} Energie, {left} übrig).",
        "ev_stepped_tunnel": "{seat} fliegt durch den Sonnentunnel in {position} ({left} Energie übrig).",
        "ev_landed": "{seat} landet auf {planet}.",
        "ev_flight_ended": "{seat} beendet den Flug ({energy} Energie verfallen).",
        "ev_loaded": "{seat} lädt {count} Waren für {destination} auf {planet} in Container {container}.",
        "ev_unloaded": "{seat} liefert {count} Waren auf {planet} für {gained} MG (jetzt {score}).",
        "ev_flipped": "Die gelieferten Waren auf {planet} werden umgedreht: {goods}.",
        "ev_pair_removed": "Ein Warenpaar für {destination} verlässt auf {planet} das Spiel.",
        "ev_bought": "{seat} kauft {card} für {price} MG.",
        "ev_played": "{seat} spielt {card}.",
        "ev_scored": "{seat} erhält {gained} MG (jetzt {score}).",
        "ev_neutralized": "{seat} neutralisiert {card}.",
        "ev_allowed": "{seat} lässt {card} zu.",
        "ev_tunnel_opened": "{seat} öffnet den Sonnentunnel ({passages} Durchflug/Durchflüge in diesem Zug).",
        "ev_containers_swapped": "{seat} tauscht seinen Container {own} mit dem Container {other} des Gegners.",
        "ev_ships_swapped": "{seat} tauscht die Positionen der Schiffe (eigenes Schiff: {position}, Gegner: {other}).",
        "ev_hyperstorm": "{seat} löst einen Hypersturm aus: {count} Karten abgeworfen, neu gemischt, Zugende.",
        "ev_discarded": "{seat} wirft {card} ab.",
        "ev_reshuffled": "{seat} mischt den Ablagestapel zu einem neuen Stapel aus {count} Karten.",
        "ev_drew": "Du ziehst {cards}.",
        "ev_drew_hidden": "{seat} zieht {count} Karte(n).",
        "ev_turn_ended": "{seat} beendet den Zug.",
        "ev_bonus_declined": "{seat} verzichtet auf die zusätzliche Planetenaktion.",
        "ev_game_over": "Spielende ({reason}): {ranking}.",
        "ev_unknown": "Etwas ist geschehen.",
        "reached_70": "70 MG erreicht",
        "goods_exhausted": "keine Waren mehr",
        "round_cap": "Rundenlimit",
        "draw": "Unentschieden zwischen {seats}",
        "wins": "{seat} gewinnt",
        "nothing": "nichts",
    },
}


def _t(locale: str) -> dict[str, str]:
    return T.get(locale, T["en"])


def planet_name(planet_id: str) -> str:
    return PLANET_BY_ID[planet_id].name if planet_id in PLANET_BY_ID else planet_id


def position_name(position: str | None, locale: str = "en") -> str:
    """`p3` -> "Vinau II", `o3` -> "the orbit of Vinau II", `g2` -> "the gap between Naginther and Vinau II"."""
    texts = _t(locale)
    if not position or len(position) != 2 or position[0] not in "pog" or not "1" <= position[1] <= "6":
        return str(position)
    k = int(position[1])
    if position[0] == "p":
        return planet_name(PLANET_IDS[k - 1])
    if position[0] == "o":
        return texts["orbit"].format(planet=planet_name(PLANET_IDS[k - 1]))
    if k > 5:
        return str(position)
    return texts["gap"].format(inner=planet_name(PLANET_IDS[k - 1]), outer=planet_name(PLANET_IDS[k]))


def describe_action(state: HanseState, seat: str, action: Action, locale: str = "en") -> str:
    texts = _t(locale)
    kind = action.get("type")
    try:
        return _describe(state, seat, action, texts, locale)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return texts.get(str(kind), texts["unknown"]) if kind in texts else texts["unknown"]


def _describe(state: HanseState, seat: str, action: Action, texts: dict[str, str], locale: str) -> str:
    kind = action["type"]
    me = state.seats.index(seat) if seat in state.seats else 0
    player = state.players[me]
    if kind == "choose_role":
        return texts[action["role"]]
    if kind == "choose_start_planet":
        return texts[kind].format(planet=planet_name(action["planet"]))
    if kind == "hyperjump":
        return texts[kind].format(position=position_name("o1" if action["direction"] == "in" else "o6", locale))
    if kind == "step":
        to = action["to"]
        here = player.position or ""
        if here == TUNNEL_FROM and to == TUNNEL_TO:
            return texts["tunnel"].format(position=position_name(to, locale), cost=TUNNEL_COST)
        cost = dict(STEPS.get(here, ())).get(to, 0)
        if to.startswith("p"):
            return texts["land"].format(planet=position_name(to, locale), cost=cost)
        return texts["step"].format(position=position_name(to, locale), cost=cost)
    if kind == "end_flight":
        energy = state.turn.flight_energy if state.turn is not None and state.turn.flight_energy else 0
        return texts[kind].format(energy=energy)
    if kind == "load":
        values = _stack_values(state, player.position, action["destination"])
        return texts[kind].format(count=len(values), destination=planet_name(action["destination"]), mg=sum(values))
    if kind == "unload":
        index = action["container"]
        tokens = player.containers[index]
        destination = container_destination(tokens) or ""
        mg = sum(FACE_VALUE[t] for t in tokens)
        waiting = state.planets[PLANET_IDS.index(destination)] if destination in PLANET_IDS else (1,)
        key = "unload" if waiting else "unload_bonus"
        return texts[key].format(container=index + 1, planet=planet_name(destination), mg=mg, bonus=len(tokens))
    if kind == "buy":
        price = state.turn.price if state.turn is not None else 0
        return texts[kind].format(card=card_name(action["card"], locale), price=price)
    if kind == "play":
        card = card_name(action["card"], locale)
        if "planet" in action:
            return texts["play_loading"].format(
                card=card, destination=planet_name(action["destination"]), planet=planet_name(action["planet"])
            )
        if "own" in action:
            return texts["play_transmitter"].format(card=card, own=action["own"] + 1, other=action["other"] + 1)
        return texts["play"].format(card=card)
    if kind in ("allow", "neutralize"):
        pending = state.pending.card if state.pending is not None else ""
        return texts[kind].format(card=card_name(pending, locale) if pending else "")
    if kind == "remove_pair":
        return texts[kind].format(destination=planet_name(action["destination"]))
    if kind == "discard":
        return texts[kind].format(card=card_name(action["card"], locale))
    return texts[kind]


def _stack_values(state: HanseState, position: str | None, destination: str) -> list[int]:
    turn = state.turn
    if position is None or turn is None:
        return []
    where = concerned_planet(position, turn)
    if where is None:
        return []
    taken, _ = split_stack(state.planets[where[0] - 1], destination)
    return shown_values(taken)


def narrate_event(event: Event, locale: str = "en") -> str:
    texts = _t(locale)
    try:
        return _narrate(event, texts, locale)
    except (KeyError, IndexError, ValueError, TypeError):
        return texts["ev_unknown"]


def _goods_text(goods: list[dict[str, Any]], texts: dict[str, str]) -> str:
    if not goods:
        return texts["nothing"]
    return ", ".join(f"{planet_name(g['destination'])} {g['value']}" for g in goods)


def _narrate(event: Event, texts: dict[str, str], locale: str) -> str:
    kind = event["type"]
    seat = event.get("seat", "")
    if kind == "role_chosen":
        return texts[f"ev_role_chosen_{event['role']}"].format(seat=seat)
    if kind == "start_planet_chosen":
        return texts["ev_start_planet_chosen"].format(seat=seat, planet=planet_name(event["planet"]))
    if kind == "turn_started":
        return texts["ev_turn_started"].format(seat=seat, turn=event["turn"])
    if kind == "rolled":
        key = "ev_rolled_fusion" if event["fusion"] else "ev_rolled"
        dice = ", ".join(str(d) for d in event["dice"])
        return texts[key].format(
            seat=seat, dice=dice, kind=texts[event["kind"]], energy=event["energy"], fusion=event["fusion"]
        )
    if kind == "hyperjumped":
        return texts["ev_hyperjumped"].format(
            seat=seat, direction=texts[event["direction"]], position=position_name(event["position"], locale)
        )
    if kind == "stepped":
        key = "ev_stepped_tunnel" if event.get("tunnel") else "ev_stepped"
        return texts[key].format(
            seat=seat, position=position_name(event["position"], locale), cost=event["cost"], left=event["energy_left"]
        )
    if kind == "landed":
        return texts["ev_landed"].format(seat=seat, planet=position_name(event["position"], locale))
    if kind == "flight_ended":
        return texts["ev_flight_ended"].format(seat=seat, energy=event["energy_lost"])
    if kind == "loaded":
        return texts["ev_loaded"].format(
            seat=seat,
            count=len(event["values"]),
            destination=planet_name(event["destination"]),
            planet=planet_name(event["planet"]),
            container=event["container"] + 1,
        )
    if kind == "unloaded":
        return texts["ev_unloaded"].format(
            seat=seat,
            count=len(event["values"]),
            planet=planet_name(event["planet"]),
            gained=event["gained"],
            score=event["score"],
        )
    if kind == "flipped":
        return texts["ev_flipped"].format(planet=planet_name(event["planet"]), goods=_goods_text(event["goods"], texts))
    if kind == "pair_removed":
        return texts["ev_pair_removed"].format(
            destination=planet_name(event["destination"]), planet=planet_name(event["planet"])
        )
    if kind in ("bought", "played", "neutralized", "allowed", "discarded"):
        return texts[f"ev_{kind}"].format(seat=seat, card=card_name(event["card"], locale), price=event.get("price"))
    if kind == "scored":
        return texts["ev_scored"].format(seat=seat, gained=event["gained"], score=event["score"])
    if kind == "tunnel_opened":
        return texts["ev_tunnel_opened"].format(seat=seat, passages=event["passages"])
    if kind == "containers_swapped":
        return texts["ev_containers_swapped"].format(seat=seat, own=event["own"] + 1, other=event["other"] + 1)
    if kind == "ships_swapped":
        return texts["ev_ships_swapped"].format(
            seat=seat, position=position_name(event["position"], locale), other=position_name(event["other"], locale)
        )
    if kind == "hyperstorm":
        return texts["ev_hyperstorm"].format(seat=seat, count=event["discarded"])
    if kind == "reshuffled":
        return texts["ev_reshuffled"].format(seat=seat, count=event["count"])
    if kind == "drew":
        cards = ", ".join(card_name(KIND_OF[c], locale) for c in event["cards"])
        return texts["ev_drew"].format(cards=cards)
    if kind == "drew_hidden":
        return texts["ev_drew_hidden"].format(seat=seat, count=event["count"])
    if kind in ("turn_ended", "bonus_declined"):
        return texts[f"ev_{kind}"].format(seat=seat)
    if kind == "game_over":
        ranking = event["ranking"]
        if len(ranking) == 1:
            outcome = texts["draw"].format(seats=", ".join(ranking[0]))
        else:
            outcome = texts["wins"].format(seat=ranking[0][0])
        scores = ", ".join(f"{s} {v}" for s, v in event["scores"].items())
        return texts["ev_game_over"].format(reason=texts[event["reason"]], ranking=f"{outcome} ({scores})")
    return texts["ev_unknown"]
