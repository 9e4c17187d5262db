"""Which acting seats a standing order answers now (bot/game/orders.py): read by the moves, which play the answers
with the AI seats' replies."""

from __future__ import annotations

from bot.game.live import Live


def ordered_seats(live: Live, acting: tuple[str, ...]) -> dict[str, int]:
    """The acting seats whose prompt now is of a kind their player ordered answered, with that player."""
    orders = live.record.orders
    if not orders or live.state is None:
        return {}
    found: dict[str, int] = {}
    for seat in live.record.seats:
        kinds = orders.get(seat.seat)
        if not kinds or seat.kind != "human" or seat.user_id is None or seat.seat not in acting:
            continue
        if live.game.standing_order(live.state, seat.seat) in kinds:
            found[seat.seat] = seat.user_id
    return found
