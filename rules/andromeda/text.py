"""Player-facing texts: `describe` for actions, `narrate` for events, in English, Dutch and German (fallback en)."""

from __future__ import annotations

from typing import Any

from rules.andromeda.cards import PLANET_NAMES, PLANETS, TIERS
from rules.andromeda.state import State
from rules.contract import Action, Event

TIER_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Silver", "Gold", "Platinum", "Diamond"),
    "nl": ("Zilver", "Goud", "Platina", "Diamant"),
    "de": ("Silber", "Gold", "Platin", "Diamant"),
}

ACT_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "exchange": "Exchange cards",
        "place_stations": "Place stations",
        "found": "Found a trading centre",
        "advance_ship": "Advance on the spaceship track",
        "advance_tech": "Advance on the technology track",
    },
    "nl": {
        "exchange": "Kaarten ruilen",
        "place_stations": "Stations plaatsen",
        "found": "Een handelscentrum stichten",
        "advance_ship": "Vooruit op het ruimteschipspoor",
        "advance_tech": "Vooruit op het technologiespoor",
    },
    "de": {
        "exchange": "Karten tauschen",
        "place_stations": "Stationen einsetzen",
        "found": "Ein Handelszentrum gründen",
        "advance_ship": "Auf der Raumschiffleiste vorrücken",
        "advance_tech": "Auf der Technologieleiste vorrücken",
    },
}

DESCRIBE: dict[str, dict[str, str]] = {
    "en": {
        "transport_pass": "Pass (keep your transport cards)",
        "to_planet": "Transport {n} station(s) from Earth to {planet}",
        "to_earth": "Bring your {n} station(s) on {planet} back to Earth",
        "offer": "Offer a {kind} card",
        "respond": "Respond with a {kind} card",
        "swap": "Swap displays with {other}",
        "keep": "Keep the cards you received",
        "stay": "Leave the cards on display and stay in the trade",
        "take_back": "Take your display back into your hand",
        "end_turn": "End your turn",
        "exchange_card": "Exchange a {kind} card",
        "exchange_done": "Finish the exchange and draw",
        "planet": "Build the set for {planet}",
        "planet_cards": "Use {n} {planet} card(s)",
        "add_bonus": "Add a {tier} bonus card",
        "set_done": "The set is complete",
        "place": "Place {n} station(s)",
    },
    "nl": {
        "transport_pass": "Passen (transportkaarten houden)",
        "to_planet": "Vervoer {n} station(s) van de Aarde naar {planet}",
        "to_earth": "Breng je {n} station(s) op {planet} terug naar de Aarde",
        "offer": "Bied een {kind}-kaart aan",
        "respond": "Antwoord met een {kind}-kaart",
        "swap": "Ruil je uitstalling met {other}",
        "keep": "Houd de ontvangen kaarten",
        "stay": "Laat de kaarten liggen en blijf in de handel",
        "take_back": "Neem je uitstalling terug in je hand",
        "end_turn": "Beëindig je beurt",
        "exchange_card": "Ruil een {kind}-kaart",
        "exchange_done": "Rond de ruil af en trek",
        "planet": "Stel de set samen voor {planet}",
        "planet_cards": "Gebruik {n} {planet}-kaart(en)",
        "add_bonus": "Voeg een {tier}-bonuskaart toe",
        "set_done": "De set is compleet",
        "place": "Plaats {n} station(s)",
    },
    "de": {
        "transport_pass": "Passen (Transportkarten behalten)",
        "to_planet": "{n} Station(en) von der Erde nach {planet} bringen",
        "to_earth": "Deine {n} Station(en) auf {planet} zur Erde zurückholen",
        "offer": "Eine {kind}-Karte anbieten",
        "respond": "Mit einer {kind}-Karte antworten",
        "swap": "Auslage mit {other} tauschen",
        "keep": "Die erhaltenen Karten behalten",
        "stay": "Die Karten ausliegen lassen und im Handel bleiben",
        "take_back": "Die Auslage zurück auf die Hand nehmen",
        "end_turn": "Zug beenden",
        "exchange_card": "Eine {kind}-Karte tauschen",
        "exchange_done": "Tausch abschließen und nachziehen",
        "planet": "Satz für {planet} bilden",
        "planet_cards": "{n} {planet}-Karte(n) verwenden",
        "add_bonus": "Eine {tier}-Bonuskarte hinzufügen",
        "set_done": "Der Satz ist vollständig",
        "place": "{n} Station(en) einsetzen",
    },
}

