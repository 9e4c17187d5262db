"""Pieces shared by the command modules: the game-number option (its autocomplete is an action,
`GameActions.game_numbers`)."""

from __future__ import annotations

GAME_NUMBER_HELP = "Game number (default: the game of this channel, or your only game)"
