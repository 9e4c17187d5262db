"""Vulch (spec §5.5.2): the other players' edicts go into his hand instead of the discard pile, and when he draws a
new hand he keeps his edicts (shown face up) and draws seven more.

Vulch is a row of the discard pile's table (`DISCARDING`, rules/cosmic/piles.py), which every path that discards goes
through; of the new hand's table (`NEW_HAND_KEEPERS`, rules/cosmic/turn.py); and of the window reveal's table
(`ON_REVEAL`, rules/cosmic/protocol.py), which notes who played each edict lying in `in_play`.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.components import category, kind_of
from rules.cosmic.hands import give
from rules.cosmic.hooks import DISCARDING, NEW_HAND_KEEPERS, ON_REVEAL, join
from rules.cosmic.names import TEXT, card_list
from rules.cosmic.piles import Owned
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import in_game, player_of, works
from rules.cosmic.registry import Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play
from rules.cosmic.wording import who
from rules.frozen import evolve

EDICT = "edict"


def _vulch(state: State) -> int:
    """Vulch's seat while his power works, else -1."""
    seat = player_of(state, "vulch")
    return seat if seat >= 0 and works(state, seat, "vulch") else -1


def _is_edict(card: str) -> bool:
    return category(kind_of(card)) == EDICT


def _note_edicts(state: State, plays: tuple[Play, ...]) -> State:
    """Who played each edict is noted only in a game with Vulch, whether or not his power works now: it may work
    again by phase 9."""
    if not in_game(state, "vulch"):
        return state
    noted = tuple((p.card, p.seat) for p in plays if p.card and _is_edict(p.card))
    return evolve(state, played_by=(*state.played_by, *noted)) if noted else state


def _vulch_takes(state: State, cards: tuple[Owned, ...], events: list[Event]) -> tuple[State, tuple[Owned, ...]]:
    """Another player's edicts go into Vulch's hand instead of the discard pile; his own, and a card that is nobody's
    (a talon card Chosen drew), go to the pile. The discard pile is public, so everyone is told."""
    vulch = _vulch(state)
    if vulch < 0:
        return state, cards
    taken = [(card, owner) for card, owner in cards if owner >= 0 and owner != vulch and _is_edict(card)]
    if not taken:
        return state, cards
    state = give(state, vulch, *(card for card, _ in taken))
    for owner in dict.fromkeys(owner for _, owner in taken):
        kinds = [kind_of(card) for card, o in taken if o == owner]
        events.append({"type": "edicts_taken", "to": None, "seat": vulch, "from": owner, "cards": kinds})
    return state, tuple(c for c in cards if c not in taken)


def _vulch_keeps(state: State, seat: int, events: list[Event]) -> tuple[str, ...]:
    """A new hand: Vulch keeps his edicts, shown face up, and draws seven more."""
    if _vulch(state) != seat:
        return ()
    kept = tuple(card for card in state.hands[seat] if _is_edict(card))
    if kept:
        events.append({"type": "edicts_kept", "to": None, "seat": seat, "cards": [kind_of(c) for c in kept]})
    return kept


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_edicts_taken(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    return TEXT.ntr(
        locale,
        "{player} took an edict of {other} into their hand instead of the discard pile: {cards}.",
        "{player} took {count} edicts of {other} into their hand instead of the discard pile: {cards}.",
        len(cards),
        player=who(event, names),
        other=who(event, names, "from"),
        cards=card_list(cards, locale),
    )


def _tell_edicts_kept(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale,
        "{player} kept their edicts for the new hand and showed them: {cards}.",
        player=who(event, names),
        cards=card_list(event.get("cards") or [], locale),
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Vulch"),
    effect=lambda locale: TEXT.tr(locale, "Every edict another player discards comes into your hand instead."),
    timing=lambda locale: TEXT.tr(locale, "Whenever an edict of another player is discarded"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Whenever an edict of another player would go to the discard pile, at the end of a challenge, with a new "
        "hand or through the Plague, it comes into your hand instead. Your own edicts are discarded as usual. When "
        "you draw a new hand, you keep your edicts, show them, and draw 7 more cards.",
    ),
    events=(
        ("edicts_taken", _tell_edicts_taken),
        ("edicts_kept", _tell_edicts_kept),
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "vulch",
    joins=(join(DISCARDING, _vulch_takes), join(NEW_HAND_KEEPERS, _vulch_keeps), join(ON_REVEAL, _note_edicts)),
    words=WORDS,
)
