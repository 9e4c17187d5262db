"""`starmail luck GAME_ID`: each player's luck against the average, in words and as a chart (bot/game/history/luck.py).

Any stored game that has started, running or over: the luck report reads public events only, replayed from the
seed and the log.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.game import Naming, effective_moves, luck_chart_of, luck_report, luck_words, turn_frames
from bot.local.replay import ReplayError
from bot.local.table import table_names
from bot.store.base import Store
from render.luck import luck_chart
from render.picture import Picture
from rules.registry import registry


@dataclass(frozen=True)
class LuckShown:
    lines: tuple[str, ...]
    picture: Picture


async def luck_of(store: Store, game_id: int, locale: str) -> LuckShown:
    record = await store.get_game(game_id)
    if record is None:
        raise ReplayError("There is no game {game} in this database.", game=game_id)
    if record.seed is None:
        raise ReplayError("Game {game} has not started yet, so there is no luck to report.", game=game_id)
    game = registry.get(record.game)
    seats = [s.seat for s in record.seats]
    moves = effective_moves(await store.read_log(game_id))
    report = luck_report(game, seats, turn_frames(game, seats, record.seed, record.options, moves, views=False))
    humans = sum(1 for s in record.seats if s.kind == "human")
    naming = Naming(seats=table_names(record.seats, humans, locale))
    lines = tuple(line.say(locale, naming) for line in luck_words(game, report))
    return LuckShown(lines, luck_chart(luck_chart_of(game, report, naming, locale)))
