"""Where a game is played (bot/discord/delivery/channels.py), against the fake Discord through plain discord.py: its
own channel under the Starmail category, else a thread in the channel it was opened in (the server told once why),
else that channel itself; a finished game's channel moves to a read-only archive."""

from __future__ import annotations

import discord

from bot.discord.delivery import channels
from tests.discord.delivery.world import World
from tests.e2e.fake_discord import Channel
from tests.e2e.fake_discord.state import GUILD_CATEGORY

THREAD_NOTICE = (
    "I may not create channels here (I need the Manage Channels permission), so each game gets a thread instead."
)


def categories(world: World) -> dict[str, Channel]:
    return {c.name: c for c in world.port.fake.world.channels.values() if c.type == GUILD_CATEGORY}


async def where(world: World) -> tuple[discord.Guild, discord.TextChannel]:
    """The server as the API tells it (no cache) and its lobby channel."""
    origin = await world.client.fetch_channel(world.port.lobby.id)
    assert isinstance(origin, discord.TextChannel)
    return await world.client.fetch_guild(world.guild_id), origin


def test_the_topic_names_the_game_and_its_players() -> None:
    assert channels.topic_for("Hanse", "hanse-0042", (), {}, "en") == "Hanse · hanse-0042 · players: "


async def test_a_game_gets_its_own_channel_under_the_starmail_category(world: World) -> None:
    guild, origin = await where(world)

    place = await channels.open_place(
        guild, origin, "hanse-0042", "Hanse · hanse-0042", world.store, can_manage=True, locale="de"
    )

    made = world.port.fake.channel_named(world.guild_id, "hanse-0042")
    assert place == channels.Place(place.channel, thread=False)
    assert place.channel.id == made.id and made.topic == "Hanse · hanse-0042"
    assert made.parent_id == categories(world)["Starmail-Partien"].id, "named in the server's language"

    again = await channels.open_place(guild, origin, "hanse-0043", "t", world.store, can_manage=True, locale="en")
    assert world.port.fake.channel_named(world.guild_id, "hanse-0043").parent_id == made.parent_id, (
        "found under any language's name"
    )
    assert again.notice is None and len(categories(world)) == 2


async def test_the_servers_chosen_category_is_used(world: World) -> None:
    guild, origin = await where(world)
    await world.store.update_guild_settings(world.guild_id, {channels.CATEGORY_SETTING: world.port.games.id})

    await channels.open_place(guild, origin, "hanse-0042", "t", world.store, can_manage=True, locale="en")

    assert world.port.fake.channel_named(world.guild_id, "hanse-0042").parent_id == world.port.games.id
    assert set(categories(world)) == {"Games"}


async def test_without_manage_channels_a_game_gets_a_thread_and_the_server_is_told_once(world: World) -> None:
    guild, origin = await where(world)

    first = await channels.open_place(guild, origin, "hanse-0042", "t", world.store, can_manage=False, locale="en")
    second = await channels.open_place(guild, origin, "hanse-0043", "t", world.store, can_manage=False, locale="en")

    assert isinstance(first.channel, discord.Thread) and first.thread and first.channel.name == "hanse-0042"
    assert world.port.fake.world.channels[first.channel.id].parent_id == origin.id
    assert first.notice == THREAD_NOTICE and first.host_note is None
    assert second.thread and second.notice is None
    assert await world.store.guild_settings(world.guild_id) == {channels.THREAD_NOTICE_SETTING: True}


async def test_a_game_opened_in_a_thread_is_played_there(world: World) -> None:
    guild, origin = await where(world)
    thread = (await channels.open_place(guild, origin, "talk", "t", world.store, can_manage=False, locale="en")).channel

    place = await channels.open_place(guild, thread, "hanse-0042", "t", world.store, can_manage=False, locale="en")

    assert place == channels.Place(thread, thread=True)


async def test_a_full_server_gives_threads_and_says_why_once(world: World) -> None:
    guild, origin = await where(world)
    world.port.guild.max_channels = len(world.port.fake.world.channels)  # no room for one more

    place = await channels.open_place(guild, origin, "hanse-0042", "t", world.store, can_manage=True, locale="en")

    assert place.thread and place.notice == (
        "This server has reached Discord's limit of 500 channels, so new games get a thread instead."
    )
    settings = await world.store.guild_settings(world.guild_id)
    assert settings.get(channels.FULL_NOTICE_SETTING) is True


async def test_no_channel_and_no_thread_means_the_game_is_played_where_it_was_opened(world: World) -> None:
    guild, origin = await where(world)
    world.port.guild.max_active_threads = 0

    place = await channels.open_place(guild, origin, "hanse-0042", "t", world.store, can_manage=False, locale="en")

    assert place.channel.id == origin.id and not place.thread and place.notice is None
    assert place.host_note == (
        "This server has no room for another channel or active thread (Discord's limits), so hanse-0042 is played "
        f"in <#{origin.id}>."
    )


async def test_a_finished_games_channel_moves_to_the_read_only_archive(world: World) -> None:
    guild, origin = await where(world)
    place = await channels.open_place(guild, origin, "hanse-0042", "t", world.store, can_manage=True, locale="en")

    assert await channels.archive(place.channel, "en") is True

    archive = categories(world)["Starmail archive"]
    moved = world.port.fake.world.channels[place.channel.id]
    assert moved.parent_id == archive.id
    [everyone] = archive.overwrites
    assert everyone.id == world.guild_id and everyone.allow == 0
    assert everyone.deny == discord.Permissions(send_messages=True, add_reactions=True).value
    assert [(o.id, o.allow, o.deny) for o in moved.overwrites] == [(everyone.id, 0, everyone.deny)]
    moved_again = await world.client.fetch_channel(place.channel.id)
    assert isinstance(moved_again, discord.TextChannel)
    assert await channels.archive(moved_again, "en") is False, "already there"


async def test_a_thread_is_not_archived(world: World) -> None:
    guild, origin = await where(world)
    place = await channels.open_place(guild, origin, "hanse-0042", "t", world.store, can_manage=False, locale="en")

    assert await channels.archive(place.channel, "en") is False
    assert "Starmail archive" not in categories(world)


async def test_the_topic_follows_the_players(world: World) -> None:
    guild, origin = await where(world)
    place = await channels.open_place(guild, origin, "hanse-0042", "old", world.store, can_manage=True, locale="en")

    await channels.set_topic(place.channel, "new")

    assert world.port.fake.world.channels[place.channel.id].topic == "new"


async def test_a_gone_channel_is_found_as_none(world: World) -> None:
    assert await channels.find_channel(world.client, None) is None
    assert await channels.find_channel(world.client, world.port.lobby.id) is not None
    del world.port.fake.world.channels[world.port.lobby.id]  # deleted while the bot was not looking
    assert await channels.find_channel(world.client, world.port.lobby.id) is None
