"""Plays one turn of a game on the bot's database, then waits to be killed: a bot killed between commit and post.

Usage: python -m tests.e2e.outbox_driver DB GAME. Plays the first choice of whoever acts until the acting seats
change, through the same service the bot uses (so every move and what must be told about it are committed),
prints "committed SEQ" and sleeps until SIGKILLed. Nothing is posted: this process has no Discord client.
"""

from __future__ import annotations

import asyncio
import sys

from bot.game.service import GameService
from bot.store import open_store


async def main(url: str, game_id: int) -> None:
    store = await open_store(url)
    service = GameService(store)
    public = await service.view(game_id, None)
    first = set(public.acting)
    seq = public.seq
    while set(public.acting) == first:
        holder = next(s.user_id for s in public.seats if s.seat in public.acting and s.user_id is not None)
        mine = await service.view(game_id, holder)
        seq = (await service.act_index(game_id, holder, 0, mine.seq)).seq
        public = await service.view(game_id, None)
    print(f"committed {seq}", flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
