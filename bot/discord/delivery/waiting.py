"""Every running game waiting for one person's decision, nearest deadline first, as lines with a link to each board:
what `/turns` shows and what a morning summary sends (bot/discord/delivery/mornings.py)."""

from __future__ import annotations

import math

from bot.discord.delivery.record import DiscordRecord
from bot.discord.present.formatting import game_code, game_title, relative_time
from bot.game import GameService
from bot.store.base import Store
from rules.i18n import TEXT

MY_GAMES = 100
"""The running games looked through (the newest first)."""


async def waiting_lines(service: GameService, store: Store, user_id: int, locale: str) -> list[str]:
    """One line per game waiting for `user_id`, nearest deadline first (games without one last)."""
    waiting: list[tuple[float, int, str]] = []
    for summary in await service.list_games(user_id=user_id, limit=MY_GAMES):
        uv = await service.view(summary.game_id, user_id)
        if uv.status != "active" or not uv.choices:
            continue
        found = await store.discord_game(summary.game_id)
        jump = DiscordRecord.from_json(found.data).jump if found is not None else None
        code = game_code(summary.game, summary.game_id)
        title = game_title(summary.game, locale)
        name = f"[{title} · {code}]({jump})" if jump else f"{title} · {code}"
        if uv.deadline_at is not None:
            line = TEXT.tr(locale, "{game}: your move, due {due}", game=name, due=relative_time(uv.deadline_at))
        else:
            line = TEXT.tr(locale, "{game}: your move", game=name)
        waiting.append((uv.deadline_at if uv.deadline_at is not None else math.inf, summary.game_id, line))
    return [line for _, _, line in sorted(waiting)]
