"""The terminal behind the local table: write lines and rich renderables, ask for a line, page long texts, clear
the screen between players. Colour and frames only on a terminal: into a pipe or a file, plain text."""

from __future__ import annotations

import re
import shutil
import textwrap
from collections.abc import Iterable, Sequence
from typing import Protocol, TextIO

from rich.console import Console as RichConsole
from rich.console import Group, RenderableType

# Clear the screen AND the scrollback, so the next player cannot scroll up to the last one's hand.
CLEAR = "\033[2J\033[3J\033[H"
# Off a terminal (a pipe, a log file) there is no screen to clear: a few blank lines mark the hand-over.
BLANK_LINES = 3
# Text width: the terminal's, within reason; a fixed one off a terminal, so transcripts do not vary.
DEFAULT_WIDTH = 100
MIN_WIDTH, MAX_WIDTH = 30, 140
# Room left on a prompt's last line for the answer typed after it.
ANSWER_ROOM = 4
# A wrapped line goes on under its text, past its indent and a bullet or number ("  • ", "  3. ").
HANGING = re.compile(r"^\s*(?:[•*-] |\d+\. )?")


class LineSource(Protocol):
    """Where answers come from: sys.stdin, or a script in tests."""

    def readline(self) -> str: ...

    def isatty(self) -> bool: ...


def wrapped(line: str, width: int, whole: Sequence[str] = ()) -> list[str]:
    """`line` in lines of at most `width` characters, broken between words only (a word longer than the width, a
    path say, stands alone on its line), each further line indented under the text of the first. The texts in
    `whole` (a command to copy) are never broken: they stand as one word."""
    if len(line) <= width:
        return [line]
    kept = {text.replace(" ", UNBROKEN): text for text in whole if " " in text}
    for joined, text in kept.items():
        line = line.replace(text, joined)
    hanging = " " * len(HANGING.match(line)[0])  # type: ignore[index]  # the pattern matches any line
    lines = textwrap.wrap(
        line,
        width,
        subsequent_indent=hanging if len(hanging) < width // 2 else "",
        break_long_words=False,
        break_on_hyphens=False,
        drop_whitespace=True,
    ) or [line]
    return [part.replace(UNBROKEN, " ") for part in lines]


UNBROKEN = "\x00"
"""Stands for a space that must not break a line while a line is wrapped (never printed)."""


class Console:
    def __init__(self, inp: LineSource, out: TextIO, width: int | None = None) -> None:
        """`width`: the text width to use; the terminal's (within reason) when not given."""
        self.inp = inp
        self.out = out
        self.tty = out.isatty()
        self.echo = inp.isatty()
        # One column spare: a line filling the last column wraps on some terminals.
        columns = shutil.get_terminal_size((DEFAULT_WIDTH + 1, 24)).columns - 1 if self.tty else DEFAULT_WIDTH
        self.width = width if width is not None else max(MIN_WIDTH, min(MAX_WIDTH, columns))
        self.height = shutil.get_terminal_size((DEFAULT_WIDTH, 24)).lines if self.tty else 0
        self.rich = RichConsole(
            file=out,
            width=self.width,
            force_terminal=self.tty,
            no_color=not self.tty,
            highlight=False,
            emoji=False,
            markup=False,
            legacy_windows=False,
        )

    def show(self, *renderables: RenderableType) -> None:
        """Rich renderables (frames, tables), drawn at the console's width; plain text off a terminal."""
        if self.tty:
            for renderable in renderables:
                self.rich.print(renderable)
            self.out.flush()
            return
        with self.rich.capture() as captured:  # plain text: without the padding that fills each line to the width
            for renderable in renderables:
                self.rich.print(renderable)
        self.write(*(line.rstrip() for line in captured.get().splitlines()))

    def page(self, renderables: list[RenderableType], more: str) -> None:
        """A long text: on a terminal a screenful at a time, asking `more` in between (q stops); whole otherwise."""
        if not self.tty:
            self.show(*renderables)
            return
        with self.rich.capture() as captured:
            self.rich.print(Group(*renderables))
        lines = captured.get().splitlines()
        step = max(5, self.height - 2)
        for start in range(0, len(lines), step):
            self.write(*lines[start : start + step])  # drawn by rich at the width already, with colour codes
            if start + step < len(lines):
                try:
                    answer = self.ask(more)
                except EOFError:
                    return
                if answer.strip().lower() in ("q", "quit"):
                    return

    def say(self, *lines: str, whole: Sequence[str] = ()) -> None:
        """Lines of text, each wrapped to the console's width between words; the texts in `whole` unbroken."""
        self.write(*(part for line in lines for text in line.split("\n") for part in wrapped(text, self.width, whole)))

    def write(self, *lines: str) -> None:
        """Lines as they are (laid out already)."""
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()

    def say_all(self, lines: Iterable[str]) -> None:
        self.say(*lines)

    def ask(self, prompt: str) -> str:
        """One line from the player, without its newline; EOFError when the input has ended. A prompt longer than
        the width is wrapped: the answer is typed after its last line."""
        *above, last = wrapped(prompt, self.width - ANSWER_ROOM)
        # one write: whoever reads the terminal sees the whole prompt at once, never its first lines alone
        self.out.write(
            "".join(line + "\n" for line in above) + (last + " " if above and prompt.endswith(" ") else last)
        )
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
