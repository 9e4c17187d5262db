"""The adapter's delivery parts wired as the client wires them (bot/discord/client.py), without the client: a real
store and core, and plain discord.py logged in to the loopback fake Discord (REST only, 127.0.0.1) as the `Lookup`.
What a part sends arrives in the fake's world, where a test reads it (`fake.messages_in`, `fake.dms_to`)."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import discord
import pytest

from bot.discord.commands.components import Components
from bot.discord.delivery.board import Delivery
from bot.discord.delivery.dms import TurnNotices
from bot.discord.delivery.locales import Languages
from bot.discord.delivery.messages import Messages
from bot.discord.delivery.record import DiscordRecord
from bot.discord.delivery.reminders import Reminders
from bot.discord.present.names import NameBook
from bot.game import NO_OVERRIDES, DeadlineOverrides, GameService
from bot.game.clocks.clock import ManualClock
from bot.store.sqlite import SqliteStore
from tests.e2e.conftest import SpacePort
from tests.e2e.fake_discord import Channel, Message
from tests.e2e.leaks import hidden_ids, scan
from tests.game.clocked import START


@dataclass
class World:
    """The space port (tests/e2e/conftest.py) and the adapter's parts over one database."""

    port: SpacePort
    client: discord.Client
    store: SqliteStore
    service: GameService
    names: NameBook
    controls: Components
    messages: Messages
    languages: Languages
    notices: TurnNotices
    reminders: Reminders
    delivery: Delivery
    clock: ManualClock
    """The core's clock: time moves only when a test says so."""

    @property
    def guild_id(self) -> int:
        return self.port.guild.id

    def posts_in(self, channel: Channel | int) -> list[Message]:
        """What the bot posted in a channel (not ephemeral), oldest first."""
        fake = self.port.fake
        return [m for m in fake.messages_in(channel) if m.author.id == fake.bot.id and not m.ephemeral]

    async def hanse(
        self,
        *,
        host: int | None = None,
        other: int | None = None,
        channel: Channel | None = None,
        deadline: DeadlineOverrides = NO_OVERRIDES,
    ) -> int:
        """A started two-player Hanse game (alice hosts, bob joins unless told otherwise; `deadline`: its deadline
        settings) whose record says it is played in `channel` of the space port (the lobby channel by default)."""
        host = self.port.alice.id if host is None else host
        other = self.port.bob.id if other is None else other
        where = self.port.lobby if channel is None else channel
        created = await self.service.create(
            "hanse", host, guild_id=self.guild_id, channel_id=where.id, deadline=deadline
        )
        await self.service.join(created.game_id, other)
        await self.service.start(created.game_id, host)
        record = DiscordRecord(guild=self.guild_id, origin=where.id)
        await self.store.set_discord_game(created.game_id, where.id, record.to_json())
        return created.game_id


async def wire(port: SpacePort, db_path: Path) -> World:
    client = discord.Client(intents=discord.Intents.none())
    await client.login(port.fake.token)
    store = await SqliteStore.open(db_path, synchronous="NORMAL")
    seeds = itertools.count(1000)
    clock = ManualClock(START)
    service = GameService(store, seed_source=lambda: next(seeds), ai_in_thread=False, clock=clock)
    names = NameBook(client)
    controls = Components()
    languages = Languages(store, client)
    messages = Messages(store, service, names, controls, languages)
    notices = TurnNotices(client, store, service, messages, languages)
    reminders = Reminders(client, store)
    delivery = Delivery(client, store, service, names, messages, languages, notices, reminders)
    return World(
        port, client, store, service, names, controls, messages, languages, notices, reminders, delivery, clock
    )


@pytest.fixture
async def world(space_port: SpacePort, tmp_path: Path) -> AsyncIterator[World]:
    wired = await wire(space_port, tmp_path / "starmail.db")
    try:
        yield wired
    finally:
        await wired.client.close()
        await wired.store.close()


async def public_only(world: World, game_id: int, posts: list[Message]) -> None:
    """Everything the bot sent so far carries only what its audience may see (tests/e2e/leaks.py: no id hidden from
    everyone in a public request, none hidden from a player in their DM), and `posts`, made in a channel, carry no
    hand picture or prompt buttons: a channel only ever gets the public view."""
    checked = scan(world.port.fake, await hidden_ids(world.store, game_id))
    assert checked >= len(posts) > 0
    for post in posts:
        assert not post.ephemeral
        assert all("-hand-" not in file.filename for file in post.files), post.files
        assert not [c for c in post.custom_ids() if c.startswith(("sm:a:", "sm:s:"))], post.custom_ids()
