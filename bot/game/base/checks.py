"""The checks a request passes before it changes a game; each refuses with one sentence for the user."""

from __future__ import annotations

from bot.game.base.meta import GameMeta
from bot.game.base.phrases import Phrase, own_words, phrase
from bot.game.base.types import Refusal
from bot.store.base import FINISHED_STATUSES, GameRecord
from rules.i18n import mark

STALE = phrase("That prompt is out of date.")
PLAYED = phrase("That prompt was already played.")
REQUESTS_KEPT = 32
"""How many request ids a game remembers (`GameMeta.requests`): enough for any redelivery of a typed request."""
NOT_SEATED = phrase("You are not seated in this game.")
NOT_YOUR_TURN = phrase("It is not your turn.")
PAUSED = phrase("This game is paused.")
OVER = phrase("This game is over.")
INVALID = phrase("That action is not valid.")
NO_GAME = mark("There is no game with that id.")
"""The refusal of a game id that names no game (malformed or not stored)."""
NOT_STARTED = mark("This game has not started yet.")
"""The refusal of what only a started game has (a state, a log, a seed): the game is still a lobby."""

PAUSE_REASONS = {
    "mod": phrase("This game is paused by a moderator."),
    "vacant": phrase("This game is paused until a moderator gives the empty seat to a player."),
    "deadline": phrase("This game is paused because a deadline passed; a moderator can resume it."),
}
"""The pauses the bot makes itself (`GameMeta.paused`); any other value is the reason a moderator gave."""


def paused_message(record: GameRecord) -> Phrase:
    """Why the game is paused, in one sentence: the bot's own reason, or the one the moderator gave (their words,
    as they wrote them)."""
    reason = GameMeta.from_json(record.meta).paused
    if reason is None or not reason.strip():
        return PAUSED
    if reason in PAUSE_REASONS:
        return PAUSE_REASONS[reason]
    return phrase("This game is paused: {reason}", reason=own_words(reason))


def spent(record: GameRecord, seat: str, prompt_seq: int) -> bool:
    """A prompt made at `prompt_seq` is spent once its seat has moved after it: a double click, a client's retry or
    a second copy of the prompt cannot play the same decision twice, even while that decision stays open."""
    last = (GameMeta.from_json(record.meta).played or {}).get(seat)
    return type(prompt_seq) is int and last is not None and prompt_seq < last


def require_new_request(record: GameRecord, request_id: int | None) -> None:
    """A typed request carries an id of its own (on Discord the interaction's); a second delivery of it is refused."""
    found = GameMeta.from_json(record.meta).requests
    if request_id is not None and found is not None and request_id in found:
        raise Refusal(PLAYED, "played")


def remembered_requests(meta: GameMeta, request_id: int) -> tuple[int, ...]:
    """The request ids to keep once `request_id` is played: the latest REQUESTS_KEPT."""
    return (*(meta.requests or ()), request_id)[-REQUESTS_KEPT:]


def require_current(record: GameRecord, seat: str, prompt_seq: int) -> None:
    """A prompt made at `prompt_seq` for `seat` is current while the decision point it was made for is open: from
    the seq that decision opened at up to now, unless the seat has moved since (the prompt is then spent: "played",
    said before "stale", so a retry of a stored move hears that it was made). Another seat's answer to a
    simultaneous decision does not close it; a new decision of this seat (a new step, a new round, choices changed
    by another seat's move) does."""
    if spent(record, seat, prompt_seq):
        raise Refusal(PLAYED, "played")
    opened = (GameMeta.from_json(record.meta).decisions or {}).get(seat, record.seq)
    if type(prompt_seq) is not int or not opened <= prompt_seq <= record.seq:
        raise Refusal(STALE, "stale")


def require_seated(record: GameRecord, user_id: int) -> list[str]:
    """The seats `user_id` plays in this game; refused when they play none."""
    seats = [s.seat for s in record.seats if s.user_id == user_id and s.kind == "human"]
    if not seats:
        raise Refusal(NOT_SEATED, "not_seated")
    return seats


def require_lobby(record: GameRecord) -> GameRecord:
    if record.status in FINISHED_STATUSES:
        raise Refusal(OVER, "over")
    if record.status != "lobby":
        raise Refusal("This game has already started.", "started")
    return record


def require_playing(record: GameRecord, *, allow_paused: bool = False) -> GameRecord:
    if record.status == "lobby":
        raise Refusal(NOT_STARTED, "lobby")
    if record.status == "paused" and not allow_paused:
        raise Refusal(paused_message(record), "paused")
    if record.status in FINISHED_STATUSES:
        raise Refusal(OVER, "over")
    return record


def is_moderator(record: GameRecord, user_id: int, moderator: bool) -> bool:
    """Moderators are whoever the front end says (`moderator=True`) plus the game's host."""
    return moderator or record.created_by == user_id


def require_moderator(record: GameRecord, user_id: int, moderator: bool, message: str) -> None:
    """`message`: a catalog text (marked) saying who may do it (the caller's literal, so the catalog knows it)."""
    if not is_moderator(record, user_id, moderator):
        raise Refusal(message, "forbidden")


def require_seated_or_moderator(record: GameRecord, user_id: int, moderator: bool) -> None:
    if not is_moderator(record, user_id, moderator) and not any(s.user_id == user_id for s in record.seats):
        raise Refusal(NOT_SEATED, "not_seated")
