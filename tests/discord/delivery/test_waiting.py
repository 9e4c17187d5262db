"""Every running game waiting for one person (bot/discord/delivery/waiting.py): one line per game, linked to its
latest board when there is one, nearest deadline first, games without a deadline last."""

from __future__ import annotations

from dataclasses import replace

from bot.discord.delivery.record import DiscordRecord
from bot.discord.delivery.waiting import waiting_lines
from tests.discord.delivery.world import World

TITLE = "Perry Rhodan: The Cosmic Hansa"


async def test_only_the_games_waiting_for_the_player_are_listed(world: World) -> None:
    alice, bob = world.port.alice.id, world.port.bob.id
    first = await world.hanse()  # alice acts first
    second = await world.hanse(host=bob, other=alice)  # bob acts first
    assert (await world.service.view(second, alice)).choices == ()

    lines = await waiting_lines(world.service, world.store, alice, "en")

    assert lines == [f"{TITLE} · hanse-{first:04}: your move"]
    assert await waiting_lines(world.service, world.store, bob, "en") == [f"{TITLE} · hanse-{second:04}: your move"]


async def test_a_line_links_the_latest_board_and_the_nearest_deadline_comes_first(world: World) -> None:
    alice = world.port.alice.id
    later = await world.hanse()
    sooner = await world.hanse()
    undated = await world.hanse()
    found = await world.store.discord_game(sooner)
    assert found is not None
    linked = replace(DiscordRecord.from_json(found.data), jump="https://discord.test/b")
    await world.store.set_discord_game(sooner, found.channel_id, linked.to_json())
    for game_id, due in ((later, 2_000_000_000.0), (sooner, 1_900_000_000.0)):
        record = await world.store.get_game(game_id)
        assert record is not None
        await world.store.update_game(game_id, record.version, {"deadline_at": due})
        world.service._tables.evict(game_id)

    lines = await waiting_lines(world.service, world.store, alice, "en")

    assert lines == [
        f"[{TITLE} · hanse-{sooner:04}](https://discord.test/b): your move, due <t:1900000000:R>",
        f"{TITLE} · hanse-{later:04}: your move, due <t:2000000000:R>",
        f"{TITLE} · hanse-{undated:04}: your move",
    ]


async def test_nothing_waits_for_a_stranger(world: World) -> None:
    await world.hanse()
    assert await waiting_lines(world.service, world.store, world.port.carol.id, "en") == []
