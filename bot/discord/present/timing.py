"""Time on Discord: reading "until" times typed by players, the catch-up digest in turn notices, and the seed
lines of the verifiable dice. (Reminders are sent by bot/discord/delivery/notices.py.)

Times a player may type for `/away until:`: a duration from now ("3d", "12h", "90m", "1d12h"), a date or
date and time in UTC ("2026-11-25", "2026-11-25 18:00"), a Unix time, or a Discord timestamp ("<t:1795000000>",
as produced by timestamp pickers).
"""

from __future__ import annotations

import calendar
import re
import time
from collections.abc import Mapping

from bot.discord.present.formatting import discord_naming, relative_time
from bot.game import Digest, Refusal, UserView
from rules.i18n import TEXT, mark

_UNITS = {"w": 7 * 86400, "d": 86400, "h": 3600, "m": 60}
_DURATION = re.compile(r"^(?:\d+[wdhm])+$")
_PART = re.compile(r"(\d+)([wdhm])")
_STAMP = re.compile(r"^<t:(\d+)(?::[a-zA-Z])?>$")
_DATES = ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M", "%Y-%m-%d")
UNREADABLE = mark("I cannot read that time; try 3d, 12h, 2026-11-25 18:00 (UTC) or a Discord timestamp.")


def parse_until(text: str, now: float) -> float:
    """The Unix time `text` means (see the module docstring); Refusal with one sentence otherwise."""
    compact = text.strip().lower().replace(" ", "")
    if _DURATION.match(compact):
        return now + sum(int(n) * _UNITS[unit] for n, unit in _PART.findall(compact))
    stamp = _STAMP.match(text.strip())
    if stamp:
        return float(stamp.group(1))
    if text.strip().isdigit():
        return float(text.strip())
    for pattern in _DATES:
        try:
            return float(calendar.timegm(time.strptime(text.strip(), pattern)))
        except ValueError:
            continue
    raise Refusal(UNREADABLE, "bad_time")


def digest_note(digest: Digest, seats: Mapping[str, str], locale: str) -> str:
    """The catch-up digest for a turn notice, in `locale`: what happened since the player's last decision (seats
    named by `seats`), then that it is their turn and until when."""
    naming = discord_naming(seats)
    lines: list[str] = []
    if digest.lines:
        lines.append(f"**{digest.heading(locale)}**")
        if digest.left_out:
            lines.append(TEXT.tr(locale, "{earlier} (see /game log)", earlier=digest.left_out_line(locale)))
        lines += [f"• {line.say(locale, naming)}" for line in digest.lines]
    if digest.deadline_at:
        turn = TEXT.tr(locale, "It is your turn, due {due}.", due=relative_time(digest.deadline_at))
        lines.append(f"**{turn}**")
    else:
        turn = TEXT.tr(locale, "It is your turn.")
        lines.append(f"**{turn}**")
    return "\n".join(lines)


def seed_lines(public: UserView, locale: str, *, started: bool, finished: bool) -> list[str]:
    """The seed commitment when a game starts, the seed itself when it ends (bot/game/history/verify.py)."""
    if started and public.seed_hash:
        return [
            TEXT.tr(
                locale,
                "Seed SHA-256: `{hash}` (the seed is revealed at the end; /game verify checks every roll).",
                hash=public.seed_hash,
            )
        ]
    if finished and public.seed is not None:
        return [
            TEXT.tr(
                locale,
                "Seed: `{seed}`; its SHA-256 was announced at the start. /game verify replays every roll.",
                seed=public.seed,
            )
        ]
    return []
