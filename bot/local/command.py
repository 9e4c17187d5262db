"""How to run `starmail` again, as this process was run: the hints the terminal prints ("Continue it with: ...")
must work when typed as printed, in the same directory.

`.venv/bin/starmail play hanse` (the README's way) gives `.venv/bin/starmail`; a `starmail` found on the PATH gives
`starmail`; `python -m bot.cli` gives that interpreter with `-m bot.cli`.
"""

from __future__ import annotations

import shlex
import sys
from collections.abc import Sequence
from pathlib import Path

PROGRAM = "starmail"


def program(argv: Sequence[str] | None = None, executable: str | None = None) -> str:
    """The command that started this process, ready to be typed again."""
    argv = sys.argv if argv is None else argv
    executable = sys.executable if executable is None else executable
    first = argv[0] if argv else ""
    if Path(first).name == PROGRAM:
        return shlex.quote(first)  # as typed: "starmail" from the PATH, ".venv/bin/starmail" from the checkout
    return f"{shlex.quote(executable)} -m bot.cli"


def command(*words: str) -> str:
    """`starmail` (as this process was run) followed by `words`."""
    return " ".join([program(), *(shlex.quote(word) for word in words)])
