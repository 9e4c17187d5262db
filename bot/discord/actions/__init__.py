"""What a command or a button does: each action defers, calls the core once and hands the result to delivery.

`GameActions` is the one object the commands and components receive (built in bot/discord/client.py).
"""

from __future__ import annotations

from bot.discord.actions.lobby import LobbyActions
from bot.discord.actions.me import PreferenceActions
from bot.discord.actions.moderation import ModerationActions
from bot.discord.actions.orders import OrderActions
from bot.discord.actions.play import PlayActions
from bot.discord.actions.players import PlayerActions
from bot.discord.actions.reading import ReadingActions


class GameActions(
    PlayActions, LobbyActions, ReadingActions, ModerationActions, PlayerActions, PreferenceActions, OrderActions
):
    """Every action of the adapter, over one set of dependencies (see ActionBase)."""


__all__ = ["GameActions"]
