"""`starmail run` starts without the terminal commands' modules: a bot process's cold start is mostly imports."""

from __future__ import annotations

import subprocess
import sys

from tests.waits import HANG

TERMINAL_ONLY = ("rich", "bot.local.table", "bot.local.console", "bot.local.luck", "bot.local.replay", "bot.store.copy")


def test_the_bot_process_imports_none_of_the_terminal_commands_modules() -> None:
    # a fresh interpreter: this test process has imported everything already
    code = f"import sys, bot.cli, bot.discord.client\nprint(','.join(m for m in {TERMINAL_ONLY!r} if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=HANG)
    assert done.stdout.strip() == ""
