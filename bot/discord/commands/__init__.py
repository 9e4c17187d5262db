"""Slash commands, one module per group, and the persistent components (components.py). A handler parses and
checks what it was given and calls one action (bot/discord/actions/); each module's factory receives the
actions it calls."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.actions import GameActions
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


def all_commands(actions: GameActions) -> list[app_commands.Command[Any, ..., None] | app_commands.Group]:
    """Fresh command objects (a new client gets its own), each calling `actions`."""
    return [
        game_group(actions),
        turns_command(actions),
        hand_command(actions),
        move_command(actions),
        *request_commands(actions),
        mod_group(actions),
        settings_command(actions),
        away_command(actions),
        back_command(actions),
        language_command(actions),
        me_group(actions),
        orders_group(actions),
        stats_command(actions),
    ]
