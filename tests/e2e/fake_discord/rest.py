"""The fake's REST routes: the part of Discord's API v10 that discord.py 2.7 calls for a game bot.

Each handler is registered with `@route(METHOD, TEMPLATE)`, TEMPLATE written like discord.py's `Route` paths
(aiohttp matches the same `{name}` syntax), and receives a `Call`. It returns the JSON body (None -> 204) or raises
`ApiError`. Fidelity choices that tests may rely on:

- Bot-authenticated routes need `Authorization: Bot <token>` (401 otherwise); interaction callbacks and
  interaction webhooks need no token, like Discord.
- Permission checks use Discord's algorithm (state.World.permissions_in): creating a guild channel needs
  Manage Channels (403, code 50013); permission overwrites on it need Manage Roles and only permissions the bot
  has itself; sending needs View Channel (50001) and Send Messages (Send Messages in Threads in a thread) and
  Attach Files for uploads (50013); sending in a DM to a user whose DMs are closed is refused with 403, 50007.
- An interaction accepts one callback (a second one: 400, 40060). A deferred response (type 5) leaves a loading
  message as the original response; the first follow-up after it replaces that message (as Discord does).
- Follow-ups before any callback: 404, 10015 (Unknown Webhook).
- Discord's structural limits: a category holds 50 channels (400, 50035 with CHANNEL_PARENT_MAX_CHANNELS in
  parent_id), a guild `guild.max_channels` channels, categories included (400, 30013), and `guild.max_active_threads`
  active threads (400, 160006); tests may lower the last two on the fake's Guild.
- Command bulk overwrites keep a command's id when its name and type stay the same, and count syncs per scope;
  a payload breaking Discord's structural limits (names, 25 options and choices, nesting, 8000 characters per
  command) is refused with 400, 50035.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from .gateway import Gateway
from .layout import COMPONENTS_V2, TEXT_DISPLAY, LayoutError, check_message, nested
from .multipart import file_index
from .recorder import UploadedFile
from .state import (
    ATTACH_FILES,
    CATEGORY_LIMIT,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM,
    EPHEMERAL,
    GUILD_CATEGORY,
    GUILD_TEXT,
    LOADING,
    MANAGE_CHANNELS,
    MANAGE_ROLES,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    ApiError,
    Attachment,
    Channel,
    InteractionState,
    Message,
    Overwrite,
    User,
    World,
    cannot_dm,
    category_full,
    guild_full,
    iso_time,
    missing_access,
    missing_permissions,
    threads_full,
    unknown,
)

MESSAGE_FLAGS_KEPT = 4 | EPHEMERAL | 4096 | 32768  # suppress embeds, ephemeral, silent, components v2


@dataclass
class Call:
    """One REST call as a handler sees it."""

    world: World
    gateway: Gateway
    params: dict[str, str]
    query: dict[str, str]
    json: Any
    files: tuple[UploadedFile, ...]
    status: int = 200

    def id(self, name: str) -> int:
        return int(self.params[name])

    def body(self) -> dict[str, Any]:
        return self.json if isinstance(self.json, dict) else {}


Handler = Callable[[Call], Awaitable[Any]]


@dataclass(frozen=True)
class Route:
    method: str
    template: str
    handler: Handler
    needs_token: bool


ROUTES: list[Route] = []


def route(method: str, template: str, *, needs_token: bool = True) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        ROUTES.append(Route(method, template, handler, needs_token))
        return handler

    return register


def invalid_form(message: str) -> ApiError:
    return ApiError(400, 50035, f"Invalid Form Body: {message}")


def own_permissions(world: World, channel: Channel) -> int:
    """The bot's permissions in a guild channel; a channel it cannot see answers 403 Missing Access (50001)."""
    permissions = world.permissions_in(channel, world.bot.id)
    if channel.guild_id is not None and not permissions & VIEW_CHANNEL:
        raise missing_access()
    return permissions


# --- users, login, gateway, application -------------------------------------------------------------


@route("GET", "/users/@me")
async def get_me(call: Call) -> Any:
    return {**call.world.bot.payload(), "verified": True, "mfa_enabled": False}


@route("POST", "/users/@me/channels")
async def open_dm(call: Call) -> Any:
    user = call.world.user(int(call.body()["recipient_id"]))
    return call.world.dm_channel(user).payload(call.world)


