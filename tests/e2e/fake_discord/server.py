"""`FakeDiscord`: the loopback Discord (aiohttp on 127.0.0.1, random port) and the test API around it.

    async with FakeDiscord() as fake:              # server started, discord.py pointed at it, restored after
        guild = fake.add_guild("Space Port")
        lobby = fake.add_channel(guild, "lobby")
        alice = fake.add_member(guild, "alice")
        async with fake.run(MyClient(intents=discord.Intents.default())) as client:   # login + READY
            interaction = await fake.slash(alice, guild, lobby, "game new", options={"game": "hanse"})
            reply = await fake.wait_for_original(interaction)          # the message the bot answered with
            await fake.click(alice, reply, "join:1")

World building (sync, any time, also while a client runs): `add_user`, `add_guild`, `add_role`, `add_member`,
`add_channel`, `add_category`, `set_dms_open`; announced to a running client: `announce_guild` (the bot joins),
`delete_channel`. Simulated users (async, need a connected client): `slash`, `autocomplete`, `click`,
`submit_modal`, `post`; `reconnect_gateway` makes the client RESUME.

Waiting (never sleeping): `wait_for(predicate)` on recorded requests, `wait_until(check)` on any condition of
the world, and shortcuts `wait_for_callback`,
`wait_for_original`, `wait_for_followup`, `wait_for_choices`, `wait_for_modal`, `wait_for_message`. Reading:
`requests`, `requests_to(route)`, `messages_in(channel)`, `dms_to(user)`, `responses_to(interaction)`,
`original_response(interaction)`, `followups(interaction)`, `commands(guild)`, `sync_count(guild)`,
`channel_named(guild, name)`. Anything that takes a guild, channel, user or message accepts the fake's record,
a discord.py object or an id.

A bot restart is `async with fake.run(new_client)` again: the world (channels, messages with their components,
synced commands) is kept, the new client IDENTIFYs as a new gateway session.

Several bot processes: each IDENTIFYs with its shards (gateway.py says how events are routed); `add_guild(...,
shard=(id, count))` places a guild on a shard, `point_discord_py(base_url, gateway_url)` points a child process's
discord.py at this fake, and `hold_answers(predicate)` does what matching requests ask but holds their answers back
(a bot killed meanwhile made a post it never learnt about).
"""

from __future__ import annotations

import asyncio
import json
import re
import traceback
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import AbstractContextManager, asynccontextmanager, contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any, Self, TypeVar

import discord
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket
from discord.http import Route as DiscordRoute

from tests.waits import HANG

from . import interactions as build
from .gateway import INTENT_GUILD_MEMBERS, Gateway, guild_create_payload
from .multipart import read_body
from .recorder import Predicate, RecordedRequest, Recorder
from .rest import ROUTES, Call, Route
from .state import (
    BOT_DEFAULT,
    EVERYONE_DEFAULT,
    GUILD_CATEGORY,
    ApiError,
    Channel,
    Guild,
    Interaction,
    InteractionState,
    Message,
    Overwrite,
    Role,
    User,
    World,
    as_id,
)

API_PREFIX = "/api/v10"
DEFAULT_TIMEOUT = HANG
"""How long a wait on the fake may last before it is called a hang (tests/waits.py): waits end on the event."""
MENTION = re.compile(r"<@!?(\d+)>")
ClientT = TypeVar("ClientT", bound=discord.Client)


@contextmanager
def point_discord_py(base_url: str, gateway_url: str) -> Iterator[None]:
    """Point discord.py's REST base, default gateway and CDN (assets) at a fake at `base_url`; restore them after.

    The non-sharded client connects to DEFAULT_GATEWAY directly; AutoShardedClient asks GET /gateway/bot unless it
    is given a shard count, then it too connects to DEFAULT_GATEWAY."""
    old = DiscordRoute.BASE, DiscordWebSocket.DEFAULT_GATEWAY, discord.Asset.BASE
    DiscordRoute.BASE = base_url + API_PREFIX
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    discord.Asset.BASE = base_url + "/cdn"
    try:
        yield
    finally:
        DiscordRoute.BASE, DiscordWebSocket.DEFAULT_GATEWAY, discord.Asset.BASE = old


