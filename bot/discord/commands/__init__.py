"""Slash commands, one module per group. Handlers only parse and hand over to the desk (bot/discord/desk.py)."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.commands.away import away_command, back_command
from bot.discord.commands.game import game_group
from bot.discord.commands.hand import hand_command, move_command
from bot.discord.commands.mod import mod_group
from bot.discord.commands.settings import settings_command


def all_commands() -> list[app_commands.Command[Any, ..., Any] | app_commands.Group]:
    """Fresh command objects (a new client gets its own)."""
    return [
        game_group(),
        hand_command(),
        move_command(),
        mod_group(),
        settings_command(),
        away_command(),
        back_command(),
    ]
