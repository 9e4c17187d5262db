"""Where a game is played: its own text channel under a category, or a thread when the bot may not make one.

The channel is named like `hanse-0042`, inherits the category's permissions (so spectators can read it)
and its topic names the players. Without Manage Channels the game gets a public thread in the channel it
was opened in, and the server is told so once (remembered in its settings).

Discord's structural limits, and what happens at each:
- a category holds at most 50 channels: the next game goes to "<category> 2", "<category> 3", ... (an existing
  numbered category with room is reused; a new one gets the first category's permission overwrites);
- a server holds at most 500 channels (categories included): games get threads, and the server is told once;
- a server has at most 1000 active threads: the game is played in the channel it was opened in, and the host
  is told (`Place.host_note`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.discord.ports import Lookup
from bot.discord.present.formatting import seat_name
from bot.game import Refusal
from bot.store.base import SeatRecord, Store
from rules.i18n import LOCALES, TEXT, mark

log = logging.getLogger(__name__)

CATEGORY_NAME = mark("Starmail games")
"""The category game channels go in (named in the server's language when made; found under any of them)."""
CATEGORY_SETTING = "category_id"
ARCHIVE_NAME = mark("Starmail archive")
"""The category finished games' channels move to, read-only for everyone (made when needed)."""
THREAD_NOTICE_SETTING = "thread_notice_given"
FULL_NOTICE_SETTING = "server_full_notice_given"
THREAD_NOTICE = mark(
    "I may not create channels here (I need the Manage Channels permission), so each game gets a thread instead."
)
FULL_NOTICE = mark("This server has reached Discord's limit of 500 channels, so new games get a thread instead.")
NO_THREAD_NOTE = mark("I may create neither a channel nor a thread here, so {code} is played in {where}.")
THREADS_FULL_NOTE = mark(
    "This server has no room for another channel or active thread (Discord's limits), so {code} is played in {where}."
)
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: games pause for days

CATEGORY_LIMIT = 50  # channels in one category
NUMBERED_CATEGORIES = 20  # more than a full server (500 channels) can hold
# Discord's JSON error codes (https://discord.com/developers/docs/topics/opcodes-and-status-codes#json):
MAX_GUILD_CHANNELS = 30013  # "Maximum number of guild channels reached (500)"
INVALID_FORM_BODY = 50035  # a full category: CHANNEL_PARENT_MAX_CHANNELS in parent_id (no code of its own)
MAX_ACTIVE_THREADS = 160006  # "Maximum number of active threads reached"


@dataclass(frozen=True)
class Place:
    """Where the game is played. `notice` is for the server (said once); `host_note` is for the host alone, when
    the game could get neither a channel nor a thread and is played in the channel it was opened in."""

    channel: discord.TextChannel | discord.Thread
    thread: bool
    notice: str | None = None
    host_note: str | None = None


def topic_for(title: str, code: str, seats: Sequence[SeatRecord], names: dict[int, str], locale: str) -> str:
    players = ", ".join(seat_name(s, names, locale) for s in seats)
    return TEXT.tr(locale, "{title} · {code} · players: {players}", title=title, code=code, players=players)[:1024]


def category_full(error: discord.HTTPException) -> bool:
    """Discord refuses a channel in a full category with 50035 Invalid Form Body, CHANNEL_PARENT_MAX_CHANNELS
    in parent_id (discord.py flattens the field errors into `text` as "In parent_id: ...")."""
    return error.code == INVALID_FORM_BODY and "parent_id" in error.text


def server_full(error: discord.HTTPException) -> bool:
    return error.code == MAX_GUILD_CHANNELS


async def _category(
    guild: discord.Guild, listed: list[discord.abc.GuildChannel], settings: dict[str, Any], locale: str
) -> discord.CategoryChannel:
    categories = [c for c in listed if isinstance(c, discord.CategoryChannel)]
    wanted = settings.get(CATEGORY_SETTING)
    if wanted is not None:
        found = next((c for c in categories if c.id == int(wanted)), None)
        if found is not None:
            return found
    known = {TEXT.tr(language, CATEGORY_NAME) for language in LOCALES}
    for category in categories:
        if category.name in known:
            return category
    reason = TEXT.tr(locale, "Starmail's game channels.")  # the server's audit log reads it
    made = await guild.create_category(TEXT.tr(locale, CATEGORY_NAME), reason=reason)
    listed.append(made)
    return made


def _has_room(listed: Sequence[discord.abc.GuildChannel], category: discord.CategoryChannel) -> bool:
    return sum(1 for c in listed if c.category_id == category.id) < CATEGORY_LIMIT


async def _next_category(
    guild: discord.Guild,
    listed: list[discord.abc.GuildChannel],
    first: discord.CategoryChannel,
    full: set[int],
    locale: str,
) -> discord.CategoryChannel:
    """The first numbered sibling of `first` ("Starmail games 2", ...) with room, made when there is none."""
    for number in range(2, NUMBERED_CATEGORIES + 2):
        name = f"{first.name} {number}"
        named = [c for c in listed if isinstance(c, discord.CategoryChannel) and c.name == name]
        for category in named:
            if category.id not in full and _has_room(listed, category):
                return category
        if not named:
            reason = TEXT.tr(locale, "Starmail's game channels: the previous category is full.")
            made = await guild.create_category(name, overwrites=first.overwrites, reason=reason)
            listed.append(made)
            return made
    raise discord.ClientException(f"no room in {NUMBERED_CATEGORIES} categories named after {first.name}")


async def _create_channel(
    guild: discord.Guild, settings: dict[str, Any], name: str, topic: str, locale: str
) -> discord.TextChannel:
    """The game's channel under the first category with room; a full category rolls over to the next one."""
    listed = list(await _guild_channels(guild))
    first = await _category(guild, listed, settings, locale)
    category = first
    full: set[int] = set()
    while True:
        if _has_room(listed, category):  # the listing may lag: Discord's answer decides
            try:
                reason = TEXT.tr(locale, "A channel for a Starmail game.")
                return await guild.create_text_channel(name, category=category, topic=topic, reason=reason)
            except discord.HTTPException as error:
                if not category_full(error):
                    raise
        log.info("category %s of guild %s is full", category.id, guild.id)
        full.add(category.id)
        category = await _next_category(guild, listed, first, full, locale)


async def _once(store: Store, guild_id: int, settings: dict[str, Any], key: str, text: str) -> str | None:
    """`text` the first time only (remembered in the server's settings)."""
    if settings.get(key):
        return None
    await store.update_guild_settings(guild_id, {key: True})
    return text


async def open_place(
    guild: discord.Guild,
    origin: discord.abc.GuildChannel | discord.Thread | None,
    name: str,
    topic: str,
    store: Store,
    *,
    can_manage: bool,
    locale: str,
) -> Place:
    """Create the game's channel; else a thread in `origin`; else the game is played in `origin` itself. The
    notices are in `locale` (the server's)."""
    settings = await store.guild_settings(guild.id)
    notice_key, notice_text = THREAD_NOTICE_SETTING, TEXT.tr(locale, THREAD_NOTICE)
    if can_manage:
        try:
            return Place(await _create_channel(guild, settings, name, topic, locale), thread=False)
        except discord.Forbidden:
            log.info("no channel for %s in guild %s: falling back to a thread", name, guild.id)
        except discord.HTTPException as error:
            if server_full(error):
                log.info("guild %s has no room for channel %s: falling back to a thread", guild.id, name)
                notice_key, notice_text = FULL_NOTICE_SETTING, TEXT.tr(locale, FULL_NOTICE)
            else:
                log.warning("no channel for %s in guild %s (%s): falling back to a thread", name, guild.id, error)
                notice_text = ""
    if isinstance(origin, discord.Thread):  # opened in a thread: the game is played there
        notice = await _once(store, guild.id, settings, notice_key, notice_text) if notice_text else None
        return Place(origin, thread=True, notice=notice)
    if not isinstance(origin, discord.TextChannel):
        raise Refusal("There is no channel here where I could open a game thread.", "forbidden")
    try:
        thread = await origin.create_thread(
            name=name, type=discord.ChannelType.public_thread, auto_archive_duration=THREAD_ARCHIVE_MINUTES
        )
    except discord.HTTPException as error:
        log.info("no thread for %s in channel %s either (%s): the game is played there", name, origin.id, error)
        capped = error.code == MAX_ACTIVE_THREADS or notice_key == FULL_NOTICE_SETTING
        note = THREADS_FULL_NOTE if capped else NO_THREAD_NOTE
        return Place(origin, thread=False, host_note=TEXT.tr(locale, note, code=name, where=origin.mention))
    notice = await _once(store, guild.id, settings, notice_key, notice_text) if notice_text else None
    return Place(thread, thread=True, notice=notice)


async def archive(channel: discord.abc.Messageable, locale: str) -> bool:
    """Move a finished game's own channel to the archive category, where nobody may write; True when it moved.
    Threads and channels a game was only played in are left as they are, and so is a channel when the archive is
    full or the bot may not move it (the game and its log stay in the database either way)."""
    if not isinstance(channel, discord.TextChannel):
        return False
    guild = channel.guild
    known = {TEXT.tr(language, ARCHIVE_NAME) for language in LOCALES}
    try:
        listed = await _guild_channels(guild)
        category = next((c for c in listed if isinstance(c, discord.CategoryChannel) and c.name in known), None)
        if category is None:
            reason = TEXT.tr(locale, "Finished Starmail games, kept to read.")
            nobody_writes = discord.PermissionOverwrite(send_messages=False, add_reactions=False)
            read_only: dict[discord.Role | discord.Member | discord.Object, discord.PermissionOverwrite] = {
                await _everyone(guild): nobody_writes
            }
            category = await guild.create_category(TEXT.tr(locale, ARCHIVE_NAME), overwrites=read_only, reason=reason)
        inside = sum(1 for c in listed if c.category_id == category.id)
        if channel.category_id == category.id or inside >= CATEGORY_LIMIT:
            return False
        # The category's permissions, given as they are (what sync_permissions does, without needing the cache).
        moved = TEXT.tr(locale, "The game is over.")
        await channel.edit(category=category, overwrites=category.overwrites, reason=moved)
    except discord.HTTPException as error:
        log.info("could not archive channel %s: %s", channel.id, error)
        return False
    return True


async def _guild_channels(guild: discord.Guild) -> Sequence[discord.abc.GuildChannel]:
    """The server's channels and categories: from the cache when this process runs the server's shard, else from the
    API. With several bot processes a game may be delivered by one that does not (every direct message, and so every
    click on a DM prompt, arrives at shard 0), and its client then knows the server only as an unavailable stub."""
    if not guild.unavailable and guild.channels:  # a server fetched from the API has its channels there only
        return guild.channels
    return await guild.fetch_channels()


async def _everyone(guild: discord.Guild) -> discord.Role:
    """The server's @everyone role: from the cache, or from the API for a server another process runs."""
    cached = guild.get_role(guild.id)  # @everyone's id is the server's
    if cached is not None:
        return cached
    return next(role for role in await guild.fetch_roles() if role.is_default())


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
