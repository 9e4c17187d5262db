"""Machine (spec §5.5.3): after any challenge of his turn he may start another while he holds a challenge card, up to
`MACHINE_MAX` challenges in a turn (D-45); a challenge only his power gives meets its response round first (his use,
in the window "machine").

Joins `NEXT_CHALLENGE` (rules/cosmic/turn.py, phase 10 step 3), which replaces the second-challenge rule.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using.
"""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.effects import Effect
from rules.cosmic.hooks import NEXT_CHALLENGE, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Power
from rules.cosmic.state import State
from rules.cosmic.turn import ANOTHER_CHALLENGE, successful
from rules.cosmic.windows import Play
from rules.frozen import evolve

MACHINE_MAX = 10
"""Challenges Machine may have in one turn (D-45): the turn always ends."""


def _machine(state: State) -> bool | None:
    """An active Machine may have another challenge after any challenge, up to the cap; where the rule gives him a
    second one anyway (a first successful challenge) it is the rule's, not a use of his power."""
    if not works(state, state.offense, "machine") or (successful(state) and state.challenge_no == 1):
        return None
    return state.challenge_no < MACHINE_MAX


def _machine_usable(state: State, seat: int, window: str) -> bool:
    return window == "machine" and works(state, seat, "machine")


def _another(state: State, play: Play, events: list[Event]) -> State:
    return evolve(state, flags=(*state.flags, ANOTHER_CHALLENGE))


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Machine"),
    moment=lambda locale: TEXT.ptr(locale, "window", "Machine's extra challenge"),
    effect=lambda locale: TEXT.tr(
        locale,
        "As the offense, start another challenge after each one, won or lost, as long as you hold a challenge card.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After each challenge of your turn, as the offense"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "As the offense, after each challenge of your turn, successful or not, you may start another one if you "
        "hold a challenge card. You draw no new hand for it. A turn holds at most 10 challenges.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Machine: start another challenge"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "machine",
    joins=(join(NEXT_CHALLENGE, _machine),),
    use=Effect(usable=_machine_usable, resolve=_another),
    words=WORDS,
)
