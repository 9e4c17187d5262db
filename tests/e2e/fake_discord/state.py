"""The fake Discord's world: application, users, guilds, roles, members, channels, messages, commands.

Everything here is plain mutable data owned by one `World`; the REST routes, the gateway and the test API all
read and change it, so a bot restart (a new discord.py client against the same running fake) finds the world as
the old client left it. Every id is a snowflake from a counter, so two runs of the same test produce the same ids
and the same timestamps (each snowflake's time is derived from the counter, starting 2026-01-01T00:00:00Z).

Payload builders (`*.payload()`) return dicts shaped like Discord's API v10 JSON, with ids as strings.
"""

from __future__ import annotations

import datetime
import mimetypes
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord

DISCORD_EPOCH_MS = 1420070400000
WORLD_START_MS = 1767225600000  # 2026-01-01T00:00:00Z: far from "now" on purpose, nothing may depend on the clock

GUILD_TEXT = 0
DM = 1
GUILD_CATEGORY = 4
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
EPHEMERAL = 64
CATEGORY_LIMIT = 50  # channels in one category
GUILD_CHANNEL_LIMIT = 500  # channels in a guild, categories included (threads are not channels here)
ACTIVE_THREAD_LIMIT = 1000  # active (not archived) threads in a guild
LOADING = 128

ALL_PERMISSIONS = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
VIEW_CHANNEL = discord.Permissions(view_channel=True).value
SEND_MESSAGES = discord.Permissions(send_messages=True).value
SEND_MESSAGES_IN_THREADS = discord.Permissions(send_messages_in_threads=True).value
ATTACH_FILES = discord.Permissions(attach_files=True).value
MANAGE_CHANNELS = discord.Permissions(manage_channels=True).value
MANAGE_ROLES = discord.Permissions(manage_roles=True).value
CREATE_PUBLIC_THREADS = discord.Permissions(create_public_threads=True).value
CREATE_PRIVATE_THREADS = discord.Permissions(create_private_threads=True).value

EVERYONE_DEFAULT = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_application_commands=True,
).value
"""What @everyone may do in a fresh fake guild (a typical community server)."""

BOT_DEFAULT = discord.Permissions(
    view_channel=True,
    manage_channels=True,
    manage_roles=True,
    manage_threads=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
).value
"""The bot's own role in a fresh fake guild: what Starmail asks for when invited."""


class ApiError(Exception):
    """A Discord error answer: HTTP status plus Discord's JSON error code and message (and, for 50035 Invalid Form
    Body, the per-field `errors` object)."""

    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors is not None:
            data["errors"] = self.errors
        return data


def unknown(kind: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {kind}")


def missing_permissions() -> ApiError:
    return ApiError(403, 50013, "Missing Permissions")


def missing_access() -> ApiError:
    return ApiError(403, 50001, "Missing Access")


def cannot_dm() -> ApiError:
    return ApiError(403, 50007, "Cannot send messages to this user")


def category_full() -> ApiError:
    """A full category has no error code of its own: 50035 with CHANNEL_PARENT_MAX_CHANNELS in parent_id."""
    reason = f"Maximum number of channels in category reached ({CATEGORY_LIMIT})"
    errors = {"parent_id": {"_errors": [{"code": "CHANNEL_PARENT_MAX_CHANNELS", "message": reason}]}}
    return ApiError(400, 50035, "Invalid Form Body", errors)


def guild_full(limit: int) -> ApiError:
    return ApiError(400, 30013, f"Maximum number of guild channels reached ({limit})")


def threads_full() -> ApiError:
    return ApiError(400, 160006, "Maximum number of active threads reached")


def iso_time(snowflake: int) -> str:
    ms = (snowflake >> 22) + DISCORD_EPOCH_MS
    return datetime.datetime.fromtimestamp(ms / 1000, tz=datetime.UTC).isoformat()


def as_id(thing: Any) -> int:
    """An id from an int, a numeric string, or anything with an `.id` (fake records and discord.py objects)."""
    if isinstance(thing, int):
        return thing
    if isinstance(thing, str):
        return int(thing)
    return int(thing.id)


class Snowflakes:
    """Deterministic snowflakes: the n-th id of a world is always the same number."""

    def __init__(self) -> None:
        self._count = 0

    def next(self) -> int:
        self._count += 1
        return (WORLD_START_MS - DISCORD_EPOCH_MS + self._count) << 22

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next id that Discord's formula, (id >> 22) % shard_count, puts on `shard_id` (ids in between are
        skipped, still deterministic)."""
        while True:
            found = self.next()
            if (found >> 22) % shard_count == shard_id:
                return found


@dataclass
class User:
    id: int
    name: str
    bot: bool = False
    dms_open: bool = True
    locale: str = "en-US"
    """The language of the user's Discord client, as every interaction of theirs reports it."""

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }


