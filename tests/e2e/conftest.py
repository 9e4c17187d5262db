"""Fixtures for end-to-end tests against the fake Discord.

- `fake_discord`: a started `FakeDiscord` with discord.py's REST base and gateway pointed at it (restored after);
  at teardown it fails the test if the bot called a route the fake does not know, a fake handler crashed, or a
  client was left connected.
- `space_port`: a small world in it: guild "Space Port" (bot with its default permissions), a "Games" category,
  channel "lobby", members alice and bob (DMs open) and carol (DMs closed).

Run a client with `async with fake_discord.run(client) as client:`; see tests/e2e/fake_discord/server.py.
- `starmail`: makes Starmail clients (bot/discord/client.py) for the space port, on one database file, with
  commands synced to the space port's guild; a second client on the same file is a restart.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.config import Settings
from bot.discord.client import StarmailClient
from tests.e2e.fake_discord import Channel, FakeDiscord, Guild, User

SEARCH_SECONDS = 0.2
"""The strong AI's thinking time in these bots: a tenth of a real one's wait per move, still a real worker's search."""


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as fake:
        yield fake
        leftover = len(fake.gateway.connected)
        if leftover:  # a closed client's socket may still be shutting down: wait for the fake to see it go
            with suppress(TimeoutError):
                await fake.wait_until(lambda: not fake.gateway.connected, what="every client to disconnect")
            leftover = len(fake.gateway.connected)
    fake.check_clean()
    assert leftover == 0, "a client is still connected at teardown: run clients with `async with fake.run(client)`"


@dataclass(frozen=True)
class SpacePort:
    fake: FakeDiscord
    guild: Guild
    games: Channel
    lobby: Channel
    alice: User
    bob: User
    carol: User


@pytest.fixture
def space_port(fake_discord: FakeDiscord) -> SpacePort:
    fake = fake_discord
    guild = fake.add_guild("Space Port")
    games = fake.add_category(guild, "Games")
    lobby = fake.add_channel(guild, "lobby")
    alice = fake.add_member(guild, "alice")
    bob = fake.add_member(guild, "bob")
    carol = fake.add_member(guild, "carol", dms_open=False)
    return SpacePort(fake, guild, games, lobby, alice, bob, carol)


# --- Starmail itself against the fake (tests/e2e/test_bot_*.py) ---------------------------------------------


@dataclass
class Starmail:
    """Runs StarmailClient against the fake on one database file; `client()` makes a fresh one (a restart)."""

    fake: FakeDiscord
    db_path: Path
    guild_id: int | None
    clients: int = 0

    def settings(self) -> Settings:
        return Settings(
            discord_token=self.fake.token,
            database_url=str(self.db_path),
            dev_guild_id=self.guild_id,
            log_level="INFO",
            board_dir=self.db_path.parent / "boards",
            search_seconds=SEARCH_SECONDS,
        )

    def client(self, **kwargs: Any) -> StarmailClient:
        """A client whose games are dealt from seeds 1000, 1001, ... (tests must be deterministic)."""
        seeds = itertools.count(1000 + 100 * self.clients)
        self.clients += 1
        kwargs.setdefault("seed_source", lambda: next(seeds))
        return StarmailClient(self.settings(), **kwargs)


@pytest.fixture
def starmail(space_port: SpacePort, tmp_path: Path) -> Starmail:
    return Starmail(space_port.fake, tmp_path / "starmail.db", space_port.guild.id)
