"""Chronos (spec §5.1, §5.5.1): once per challenge, after the reveal, as a main player, he travels back in time: he
takes his revealed card back, the opponent's is set aside until phase 9, and both select again (the shared Time Travel
of rules/cosmic/power_uses.py). It joins no hook point: the reselection is the `reselect` flag the selection step
reads (rules/cosmic/reveal.py), and phase 9 returns the set-aside card (rules/cosmic/turn.py `cleanup`).

His flare (§5.2): the Normal takes a card of the discard pile back in `w_start` and shuffles the rest into the talon
(the shared salvage decision of rules/cosmic/flares.py); the Super travels in time again, even after the use.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using."""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.effects import Effect, main_player
from rules.cosmic.flares import salvage_discard
from rules.cosmic.names import TEXT
from rules.cosmic.outcome import revealed_kind
from rules.cosmic.power_uses import time_travel
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Flare, Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play


def _both_revealed(state: State) -> bool:
    return (
        state.defense >= 0 and bool(revealed_kind(state, state.offense)) and bool(revealed_kind(state, state.defense))
    )


def _usable(state: State, seat: int, window: str) -> bool:
    return window == "w_reveal" and _both_revealed(state) and main_player(state, seat) and works(state, seat, "chronos")


def _super_usable(state: State, seat: int, window: str) -> bool:
    return window == "w_reveal" and _both_revealed(state) and main_player(state, seat)


def _travel(state: State, play: Play, events: list[Event]) -> State:
    return time_travel(state, play.seat, events)


def _salvage(state: State, play: Play, events: list[Event]) -> State:
    """Normal: take one card of your choice from the discard pile, then shuffle the rest into the talon."""
    return salvage_discard(state, play.seat)


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Chronos"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Time travel: after the reveal, as a main player, take your card back; the opponent's card is set aside "
        "until the end of the challenge, and both of you pick a card again.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the reveal, as a main player, once per challenge"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Once per challenge, after both challenge cards are revealed and while you are a main player, you may "
        "travel back in time. Your revealed card goes back into your hand; your opponent's card is set aside face up "
        "and returns to its owner at the discard. Both of you then pick a new challenge card, and your opponent may "
        "not pick the card set aside.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Chronos: travel back in time"),
    flare=lambda locale: TEXT.tr(locale, "Chronos flare"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "chronos",
    use=Effect(usable=_usable, resolve=_travel),
    flare=Flare(
        normal=Effect(usable=lambda state, seat, window: window == "w_start", resolve=_salvage),
        super=Effect(usable=_super_usable, resolve=_travel),
    ),
    words=WORDS,
)
