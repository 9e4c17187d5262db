"""Log notes: what happened to a game that is not a move, as a phrase said in each reader's language.

A note is a log row of kind "note" (bot/store/base.py, migration 006) whose `action` is a dict with a
"type": a moderator's action ("mod_*", `user_id` is the moderator), a deadline that passed ("timeout"),
a player going away or coming back ("away", "back"), resigning ("resigned") or forfeiting after missed
deadlines ("forfeit"), a single choice played for a player ("only_choice": theirs alone to read). The row keeps who
did it; the phrase names seats (`Seat`) and people (`User`) through
the front end's `Naming`, so no seat id or user id reaches a player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.game.base.phrases import (
    PLAIN,
    At,
    Listed,
    Naming,
    Phrase,
    Sayable,
    Seat,
    User,
    nphrase,
    own_words,
    phrase,
    say_value,
)
from bot.game.base.reasons import BOT_REASONS
from bot.game.clocks.deadlines import period_words, policy_words, reminder_words

ONLY_CHOICE = "only_choice"
"""The note type of a single choice played for its seat's player (bot/game/write/single.py): read by that player
alone."""
PRIVATE_NOTES = frozenset({ONLY_CHOICE})
"""Note types told to the note's own seat only (never on the channel, in another player's log or digest)."""


def private_note(note: Mapping[str, Any] | None) -> bool:
    """Whether a note is its seat's own (never told to anyone else)."""
    return note is not None and note.get("type") in PRIVATE_NOTES


def _seats(note: Mapping[str, Any]) -> Listed:
    return Listed(tuple(Seat(str(seat)) for seat in note.get("seats", [])))


def ranking_words(ranking: Any) -> Sayable:
    """A ranking as words: "Ada > Bert = Cleo" with names."""
    if not isinstance(ranking, list) or not ranking:
        return phrase("no ranking")
    groups = tuple(Listed(tuple(Seat(str(seat)) for seat in group)) for group in ranking if isinstance(group, list))
    return Ranked(groups)


@dataclass(frozen=True)
class Ranked:
    """Groups of tied seats, best first: "Ada > Bert = Cleo"."""

    groups: tuple[Listed, ...]

    def say(self, locale: str, naming: Naming | None = None) -> str:
        names = naming or PLAIN
        return " > ".join(" = ".join(str(say_value(s, locale, names)) for s in g.items) for g in self.groups)


def _moves(note: Mapping[str, Any]) -> Phrase:
    return nphrase("{count} move", "{count} moves", int(note.get("moves", 0) or 0))


def _hours(value: Any) -> float:
    try:
        return float(value or 0)
    except (TypeError, ValueError):
        return 0.0


def _ended(who: Any, reason: Any, ranking: Any) -> Phrase:
    """A moderator's end: their reason is the bot's own key (said in words; the default "abandoned" says nothing
    the sentence does not) or their own words, as they wrote them."""
    if not reason or reason == "abandoned":
        return phrase("Moderator {who} ended the game. Ranking: {ranking}.", who=who, ranking=ranking_words(ranking))
    said: Sayable = phrase(BOT_REASONS[reason]) if reason in BOT_REASONS else own_words(str(reason), stop=False)
    return phrase(
        "Moderator {who} ended the game ({reason}). Ranking: {ranking}.",
        who=who,
        reason=said,
        ranking=ranking_words(ranking),
    )


def note_phrase(note: Mapping[str, Any], seat: str | None, user_id: int | None) -> Phrase:
    """The sentence for one note row; `user_id` is who did it (a moderator), None for the bot itself."""
    kind = note.get("type")
    who: Any = User(user_id) if user_id is not None else phrase("the bot")
    at = Seat(seat) if seat else phrase("a player")
    if kind == ONLY_CHOICE:  # read by its seat's player alone (bot/game/write/single.py)
        return phrase("Your only choice was played for you:")
    if kind == "timeout":
        policy = note.get("policy")
        if policy == "pause":
            return phrase("The deadline passed with {seats} still to act: the game is paused.", seats=_seats(note))
        if policy == "default":
            return phrase(
                "The deadline passed: {seat} got the rules' default move ({moves}).", seat=at, moves=_moves(note)
            )
        return phrase("The deadline passed: the AI played for {seat} ({moves}).", seat=at, moves=_moves(note))
    if kind == "resigned":
        return phrase("{seats} resigned.", seats=_seats(note))
    if kind == "draw_agreed":
        return phrase("The players agreed to a draw.")
    if kind == "forfeit":
        missed = int(note.get("missed", 0) or 0)
        return nphrase(
            "{seats} missed {count} deadline in a row and forfeited.",
            "{seats} missed {count} deadlines in a row and forfeited.",
            missed,
            seats=_seats(note),
        )
    if kind == "away":
        until = At(float(note["until"])) if note.get("until") is not None else phrase("further notice")
        if note.get("mode") == "extend":
            return phrase("{seat} is away until {until}: their deadlines wait until then.", seat=at, until=until)
        return phrase("{seat} is away until {until}: the AI plays for them.", seat=at, until=until)
    if kind == "back":
        return phrase("{seat} is back.", seat=at)
    if kind == "mod_force":
        return phrase(
            "Moderator {who} made the AI play {seat}'s pending decision ({moves}).",
            who=who,
            seat=at,
            moves=_moves(note),
        )
    if kind == "mod_deadline":
        if note.get("due") is None:
            return phrase("Moderator {who} cleared the deadline.", who=who)
        return phrase("Moderator {who} set the deadline to {due}.", who=who, due=At(float(note["due"])))
    if kind == "mod_deadline_rules":
        forfeits = int(note.get("forfeit_after") or 0)
        forfeit = (
            nphrase(
                "forfeit after {count} missed deadline in a row",
                "forfeit after {count} missed deadlines in a row",
                forfeits,
            )
            if forfeits
            else phrase("no forfeit")
        )
        return phrase(
            "Moderator {who} set the deadlines: {hours}; {reminders}; {forfeit}. When a deadline passes: {policy}.",
            who=who,
            hours=period_words(_hours(note.get("deadline_hours"))),
            reminders=reminder_words(str(note.get("reminders") or "")),
            forfeit=forfeit,
            policy=policy_words(str(note.get("deadline_policy") or "")),
        )
    if kind == "mod_pause":
        reason = str(note.get("reason") or "").strip()
        if reason:  # the moderator's own words, as they wrote them
            return phrase("Moderator {who} paused the game: {reason}", who=who, reason=own_words(reason))
        return phrase("Moderator {who} paused the game.", who=who)
    if kind == "mod_resume":
        return phrase("Moderator {who} resumed the game.", who=who)
    if kind == "mod_kick":
        return phrase("Moderator {who} removed {user} from the game.", who=who, user=User(int(note.get("user") or 0)))
    if kind == "mod_replace":
        return phrase("Moderator {who} gave {user} a seat in the game.", who=who, user=User(int(note.get("user") or 0)))
    if kind == "mod_end":
        return _ended(who, note.get("reason"), note.get("ranking"))
    if isinstance(kind, str) and kind.startswith("mod_"):
        return phrase("Moderator {who} changed something in the game.", who=who)
    return phrase("Something changed in the game.")
