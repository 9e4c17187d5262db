"""Every request the bot makes to the fake, recorded in order, and a way to wait for one without sleeping.

A `RecordedRequest` is added only after its handler has changed the world, so when `wait_for` returns, the
message, channel or interaction response the request made is already visible through the fake's accessors.

    req = await fake.wait_for(lambda r: r.route == "POST /channels/{channel_id}/messages")
    req.json["content"], req.files[0].data, req.response["id"]
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.waits import HANG, hang


@dataclass(frozen=True)
class UploadedFile:
    """One file part of a multipart request: its bytes, filename, alt text (description) and field name."""

    field: str
    filename: str
    data: bytes
    description: str | None = None
    content_type: str | None = None


@dataclass(frozen=True)
class RecordedRequest:
    """One REST request: `route` is "METHOD /template" (e.g. "POST /channels/{channel_id}/messages"),
    `params` the path parameters, `json` the JSON body (for multipart: the payload_json part),
    `files` the uploaded files, `status` and `response` what the fake answered."""

    seq: int
    method: str
    route: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    json: Any
    files: tuple[UploadedFile, ...] = ()
    status: int = 200
    response: Any = None
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300

    @property
    def error_code(self) -> int | None:
        """Discord's JSON error code when the fake refused the request (50007, 50013...)."""
        if self.ok or not isinstance(self.response, dict):
            return None
        code = self.response.get("code")
        return int(code) if code is not None else None


Predicate = Callable[[RecordedRequest], bool]


class Recorder:
    """The request log plus a condition signalled on every new entry."""

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._changed = asyncio.Condition()

    async def add(self, request: RecordedRequest) -> None:
        self.requests.append(request)
        async with self._changed:
            self._changed.notify_all()

    async def notify(self) -> None:
        """Wake waiters after a world change that is not a request (e.g. a gateway connection)."""
        async with self._changed:
            self._changed.notify_all()

    def next_seq(self) -> int:
        return len(self.requests)

    def find(self, predicate: Predicate, *, since: int = 0) -> RecordedRequest | None:
        for request in self.requests[since:]:
            if predicate(request):
                return request
        return None

    async def wait_until(self, check: Callable[[], bool], *, timeout: float = HANG, what: str | None = None) -> None:
        """Wait until `check()` is true; it is re-evaluated whenever something is recorded. `timeout` is a hang's
        ceiling (tests/waits.py); reaching it names `what` (else the waiting line of the test)."""
        try:
            async with self._changed:
                await asyncio.wait_for(self._changed.wait_for(check), timeout)
        except TimeoutError:
            recent = [f"{r.route} -> {r.status}" for r in self.requests[-15:]]
            raise TimeoutError(
                f"{hang(what, timeout)} (did a bot handler fail? see the captured log); last requests: {recent}"
            ) from None

    async def wait_for(
        self, predicate: Predicate, *, timeout: float = HANG, since: int = 0, what: str | None = None
    ) -> RecordedRequest:
        """The first request (from index `since`) matching `predicate`, waiting for it if needed."""
        found: list[RecordedRequest] = []

        def check() -> bool:
            hit = self.find(predicate, since=since)
            if hit is not None:
                found.append(hit)
            return hit is not None

        await self.wait_until(check, timeout=timeout, what=what)
        return found[0]
