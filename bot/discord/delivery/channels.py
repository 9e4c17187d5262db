"""Where a game is played: its own text channel under a category, or a thread when the bot may not make one.

The channel is named like `hanse-0042`, inherits the category's permissions (so spectators can read it)
and its topic names the players. Without Manage Channels the game gets a public thread in the channel it
was opened in, and the server is told so once (remembered in its settings).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.discord.ports import Lookup
from bot.store.base import SeatRecord, Store

log = logging.getLogger(__name__)

CATEGORY_NAME = "Starmail games"
CATEGORY_SETTING = "category_id"
THREAD_NOTICE_SETTING = "thread_notice_given"
THREAD_NOTICE = (
    "I may not create channels here (I need the Manage Channels permission), so each game gets a thread instead."
)
NO_THREAD_NOTICE = "I may create neither channels nor threads here, so this game is played in this channel."
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: games pause for days


@dataclass(frozen=True)
class Place:
    channel: discord.TextChannel | discord.Thread
    thread: bool
    notice: str | None = None


def topic_for(title: str, code: str, seats: Sequence[SeatRecord], names: dict[int, str]) -> str:
    players = ", ".join(
        f"{names.get(s.user_id, 'player') if s.user_id is not None else 'AI'} ({s.seat})" for s in seats
    )
    return f"{title} · {code} · players: {players}"[:1024]


async def _category(guild: discord.Guild, settings: dict[str, Any]) -> discord.CategoryChannel:
    wanted = settings.get(CATEGORY_SETTING)
    if wanted is not None:
        found = guild.get_channel(int(wanted))
        if isinstance(found, discord.CategoryChannel):
            return found
    for category in guild.categories:
        if category.name == CATEGORY_NAME:
            return category
    return await guild.create_category(CATEGORY_NAME, reason="Starmail game channels")


async def open_place(
    guild: discord.Guild,
    origin: discord.abc.GuildChannel | discord.Thread | None,
    name: str,
    topic: str,
    store: Store,
    *,
    can_manage: bool,
) -> Place:
    """Create the game's channel, or a thread in `origin` when channels cannot be made."""
    settings = await store.guild_settings(guild.id)
    if can_manage:
        try:
            category = await _category(guild, settings)
            channel = await guild.create_text_channel(name, category=category, topic=topic, reason="Starmail game")
            return Place(channel, thread=False)
        except discord.Forbidden:
            log.info("no channel for %s in guild %s: falling back to a thread", name, guild.id)
    notice = None
    if not settings.get(THREAD_NOTICE_SETTING):
        notice = THREAD_NOTICE
        await store.set_guild_settings(guild.id, {**settings, THREAD_NOTICE_SETTING: True})
    if isinstance(origin, discord.Thread):
        return Place(origin, thread=True, notice=notice)
    if not isinstance(origin, discord.TextChannel):
        raise PermissionError("There is no channel here where I could open a game thread.")
    try:
        thread = await origin.create_thread(
            name=name, type=discord.ChannelType.public_thread, auto_archive_duration=THREAD_ARCHIVE_MINUTES
        )
    except discord.HTTPException:
        log.info("no thread for %s in channel %s either: the game is played there", name, origin.id)
        return Place(origin, thread=False, notice=NO_THREAD_NOTICE)
    return Place(thread, thread=True, notice=notice)


async def set_topic(channel: discord.abc.Messageable, topic: str) -> None:
    """Keep the topic naming the players (after a kick or a replacement); threads have no topic."""
    if isinstance(channel, discord.TextChannel) and channel.topic != topic:
        try:
            await channel.edit(topic=topic)
        except discord.HTTPException:
            log.info("could not update the topic of channel %s", channel.id)


async def find_channel(lookup: Lookup, channel_id: int | None) -> discord.abc.Messageable | None:
    """A channel or thread to post in, from the cache or the API; None when it is gone."""
    if channel_id is None:
        return None
    found = lookup.get_channel(channel_id)
    if found is None:
        try:
            found = await lookup.fetch_channel(channel_id)
        except discord.HTTPException:
            log.warning("channel %s is gone", channel_id)
            return None
    return found if isinstance(found, discord.abc.Messageable) else None
