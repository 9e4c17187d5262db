"""/settings: the server's category for game channels, moderator role and defaults (Manage Server only),
including the deadline defaults new games start with (bot/game/deadlines.py)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discord.channels import CATEGORY_NAME, CATEGORY_SETTING
from bot.discord.components import desk_of
from bot.discord.permissions import MODERATOR_ROLE, may_change_settings
from bot.game.deadlines import DEFAULT_REMINDERS, MAX_FORFEIT_AFTER, MAX_HOURS
from bot.game.settings import GUILD_SETTINGS
from bot.game.types import Refusal


def _choices(key: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=value, value=value) for value in GUILD_SETTINGS[key]]


def describe_settings(settings: dict[str, Any]) -> str:
    category = settings.get(CATEGORY_SETTING)
    role = settings.get(MODERATOR_ROLE)
    kicked = "an AI" if settings.get("kick_policy", "ai") == "ai" else "nobody (the game pauses)"
    return "\n".join(
        [
            f"Category for game channels: {f'<#{category}>' if category else f'“{CATEGORY_NAME}” (made when needed)'}",
            f"Moderator role: {f'<@&{role}>' if role else 'none (Manage Channels only)'}",
            f"Kicked players are replaced by: {kicked}",
            f"Language of game texts: {settings.get('locale', 'en')}",
            f"Deadline per decision: {_hours(settings.get('deadline_hours', 0))}",
            f"When a deadline passes: {POLICY_TEXT.get(str(settings.get('deadline_policy', 'ai')), 'the AI plays')}",
            f"Reminders before a deadline: {settings.get('reminders', DEFAULT_REMINDERS)}",
            f"A player forfeits after missing: {_forfeits(settings.get('forfeit_after', 0))}",
        ]
    )


def _forfeits(value: Any) -> str:
    count = int(value) if str(value).isdigit() else 0
    return "never" if count == 0 else f"{count} deadline{'s' if count != 1 else ''} in a row"


POLICY_TEXT = {
    "ai": "the AI plays the late player's decision",
    "default": "the rules' default move (the AI where the rules have none)",
    "pause": "the game pauses and moderators are told",
}


def _hours(value: Any) -> str:
    try:
        hours = float(value)
    except (TypeError, ValueError):
        return "none"
    return "none" if hours <= 0 else f"{hours:g} hours"


def settings_command() -> app_commands.Command[Any, ..., Any]:
    @app_commands.command(name="settings", description="Server settings for Starmail (Manage Server)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        category="Category under which game channels are created",
        moderator_role="Members with this role may moderate games",
        kick_policy="What happens to the seat of a kicked player",
        locale="Language of game texts",
        deadline_hours="Default hours per decision for new games (0: no deadline)",
        deadline_policy="Default for new games: what happens when a deadline passes",
        reminders="Default reminders before a deadline, e.g. 50%,1h (none: never)",
        forfeit_after="Default missed deadlines in a row before a player forfeits (0: never)",
    )
    @app_commands.choices(
        kick_policy=_choices("kick_policy"), locale=_choices("locale"), deadline_policy=_choices("deadline_policy")
    )
    async def settings(
        interaction: discord.Interaction[Any],
        category: discord.CategoryChannel | None = None,
        moderator_role: discord.Role | None = None,
        kick_policy: str | None = None,
        locale: str | None = None,
        deadline_hours: app_commands.Range[float, 0.0, MAX_HOURS] | None = None,
        deadline_policy: str | None = None,
        reminders: str | None = None,
        forfeit_after: app_commands.Range[int, 0, MAX_FORFEIT_AFTER] | None = None,
    ) -> None:
        desk = desk_of(interaction)

        async def work() -> None:
            if not may_change_settings(interaction) or interaction.guild_id is None:
                raise Refusal("Only members with Manage Server can change Starmail's settings.", "forbidden")
            guild_id = interaction.guild_id
            if kick_policy is not None:
                await desk.service.set_guild_setting(guild_id, "kick_policy", kick_policy)
            if locale is not None:
                await desk.service.set_guild_setting(guild_id, "locale", locale)
            if deadline_hours is not None:
                await desk.service.set_guild_setting(guild_id, "deadline_hours", f"{deadline_hours:g}")
            if deadline_policy is not None:
                await desk.service.set_guild_setting(guild_id, "deadline_policy", deadline_policy)
            if reminders is not None:
                await desk.service.set_guild_setting(guild_id, "reminders", reminders.strip())
            if forfeit_after is not None:
                await desk.service.set_guild_setting(guild_id, "forfeit_after", str(forfeit_after))
            store = desk.client.store
            current = await store.guild_settings(guild_id)
            if category is not None:
                current[CATEGORY_SETTING] = category.id
            if moderator_role is not None:
                current[MODERATOR_ROLE] = moderator_role.id
            if category is not None or moderator_role is not None:
                await store.set_guild_settings(guild_id, current)
            given = (
                category,
                moderator_role,
                kick_policy,
                locale,
                deadline_hours,
                deadline_policy,
                reminders,
                forfeit_after,
            )
            changed = any(v is not None for v in given)
            title = "Settings saved" if changed else "Settings"
            embed = discord.Embed(title=title, description=describe_settings(current))
            await interaction.response.send_message(
                embed=embed, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await desk.guarded(interaction, work)

    return settings
