"""The language of a server this process does not run (issue: several bot processes): a process that does not run a
server's shard knows it only through the API. It asks once, remembers the answer, and does not remember English that
stood in while the API could not tell (the next post asks again)."""

from __future__ import annotations

from pathlib import Path

import discord

from bot.discord.delivery.locales import Languages
from bot.discord.delivery.record import DiscordRecord
from bot.store.base import NewGame
from bot.store.sqlite import SqliteStore
from tests.e2e.conftest import SpacePort


def guild_reads(space_port: SpacePort) -> int:
    return sum(1 for r in space_port.fake.requests if r.route == "GET /guilds/{guild_id}")


async def test_a_server_language_the_api_could_not_tell_is_asked_again_then_remembered(
    space_port: SpacePort, tmp_path: Path
) -> None:
    guild = space_port.guild
    guild.locale, guild.refusals = "de", 1
    store = await SqliteStore.open(tmp_path / "starmail.db")
    client = discord.Client(intents=discord.Intents.none())
    try:
        await client.login(space_port.fake.token)  # the API only: no shard of this process holds the server
        assert client.get_guild(guild.id) is None
        languages = Languages(store, lookup=client)
        assert await languages.guild_locale(guild.id) == "en", "the API refused: English stands in, for now"
        assert guild_reads(space_port) == 1
        assert await languages.guild_locale(guild.id) == "de", "asked again, and told"
        assert await languages.guild_locale(guild.id) == "de"
        assert guild_reads(space_port) == 2, "once told, the language is remembered"
        await store.update_guild_settings(guild.id, {"locale": "fr"})
        languages.settings_changed(guild.id)
        assert await languages.guild_locale(guild.id) == "fr", "the server's own choice wins, with no API read"
        assert guild_reads(space_port) == 2
    finally:
        await client.close()
        await store.close()


async def test_a_game_read_before_its_discord_record_is_stored_gets_its_servers_language_once_it_is(
    space_port: SpacePort, tmp_path: Path
) -> None:
    """A click on a new lobby can come before the lobby's record (which names the server) is stored: the game's
    language is English for that moment only, not for the rest of the process's life."""
    guild = space_port.guild
    guild.locale = "de"
    store = await SqliteStore.open(tmp_path / "starmail.db")
    client = discord.Client(intents=discord.Intents.none())
    try:
        await client.login(space_port.fake.token)
        game = await store.create_game(NewGame("hanse", 1))
        languages = Languages(store, lookup=client)
        assert await languages.locale(game.id) == "en", "no record yet: nothing names the server"
        await store.set_discord_game(game.id, None, DiscordRecord(guild=guild.id).to_json())
        assert await languages.locale(game.id) == "de", "the record names the server: its language from now on"
    finally:
        await client.close()
        await store.close()
