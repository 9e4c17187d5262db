"""The fake gateway: one websocket endpoint speaking enough of Discord's gateway for discord.py 2.7.

Flow per connection: the fake sends HELLO (op 10); the client heartbeats (op 1, answered with op 11 ACK) and sends
IDENTIFY (op 2, token checked, close code 4004 if wrong) -> READY (session id, bot user, application, the guilds
as unavailable) then one GUILD_CREATE per guild with its roles, channels, threads and members (all members only
with the GUILD_MEMBERS intent, like Discord). RESUME (op 6) with a known session replays the events the client
missed and sends RESUMED; an unknown session gets INVALID_SESSION (op 9, false). REQUEST_GUILD_MEMBERS (op 8) is
answered with one GUILD_MEMBERS_CHUNK. Frames are plain JSON text: discord.py only decompresses binary frames.

Events are dispatched to the connected session(s) that identified, honouring the message intents (and the
MESSAGE_CONTENT intent, see `Gateway.dispatch_message`). Two clients connected at once both get every event of the
shard they run.

Sharding, as Discord documents it: IDENTIFY may carry `shard: [shard_id, shard_count]` (default [0, 1]); a session
gets READY and GUILD_CREATE only for the guilds of its shard, `(guild_id >> 22) % shard_count == shard_id`, and
every event of a guild (interactions, channel and message events) goes only to the sessions of that guild's shard.
Events without a guild (direct messages and their interactions) go to shard 0. A shard id not below the count is
closed with 4010 (Invalid shard), as Discord does. Several processes, each running some shards, share one fake.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .recorder import Recorder
from .state import DM, Guild, World

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, RECONNECT, REQUEST_MEMBERS, INVALID_SESSION, HELLO, ACK = (
    0,
    1,
    2,
    3,
    6,
    7,
    8,
    9,
    10,
    11,
)
HEARTBEAT_INTERVAL_MS = 41250
INVALID_SHARD = 4010

INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that receives a guild's events (Discord's formula); events without a guild go to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def event_guild(data: Any) -> int | None:
    """The guild an event belongs to: its `guild_id` (interactions, channels, threads, messages), else None."""
    found = data.get("guild_id") if isinstance(data, dict) else None
    return int(found) if found else None


@dataclass
class Session:
    """A gateway session: survives its websocket so that a RESUME can replay what was missed."""

    id: str
    intents: int
    shard: tuple[int, int] = (0, 1)
    """[shard_id, shard_count] as the session identified."""
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    sent: list[dict[str, Any]] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    def owns(self, guild_id: int | None) -> bool:
        """Whether this session's shard receives the events of `guild_id` (None: direct messages)."""
        shard_id, shard_count = self.shard
        return shard_of(guild_id, shard_count) == shard_id

    async def send(self, event: str, data: Any) -> None:
        async with self.lock:
            self.seq += 1
            frame = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
            self.sent.append(frame)
            if self.ws is not None and not self.ws.closed:
                await self.ws.send_str(json.dumps(frame))


def guild_create_payload(world: World, guild: Guild, *, all_members: bool, joined: bool = False) -> dict[str, Any]:
    """GUILD_CREATE data; `joined` (the bot was just added) omits `unavailable`, which discord.py reads as a join
    (on_guild_join) rather than a guild becoming available (on_guild_available)."""
    members = [m for m in guild.members.values() if all_members or m.user.id == world.bot.id]
    payload = {
        "id": str(guild.id),
        "name": guild.name,
        "owner_id": str(guild.owner_id),
        "icon": None,
        "unavailable": False,
        "large": False,
        "member_count": len(guild.members),
        "joined_at": guild.members[world.bot.id].joined_at,
        "preferred_locale": guild.locale,
        "features": [],
        "emojis": [],
        "stickers": [],
        "roles": [r.payload() for r in guild.roles.values()],
        "members": [m.payload() for m in members],
        "channels": [c.payload(world) for c in world.guild_channels(guild)],
        "threads": [t.payload(world) for t in world.guild_threads(guild) if not t.archived],
        "presences": [],
        "voice_states": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "premium_tier": 0,
        "system_channel_flags": 0,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
    }
    if joined:
        del payload["unavailable"]
    return payload


