"""The checks a request passes before it changes a game; each refuses with one sentence for the user."""

from __future__ import annotations

from bot.game.types import Refusal
from bot.store.base import FINISHED_STATUSES, GameRecord

STALE = "That prompt is out of date."
NOT_SEATED = "You are not seated in this game."
NOT_YOUR_TURN = "It is not your turn."
PAUSED = "This game is paused."
OVER = "This game is over."


def require_lobby(record: GameRecord) -> GameRecord:
    if record.status in FINISHED_STATUSES:
        raise Refusal(OVER, "over")
    if record.status != "lobby":
        raise Refusal("This game has already started.", "started")
    return record


def require_playing(record: GameRecord, *, allow_paused: bool = False) -> GameRecord:
    if record.status == "lobby":
        raise Refusal("This game has not started yet.", "lobby")
    if record.status == "paused" and not allow_paused:
        raise Refusal(PAUSED, "paused")
    if record.status in FINISHED_STATUSES:
        raise Refusal(OVER, "over")
    return record


def is_moderator(record: GameRecord, user_id: int, moderator: bool) -> bool:
    """Moderators are whoever the front end says (`moderator=True`) plus the game's host."""
    return moderator or record.created_by == user_id


def require_moderator(record: GameRecord, user_id: int, moderator: bool, message: str) -> None:
    if not is_moderator(record, user_id, moderator):
        raise Refusal(message, "forbidden")


def require_seated_or_moderator(record: GameRecord, user_id: int, moderator: bool) -> None:
    if not is_moderator(record, user_id, moderator) and not any(s.user_id == user_id for s in record.seats):
        raise Refusal(NOT_SEATED, "not_seated")