NARRATE: dict[str, dict[str, str]] = {
    "en": {
        "reshuffled": "The discard pile ({count} cards) was shuffled into a new draw pile.",
        "drew": "You drew: {cards}.",
        "dealt": "Cards dealt: {counts}.",
        "round_started": "Round {round} begins; {active} is the active player.",
        "trading_started": "Trading begins; {active} may offer up to {max_offer} cards.",
        "offered": "{seat} offers a {kind} card (card {k}).",
        "hand_shown": "{seat} has no card they may offer; their hand: {cards}.",
        "withdrew": "{seat} has no legal card and leaves the trade.",
        "you_responded": "You chose a {kind} card.",
        "responded": "{seat} has chosen a card.",
        "revealed": "The responses are revealed: {cards}.",
        "took_back": "{seat} takes their display back: {cards}.",
        "trading_ended": "Trading is over.",
        "swapped": "{seat} swaps displays with {with}: gives {gave}, gets {got}.",
        "kept": "{seat} keeps the cards: {cards}.",
        "stayed": "{seat} leaves the cards on display.",
        "transport_to_planet": "{seat} transports {stations} station(s) from Earth to {planet}.",
        "transport_to_earth": "{seat} brings {stations} station(s) from {planet} back to Earth.",
        "transport_passed": "{seat} passes in the transport phase.",
        "turn_ended": "{seat} ends their turn after {actions} action(s).",
        "exchanged": "{seat} exchanges {cards}.",
        "set_played": "{seat} plays a set for {planet} ({size} cards) to {action}.",
        "placed": "{seat} places {n} station(s) on {planet}.",
        "advanced_ship": "{seat} reaches spaceship stage {stage}.",
        "advanced_tech": "{seat} reaches technology stage {stage}.",
        "bonus_earned": "{seat} earns a {tier} bonus card.",
        "ring_centre": "The planet ring on {planet} draws {drawn}: {seat} founds a trading centre on {satellite}.",
        "ring_earth": "The planet ring on {planet} draws {drawn}: the station goes back to Earth.",
        "end_triggered": "Three planets are full: this round is the last.",
        "game_over": "The game is over. Scores: {scores}.",
    },
    "nl": {
        "reshuffled": "De aflegstapel ({count} kaarten) is geschud tot een nieuwe trekstapel.",
        "drew": "Je trok: {cards}.",
        "dealt": "Kaarten gedeeld: {counts}.",
        "round_started": "Ronde {round} begint; {active} is de actieve speler.",
        "trading_started": "De handel begint; {active} mag tot {max_offer} kaarten aanbieden.",
        "offered": "{seat} biedt een {kind}-kaart aan (kaart {k}).",
        "hand_shown": "{seat} heeft geen toegestane kaart; hand: {cards}.",
        "withdrew": "{seat} heeft geen geldige kaart en verlaat de handel.",
        "you_responded": "Je koos een {kind}-kaart.",
        "responded": "{seat} heeft een kaart gekozen.",
        "revealed": "De antwoorden worden onthuld: {cards}.",
        "took_back": "{seat} neemt de uitstalling terug: {cards}.",
        "trading_ended": "De handel is voorbij.",
        "swapped": "{seat} ruilt uitstallingen met {with}: geeft {gave}, krijgt {got}.",
        "kept": "{seat} houdt de kaarten: {cards}.",
        "stayed": "{seat} laat de kaarten liggen.",
        "transport_to_planet": "{seat} vervoert {stations} station(s) van de Aarde naar {planet}.",
        "transport_to_earth": "{seat} brengt {stations} station(s) van {planet} terug naar de Aarde.",
        "transport_passed": "{seat} past in de transportfase.",
        "turn_ended": "{seat} beëindigt de beurt na {actions} actie(s).",
        "exchanged": "{seat} ruilt {cards}.",
        "set_played": "{seat} speelt een set voor {planet} ({size} kaarten): {action}.",
        "placed": "{seat} plaatst {n} station(s) op {planet}.",
        "advanced_ship": "{seat} bereikt ruimteschipniveau {stage}.",
        "advanced_tech": "{seat} bereikt technologieniveau {stage}.",
        "bonus_earned": "{seat} krijgt een {tier}-bonuskaart.",
        "ring_centre": "De planeetring op {planet} trekt {drawn}: {seat} sticht een handelscentrum op {satellite}.",
        "ring_earth": "De planeetring op {planet} trekt {drawn}: het station gaat terug naar de Aarde.",
        "end_triggered": "Drie planeten zijn vol: dit is de laatste ronde.",
        "game_over": "Het spel is voorbij. Scores: {scores}.",
    },
    "de": {
        "reshuffled": "Der Ablagestapel ({count} Karten) wurde zu einem neuen Nachziehstapel gemischt.",
        "drew": "Du hast gezogen: {cards}.",
        "dealt": "Karten verteilt: {counts}.",
        "round_started": "Runde {round} beginnt; {active} ist am Zug.",
        "trading_started": "Der Handel beginnt; {active} darf bis zu {max_offer} Karten anbieten.",
        "offered": "{seat} bietet eine {kind}-Karte an (Karte {k}).",
        "hand_shown": "{seat} hat keine erlaubte Karte; Handkarten: {cards}.",
        "withdrew": "{seat} hat keine erlaubte Karte und scheidet aus dem Handel aus.",
        "you_responded": "Du hast eine {kind}-Karte gewählt.",
        "responded": "{seat} hat eine Karte gewählt.",
        "revealed": "Die Antworten werden aufgedeckt: {cards}.",
        "took_back": "{seat} nimmt die Auslage zurück: {cards}.",
        "trading_ended": "Der Handel ist beendet.",
        "swapped": "{seat} tauscht die Auslage mit {with}: gibt {gave}, erhält {got}.",
        "kept": "{seat} behält die Karten: {cards}.",
        "stayed": "{seat} lässt die Karten ausliegen.",
        "transport_to_planet": "{seat} bringt {stations} Station(en) von der Erde nach {planet}.",
        "transport_to_earth": "{seat} holt {stations} Station(en) von {planet} zur Erde zurück.",
        "transport_passed": "{seat} passt in der Transportphase.",
        "turn_ended": "{seat} beendet den Zug nach {actions} Aktion(en).",
        "exchanged": "{seat} tauscht {cards}.",
        "set_played": "{seat} spielt einen Satz für {planet} ({size} Karten): {action}.",
        "placed": "{seat} setzt {n} Station(en) auf {planet}.",
        "advanced_ship": "{seat} erreicht Raumschiffstufe {stage}.",
        "advanced_tech": "{seat} erreicht Technologiestufe {stage}.",
        "bonus_earned": "{seat} erhält eine {tier}-Bonuskarte.",
        "ring_centre": "Der Planetenring auf {planet} zieht {drawn}: {seat} gründet ein Handelszentrum ({satellite}).",
        "ring_earth": "Der Planetenring auf {planet} zieht {drawn}: die Station geht zur Erde zurück.",
        "end_triggered": "Drei Planeten sind voll: dies ist die letzte Runde.",
        "game_over": "Das Spiel ist vorbei. Punkte: {scores}.",
    },
}