class Gateway:
    """All gateway sessions of one fake; `dispatch` sends an event to every connected session of its shard."""

    def __init__(self, world: World, recorder: Recorder) -> None:
        self.world = world
        self.recorder = recorder
        self.url = ""
        self.sessions: dict[str, Session] = {}
        self.identify_count = 0
        self.resume_count = 0
        self.heartbeat_count = 0
        self._sockets: set[web.WebSocketResponse] = set()

    @property
    def connected(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.ws is not None and not s.ws.closed]

    def serving(self, guild_id: int | None) -> list[Session]:
        """The connected sessions that receive the events of `guild_id` (None: direct messages)."""
        return [s for s in self.connected if s.owns(guild_id)]

    async def dispatch(self, event: str, data: Any, *, intent: int = 0) -> None:
        for session in self.serving(event_guild(data)):
            if intent == 0 or session.intents & intent:
                await session.send(event, data)

    async def dispatch_message(self, event: str, data: dict[str, Any], channel_type: int) -> None:
        """MESSAGE_* events go to sessions with the (direct) message intent; without MESSAGE_CONTENT a guild
        message from someone else that does not mention the bot arrives with its content, embeds, attachments
        and components emptied, as Discord does."""
        intent = INTENT_DIRECT_MESSAGES if channel_type == DM else INTENT_GUILD_MESSAGES
        private = channel_type == DM or data.get("author", {}).get("id") == str(self.world.bot.id)
        mentioned = any(m.get("id") == str(self.world.bot.id) for m in data.get("mentions", []))
        for session in self.serving(event_guild(data)):
            if not session.intents & intent:
                continue
            if private or mentioned or session.intents & INTENT_MESSAGE_CONTENT or "content" not in data:
                await session.send(event, data)
            else:
                await session.send(event, {**data, "content": "", "embeds": [], "attachments": [], "components": []})

    async def send_reconnect(self) -> None:
        """Ask every connected client to reconnect (op 7); discord.py answers with a RESUME."""
        for session in self.connected:
            assert session.ws is not None
            await session.ws.send_str(json.dumps({"op": RECONNECT, "d": None}))

    async def close_all(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=1001)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: Session | None = None
        try:
            await ws.send_str(json.dumps({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}}))
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                if op == HEARTBEAT:
                    self.heartbeat_count += 1
                    await ws.send_str(json.dumps({"op": ACK}))
                elif op == IDENTIFY:
                    if data.get("token") != self.world.token:
                        await ws.close(code=4004, message=b"Authentication failed.")
                        break
                    shard = data.get("shard") or [0, 1]
                    if not 0 <= int(shard[0]) < int(shard[1]):
                        await ws.close(code=INVALID_SHARD, message=b"Invalid shard.")
                        break
                    session = await self._identify(ws, data)
                elif op == RESUME:
                    session = await self._resume(ws, data)
                elif op == REQUEST_MEMBERS and session is not None:
                    await self._send_members(session, data)
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
            await self.recorder.notify()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> Session:
        self.identify_count += 1
        shard_id, shard_count = (int(n) for n in data.get("shard") or (0, 1))
        session = Session(
            f"fake-session-{self.identify_count}", int(data.get("intents", 0)), (shard_id, shard_count), ws=ws
        )
        self.sessions[session.id] = session
        world = self.world
        guilds = [g for g in world.guilds.values() if world.bot.id in g.members and session.owns(g.id)]
        ready = {
            "v": 10,
            "user": {**world.bot.payload(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.url,
            "shard": [shard_id, shard_count],
            "application": {"id": str(world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "geo_ordered_rtc_regions": [],
        }
        await session.send("READY", ready)
        all_members = bool(session.intents & INTENT_GUILD_MEMBERS)
        for guild in guilds:
            await session.send("GUILD_CREATE", guild_create_payload(world, guild, all_members=all_members))
        await self.recorder.notify()
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> Session | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or data.get("token") != self.world.token:
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
            return None
        self.resume_count += 1
        async with session.lock:
            session.ws = ws
            last = int(data.get("seq") or 0)
            for frame in session.sent:
                if frame["s"] > last:
                    await ws.send_str(json.dumps(frame))
        await session.send("RESUMED", {})
        await self.recorder.notify()
        return session

    async def _send_members(self, session: Session, data: dict[str, Any]) -> None:
        guild = self.world.guilds.get(int(data["guild_id"]))
        if guild is None:
            return
        members = list(guild.members.values())
        user_ids = data.get("user_ids")
        if user_ids:
            wanted = {int(u) for u in user_ids}
            members = [m for m in members if m.user.id in wanted]
        query = data.get("query") or ""
        members = [m for m in members if m.user.name.lower().startswith(query.lower())]
        if data.get("limit"):
            members = members[: int(data["limit"])]
        chunk = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        await session.send("GUILD_MEMBERS_CHUNK", chunk)