@route("GET", "/users/{user_id}")
async def get_user(call: Call) -> Any:
    return call.world.user(call.id("user_id")).payload()


@route("GET", "/oauth2/applications/@me")
async def get_application(call: Call) -> Any:
    world = call.world
    return {
        "id": str(world.application_id),
        "name": world.bot.name,
        "description": "",
        "icon": None,
        "rpc_origins": [],
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": world.owner.payload(),
        "team": None,
        "verify_key": "0" * 64,
        "flags": 0,
        "bot": world.bot.payload(),
        "interactions_endpoint_url": None,
    }


@route("GET", "/gateway")
async def get_gateway(call: Call) -> Any:
    return {"url": call.gateway.url}


@route("GET", "/gateway/bot")
async def get_gateway_bot(call: Call) -> Any:
    limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
    return {"url": call.gateway.url, "shards": 1, "session_start_limit": limit}


# --- application commands ----------------------------------------------------------------------------

COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


def check_command(command: dict[str, Any], where: str) -> None:
    """The structural rules Discord enforces on a chat-input command (so a bad tree fails here, not in prod)."""
    name = str(command.get("name", ""))
    if not COMMAND_NAME.match(name) or name != name.lower():
        raise invalid_form(f"{where}.name {name!r} must be 1-32 lowercase letters, digits, - or _")
    if command.get("type", 1) in (1, None) and not 1 <= len(str(command.get("description", ""))) <= 100:
        raise invalid_form(f"{where}.description must be 1-100 characters")
    options = command.get("options") or []
    if len(options) > 25:
        raise invalid_form(f"{where}.options has more than 25 entries")
    seen_optional = False
    for index, option in enumerate(options):
        if option.get("type") in (1, 2):
            check_command({**option, "type": 1}, f"{where}.options[{index}]")
            continue
        check_command({"name": option.get("name"), "description": option.get("description")}, where)
        if option.get("required"):
            if seen_optional:
                raise invalid_form(f"{where}.options: required options must be placed before non-required options")
        else:
            seen_optional = True
        if len(option.get("choices") or []) > 25:
            raise invalid_form(f"{where}.options[{index}].choices has more than 25 entries")


def command_characters(node: dict[str, Any]) -> int:
    """Discord's count for its 8000-character limit: the names, descriptions and choices of a whole command."""
    total = len(str(node.get("name", ""))) + len(str(node.get("description", "")))
    total += sum(len(str(c.get("name", ""))) + len(str(c.get("value", ""))) for c in node.get("choices") or [])
    return total + sum(command_characters(option) for option in node.get("options") or [])


def check_nesting(node: dict[str, Any], where: str, depth: int = 0) -> None:
    """Subcommand groups only at the top, subcommands only at the top or in a group."""
    for index, option in enumerate(node.get("options") or []):
        kind = option.get("type")
        if (kind == 2 and depth > 0) or (kind == 1 and depth > 1):
            raise invalid_form(f"{where}.options[{index}] is nested too deeply")
        if kind in (1, 2):
            check_nesting(option, f"{where}.options[{index}]", depth + 1)


def store_commands(call: Call, guild_id: int | None, payload: list[dict[str, Any]]) -> list[dict[str, Any]]:
    world = call.world
    if call.id("application_id") != world.application_id:
        raise ApiError(403, 50001, "Missing Access")
    for index, command in enumerate(payload):
        check_command(command, f"[{index}]")
        check_nesting(command, f"[{index}]")
        if command.get("type", 1) in (1, None) and command_characters(command) > 8000:
            raise invalid_form(f"[{index}]: names, descriptions and choices exceed 8000 characters")
    old = {(c["name"], c.get("type", 1)): c for c in world.commands.get(guild_id, [])}
    stored = []
    for command in payload:
        kind = command.get("type") or 1
        previous = old.get((command["name"], kind))
        entry = {
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            "name_localizations": None,
            "description_localizations": None,
            **command,
            "type": kind,
            "id": previous["id"] if previous else str(world.snowflakes.next()),
            "application_id": str(world.application_id),
            "version": str(world.snowflakes.next()),
        }
        if guild_id is not None:
            entry["guild_id"] = str(guild_id)
        stored.append(entry)
    return stored


