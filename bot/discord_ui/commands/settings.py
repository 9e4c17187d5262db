"""/settings: the server's category for game channels, moderator role and defaults (Manage Server only)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discord_ui.channels import CATEGORY_NAME, CATEGORY_SETTING
from bot.discord_ui.components import desk_of
from bot.discord_ui.permissions import MODERATOR_ROLE, may_change_settings
from bot.service import GUILD_SETTINGS
from bot.service_types import Refusal


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
        ]
    )


def settings_command() -> app_commands.Command[Any, ..., Any]:
    @app_commands.command(name="settings", description="Server settings for Starmail (Manage Server)")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        category="Category under which game channels are created",
        moderator_role="Members with this role may moderate games",
        kick_policy="What happens to the seat of a kicked player",
        locale="Language of game texts",
    )
    @app_commands.choices(kick_policy=_choices("kick_policy"), locale=_choices("locale"))
    async def settings(
        interaction: discord.Interaction[Any],
        category: discord.CategoryChannel | None = None,
        moderator_role: discord.Role | None = None,
        kick_policy: str | None = None,
        locale: str | None = None,
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
            store = desk.client.store
            current = await store.guild_settings(guild_id)
            if category is not None:
                current[CATEGORY_SETTING] = category.id
            if moderator_role is not None:
                current[MODERATOR_ROLE] = moderator_role.id
            if category is not None or moderator_role is not None:
                await store.set_guild_settings(guild_id, current)
            changed = any(v is not None for v in (category, moderator_role, kick_policy, locale))
            title = "Settings saved" if changed else "Settings"
            embed = discord.Embed(title=title, description=describe_settings(current))
            await interaction.response.send_message(
                embed=embed, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await desk.guarded(interaction, work)

    return settings
