"""A stand-in for the little of a Discord interaction that a person's language is read from: who clicked, and the
language their client reports."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

import discord

from bot.discord.ports import Interaction


@dataclass(frozen=True)
class Person:
    id: int


@dataclass(frozen=True)
class Seen:
    user: Person
    locale: discord.Locale


def seen(user_id: int, locale: discord.Locale) -> Interaction:
    """An interaction of `user_id` whose client reports `locale` (only `user.id` and `locale` are there)."""
    return cast(Interaction, Seen(Person(user_id), locale))
