"""`starmail replay GAME_ID`: a game's timelapse as an animated picture (bot/game/history/timelapse.py,
render/animation.py).

Any stored game that has started, running or over: only public views are drawn, with a caption per frame (the
move and what everyone saw happen), in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.game import effective_moves, turn_frames
from bot.store.base import Store
from render.animation import Animation
from render.animation import timelapse as timelapse_of
from render.registry import has_renderer
from rules.i18n import WordedError
from rules.registry import registry


class ReplayError(WordedError):
    """A game that cannot be replayed (missing, not started, no pictures): one sentence."""


@dataclass(frozen=True)
class Timelapse:
    animation: Animation
    frames: int
    title: str


async def timelapse(store: Store, game_id: int, locale: str) -> Timelapse:
    record = await store.get_game(game_id)
    if record is None:
        raise ReplayError("There is no game {game} in this database.", game=game_id)
    if record.seed is None:
        raise ReplayError("Game {game} has not started yet, so there is nothing to replay.", game=game_id)
    game = registry.get(record.game)
    if not has_renderer(game.id):
        raise ReplayError("There are no board pictures for this game yet.")
    moves = effective_moves(await store.read_log(game_id))
    frames = turn_frames(game, [s.seat for s in record.seats], record.seed, record.options, moves)
    return Timelapse(timelapse_of(game, frames, locale), len(frames), game.title_in(locale))
