"""Cosmic Encounter's rules in short (`Game.rules_summary`): (heading, text) sections for `/game rules` and the
terminal table, in every locale of the catalog "cosmic". The powers listed are those of the widest pool this build
deals (`RELEASED`), so the list grows by itself when a wave is released."""

from __future__ import annotations

from rules.cosmic.components import power_pool
from rules.cosmic.names import TEXT, power_name, power_text
from rules.cosmic.setup import RELEASED

POWERS_PER_SECTION = 7
"""Powers per section: a page of `/game rules` shows one section of up to 1,800 characters (German runs longest)."""


def released_powers() -> tuple[str, ...]:
    """The powers of the released pool, in the spec's order (§5.4)."""
    return power_pool(RELEASED[-1], RELEASED)


def _power_sections(locale: str) -> list[tuple[str, str]]:
    """The powers, a few per section; the first section opens with the rule every power obeys."""
    powers = released_powers()
    parts = [powers[i : i + POWERS_PER_SECTION] for i in range(0, len(powers), POWERS_PER_SECTION)]
    sections: list[tuple[str, str]] = []
    for number, part in enumerate(parts, 1):
        lines = [
            TEXT.tr(locale, "• {power}: {text}", power=power_name(p, locale), text=power_text(p, locale)) for p in part
        ]
        if number == 1:
            lines.insert(
                0,
                TEXT.tr(
                    locale,
                    "A power works only while its player has bases on at least 3 home planets. The powers of this "
                    "release:",
                ),
            )
        heading = (
            TEXT.tr(locale, "Powers")
            if len(parts) == 1
            else TEXT.tr(locale, "Powers ({part} of {parts})", part=number, parts=len(parts))
        )
        sections.append((heading, "\n".join(lines)))
    return sections


def rules_summary(locale: str) -> tuple[tuple[str, str], ...]:
    return (
        (
            TEXT.tr(locale, "Goal"),
            TEXT.tr(
                locale,
                "Every player leads an alien race with one rule-breaking power, a system of five planets and 20 "
                "ships, 4 on each home planet. Whoever first holds 5 foreign bases wins: a base is a planet outside "
                "your own system with at least one of your ships on it. Players who reach 5 at the same moment win "
                "together.",
            ),
        ),
        (
            TEXT.tr(locale, "Your turn"),
            TEXT.tr(
                locale,
                "On your turn you are the offense and run a challenge; after a successful one you may run a "
                "second if you still hold a challenge card. Without a challenge card at the start of your turn you "
                "discard your hand and draw 7 new cards. First you may free one of your ships from the warp onto "
                "one of your bases. Then you flip a destiny card: its colour names the defense, whose system you "
                "must challenge.",
            ),
        ),
        (
            TEXT.tr(locale, "Destiny"),
            TEXT.tr(
                locale,
                "A wild card lets you pick the colour. Your own colour lets you flip again, land ships on an empty "
                "home planet of yours (a successful challenge), or challenge other players' ships on one of your home "
                "planets.",
            ),
        ),
        (
            TEXT.tr(locale, "Launch and allies"),
            TEXT.tr(
                locale,
                "Aim the cone at a planet of the defense's system and send 1 to 4 of your ships into it, from any "
                "of your bases. Then the offense and the defense invite allies. Each invited player, in turn, joins "
                "one side that invited them with 1 to 4 ships, or declines.",
            ),
        ),
        (
            TEXT.tr(locale, "Challenge cards"),
            TEXT.tr(
                locale,
                "The offense and the defense each put a challenge card face down; both are revealed together. "
                "Attack against attack: card value plus the ships of each side; the higher total wins, a tie goes "
                "to the defense. Attack against Compromise: the attack wins, and the losing main player takes one "
                "card from the winner's hand for each of their own ships lost. Compromise against Compromise: the two "
                "make a deal of cards and bases, or each loses 3 ships to the warp.",
            ),
        ),
        (
            TEXT.tr(locale, "Winning and losing ships"),
            TEXT.tr(
                locale,
                "If the offense wins, its side's ships land on the planet and found bases there; the defense's "
                "ships there and in the cone go to the warp. If the defense wins, the offense's side goes to the "
                "warp, and each ally of the defense goes home with one reward per ship: a ship freed from the warp "
                "or a card from the deck.",
            ),
        ),
        *_power_sections(locale),
        (
            TEXT.tr(locale, "Edicts and flares"),
            TEXT.tr(
                locale,
                "At fixed moments of a challenge (windows) everyone holding cards is asked at once, in secret, "
                "whether to play an edict, a flare or an optional power; the plays are revealed together. Anyone "
                "may play an edict, involved or not. A flare has a Normal effect, and a Super effect that its own "
                "power's player must use while the power works. Cosmic Zap switches off a power for the challenge, "
                "Veto cancels an edict, Flare Zap a flare.",
            ),
        ),
        (
            TEXT.tr(locale, "Deals"),
            TEXT.tr(
                locale,
                "In a deal the offense and the defense draft proposals term by term (cards given, cards received, "
                "a base for either) and post them; accepting the other's open proposal carries it out, and either "
                "may abandon the deal. A successful deal counts as a successful challenge.",
            ),
        ),
        (
            TEXT.tr(locale, "Playing here"),
            TEXT.tr(
                locale,
                "The board post shows the systems, the cone, the warp and who acts next. Press **Show my hand** for "
                "your cards and your possible actions, or type /move. A window asks everyone with cards in secret, "
                "even with nothing to play, so that a quick pass tells nobody anything.",
            ),
        ),
    )
