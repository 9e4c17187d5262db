"""Andromeda's rules in short (`Game.rules_summary`): (heading, text) sections for `/game rules` and the terminal
table, in every locale of the catalog "andromeda"."""

from __future__ import annotations

from rules.andromeda.names import TEXT


def rules_summary(locale: str) -> tuple[tuple[str, str], ...]:
    return (
        (
            TEXT.tr(locale, "Goal"),
            TEXT.tr(
                locale,
                "Traders from Earth build trading centres on the satellites of seven planets. Most points at the end "
                "win: trading centres, stations on Earth, the technology track and bonus cards in hand.",
            ),
        ),
        (
            TEXT.tr(locale, "A round"),
            TEXT.tr(
                locale,
                "A rotating active player leads four phases. Cards: hands are refilled to the limit set by the "
                "spaceship track. Transport: each player may spend one of two one-shot transport cards to move "
                "stations. Trading: a strict swap of face-up card offers, without negotiation. Actions: the active "
                "player takes up to three actions, everyone else up to two.",
            ),
        ),
        (
            TEXT.tr(locale, "Actions"),
            TEXT.tr(
                locale,
                "Actions spend sets of cards of one planet: move stations from Earth to that planet, try to found a "
                "trading centre there with the planet ring (a blind draw among the stations on the planet: your own "
                "colour wins the best free satellite, any other colour goes back to Earth), or climb the spaceship "
                "track (bigger hand) or the technology track (better trading, exchanges and rounding, and end-game "
                "points). Sets of exactly 4, 5, 6 or 7 cards of one planet earn bonus cards.",
            ),
        ),
        (
            TEXT.tr(locale, "The end"),
            TEXT.tr(
                locale,
                "When three planets have all three satellites built, the round is finished and the game is scored.",
            ),
        ),
        (
            TEXT.tr(locale, "Playing here"),
            TEXT.tr(
                locale,
                "The board post after each turn shows the planets and who acts next; each player is drawn as a "
                "coloured shape with their name, and ★ marks the active player. Press **Show my hand** for your "
                "private hand and your possible actions, or type /move and pick from the list. Several players may "
                "have to decide at once: each gets their own prompt, and the channel shows who is still pending.",
            ),
        ),
    )
