"""Which acting seats a standing order answers now (bot/game/orders.py): read by the moves, which play the answers
with the AI seats' replies. An order "until my turn" (meta "until_turn": seats) answers every kind of window until
the seat's turn comes (`Game.turn_of`), and ends then."""

from __future__ import annotations

from typing import Any

from bot.game.live import Live
from rules.contract import Game, State

UNTIL_TURN = "until_turn"
"""Meta: the seats whose player passes in every window until their turn."""


def until_turn(meta: dict[str, Any]) -> tuple[str, ...]:
    found = meta.get(UNTIL_TURN)
    return tuple(str(s) for s in found) if isinstance(found, list) else ()


def still_waiting(meta: dict[str, Any], game: Game, state: State) -> list[str] | None:
    """The seats whose order "until my turn" still stands in `state` (the seat whose turn it is has lost its own);
    None when that changes nothing."""
    waiting = until_turn(meta)
    if not waiting:
        return None
    turn = game.turn_of(state)
    kept = [s for s in waiting if s != turn]
    return None if len(kept) == len(waiting) else kept


def ordered_seats(live: Live, acting: tuple[str, ...]) -> dict[str, int]:
    """The acting seats whose prompt now is of a kind their player ordered answered, with that player."""
    orders = live.record.orders
    waiting = until_turn(live.record.meta)
    if not (orders or waiting) or live.state is None:
        return {}
    turn = live.game.turn_of(live.state) if waiting else None
    found: dict[str, int] = {}
    for seat in live.record.seats:
        kinds = orders.get(seat.seat, ())
        passing = seat.seat in waiting and seat.seat != turn
        if not (kinds or passing) or seat.kind != "human" or seat.user_id is None or seat.seat not in acting:
            continue
        kind = live.game.standing_order(live.state, seat.seat)
        if kind is not None and (kind in kinds or passing):
            found[seat.seat] = seat.user_id
    return found
