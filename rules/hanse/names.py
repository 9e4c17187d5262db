"""The names players read for Hanse's things, in every locale of the catalog "hanse": planets, cards and their
effect lines, the ships' decks, positions, the reasons a game ends. Shared by the texts (text.py), the rules
summary and the pictures (render/hanse).

Each name is one literal catalog call, so the extractor (tools/messages.py) finds it. Planet names are the same in
every language of the rule books; card names follow the rule book of each language (German: the original names).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.hanse.components import CARD_BY_KIND, DECKS, PLANET_IDS, PLANETS
from rules.i18n import catalog, mark

TEXT = catalog("hanse")

Words = Callable[[str], str]

_PLANET: dict[str, Words] = {
    "coronis": lambda locale: TEXT.ptr(locale, "planet", "Coronis"),
    "naginther": lambda locale: TEXT.ptr(locale, "planet", "Naginther"),
    "vinau_ii": lambda locale: TEXT.ptr(locale, "planet", "Vinau II"),
    "taghellia": lambda locale: TEXT.ptr(locale, "planet", "Taghellia"),
    "talmazzar": lambda locale: TEXT.ptr(locale, "planet", "Talmazzar"),
    "dakhit": lambda locale: TEXT.ptr(locale, "planet", "Dakhit"),
}

_CARD: dict[str, Words] = {
    "startkarte": lambda locale: TEXT.ptr(locale, "card", "Start Card"),
    "container": lambda locale: TEXT.ptr(locale, "card", "Container"),
    "nachschub": lambda locale: TEXT.ptr(locale, "card", "Replenishment"),
    "fusionstriebwerk": lambda locale: TEXT.ptr(locale, "card", "Fusion Drive"),
    "hypersprung_innen": lambda locale: TEXT.ptr(locale, "card", "Hyperjump Inward"),
    "hypersprung_aussen": lambda locale: TEXT.ptr(locale, "card", "Hyperjump Outward"),
    "orbitalstation": lambda locale: TEXT.ptr(locale, "card", "Space Station"),
    "agent_einschleusen": lambda locale: TEXT.ptr(locale, "card", "Agent Infiltration"),
    "nachbrenner_zuenden": lambda locale: TEXT.ptr(locale, "card", "Afterburner Ignition"),
    "sonnentunnel_oeffnen": lambda locale: TEXT.ptr(locale, "card", "Sun Tunnel"),
    "ladevorgang_innen": lambda locale: TEXT.ptr(locale, "card", "Inner Loading"),
    "ladevorgang_aussen": lambda locale: TEXT.ptr(locale, "card", "Outer Loading"),
    "bordtransmitter_aktivieren": lambda locale: TEXT.ptr(locale, "card", "On-board Transmitter"),
    "transmitter_tor_aktivieren": lambda locale: TEXT.ptr(locale, "card", "Transmitter Gate"),
    "hypersturm_ausloesen": lambda locale: TEXT.ptr(locale, "card", "Hyperstorm"),
}

_EFFECT: dict[str, Words] = {
    "startkarte": lambda locale: TEXT.tr(locale, "One Container and one extra card per turn. Owned from the start."),
    "container": lambda locale: TEXT.tr(locale, "One more Container for goods."),
    "nachschub": lambda locale: TEXT.tr(locale, "Draw one more card at the end of each turn (hand limit 5)."),
    "fusionstriebwerk": lambda locale: TEXT.tr(locale, "+1 energy on every flight you roll."),
    "hypersprung_innen": lambda locale: TEXT.tr(
        locale, "At the start of your turn: jump to the orbit of {planet}.", planet=planet_name("coronis", locale)
    ),
    "hypersprung_aussen": lambda locale: TEXT.tr(
        locale, "At the start of your turn: jump to the orbit of {planet}.", planet=planet_name("dakhit", locale)
    ),
    "orbitalstation": lambda locale: TEXT.tr(locale, "Once per turn: take a planet action from that planet's orbit."),
    "agent_einschleusen": lambda locale: TEXT.tr(locale, "Take one extra planet action at once."),
    "nachbrenner_zuenden": lambda locale: TEXT.tr(locale, "End your flight and roll a new one."),
    "sonnentunnel_oeffnen": lambda locale: TEXT.tr(
        locale,
        "This turn, fly once from the orbit of {inner} to the orbit of {outer} for 1 energy.",
        inner=planet_name("coronis", locale),
        outer=planet_name("dakhit", locale),
    ),
    "ladevorgang_innen": lambda locale: TEXT.tr(
        locale,
        "Load a stack from {first} or {second}, wherever your ship is.",
        first=planet_name("coronis", locale),
        second=planet_name("naginther", locale),
    ),
    "ladevorgang_aussen": lambda locale: TEXT.tr(
        locale,
        "Load a stack from {first} or {second}, wherever your ship is.",
        first=planet_name("talmazzar", locale),
        second=planet_name("dakhit", locale),
    ),
    "bordtransmitter_aktivieren": lambda locale: TEXT.tr(
        locale, "Swap the loads of one of your Containers and one of your opponent's."
    ),
    "transmitter_tor_aktivieren": lambda locale: TEXT.tr(locale, "Swap the positions of the two ships."),
    "hypersturm_ausloesen": lambda locale: TEXT.tr(locale, "Discard your hand, reshuffle, draw 5; your turn ends."),
}

_DECK: dict[str, Words] = {
    "jet": lambda locale: TEXT.ptr(locale, "ship", "Jet"),
    "kugelraumer": lambda locale: TEXT.ptr(locale, "ship", "Kugelraumer"),
}

PASSENGER = "passagier_"
"""The kind of a Passenger card is this prefix and its planet's id."""

