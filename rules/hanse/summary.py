"""Hanse's rules in short (`Game.rules_summary`): (heading, text) sections for `/game rules` and the terminal
table, in every locale of the catalog "hanse"."""

from __future__ import annotations

from rules.hanse.names import TEXT


def rules_summary(locale: str) -> tuple[tuple[str, str], ...]:
    return (
        (
            TEXT.tr(locale, "Goal"),
            TEXT.tr(
                locale,
                "Two traders fly their ships along the six planets of the Ambourella system, carrying goods to where "
                "they are wanted. The first to reach 70 Megagalax (MG) wins at once; if the goods run out first, the "
                "richer player wins.",
            ),
        ),
        (
            TEXT.tr(locale, "A turn"),
            TEXT.tr(
                locale,
                "On your turn you may fly once: roll the die for energy (flying away from the sun costs more than "
                "flying towards it), then take up to two planet actions where you land: load a Container with goods "
                "for one destination, unload a Container at its destination for MG, or buy a technology. You may "
                "also play up to two intervention cards from your hand of five; your opponent may allow or block "
                "some of them.",
            ),
        ),
        (
            TEXT.tr(locale, "Goods"),
            TEXT.tr(
                locale,
                "Each goods card shows a destination planet and a value (2 or 3 MG). Delivered goods turn over and "
                "become new transport jobs; whenever two freshly turned cards show the same destination they leave "
                "the game, so the jobs slowly run out.",
            ),
        ),
        (
            TEXT.tr(locale, "Technologies"),
            TEXT.tr(
                locale,
                "Technologies (more Containers, more card draw, faster engines, space stations, hyperjumps) cost MG; "
                "the price rises with every technology you already own.",
            ),
        ),
        (
            TEXT.tr(locale, "Playing here"),
            TEXT.tr(
                locale,
                "The board post after each turn shows the system, the scores and who acts next. Press **Show my "
                "hand** for your private hand and your possible actions, or type /move and pick from the list. Your "
                "hand is never shown in the channel.",
            ),
        ),
    )
