"""The adapter's record of a game (bot/discord/delivery/record.py) as the store keeps it: written and read back whole,
keys a later version added kept, and a record written before versions read as it was (tests/discord/test_record.py
checks the same without the store)."""

from __future__ import annotations

from bot.discord.delivery.record import VERSION, DiscordRecord
from tests.discord.delivery.world import World


async def test_a_record_survives_the_store(world: World) -> None:
    game_id = await world.hanse()
    record = DiscordRecord(
        guild=world.guild_id,
        origin=5,
        lobby=(5, 6),
        thread=True,
        board=7,
        jump="https://discord.test/7",
        lines=("one", "two"),
        acting=("p1",),
        acting_users=(world.port.alice.id,),
        seq=3,
        posted=2,
        extra={"rematch": 9},
    )

    await world.store.set_discord_game(game_id, 8, record.to_json())

    found = await world.store.discord_game(game_id)
    assert found is not None and found.channel_id == 8 and found.data["v"] == VERSION
    assert DiscordRecord.from_json(found.data) == record
    assert await world.store.game_for_channel(8) == game_id


async def test_an_unversioned_record_in_the_store_reads_as_it_was(world: World) -> None:
    game_id = await world.hanse()
    await world.store.set_discord_game(game_id, 8, {"guild": world.guild_id, "lobby": [5, 6], "lines": ["x"]})

    found = await world.store.discord_game(game_id)
    assert found is not None
    assert DiscordRecord.from_json(found.data) == DiscordRecord(guild=world.guild_id, lobby=(5, 6), lines=("x",))
