"""Who sits at a local table: the fixed user ids of terminal players and the `--seats` list.

A person at the terminal is not a Discord user, yet the game service knows players only by user id. The
local table therefore uses fixed small ids: **the human at seat pN is user N** (p1 is user 1, p2 user 2,
...), and user 1 is always the host of a local game, seated or not. Discord ids are snowflakes of 17 or
more digits, so the two can share one database without ever meeting; a game whose human seats all hold
ids from LOCAL_USERS is a local game, which `starmail play --resume` may continue.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.base import SeatRecord
from rules.i18n import WordedError

LOCAL_HOST = 1
LOCAL_USERS = range(1, 100)
HUMAN_WORDS = ("you", "human")


class SeatingError(WordedError):
    """A --seats list this game cannot use; the message is one sentence, in any language."""


@dataclass(frozen=True)
class SeatPlan:
    """One seat to fill: a local human (user id) or an AI (kind None for the game's best AI)."""

    seat: str
    human: bool
    user_id: int | None = None
    ai: str | None = None


def local_user(position: int) -> int:
    """The user id of the local human at table position `position` (0 for p1)."""
    return position + 1


def plan_seats(words: Sequence[str], min_players: int, max_players: int, game_id: str) -> list[SeatPlan]:
    """Read `--seats you,ai,random` into seat plans; "you" and "human" are local humans, "ai" the best AI."""
    cleaned = [w.strip().lower() for w in words]
    if any(not w for w in cleaned):
        raise SeatingError("--seats has an empty entry; write it like you,ai.")
    if not min_players <= len(cleaned) <= max_players:
        raise SeatingError(
            "This game needs {needed} seats, not {count}.",
            needed=seat_count(min_players, max_players),
            count=len(cleaned),
        )
    plans: list[SeatPlan] = []
    for i, word in enumerate(cleaned):
        seat = f"p{i + 1}"
        if word in HUMAN_WORDS:
            plans.append(SeatPlan(seat, True, user_id=local_user(i)))
        else:
            plans.append(SeatPlan(seat, False, ai=None if word == "ai" else word))
    return plans


def seat_count(min_players: int, max_players: int) -> str:
    """ "2" or "3–5", for messages in any language."""
    return str(min_players) if min_players == max_players else f"{min_players}–{max_players}"


def default_seats(min_players: int) -> list[str]:
    return ["you", *["ai"] * (min_players - 1)]


def is_local_game(created_by: int, guild_id: int | None, seats: Sequence[SeatRecord]) -> bool:
    """True for a game the local host opened outside any server, every human seat held by a local user."""
    humans_local = all(s.user_id in LOCAL_USERS for s in seats if s.kind == "human")
    return created_by == LOCAL_HOST and guild_id is None and humans_local
