"""The names players read for Andromeda's things, in every locale (catalog "andromeda"): planets, bonus tiers,
a card of a kind, counted cards, the actions, satellites. Shared by the texts (text.py) and the pictures
(render/andromeda).

Each name is one literal catalog call, so the extractor (tools/messages.py) finds it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from rules.andromeda.components import KINDS, PLANETS, SATELLITE_IDS, SATELLITE_VALUE
from rules.i18n import catalog

TEXT = catalog("andromeda")

_KIND_NAME: dict[str, Callable[[str], str]] = {
    "azura": lambda locale: TEXT.ptr(locale, "planet", "Azura"),
    "borea": lambda locale: TEXT.ptr(locale, "planet", "Borea"),
    "cygna": lambda locale: TEXT.ptr(locale, "planet", "Cygna"),
    "draco": lambda locale: TEXT.ptr(locale, "planet", "Draco"),
    "eos": lambda locale: TEXT.ptr(locale, "planet", "Eos"),
    "fenn": lambda locale: TEXT.ptr(locale, "planet", "Fenn"),
    "gorr": lambda locale: TEXT.ptr(locale, "planet", "Gorr"),
    "silver": lambda locale: TEXT.ptr(locale, "bonus tier", "Silver"),
    "gold": lambda locale: TEXT.ptr(locale, "bonus tier", "Gold"),
    "platinum": lambda locale: TEXT.ptr(locale, "bonus tier", "Platinum"),
    "diamond": lambda locale: TEXT.ptr(locale, "bonus tier", "Diamond"),
}

_A_CARD: dict[str, Callable[[str], str]] = {
    "azura": lambda locale: TEXT.tr(locale, "an Azura card"),
    "borea": lambda locale: TEXT.tr(locale, "a Borea card"),
    "cygna": lambda locale: TEXT.tr(locale, "a Cygna card"),
    "draco": lambda locale: TEXT.tr(locale, "a Draco card"),
    "eos": lambda locale: TEXT.tr(locale, "an Eos card"),
    "fenn": lambda locale: TEXT.tr(locale, "a Fenn card"),
    "gorr": lambda locale: TEXT.tr(locale, "a Gorr card"),
    "silver": lambda locale: TEXT.tr(locale, "a Silver bonus card"),
    "gold": lambda locale: TEXT.tr(locale, "a Gold bonus card"),
    "platinum": lambda locale: TEXT.tr(locale, "a Platinum bonus card"),
    "diamond": lambda locale: TEXT.tr(locale, "a Diamond bonus card"),
}

_ACTION: dict[str, Callable[[str], str]] = {
    "exchange": lambda locale: TEXT.tr(locale, "Exchange cards"),
    "place_stations": lambda locale: TEXT.tr(locale, "Place stations"),
    "found": lambda locale: TEXT.tr(locale, "Found a trading centre"),
    "advance_ship": lambda locale: TEXT.tr(locale, "Advance on the spaceship track"),
    "advance_tech": lambda locale: TEXT.tr(locale, "Advance on the technology track"),
}

if set(_KIND_NAME) != set(KINDS) or set(_A_CARD) != set(KINDS):  # pragma: no cover - guards the tables
    raise RuntimeError("every kind needs a name and a card phrase")


def kind_name(kind: str, locale: str) -> str:
    """The name of a planet ("Azura") or a bonus tier ("Silver") in `locale`."""
    name = _KIND_NAME.get(kind)
    return name(locale) if name else TEXT.tr(locale, "an unknown card")


def planet_name(planet: str, locale: str) -> str:
    return kind_name(planet, locale)


def a_card(kind: str, locale: str) -> str:
    """One card of `kind` with its article, as object of a sentence: "an Azura card", "a Silver bonus card"."""
    phrase = _A_CARD.get(kind)
    return phrase(locale) if phrase else TEXT.tr(locale, "an unknown card")


def action_name(what: str, locale: str) -> str:
    """The label of a set action or the exchange at the turn menu."""
    name = _ACTION.get(what)
    return name(locale) if name else TEXT.tr(locale, "an unknown action")


def counted(kind: str, count: int, locale: str) -> str:
    """ "2 Azura cards", "1 Silver card"."""
    return TEXT.ntr(locale, "{count} {kind} card", "{count} {kind} cards", count, kind=kind_name(kind, locale))


def card_list(kinds: Iterable[str] | Mapping[str, int], locale: str) -> str:
    """Cards by kind, counted, in canonical kind order: "2 Azura cards, 1 Silver card" ("nothing" if none)."""
    counts: dict[str, int] = {}
    if isinstance(kinds, Mapping):
        counts = {str(k): int(n) for k, n in kinds.items() if n}
    else:
        for kind in kinds:
            counts[kind] = counts.get(kind, 0) + 1
    order = [k for k in KINDS if k in counts] + sorted(k for k in counts if k not in KINDS)
    if not order:
        return TEXT.tr(locale, "nothing")
    return ", ".join(counted(k, counts[k], locale) for k in order)


BONUS_POINTS: dict[str, int] = {"silver": 2, "gold": 3, "platinum": 4, "diamond": 5}
"""What a bonus card still in hand scores at the end (R-6)."""


def card_effect(kind: str, locale: str) -> str:
    """What a card of `kind` does, in one or two sentences, for the hand shown at the terminal."""
    if kind in BONUS_POINTS:
        return TEXT.tr(
            locale,
            "A wild card in a set for any planet; worth {points} points if it is still in your hand at the end.",
            points=BONUS_POINTS[kind],
        )
    if kind in KINDS:
        return TEXT.tr(
            locale,
            "3 to 7 cards of {planet} (bonus cards may stand in) make a set for {planet}: the price of placing "
            "stations, founding a trading centre and advancing on a track. A set of 4 to 7 {planet} cards alone "
            "earns a bonus card.",
            planet=kind_name(kind, locale),
        )
    return ""


def satellite_points(satellite: str) -> int:
    """The points of a satellite id (`fenn_s1` -> 10); 0 if unknown."""
    return SATELLITE_VALUE[SATELLITE_IDS.index(satellite)] if satellite in SATELLITE_IDS else 0


def satellite_planet(satellite: str) -> str:
    """The planet id of a satellite id (`fenn_s1` -> `fenn`)."""
    planet = satellite.rsplit("_", 1)[0]
    return planet if planet in PLANETS else ""
