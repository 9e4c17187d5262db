"""Starmail on Discord, end to end through the real discord.py client and the loopback fake Discord.

Two simulated players play Hanse games by clicking their prompts (as in tests/e2e): every click is one
interaction through the fake's gateway, answered by the bot over the fake's REST routes; the database is a
real SQLite file (WAL, synchronous=FULL), boards are rendered with Pillow off the event loop.

- interaction -> first response: from the fake sending INTERACTION_CREATE to the bot's first callback
  (Discord drops an interaction not answered within 3 s), for action clicks and "Show my hand" clicks;
- move -> board posted: from the click to the new board post (image + embed) in the game channel, for
  moves that end a turn; and click -> log message edited, for moves within a turn;
- the first game is a warm-up (font and glyph caches, the database file) and is not measured;
- baseline, measured in the same run and on the same loop: a bare aiohttp POST of a message to the fake
  (no bot, no discord.py), and the same with a PNG of the board's size attached.

Targets: first response p99 <= 100 ms; board posted p99 <= 200 ms.
"""

from __future__ import annotations

import asyncio
import gc
import random
import tempfile
from pathlib import Path
from typing import Any

import aiohttp

from bench.harness import Timing, ms, table
from bot.config import Settings
from bot.discord.client import StarmailClient
from tests.e2e.bot_play import actions_of, finished, latest_board, open_hand, prompt_seq
from tests.e2e.fake_discord import FakeDiscord

CLICKS = 300
BASELINE_POSTS = 200
ROUND_CAP = 3


def _timing(name: str, samples: list[float]) -> Timing:
    return Timing(name, tuple(samples))


async def _baseline(fake: FakeDiscord, channel_id: int, png: bytes) -> tuple[Timing, Timing]:
    url = f"{fake.base_url}/api/v10/channels/{channel_id}/messages"
    headers = {"Authorization": f"Bot {fake.token}"}
    plain: list[float] = []
    upload: list[float] = []
    loop = asyncio.get_running_loop()
    async with aiohttp.ClientSession() as session:
        for i in range(BASELINE_POSTS):
            start = loop.time()
            async with session.post(url, json={"content": f"baseline {i}"}, headers=headers) as response:
                await response.read()
            plain.append(loop.time() - start)
            form = aiohttp.FormData()
            form.add_field("payload_json", '{"content": "board", "attachments": [{"id": 0, "filename": "b.png"}]}')
            form.add_field("files[0]", png, filename="b.png", content_type="image/png")
            start = loop.time()
            async with session.post(url, data=form, headers=headers) as response:
                await response.read()
            upload.append(loop.time() - start)
    return _timing("aiohttp POST message (baseline)", plain), _timing("aiohttp POST message + PNG", upload)


async def _run() -> str:
    folder = Path(tempfile.mkdtemp(prefix="starmail-bench-"))
    first_action: list[float] = []
    first_hand: list[float] = []
    board_posted: list[float] = []
    log_edited: list[float] = []
    rand = random.Random(11)
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Bench Port")
        lobby = fake.add_channel(guild, "lobby")
        players = [fake.add_member(guild, "alice"), fake.add_member(guild, "bob")]
        settings = Settings(fake.token, str(folder / "bench.db"), guild.id, "WARNING", folder / "boards")
        seeds = iter(range(1000, 10**6))
        client = StarmailClient(settings, seed_source=lambda: next(seeds))
        loop = asyncio.get_running_loop()
        async with fake.run(client):
            game_id = channel_id = games = 0
            prompts: dict[int, int] = {}
            png = b""
            gc.disable()
            try:
                while len(first_action) < CLICKS:
                    if game_id == 0 or (await client.service.view(game_id, None)).status != "active":
                        games += 1
                        opened = await fake.slash(players[0], guild, lobby, "game new hanse", {"round_cap": ROUND_CAP})
                        message = await fake.wait_for_original(opened)
                        game_id = int(message.custom_ids()[0].split(":")[2])
                        await fake.wait_for_callback(await fake.click(players[1], message, f"sm:l:{game_id}:join"))
                        await finished(fake, await fake.click(players[0], message, f"sm:l:{game_id}:start"))
                        channel_id = fake.channel_named(guild, f"hanse-{game_id:04d}").id
                        prompts = {}
                        continue
                    public = await client.service.view(game_id, None)
                    seats = {s.seat: s for s in public.seats}
                    user = next(seats[a].user_id for a in public.acting if seats[a].user_id is not None)
                    assert user is not None
                    prompt = fake.message(prompts[user]) if user in prompts else None
                    if prompt is None or prompt_seq(prompt) != public.seq:
                        board = latest_board(fake, channel_id, game_id)
                        png = png or board.attachments[0].data
                        before = len(fake.requests)
                        prompt = await open_hand(fake, user, board, game_id)
                        opened_click = [r for r in fake.requests[before:] if r.route.endswith("/callback")]
                        assert opened_click
                        hand_interaction = fake.world.interactions_by_token[opened_click[0].params["interaction_token"]]
                        if games > 1:  # the first game warms the renderer's caches and the database
                            first_hand.append(fake.response_time(hand_interaction.interaction) or 0.0)
                    custom_id, value = rand.choice(actions_of(prompt))
                    since = len(fake.requests)
                    start = loop.time()
                    click = await fake.click(user, prompt, custom_id, values=None if value is None else [value])
                    await finished(fake, click)
                    if games == 1:
                        prompts[user] = prompt.id
                        continue
                    first_action.append(fake.response_time(click) or 0.0)
                    posted = [
                        r
                        for r in fake.requests[since:]
                        if r.route == "POST /channels/{channel_id}/messages"
                        and r.params["channel_id"] == str(channel_id)
                        and any("sm:h:" in str(c) for c in (r.json or {}).get("components", []))
                    ]
                    edited = [
                        r for r in fake.requests[since:] if r.params.get("channel_id") == str(channel_id) and not posted
                    ]
                    prompts[user] = prompt.id
                    if posted:
                        board_posted.append(_recorded_at[posted[0].seq] - start)
                    elif edited:
                        log_edited.append(_recorded_at[edited[0].seq] - start)
            finally:
                gc.enable()
            baseline, upload = await _baseline(fake, channel_id, png)
    rows: list[tuple[Any, ...]] = []
    for timing in (
        baseline,
        upload,
        _timing("click -> first response (action)", first_action),
        _timing("click -> first response (Show my hand)", first_hand),
        _timing("move -> board posted (turn ends)", board_posted),
        _timing("move -> log message updated (same turn)", log_edited),
    ):
        rows.append(
            (
                timing.name,
                len(timing.samples),
                ms(timing.median),
                ms(timing.p99),
                f"{timing.median / baseline.median:.1f}x",
            )
        )
    return table(
        "Discord adapter through the loopback fake (Hanse, 2 players, SQLite synchronous=FULL)",
        ("operation", "samples", "median ms", "p99 ms", "ratio to baseline"),
        rows,
    )


_recorded_at: dict[int, float] = {}


def _stamp_recorder() -> None:
    """Note the loop time at which the fake records each request (the moment the bot's request arrived)."""
    from tests.e2e.fake_discord.recorder import Recorder

    original = Recorder.add

    async def add(self: Recorder, record: Any) -> None:
        _recorded_at[record.seq] = asyncio.get_running_loop().time()
        await original(self, record)

    Recorder.add = add  # type: ignore[method-assign]


def main() -> str:
    _stamp_recorder()
    return asyncio.run(_run())


if __name__ == "__main__":
    print(main())
