"""The morning summary (bot/discord/delivery/mornings.py): what quiet hours held back goes out as one DM when they end,
once, listing every game waiting for the player; closed DMs get one ping in each waiting game's channel instead."""

from __future__ import annotations

from bot.discord.delivery.mornings import Mornings
from tests.discord.delivery.world import World, public_only

DAY = 1_700_000_000.0 - 1_700_000_000.0 % 86400  # a midnight, UTC
NIGHT, NOON = DAY + 23 * 3600, DAY + 12 * 3600
TITLE = "Perry Rhodan: The Cosmic Hansa"


def mornings(world: World) -> Mornings:
    return Mornings(world.client, world.store, world.service, world.languages)


async def test_when_quiet_hours_end_one_dm_lists_the_waiting_games(world: World) -> None:
    alice = world.port.alice.id
    first, second = await world.hanse(), await world.hanse()
    await world.service.preferences.set_quiet(alice, "22:00-07:00")
    await world.store.hold_notices([alice], NIGHT - 600)

    assert await mornings(world).sweep(NIGHT) == [], "still quiet: nothing goes out"
    assert world.port.fake.dms_to(alice) == [] and await world.store.held_notices() == {alice: NIGHT - 600}

    assert await mornings(world).sweep(NOON) == [alice]

    [dm] = world.port.fake.dms_to(alice)
    assert dm.embeds[0]["title"] == "Your quiet hours are over: 2 games wait for you"
    assert dm.embeds[0]["description"] == (
        f"• {TITLE} · hanse-{first:04}: your move\n• {TITLE} · hanse-{second:04}: your move"
    )
    assert await world.store.held_notices() == {}
    assert await mornings(world).sweep(NOON + 60) == [], "released once: the next sweep sends nothing"
    assert len(world.port.fake.dms_to(alice)) == 1


async def test_nothing_waiting_any_more_sends_nothing(world: World) -> None:
    bob = world.port.bob.id  # seated, but alice acts first
    await world.hanse()
    await world.store.hold_notices([bob], NIGHT)

    assert await mornings(world).sweep(NOON) == []

    assert world.port.fake.dms_to(bob) == [] and await world.store.held_notices() == {}


async def test_closed_dms_ping_each_waiting_games_channel(world: World) -> None:
    carol = world.port.carol.id
    game_id = await world.hanse(host=carol)
    await world.store.hold_notices([carol], NIGHT)

    assert await mornings(world).sweep(NOON) == [carol]

    assert world.port.fake.dms_to(carol) == []
    assert await world.store.dm_closed_since(carol) is not None
    [post] = world.posts_in(world.port.lobby)
    assert post.content == f"<@{carol}>, your quiet hours are over: this game waits for you."
    await public_only(world, game_id, [post])