ILLEGAL: dict[str, str] = {
    "transport": "You cannot make that transport now.",
    "transport_pass": "You cannot pass in the transport phase now.",
    "offer": "You cannot offer that card now.",
    "respond": "You cannot respond with that card now.",
    "swap": "You cannot swap with that player now.",
    "keep": "There are no swapped cards for you to keep now.",
    "stay": "There are no swapped cards for you to leave on display now.",
    "take_back": "You cannot take your display back now.",
    "end_turn": "You cannot end your turn now.",
    "act": "You cannot start that action now.",
    "exchange_card": "You cannot choose that card for the exchange now.",
    "exchange_done": "You cannot finish the exchange now.",
    "planet": "You cannot build a set for that planet now.",
    "planet_cards": "You cannot use that many planet cards now.",
    "add_bonus": "You cannot add that bonus card now.",
    "set_done": "The set cannot be completed now.",
    "place": "You cannot place that many stations now.",
}


LOCALES: tuple[str, ...] = tuple(DESCRIBE)
"""The languages Andromeda's texts exist in."""


def _lang(locale: str) -> str:
    return locale if locale in DESCRIBE else "en"


def kind_name(kind: str, locale: str) -> str:
    if kind in PLANETS:
        return PLANET_NAMES[PLANETS.index(kind)]
    if kind in TIERS:
        return TIER_NAMES[_lang(locale)][TIERS.index(kind)]
    return kind


