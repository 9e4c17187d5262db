"""Grudge (spec §5.5.2): as a main player, every player he invited who did not join his side is marked at the end of
phase 6; at phase 8 step 4 (g) each marked player loses ships (`GRUDGE_PRICE`), and the marks go.

Joins `ALLIANCES_END` (the marks, once every alliance decision is made) and `STEP_G` (their price, after the
rewards). The marks are public (`GrudgeState`, the view's `grudge_marked`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.contract import Event
from rules.cosmic.hooks import ALLIANCES_END, STEP_G, join
from rules.cosmic.names import TEXT, player_list
from rules.cosmic.power_words import PowerWords
from rules.cosmic.powers import plays, works
from rules.cosmic.records import record, with_record
from rules.cosmic.registry import Power
from rules.cosmic.ships import DEFENSE, OFFENSE
from rules.cosmic.state import State, Task
from rules.cosmic.windows import precedence
from rules.cosmic.wording import seat_names, who

GRUDGE_PRICE = {True: 1, False: 4}
"""Ships each marked player loses at step (g): Grudge's side won or a deal was made, or not."""


@dataclass(frozen=True)
class GrudgeState:
    grudges: tuple[int, ...] = ()  # the seats he marked at the end of phase 6, until step (g) of phase 8 (public)


def _grudge_side(state: State) -> tuple[int, str] | None:
    """Grudge's seat and side while he is a main player of this challenge."""
    for seat, side in ((state.offense, OFFENSE), (state.defense, DEFENSE)):
        if seat >= 0 and plays(state, seat, "grudge"):
            return seat, side
    return None


def _mark(state: State, events: list[Event]) -> State:
    """Every player Grudge invited who did not join his side is marked (one invited by both sides who joined the
    other side too)."""
    found = _grudge_side(state)
    if found is None or not works(state, found[0], "grudge"):
        return state
    grudge, side = found
    marked = tuple(s for s in range(len(state.seats)) if state.invited[s] in (side, "both") and state.allies[s] != side)
    if marked:
        events.append({"type": "grudge_marks", "to": None, "seat": grudge, "seats": list(marked)})
    return with_record(state, GrudgeState(marked))


def _settle(state: State, events: list[Event]) -> tuple[State, tuple[Task, ...]]:
    """The marked players pay, in precedence order, and the marks go. Nothing is paid for an aborted challenge or
    when Grudge's power is not active at (g) (zapped, or too few home bases)."""
    marked = record(state, GrudgeState).grudges
    if not marked:
        return state, ()
    state = with_record(state, GrudgeState())
    found = _grudge_side(state)
    settled = state.outcome in (OFFENSE, DEFENSE, "deal", "deal_failed")
    if found is None or not settled or not works(state, found[0], "grudge"):
        return state, ()
    price = GRUDGE_PRICE[state.outcome in (found[1], "deal")]
    order = precedence(len(state.seats), state.offense, state.defense)
    return state, tuple(Task("lose_open", s, price) for s in order if s in marked)


# -- its events' lines and its actions' labels (rules/cosmic/text.py reads them) ---------------------------------------
def _tell_grudge_marks(event: Event, locale: str, names: Mapping[str, str]) -> str:
    marked = seat_names(event, names, "seats")
    return TEXT.ntr(
        locale,
        "{player} marked {players}, who was invited and did not join.",
        "{player} marked {players}, who were invited and did not join.",
        len(marked),
        player=who(event, names),
        players=player_list(marked, locale),
    )


WORDS = PowerWords(
    name=lambda locale: TEXT.ptr(locale, "power", "Grudge"),
    effect=lambda locale: TEXT.tr(
        locale,
        "Players you invite who do not join your side are marked: each loses 1 ship if your side wins or a deal is "
        "made, 4 otherwise.",
    ),
    timing=lambda locale: TEXT.tr(locale, "After the alliances and after the outcome, as a main player"),
    explanation=lambda locale: TEXT.tr(
        locale,
        "As a main player, every player you invite who does not join your side gets a mark everyone can see. After "
        "the outcome each marked player loses 1 ship if your side won or a deal was made, and 4 ships if your side "
        "lost or the deal failed; they choose the planets. Then the marks are cleared; an aborted challenge or a "
        "zapped power clears them without losses.",
    ),
    events=(("grudge_marks", _tell_grudge_marks),),
)
"""What players read of the power (rules/cosmic/power_words.py)."""


POWER = Power(
    "grudge",
    joins=(join(ALLIANCES_END, _mark), join(STEP_G, _settle)),
    state=GrudgeState,
    words=WORDS,
)
