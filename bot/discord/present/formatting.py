"""Texts and embeds: narration with seats named, timestamps, clipping to Discord's limits.

Pure functions over service results and public events; nothing here sees a hidden card.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence

import discord
from babel.lists import format_list

from bot.game import Naming, Outcome, end_reason
from bot.store.base import SeatRecord
from rules.contract import Event, Game, Result
from rules.i18n import TEXT, mark
from rules.i18n import seat_label as player_label
from rules.registry import registry

log = logging.getLogger(__name__)

COLOUR = discord.Colour(0x2B6CB0)
EMBED_DESCRIPTION_LIMIT = 4096
FIELD_LIMIT = 1024
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


def game_title(game: str, locale: str) -> str:
    """The game's name as published in `locale` (a stored game's id where this build no longer has the game)."""
    try:
        return registry.get(game).title_in(locale)
    except KeyError:
        return game


def relative_time(timestamp: float) -> str:
    """A Discord timestamp shown relative to the reader's clock ("in 3 hours"), in the reader's language."""
    return f"<t:{int(timestamp)}:R>"


def full_time(timestamp: float, locale: str = "en") -> str:
    """A Discord timestamp with date and time: Discord shows it in each reader's language and time zone."""
    return f"<t:{int(timestamp)}:f>"


def discord_naming(seats: Mapping[str, str]) -> Naming:
    """How Discord texts name things: seats as `seats` says (mentions, `seat_mentions`), people as mentions,
    moments as Discord timestamps."""
    return Naming(seats=seats, user=mention, time=full_time)


def seat_naming(seats: Iterable[SeatRecord], locale: str) -> Naming:
    """The Discord naming of one game's texts in `locale`: each seat by its holder's mention, or "AI (Player 2)"."""
    return discord_naming(seat_mentions(seats, locale))


STATUS_WORDS: dict[str, str] = {
    "lobby": mark("lobby open"),
    "active": mark("running"),
    "paused": mark("paused"),
    "over": mark("over"),
    "abandoned": mark("ended early"),
}


def status_text(status: str, locale: str) -> str:
    """A game's status in words."""
    return TEXT.tr(locale, STATUS_WORDS.get(status, "running"))


def seat_name(seat: SeatRecord, names: Mapping[int, str], locale: str) -> str:
    """A seat's player as plain text (for images and alt text): their name, "AI (Player 2)", "Empty seat (Player 2)"."""
    player = player_label(seat.seat, locale)
    if seat.kind == "ai":
        return TEXT.tr(locale, "AI ({player})", player=player)
    if seat.user_id is None:
        return TEXT.tr(locale, "Empty seat ({player})", player=player)
    return names.get(seat.user_id) or player


def seat_label(seat: SeatRecord, locale: str) -> str:
    """A seat's player for Discord text: a mention for people, "AI (Player 2)" otherwise."""
    if seat.kind == "ai" or seat.user_id is None:
        return seat_name(seat, {}, locale)
    return mention(seat.user_id)


def seat_names(seats: Iterable[SeatRecord], names: Mapping[int, str], locale: str) -> dict[str, str]:
    return {s.seat: seat_name(s, names, locale) for s in seats}


def seat_mentions(seats: Iterable[SeatRecord], locale: str) -> dict[str, str]:
    return {s.seat: seat_label(s, locale) for s in seats}


def narrate_public(game: Game, events: Iterable[Event], seats: Mapping[str, str], locale: str = "en") -> list[str]:
    """One line per public event. Events with an audience are skipped: channel posts are public."""
    lines: list[str] = []
    for event in events:
        if event.get("to") is not None:
            continue
        try:
            text = game.narrate(event, locale, seats)
        except (
            Exception
        ):  # a game that cannot tell an event says nothing rather than an internal key, and we hear of it
            log.exception("%s could not narrate a public %r event in %s", game.id, event.get("type"), locale)
            continue
        if text:
            lines.append(text)
    return lines


def acting_text(acting: Sequence[str], seats: Sequence[SeatRecord], locale: str) -> str:
    by_seat = {s.seat: s for s in seats}
    parts = [seat_label(by_seat[a], locale) if a in by_seat else player_label(a, locale) for a in acting]
    return format_list(parts, locale=locale) if parts else TEXT.tr(locale, "nobody")


def acting_mentions(acting: Sequence[str], seats: Sequence[SeatRecord]) -> list[int]:
    by_seat = {s.seat: s for s in seats}
    users: list[int] = []
    for seat in acting:
        record = by_seat.get(seat)
        if record is not None and record.kind == "human" and record.user_id is not None and record.user_id not in users:
            users.append(record.user_id)
    return users


def result_lines(game: Game, result: Result, seats: Sequence[SeatRecord], locale: str = "en") -> list[str]:
    labels = seat_mentions(seats, locale)
    lines = []
    for place, group in enumerate(result.ranking, start=1):
        who = ", ".join(f"{labels.get(s) or player_label(s, locale)} ({result.scores.get(s, '-')})" for s in group)
        lines.append(f"{place}. {who}")
    lines.append(TEXT.tr(locale, "Ended by: {reason}", reason=end_reason(game, result.reason, locale)))
    return lines


def seats_text(seats: Sequence[SeatRecord], locale: str) -> str:
    if not seats:
        return TEXT.tr(locale, "No one yet.")
    return "\n".join(f"{index}. {seat_label(s, locale)}" for index, s in enumerate(seats, start=1))


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
                text = game.narrate(event, locale, seat_mentions(seats, locale))
            except Exception:
                log.exception(
                    "game %s (%s) could not narrate a private %r event in %s",
                    outcome.game_id,
                    game.id,
                    event.get("type"),
                    locale,
                )
                continue
            if text:
                lines.append(text)
    return lines
