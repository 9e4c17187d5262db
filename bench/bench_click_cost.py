"""What one click costs in store calls and views, counted through the real bot and the loopback fake Discord.

Two players click their way through Hanse games (as in tests/e2e/test_bot_click_cost.py, which asserts the same
counts); the store is wrapped to count its calls and the rules' `view` to count views. A click is split into
"the turn passes" (the next player is told: a view and a digest for them) and "a step within the mover's turn".

Targets (issue "the game core"): one write for the move; at most three reads; one view per recipient (the channel,
the mover, each player told to act). The delivery records what it posted: one write, one more after turn notices.
Before this work a click cost 2 writes, 7-15 reads and 3-5 views.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

import pytest

from bench.harness import table
from bot.config import Settings
from bot.discord.client import StarmailClient
from bot.store import open_store
from tests.e2e.bot_play import click_action, finished, latest_board, open_hand
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.test_bot_click_cost import CountingStore, _count_views

CLICKS = 120
ROUND_CAP = 2


async def _run() -> str:
    folder = Path(tempfile.mkdtemp(prefix="starmail-bench-"))
    costs: dict[str, list[tuple[int, int, int, int]]] = {"turn": [], "step": [], "end": []}
    with pytest.MonkeyPatch.context() as patch:
        views = _count_views(patch, "hanse")
        async with FakeDiscord() as fake:
            guild = fake.add_guild("Bench Port")
            lobby = fake.add_channel(guild, "lobby")
            players = [fake.add_member(guild, "alice"), fake.add_member(guild, "bob")]
            settings = Settings(fake.token, str(folder / "bench.db"), guild.id, "WARNING", folder / "boards")
            store = CountingStore(await open_store(settings.database_url))
            seeds = iter(range(1000, 10**6))
            client = StarmailClient(settings, store=store, seed_source=lambda: next(seeds))  # type: ignore[arg-type]
            async with fake.run(client):
                game_id = 0
                while sum(len(c) for c in costs.values()) < CLICKS:
                    if game_id == 0 or (await client.service.view(game_id, None)).status != "active":
                        opened = await fake.slash(players[0], guild, lobby, "game new hanse", {"round_cap": ROUND_CAP})
                        message = await fake.wait_for_original(opened)
                        game_id = int(message.custom_ids()[0].split(":")[2])
                        await fake.wait_for_callback(await fake.click(players[1], message, f"sm:l:{game_id}:join"))
                        await finished(fake, await fake.click(players[0], message, f"sm:l:{game_id}:start"))
                    channel = fake.channel_named(guild, f"hanse-{game_id:04d}")
                    public = await client.service.view(game_id, None)
                    seats = {s.seat: s.user_id for s in public.seats}
                    user = next(p for p in players if p.id in {seats[a] for a in public.acting})
                    prompt = await open_hand(fake, user, latest_board(fake, channel.id, game_id), game_id)
                    store.calls.clear()
                    views.clear()
                    await finished(fake, await click_action(fake, user, prompt))
                    counted = (len(store.game_writes()), len(store.delivery_writes()), len(store.reads()), len(views))
                    after = await client.service.view(game_id, None)
                    kind = (
                        "end"
                        if after.status != "active"
                        else "turn"
                        if set(after.acting) != set(public.acting)
                        else "step"
                    )
                    costs[kind].append(counted)
            await store._inner.close()
    rows = []
    # (kind, label, reads target, views target): the game's end also reads the log once for its recap (length and
    # luck, replayed without views) and draws the last board for the channel
    kinds = (
        ("turn", "the turn passes", 3, 3),
        ("step", "a step within the turn", 2, 2),
        ("end", "the game ends (with its recap)", 5, 3),
    )
    for kind, label, reads_target, views_target in kinds:
        found = costs[kind]
        if not found:
            continue
        worst = [max(c[i] for c in found) for i in range(4)]
        ok = worst[0] <= 1 and worst[2] <= reads_target and worst[3] <= views_target
        rows.append([label, len(found), worst[0], worst[1], worst[2], worst[3], "ok" if ok else "MISS"])
    return table(
        "Per click: store calls and views (the worst click of each kind; targets: 1 game write, <= 3 reads, "
        "1 view per recipient)",
        ["click", "clicks", "game writes", "delivery writes", "reads", "views", "target"],
        rows,
    )


def main() -> str:
    return asyncio.run(_run())
