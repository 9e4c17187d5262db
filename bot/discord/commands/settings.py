"""/settings: the server's category for game channels, moderator role and defaults (Manage Server only),
including the deadline defaults new games start with (bot/game/clocks/deadlines.py)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discord.actions.players import PlayerActions, SettingsChange
from bot.discord.commands.common import value_choices
from bot.discord.ports import Interaction
from bot.game import GUILD_SETTINGS, MAX_FORFEIT_AFTER, MAX_HOURS, DeadlineOverrides


def _choices(key: str) -> list[app_commands.Choice[str]]:
    return value_choices(GUILD_SETTINGS[key])


def settings_command(actions: PlayerActions) -> app_commands.Command[Any, ..., None]:
    @app_commands.command(name="settings", description="Server settings for Starmail (Manage Server)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        category="Category under which game channels are created",
        moderator_role="Members with this role may moderate games",
        kick_policy="What happens to the seat of a kicked player",
        takeover_ai="Which AI plays for absent, kicked or forfeited players in new games",
        locale="Language of game texts",
        deadline_hours="Default hours per decision for new games (0: no deadline)",
        deadline_policy="Default for new games: what happens when a deadline passes",
        reminders="Default reminders before a deadline, e.g. 50%,1h (none: never)",
        forfeit_after="Default missed deadlines in a row before a player forfeits (0: never)",
        archive_days="Days a finished game's channel stays in the archive before it is deleted (0: kept)",
        lobby_hours="Hours a lobby may wait for its start before it is cancelled (0: it waits)",
        quiet_deadlines="Whether deadlines pause during a player's quiet hours (/me quiet)",
        window_minutes="Without a deadline, minutes a window of Cosmic Encounter stays open (default 10)",
    )
    @app_commands.choices(
        kick_policy=_choices("kick_policy"),
        takeover_ai=_choices("takeover_ai"),
        locale=_choices("locale"),
        deadline_policy=_choices("deadline_policy"),
        quiet_deadlines=_choices("quiet_deadlines"),
    )
    async def settings(
        interaction: Interaction,
        category: discord.CategoryChannel | None = None,
        moderator_role: discord.Role | None = None,
        kick_policy: str | None = None,
        locale: str | None = None,
        deadline_hours: app_commands.Range[float, 0.0, MAX_HOURS] | None = None,
        deadline_policy: str | None = None,
        reminders: str | None = None,
        forfeit_after: app_commands.Range[int, 0, MAX_FORFEIT_AFTER] | None = None,
        archive_days: app_commands.Range[int, 0, 3650] | None = None,
        lobby_hours: app_commands.Range[int, 0, 8760] | None = None,
        quiet_deadlines: str | None = None,
        window_minutes: app_commands.Range[int, 1, 1440] | None = None,
        takeover_ai: str | None = None,
    ) -> None:
        deadline = DeadlineOverrides(
            hours=deadline_hours,
            policy=deadline_policy,
            reminders=reminders,
            forfeit_after=forfeit_after,
            quiet=quiet_deadlines,
            window_minutes=window_minutes,
        )
        change = SettingsChange(
            category, moderator_role, kick_policy, locale, deadline, archive_days, lobby_hours, takeover_ai
        )
        await actions.change_settings(interaction, change)

    return settings
