"""`starmail run` in a child process, against a fake Discord that runs in the test's own process.

Usage: python -m tests.e2e.bot_process BASE_URL GATEWAY_URL run [--shards IDS --shard-count N]

The rest of the arguments go to Starmail's command line (bot/cli.py) unchanged, and its settings come from the
environment as for `starmail` itself (DISCORD_TOKEN, DATABASE_URL, ...): the process is the real bot, started the
way an operator starts it, with discord.py pointed at the fake (tests/e2e/fake_discord/server.py
`point_discord_py`). It prints two lines on stdout that tests wait on: "ready" once every shard of the client is
ready, and "caught-up" once its start-up catch-up (AI seats, then every outbox) is done. Stop it with SIGINT (a clean
close) or SIGKILL (a crash).
"""

from __future__ import annotations

import asyncio
import sys

from bot.cli import main as starmail
from bot.discord.client import StarmailClient
from tests.e2e.fake_discord.server import point_discord_py

FAST_READY = 0.05
"""Seconds discord.py waits after the last GUILD_CREATE before READY (2 s by default): the fake sends them all at
once, as `FakeDiscord.run` assumes for clients in the test's process."""

_reports: set[asyncio.Task[None]] = set()


async def _report(client: StarmailClient) -> None:
    await client.wait_until_ready()
    print("ready", flush=True)
    await client.caught_up.wait()
    print("caught-up", flush=True)


def _announce_progress() -> None:
    """Wrap the client's setup hook (discord.py's documented place for start-up work) to report progress."""
    setup = StarmailClient.setup_hook

    async def setup_hook(self: StarmailClient) -> None:
        self._connection.guild_ready_timeout = FAST_READY
        await setup(self)
        task = asyncio.create_task(_report(self))
        _reports.add(task)  # held: the loop keeps only weak references to tasks
        task.add_done_callback(_reports.discard)

    StarmailClient.setup_hook = setup_hook  # type: ignore[method-assign]


def main(argv: list[str]) -> int:
    base_url, gateway_url, *rest = argv
    _announce_progress()
    with point_discord_py(base_url, gateway_url):
        return starmail(rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
