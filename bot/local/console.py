"""The terminal behind the local table: write lines, ask for one, clear the screen between players."""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from typing import Protocol, TextIO

# Clear the screen AND the scrollback, so the next player cannot scroll up to the last one's hand.
CLEAR = "\033[2J\033[3J\033[H"
# Off a terminal (a pipe, a log file) there is no screen to clear: a few blank lines mark the hand-over.
BLANK_LINES = 3
# Text width: the terminal's, within reason; a fixed one off a terminal, so transcripts do not vary.
DEFAULT_WIDTH = 100
MIN_WIDTH, MAX_WIDTH = 60, 140


class LineSource(Protocol):
    """Where answers come from: sys.stdin, or a script in tests."""

    def readline(self) -> str: ...

    def isatty(self) -> bool: ...


class Console:
    def __init__(self, inp: LineSource, out: TextIO) -> None:
        self.inp = inp
        self.out = out
        self.tty = out.isatty()
        self.echo = inp.isatty()
        # One column spare: a line filling the last column wraps on some terminals.
        columns = shutil.get_terminal_size((DEFAULT_WIDTH + 1, 24)).columns - 1 if self.tty else DEFAULT_WIDTH
        self.width = max(MIN_WIDTH, min(MAX_WIDTH, columns))

    def say(self, *lines: str) -> None:
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()

    def say_all(self, lines: Iterable[str]) -> None:
        self.say(*lines)

    def ask(self, prompt: str) -> str:
        """One line from the player, without its newline; EOFError when the input has ended."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.out.write("\n")
            raise EOFError
        if not self.echo:
            # Typed input echoes itself; piped input does not, so write it to keep the transcript readable.
            self.out.write(line if line.endswith("\n") else line + "\n")
        return line.rstrip("\r\n")

    def clear(self) -> None:
        self.out.write(CLEAR if self.tty else "\n" * BLANK_LINES)
        self.out.flush()
