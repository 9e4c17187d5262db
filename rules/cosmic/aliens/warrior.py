"""Warrior (spec §5.5.2): he earns tokens after each challenge he fought as a main player (one for a challenge his
side won or whose deal was made, two for one lost or whose deal failed) and adds them to his total in attack against
attack. The tokens stay, and are public (`WarriorState`, the view's `warrior_tokens`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.contract import Event
from rules.cosmic.hooks import AFTER_CHALLENGE, BONUSES, join
from rules.cosmic.names import TEXT
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import works
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State
from rules.cosmic.wording import who

WON, LOST = 1, 2
"""Tokens for a challenge his side won or whose deal was made, and for one lost or whose deal failed."""


@dataclass(frozen=True)
class WarriorState:
    tokens: tuple[int, ...] = ()  # per seat (() before his first): his tokens


def _earned(state: State, seat: int) -> int:
    """Aborted challenges and reclaimed home planets earn nothing."""
    side = OFFENSE if seat == state.offense else DEFENSE
    if state.outcome in (OFFENSE, DEFENSE):
        return WON if state.outcome == side else LOST
    return {"deal": WON, "deal_failed": LOST}.get(state.outcome, 0)


def _earn(state: State, events: list[Event]) -> State:
    if state.defense < 0:
        return state
    for seat in (state.offense, state.defense):
        earned = _earned(state, seat) if works(state, seat, "warrior") else 0
        if not earned:
            continue
        tokens = list(record(state, WarriorState).tokens or (0,) * len(state.seats))
        tokens[seat] += earned
        state = with_record(state, WarriorState(tuple(tokens)))
        events.append({"type": "tokens_earned", "to": None, "seat": seat, "count": earned, "tokens": tokens[seat]})
    return state


def _tokens(state: State, seat: int) -> int:
    tokens = record(state, WarriorState).tokens
    return tokens[seat] if tokens else 0


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_tokens_earned(event: Event, locale: str, names: Mapping[str, str]) -> str:
    return TEXT.ntr(
        locale,
        "{player} earned {count} token and now holds {tokens}.",
        "{player} earned {count} tokens and now holds {tokens}.",
        int(event.get("count") or 0),
        player=who(event, names),
        tokens=int(event.get("tokens") or 0),
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Warrior"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Earn tokens after each challenge you fight as a main player (1 after a win, 2 after a defeat) and add them "
        "to your total.",
    ),
    timing=lambda locale: TEXT.tr(
        locale, "After each challenge you fight as a main player, and when the totals are counted"
    ),
    explanation=lambda locale: TEXT.tr(
        locale,
        "After each challenge in which you were a main player, you earn tokens everyone can see: 1 if your side won "
        "or a deal was made, 2 if it lost or the deal failed. An aborted challenge or a reclaimed home planet earns "
        "nothing. When attack card meets attack card, you add all your tokens to your total, and you keep them.",
    ),
    events=(("tokens_earned", _tell_tokens_earned),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "warrior",
    joins=(join(AFTER_CHALLENGE, _earn), join(BONUSES, ("main", _tokens))),
    state=WarriorState,
    words=WORDS,
)
