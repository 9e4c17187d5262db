"""Laser (spec §5.1, §5.5.1): once per challenge, before the cards are picked, as a main player, he blinds his
opponent, whose challenge card is then drawn at random (the shared Blind of rules/cosmic/power_uses.py; the selection
step of rules/cosmic/reveal.py draws it, also in a reselection after Chronos' Time Travel). It joins no hook point.

His flare (§5.2), in `w_preselect`: the Normal blinds the opponent of a main player; the Super lets Laser blind as an
ally the main player who opposes his side.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using."""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.effects import Effect, Usable, ally, as_main, opposing_main
from rules.cosmic.names import TEXT
from rules.cosmic.power_uses import blind, main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy
from rules.cosmic.registry import Flare, Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play


def _blind(state: State, play: Play, events: list[Event]) -> State:
    return blind(state, opposing_main(state, play.seat), events, play.seat)


def _as_ally(window: str) -> Usable:
    return lambda state, seat, name: name == window and state.defense >= 0 and ally(state, seat)


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Laser"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Blind: before the cards are picked, as a main player, make your opponent play a challenge card drawn at "
        "random from their hand.",
    ),
    timing=lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player, once per challenge"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Once per challenge, before the challenge cards are picked and while you are a main player, you may blind "
        "your opponent. They pick no card themselves: one of their challenge cards is drawn at random and shown to "
        "them. This also holds if cards are picked again in the same challenge. You do not see their hand.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Laser: blind your opponent"),
    flare=lambda locale: TEXT.tr(locale, "Laser flare"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "laser",
    use=Effect(usable=main_use("laser"), resolve=_blind),
    flare=Flare(
        normal=Effect(usable=as_main("w_preselect"), resolve=_blind),
        super=Effect(usable=_as_ally("w_preselect"), resolve=_blind),
    ),
    policy=Policy(plays_flare=True),
    words=WORDS,
)
