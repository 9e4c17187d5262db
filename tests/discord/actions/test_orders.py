"""/orders (bot/discord/actions/orders.py): a player's standing orders in one game, given and cancelled by kind or by
its name in their language, listed back privately; a game without orders, or an unknown kind, is refused."""

from __future__ import annotations

from bot.discord.actions.orders import OrderActions
from tests.discord.actions.actors import actions, in_dm, in_lobby
from tests.discord.actions.interaction import FakeInteraction
from tests.discord.delivery.world import World


async def cosmic(world: World) -> int:
    """A started Cosmic game of alice, bob and carol, played in the lobby channel."""
    alice = world.port.alice.id
    created = await world.service.create("cosmic", alice, guild_id=world.guild_id, channel_id=world.port.lobby.id)
    for user in (world.port.bob.id, world.port.carol.id):
        await world.service.join(created.game_id, user)
    await world.service.start(created.game_id, alice)
    return created.game_id


def followed_up(click: FakeInteraction) -> str | None:
    """The one private follow-up after a private deferral."""
    assert [a.how for a in click.answers] == ["defer", "followup"]
    assert click.answers[0].kwargs == {"ephemeral": True, "thinking": True} and click.answers[1].ephemeral
    return click.answers[1].content


async def test_orders_are_given_and_cancelled_and_listed_back(world: World) -> None:
    orders = actions(world, OrderActions)
    bob = world.port.bob.id
    game_id = await cosmic(world)

    await orders.show_orders((shown := await in_lobby(world, bob)).real(), game_id)
    await orders.set_order((given := await in_lobby(world, bob)).real(), game_id, "w_start", True)
    await orders.set_order((by_name := await in_lobby(world, bob)).real(), game_id, " after THE reveal ", True)
    await orders.set_order((cancelled := await in_lobby(world, bob)).real(), None, "w_start", False)

    assert followed_up(shown) == f"You have no standing orders in game {game_id}."
    assert followed_up(given) == f"In game {game_id} the bot passes for you in: Start of the challenge."
    assert followed_up(by_name) == (
        f"In game {game_id} the bot passes for you in: After the reveal, Start of the challenge."
    )
    assert followed_up(cancelled) == f"In game {game_id} the bot passes for you in: After the reveal."
    assert list(await world.service.orders(game_id, bob)) == ["w_reveal"]
    assert world.posts_in(world.port.lobby) == [], "an order tells the others nothing"


async def test_an_unknown_kind_and_a_game_without_orders_are_refused(world: World) -> None:
    orders = actions(world, OrderActions)
    bob = world.port.bob.id
    game_id = await cosmic(world)
    hanse = await world.hanse()

    await orders.set_order((unknown := await in_lobby(world, bob)).real(), game_id, "nonsense", True)
    await orders.show_orders((none := await in_lobby(world, bob)).real(), hanse)

    assert followed_up(unknown) == "This game has no standing order of that kind."
    assert followed_up(none) == "This game has no standing orders."
    assert not await world.service.orders(game_id, bob)


async def test_pass_until_my_turn_is_confirmed_and_shown(world: World) -> None:
    orders = actions(world, OrderActions)
    bob = world.port.bob.id
    game_id = await cosmic(world)

    await orders.pass_until_turn((until := await in_lobby(world, bob)).real(), game_id)
    await orders.show_orders((shown := await in_lobby(world, bob)).real(), game_id)

    assert followed_up(until) == "You pass in every window until your turn."
    assert await world.service.passes_until_turn(game_id, bob)
    assert followed_up(shown) == (
        f"You have no standing orders in game {game_id}.\nYou pass in every window until your turn."
    )


async def test_the_kinds_are_offered_in_the_players_language_by_what_was_typed(world: World) -> None:
    orders = actions(world, OrderActions)
    bob = world.port.bob.id
    game_id = await cosmic(world)
    await world.languages.people.choose(bob, "de")

    offered = await orders.order_kinds((await in_lobby(world, bob)).real(), "herausf")

    assert [(c.name, c.value) for c in offered] == [
        ("Beginn der Herausforderung", "w_start"),
        ("Ende der Herausforderung", "w_end"),
    ]
    assert len(await orders.order_kinds((await in_lobby(world, bob)).real(), "")) == 13
    assert await orders.order_kinds(in_dm(world, world.port.fake.bot.id).real(), "") == [], "no game meant: none"
    assert game_id
