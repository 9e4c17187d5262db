"""Slash commands, one module per group, and the persistent components (components.py). A handler parses and
checks what it was given and calls one action (bot/discord/actions/); each module's factory receives only the
action groups it calls."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.actions import ActionGroups
from bot.discord.commands.away import away_command, back_command
from bot.discord.commands.game import game_group
from bot.discord.commands.hand import hand_command, move_command, turns_command
from bot.discord.commands.language import language_command
from bot.discord.commands.me import me_group
from bot.discord.commands.mod import mod_group
from bot.discord.commands.orders import orders_group
from bot.discord.commands.requests import request_commands
from bot.discord.commands.settings import settings_command
from bot.discord.commands.stats import stats_command


def all_commands(actions: ActionGroups) -> list[app_commands.Command[Any, ..., None] | app_commands.Group]:
    """Fresh command objects (a new client gets its own), each handed the groups of `actions` it calls."""
    a = actions
    return [
        game_group(a.lobby, a.reading, a.moderation),
        turns_command(a.play),
        hand_command(a.play, a.reading),
        move_command(a.play, a.reading),
        *request_commands(a.play, a.reading),
        mod_group(a.reading, a.moderation),
        settings_command(a.players),
        away_command(a.players),
        back_command(a.players),
        language_command(a.players),
        me_group(a.preferences),
        orders_group(a.reading, a.orders),
        stats_command(a.reading),
    ]