def why_illegal(state: State, action: Any) -> str:
    if not isinstance(action, dict) or "type" not in action:
        return "That is not a move: a move needs a type."
    message = ILLEGAL.get(str(action.get("type")))
    return message or "That move does not exist in Andromeda."


def describe(state: State, seat: str, action: Action, locale: str = "en") -> str:
    lang = _lang(locale)
    t = DESCRIBE[lang]
    kind = action.get("type")
    if kind == "transport":
        planet = kind_name(str(action.get("planet")), lang)
        index = state.seats.index(seat) if seat in state.seats else -1
        if action.get("mode") == "to_planet":
            n = min(2, state.earth[index]) if index >= 0 else 2
            return t["to_planet"].format(n=n, planet=planet)
        p = PLANETS.index(action["planet"]) if action.get("planet") in PLANETS else -1
        n = state.on[p][index] if index >= 0 and p >= 0 else 0
        return t["to_earth"].format(n=n, planet=planet)
    if kind == "act":
        return ACT_NAMES[lang].get(str(action.get("what")), str(action.get("what")))
    if kind in ("offer", "respond", "exchange_card"):
        return t[kind].format(kind=kind_name(str(action.get("kind")), lang))
    if kind == "swap":
        return t["swap"].format(other=action.get("with"))
    if kind == "planet":
        return t["planet"].format(planet=kind_name(str(action.get("planet")), lang))
    if kind == "planet_cards":
        planet = PLANETS[state.b_planet] if state.b_planet >= 0 else ""
        return t["planet_cards"].format(n=action.get("n"), planet=kind_name(planet, lang))
    if kind == "add_bonus":
        return t["add_bonus"].format(tier=kind_name(str(action.get("tier")), lang))
    if kind == "place":
        return t["place"].format(n=action.get("n"))
    if isinstance(kind, str) and kind in t:
        return t[kind]
    return str(action)


def _cards(kinds: Any, lang: str) -> str:
    if isinstance(kinds, dict):
        return ", ".join(f"{n}× {kind_name(k, lang)}" for k, n in kinds.items()) or "-"
    if isinstance(kinds, list):
        return ", ".join(kind_name(k.split(":")[1] if ":" in k else k, lang) for k in kinds) or "-"
    return str(kinds)


def narrate(event: Event, locale: str = "en") -> str:
    lang = _lang(locale)
    t = NARRATE[lang]
    kind = str(event.get("type"))
    fields: dict[str, Any] = {k: v for k, v in event.items() if k not in ("type", "to")}
    key = kind
    if kind == "transported":
        key = "transport_to_planet" if event.get("mode") == "to_planet" else "transport_to_earth"
    elif kind == "advanced":
        key = f"advanced_{event.get('track')}"
    elif kind == "ring_draw":
        key = "ring_centre" if event.get("satellite") else "ring_earth"
    if "planet" in fields:
        fields["planet"] = kind_name(str(fields["planet"]), lang)
    for name in ("kind", "tier"):
        if name in fields:
            fields[name] = kind_name(str(fields[name]), lang)
    for name in ("cards", "gave", "got", "taken_back"):
        if name in fields:
            fields[name] = _cards(fields[name], lang)
    if kind == "revealed" and isinstance(event.get("cards"), dict):
        fields["cards"] = ", ".join(f"{s}: {kind_name(k, lang)}" for s, k in event["cards"].items())
    if kind == "set_played":
        fields["size"] = int(event.get("planet_cards", 0)) + len(event.get("bonus", []))
        fields["action"] = ACT_NAMES[lang].get(str(event.get("action")), str(event.get("action"))).lower()
    for name in ("counts", "scores"):
        if isinstance(fields.get(name), dict):
            fields[name] = ", ".join(f"{s} {v}" for s, v in fields[name].items())
    template = t.get(key)
    if template is None:
        return kind
    try:
        return template.format(**fields)
    except (KeyError, IndexError):
        return kind
