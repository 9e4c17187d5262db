"""The fake Discord driven by the real discord.py client: a throwaway client and command tree per test."""

from __future__ import annotations

import discord
from discord import app_commands

from tests.e2e.conftest import SpacePort


class TinyBot(discord.Client):
    """A minimal bot: a command tree synced to one guild in setup_hook."""

    def __init__(self, guild_id: int) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)
        self.guild_id = guild_id
        self.events: list[str] = []

    async def setup_hook(self) -> None:
        await self.tree.sync(guild=discord.Object(self.guild_id))

    async def on_guild_available(self, guild: discord.Guild) -> None:
        self.events.append(f"available:{guild.name}")


async def test_login_ready_and_guild_available(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        assert client.user is not None and client.user.id == fake.bot.id
        guild = client.get_guild(space_port.guild.id)
        assert guild is not None and guild.name == "Space Port"
        assert client.events == ["available:Space Port"]
        assert {c.name for c in guild.channels} == {"Games", "lobby"}
        assert guild.me.guild_permissions.manage_channels
    assert fake.gateway.identify_count == 1
    assert [r.route for r in fake.requests][:2] == ["GET /users/@me", "GET /oauth2/applications/@me"]
