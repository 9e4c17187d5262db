"""What a command or a button does: each action defers, calls the core once and hands the result to delivery.

The actions come in seven groups, each its own object over the same dependencies (`ActionDeps`, built once in
bot/discord/client.py); no group calls another. Each command module receives only the groups it calls.
`ActionGroups` is nothing but the record of the seven objects the composition root hands out (`all_commands`);
`action_groups` builds them.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.discord.actions.base import ActionDeps
from bot.discord.actions.lobby import LobbyActions
from bot.discord.actions.me import PreferenceActions
from bot.discord.actions.moderation import ModerationActions
from bot.discord.actions.orders import OrderActions
from bot.discord.actions.play import PlayActions
from bot.discord.actions.players import PlayerActions
from bot.discord.actions.reading import ReadingActions
from bot.discord.delivery.tidy import Tidy


@dataclass(frozen=True)
class ActionGroups:
    """The adapter's action objects, one per group."""

    play: PlayActions
    lobby: LobbyActions
    reading: ReadingActions
    moderation: ModerationActions
    players: PlayerActions
    preferences: PreferenceActions
    orders: OrderActions


def action_groups(deps: ActionDeps, tidy: Tidy | None = None) -> ActionGroups:
    """The seven groups over the same `deps`; `tidy` is the sweep /mod cleanup runs for one server."""
    return ActionGroups(
        play=PlayActions(deps),
        lobby=LobbyActions(deps),
        reading=ReadingActions(deps),
        moderation=ModerationActions(deps, tidy),
        players=PlayerActions(deps),
        preferences=PreferenceActions(deps),
        orders=OrderActions(deps),
    )


__all__ = [
    "ActionDeps",
    "ActionGroups",
    "LobbyActions",
    "ModerationActions",
    "OrderActions",
    "PlayActions",
    "PlayerActions",
    "PreferenceActions",
    "ReadingActions",
    "action_groups",
]