@dataclass
class Role:
    id: int
    guild_id: int
    name: str
    permissions: int
    position: int
    managed: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": False,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass
class Member:
    user: User
    guild_id: int
    role_ids: list[int]
    joined_at: str
    nick: str | None = None

    def payload(self) -> dict[str, Any]:
        return {
            "user": self.user.payload(),
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }


@dataclass
class Overwrite:
    id: int
    type: int  # 0 role, 1 member
    allow: int
    deny: int

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "type": self.type, "allow": str(self.allow), "deny": str(self.deny)}

    @classmethod
    def from_payload(cls, data: dict[str, Any]) -> Overwrite:
        return cls(int(data["id"]), int(data.get("type", 0)), int(data.get("allow", 0)), int(data.get("deny", 0)))


@dataclass
class Channel:
    id: int
    type: int
    name: str
    guild_id: int | None = None
    position: int = 0
    parent_id: int | None = None
    topic: str | None = None
    nsfw: bool = False
    overwrites: list[Overwrite] = field(default_factory=list)
    recipient_ids: list[int] = field(default_factory=list)
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 10080
    thread_member_ids: list[int] = field(default_factory=list)
    last_message_id: int | None = None

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    def payload(self, world: World) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "last_message_id": None if self.last_message_id is None else str(self.last_message_id),
            "flags": 0,
        }
        if self.type == DM:
            data["recipients"] = [world.users[u].payload() for u in self.recipient_ids]
            return data
        data["guild_id"] = str(self.guild_id)
        data["parent_id"] = None if self.parent_id is None else str(self.parent_id)
        if self.is_thread:
            data.update(
                owner_id=str(self.owner_id),
                message_count=len(world.messages_in(self.id)),
                member_count=len(self.thread_member_ids),
                rate_limit_per_user=0,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso_time(self.id),
                    "locked": self.locked,
                    "invitable": self.invitable,
                    "create_timestamp": iso_time(self.id),
                },
            )
            return data
        data.update(
            position=self.position,
            permission_overwrites=[o.payload() for o in self.overwrites],
            nsfw=self.nsfw,
        )
        if self.type == GUILD_TEXT:
            data.update(topic=self.topic, rate_limit_per_user=0, default_auto_archive_duration=1440)
        return data


@dataclass
class Guild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    locale: str = "en-US"
    max_channels: int = GUILD_CHANNEL_LIMIT  # tests may lower Discord's limits
    max_active_threads: int = ACTIVE_THREAD_LIMIT
    refusals: int = 0  # tests: the next reads of the guild (GET /guilds/{id}) are refused with 403, Missing Access

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]


@dataclass
class Attachment:
    """A stored attachment: the uploaded bytes plus what Discord shows (filename, alt text)."""

    id: int
    filename: str
    data: bytes
    description: str | None = None
    content_type: str | None = None

    @property
    def media_type(self) -> str:
        """What Discord would report: guessed from the filename (discord.py uploads everything as octet-stream)."""
        if self.content_type and self.content_type != "application/octet-stream":
            return self.content_type
        return mimetypes.guess_type(self.filename)[0] or "application/octet-stream"

    def payload(self, base_url: str, channel_id: int) -> dict[str, Any]:
        url = f"{base_url}/attachments/{channel_id}/{self.id}/{self.filename}"
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": url,
            "proxy_url": url,
            "content_type": self.media_type,
        }
        if self.data.startswith(PNG_SIGNATURE) and len(self.data) >= 24:
            data["width"] = int.from_bytes(self.data[16:20], "big")
            data["height"] = int.from_bytes(self.data[20:24], "big")
        if self.description is not None:
            data["description"] = self.description
        return data


