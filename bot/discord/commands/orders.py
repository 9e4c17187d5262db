"""/orders: standing orders, what a player tells the bot in advance to answer for them in one game ("pass for me"
in a kind of window). /orders show, /orders give kind:…, /orders cancel kind:…; the kinds are the game's own
(`Game.standing_orders`), completed as they are typed in the player's language. Replies are the player's alone."""

from __future__ import annotations

from discord import app_commands

from bot.discord.actions.orders import OrderActions
from bot.discord.actions.reading import ReadingActions
from bot.discord.commands.common import GAME_NUMBER_HELP
from bot.discord.ports import Interaction

KIND_HELP = "The kind of prompt: a window of the game, or its response rounds"


def orders_group(reading: ReadingActions, orders: OrderActions) -> app_commands.Group:
    group = app_commands.Group(
        name="orders",
        description="Standing orders: the bot passes for you in the kinds of window you name",
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True),
    )

    @group.command(name="show", description="Your standing orders in a game")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def show(interaction: Interaction, game: int | None = None) -> None:
        await orders.show_orders(interaction, game)

    @group.command(name="give", description="The bot passes for you in this kind of prompt, from now on")
    @app_commands.describe(kind=KIND_HELP, game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(kind=orders.order_kinds)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def give(interaction: Interaction, kind: str, game: int | None = None) -> None:
        await orders.set_order(interaction, game, kind, True)

    @group.command(name="cancel", description="You answer this kind of prompt yourself again")
    @app_commands.describe(kind=KIND_HELP, game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(kind=orders.order_kinds)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def cancel(interaction: Interaction, kind: str, game: int | None = None) -> None:
        await orders.set_order(interaction, game, kind, False)

    return group
