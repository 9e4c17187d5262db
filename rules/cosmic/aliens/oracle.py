"""Oracle (spec §5.5.2, §7): while his power works, a main player's selection becomes sequential: his opponent selects
first and that card is turned face up for everyone (also a card Laser drew for him, and on a reselection); then
Oracle selects. Two rows of selection (rules/cosmic/reveal.py): `SELECTS_AFTER` (who waits) and `ON_SELECTED` (the
card shown)."""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.components import kind_of
from rules.cosmic.effects import opposing_main
from rules.cosmic.hooks import ON_SELECTED, SELECTS_AFTER, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.reveal import turn_face_up
from rules.cosmic.state import State
from rules.cosmic.wording import player_and_card


def _oracle_waits(state: State, seat: int) -> bool:
    """Oracle selects after his opponent while his power is active: public facts only (D-34)."""
    return works(state, seat, "oracle")


def _oracle_sees(state: State, seat: int, events: list[Event]) -> State:
    """The card Oracle's opponent placed (chosen, or drawn for him by Laser) is turned face up for everyone."""
    if not works(state, opposing_main(state, seat), "oracle"):
        return state
    events.append({"type": "card_shown", "to": None, "seat": seat, "card": kind_of(state.selected[seat])})
    return turn_face_up(state, seat)


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_card_shown(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "The challenge card of {player} was turned face up: {card}.", **player_and_card(event, names, locale)
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Oracle"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Foresight: as a main player, your opponent picks a challenge card first and shows it; then you pick.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Whenever the cards are picked, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Whenever challenge cards are picked while you are a main player, your opponent picks first and their card "
        "is turned face up for everyone; only then do you pick yours. This also holds when the cards are picked "
        "again. A card drawn at random for your opponent is shown face up too.",
    ),
    events=(("card_shown", _tell_card_shown),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "oracle",
    joins=(join(SELECTS_AFTER, _oracle_waits), join(ON_SELECTED, _oracle_sees)),
    words=WORDS,
)
