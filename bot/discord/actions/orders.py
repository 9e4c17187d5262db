"""/orders: a player's standing orders in one game (bot/game/write/orders.py). Every reply is the player's alone: an
order says nothing to the others, and the answers it gives are ordinary moves, posted as any move is."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from discord import app_commands

from bot.discord.actions.base import ActionBase, game_named
from bot.discord.ports import Interaction
from bot.game import Refusal
from rules.i18n import TEXT


def listed(kinds: Sequence[str], names: Mapping[str, str], game_id: int, locale: str) -> str:
    """The player's standing orders in words."""
    if not kinds:
        return TEXT.tr(locale, "You have no standing orders in game {game}.", game=game_id)
    return TEXT.ntr(
        locale,
        "In game {game} the bot passes for you in: {kinds}.",
        "In game {game} the bot passes for you in: {kinds}.",
        len(kinds),
        game=game_id,
        kinds=", ".join(names.get(k, k) for k in kinds),
    )


class OrderActions(ActionBase):
    async def show_orders(self, interaction: Interaction, game_id: int | None) -> None:
        """/orders show: the caller's standing orders in the game."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            locale = await self.languages.personal_locale(resolved, interaction.user.id)
            names = await self.service.order_kinds(resolved, locale)
            if not names:
                raise Refusal("This game has no standing orders.", "bad_setting")
            mine = await self.service.orders(resolved, interaction.user.id)
            said = listed(mine, names, resolved, locale)
            if await self.service.passes_until_turn(resolved, interaction.user.id):
                said += "\n" + TEXT.tr(locale, "You pass in every window until your turn.")
            await interaction.followup.send(said, ephemeral=True)

        await self.guarded(interaction, work)

    async def set_order(self, interaction: Interaction, game_id: int | None, kind: str, on: bool) -> None:
        """/orders give and /orders cancel. An order that answers a prompt waiting now is a move: it is delivered."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            user = interaction.user.id
            locale = await self.languages.personal_locale(resolved, user)
            names = await self.service.order_kinds(resolved, locale)
            chosen = kind if kind in names else _by_name(names, kind)
            outcome = await self.service.set_order(resolved, user, chosen, on)
            if outcome.moves:
                await self.delivery.deliver(resolved, outcome)
            mine = await self.service.orders(resolved, user)
            await interaction.followup.send(listed(mine, names, resolved, locale), ephemeral=True)

        await self.guarded(interaction, work)

    async def pass_until_turn(self, interaction: Interaction, game_id: int) -> None:
        """The "Pass in every window until my turn" button: the order, and the window waiting now answered (a move:
        it is delivered)."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            user = interaction.user.id
            locale = await self.languages.personal_locale(game_id, user)
            outcome = await self.service.pass_until_turn(game_id, user)
            if outcome.moves:
                await self.delivery.deliver(game_id, outcome)
            said = TEXT.tr(locale, "You pass in every window until your turn.")
            await interaction.followup.send(said, ephemeral=True)

        await self.guarded(interaction, work)

    async def order_kinds(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete for /orders kind: the game's kinds in the player's language, filtered by what was typed."""
        try:
            resolved = await self.resolve_game(interaction, game_named(interaction))
            locale = await self.languages.personal_locale(resolved, interaction.user.id)
            names = await self.service.order_kinds(resolved, locale)
        except Refusal:
            return []
        typed = current.casefold().strip()
        found = [(kind, name) for kind, name in names.items() if typed in name.casefold()]
        return [app_commands.Choice(name=name[:100], value=kind) for kind, name in found][:25]


def _by_name(names: Mapping[str, str], typed: str) -> str:
    """A kind typed by its name rather than picked from the list (case and spaces aside); the text as it is when
    no name matches (the service refuses it in one sentence)."""
    wanted = typed.casefold().strip()
    return next((kind for kind, name in names.items() if name.casefold() == wanted), typed)
