"""Starfarers' rules in short (`Game.rules_summary`): (heading, text) sections for `/game rules` and the terminal
table, in every locale of the catalog "starfarers"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.starfarers.names import TEXT


def rules_summary(locale: str, options: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """The sections with the table's numbers: `options` holds every option (the game fills in the defaults)."""
    target = int(options["target_vp"])
    goal = TEXT.ntr(
        locale,
        "Catanian starfarers settle the galaxy. The first to reach {count} victory point during their own turn "
        "wins: 1 per colony, 2 per space port, 2 per friendship disk, 1 per pirate lair or ice planet taken and 1 "
        "per two fame rings.",
        "Catanian starfarers settle the galaxy. The first to reach {count} victory points during their own turn "
        "wins: 1 per colony, 2 per space port, 2 per friendship disk, 1 per pirate lair or ice planet taken and 1 "
        "per two fame rings.",
        target,
    )
    rounds = int(options["max_rounds"])
    if rounds:
        goal += " " + TEXT.ntr(
            locale,
            "If nobody has won after {count} round, the most points win; equal points go to the most fame rings, "
            "then the most resource cards in hand.",
            "If nobody has won after {count} rounds, the most points win; equal points go to the most fame rings, "
            "then the most resource cards in hand.",
            rounds,
        )
    if options["extra_two_cards"]:
        extra = TEXT.tr(locale, "With fewer than 9 points you draw 2 extra cards.")
    else:
        extra = TEXT.tr(locale, "With fewer than 9 points you draw an extra card.")
    return (
        (TEXT.tr(locale, "Goal"), goal),
        (
            TEXT.tr(locale, "Your turn"),
            TEXT.tr(
                locale,
                "Roll two dice: every colony and space port next to a planet with that number earns one card of the "
                "planet's resource. A seven earns nothing: whoever holds more than 7 cards discards half, and you may "
                "steal a card. {extra} Then trade and build, then fly.",
                extra=extra,
            ),
        ),
        (
            TEXT.tr(locale, "Trade and build"),
            TEXT.tr(
                locale,
                "The bank gives one card for 3 of a kind (2 goods, or 2 of a resource a Merchants card lowers). You "
                "may offer the other players a trade, card by card; they accept, decline or counter, and you "
                "confirm one. Build colony ships and trade ships at your space ports' launch points, upgrade "
                "colonies to space ports, and mount drives (speed), guns (combat) and freight rings (cargo) on your "
                "mother ship.",
            ),
        ),
        (
            TEXT.tr(locale, "Flying"),
            TEXT.tr(
                locale,
                "Shake the mother ship: two of its five balls give every ship's base speed, and drives add to it. "
                "The black ball means an encounter first: a hidden card asks you a question, and your answer decides "
                "what happens. Ships move one point at a time and may not stop on another ship, a building or "
                "another player's launch point. Passing hidden tokens shows them to you alone.",
            ),
        ),
        (
            TEXT.tr(locale, "Colonies and trade"),
            TEXT.tr(
                locale,
                "A colony ship stopping on a free colony point of an outer system may found a colony there if both "
                "planets carry numbers. A trade ship stopping on the next free trade point of an alien base, with "
                "enough freight rings for its number, may establish a trade station: you take one of the race's "
                "friendship cards, and most stations there hold its friendship disk. Enough guns clear a pirate "
                "lair, enough freight rings an ice planet: each is a point for good.",
            ),
        ),
    )
