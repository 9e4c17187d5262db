"""`starmail run` in a child process, against a fake Discord that runs in the test's own process.

Usage: python -m tests.e2e.bot_process BASE_URL GATEWAY_URL run [--shards IDS --shard-count N]
From a test or a benchmark: `bot = await start_starmail(fake, url, folder, name, *flags)`, then `await
bot.wait_for("caught-up")`, `await bot.kill()` (a crash) or `await bot.stop()` (a clean stop).

The rest of the arguments go to Starmail's command line (bot/cli.py) unchanged, and its settings come from the
environment as for `starmail` itself (DISCORD_TOKEN, DATABASE_URL, ...): the process is the real bot, started the
way an operator starts it, with discord.py pointed at the fake (tests/e2e/fake_discord/server.py
`point_discord_py`). It prints two lines on stdout that tests wait on: "ready" once every shard of the client is
ready, and "caught-up" once its start-up catch-up (AI seats, then every outbox) is done. Stop it with SIGINT (a clean
close) or SIGKILL (a crash).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path

from bot.cli import main as starmail
from bot.discord.client import StarmailClient
from tests.e2e.fake_discord.server import FakeDiscord, point_discord_py
from tests.waits import HANG, event

ROOT = Path(__file__).resolve().parents[2]
STARTED = HANG
"""Seconds a process may take to start (interpreter, imports, migrations, command sync, gateway): generous, since
the suite may share the machine; the wait ends as soon as the process says it is up."""

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


# -- the parent's side: starting one and waiting on it ---------------------------------------------------------
@dataclass
class BotProcess:
    """One `starmail run` child process; `said` holds the progress lines it printed ("ready", "caught-up")."""

    name: str
    proc: asyncio.subprocess.Process
    log: Path
    said: list[str] = field(default_factory=list)
    heard: asyncio.Condition = field(default_factory=asyncio.Condition)
    reader: asyncio.Task[None] | None = None

    async def _read(self) -> None:
        assert self.proc.stdout is not None
        async for line in self.proc.stdout:
            async with self.heard:
                self.said.append(line.decode().strip())
                self.heard.notify_all()
        async with self.heard:
            self.said.append("exited")
            self.heard.notify_all()

    async def wait_for(self, word: str, timeout: float = STARTED) -> None:
        async with self.heard:
            said = self.heard.wait_for(lambda: word in self.said or "exited" in self.said)
            await event(said, f"process {self.name} to say {word!r} (its log: {self.log})", timeout)
        assert word in self.said, f"process {self.name} exited before saying {word!r}; see {self.log}"

    async def kill(self) -> None:
        """A crash: SIGKILL, nothing runs after it."""
        self.proc.send_signal(signal.SIGKILL)
        assert await self.proc.wait() == -signal.SIGKILL

    async def stop(self) -> None:
        """A clean stop (SIGINT: discord.py closes the client and the store); SIGKILL if it hangs."""
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(self.proc.wait(), HANG)
            except TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        if self.reader is not None:
            await self.reader

    def failures(self) -> list[str]:
        """Errors the process logged (a traceback is a failure whatever else went right)."""
        text = self.log.read_text(errors="replace")
        return [line for line in text.splitlines() if " ERROR " in line or line.startswith("Traceback")]


async def start_starmail(fake: FakeDiscord, url: str, folder: Path, name: str, *flags: str) -> BotProcess:
    """`starmail run FLAGS...` on the database at `url` against `fake`, started as an operator would (settings from
    the environment), in `folder` (no .env there); its log goes to `folder/NAME.log`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("STARMAIL_", "DISCORD_", "DATABASE_"))}
    env.update(
        DISCORD_TOKEN=fake.token,
        DATABASE_URL=url,
        STARMAIL_LOG_LEVEL="INFO",
        STARMAIL_BOARD_DIR=str(folder / "boards"),
        PYTHONPATH=str(ROOT),
    )
    log = folder / f"{name}.log"
    with log.open("wb") as err:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.e2e.bot_process",
            fake.base_url,
            fake.gateway.url,
            "run",
            *flags,
            cwd=folder,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=err,
        )
    bot = BotProcess(name, proc, log)
    bot.reader = asyncio.create_task(bot._read())
    return bot


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
