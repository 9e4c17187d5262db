"""Texts and embeds: narration with seats named, timestamps, clipping to Discord's limits.

Pure functions over service results and public events; nothing here sees a hidden card.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

import discord

from bot.game.reasons import end_reason
from bot.game.types import Outcome, Refusal
from bot.store.base import SeatRecord
from rules.contract import Event, Game, Result
from rules.i18n import TEXT

COLOUR = discord.Colour(0x2B6CB0)
EMBED_DESCRIPTION_LIMIT = 4096
FIELD_LIMIT = 1024
CONTENT_LIMIT = 2000
PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
NO_PINGS = discord.AllowedMentions.none()


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clip_lines(lines: Sequence[str], limit: int, *, keep: str = "end") -> str:
    """Join lines, dropping whole lines from the start (keep="end") or the end until the text fits."""
    chosen = list(lines)
    while chosen and len("\n".join(chosen)) > limit:
        if keep == "end":
            chosen.pop(0)
        else:
            chosen.pop()
    text = "\n".join(chosen)
    if len(chosen) < len(lines) and keep == "end" and len(text) + 2 <= limit:
        text = "…\n" + text
    return clip(text, limit)


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def game_code(game: str, game_id: int) -> str:
    """The game's short name, also its channel name: `hanse-0042`."""
    return f"{game}-{game_id:04d}"


def relative_time(timestamp: float) -> str:
    """A Discord timestamp shown relative to the reader's clock ("in 3 hours")."""
    return f"<t:{int(timestamp)}:R>"


def seat_name(seat: SeatRecord, names: Mapping[int, str]) -> str:
    """A seat's player as plain text (for images and alt text)."""
    if seat.kind == "ai":
        return f"AI {seat.seat}"
    if seat.user_id is None:
        return f"empty seat {seat.seat}"
    return names.get(seat.user_id, f"player {seat.seat}")


def seat_label(seat: SeatRecord) -> str:
    """A seat's player for Discord text: a mention for people, "AI" otherwise."""
    if seat.kind == "ai":
        return f"AI ({seat.ai or 'default'})"
    if seat.user_id is None:
        return "(empty)"
    return mention(seat.user_id)


def seat_names(seats: Iterable[SeatRecord], names: Mapping[int, str]) -> dict[str, str]:
    return {s.seat: seat_name(s, names) for s in seats}


def seat_mentions(seats: Iterable[SeatRecord]) -> dict[str, str]:
    return {s.seat: seat_label(s) for s in seats}


def replace_seats(text: str, seats: Mapping[str, str]) -> str:
    """Put player names in place of the seat ids the rules use in their texts ("p1 rolled 4")."""
    if not seats:
        return text
    pattern = re.compile(r"\b(" + "|".join(re.escape(s) for s in sorted(seats, key=len, reverse=True)) + r")\b")
    return pattern.sub(lambda match: seats[match.group(1)], text)


def narrate_public(game: Game, events: Iterable[Event], seats: Mapping[str, str], locale: str = "en") -> list[str]:
    """One line per public event. Events with an audience are skipped: channel posts are public."""
    lines: list[str] = []
    for event in events:
        if event.get("to") is not None:
            continue
        try:
            text = game.narrate(event, locale, seats)
        except Exception:
            text = str(event.get("type", "event"))
        if text:
            lines.append(text)
    return lines


def acting_text(acting: Sequence[str], seats: Sequence[SeatRecord]) -> str:
    by_seat = {s.seat: s for s in seats}
    parts = [f"{seat_label(by_seat[a])} ({a})" if a in by_seat else a for a in acting]
    return ", ".join(parts) if parts else "nobody"


def acting_mentions(acting: Sequence[str], seats: Sequence[SeatRecord]) -> list[int]:
    by_seat = {s.seat: s for s in seats}
    users: list[int] = []
    for seat in acting:
        record = by_seat.get(seat)
        if record is not None and record.kind == "human" and record.user_id is not None and record.user_id not in users:
            users.append(record.user_id)
    return users


def result_lines(game: Game, result: Result, seats: Sequence[SeatRecord], locale: str = "en") -> list[str]:
    labels = seat_mentions(seats)
    lines = []
    for place, group in enumerate(result.ranking, start=1):
        who = ", ".join(f"{labels.get(s, s)} ({result.scores.get(s, '-')})" for s in group)
        lines.append(f"{place}. {who}")
    lines.append(TEXT.tr(locale, "Ended by: {reason}", reason=end_reason(game, result.reason, locale)))
    return lines


def refusal_text(error: Refusal) -> str:
    return clip(str(error), CONTENT_LIMIT)


def seats_text(seats: Sequence[SeatRecord]) -> str:
    if not seats:
        return "No one yet."
    return "\n".join(f"`{s.seat}` {seat_label(s)}" for s in seats)


def private_lines(
    game: Game, outcome: Outcome | None, seats: Sequence[SeatRecord], user_id: int, locale: str = "en"
) -> list[str]:
    """What `user_id`'s own seats learnt privately in `outcome` (for their eyes only: ephemeral or DM)."""
    if outcome is None:
        return []
    mine = [s.seat for s in seats if s.user_id == user_id]
    lines: list[str] = []
    for seat in mine:
        for event in outcome.private_events.get(seat, ()):
            try:
                text = game.narrate(event, locale, seat_mentions(seats))
            except Exception:
                continue
            if text:
                lines.append(text)
    return lines
