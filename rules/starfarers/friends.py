"""The 20 friendship cards (spec §5.2 [designed]): four races, five cards each, face up at the races' bases.

A player takes one when they establish a trade station at the race's base; cards are public, permanent and act
at once. This module holds the cards as data and what they add: Scientists' drive and gun symbols (never add-ons,
never freight), Merchants' bank rates, Green Folk harvests, Diplomats' abilities (used by the turn modules).
"""

from __future__ import annotations

from collections.abc import Iterable

RACE_CARDS: dict[str, tuple[str, ...]] = {
    "green_folk": ("gf_ore", "gf_fuel", "gf_carbon", "gf_food", "gf_goods"),
    "merchants": ("mer_ore", "mer_fuel", "mer_carbon", "mer_food", "mer_goods"),
    "scientists": ("sci_guns2", "sci_drives2", "sci_mixed_a", "sci_mixed_b", "sci_mixed_c"),
    "diplomats": ("dip_tribute", "dip_fame", "dip_aid", "dip_relief", "dip_immunity"),
}
"""Each race's cards in the spec's order (the default pick is the first one left, §9.2)."""
CARDS: tuple[str, ...] = tuple(card for cards in RACE_CARDS.values() for card in cards)
SYMBOLS: dict[str, tuple[int, int]] = {
    "sci_guns2": (0, 2),
    "sci_drives2": (2, 0),
    "sci_mixed_a": (1, 1),
    "sci_mixed_b": (1, 1),
    "sci_mixed_c": (1, 1),
}
"""Scientists' cards: (drive symbols, gun symbols)."""


def drive_symbols(cards: Iterable[str]) -> int:
    return sum(SYMBOLS.get(card, (0, 0))[0] for card in cards)


def gun_symbols(cards: Iterable[str]) -> int:
    return sum(SYMBOLS.get(card, (0, 0))[1] for card in cards)
