"""Log notes: what happened to a game that is not a move, told in one English sentence.

A note is a log row of kind "note" (bot/store/base.py, migration 006) whose `action` is a dict with a
"type": a moderator's action ("mod_*", `user_id` is the moderator), a deadline that passed ("timeout"),
a player going away or coming back ("away", "back"), resigning ("resigned") or forfeiting after missed
deadlines ("forfeit"). The row keeps who did it; the sentence names them as
"user <id>" because the service knows users only by id (a front end may name them from `LogLine.user_id`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any


def when(at: float | None) -> str:
    """A time as UTC text, e.g. "2026-11-23 18:00 UTC"."""
    if at is None:
        return "never"
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(at))


def _ranking(ranking: Any) -> str:
    if not isinstance(ranking, list):
        return "no ranking"
    return " > ".join(" = ".join(str(seat) for seat in group) for group in ranking)


def _moves(note: Mapping[str, Any]) -> str:
    count = note.get("moves", 0)
    return f"{count} move" if count == 1 else f"{count} moves"


def note_text(note: Mapping[str, Any], seat: str | None, user_id: int | None) -> str:
    """The sentence for one note row."""
    kind = note.get("type")
    who = f"user {user_id}" if user_id is not None else "the bot"
    if kind == "timeout":
        policy = note.get("policy")
        if policy == "pause":
            return f"The deadline passed with {', '.join(note.get('seats', []))} still to act: the game is paused."
        if policy == "default":
            return f"The deadline passed: {seat} got the rules' default move ({_moves(note)})."
        return f"The deadline passed: the AI played for {seat} ({_moves(note)})."
    if kind == "resigned":
        return f"{', '.join(note.get('seats', []))} resigned."
    if kind == "draw_agreed":
        return "The players agreed to a draw."
    if kind == "forfeit":
        seats = ", ".join(note.get("seats", []))
        return f"{seats} missed {note.get('missed')} deadlines in a row and forfeited."
    if kind == "away":
        if note.get("mode") == "extend":
            return f"{seat} is away until {when(note.get('until'))}: their deadlines wait until then."
        return f"{seat} is away until {when(note.get('until'))}: the AI plays for them."
    if kind == "back":
        return f"{seat} is back."
    if kind == "mod_force":
        return f"Moderator {who} made the AI play {seat}'s pending decision ({_moves(note)})."
    if kind == "mod_deadline":
        return f"Moderator {who} set the deadline to {when(note.get('due'))}."
    if kind == "mod_deadline_rules":
        forfeits = note.get("forfeit_after") or 0
        forfeit = f"forfeit after {forfeits} missed in a row" if forfeits else "no forfeit"
        return (
            f"Moderator {who} set the deadlines to {note.get('deadline_hours')} hours, "
            f"policy {note.get('deadline_policy')}, reminders {note.get('reminders')}, {forfeit}."
        )
    if kind == "mod_pause":
        return f"Moderator {who} paused the game."
    if kind == "mod_resume":
        return f"Moderator {who} resumed the game."
    if kind == "mod_kick":
        return f"Moderator {who} removed user {note.get('user')} from {seat}."
    if kind == "mod_replace":
        return f"Moderator {who} gave {seat} to user {note.get('user')}."
    if kind == "mod_end":
        return f"Moderator {who} ended the game ({note.get('reason')}: {_ranking(note.get('ranking'))})."
    return f"{kind} by {who}."
