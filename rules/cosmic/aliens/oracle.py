"""Oracle (spec §5.5.2, §7): while his power works, a main player's selection becomes sequential: his opponent selects
first and that card is turned face up for everyone (also a card Laser drew for him, and on a reselection); then
Oracle selects. Two rows of selection (rules/cosmic/cards.py): `SELECTS_AFTER` (who waits) and `ON_SELECTED` (the
card shown)."""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.cards import turn_face_up
from rules.cosmic.components import kind_of
from rules.cosmic.effects import opposing_main
from rules.cosmic.hooks import ON_SELECTED, SELECTS_AFTER, join
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.state import State


def _oracle_waits(state: State, seat: int) -> bool:
    """Oracle selects after his opponent while his power is active: public facts only (D-34)."""
    return works(state, seat, "oracle")


def _oracle_sees(state: State, seat: int, events: list[Event]) -> State:
    """The card Oracle's opponent placed (chosen, or drawn for him by Laser) is turned face up for everyone."""
    if not works(state, opposing_main(state, seat), "oracle"):
        return state
    events.append({"type": "card_shown", "to": None, "seat": seat, "card": kind_of(state.selected[seat])})
    return turn_face_up(state, seat)


POWER = Power("oracle", joins=(join(SELECTS_AFTER, _oracle_waits), join(ON_SELECTED, _oracle_sees)))
