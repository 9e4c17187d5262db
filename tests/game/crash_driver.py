"""Plays toy games on a database until killed; the crash test SIGKILLs it at random moments.

Usage: python -m tests.game.crash_driver DB [MAX_MOVES]. Prints "ready" once the store is open, then
"ack GAME SEQ" after every `act` has returned (so the move is acknowledged), flushed at once. It picks
up the running game in guild 1 if there is one, so every restart continues where the last run stopped.
Seats: two humans played by this driver and one AI seat played by the service.
"""

from __future__ import annotations

import asyncio
import sys

from bot.game.service import GameService
from bot.store.sqlite import SqliteStore
from tests.game.conftest import lookup

GUILD = 1
USERS = (1, 2)


async def _game(service: GameService) -> int:
    running = await service.list_games(guild_id=GUILD, limit=1)
    if running and running[0].status == "active":
        return running[0].game_id
    if running:  # a lobby left by a kill during set-up
        game_id = running[0].game_id
        lobby = await service.view(game_id, USERS[0])
        for user in USERS[len([s for s in lobby.seats if s.kind == "human"]) :]:
            await service.join(game_id, user)
        if not any(s.kind == "ai" for s in (await service.view(game_id, USERS[0])).seats):
            await service.add_ai(game_id, USERS[0])
    else:
        game_id = (await service.create("toy", USERS[0], guild_id=GUILD, options={"rounds": 5})).game_id
        await service.join(game_id, USERS[1])
        await service.add_ai(game_id, USERS[0])
    await service.start(game_id, USERS[0])
    return game_id


async def main(path: str, max_moves: int) -> None:
    store = await SqliteStore.open(path)
    service = GameService(store, lookup)
    print("ready", flush=True)
    moves = 0
    while moves < max_moves:
        game_id = await _game(service)
        over = False
        while not over and moves < max_moves:
            for user in USERS:
                view = await service.view(game_id, user)
                if view.choices:
                    outcome = await service.act(game_id, user, view.choices[-1].action, view.seq)
                    print(f"ack {game_id} {outcome.seq}", flush=True)
                    moves += 1
                    over = outcome.over
                    break
            else:
                raise RuntimeError(f"Game {game_id} is stuck at seq {view.seq}: nobody may act.")
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10**9))
