"""Sorcerer (spec §5.5.2, §7): an optional use in `w_postselect` by a main player: the two face-down selected cards
change places, so that each main player reveals the card the other selected and counts as its player (Filch, Clone,
compensation). The use only sets the flag `SORCERY`; the exchange itself is a row of the reveal's `BEFORE_REVEAL`
(rules/cosmic/reveal.py), so that until the reveal neither main player's view shows him the other's card.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using."""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.effects import Effect
from rules.cosmic.hooks import BEFORE_REVEAL, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.registry import Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play
from rules.cosmic.wording import who
from rules.frozen import evolve

SORCERY = "sorcery"
"""The flag of a Sorcerer use that took effect: the two selected cards change places when they are turned up."""


def _sorcerer(state: State, play: Play, events: list[Event]) -> State:
    """The exchange waits for the reveal: until then each card stays with the player who selected it, so neither main
    player's view shows him the other's card (§7)."""
    events.append({"type": "cards_exchanged", "to": None, "seat": play.seat})
    return evolve(state, flags=(*state.flags, SORCERY))


def _exchange(state: State, events: list[Event]) -> State:
    """Each main player turns up the card the other selected and counts as its player; a Time Travel reselection is
    not exchanged again (the flag is spent here)."""
    if SORCERY not in state.flags:
        return state
    o, d = state.offense, state.defense
    selected = list(state.selected)
    selected[o], selected[d] = selected[d], selected[o]
    return evolve(state, selected=tuple(selected), flags=tuple(f for f in state.flags if f != SORCERY))


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_cards_exchanged(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(locale, "{player} swapped the two face-down challenge cards.", player=who(event, names))


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Sorcerer"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Magic: after the cards are picked, as a main player, swap the two face-down challenge cards between the "
        "main players.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the cards are picked, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "After the challenge cards are picked, while you are a main player, you may swap the two face-down cards. "
        "Each main player then reveals the card the other picked and counts as the one who played it, also for "
        "compensation and for powers that keep or take cards.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Sorcerer: swap the face-down cards"),
    events=(("cards_exchanged", _tell_cards_exchanged),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "sorcerer",
    joins=(join(BEFORE_REVEAL, _exchange),),
    use=Effect(usable=main_use("sorcerer", "w_postselect"), resolve=_sorcerer),
    words=WORDS,
)
