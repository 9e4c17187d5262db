"""Single choices the bot plays for a person (docs/decisions/single-choices.md).

A seat with exactly one legal action is not asked when asking would tell nobody anything: when its choices follow
from public facts (the game says so: `Game.choices_may_hide`), or when every other seat is a permanent AI seat (no
person is there to read a quick answer). A seat an AI holds for an absent player is not a permanent AI seat: the
exception ends as soon as a person sits at the table. The move is logged as played by nobody (like an AI's), with a
note only its own player reads ("your only choice was played for you"); nothing public marks it.
"""

from __future__ import annotations

from collections.abc import Collection

from bot.game.base.live import Live
from bot.game.history.notes import ONLY_CHOICE
from bot.store.base import LogEntry
from rules.contract import Action


def only_choices(live: Live, acting: Collection[str], held: Collection[str] = ()) -> dict[str, Action]:
    """The acting seats of people whose single legal action is played for them now, with that action. Seats in
    `held` (an AI plays them for an absent player) are left to the AI."""
    state = live.state
    if state is None:
        return {}
    seats = live.record.seats
    found: dict[str, Action] = {}
    for record in seats:
        seat = record.seat
        if record.kind != "human" or record.user_id is None or seat not in acting or seat in held:
            continue
        legal = live.game.legal_actions(state, seat)
        if len(legal) != 1:
            continue
        alone = all(other.kind == "ai" for other in seats if other.seat != seat)
        if alone or not live.game.choices_may_hide(state, seat):
            found[seat] = legal[0]
    return found


def only_choice_note(seq: int, seat: str) -> LogEntry:
    """The log note before a move played for `seat`'s player (the game's seq before the move)."""
    return LogEntry("note", seq, seat, None, {"type": ONLY_CHOICE})
