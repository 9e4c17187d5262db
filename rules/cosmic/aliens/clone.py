"""Clone (spec §5.5.2): a main player who declares his power in `w_discard` keeps the challenge card he revealed: it
returns to his hand in phase 9 instead of going to the discard pile.

The use only marks him (`clone:<seat>`); the card is kept by a row of phase 9's cleanup (`CLEANUP_KEEPERS`,
rules/cosmic/turn.py), so the cleanup step names no power.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.components import kind_of
from rules.cosmic.effects import Effect
from rules.cosmic.hands import give
from rules.cosmic.hooks import CLEANUP_KEEPERS, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.registry import Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play
from rules.cosmic.wording import player_and_card
from rules.frozen import evolve


def _clone(state: State, play: Play, events: list[Event]) -> State:
    return evolve(state, flags=(*state.flags, f"clone:{play.seat}"))


def _clone_keeps(state: State, events: list[Event]) -> State:
    """The card is the one he revealed last (after a Sorcerer swap, the one he counted as his, §5.5.2)."""
    for seat in (state.offense, state.defense):
        card = state.revealed[seat] if seat >= 0 else ""
        if not card or f"clone:{seat}" not in state.flags:
            continue
        revealed = list(state.revealed)
        revealed[seat] = ""
        state = give(evolve(state, revealed=tuple(revealed)), seat, card)
        events.append({"type": "cloned", "to": None, "seat": seat, "card": kind_of(card)})
    return state


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_cloned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} took their {card} back into their hand instead of discarding it.",
        **player_and_card(event, names, locale),
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Clone"),
    effect=lambda locale: TEXT.tr(
        locale, "Before the discard, as a main player, take your own revealed challenge card back into your hand."
    ),
    timing=lambda locale: TEXT.tr(locale, "Before the discard, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Before the discard, while you are a main player, you may keep your challenge card: the card you revealed "
        "last goes back into your hand instead of to the discard pile. If another power takes that card first, "
        "nothing comes back.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Clone: keep your challenge card"),
    events=(("cloned", _tell_cloned),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "clone",
    joins=(join(CLEANUP_KEEPERS, _clone_keeps),),
    use=Effect(usable=main_use("clone", "w_discard"), resolve=_clone),
    words=WORDS,
)
