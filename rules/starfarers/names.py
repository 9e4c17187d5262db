"""The names players read for Starfarers' things, in every locale of the catalog "starfarers": resources, add-ons,
systems, alien bases, friendship cards, encounter questions and options, points of the board. Shared by the texts
(text.py) and, later, the pictures.

Each name is one literal catalog call, so the extractor (tools/messages.py) finds it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rules.i18n import catalog
from rules.starfarers.board import xy

TEXT = catalog("starfarers")

_RESOURCE: dict[str, Callable[[str], str]] = {
    "ore": lambda locale: TEXT.ptr(locale, "resource", "ore"),
    "fuel": lambda locale: TEXT.ptr(locale, "resource", "fuel"),
    "carbon": lambda locale: TEXT.ptr(locale, "resource", "carbon"),
    "food": lambda locale: TEXT.ptr(locale, "resource", "food"),
    "goods": lambda locale: TEXT.ptr(locale, "resource", "goods"),
}
_COUNTED: dict[str, Callable[[str, int], str]] = {
    "ore": lambda locale, n: TEXT.ntr(locale, "{count} ore card", "{count} ore cards", n),
    "fuel": lambda locale, n: TEXT.ntr(locale, "{count} fuel card", "{count} fuel cards", n),
    "carbon": lambda locale, n: TEXT.ntr(locale, "{count} carbon card", "{count} carbon cards", n),
    "food": lambda locale, n: TEXT.ntr(locale, "{count} food card", "{count} food cards", n),
    "goods": lambda locale, n: TEXT.ntr(locale, "{count} goods card", "{count} goods cards", n),
}
_ADDON: dict[str, Callable[[str], str]] = {
    "drive": lambda locale: TEXT.tr(locale, "a drive"),
    "gun": lambda locale: TEXT.tr(locale, "a gun"),
    "freight_ring": lambda locale: TEXT.tr(locale, "a freight ring"),
}
_SYSTEM: dict[str, Callable[[str], str]] = {
    "cat_alpha": lambda locale: TEXT.tr(locale, "Catan Alpha"),
    "cat_beta": lambda locale: TEXT.tr(locale, "Catan Beta"),
    "cat_gamma": lambda locale: TEXT.tr(locale, "Catan Gamma"),
    "cat_delta": lambda locale: TEXT.tr(locale, "Catan Delta"),
    "sys1": lambda locale: TEXT.tr(locale, "outer system 1"),
    "sys2": lambda locale: TEXT.tr(locale, "outer system 2"),
    "sys3": lambda locale: TEXT.tr(locale, "outer system 3"),
    "sys4": lambda locale: TEXT.tr(locale, "outer system 4"),
    "sys5": lambda locale: TEXT.tr(locale, "outer system 5"),
    "sys6": lambda locale: TEXT.tr(locale, "outer system 6"),
    "sys7": lambda locale: TEXT.tr(locale, "outer system 7"),
}
_BASE: dict[str, Callable[[str], str]] = {
    "base_green_folk": lambda locale: TEXT.tr(locale, "the Green Folk's base"),
    "base_merchants": lambda locale: TEXT.tr(locale, "the Merchants' base"),
    "base_scientists": lambda locale: TEXT.tr(locale, "the Scientists' base"),
    "base_diplomats": lambda locale: TEXT.tr(locale, "the Diplomats' base"),
}
_FRIEND: dict[str, Callable[[str], str]] = {
    "gf_ore": lambda locale: TEXT.tr(locale, "Ore harvest"),
    "gf_fuel": lambda locale: TEXT.tr(locale, "Fuel harvest"),
    "gf_carbon": lambda locale: TEXT.tr(locale, "Carbon harvest"),
    "gf_food": lambda locale: TEXT.tr(locale, "Food harvest"),
    "gf_goods": lambda locale: TEXT.tr(locale, "Goods harvest"),
    "mer_ore": lambda locale: TEXT.tr(locale, "Ore trade"),
    "mer_fuel": lambda locale: TEXT.tr(locale, "Fuel trade"),
    "mer_carbon": lambda locale: TEXT.tr(locale, "Carbon trade"),
    "mer_food": lambda locale: TEXT.tr(locale, "Food trade"),
    "mer_goods": lambda locale: TEXT.tr(locale, "Goods exchange"),
    "sci_guns2": lambda locale: TEXT.tr(locale, "Weapons lab"),
    "sci_drives2": lambda locale: TEXT.tr(locale, "Engine lab"),
    "sci_mixed_a": lambda locale: TEXT.tr(locale, "Research vessel"),
    "sci_mixed_b": lambda locale: TEXT.tr(locale, "Research vessel"),
    "sci_mixed_c": lambda locale: TEXT.tr(locale, "Research vessel"),
    "dip_tribute": lambda locale: TEXT.tr(locale, "Reduced tribute"),
    "dip_fame": lambda locale: TEXT.tr(locale, "Honours"),
    "dip_aid": lambda locale: TEXT.tr(locale, "Development aid"),
    "dip_relief": lambda locale: TEXT.tr(locale, "Relief fund"),
    "dip_immunity": lambda locale: TEXT.tr(locale, "Immunity"),
}
_QUESTION: dict[str, Callable[[str], str]] = {
    "q01": lambda locale: TEXT.tr(locale, "A crippled ship drifting into a sun calls for help. Do you help?"),
    "q03": lambda locale: TEXT.tr(locale, "An escape pod signals. Do you pick it up?"),
    "q04": lambda locale: TEXT.tr(locale, "Pirates demand 1 card. Do you pay?"),
    "q05": lambda locale: TEXT.tr(locale, "Pirates demand 2 cards. Do you pay?"),
    "q06": lambda locale: TEXT.tr(locale, "Pirates demand 3 cards. Do you pay?"),
    "q07": lambda locale: TEXT.tr(locale, "A pirate ambush! Do you flee or fight?"),
    "q08": lambda locale: TEXT.tr(locale, "A lightly guarded pirate convoy passes. Do you attack?"),
    "q09": lambda locale: TEXT.tr(locale, "Pirates board your first ship. Do you surrender or fight?"),
    "q10": lambda locale: TEXT.tr(locale, "Pirates demand one add-on of your mother ship. Do you hand it over?"),
    "q11": lambda locale: TEXT.tr(locale, "A bounty hunter offers to join a pirate hunt for 2 cards. Do you hire him?"),
    "q12": lambda locale: TEXT.tr(locale, "A merchant fleet greets you. How many cards do you give as a welcome gift?"),
    "q13": lambda locale: TEXT.tr(locale, "A merchant wants to barter. How many cards do you offer?"),
    "q14": lambda locale: TEXT.tr(locale, "A merchant sells a used drive. How many cards do you offer?"),
    "q15": lambda locale: TEXT.tr(locale, "A merchant offers 3 goods for any 2 of your cards. Do you accept?"),
    "q16": lambda locale: TEXT.tr(locale, "A smooth trader promises riches for a deposit. How many cards do you give?"),
    "q17": lambda locale: TEXT.tr(locale, "Do you carry a merchant's cargo to his home?"),
    "q18": lambda locale: TEXT.tr(locale, "A traveller asks for passage. Do you take him aboard?"),
    "q19": lambda locale: TEXT.tr(locale, "Travellers sell a star chart for 1 card. Do you buy it?"),
    "q20": lambda locale: TEXT.tr(locale, "Travellers invite you to a feast. Do you accept?"),
    "q21": lambda locale: TEXT.tr(locale, "Travellers challenge you to a race. Do you accept?"),
    "q22": lambda locale: TEXT.tr(locale, "A travellers' ship is out of fuel. Do you give them 2 fuel?"),
    "q23": lambda locale: TEXT.tr(locale, "A council envoy needs an urgent lift. Do you take him?"),
    "q24": lambda locale: TEXT.tr(locale, "The council collects for a relief fund. How many cards do you give?"),
    "q25": lambda locale: TEXT.tr(locale, "Scientists ask you to tow a probe close to a sun. Do you accept?"),
    "q26": lambda locale: TEXT.tr(locale, "Scientists offer an engine tune-up. How many cards do you pay?"),
    "q27": lambda locale: TEXT.tr(locale, "A black hole pulls at your fleet. Full power to escape?"),
    "q28": lambda locale: TEXT.tr(locale, "Do you fly straight through an asteroid field?"),
    "q29": lambda locale: TEXT.tr(locale, "A wormhole opens ahead. Do you enter it?"),
    "q30": lambda locale: TEXT.tr(locale, "A derelict freighter drifts by. Do you salvage it?"),
}
_OPTION: dict[str, Callable[[str], str]] = {
    "no": lambda locale: TEXT.ptr(locale, "encounter option", "No"),
    "yes": lambda locale: TEXT.ptr(locale, "encounter option", "Yes"),
    "pay": lambda locale: TEXT.ptr(locale, "encounter option", "Pay"),
    "refuse": lambda locale: TEXT.ptr(locale, "encounter option", "Refuse"),
    "flee": lambda locale: TEXT.ptr(locale, "encounter option", "Flee"),
    "fight": lambda locale: TEXT.ptr(locale, "encounter option", "Fight"),
    "surrender": lambda locale: TEXT.ptr(locale, "encounter option", "Surrender"),
    "hand_over": lambda locale: TEXT.ptr(locale, "encounter option", "Hand it over"),
}


def resource_name(resource: str, locale: str) -> str:
    name = _RESOURCE.get(resource)
    return name(locale) if name else TEXT.tr(locale, "an unknown resource")


def cards(counts: Mapping[str, int], locale: str) -> str:
    """Cards by resource, counted, in the fixed resource order: "2 ore cards, 1 food card" ("no cards" if none)."""
    said = [
        _COUNTED[r](locale, int(n)) for r, n in sorted(counts.items(), key=lambda kv: list(_COUNTED).index(kv[0])) if n
    ]
    return ", ".join(said) if said else TEXT.tr(locale, "no cards")


def resource_list(resources: list[str], locale: str) -> str:
    """A side of an offer, one entry per card: ["ore", "ore", "food"] -> "2 ore cards, 1 food card"."""
    counts: dict[str, int] = {}
    for resource in resources:
        counts[resource] = counts.get(resource, 0) + 1
    return cards(counts, locale)


def addon_name(addon: str, locale: str) -> str:
    name = _ADDON.get(addon)
    return name(locale) if name else TEXT.tr(locale, "an unknown add-on")


def system_name(system: str, locale: str) -> str:
    name = _SYSTEM.get(system)
    return name(locale) if name else TEXT.tr(locale, "an unknown system")


def base_name(base: str, locale: str) -> str:
    name = _BASE.get(base)
    return name(locale) if name else TEXT.tr(locale, "an unknown base")


def area_name(area: str, locale: str) -> str:
    """A jump area: an outer system or an alien base."""
    return base_name(area, locale) if area.startswith("base_") else system_name(area, locale)


def friend_name(card: str, locale: str) -> str:
    name = _FRIEND.get(card)
    return name(locale) if name else TEXT.tr(locale, "an unknown friendship card")


def question_text(question: str, locale: str) -> str:
    text = _QUESTION.get(question)
    return text(locale) if text else TEXT.tr(locale, "An encounter.")


def option_label(option: str, locale: str) -> str:
    """An encounter option: its word, or a number of cards ("2 cards")."""
    if option.isdigit():
        return TEXT.ntr(locale, "{count} card", "{count} cards", int(option))
    label = _OPTION.get(option)
    return label(locale) if label else option


def point_label(node: str) -> str:
    """A point of the board as its grid coordinates ("8·4"), printed along the edges of the board picture."""
    x, y = xy(node)
    return f"{x}·{y}"
