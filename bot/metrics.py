"""Health and Prometheus metrics (README "Metrics"): an optional HTTP endpoint, on when STARMAIL_METRICS_PORT is set.

One `Metrics` object per process, made by the run path and handed to what records (the service, the scheduler,
delivery, the Discord client); code without one (tests, the terminal table) passes None and records nothing. Its
collectors live in a registry of its own, never prometheus_client's global one, so two clients in one test process
count apart.

Labels stay few: a game's KIND ("hanse"), never its number; a refusal's `Refusal.code`; an HTTP status; an
interaction's type. The endpoint (`serve`) answers `/metrics` (the text format) and `/healthz` (200 and a small JSON
body when the gateway is connected, a trivial database query succeeds and the outbox's oldest row is younger than
`OUTBOX_STUCK_SECONDS`; else 503 naming the checks that failed).

This module imports no Discord code: the core (bot/game) records through it too.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from types import SimpleNamespace

import aiohttp
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

log = logging.getLogger(__name__)

DEFAULT_HOST = "127.0.0.1"
OUTBOX_STUCK_SECONDS = 300.0
"""An undelivered outbox row older than this fails /healthz: delivery runs right after each write, and a restart
delivers what is left, so minutes of backlog mean delivery is broken (or Discord unreachable)."""

LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)
"""Seconds; Discord drops an interaction not answered within 3."""

CHECKS = ("gateway", "database", "outbox")

INTERACTION_KINDS = {2: "command", 3: "click", 4: "autocomplete", 5: "modal"}
_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
_PENDING_LIMIT = 10_000
"""Interactions waiting for their first answer that are remembered: one never answered must not grow memory."""

Vitals = Callable[[], Awaitable[tuple[int, float | None, int]]]
"""The store's `vitals()`: outbox rows, the oldest one's write time (None: empty), active games."""


class Metrics:
    """Every collector Starmail exports, in a registry of its own (`registry`)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.moves_applied = Counter(
            "starmail_moves_applied", "Player moves applied, by game kind", ["game"], registry=r
        )
        self.moves_refused = Counter(
            "starmail_moves_refused",
            "Player moves refused, by game kind and refusal code",
            ["game", "reason"],
            registry=r,
        )
        self.first_answer = Histogram(
            "starmail_interaction_first_answer_seconds",
            "From an interaction's arrival to the end of its first answer (the callback), by interaction kind",
            ["kind"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.outbox_backlog = Gauge("starmail_outbox_backlog", "Outbox rows not yet delivered", registry=r)
        self.outbox_oldest_age = Gauge(
            "starmail_outbox_oldest_age_seconds", "Age of the oldest undelivered outbox row (0: none)", registry=r
        )
        self.discord_requests = Counter(
            "starmail_discord_requests",
            "Discord REST requests, by HTTP status (429: rate limited)",
            ["status"],
            registry=r,
        )
        self.deadlines_fired = Counter(
            "starmail_deadlines_fired",
            "Deadlines (and reminders) the scheduler fired, by timer kind",
            ["kind"],
            registry=r,
        )
        self.games_active = Gauge("starmail_games_active", "Games being played", registry=r)
        self.database_errors = Counter(
            "starmail_database_errors",
            "Database errors, by kind (the failure's kind or the exception's class)",
            ["kind"],
            registry=r,
        )
        self.health_failing = Gauge(
            "starmail_health_failing",
            "1 while a /healthz check fails (gateway, database, outbox), as of the latest scrape",
            ["check"],
            registry=r,
        )
        self._arrived: dict[int, tuple[str, float]] = {}

    # -- recording ---------------------------------------------------------------------------------------------
    def applied(self, game: str) -> None:
        self.moves_applied.labels(game=game).inc()

    def refused(self, game: str, reason: str) -> None:
        self.moves_refused.labels(game=game, reason=reason).inc()

    def deadline_fired(self, kind: str) -> None:
        self.deadlines_fired.labels(kind=kind).inc()

    def database_error(self, error: BaseException) -> None:
        kind = getattr(error, "kind", None)
        self.database_errors.labels(kind=kind if isinstance(kind, str) else type(error).__name__).inc()

    def arrived(self, interaction_id: int, interaction_type: int, at: float | None = None) -> None:
        """An interaction came in (the client's `on_interaction`); its first answer's callback ends the clock."""
        if len(self._arrived) >= _PENDING_LIMIT:
            self._arrived.clear()  # never answered ones: forgetting them costs a few samples, not memory
        kind = INTERACTION_KINDS.get(interaction_type, "other")
        self._arrived[interaction_id] = (kind, time.monotonic() if at is None else at)

    def answered(self, interaction_id: int, at: float | None = None) -> None:
        arrival = self._arrived.pop(interaction_id, None)
        if arrival is not None:
            kind, start = arrival
            self.first_answer.labels(kind=kind).observe((time.monotonic() if at is None else at) - start)

    def responded(self, path: str, status: int) -> None:
        """One Discord REST response (the HTTP trace below): counted by status; an interaction callback answers."""
        self.discord_requests.labels(status=str(status)).inc()
        found = _CALLBACK.search(path)
        if found is not None and status < 400:
            self.answered(int(found.group(1)))

    def trace(self) -> aiohttp.TraceConfig:
        """For discord.py's HTTP client (`http_trace`): every REST response, including the 429s discord.py retries by
        itself. The gateway's websocket goes through the same session: only /api/ paths count."""
        config = aiohttp.TraceConfig()

        async def on_end(
            session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestEndParams
        ) -> None:
            if "/api/" in params.url.path:
                self.responded(params.url.path, params.response.status)

        config.on_request_end.append(on_end)
        return config

    def text(self) -> bytes:
        return generate_latest(self.registry)


# -- health -------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Health:
    """The result of the checks: `failed` names each failing one (empty: healthy)."""

    failed: tuple[str, ...]
    outbox: int | None
    oldest_age: float | None

    @property
    def ok(self) -> bool:
        return not self.failed

    def body(self) -> dict[str, object]:
        return {
            "status": "ok" if self.ok else "failing",
            "failed": list(self.failed),
            "outbox": self.outbox,
            "outbox_oldest_age_seconds": self.oldest_age,
        }


def judge(
    connected: bool,
    vitals: tuple[int, float | None, int] | None,
    now: float,
    stuck_after: float = OUTBOX_STUCK_SECONDS,
) -> Health:
    """The health verdict from what was observed: `vitals` None means the database query failed."""
    failed: list[str] = []
    if not connected:
        failed.append("gateway")
    if vitals is None:
        failed.append("database")
        return Health(tuple(failed), None, None)
    backlog, oldest, _ = vitals
    age = None if oldest is None else max(0.0, now - oldest)
    if age is not None and age > stuck_after:
        failed.append("outbox")
    return Health(tuple(failed), backlog, age)


class Probe:
    """Runs the checks and refreshes the gauges read from the database (before each scrape and each /healthz)."""

    def __init__(
        self,
        metrics: Metrics,
        connected: Callable[[], bool],
        vitals: Vitals,
        now: Callable[[], float] = time.time,
        stuck_after: float = OUTBOX_STUCK_SECONDS,
    ) -> None:
        self.metrics = metrics
        self._connected = connected
        self._vitals = vitals
        self._now = now
        self._stuck_after = stuck_after

    async def check(self) -> Health:
        try:
            vitals: tuple[int, float | None, int] | None = await self._vitals()
        except Exception as error:  # any failure of the trivial query is the database's
            log.warning("health check: the database query failed: %s", error)
            self.metrics.database_error(error)
            vitals = None
        health = judge(self._connected(), vitals, self._now(), self._stuck_after)
        for check in CHECKS:
            self.metrics.health_failing.labels(check=check).set(1 if check in health.failed else 0)
        if vitals is not None:
            self.metrics.outbox_backlog.set(vitals[0])
            self.metrics.outbox_oldest_age.set(health.oldest_age or 0.0)
            self.metrics.games_active.set(vitals[2])
        return health


def application(probe: Probe) -> web.Application:
    async def metrics(request: web.Request) -> web.Response:
        await probe.check()
        return web.Response(body=probe.metrics.text(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def healthz(request: web.Request) -> web.Response:
        health = await probe.check()
        return web.json_response(health.body(), status=200 if health.ok else 503)

    app = web.Application()
    app.router.add_get("/metrics", metrics)
    app.router.add_get("/healthz", healthz)
    return app


async def serve(probe: Probe, port: int, host: str = DEFAULT_HOST) -> web.AppRunner:
    """Start the endpoint; `await runner.cleanup()` stops it. Port 0 picks a free one (`bound_port`)."""
    runner = web.AppRunner(application(probe), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("metrics and health on http://%s:%s/metrics and /healthz", host, bound_port(runner))
    return runner


def bound_port(runner: web.AppRunner) -> int:
    """The port the endpoint listens on (the one the OS chose for port 0)."""
    for address in runner.addresses:
        if isinstance(address, tuple):
            return int(address[1])
    raise RuntimeError("the metrics endpoint is not listening")