@dataclass
class Hold:
    """Answers held back (`FakeDiscord.hold_answers`): the requests matching `predicate` are served and recorded,
    and their answers wait until `release()`."""

    predicate: Predicate
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def release(self) -> None:
        self.released.set()


def permission_value(permissions: int | discord.Permissions) -> int:
    return permissions.value if isinstance(permissions, discord.Permissions) else int(permissions)


def answer(status: int, body: Any) -> web.Response:
    """A JSON answer; the content type must be exactly application/json or discord.py reads it as text."""
    if status == 204:
        return web.Response(status=204)
    return web.Response(status=status, body=json.dumps(body).encode(), headers={"Content-Type": "application/json"})


class FakeDiscord:
    """One fake Discord: a world, a request recorder, a gateway and the aiohttp server serving them."""

    def __init__(self) -> None:
        self.world = World()
        self.recorder = Recorder()
        self.gateway = Gateway(self.world, self.recorder)
        self.base_url = ""
        self.errors: list[str] = []
        self._holds: list[Hold] = []
        self._runner: web.AppRunner | None = None
        self._patch: AbstractContextManager[None] | None = None

    # --- lifecycle ------------------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        for entry in ROUTES:
            app.router.add_route(entry.method, API_PREFIX + entry.template, self._endpoint(entry))
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._unknown_route)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._attachment)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        host, port = self._runner.addresses[0][:2]
        self.base_url = f"http://{host}:{port}"
        self.world.base_url = self.base_url
        self.gateway.url = f"ws://{host}:{port}/gateway"

    async def stop(self) -> None:
        for hold in self._holds:  # nothing may stay held once the server goes
            hold.release()
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def patched(self) -> AbstractContextManager[None]:
        """Point discord.py's REST base, default gateway and CDN (assets) at this fake; restore them afterwards."""
        return point_discord_py(self.base_url, self.gateway.url)

    @contextmanager
    def hold_answers(self, predicate: Predicate) -> Iterator[Hold]:
        """Serve the requests matching `predicate` (the world changes, the request is recorded, `wait_for` sees it)
        but hold their answers until the block ends or `release()`: the bot waits on a post Discord already made."""
        hold = Hold(predicate)
        self._holds.append(hold)
        try:
            yield hold
        finally:
            hold.release()
            self._holds.remove(hold)

    async def __aenter__(self) -> Self:
        await self.start()
        self._patch = self.patched()
        self._patch.__enter__()
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._patch is not None:
            self._patch.__exit__(None, None, None)
            self._patch = None
        await self.stop()

    @asynccontextmanager
    async def run(
        self,
        client: ClientT,
        *,
        timeout: float = HANG,
        guild_ready_timeout: float | None = 0.05,
        token: str | None = None,
    ) -> AsyncIterator[ClientT]:
        """Log `client` in, connect it and wait for READY (guilds available); close it on exit.

        discord.py waits `guild_ready_timeout` (2 s by default) after the last GUILD_CREATE before READY; the
        fake sends every GUILD_CREATE at once, so it is shortened to keep tests fast (None keeps the client's).
        """
        if guild_ready_timeout is not None:
            client._connection.guild_ready_timeout = guild_ready_timeout
        connection: asyncio.Task[None] | None = None
        try:
            await client.login(self.world.token if token is None else token)
            connection = asyncio.create_task(client.connect(reconnect=True), name="fake-discord-client")
            ready = asyncio.create_task(client.wait_until_ready())
            done, _ = await asyncio.wait({connection, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
            if ready not in done:
                ready.cancel()
                if connection in done:
                    connection.result()
                raise TimeoutError(f"the client did not become ready within {timeout}s")
            yield client
        finally:
            await client.close()
            if connection is not None:
                with suppress(discord.ConnectionClosed, asyncio.CancelledError):
                    await asyncio.wait_for(connection, timeout)

    def check_clean(self) -> None:
        """Fail if the bot called a route the fake does not know, or a handler of the fake crashed."""
        unknown = [f"{r.method} {r.path}" for r in self.requests if r.route.endswith(" ?")]
        problems = [f"unknown route {u}" for u in unknown] + self.errors
        if problems:
            raise AssertionError("fake Discord problems:\n" + "\n".join(problems))

    # --- request handling ----------------------------------------------------------------------------

    def _endpoint(self, entry: Route) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
        async def endpoint(request: web.Request) -> web.StreamResponse:
            return await self._serve(request, entry)

        return endpoint

    async def _serve(self, request: web.Request, entry: Route) -> web.StreamResponse:
        payload, files = await read_body(request)
        call = Call(self.world, self.gateway, dict(request.match_info), dict(request.query), payload, files)
        try:
            if entry.needs_token and request.headers.get("Authorization") != f"Bot {self.world.token}":
                raise ApiError(401, 0, "401: Unauthorized")
            body = await entry.handler(call)
            status = call.status
        except ApiError as error:
            status, body = error.status, error.payload()
        except Exception:
            # A crash in the fake must fail the test quickly: discord.py retries 5xx answers with long sleeps.
            self.errors.append(f"{entry.method} {entry.template}: {traceback.format_exc()}")
            status, body = 400, {"message": "fake Discord handler crashed (see fake.errors)", "code": 0}
        recorded = await self._record(request, f"{entry.method} {entry.template}", call, status, body)
        for hold in [h for h in self._holds if h.predicate(recorded)]:
            await hold.released.wait()
        return answer(status, body)

    async def _unknown_route(self, request: web.Request) -> web.StreamResponse:
        payload, files = await read_body(request)
        call = Call(self.world, self.gateway, {}, dict(request.query), payload, files)
        body = {"message": "404: Not Found (route unknown to the fake Discord)", "code": 0}
        await self._record(request, f"{request.method} ?", call, 404, body)
        return answer(404, body)

    async def _record(self, request: web.Request, route: str, call: Call, status: int, body: Any) -> RecordedRequest:
        headers = {k: v for k, v in request.headers.items() if k in ("Content-Type", "X-Audit-Log-Reason")}
        record = RecordedRequest(
            seq=self.recorder.next_seq(),
            method=request.method,
            route=route,
            path=request.path.removeprefix(API_PREFIX),
            params=call.params,
            query=call.query,
            json=call.json,
            files=call.files,
            status=status,
            response=body,
            headers=headers,
        )
        await self.recorder.add(record)
        return record

    async def _attachment(self, request: web.Request) -> web.StreamResponse:
        for message in self.world.messages.values():
            for attachment in message.attachments:
                if str(attachment.id) == request.match_info["attachment_id"]:
                    return web.Response(body=attachment.data, content_type=attachment.media_type)
        return web.Response(status=404)

    # --- world building --------------------------------------------------------------------------------

    @property
    def bot(self) -> User:
        return self.world.bot

    @property
    def application_id(self) -> int:
        return self.world.application_id

    @property
    def token(self) -> str:
        return self.world.token

    def add_user(self, name: str, *, dms_open: bool = True) -> User:
        return self.world.add_user(name, dms_open=dms_open)

    def add_guild(
        self,
        name: str = "Space Port",
        *,
        bot_permissions: int | discord.Permissions | None = None,
        everyone_permissions: int | discord.Permissions | None = None,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A guild the bot is in, with @everyone, the bot's managed role and an owner (`fake.world.owner`).

        `shard` (shard_id, shard_count): an id that Discord's formula puts on that shard."""
        return self.world.add_guild(
            name,
            shard=shard,
            bot_permissions=BOT_DEFAULT if bot_permissions is None else permission_value(bot_permissions),
            everyone_permissions=EVERYONE_DEFAULT
            if everyone_permissions is None
            else permission_value(everyone_permissions),
        )

    def add_role(self, guild: Any, name: str, permissions: int | discord.Permissions = 0) -> Role:
        return self.world.add_role(self._guild(guild), name, permission_value(permissions))

    def add_member(
        self,
        guild: Any,
        user: User | str,
        *,
        roles: list[Role] | tuple[Role, ...] = (),
        permissions: int | discord.Permissions | None = None,
        dms_open: bool | None = None,
    ) -> User:
        """Make `user` (a User, or a name for a new one) a member of `guild`; returns the user.

        `permissions` gives the member a personal role with exactly those permissions on top of @everyone.
        """
        record = self.world.add_user(user) if isinstance(user, str) else user
        if dms_open is not None:
            record.dms_open = dms_open
        target = self._guild(guild)
        all_roles = list(roles)
        if permissions is not None:
            all_roles.append(self.world.add_role(target, f"{record.name} role", permission_value(permissions)))
        self.world.add_member(target, record, all_roles)
        return record

    def add_category(self, guild: Any, name: str) -> Channel:
        return self.world.add_channel(self._guild(guild), name, type=GUILD_CATEGORY)

    def add_channel(
        self,
        guild: Any,
        name: str,
        *,
        category: Channel | None = None,
        topic: str | None = None,
        overwrites: list[Overwrite] | None = None,
    ) -> Channel:
        parent_id = None if category is None else category.id
        return self.world.add_channel(self._guild(guild), name, parent_id=parent_id, topic=topic, overwrites=overwrites)

    def set_dms_open(self, user: Any, dms_open: bool) -> None:
        self.world.user(as_id(user)).dms_open = dms_open

    # --- simulated users --------------------------------------------------------------------------------

    async def slash(
        self, user: Any, guild: Any, channel: Any, command: str, options: dict[str, Any] | None = None
    ) -> Interaction:
        """`user` runs "/<command>" (e.g. "game new") with `options` in `channel` of `guild` (both None: in the
        user's DM with the bot). Returns the interaction sent; its answers are in `responses_to(it)`."""
        sender, target_guild, target_channel = self._where(user, guild, channel)
        data = build.command_data(self.world, target_guild, command, options or {}, user=sender)
        return await self._send(build.APPLICATION_COMMAND, sender, target_channel, data)

    async def autocomplete(
        self, user: Any, guild: Any, channel: Any, command: str, options: dict[str, Any], focused: str
    ) -> Interaction:
        """`user` is typing option `focused` of "/<command>"; `options[focused]` is the partial text."""
        sender, target_guild, target_channel = self._where(user, guild, channel)
        data = build.command_data(self.world, target_guild, command, options, user=sender, focused=focused)
        return await self._send(build.AUTOCOMPLETE, sender, target_channel, data)

    async def click(self, user: Any, message: Any, custom_id: str, values: list[Any] | None = None) -> Interaction:
        """`user` clicks the button (or picks `values` in the select) `custom_id` of `message`; string select
        values must be among its options, user/role/channel select values are ids or records."""
        stored = self.message(message)
        channel = self.world.channel(stored.channel_id)
        guild = None if channel.guild_id is None else self.world.guilds[channel.guild_id]
        data = build.component_data(self.world, guild, stored.component(custom_id), values)
        sender = self.world.user(as_id(user))
        return await self._send(build.MESSAGE_COMPONENT, sender, channel, data, message_id=stored.id)

    async def submit_modal(self, user: Any, interaction: Interaction, values: dict[str, Any]) -> Interaction:
        """`user` submits the modal the bot answered `interaction` with, filling fields by custom_id."""
        modal = await self.wait_for_modal(interaction)
        data = build.modal_data(modal, values)
        sender = self.world.user(as_id(user))
        channel = self.world.channel(interaction.channel_id)
        return await self._send(build.MODAL_SUBMIT, sender, channel, data, message_id=interaction.message_id)

    async def post(self, user: Any, channel: Any, content: str) -> Message:
        """`user` writes a plain message in `channel` (MESSAGE_CREATE for clients with the message intents);
        `<@id>` in the content mentions that user."""
        author = self.world.user(as_id(user))
        target = self.world.channel(as_id(channel))
        mentioned = [self.world.users[int(i)] for i in MENTION.findall(content) if int(i) in self.world.users]
        message = self.world.add_message(target, author, content=content, mentions=mentioned)
        payload = message.payload(self.world)
        if target.guild_id is not None:
            member = self.world.member(self.world.guilds[target.guild_id], author.id).payload()
            del member["user"]
            payload["member"] = member
        await self.gateway.dispatch_message("MESSAGE_CREATE", payload, target.type)
        return message

    async def announce_guild(self, guild: Any) -> None:
        """GUILD_CREATE for a guild added while a client runs (the bot was just invited to it)."""
        target = self._guild(guild)
        for session in self.gateway.serving(target.id):
            members = bool(session.intents & INTENT_GUILD_MEMBERS)
            await session.send(
                "GUILD_CREATE", guild_create_payload(self.world, target, all_members=members, joined=True)
            )

    async def delete_channel(self, channel: Any) -> None:
        """A moderator deletes a channel (or thread): gone from the world, CHANNEL_DELETE/THREAD_DELETE sent."""
        target = self.world.channel(as_id(channel))
        payload = target.payload(self.world)
        del self.world.channels[target.id]
        await self.gateway.dispatch("THREAD_DELETE" if target.is_thread else "CHANNEL_DELETE", payload)

    async def reconnect_gateway(self) -> None:
        """Send op 7 RECONNECT: discord.py reconnects and RESUMEs; missed events are replayed."""
        await self.gateway.send_reconnect()

    def _where(self, user: Any, guild: Any, channel: Any) -> tuple[User, Guild | None, Channel]:
        sender = self.world.user(as_id(user))
        if guild is None and channel is None:
            return sender, None, self.world.dm_channel(sender)
        target_guild = self._guild(guild)
        target_channel = self.world.channel(as_id(channel))
        if target_channel.guild_id != target_guild.id:
            raise ValueError(f"channel {target_channel.name!r} is not in guild {target_guild.name!r}")
        if sender.id not in target_guild.members:
            raise ValueError(f"{sender.name} is not a member of {target_guild.name!r}")
        return sender, target_guild, target_channel

    async def _send(
        self, kind: int, user: User, channel: Channel, data: dict[str, Any], *, message_id: int | None = None
    ) -> Interaction:
        if not self.gateway.serving(channel.guild_id):
            raise RuntimeError("no bot client running the shard of this guild is connected to the fake gateway")
        interaction = build.new_interaction(self.world, kind, user, channel, data, message_id=message_id)
        self._state(interaction).sent_at = asyncio.get_running_loop().time()
        await self.gateway.dispatch("INTERACTION_CREATE", interaction.payload)
        return interaction

    # --- waiting ---------------------------------------------------------------------------------------------

    async def wait_for(
        self, predicate: Predicate, *, timeout: float = DEFAULT_TIMEOUT, since: int = 0, what: str | None = None
    ) -> RecordedRequest:
        """The first recorded request (from index `since`) matching `predicate`, waiting for it if needed."""
        return await self.recorder.wait_for(predicate, timeout=timeout, since=since, what=what)

    async def wait_until(
        self, check: Callable[[], bool], *, timeout: float = DEFAULT_TIMEOUT, what: str | None = None
    ) -> None:
        """Wait until `check()` holds; it is re-checked after every recorded request and gateway change."""
        await self.recorder.wait_until(check, timeout=timeout, what=what)

    async def wait_for_callback(self, interaction: Interaction, *, timeout: float = DEFAULT_TIMEOUT) -> RecordedRequest:
        """The bot's accepted initial response (POST .../callback) to `interaction`."""
        return await self.wait_for(
            lambda r: r.ok and r.route.endswith("/callback") and r.params.get("interaction_token") == interaction.token,
            timeout=timeout,
        )

    async def wait_for_original(self, interaction: Interaction, *, timeout: float = DEFAULT_TIMEOUT) -> Message:
        """The original response message once it is complete (for a deferral: once edited or followed up)."""
        state = self._state(interaction)

        def done() -> bool:
            message = self.world.messages.get(state.original_message_id or 0)
            return message is not None and not message.loading

        await self.wait_until(done, timeout=timeout)
        return self.world.messages[state.original_message_id or 0]

    async def wait_for_followup(
        self, interaction: Interaction, *, count: int = 1, timeout: float = DEFAULT_TIMEOUT
    ) -> RecordedRequest:
        """The `count`-th accepted follow-up request (POST /webhooks/{app}/{token}) for `interaction`."""

        def followups() -> list[RecordedRequest]:
            return [
                r
                for r in self.responses_to(interaction)
                if r.ok and r.route == "POST /webhooks/{application_id}/{interaction_token}"
            ]

        await self.wait_until(lambda: len(followups()) >= count, timeout=timeout)
        return followups()[count - 1]

    async def wait_for_choices(
        self, interaction: Interaction, *, timeout: float = DEFAULT_TIMEOUT
    ) -> list[dict[str, Any]]:
        """The autocomplete choices the bot answered `interaction` with."""
        await self.wait_for_callback(interaction, timeout=timeout)
        return list(self._state(interaction).choices or [])

    async def wait_for_modal(self, interaction: Interaction, *, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """The modal (custom_id, title, components) the bot answered `interaction` with."""
        await self.wait_for_callback(interaction, timeout=timeout)
        modal = self._state(interaction).modal
        if modal is None:
            raise LookupError("the bot did not answer this interaction with a modal")
        return modal

    async def wait_for_message(
        self, channel: Any, predicate: Callable[[Message], bool] = lambda m: True, *, timeout: float = DEFAULT_TIMEOUT
    ) -> Message:
        """The first complete message in `channel` matching `predicate`, waiting for it if needed."""
        found: list[Message] = []

        def check() -> bool:
            hits = [m for m in self.messages_in(channel) if not m.loading and predicate(m)]
            found[:] = hits[:1]
            return bool(hits)

        await self.wait_until(check, timeout=timeout)
        return found[0]

    # --- reading ---------------------------------------------------------------------------------------------

    @property
    def requests(self) -> list[RecordedRequest]:
        return self.recorder.requests

    def requests_to(self, route: str) -> list[RecordedRequest]:
        """Recorded requests for one route, e.g. "POST /channels/{channel_id}/messages"."""
        return [r for r in self.requests if r.route == route]

    def message(self, message: Any) -> Message:
        """The stored message for a Message record, a discord.py message or an id."""
        return self.world.messages[as_id(message)]

    def messages_in(self, channel: Any) -> list[Message]:
        """Messages in a channel, oldest first (ephemeral ones included: check `.ephemeral`)."""
        return self.world.messages_in(as_id(channel))

    def dms_to(self, user: Any) -> list[Message]:
        """Messages the bot delivered in its DM channel with `user`."""
        channel_id = self.world.dm_channels.get(as_id(user))
        if channel_id is None:
            return []
        return [m for m in self.world.messages_in(channel_id) if m.author.id == self.bot.id]

    def responses_to(self, interaction: Interaction) -> list[RecordedRequest]:
        """Every request the bot made about `interaction`: callback, follow-ups, edits, fetches, deletions."""
        return [r for r in self.requests if r.params.get("interaction_token") == interaction.token]

    def response_time(self, interaction: Interaction) -> float | None:
        """Seconds from sending `interaction` to the bot's callback (Discord drops it after 3 s); None if unanswered.

        Measured, not enforced: assert on it where a handler must defer before slow work."""
        state = self._state(interaction)
        return None if state.answered_at is None else state.answered_at - state.sent_at

    def original_response(self, interaction: Interaction) -> Message | None:
        return self.world.messages.get(self._state(interaction).original_message_id or 0)

    def followups(self, interaction: Interaction) -> list[Message]:
        """Messages answering `interaction` other than the original response."""
        original = self._state(interaction).original_message_id
        return [
            m
            for m in self.world.messages.values()
            if m.interaction_id == interaction.id and m.id != original and not m.deleted
        ]

    def commands(self, guild: Any = None) -> list[dict[str, Any]]:
        """The commands the bot synced: global ones, or those of `guild`."""
        return self.world.commands.get(None if guild is None else as_id(guild), [])

    def sync_count(self, guild: Any = None) -> int:
        """How many bulk overwrites (syncs) the bot made, globally or for `guild`."""
        return self.world.sync_counts.get(None if guild is None else as_id(guild), 0)

    def channel_named(self, guild: Any, name: str) -> Channel:
        matches = [c for c in self.world.channels.values() if c.guild_id == as_id(guild) and c.name == name]
        if not matches:
            raise LookupError(f"no channel {name!r} in guild {as_id(guild)}")
        return matches[-1]

    def _guild(self, guild: Any) -> Guild:
        return self.world.guild(as_id(guild))

    def _state(self, interaction: Interaction) -> InteractionState:
        return self.world.interactions[interaction.id]
