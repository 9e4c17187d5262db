"""Mutant (spec §5.1, §5.5.1): once per challenge, before the cards are picked, as a main player holding fewer than
7 cards, he regenerates: he fills his hand to 7 one card at a time, from the talon or at random from a player he names
(the shared `regenerate` decision of rules/cosmic/power_uses.py, D-28). It joins no hook point.

His flare (§5.2), in `w_preselect` as a main player: the Normal draws from the talon up to 7 cards; the Super
regenerates as the power does, up to 10.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using."""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.components import kind_of
from rules.cosmic.effects import Effect, as_main
from rules.cosmic.names import TEXT
from rules.cosmic.piles import draw_cards
from rules.cosmic.power_uses import REGENERATE_TO, main_use, regenerate
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy
from rules.cosmic.registry import Flare, Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play

SUPER_REGENERATE_TO = 10


def _regenerate(state: State, play: Play, events: list[Event]) -> State:
    return regenerate(state, play.seat, REGENERATE_TO)


def _top_up(state: State, play: Play, events: list[Event]) -> State:
    """Normal: with fewer than 7 cards, draw from the talon up to 7."""
    want = REGENERATE_TO - len(state.hands[play.seat])
    if want <= 0:
        return state
    state, drawn = draw_cards(state, play.seat, want)
    events.append({"type": "drew", "to": None, "seat": play.seat, "from": None, "count": len(drawn)})
    events.append(
        {"type": "cards_drawn", "to": [state.seats[play.seat]], "seat": play.seat, "cards": [kind_of(c) for c in drawn]}
    )
    return state


def _regenerate_ten(state: State, play: Play, events: list[Event]) -> State:
    return regenerate(state, play.seat, SUPER_REGENERATE_TO)


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Mutant"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Regenerate: before the cards are picked, as a main player, fill your hand up to 7 cards, card by card from "
        "the deck or at random from another player's hand.",
    ),
    timing=lambda locale: TEXT.tr(
        locale, "Before the cards are picked, as a main player with fewer than 7 cards, once per challenge"
    ),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Once per challenge, before the challenge cards are picked, as a main player holding fewer than 7 cards, you "
        "may regenerate. You fill your hand up to 7 cards one at a time: the top card of the deck, or a random card "
        "from the hand of a player you name. You never go beyond 7 cards.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Mutant: fill your hand up to 7 cards"),
    flare=lambda locale: TEXT.tr(locale, "Mutant flare"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "mutant",
    use=Effect(usable=main_use("mutant", needs_room=True), resolve=_regenerate),
    flare=Flare(
        normal=Effect(usable=as_main("w_preselect"), resolve=_top_up),
        super=Effect(usable=as_main("w_preselect"), resolve=_regenerate_ten),
    ),
    policy=Policy(plays_flare=True),
    words=WORDS,
)