@route("PUT", "/applications/{application_id}/commands")
async def bulk_global_commands(call: Call) -> Any:
    call.world.commands[None] = store_commands(call, None, call.json or [])
    call.world.sync_counts[None] = call.world.sync_counts.get(None, 0) + 1
    return call.world.commands[None]


@route("GET", "/applications/{application_id}/commands")
async def get_global_commands(call: Call) -> Any:
    return call.world.commands.get(None, [])


@route("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
async def bulk_guild_commands(call: Call) -> Any:
    guild_id = call.world.guild(call.id("guild_id")).id
    call.world.commands[guild_id] = store_commands(call, guild_id, call.json or [])
    call.world.sync_counts[guild_id] = call.world.sync_counts.get(guild_id, 0) + 1
    return call.world.commands[guild_id]


@route("GET", "/applications/{application_id}/guilds/{guild_id}/commands")
async def get_guild_commands(call: Call) -> Any:
    return call.world.commands.get(call.world.guild(call.id("guild_id")).id, [])


# --- guilds ---------------------------------------------------------------------------------------------


@route("GET", "/guilds/{guild_id}")
async def get_guild(call: Call) -> Any:
    world = call.world
    guild = world.guild(call.id("guild_id"))
    if guild.refusals:
        guild.refusals -= 1
        raise ApiError(403, 50001, "Missing Access")
    return {
        "id": str(guild.id),
        "name": guild.name,
        "owner_id": str(guild.owner_id),
        "icon": None,
        "features": [],
        "emojis": [],
        "stickers": [],
        "roles": [r.payload() for r in guild.roles.values()],
        "preferred_locale": guild.locale,
        "approximate_member_count": len(guild.members),
    }


@route("GET", "/guilds/{guild_id}/roles")
async def get_roles(call: Call) -> Any:
    return [r.payload() for r in call.world.guild(call.id("guild_id")).roles.values()]


@route("GET", "/guilds/{guild_id}/members/{user_id}")
async def get_member(call: Call) -> Any:
    guild = call.world.guild(call.id("guild_id"))
    return call.world.member(guild, call.id("user_id")).payload()


@route("GET", "/guilds/{guild_id}/members")
async def list_members(call: Call) -> Any:
    guild = call.world.guild(call.id("guild_id"))
    limit = int(call.query.get("limit", 1000))
    after = int(call.query.get("after", 0))
    members = sorted((m for m in guild.members.values() if m.user.id > after), key=lambda m: m.user.id)
    return [m.payload() for m in members[:limit]]


@route("GET", "/guilds/{guild_id}/channels")
async def list_channels(call: Call) -> Any:
    guild = call.world.guild(call.id("guild_id"))
    return [c.payload(call.world) for c in call.world.guild_channels(guild)]


def checked_overwrites(call: Call, guild_id: int, raw: list[dict[str, Any]], scope: Channel | None) -> list[Overwrite]:
    """Overwrites the bot may set: it needs Manage Roles and may only grant or deny what it has itself."""
    world = call.world
    guild = world.guild(guild_id)
    overwrites = [Overwrite.from_payload(o) for o in raw]
    if not overwrites:
        return overwrites
    own = world.permissions_in(scope, world.bot.id) if scope else world.base_permissions(guild, world.bot.id)
    if not world.base_permissions(guild, world.bot.id) & MANAGE_ROLES:
        raise missing_permissions()
    for overwrite in overwrites:
        if (overwrite.allow | overwrite.deny) & ~own:
            raise missing_permissions()
        if overwrite.type == 0 and overwrite.id not in guild.roles:
            raise invalid_form(f"unknown role {overwrite.id} in permission_overwrites")
        if overwrite.type == 1 and overwrite.id not in guild.members:
            raise invalid_form(f"unknown member {overwrite.id} in permission_overwrites")
    return overwrites


@route("POST", "/guilds/{guild_id}/channels")
async def create_channel(call: Call) -> Any:
    world = call.world
    guild = world.guild(call.id("guild_id"))
    body = call.body()
    if not world.base_permissions(guild, world.bot.id) & MANAGE_CHANNELS:
        raise missing_permissions()
    kind = int(body.get("type", GUILD_TEXT))
    if kind not in (GUILD_TEXT, GUILD_CATEGORY):
        raise invalid_form(f"the fake supports text channels and categories, not type {kind}")
    parent = None
    if body.get("parent_id") is not None:
        parent = world.channel(int(body["parent_id"]))
        if parent.type != GUILD_CATEGORY or parent.guild_id != guild.id:
            raise invalid_form("parent_id is not a category of this guild")
        if len(world.children(parent)) >= CATEGORY_LIMIT:
            raise category_full()
    if len(world.guild_channels(guild)) >= guild.max_channels:
        raise guild_full(guild.max_channels)
    overwrites = checked_overwrites(call, guild.id, body.get("permission_overwrites") or [], parent)
    channel = world.add_channel(
        guild,
        str(body["name"]),
        type=kind,
        parent_id=parent.id if parent else None,
        topic=body.get("topic"),
        overwrites=overwrites,
        position=body.get("position"),
    )
    channel.nsfw = bool(body.get("nsfw", False))
    payload = channel.payload(world)
    await call.gateway.dispatch("CHANNEL_CREATE", payload)
    call.status = 201
    return payload


# --- channels and threads -------------------------------------------------------------------------------


@route("GET", "/channels/{channel_id}")
async def get_channel(call: Call) -> Any:
    channel = call.world.channel(call.id("channel_id"))
    own_permissions(call.world, channel)
    return channel.payload(call.world)


@route("PATCH", "/channels/{channel_id}")
async def edit_channel(call: Call) -> Any:
    world = call.world
    channel = world.channel(call.id("channel_id"))
    body = call.body()
    if channel.guild_id is None:
        raise missing_permissions()
    own = own_permissions(world, channel)
    if not own & MANAGE_CHANNELS and not (channel.is_thread and channel.owner_id == world.bot.id):
        raise missing_permissions()
    moving_to = None if body.get("parent_id") is None else world.channel(int(body["parent_id"]))
    moving = moving_to is not None and moving_to.id != channel.parent_id and not channel.is_thread
    if moving and moving_to is not None and len(world.children(moving_to)) >= CATEGORY_LIMIT:
        raise category_full()
    if "permission_overwrites" in body:
        channel.overwrites = checked_overwrites(call, channel.guild_id, body["permission_overwrites"] or [], channel)
    for key in ("name", "topic", "nsfw", "position", "archived", "locked", "invitable", "auto_archive_duration"):
        if key in body:
            setattr(channel, key, body[key])
    if "parent_id" in body:
        channel.parent_id = None if body["parent_id"] is None else int(body["parent_id"])
    payload = channel.payload(world)
    await call.gateway.dispatch("THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE", payload)
    return payload


@route("DELETE", "/channels/{channel_id}")
async def delete_channel(call: Call) -> Any:
    world = call.world
    channel = world.channel(call.id("channel_id"))
    if channel.guild_id is None or not own_permissions(world, channel) & MANAGE_CHANNELS:
        raise missing_permissions()
    payload = channel.payload(world)
    del world.channels[channel.id]
    await call.gateway.dispatch("THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE", payload)
    return payload


@route("PUT", "/channels/{channel_id}/permissions/{overwrite_id}")
async def set_overwrite(call: Call) -> Any:
    world = call.world
    channel = world.channel(call.id("channel_id"))
    if channel.guild_id is None or channel.is_thread:
        raise invalid_form("permission overwrites need a guild channel")
    own_permissions(world, channel)
    raw = {"id": call.params["overwrite_id"], **call.body()}
    (overwrite,) = checked_overwrites(call, channel.guild_id, [raw], channel)
    channel.overwrites = [o for o in channel.overwrites if o.id != overwrite.id] + [overwrite]
    await call.gateway.dispatch("CHANNEL_UPDATE", channel.payload(world))
    call.status = 204
    return None


@route("DELETE", "/channels/{channel_id}/permissions/{overwrite_id}")
async def delete_overwrite(call: Call) -> Any:
    world = call.world
    channel = world.channel(call.id("channel_id"))
    if channel.guild_id is None or not world.base_permissions(world.guild(channel.guild_id), world.bot.id) & (
        MANAGE_ROLES
    ):
        raise missing_permissions()
    channel.overwrites = [o for o in channel.overwrites if o.id != call.id("overwrite_id")]
    await call.gateway.dispatch("CHANNEL_UPDATE", channel.payload(world))
    call.status = 204
    return None


async def start_thread(call: Call, parent: Channel, kind: int, starter: Message | None) -> Any:
    world = call.world
    body = call.body()
    if parent.type != GUILD_TEXT:
        raise invalid_form("threads can only be started in text channels")
    needed = CREATE_PRIVATE_THREADS if kind == PRIVATE_THREAD else CREATE_PUBLIC_THREADS
    if not own_permissions(world, parent) & needed:
        raise missing_permissions()
    assert parent.guild_id is not None  # a text channel
    guild = world.guild(parent.guild_id)
    if len(world.active_threads(guild)) >= guild.max_active_threads:
        raise threads_full()
    thread = world.add_thread(
        parent,
        str(body["name"]),
        type=kind,
        owner_id=world.bot.id,
        invitable=bool(body.get("invitable", True)),
        thread_id=None if starter is None else starter.id,  # a thread started from a message shares its id
    )
    thread.auto_archive_duration = int(body.get("auto_archive_duration") or 10080)
    payload = thread.payload(world)
    await call.gateway.dispatch("THREAD_CREATE", {**payload, "newly_created": True})
    call.status = 201
    return payload


@route("POST", "/channels/{channel_id}/threads")
async def create_thread(call: Call) -> Any:
    parent = call.world.channel(call.id("channel_id"))
    return await start_thread(call, parent, int(call.body().get("type", PRIVATE_THREAD)), None)


@route("POST", "/channels/{channel_id}/messages/{message_id}/threads")
async def create_thread_from_message(call: Call) -> Any:
    parent = call.world.channel(call.id("channel_id"))
    starter = call.world.message(parent.id, call.id("message_id"))
    return await start_thread(call, parent, PUBLIC_THREAD, starter)


@route("PUT", "/channels/{channel_id}/thread-members/@me")
async def join_thread(call: Call) -> Any:
    thread = call.world.channel(call.id("channel_id"))
    if call.world.bot.id not in thread.thread_member_ids:
        thread.thread_member_ids.append(call.world.bot.id)
    call.status = 204
    return None


@route("PUT", "/channels/{channel_id}/thread-members/{user_id}")
async def add_thread_member(call: Call) -> Any:
    world = call.world
    thread = world.channel(call.id("channel_id"))
    if not thread.is_thread:
        raise invalid_form("not a thread")
    user = world.user(call.id("user_id"))
    if user.id not in thread.thread_member_ids:
        thread.thread_member_ids.append(user.id)
    call.status = 204
    return None


@route("DELETE", "/channels/{channel_id}/thread-members/{user_id}")
async def remove_thread_member(call: Call) -> Any:
    thread = call.world.channel(call.id("channel_id"))
    thread.thread_member_ids = [u for u in thread.thread_member_ids if u != call.id("user_id")]
    call.status = 204
    return None


@route("POST", "/channels/{channel_id}/typing")
async def typing(call: Call) -> Any:
    call.world.channel(call.id("channel_id"))
    call.status = 204
    return None


# --- messages ---------------------------------------------------------------------------------------------


def new_attachments(
    world: World, entries: list[dict[str, Any]] | None, files: tuple[UploadedFile, ...], kept: list[Attachment]
) -> list[Attachment]:
    """The attachment list after a create or edit: `entries` (the payload's `attachments`) name the existing
    attachments to keep by id and describe the uploaded files by index; without entries, files are appended."""
    uploads = {file_index(f): f for f in files}
    if entries is None:
        return kept + [
            Attachment(world.snowflakes.next(), f.filename, f.data, f.description, f.content_type) for f in files
        ]
    by_id = {a.id: a for a in kept}
    result = []
    for entry in entries:
        raw_id = int(entry["id"])
        upload = uploads.get(raw_id)
        if upload is not None:
            filename = str(entry.get("filename") or upload.filename)
            description = entry.get("description", upload.description)
            result.append(Attachment(world.snowflakes.next(), filename, upload.data, description, upload.content_type))
        elif raw_id in by_id:
            result.append(by_id[raw_id])
        else:
            raise invalid_form(f"attachment {raw_id} is neither an uploaded file nor an existing attachment")
    return result


USER_MENTION = re.compile(r"<@!?(\d+)>")


def notified_users(world: World, body: dict[str, Any]) -> list[User]:
    """The users a new message notifies, as Discord decides: those mentioned in its content or its text displays
    (`<@id>`), narrowed
    by `allowed_mentions` when it is given (`parse` holding "users" lets every user mention notify; otherwise
    only the ids in `users` do). The message's `mentions` are these users."""
    texts = [str(body.get("content") or "")]
    texts += [
        str(c.get("content") or "") for c in nested(body.get("components") or []) if c.get("type") == TEXT_DISPLAY
    ]
    named = [int(found) for text in texts for found in USER_MENTION.findall(text)]
    allowed = body.get("allowed_mentions")
    if isinstance(allowed, dict):
        listed = {int(u) for u in allowed.get("users") or []}
        everyone = "users" in (allowed.get("parse") or [])
        named = [u for u in named if everyone or u in listed]
    return [world.users[u] for u in dict.fromkeys(named) if u in world.users]


def message_fields(world: World, body: dict[str, Any], files: tuple[UploadedFile, ...]) -> dict[str, Any]:
    entries = body.get("attachments")
    fields: dict[str, Any] = {
        "content": str(body.get("content") or ""),
        "embeds": list(body.get("embeds") or []),
        "components": list(body.get("components") or []),
        "attachments": new_attachments(world, entries, files, []),
        "flags": int(body.get("flags") or 0) & MESSAGE_FLAGS_KEPT,
        "mentions": notified_users(world, body),
    }
    if body.get("message_reference"):
        fields["message_reference"] = body["message_reference"]
    if not (fields["content"] or fields["embeds"] or fields["components"] or fields["attachments"]):
        raise ApiError(400, 50006, "Cannot send an empty message")
    checked(fields["content"], fields["embeds"], fields["components"], fields["flags"], fields["attachments"])
    return fields


def apply_edit(world: World, message: Message, body: dict[str, Any], files: tuple[UploadedFile, ...]) -> None:
    content = str(body["content"] or "") if "content" in body else message.content
    embeds = list(body["embeds"] or []) if "embeds" in body else message.embeds
    components = list(body["components"] or []) if "components" in body else message.components
    attachments = message.attachments
    if "attachments" in body or files:
        attachments = new_attachments(world, body.get("attachments"), files, message.attachments)
    flags = message.flags
    if body.get("flags") is not None:
        kept = message.flags & (EPHEMERAL | COMPONENTS_V2)  # neither can be taken off a sent message
        flags = (int(body["flags"]) & MESSAGE_FLAGS_KEPT & ~EPHEMERAL) | kept
    checked(content, embeds, components, flags, attachments)
    message.content, message.embeds, message.components, message.attachments = content, embeds, components, attachments
    message.flags = flags & ~LOADING
    message.edited_timestamp = iso_time(world.snowflakes.next())


def checked(content: str, embeds: list[Any], components: list[Any], flags: int, attachments: list[Attachment]) -> None:
    """Refuse, as Discord does, a message whose components break its rules (fake_discord/layout.py)."""
    try:
        check_message(content, embeds, components, flags, {a.filename for a in attachments})
    except LayoutError as error:
        raise invalid_form(str(error)) from None


async def announce(call: Call, event: str, message: Message) -> None:
    if message.ephemeral:
        return
    channel = call.world.channels[message.channel_id]
    await call.gateway.dispatch_message(event, message.payload(call.world), channel.type)


def check_can_send(world: World, channel: Channel, files: tuple[UploadedFile, ...]) -> None:
    if channel.type == DM:
        if not all(world.users[u].dms_open for u in channel.recipient_ids):
            raise cannot_dm()
        return
    if channel.type == GUILD_CATEGORY:
        raise ApiError(400, 50008, "Cannot send messages in a non-text channel")
    own = own_permissions(world, channel)
    if not own & (SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES):
        raise missing_permissions()
    if files and not own & ATTACH_FILES:
        raise missing_permissions()
    if channel.is_thread and channel.archived:
        raise ApiError(400, 50083, "Thread is archived")


@route("POST", "/channels/{channel_id}/messages")
async def send_message(call: Call) -> Any:
    world = call.world
    channel = world.channel(call.id("channel_id"))
    check_can_send(world, channel, call.files)
    body = call.body()
    fields = message_fields(world, body, call.files)
    if fields["flags"] & EPHEMERAL:
        raise invalid_form("only interaction responses can be ephemeral")
    message = world.add_message(channel, world.bot, type=19 if body.get("message_reference") else 0, **fields)
    await announce(call, "MESSAGE_CREATE", message)
    return message.payload(world)


@route("GET", "/channels/{channel_id}/messages")
async def history(call: Call) -> Any:
    world = call.world
    channel = world.channel(call.id("channel_id"))
    messages = [m for m in world.messages_in(channel.id) if not m.ephemeral]
    if "before" in call.query:
        messages = [m for m in messages if m.id < int(call.query["before"])]
    if "after" in call.query:
        messages = [m for m in messages if m.id > int(call.query["after"])]
    limit = int(call.query.get("limit", 50))
    newest_first = list(reversed(messages))
    return [m.payload(world) for m in newest_first[:limit]]


@route("GET", "/channels/{channel_id}/messages/{message_id}")
async def get_message(call: Call) -> Any:
    message = call.world.message(call.id("channel_id"), call.id("message_id"))
    if message.ephemeral:
        raise unknown("Message", 10008)
    return message.payload(call.world)


@route("PATCH", "/channels/{channel_id}/messages/{message_id}")
async def edit_message(call: Call) -> Any:
    world = call.world
    message = world.message(call.id("channel_id"), call.id("message_id"))
    if message.author.id != world.bot.id or message.ephemeral:
        raise ApiError(403, 50005, "Cannot edit a message authored by another user")
    apply_edit(world, message, call.body(), call.files)
    await announce(call, "MESSAGE_UPDATE", message)
    return message.payload(world)


@route("DELETE", "/channels/{channel_id}/messages/{message_id}")
async def delete_message(call: Call) -> Any:
    world = call.world
    message = world.message(call.id("channel_id"), call.id("message_id"))
    message.deleted = True
    channel = world.channels[message.channel_id]
    event = {"id": str(message.id), "channel_id": str(channel.id)}
    if channel.guild_id is not None:
        event["guild_id"] = str(channel.guild_id)
    await call.gateway.dispatch_message("MESSAGE_DELETE", event, channel.type)
    call.status = 204
    return None


# --- interactions ------------------------------------------------------------------------------------------


def interaction_state(call: Call, *, by_id: bool) -> InteractionState:
    state = call.world.interactions_by_token.get(call.params["interaction_token"])
    if state is None or (by_id and state.interaction.id != call.id("interaction_id")):
        raise unknown("interaction", 10062)
    if not by_id and call.id("application_id") != call.world.application_id:
        raise unknown("Webhook", 10015)
    return state


def callback_answer(call: Call, state: InteractionState, kind: int, message: Message | None) -> Any:
    if call.query.get("with_response") not in ("1", "true", "True"):
        call.status = 204
        return None
    info: dict[str, Any] = {"id": str(state.interaction.id), "type": state.interaction.type}
    answer: dict[str, Any] = {"interaction": info}
    if message is not None:
        info.update(
            response_message_id=str(message.id),
            response_message_loading=message.loading,
            response_message_ephemeral=message.ephemeral,
        )
        answer["resource"] = {"type": kind, "message": message.payload(call.world)}
    return answer


@route("POST", "/interactions/{interaction_id}/{interaction_token}/callback", needs_token=False)
async def interaction_callback(call: Call) -> Any:
    state = interaction_state(call, by_id=True)
    if state.callback_type is not None:
        raise ApiError(400, 40060, "Interaction has already been acknowledged.")
    kind = int(call.body()["type"])
    state.callback_type = kind  # before any await: a concurrent second callback must see it acknowledged
    try:
        return await acknowledge(call, state, kind)
    except ApiError:
        state.callback_type = None  # a refused callback does not use the interaction up
        raise


async def acknowledge(call: Call, state: InteractionState, kind: int) -> Any:
    world = call.world
    body = call.body()
    data = body.get("data") or {}
    interaction = state.interaction
    channel = world.channel(interaction.channel_id)
    message: Message | None = None
    if kind == 4:
        fields = message_fields(world, data, call.files)
        message_type = 20 if interaction.type == 2 else 0
        message = world.add_message(
            channel,
            world.bot,
            type=message_type,
            interaction_id=interaction.id,
            webhook_id=world.application_id,
            **fields,
        )
        state.original_message_id = message.id
        await announce(call, "MESSAGE_CREATE", message)
    elif kind == 5:
        flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
        message = world.add_message(
            channel,
            world.bot,
            type=20 if interaction.type == 2 else 0,
            interaction_id=interaction.id,
            webhook_id=world.application_id,
            flags=flags,
        )
        state.original_message_id = message.id
        await announce(call, "MESSAGE_CREATE", message)
    elif kind in (6, 7):
        if interaction.message_id is None:
            raise ApiError(400, 40043, "This interaction type cannot update a message")
        state.original_message_id = interaction.message_id
        if kind == 7:
            message = world.messages[interaction.message_id]
            apply_edit(world, message, data, call.files)
            await announce(call, "MESSAGE_UPDATE", message)
    elif kind == 8:
        if interaction.type != 4:
            raise ApiError(400, 40043, "Autocomplete results answer autocomplete interactions only")
        choices = list(data.get("choices") or [])
        if len(choices) > 25:
            raise invalid_form("choices has more than 25 entries")
        state.choices = choices
    elif kind == 9:
        if interaction.type in (4, 5):
            raise ApiError(400, 40043, "A modal cannot answer this interaction type")
        state.modal = data
    elif kind != 1:
        raise invalid_form(f"the fake does not support callback type {kind}")
    state.answered_at = asyncio.get_running_loop().time()
    return callback_answer(call, state, kind, message)


def followup_target(call: Call, state: InteractionState) -> Message:
    """The message an interaction webhook route addresses: @original or one of the interaction's follow-ups."""
    world = call.world
    raw = call.params["message_id"]
    if raw == "@original":
        if state.original_message_id is None:
            raise unknown("Message", 10008)
        message_id = state.original_message_id
    else:
        message_id = int(raw)
    message = world.messages.get(message_id)
    if message is None or message.deleted:
        raise unknown("Message", 10008)
    if raw != "@original" and message.interaction_id != state.interaction.id:
        raise unknown("Message", 10008)
    return message


@route("POST", "/webhooks/{application_id}/{interaction_token}", needs_token=False)
async def followup(call: Call) -> Any:
    world = call.world
    state = interaction_state(call, by_id=False)
    if state.callback_type is None:
        raise unknown("Webhook", 10015)
    original = world.messages.get(state.original_message_id or 0)
    body = call.body()
    if original is not None and original.loading:
        apply_edit(world, original, {**body, "flags": None}, call.files)
        await announce(call, "MESSAGE_UPDATE", original)
        return original.payload(world)
    channel = world.channel(state.interaction.channel_id)
    fields = message_fields(world, body, call.files)
    message = world.add_message(
        channel, world.bot, interaction_id=state.interaction.id, webhook_id=world.application_id, **fields
    )
    await announce(call, "MESSAGE_CREATE", message)
    return message.payload(world)


@route("GET", "/webhooks/{application_id}/{interaction_token}/messages/{message_id}", needs_token=False)
async def get_followup(call: Call) -> Any:
    return followup_target(call, interaction_state(call, by_id=False)).payload(call.world)


@route("PATCH", "/webhooks/{application_id}/{interaction_token}/messages/{message_id}", needs_token=False)
async def edit_followup(call: Call) -> Any:
    message = followup_target(call, interaction_state(call, by_id=False))
    apply_edit(call.world, message, call.body(), call.files)
    await announce(call, "MESSAGE_UPDATE", message)
    return message.payload(call.world)


@route("DELETE", "/webhooks/{application_id}/{interaction_token}/messages/{message_id}", needs_token=False)
async def delete_followup(call: Call) -> Any:
    message = followup_target(call, interaction_state(call, by_id=False))
    message.deleted = True
    channel = call.world.channels[message.channel_id]
    if not message.ephemeral:
        event = {"id": str(message.id), "channel_id": str(channel.id)}
        await call.gateway.dispatch_message("MESSAGE_DELETE", event, channel.type)
    call.status = 204
    return None
