"""Leak scan for Starmail's end-to-end tests: which hidden card ids exist, and where the bot wrote what.

`hidden_ids` replays a finished game from its log and collects, per seat, the instance ids that seat never
saw (secret to someone else or to nobody, and never in any public view); `public_hidden` the ids no seat
may see in public. `scan` checks every recorded request body, embed and uploaded file description.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.game.history.replay import effective_moves
from bot.store.base import Store
from rules.registry import registry
from tests.e2e.fake_discord import FakeDiscord, RecordedRequest
from tests.e2e.fake_discord.state import DM, EPHEMERAL


@dataclass(frozen=True)
class Hidden:
    public: frozenset[str]  # never visible to everyone, at any point of the game
    never_seen: dict[str, frozenset[str]]  # per seat: never visible to that seat
    seats: dict[int, str]  # user id -> seat
    states: tuple[Any, ...]  # the state after each move (index = seq)


async def hidden_ids(store: Store, game_id: int) -> Hidden:
    record = await store.get_game(game_id)
    assert record is not None and record.seed is not None
    game = registry.get(record.game)
    seat_names = [s.seat for s in record.seats]
    state = game.setup(seat_names, record.seed, record.options)
    states = [state]
    for row in effective_moves(await store.read_log(game_id)):
        assert row.seat is not None and row.action is not None
        state = game.apply(state, row.seat, row.action).state
        states.append(state)
    secret: set[str] = set()
    seen: dict[str, set[str]] = {seat: set() for seat in seat_names}
    public: set[str] = set()
    for each in states:
        found = game.secrets(each)
        for audience, ids in found.items():
            secret |= ids
            if audience is not None:
                seen[audience] |= ids
        text = json.dumps(game.view(each, None))
        public |= {i for i in found_ids(found) if i in text}
    never_public = frozenset(secret - public)
    never_seen = {seat: frozenset(secret - public - seen[seat]) for seat in seat_names}
    users = {s.user_id: s.seat for s in record.seats if s.user_id is not None}
    return Hidden(never_public, never_seen, users, tuple(states))


def found_ids(found: dict[str | None, set[str]]) -> set[str]:
    return {i for ids in found.values() for i in ids}


def request_text(request: RecordedRequest) -> str:
    parts = [json.dumps(request.json)] if request.json is not None else []
    parts += [f.description or "" for f in request.files]
    parts += [f.filename for f in request.files]
    return "\n".join(parts)


def _flags(request: RecordedRequest) -> int:
    body = request.json if isinstance(request.json, dict) else {}
    data = body.get("data") if isinstance(body.get("data"), dict) else body
    flags = int((data or {}).get("flags") or 0)
    if isinstance(request.response, dict):
        flags |= int(request.response.get("flags") or 0)
    return flags


def audience(fake: FakeDiscord, request: RecordedRequest) -> str | int:
    """ "public" for what a channel shows, "ephemeral" for what only the clicker sees, a user id for a DM."""
    if _flags(request) & EPHEMERAL:
        return "ephemeral"
    channel_id: int | None = None
    if isinstance(request.response, dict) and "channel_id" in request.response:
        channel_id = int(request.response["channel_id"])
    elif "channel_id" in request.params:
        channel_id = int(request.params["channel_id"])
    elif "interaction_token" in request.params:
        state = fake.world.interactions_by_token[request.params["interaction_token"]]
        channel_id = state.interaction.channel_id
        original = fake.world.messages.get(state.original_message_id or 0)
        if original is not None and original.ephemeral:
            return "ephemeral"
    if channel_id is not None:
        channel = fake.world.channels.get(channel_id)
        if channel is not None and channel.type == DM:
            return channel.recipient_ids[0]
    return "public"


def scan(fake: FakeDiscord, hidden: Hidden) -> int:
    """Fail on any hidden id in a public request, or in a DM to a player who may not see it. Returns the count
    of requests checked (so a test can tell the scan looked at something)."""
    checked = 0
    for request in fake.requests:
        if request.method not in ("POST", "PATCH", "PUT") or (request.json is None and not request.files):
            continue
        text = request_text(request)
        who = audience(fake, request)
        if who == "ephemeral":
            continue
        forbidden = (
            hidden.public if who == "public" else hidden.never_seen.get(hidden.seats.get(int(who), ""), hidden.public)
        )
        leaked = sorted(i for i in forbidden if i in text)
        assert not leaked, f"{request.route} to {who} carries hidden ids {leaked[:5]}"
        checked += 1
    return checked
