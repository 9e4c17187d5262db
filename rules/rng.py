"""Deterministic randomness: every draw is a pure function of (seed, counter).

A game keeps an `Rng` (or just its two integers) in its state. Each draw returns the value and the next
`Rng`, so `apply` stays pure and a replay of the action log gives the same dice and shuffles on every
machine and Python version: the bits come from SHA-256, never from `hash()`, set order or the
`random` module's algorithms (which CPython has changed between releases).
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from rules.frozen import built

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_FOUR_WORDS = struct.Struct(">4Q").unpack  # a SHA-256 digest as four big-endian 64-bit words


def _words(seed: int, counter: int) -> _WordStream:
    return _WordStream(f"starmail:{seed}:{counter}".encode())


class _WordStream:
    """An endless stream of 64-bit words for one draw, from SHA-256 blocks of (key, block index)."""

    __slots__ = ("_block", "_buffer", "_key")

    def __init__(self, key: bytes) -> None:
        self._key = key
        self._block = 0
        self._buffer: list[int] = []

    def next(self) -> int:
        if not self._buffer:
            digest = hashlib.sha256(self._key + b":" + str(self._block).encode()).digest()
            self._block += 1
            self._buffer = list(reversed(_FOUR_WORDS(digest)))  # popped from the end: first word first
        return self._buffer.pop()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so that no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            word = self.next()
            if word < limit:
                return word % n


@dataclass(frozen=True)
class Rng:
    """The seed given to `setup` and the number of draws made so far."""

    seed: int
    counter: int = 0

    def _advance(self) -> tuple[_WordStream, Rng]:
        # the next Rng is built without the frozen dataclass's field-by-field __init__: a draw is a hot path
        return _words(self.seed, self.counter), built(Rng, {"seed": self.seed, "counter": self.counter + 1})

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n)."""
        stream, nxt = self._advance()
        return stream.below(n), nxt

    def roll(self, sides: int = 6) -> tuple[int, Rng]:
        """One die with faces 1..sides."""
        value, nxt = self.below(sides)
        return value + 1, nxt

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One element of a non-empty sequence, uniformly."""
        if not items:
            raise ValueError("choice() from an empty sequence")
        index, nxt = self.below(len(items))
        return items[index], nxt

    def shuffle(self, items: Sequence[T]) -> tuple[list[T], Rng]:
        """A new list with the items in uniformly random order (Fisher-Yates); the input is untouched."""
        stream, nxt = self._advance()
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = stream.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out, nxt

    def sample(self, items: Sequence[T], k: int) -> tuple[list[T], Rng]:
        """k distinct elements drawn without replacement, in draw order."""
        if not 0 <= k <= len(items):
            raise ValueError("sample() size out of range")
        stream, nxt = self._advance()
        pool = list(items)
        out: list[T] = []
        for _ in range(k):
            out.append(pool.pop(stream.below(len(pool))))
        return out, nxt

    def to_json(self) -> list[int]:
        return [self.seed, self.counter]

    @staticmethod
    def from_json(data: Sequence[int]) -> Rng:
        return Rng(int(data[0]), int(data[1]))
