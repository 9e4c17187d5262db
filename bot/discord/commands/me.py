"""/me: your own preferences, in every server and game: /me show, /me timezone, /me quiet, /me notify. Usable
wherever the app is, installed on a server or by the user."""

from __future__ import annotations

from discord import app_commands

from bot.discord.actions.me import PreferenceActions
from bot.discord.ports import Interaction

NOTIFY_CHOICES = {
    "turns": "A direct message each turn",
    "reminders": "Direct messages for reminders only",
    "none": "No direct messages: the mention in the game's channel",
}
"""The /me notify modes, as the command's choices (translated with the command tree, bot/discord/translator.py)."""


def me_group(actions: PreferenceActions) -> app_commands.Group:
    me = app_commands.Group(
        name="me",
        description="Your own preferences: time zone, quiet hours, notifications",
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True),
    )

    @me.command(name="show", description="Your time zone, quiet hours and notifications")
    async def show(interaction: Interaction) -> None:
        await actions.my_preferences(interaction)

    @me.command(name="timezone", description="Your time zone, for your quiet hours")
    @app_commands.describe(zone="A time zone like Europe/Berlin or America/New_York")
    @app_commands.autocomplete(zone=actions.zone_choices)
    async def timezone(interaction: Interaction, zone: str) -> None:
        await actions.set_time_zone(interaction, zone)

    @me.command(name="quiet", description="Hours in which Starmail holds its messages for a morning summary")
    @app_commands.describe(hours="From-to in your time zone, like 23:00-08:00, or off")
    async def quiet(interaction: Interaction, hours: str) -> None:
        await actions.set_quiet(interaction, hours)

    @me.command(name="notify", description="How your turns reach you")
    @app_commands.describe(
        mode="Direct messages each turn, for reminders only, or none",
        heads_up="A direct message when the player before you starts their turn",
    )
    @app_commands.choices(mode=[app_commands.Choice(name=text, value=key) for key, text in NOTIFY_CHOICES.items()])
    async def notify(interaction: Interaction, mode: str | None = None, heads_up: bool | None = None) -> None:
        await actions.set_notify(interaction, mode, heads_up)

    return me
