"""Waiting in tests: for an event, never for time.

A test waits for something to happen (a request recorded, a row written, a line printed, a process ended); how long
that takes is the machine's business. The ceiling on every such wait, `HANG`, is there only so that a hang fails the
test instead of stalling the run: it lies far above how long anything takes, even on a machine busy with other work,
so reaching it means that what was awaited will not come. A wait that reaches it says what it waited for (`awaited`).

Timing targets (how fast a move, a post or a start is) are measured by `make bench`, never asserted in a test.
"""

from __future__ import annotations

import asyncio
import linecache
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import FrameType
from typing import TypeVar

T = TypeVar("T")

HANG = 300.0
"""Seconds after which a wait is a hang. Idle, the slowest awaited event of the suite takes a few seconds; six times
that on a machine loaded beyond its cores is still a tenth of this."""

LOOK_AGAIN = 0.05
"""Seconds between two looks at a condition nothing signals. It decides nothing: the wait ends when the condition
holds, or at the hang's ceiling; a busy machine only makes the looks fewer."""

_HELPERS = (Path(__file__).resolve().parent / "e2e" / "fake_discord", Path(__file__).resolve())


def awaited(what: str | None = None) -> str:
    """`what`, else the line of test code that is waiting (the first caller outside the waiting helpers), so that a
    hang's message names what did not come."""
    if what:
        return what
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        path = Path(frame.f_code.co_filename).resolve()
        if not any(path == helper or helper in path.parents for helper in _HELPERS):
            line = linecache.getline(str(path), frame.f_lineno).strip()
            return f"{line} ({path.name}:{frame.f_lineno})"
        frame = frame.f_back
    return "an event"


def hang(what: str | None, ceiling: float = HANG) -> TimeoutError:
    """The error of a wait that reached its ceiling."""
    return TimeoutError(f"still waiting after {ceiling:.0f} s (a hang) for: {awaited(what)}")


async def event(awaitable: Awaitable[T], what: str | None = None, ceiling: float = HANG) -> T:
    """Await `awaitable` (a reply, a line, a process's end), failing with what was awaited if it hangs."""
    try:
        return await asyncio.wait_for(awaitable, ceiling)
    except TimeoutError:
        raise hang(what, ceiling) from None


async def condition(check: Callable[[], Awaitable[bool]], what: str, ceiling: float = HANG) -> None:
    """Wait until `check()` holds, for a condition nothing signals (a row another process writes): looked at again
    after each short pause, so the wait ends on the condition, not on the clock."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + ceiling
    while not await check():
        if loop.time() > give_up:
            raise hang(what, ceiling)
        await asyncio.sleep(LOOK_AGAIN)
