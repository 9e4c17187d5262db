"""Helpers for the adapter's unit tests."""

from __future__ import annotations

from typing import Any

from bot.discord.actions import ActionDeps, action_groups

# The command tree as the bot builds it, for tests that look at it and never invoke a command: actions
# without a store, a core or delivery behind them.
_NOTHING: Any = None
UNUSED_ACTIONS = action_groups(ActionDeps(_NOTHING, _NOTHING, _NOTHING, _NOTHING, _NOTHING, _NOTHING, _NOTHING))
