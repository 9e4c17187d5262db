"""AI players. A player sees only what its seat may see: the seat's view and its legal actions.

The caller supplies the `random.Random` a player may use, seeded from the game's seed, the game's seq
and the seat (`player_rng`), so that AI moves are as reproducible as the rules themselves.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.contract import Action, Game, Player
from rules.search import ROLLOUT_STEPS, SearchPlayer

__all__ = [
    "SEARCHING",
    "SEARCH_SECONDS",
    "Player",
    "RandomPlayer",
    "default_player",
    "play_game",
    "player_rng",
    "players_for",
    "quick_player",
    "search_player",
]

SEARCHING = "strong"
"""The AI kind that searches (rules/search.py): offered by every game that samples what a seat cannot see. The bot
never plays it inline: its thinking runs in a worker process and its move waits out its budget (bot/game/write/
searches.py)."""
SEARCH_SECONDS = 1.0
"""The search's thinking budget per decision, in CPU seconds."""


class RandomPlayer:
    """Picks uniformly among the legal actions: the baseline every heuristic must beat."""

    name = "random"

    def choose(self, game: Game, view: Mapping[str, Any], legal: Sequence[Action], rand: random.Random) -> Action:
        if not legal:
            raise ValueError("RandomPlayer.choose needs at least one legal action")
        return legal[rand.randrange(len(legal))]


def player_rng(seed: int, seq: int, seat: str) -> random.Random:
    """The deterministic random source for one AI decision (string seeding is stable across versions)."""
    return random.Random(f"ai:{seed}:{seq}:{seat}")


def players_for(game: Game) -> dict[str, Player]:
    """The AI kinds a game offers: always "random", plus the game's own (`ai_players`, e.g. "heuristic"), plus
    "strong" (the search) where the game can sample what a seat cannot see."""
    kinds: dict[str, Player] = {"random": RandomPlayer()}
    kinds.update(game.ai_players)
    if game.can_determinize():
        kinds[SEARCHING] = search_player(game)
    return kinds


def default_player(game: Game) -> Player:
    """The game's quick AI, the one that plays at once: its "heuristic" player when it has one, else the random
    player."""
    return game.ai_players.get("heuristic") or RandomPlayer()


def quick_player(game: Game, kind: str | None) -> Player:
    """The player of an AI kind that answers at once: "random", or one of the game's own; the searching kind, None
    and unknown kinds get the game's quick AI (the search is never played inline: bot/game/write/searches.py)."""
    if kind == RandomPlayer.name:
        return RandomPlayer()
    return game.ai_players.get(kind or "") or default_player(game)


def search_player(
    game: Game, *, seconds: float = SEARCH_SECONDS, iterations: int = 0, rollout_steps: int = ROLLOUT_STEPS
) -> SearchPlayer:
    """The search player of a game, guided by its quick AI: `seconds` of CPU time per decision, or `iterations`
    samples when given (reproducible on any machine)."""
    return SearchPlayer(seconds=seconds, iterations=iterations, rollout_steps=rollout_steps, guide=default_player(game))


def play_game(
    game: Game,
    players: Mapping[str, Player],
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_actions: int = 100_000,
) -> tuple[Any, list[tuple[str, Action]]]:
    """Play one whole game with the given player per seat (dict order = table order).

    Returns the final state and the action log. Seats acting at once are served in table order. Raises
    RuntimeError if the game has not ended after `max_actions`.
    """
    seats = list(players)
    state = game.setup(seats, seed, options)
    log: list[tuple[str, Action]] = []
    while not game.is_over(state):
        if len(log) >= max_actions:
            raise RuntimeError(f"{game.id} did not end within {max_actions} actions (seed {seed})")
        seat = game.acting(state)[0]
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        action = players[seat].choose(game, view, legal, player_rng(seed, len(log), seat))
        state = game.apply(state, seat, action).state
        log.append((seat, action))
    return state, log
