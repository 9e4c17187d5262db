"""A position for docs and bug reports: set a game up, play K random moves, draw the board."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from render.picture import Picture
from render.registry import board_picture
from rules.contract import Game
from rules.players import RandomPlayer, player_rng
from rules.testing import seats_for


@dataclass(frozen=True)
class Snapshot:
    state: Any
    steps_taken: int
    picture: Picture


def random_position(
    game: Game, seed: int, steps: int, players: int | None = None, options: Mapping[str, Any] | None = None
) -> tuple[Any, int]:
    """The state after up to `steps` random moves (fewer if the game ends first) and how many were made."""
    seats = seats_for(players or game.min_players)
    state = game.setup(seats, seed, options)
    chooser = RandomPlayer()
    taken = 0
    while taken < steps and not game.is_over(state):
        seat = game.acting(state)[0]
        legal = game.legal_actions(state, seat)
        action = chooser.choose(game, game.view(state, seat), legal, player_rng(seed, taken, seat))
        state = game.apply(state, seat, action).state
        taken += 1
    return state, taken


def snapshot(game: Game, seed: int, steps: int, players: int | None = None) -> Snapshot:
    state, taken = random_position(game, seed, steps, players)
    return Snapshot(state, taken, board_picture(game.view(state, None)))