@dataclass
class Message:
    """A message as the fake stores it; `payload()` renders Discord's JSON.

    `interaction_id` is set for interaction responses and follow-ups (the interaction they answer).
    """

    id: int
    channel_id: int
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    interaction_id: int | None = None
    webhook_id: int | None = None
    edited_timestamp: str | None = None
    deleted: bool = False
    message_reference: dict[str, Any] | None = None
    mentions: list[User] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred response that has not been edited yet ("Bot is thinking...")."""
        return bool(self.flags & LOADING)

    @property
    def files(self) -> list[Attachment]:
        return self.attachments

    def custom_ids(self) -> list[str]:
        """Every custom_id in this message's components, in display order."""
        return [c["custom_id"] for c in walk_components(self.components) if "custom_id" in c]

    def component(self, custom_id: str) -> dict[str, Any]:
        for component in walk_components(self.components):
            if component.get("custom_id") == custom_id:
                return component
        raise LookupError(f"message {self.id} has no component {custom_id!r}; it has {self.custom_ids()}")

    def payload(self, world: World) -> dict[str, Any]:
        channel = world.channels[self.channel_id]
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": iso_time(self.id),
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [u.payload() for u in self.mentions],
            "mention_roles": [],
            "attachments": [a.payload(world.base_url, self.channel_id) for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if channel.guild_id is not None:
            data["guild_id"] = str(channel.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.message_reference is not None:
            data["message_reference"] = self.message_reference
        answered = world.interactions.get(self.interaction_id or 0)
        if answered is not None:
            interaction = answered.interaction
            data["interaction_metadata"] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": world.users[interaction.user_id].payload(),
                "authorizing_integration_owners": {},
            }
        return data


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component in a tree of action rows, sections, containers and labels, depth first."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        for key in ("accessory", "component"):
            if key in component:
                yield from walk_components([component[key]])


@dataclass(frozen=True)
class Interaction:
    """One interaction the fake sent to the bot (what `fake.slash`, `fake.click`... return).

    `payload` is the exact INTERACTION_CREATE data; `message_id` is the clicked message for components.
    """

    id: int
    token: str
    type: int
    user_id: int
    guild_id: int | None
    channel_id: int
    data: dict[str, Any]
    payload: dict[str, Any]
    message_id: int | None = None


@dataclass
class InteractionState:
    """What the bot has done with an interaction so far."""

    interaction: Interaction
    callback_type: int | None = None
    original_message_id: int | None = None
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None
    sent_at: float = 0.0  # event-loop clock, for the 3-second rule (fake.response_time)
    answered_at: float | None = None


class World:
    """All the fake's data; REST handlers and the test API mutate it, the gateway announces it."""

    def __init__(self, base_url: str = "http://127.0.0.1") -> None:
        self.base_url = base_url
        self.snowflakes = Snowflakes()
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.interactions: dict[int, InteractionState] = {}
        self.interactions_by_token: dict[str, InteractionState] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}  # guild id (None = global) -> commands
        self.sync_counts: dict[int | None, int] = {}
        self.application_id = self.snowflakes.next()
        self.bot = self.add_user("Starmail", bot=True, user_id=self.application_id)
        self.owner = self.add_user("owner")
        self.token = "fake-bot-token"

    # --- creation -------------------------------------------------------------------------------

    def add_user(self, name: str, *, bot: bool = False, dms_open: bool = True, user_id: int | None = None) -> User:
        user = User(user_id if user_id is not None else self.snowflakes.next(), name, bot=bot, dms_open=dms_open)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        everyone_permissions: int = EVERYONE_DEFAULT,
        bot_permissions: int = BOT_DEFAULT,
        owner: User | None = None,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        guild_id = self.snowflakes.next() if shard is None else self.snowflakes.next_on_shard(*shard)
        guild = Guild(guild_id, name, (owner or self.owner).id)
        guild.roles[guild_id] = Role(guild_id, guild_id, "@everyone", everyone_permissions, 0)
        self.guilds[guild_id] = guild
        bot_role = self.add_role(guild, "Starmail", bot_permissions, managed=True)
        self.add_member(guild, self.bot, [bot_role])
        self.add_member(guild, self.users[guild.owner_id], [])
        return guild

    def add_role(self, guild: Guild, name: str, permissions: int, *, managed: bool = False) -> Role:
        role = Role(self.snowflakes.next(), guild.id, name, permissions, len(guild.roles), managed=managed)
        guild.roles[role.id] = role
        return role

    def add_member(self, guild: Guild, user: User, roles: list[Role]) -> Member:
        member = Member(user, guild.id, [r.id for r in roles], iso_time(self.snowflakes.next()))
        guild.members[user.id] = member
        return member

    def add_channel(
        self,
        guild: Guild,
        name: str,
        *,
        type: int = GUILD_TEXT,
        parent_id: int | None = None,
        topic: str | None = None,
        overwrites: list[Overwrite] | None = None,
        position: int | None = None,
    ) -> Channel:
        if position is None:
            position = sum(1 for c in self.channels.values() if c.guild_id == guild.id and not c.is_thread)
        channel = Channel(
            self.snowflakes.next(),
            type,
            name,
            guild_id=guild.id,
            parent_id=parent_id,
            topic=topic,
            overwrites=overwrites or [],
            position=position,
        )
        self.channels[channel.id] = channel
        return channel

    def add_thread(
        self,
        parent: Channel,
        name: str,
        *,
        type: int,
        owner_id: int,
        invitable: bool = True,
        thread_id: int | None = None,
    ) -> Channel:
        thread = Channel(
            thread_id if thread_id is not None else self.snowflakes.next(),
            type,
            name,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=owner_id,
            invitable=invitable,
            thread_member_ids=[owner_id],
        )
        self.channels[thread.id] = thread
        return thread

    def dm_channel(self, user: User) -> Channel:
        """The bot's DM channel with `user`, created on first use like Discord's POST /users/@me/channels."""
        channel_id = self.dm_channels.get(user.id)
        if channel_id is None:
            channel = Channel(self.snowflakes.next(), DM, "", recipient_ids=[user.id])
            self.channels[channel.id] = channel
            self.dm_channels[user.id] = channel.id
            return channel
        return self.channels[channel_id]

    def add_message(self, channel: Channel, author: User, **fields: Any) -> Message:
        message = Message(self.snowflakes.next(), channel.id, author, **fields)
        self.messages[message.id] = message
        channel.last_message_id = message.id
        return message

    # --- lookups --------------------------------------------------------------------------------

    def user(self, user_id: int) -> User:
        try:
            return self.users[user_id]
        except KeyError:
            raise unknown("User", 10013) from None

    def guild(self, guild_id: int) -> Guild:
        try:
            return self.guilds[guild_id]
        except KeyError:
            raise unknown("Guild", 10004) from None

    def channel(self, channel_id: int) -> Channel:
        try:
            return self.channels[channel_id]
        except KeyError:
            raise unknown("Channel", 10003) from None

    def message(self, channel_id: int, message_id: int) -> Message:
        message = self.messages.get(message_id)
        if message is None or message.deleted or message.channel_id != channel_id:
            raise unknown("Message", 10008)
        return message

    def member(self, guild: Guild, user_id: int) -> Member:
        try:
            return guild.members[user_id]
        except KeyError:
            raise unknown("Member", 10007) from None

    def messages_in(self, channel_id: int) -> list[Message]:
        return [m for m in self.messages.values() if m.channel_id == channel_id and not m.deleted]

    def guild_channels(self, guild: Guild) -> list[Channel]:
        return [c for c in self.channels.values() if c.guild_id == guild.id and not c.is_thread]

    def guild_threads(self, guild: Guild) -> list[Channel]:
        return [c for c in self.channels.values() if c.guild_id == guild.id and c.is_thread]

    def active_threads(self, guild: Guild) -> list[Channel]:
        return [c for c in self.guild_threads(guild) if not c.archived]

    def children(self, category: Channel) -> list[Channel]:
        return [c for c in self.channels.values() if c.parent_id == category.id and not c.is_thread]

    def find_command(self, guild_id: int | None, name: str) -> tuple[int | None, dict[str, Any]]:
        """The synced chat-input command called `name`: the guild's own first, then the global one."""
        scopes: list[int | None] = [guild_id, None] if guild_id is not None else [None]
        for scope in scopes:
            for command in self.commands.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    return scope, command
        synced = {scope: [c["name"] for c in cmds] for scope, cmds in self.commands.items()}
        raise LookupError(f"the bot has not synced a command /{name} (synced: {synced})")

    # --- permissions ----------------------------------------------------------------------------

    def base_permissions(self, guild: Guild, user_id: int) -> int:
        if user_id == guild.owner_id:
            return ALL_PERMISSIONS
        member = self.member(guild, user_id)
        permissions = guild.everyone.permissions
        for role_id in member.role_ids:
            permissions |= guild.roles[role_id].permissions
        if permissions & ADMINISTRATOR:
            return ALL_PERMISSIONS
        return permissions

    def permissions_in(self, channel: Channel, user_id: int) -> int:
        """Discord's permission algorithm: base permissions, then @everyone, role and member overwrites.

        Threads use their parent's permissions; in a DM everyone may read and write.
        """
        if channel.guild_id is None:
            return VIEW_CHANNEL | SEND_MESSAGES | ATTACH_FILES
        if channel.is_thread and channel.parent_id is not None:
            return self.permissions_in(self.channels[channel.parent_id], user_id)
        guild = self.guilds[channel.guild_id]
        permissions = self.base_permissions(guild, user_id)
        if permissions & ADMINISTRATOR or user_id == guild.owner_id:
            return ALL_PERMISSIONS
        member = self.member(guild, user_id)
        by_id = {o.id: o for o in channel.overwrites}
        everyone = by_id.get(guild.id)
        if everyone is not None:
            permissions = (permissions & ~everyone.deny) | everyone.allow
        allow = deny = 0
        for role_id in member.role_ids:
            overwrite = by_id.get(role_id)
            if overwrite is not None and overwrite.type == 0:
                allow |= overwrite.allow
                deny |= overwrite.deny
        permissions = (permissions & ~deny) | allow
        own = by_id.get(user_id)
        if own is not None and own.type == 1:
            permissions = (permissions & ~own.deny) | own.allow
        if not permissions & VIEW_CHANNEL:
            return 0
        return permissions
