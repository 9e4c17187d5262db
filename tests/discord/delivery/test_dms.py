"""Turn notices by DM (bot/discord/delivery/dms.py): the acting player gets their prompt in a DM; a player whose DMs
are closed is remembered as such and told once, in the game's channel, that they will be pinged there."""

from __future__ import annotations

from tests.discord.delivery.world import World, public_only

PROMPT = "Your turn (Player 1): 2 possible actions."


async def test_the_acting_player_gets_their_prompt_by_dm(world: World) -> None:
    game_id = await world.hanse()
    alice = world.port.alice.id
    uv = await world.service.view(game_id, alice)
    channel = await world.delivery.channel(world.port.lobby.id)

    await world.notices.turn_notice(uv, "en", "https://discord.test/board", channel)

    [dm] = world.port.fake.dms_to(alice)
    assert dm.embeds[0]["description"] == f"It is your turn.\n{PROMPT}\n[Go to the board](https://discord.test/board)"
    assert dm.custom_ids() == [f"sm:a:{game_id}:0:0", f"sm:a:{game_id}:0:1"]
    assert [f.filename for f in dm.files] == [f"hanse-{game_id:04}-hand-0.png"]
    assert world.posts_in(world.port.lobby) == [] and world.port.fake.dms_to(world.port.bob.id) == []
    assert await world.store.dm_closed_since(alice) is None


async def test_what_the_player_missed_replaces_the_plain_notice(world: World) -> None:
    game_id = await world.hanse()
    alice = world.port.alice.id
    uv = await world.service.view(game_id, alice)

    await world.notices.turn_notice(uv, "en", None, None, news=["Bob passed.", "Your move."])

    [dm] = world.port.fake.dms_to(alice)
    assert dm.embeds[0]["description"] == f"Bob passed.\nYour move.\n{PROMPT}"


async def test_a_player_with_nothing_to_decide_gets_nothing(world: World) -> None:
    game_id = await world.hanse()
    bob = world.port.bob.id
    uv = await world.service.view(game_id, bob)
    assert not uv.choices

    await world.notices.turn_notice(uv, "en", None, await world.delivery.channel(world.port.lobby.id))

    assert world.port.fake.dms_to(bob) == [] and world.posts_in(world.port.lobby) == []


async def test_closed_dms_are_remembered_and_the_channel_says_so_once(world: World) -> None:
    carol = world.port.carol.id  # her DMs refuse the bot (403, code 50007)
    game_id = await world.hanse(host=carol)
    uv = await world.service.view(game_id, carol)
    channel = await world.delivery.channel(world.port.lobby.id)

    await world.notices.turn_notice(uv, "en", None, channel)

    assert world.port.fake.dms_to(carol) == []
    closed = await world.store.dm_closed_since(carol)
    assert closed is not None
    [post] = world.posts_in(world.port.lobby)
    assert post.content == (
        f"<@{carol}>, I cannot send you direct messages, so I will ping you here when it is your turn. "
        "Use **Show my hand** on the board to see your hand and play."
    )
    assert post.embeds == []
    await public_only(world, game_id, [post])

    # the next notice knows her DMs were closed: the channel is not told again
    await world.notices.turn_notice(uv, "en", None, channel, since=closed)
    assert len(world.posts_in(world.port.lobby)) == 1


async def test_the_channel_note_is_in_the_servers_language(world: World) -> None:
    carol = world.port.carol.id
    game_id = await world.hanse(host=carol)
    await world.store.update_guild_settings(world.guild_id, {"locale": "de"})
    uv = await world.service.view(game_id, carol)

    await world.notices.turn_notice(uv, "en", None, await world.delivery.channel(world.port.lobby.id))

    [post] = world.posts_in(world.port.lobby)
    assert post.content == (
        f"<@{carol}>, ich kann dir keine Direktnachrichten schicken, deshalb erwähne ich dich hier, wenn du am Zug "
        "bist. Nutze **Meine Hand zeigen** am Spielplan, um deine Hand zu sehen und zu spielen."
    )


async def test_dms_open_again_clear_the_closed_mark(world: World) -> None:
    game_id = await world.hanse()
    alice = world.port.alice.id
    await world.store.set_dm_closed(alice, 1.0)
    uv = await world.service.view(game_id, alice)

    await world.notices.turn_notice(uv, "en", None, None, since=1.0)

    assert len(world.port.fake.dms_to(alice)) == 1
    assert await world.store.dm_closed_since(alice) is None
