"""Tidy servers (bot/discord/delivery/tidy.py): a lobby nobody started is cancelled after the server's `lobby_hours`
(72 by default) and its message says so; an archived channel is deleted after the server's `archive_days` (never by
default), once, and the game stays in the database either way."""

from __future__ import annotations

import discord

from bot.discord.delivery.record import DiscordRecord
from bot.discord.delivery.tidy import DELETED_AT, Swept, Tidy
from tests.discord.delivery.world import World
from tests.e2e.fake_discord import Channel
from tests.e2e.fake_discord.state import PUBLIC_THREAD
from tests.game.clocked import HOUR, START

DAY = 24 * HOUR


def tidy(world: World) -> Tidy:
    return Tidy(world.client, world.store, world.service, world.delivery)


async def lobby(world: World) -> tuple[int, int, float]:
    """A lobby opened by bob, its message posted in the lobby channel: the game's id, the message's and when the
    lobby was opened."""
    created = await world.service.create("hanse", world.port.bob.id, guild_id=world.guild_id, channel_id=7)
    channel = await world.client.fetch_channel(world.port.lobby.id)
    assert isinstance(channel, discord.TextChannel)
    message = await channel.send("lobby")
    record = DiscordRecord(guild=world.guild_id, origin=channel.id, lobby=(channel.id, message.id))
    await world.store.set_discord_game(created.game_id, None, record.to_json())
    opened = await world.store.get_game(created.game_id)
    assert opened is not None
    return created.game_id, message.id, opened.created_at


async def test_a_lobby_nobody_started_is_cancelled_after_three_days(world: World) -> None:
    game_id, message_id, opened = await lobby(world)

    assert await tidy(world).sweep(opened + 72 * HOUR) == Swept(0, 0), "not yet"
    assert await tidy(world).sweep(opened + 72 * HOUR + 1) == Swept(1, 0)

    record = await world.store.get_game(game_id)
    assert record is not None and record.status == "abandoned"
    embed = world.port.fake.message(message_id).embeds[0]
    assert embed["description"].endswith("\nNobody started this lobby within 72 hours, so it was cancelled.")
    assert world.port.fake.message(message_id).custom_ids() == []
    assert await tidy(world).sweep(opened + 100 * HOUR) == Swept(0, 0), "cancelled once"


async def test_a_servers_lobby_hours_decide_and_zero_keeps_lobbies(world: World) -> None:
    _, message_id, opened = await lobby(world)
    await world.store.update_guild_settings(world.guild_id, {"lobby_hours": "0"})
    assert await tidy(world).sweep(opened + 1000 * HOUR) == Swept(0, 0)

    await world.store.update_guild_settings(world.guild_id, {"lobby_hours": "1"})
    assert await tidy(world).sweep(opened + 2 * HOUR, guild_id=world.guild_id + 1) == Swept(0, 0), "another server"
    assert await tidy(world).sweep(opened + 2 * HOUR, guild_id=world.guild_id) == Swept(1, 0)
    embed = world.port.fake.message(message_id).embeds[0]
    assert embed["description"].endswith("\nNobody started this lobby within 1 hour, so it was cancelled.")


async def archived(world: World, at: float, channel: Channel) -> int:
    """A finished game whose channel `channel` was archived at `at`."""
    game_id = await world.hanse(channel=channel)
    await world.service.end(game_id, world.port.alice.id, moderator=True)
    record = DiscordRecord(guild=world.guild_id, extra={"archived_at": at})
    await world.store.set_discord_game(game_id, channel.id, record.to_json())
    return game_id


async def test_an_archived_channel_is_deleted_after_the_servers_archive_days(world: World) -> None:
    fake = world.port.fake
    channel = fake.add_channel(world.port.guild, "hanse-0001", category=world.port.games)
    game_id = await archived(world, START, channel)
    assert await tidy(world).sweep(START + 365 * DAY) == Swept(0, 0), "kept forever by default"
    await world.store.update_guild_settings(world.guild_id, {"archive_days": "7"})

    assert await tidy(world).sweep(START + 7 * DAY - 1) == Swept(0, 0)
    assert channel.id in fake.world.channels
    assert await tidy(world).sweep(START + 7 * DAY) == Swept(0, 1)

    assert channel.id not in fake.world.channels
    found = await world.store.discord_game(game_id)
    assert found is not None and DiscordRecord.from_json(found.data).extra == {
        "archived_at": START,
        DELETED_AT: START + 7 * DAY,
    }
    assert len(await world.store.read_log(game_id)) > 0, "the game and its log stay"
    assert await tidy(world).sweep(START + 8 * DAY) == Swept(0, 0), "deleted once"


async def test_a_channel_already_gone_is_marked_deleted_and_a_thread_is_left_alone(world: World) -> None:
    fake = world.port.fake
    gone = fake.add_channel(world.port.guild, "hanse-0001")
    thread = fake.world.add_thread(world.port.lobby, "hanse-0002", type=PUBLIC_THREAD, owner_id=fake.bot.id)
    first = await archived(world, START, gone)
    second = await archived(world, START, thread)
    del fake.world.channels[gone.id]
    await world.store.update_guild_settings(world.guild_id, {"archive_days": "1"})

    assert await tidy(world).sweep(START + DAY) == Swept(0, 2)

    assert thread.id in fake.world.channels, "a thread is not the game's own channel: it stays"
    for game_id in (first, second):
        found = await world.store.discord_game(game_id)
        assert found is not None and DELETED_AT in DiscordRecord.from_json(found.data).extra
