"""Running `python -m bot.cli` in a temporary directory with its own database and board folder."""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from bot.store import GameRecord, SqliteStore
from tests.waits import HANG

REPO = Path(__file__).resolve().parents[2]


def cli_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a CLI run: no settings from the developer's shell, everything under tmp_path."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "STARMAIL_", "DATABASE_"))}
    return {
        **clean,
        "PYTHONPATH": str(REPO),
        "DATABASE_URL": f"sqlite:///{tmp_path / 'games.db'}",
        "STARMAIL_BOARD_DIR": str(tmp_path / "boards"),
    }


def starmail(
    args: list[str], tmp_path: Path, stdin: str = "", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`starmail ARGS` in `tmp_path`, with `env` over the clean environment of `cli_env`."""
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        check=False,
        cwd=tmp_path,
        env={**cli_env(tmp_path), **(env or {})},
        input=stdin,
        capture_output=True,
        text=True,
        timeout=HANG,
    )


def printed_command(output: str, before: str) -> list[str]:
    """The command a line of `output` tells the person to type after `before` ("Continue it with: "), split as a
    shell would."""
    found = re.search(re.escape(before) + r"(.+)$", output, re.MULTILINE)
    assert found, f"no {before!r} in {output!r}"
    return shlex.split(found[1])


def run_printed(command: list[str], cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """A printed command, run as printed in `cwd` (with the test's database and board folder)."""
    return subprocess.run(
        command, check=False, cwd=cwd, env=cli_env(cwd), input=stdin, capture_output=True, text=True, timeout=HANG
    )


def stored_moves(tmp_path: Path, game_id: int) -> list[tuple[int, str | None, float]]:
    """The game's moves as the CLI stored them: (seq, seat, when)."""

    async def read() -> list[tuple[int, str | None, float]]:
        store = await SqliteStore.open(tmp_path / "games.db")
        try:
            rows = await store.read_log(game_id)
        finally:
            await store.close()
        return [(row.seq, row.seat, row.at) for row in rows if row.kind == "move"]

    return asyncio.run(read())


def stored_game(tmp_path: Path, game_id: int) -> GameRecord:
    """The game's row as the CLI left it in tmp_path's database."""

    async def read() -> GameRecord:
        store = await SqliteStore.open(tmp_path / "games.db")
        try:
            record = await store.get_game(game_id)
        finally:
            await store.close()
        assert record is not None, f"game {game_id} is not in the database"
        return record

    return asyncio.run(read())


class ScriptedInput:
    """Answers from a list, then the end of input; `before_answer` runs before each one is read (another
    process acting in the meantime)."""

    def __init__(self, answers: list[str], before_answer: Callable[[], None] | None = None) -> None:
        self.answers = iter(answers)
        self.before_answer = before_answer

    def readline(self) -> str:
        if self.before_answer is not None:
            self.before_answer()
        answer = next(self.answers, None)
        return "" if answer is None else answer + "\n"  # "" is the end of input; an empty answer is "\n"

    def isatty(self) -> bool:
        return False
