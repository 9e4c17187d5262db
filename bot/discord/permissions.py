"""Who may moderate: Manage Channels (or Administrator), or the server's configured moderator role.

The game's host may moderate their own game too; the service knows the host and checks that itself, so
the adapter only says whether the caller is a moderator of the server.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import discord

from rules.i18n import mark

MODERATOR_ROLE = "moderator_role_id"

MODERATORS_ONLY = mark("Only moderators (Manage Channels or the moderator role) or the game's host can do that.")


def has_moderator_rights(
    permissions: discord.Permissions, role_ids: Iterable[int], settings: Mapping[str, Any]
) -> bool:
    """The pure rule: Manage Channels or Administrator, or holding the configured moderator role."""
    if permissions.manage_channels or permissions.administrator:
        return True
    role = settings.get(MODERATOR_ROLE)
    return role is not None and int(role) in set(role_ids)


def member_role_ids(user: discord.abc.User) -> list[int]:
    if isinstance(user, discord.Member):
        return [role.id for role in user.roles]
    return []


def is_moderator(interaction: discord.Interaction[discord.Client], settings: Mapping[str, Any]) -> bool:
    if interaction.guild is None:
        return False
    return has_moderator_rights(interaction.permissions, member_role_ids(interaction.user), settings)


def may_change_settings(interaction: discord.Interaction[discord.Client]) -> bool:
    permissions = interaction.permissions
    return interaction.guild is not None and (permissions.manage_guild or permissions.administrator)
