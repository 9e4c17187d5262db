"""Trader (spec §5.5.2): a main player who uses his power in `w_preselect` swaps his whole hand with his opponent's.

An optional use only (rules/cosmic/power_uses.py `main_use`): it joins no hook point. Each player is told the hand he
received; everyone else learns only that the hands were traded.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.contract import Event
from rules.cosmic.components import kind_of
from rules.cosmic.effects import Effect
from rules.cosmic.names import TEXT, card_list
from rules.cosmic.power_uses import main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import TYPICAL_ATTACK, Policy, Reading
from rules.cosmic.registry import Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play
from rules.cosmic.wording import who
from rules.frozen import evolve


def _trader(state: State, play: Play, events: list[Event]) -> State:
    seat = play.seat
    other = state.defense if seat == state.offense else state.offense
    hands = list(state.hands)
    hands[seat], hands[other] = hands[other], hands[seat]
    state = evolve(state, hands=tuple(hands))
    events.append({"type": "hands_traded", "to": None, "seat": seat, "with": other})
    for s in (seat, other):
        events.append(
            {"type": "hand_received", "to": [state.seats[s]], "seat": s, "cards": [kind_of(c) for c in hands[s]]}
        )
    return state


# -- the heuristic player (rules/cosmic/ai.py) -------------------------------------------------------------------------
def _weak_hand(read: Reading) -> bool:
    """He swaps hands when his own is the poorer one: fewer than two attack cards, or a mean below the typical."""
    values = read.attack_values()
    return len(values) < 2 or sum(values) / len(values) < TYPICAL_ATTACK


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_hands_traded(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.tr(
        locale, "{player} traded hands with {other}.", player=who(event, names), other=who(event, names, "with")
    )


def _tell_hand_received(event: Event, locale: str, names: Mapping[str, str]) -> str:
    cards = event.get("cards") or []
    if not cards:
        return TEXT.tr(locale, "Your new hand after the trade holds no cards.")
    return TEXT.tr(locale, "Your new hand after the trade: {cards}.", cards=card_list(cards, locale))


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Trader"),
    effect=lambda locale: TEXT.tr(
        locale, "Trade: before the cards are picked, as a main player, swap your whole hand with your opponent's."
    ),
    timing=lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Before the challenge cards are picked, while you are a main player, you may trade hands with your "
        "opponent. Both whole hands change owners, and each of you sees the new one. A hoard is not part of the "
        "trade.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Trader: swap hands with your opponent"),
    events=(
        ("hands_traded", _tell_hands_traded),
        ("hand_received", _tell_hand_received),
    ),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "trader",
    use=Effect(usable=main_use("trader"), resolve=_trader),
    policy=Policy(worth_using=_weak_hand),
    words=WORDS,
)
