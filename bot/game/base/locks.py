"""One asyncio lock per game, for the service (moves) and the notifier (posts), kept only while in use."""

from __future__ import annotations

import asyncio
import weakref


class KeyedLocks:
    """`locks(game_id)` is the same Lock for everyone holding or waiting on it; idle locks are dropped."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def __call__(self, key: int) -> asyncio.Lock:
        lock = self._locks.get(key)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[key] = lock
        return lock
