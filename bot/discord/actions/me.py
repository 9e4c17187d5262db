"""/me: a player's own preferences, the same in every server and game (bot/game/write/preferences.py): their time zone,
quiet hours, how turns reach them, and a heads-up before their turn."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord.actions.base import ActionBase
from bot.discord.ports import Interaction
from bot.discord.present.formatting import COLOUR
from bot.game import preference_lines, zone_names
from bot.store.base import Preferences
from rules.i18n import TEXT

ZONE_CHOICES = 25
"""Discord offers at most 25 autocomplete choices."""


class PreferenceActions(ActionBase):
    async def my_preferences(self, interaction: Interaction) -> None:
        """/me show: the caller's preferences."""

        async def work() -> None:
            shown = await self.service.preferences.of(interaction.user.id)
            await self._show(interaction, shown, changed=False)

        await self.guarded(interaction, work)

    async def set_time_zone(self, interaction: Interaction, zone: str) -> None:
        async def work() -> None:
            changed = await self.service.preferences.set_time_zone(interaction.user.id, zone)
            await self._show(interaction, changed, changed=True)

        await self.guarded(interaction, work)

    async def set_quiet(self, interaction: Interaction, hours: str) -> None:
        async def work() -> None:
            changed = await self.service.preferences.set_quiet(interaction.user.id, hours)
            await self._show(interaction, changed, changed=True)

        await self.guarded(interaction, work)

    async def set_notify(self, interaction: Interaction, mode: str | None, heads_up: bool | None) -> None:
        async def work() -> None:
            changed = await self.service.preferences.set_notify(interaction.user.id, mode, heads_up)
            await self._show(interaction, changed, changed=True)

        await self.guarded(interaction, work)

    async def zone_choices(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Time zones whose name holds what was typed ("berl" offers Europe/Berlin), shortest first."""
        typed = current.strip().replace(" ", "_").lower()
        found = sorted((name for key, name in zone_names().items() if typed in key), key=lambda n: (len(n), n))
        return [app_commands.Choice(name=name, value=name) for name in found[:ZONE_CHOICES]]

    async def _show(self, interaction: Interaction, preferences: Preferences, *, changed: bool) -> None:
        reader = await self.reader_locale(interaction)
        lines = [line.say(reader) for line in preference_lines(preferences, self.service.clock.now())]
        title = TEXT.tr(reader, "Your preferences are saved") if changed else TEXT.tr(reader, "Your preferences")
        embed = discord.Embed(title=title, description="\n".join(lines), colour=COLOUR)
        await interaction.response.send_message(embed=embed, ephemeral=True)
