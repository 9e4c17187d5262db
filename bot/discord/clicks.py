"""One answer per burst of clicks: a user who clicks the same component again while their click is being answered,
or within WINDOW seconds of it, is acknowledged without a second answer (no second move, no message storm).

Clicks are told apart by user and custom_id, so paging through a prompt or clicking two different buttons is never
held back. Process-local on purpose: a user's clicks on one server arrive at the process owning its shard.
"""

from __future__ import annotations

import time
from collections.abc import Callable

WINDOW = 1.0
"""Seconds after an admitted click in which the same user's same click is a repeat."""

Key = tuple[int, str]


class ClickGate:
    def __init__(self, window: float = WINDOW, clock: Callable[[], float] = time.monotonic) -> None:
        self._window = window
        self._clock = clock
        self._busy: set[Key] = set()
        self._last: dict[Key, float] = {}

    def admit(self, user_id: int, custom_id: str, *, window: bool = True) -> bool:
        """Whether to answer this click; an admitted click must be `release`d once answered. Without `window`, only
        a click still being answered holds the next one back."""
        key = (user_id, custom_id)
        now = self._clock()
        recent = now - self._last.get(key, -self._window) < self._window
        if key in self._busy or (window and recent):
            return False
        self._busy.add(key)
        self._last[key] = now
        if len(self._last) > 10_000:  # forget old clicks; a burst is a second long
            self._last = {k: t for k, t in self._last.items() if now - t < self._window}
        return True

    def release(self, user_id: int, custom_id: str) -> None:
        self._busy.discard((user_id, custom_id))
