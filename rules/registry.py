"""The registry: the one way to reach a game by its id."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

from rules.base import GameBase
from rules.contract import Game

# Every game Starmail knows of, by id. A game "exists" once its package `rules/<id>/__init__.py` does; the
# package exposes its Game object as `GAME`.
KNOWN_GAMES: tuple[str, ...] = ("andromeda", "cosmic", "hanse", "starfarers")


class Registry:
    """Games by id. Each game is imported on first use, so one game never slows down or breaks another."""

    def __init__(self, candidates: tuple[str, ...] = KNOWN_GAMES) -> None:
        self._candidates = candidates
        self._games: dict[str, Game] = {}

    def ids(self) -> tuple[str, ...]:
        """The ids of the games that exist, sorted."""
        return tuple(sorted(game_id for game_id in self._candidates if self._exists(game_id)))

    @staticmethod
    def _exists(game_id: str) -> bool:
        spec = importlib.util.find_spec(f"rules.{game_id}")
        return spec is not None and spec.origin is not None  # a bare folder is a namespace, not a game

    def get(self, game_id: str) -> Game:
        """The game with this id; KeyError naming the known ids otherwise."""
        if game_id in self._games:
            return self._games[game_id]
        if game_id not in self._candidates or not self._exists(game_id):
            known = ", ".join(self.ids()) or "none"
            raise KeyError(f"Unknown game {game_id!r}; known games: {known}.")
        game: Game = importlib.import_module(f"rules.{game_id}").GAME
        if not isinstance(game, GameBase):
            raise RuntimeError(f"rules.{game_id}.GAME does not extend rules.base.GameBase")
        if game.id != game_id:
            raise RuntimeError(f"rules.{game_id}.GAME has id {game.id!r}")
        self._games[game_id] = game
        return game

    def all(self) -> list[Game]:
        """Every game, in id order."""
        return [self.get(game_id) for game_id in self.ids()]


def find_test_hook(game: Game, name: str) -> Callable[..., Any]:
    """The test-only hook `name` that `game` declares (`Game.test_hooks`, in `Game.test_support`).

    Tests reach forced dice and rigged draws through this one door; players, options and the bot never do.
    """
    if name not in game.test_hooks or game.test_support is None:
        declared = ", ".join(game.test_hooks) or "none"
        raise KeyError(f"{game.id} declares no test hook {name!r}; its test hooks: {declared}.")
    hook: Callable[..., Any] = getattr(importlib.import_module(game.test_support), name)
    return hook


registry = Registry()
