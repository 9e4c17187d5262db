"""A one-line progress bar on a terminal stream (redrawn in place; a plain line per 10 % elsewhere)."""

from __future__ import annotations

from typing import TextIO


class ProgressBar:
    def __init__(self, stream: TextIO, label: str, width: int = 30) -> None:
        self.stream = stream
        self.label = label
        self.width = width
        self.tty = stream.isatty()
        self._last_decile = -1

    def __call__(self, done: int, total: int) -> None:
        fraction = done / total if total else 1.0
        if self.tty:
            filled = round(self.width * fraction)
            bar = "#" * filled + "-" * (self.width - filled)
            end = "\n" if done >= total else ""
            self.stream.write(f"\r{self.label} [{bar}] {done}/{total}{end}")
        else:
            decile = int(fraction * 10)
            if decile != self._last_decile:
                self._last_decile = decile
                self.stream.write(f"{self.label}: {done}/{total}\n")
        self.stream.flush()
