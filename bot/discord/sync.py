"""Sync slash commands only when they changed: Discord limits how many commands an app may create a day.

The fingerprint is a SHA-256 of the JSON payload of the commands that sync to one place (globally, or to
the dev guild) and of that place, translations included (a changed catalog syncs again); the client stores the
last one synced and compares before calling Discord.
"""

from __future__ import annotations

import hashlib
import json

import discord
from discord import app_commands


async def command_fingerprint(tree: app_commands.CommandTree[discord.Client], guild_id: int | None) -> str:
    guild = discord.Object(guild_id) if guild_id is not None else None
    translator = tree.translator
    commands = tree.get_commands(guild=guild)
    if translator is None:
        payload = [command.to_dict(tree) for command in commands]
    else:
        payload = [await command.get_translated_payload(tree, translator) for command in commands]
    text = json.dumps({"guild": guild_id, "commands": payload}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
