"""The core's phrases said in English with seats, people and times named by their ids, so that scenario tests read
as the log they check ("p2 is away until 2027-01-17 08:00 UTC")."""

from __future__ import annotations

import time

from bot.game.base.phrases import Naming, Sayable
from bot.game.base.seats import SEAT_IDS

IDS = Naming(
    seats=SEAT_IDS,
    user=lambda user: f"user {user}",
    time=lambda at, locale: time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(at)),
)


def said(words: Sayable) -> str:
    return words.say("en", IDS)
