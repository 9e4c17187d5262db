"""Time sources for the service and the scheduler: the wall clock in production, a hand-driven one in tests.

A clock is anything with `now() -> float` (Unix seconds) and `watch(callback)`. `watch` lets a scheduler hear
that time jumped: the system clock never calls back (time flows by itself, the scheduler sleeps for real),
`ManualClock` calls back on every `advance`/`set`, so a test moves time forward and the scheduler's loop
wakes and fires whatever became due, without any real sleeping.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """The current time in Unix seconds."""
        ...

    def watch(self, callback: Callable[[], None]) -> None:
        """Call `callback` whenever time jumps (never, for a clock that simply flows)."""
        ...


class SystemClock:
    """The machine's wall clock."""

    def now(self) -> float:
        return time.time()

    def watch(self, callback: Callable[[], None]) -> None:
        """Real time flows on its own; a sleeping scheduler wakes by its timeout."""


class ManualClock:
    """A clock that stands still until a test moves it."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self._now = start
        self._watchers: list[Callable[[], None]] = []

    def now(self) -> float:
        return self._now

    def watch(self, callback: Callable[[], None]) -> None:
        self._watchers.append(callback)

    def set(self, when: float) -> None:
        self._now = when
        for callback in self._watchers:
            callback()

    def advance(self, seconds: float) -> None:
        self.set(self._now + seconds)


class _FunctionClock:
    """Adapts a plain `() -> float` (the older way to pass a clock) to the protocol."""

    def __init__(self, function: Callable[[], float]) -> None:
        self._function = function

    def now(self) -> float:
        return self._function()

    def watch(self, callback: Callable[[], None]) -> None:
        """A bare function cannot say when time jumps."""


def as_clock(source: Clock | Callable[[], float] | None) -> Clock:
    """A `Clock` from a clock, a bare time function, or None (the system clock)."""
    if source is None:
        return SystemClock()
    if hasattr(source, "now") and hasattr(source, "watch"):
        return source
    if callable(source):
        return _FunctionClock(source)
    raise TypeError(f"Not a clock: {source!r}")
