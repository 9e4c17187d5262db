"""Filch (spec §5.1, §5.5.1): in phase 9, as a main player, he keeps the card his opponent revealed last instead of
letting it go to the discard pile. He joins `CLEANUP_KEEPERS` because that is where phase 9 lets a power keep a
challenge card, after a card Chronos set aside went home (so he takes the card actually resolved) and before the rest
is discarded; a Cosmic Zap up to `w_discard` stops him, since the row asks whether his power works then.

His flare (§5.2), both in `w_discard` as a main player: the Normal takes the opponent's revealed card at once; the
Super marks that in this phase 9 Filch also takes every edict and flare on the table but the Super itself."""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.components import kind_of
from rules.cosmic.effects import Effect, as_main, opposing_main
from rules.cosmic.hands import give
from rules.cosmic.hooks import CLEANUP_KEEPERS, join
from rules.cosmic.names import TEXT, card_list
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.registry import Flare, Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play
from rules.cosmic.wording import player_and_card, who
from rules.frozen import evolve

SUPER = "filch_super:"
"""The flag of his Super flare played, `filch_super:<seat>:<the flare card>` (views hide it, rules/cosmic/views.py)."""


def _keep(state: State, events: list[Event]) -> State:
    if state.defense < 0:
        return state
    for seat, other in ((state.offense, state.defense), (state.defense, state.offense)):
        if not works(state, seat, "filch"):
            continue
        card = state.revealed[other]
        if card:
            revealed = list(state.revealed)
            revealed[other] = ""
            state = give(evolve(state, revealed=tuple(revealed)), seat, card)
            events.append({"type": "filched", "to": None, "seat": seat, "card": kind_of(card)})
        for flag in state.flags:
            if flag.startswith(f"{SUPER}{seat}:"):
                kept = flag.split(":", 2)[2]
                taken = tuple(c for c in state.in_play if c != kept and not c.startswith(("attack_", "compromise")))
                state = give(evolve(state, in_play=tuple(c for c in state.in_play if c not in taken)), seat, *taken)
                events.append({"type": "filched_table", "to": None, "seat": seat, "cards": [kind_of(c) for c in taken]})
    return state


def _take_revealed(state: State, play: Play, events: list[Event]) -> State:
    """Normal: take the opponent's revealed challenge card into your hand."""
    other = opposing_main(state, play.seat)
    card = state.revealed[other]
    if not card:
        return state
    revealed = list(state.revealed)
    revealed[other] = ""
    events.append({"type": "filched", "to": None, "seat": play.seat, "card": kind_of(card)})
    return give(evolve(state, revealed=tuple(revealed)), play.seat, card)


def _take_table(state: State, play: Play, events: list[Event]) -> State:
    """Super: in phase 9 Filch also takes every edict and flare on the table but this one (`_keep`)."""
    return evolve(state, flags=(*state.flags, f"{SUPER}{play.seat}:{play.card}"))


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_filched(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} took the opponent's {card} into their hand.", **player_and_card(event, names, locale)
    )


def _tell_filched_table(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} also took {cards} from the table.",
        player=who(event, names),
        cards=card_list(event.get("cards") or [], locale),
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Filch"),
    effect=lambda locale: TEXT.tr(
        locale,
        "As a main player you keep the card your opponent revealed instead of letting it go to the discard pile.",
    ),
    timing=lambda locale: TEXT.tr(locale, "At the discard, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "When the cards of a challenge in which you were a main player are discarded, the challenge card your "
        "opponent revealed last goes into your hand instead, an attack card or a Compromise alike. It happens by "
        "itself. A card set aside by time travel is not taken, and a Cosmic Zap played before the discard stops it.",
    ),
    flare=lambda locale: TEXT.tr(locale, "Filch flare"),
    events=(
        ("filched", _tell_filched),
        ("filched_table", _tell_filched_table),
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "filch",
    joins=(join(CLEANUP_KEEPERS, _keep),),
    flare=Flare(
        normal=Effect(usable=as_main("w_discard"), resolve=_take_revealed),
        super=Effect(usable=as_main("w_discard"), resolve=_take_table),
    ),
    words=WORDS,
)