END_REASONS: dict[str, str] = {
    "reached_70": mark("a player reached 70 MG"),
    "goods_exhausted": mark("the last goods left the game"),
    "round_cap": mark("the round limit was reached"),
}
"""Why a Hanse game ends (`Result.reason`, §6), in words: no full stop, they stand inside other sentences."""

if set(_PLANET) != set(PLANET_IDS) or set(_DECK) != set(DECKS):  # pragma: no cover - guards the tables
    raise RuntimeError("every planet and every deck needs a name")
if {*_CARD, *(PASSENGER + p for p in PLANET_IDS)} != set(CARD_BY_KIND) or set(_EFFECT) != set(_CARD):
    raise RuntimeError("every card kind needs a name and an effect")  # pragma: no cover - guards the tables


def planet_name(planet: str, locale: str) -> str:
    """ "Vinau II" for `vinau_ii`; never the id."""
    name = _PLANET.get(planet)
    return name(locale) if name else TEXT.tr(locale, "an unknown planet")


def card_name(kind: str, locale: str) -> str:
    """The card's printed name in `locale` ("Sun Tunnel", "Sonnentunnel öffnen"); never the kind."""
    if kind.startswith(PASSENGER) and kind.removeprefix(PASSENGER) in _PLANET:
        return TEXT.tr(locale, "Passenger ({planet})", planet=planet_name(kind.removeprefix(PASSENGER), locale))
    name = _CARD.get(kind)
    return name(locale) if name else TEXT.tr(locale, "an unknown card")


def card_effect(kind: str, locale: str) -> str:
    """The card's effect in one line, for the hand picture."""
    if kind.startswith(PASSENGER) and kind.removeprefix(PASSENGER) in _PLANET:
        return TEXT.tr(
            locale,
            "On the surface of {planet}: gain 3 MG. Cannot be neutralized.",
            planet=planet_name(kind.removeprefix(PASSENGER), locale),
        )
    effect = _EFFECT.get(kind)
    return effect(locale) if effect else ""


def deck_name(deck: str, locale: str) -> str:
    """The ship a seat's deck belongs to ("Jet", "Kugelraumer")."""
    name = _DECK.get(deck)
    return name(locale) if name else ""


def reason_text(reason: str, locale: str) -> str:
    """Why the game ended, in words, lower case and without a full stop (it stands inside other sentences)."""
    if reason in END_REASONS:
        return TEXT.tr(locale, END_REASONS[reason])
    return TEXT.tr(locale, "the game ended")


def planet_at(position: str) -> tuple[str, str, str] | None:
    """(kind, planet, next planet) of a position: `p3` -> ("p", "vinau_ii", ""), `g2` -> ("g", "naginther",
    "vinau_ii"); None for anything else."""
    if len(position) != 2 or position[0] not in "pog" or not "1" <= position[1] <= "6":
        return None
    k = int(position[1])
    if position[0] == "g":
        return ("g", PLANET_IDS[k - 1], PLANET_IDS[k]) if k < len(PLANETS) else None
    return position[0], PLANET_IDS[k - 1], ""


def position_at(position: object, locale: str) -> str:
    """Where a ship is, as a phrase of place: "on Vinau II", "in the orbit of Coronis", "between the orbits of
    Naginther and Vinau II"; "not placed yet" before the start planet is chosen."""
    where = planet_at(position) if isinstance(position, str) else None
    if where is None:
        return TEXT.tr(locale, "not placed yet")
    kind, planet, outer = where
    if kind == "p":
        return TEXT.tr(locale, "on {planet}", planet=planet_name(planet, locale))
    if kind == "o":
        return TEXT.tr(locale, "in the orbit of {planet}", planet=planet_name(planet, locale))
    return TEXT.tr(
        locale,
        "between the orbits of {inner} and {outer}",
        inner=planet_name(planet, locale),
        outer=planet_name(outer, locale),
    )
