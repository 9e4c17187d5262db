"""Mind (spec §5.1, §5.5.1): once per challenge, before the cards are picked, as a main player, he looks at his
opponent's whole hand, privately (the shared looking at hands of rules/cosmic/power_uses.py, §7). It joins no hook
point.

His flare (§5.2), in `w_preselect`: the Normal lets a main player look at his opponent's hand; the Super lets Mind, in
any role, look at the hands of all other players.

The heuristic player (rules/cosmic/ai.py) finds his use always worth using."""

from __future__ import annotations

from rules.contract import Event
from rules.cosmic.effects import Effect, as_main, opposing_main
from rules.cosmic.names import TEXT
from rules.cosmic.power_uses import look, main_use
from rules.cosmic.power_words import PowerWords
from rules.cosmic.reading import Policy
from rules.cosmic.registry import Flare, Power
from rules.cosmic.state import State
from rules.cosmic.windows import Play


def _look_opponent(state: State, play: Play, events: list[Event]) -> State:
    return look(state, play.seat, [opposing_main(state, play.seat)], events)


def _look_all(state: State, play: Play, events: list[Event]) -> State:
    return look(state, play.seat, [s for s in range(len(state.seats)) if s != play.seat], events)


def _super_usable(state: State, seat: int, window: str) -> bool:
    return window == "w_preselect" and state.defense >= 0


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Mind"),
    effect=lambda locale: TEXT.tr(
        locale, "Knowledge: before the cards are picked, as a main player, look at your opponent's whole hand."
    ),
    timing=lambda locale: TEXT.tr(locale, "Before the cards are picked, as a main player, once per challenge"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "Once per challenge, before the challenge cards are picked and while you are a main player, you may look at "
        "your opponent's whole hand. Only you see it. Nothing changes in their hand or in yours.",
    ),
    use=lambda locale: TEXT.tr(locale, "Use Mind: look at your opponent's hand"),
    flare=lambda locale: TEXT.tr(locale, "Mind flare"),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "mind",
    use=Effect(usable=main_use("mind"), resolve=_look_opponent),
    flare=Flare(
        normal=Effect(usable=as_main("w_preselect"), resolve=_look_opponent),
        super=Effect(usable=_super_usable, resolve=_look_all),
    ),
    policy=Policy(plays_flare=True),
    words=WORDS,
)
