"""/language: the language Starmail speaks to you in private (prompts, hands, DMs); "auto" follows your Discord
client's. Public posts keep the server's language (/settings)."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.actions.players import PlayerActions
from bot.discord.ports import Interaction
from bot.discord.present.languages import LANGUAGES


def language_command(actions: PlayerActions) -> app_commands.Command[Any, ..., None]:
    @app_commands.command(name="language", description="The language Starmail speaks to you in private")
    @app_commands.describe(language="A language, or auto to follow your Discord language")
    @app_commands.choices(language=[app_commands.Choice(name=name, value=key) for key, name in LANGUAGES.items()])
    async def language(interaction: Interaction, language: str) -> None:
        await actions.choose_language(interaction, language)

    return language
