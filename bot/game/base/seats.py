"""Seats: their names (p1..pN, in lobby order) and the users behind the seats that act."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.store.base import GameRecord, SeatRecord


def seat_name(position: int) -> str:
    return f"p{position + 1}"


def renumber(seats: Sequence[SeatRecord]) -> tuple[SeatRecord, ...]:
    return tuple(replace(s, seat=seat_name(i), position=i) for i, s in enumerate(seats))


def acting_users(record: GameRecord, acting: Sequence[str]) -> tuple[int, ...]:
    by_seat = {s.seat: s for s in record.seats}
    users: list[int] = []
    for seat in acting:
        info = by_seat.get(seat)
        if info is not None and info.kind == "human" and info.user_id is not None and info.user_id not in users:
            users.append(info.user_id)
    return tuple(users)


class SeatIds(dict[str, str]):
    """Names for the rules' texts that are the seat ids themselves ("p2"): for texts the core keeps (the digest, the
    log), whose front end puts each player's name in place of the id (bot/discord/present/formatting.py)."""

    def __missing__(self, seat: str) -> str:
        return seat


SEAT_IDS = SeatIds()
