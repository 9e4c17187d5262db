"""Reminders of a decision coming due (bot/discord/delivery/reminders.py): a DM to each player who gets DMs, in their
language; one ping in the game's channel, in the server's language, for the others and for closed DMs."""

from __future__ import annotations

from tests.discord.delivery.world import World, public_only

DUE = 1_900_000_000.0


async def test_each_player_is_reminded_by_dm_in_their_language(world: World) -> None:
    alice, bob = world.port.alice.id, world.port.bob.id
    channel = await world.delivery.channel(world.port.lobby.id)

    await world.reminders.send(7, [alice, bob], [], DUE, "https://discord.test/board", channel, {bob: "de"}, "en")

    [to_alice] = world.port.fake.dms_to(alice)
    [to_bob] = world.port.fake.dms_to(bob)
    assert to_alice.content == (
        "Reminder: game #7 waits for your decision, due <t:1900000000:R>. https://discord.test/board"
    )
    assert to_bob.content == (
        "Erinnerung: Partie #7 wartet auf deine Entscheidung, fällig <t:1900000000:R>. https://discord.test/board"
    )
    assert world.posts_in(world.port.lobby) == []


async def test_without_a_deadline_the_reminder_says_soon(world: World) -> None:
    alice = world.port.alice.id

    await world.reminders.send(7, [alice], [], None, None, None, {}, "de")

    [dm] = world.port.fake.dms_to(alice)
    assert dm.content == "Erinnerung: Partie #7 wartet auf deine Entscheidung, fällig bald."


async def test_the_pinged_and_the_closed_dms_share_one_channel_ping(world: World) -> None:
    alice, bob, carol = world.port.alice.id, world.port.bob.id, world.port.carol.id
    game_id = await world.hanse(host=carol, other=bob)
    channel = await world.delivery.channel(world.port.lobby.id)

    await world.reminders.send(game_id, [alice, carol], [bob], DUE, None, channel, {}, "en")

    assert len(world.port.fake.dms_to(alice)) == 1 and world.port.fake.dms_to(carol) == []
    assert await world.store.dm_closed_since(carol) is not None
    assert await world.store.dm_closed_since(alice) is None
    [post] = world.posts_in(world.port.lobby)
    assert post.content == f"<@{bob}> <@{carol}>, reminder: your decision is due <t:1900000000:R>."
    await public_only(world, game_id, [post])


async def test_without_a_channel_the_ping_is_dropped(world: World) -> None:
    carol = world.port.carol.id

    await world.reminders.send(7, [carol], [], None, None, None, {}, "en")

    assert world.posts_in(world.port.lobby) == [] and world.port.fake.dms_to(carol) == []
    assert await world.store.dm_closed_since(carol) is not None
