"""Which acting seats a standing order answers now (bot/game/write/orders.py): read by the moves, which play the answers
with the AI seats' replies. An order "until my turn" (`GameMeta.until_turn`: seats) answers every kind of window until
the seat's turn comes (`Game.turn_of`), and ends then."""

from __future__ import annotations

from bot.game.base.live import Live
from bot.game.base.meta import GameMeta
from rules.contract import Game, State


def still_waiting(meta: GameMeta, game: Game, state: State) -> tuple[str, ...] | None:
    """The seats whose order "until my turn" still stands in `state` (the seat whose turn it is has lost its own);
    None when that changes nothing."""
    waiting = meta.until_turn or ()
    if not waiting:
        return None
    turn = game.turn_of(state)
    kept = tuple(s for s in waiting if s != turn)
    return None if len(kept) == len(waiting) else kept


def ordered_seats(live: Live, acting: tuple[str, ...]) -> dict[str, int]:
    """The acting seats whose prompt now is of a kind their player ordered answered, with that player."""
    orders = live.record.orders
    waiting = GameMeta.from_json(live.record.meta).until_turn or ()
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
