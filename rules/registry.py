"""The registry: the one way to reach a game by its id."""

from __future__ import annotations

import importlib
import importlib.util

from rules.contract import Game

# Every game Starmail knows of, by id. A game "exists" once its package `rules/<id>/` does; the package
# exposes its Game object as `GAME`.
KNOWN_GAMES: tuple[str, ...] = ("andromeda", "cosmic", "hanse", "starfarers")


class Registry:
    """Games by id, loaded lazily so that importing `rules` stays cheap."""

    def __init__(self, candidates: tuple[str, ...] = KNOWN_GAMES) -> None:
        self._candidates = candidates
        self._games: dict[str, Game] | None = None

    def _load(self) -> dict[str, Game]:
        if self._games is None:
            games: dict[str, Game] = {}
            for game_id in self._candidates:
                # A game not written yet is simply absent; a game that fails to import is a bug and raises.
                if importlib.util.find_spec(f"rules.{game_id}") is None:
                    continue
                module = importlib.import_module(f"rules.{game_id}")
                game: Game = module.GAME
                if game.id != game_id:
                    raise RuntimeError(f"rules.{game_id}.GAME has id {game.id!r}")
                games[game_id] = game
            self._games = games
        return self._games

    def ids(self) -> tuple[str, ...]:
        """The ids of the games that exist, sorted."""
        return tuple(sorted(self._load()))

    def get(self, game_id: str) -> Game:
        """The game with this id; KeyError naming the known ids otherwise."""
        games = self._load()
        try:
            return games[game_id]
        except KeyError:
            known = ", ".join(sorted(games)) or "none"
            raise KeyError(f"Unknown game {game_id!r}; known games: {known}.") from None

    def all(self) -> list[Game]:
        """Every game, in id order."""
        return [self.get(game_id) for game_id in self.ids()]


registry = Registry()
