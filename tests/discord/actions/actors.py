"""The actions over the wired world (tests/discord/delivery/world.py), and interactions of its people."""

from __future__ import annotations

from typing import Any, TypeVar

import discord

from bot.discord.actions.base import ActionBase, ActionDeps
from tests.discord.actions.interaction import FakeInteraction, Person
from tests.discord.delivery.world import World

A = TypeVar("A", bound=ActionBase)


def actions(world: World, kind: type[A]) -> A:
    """`kind` (one group of the actions) over the world's store, core, delivery, messages and languages."""
    deps = ActionDeps(
        world.store, world.service, world.delivery, world.messages, world.languages, world.names, world.controls
    )
    return kind(deps)


async def in_lobby(world: World, user_id: int, **kwargs: Any) -> FakeInteraction:
    """An interaction of `user_id` in the space port's lobby channel (the server and the channel as the API tells
    them, so that what the action does with them reaches the fake Discord)."""
    guild = await world.client.fetch_guild(world.guild_id)
    channel = await world.client.fetch_channel(world.port.lobby.id)
    name = world.port.fake.world.user(user_id).name
    return FakeInteraction(
        Person(user_id, name), guild_id=guild.id, channel_id=channel.id, guild=guild, channel=channel, **kwargs
    )


def in_dm(world: World, user_id: int, **kwargs: Any) -> FakeInteraction:
    """An interaction of `user_id` in their DM with the bot: no server."""
    return FakeInteraction(Person(user_id, world.port.fake.world.user(user_id).name), channel_id=9, **kwargs)


MODERATOR = discord.Permissions(manage_channels=True)
