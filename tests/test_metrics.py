"""The health verdict and the recording of bot/metrics.py, without Discord (the endpoint end to end:
tests/e2e/test_bot_metrics.py)."""

from __future__ import annotations

import pytest

from bot.config import ConfigError, load_settings
from bot.metrics import OUTBOX_STUCK_SECONDS, Metrics, Probe, judge
from bot.store.failures import StorageFailure


def value(metrics: Metrics, name: str, **labels: str) -> float:
    found = metrics.registry.get_sample_value(name, labels)
    return 0.0 if found is None else found


def test_healthy_when_connected_the_database_answers_and_the_outbox_moves() -> None:
    health = judge(True, (2, 1000.0, 5), now=1030.0)
    assert health.ok and health.body() == {
        "status": "ok",
        "failed": [],
        "outbox": 2,
        "outbox_oldest_age_seconds": 30.0,
    }


def test_an_empty_outbox_is_never_stuck() -> None:
    assert judge(True, (0, None, 0), now=10**9).ok


def test_an_outbox_row_older_than_the_threshold_fails_the_outbox_check() -> None:
    health = judge(True, (1, 1000.0, 1), now=1000.0 + OUTBOX_STUCK_SECONDS + 1)
    assert health.failed == ("outbox",) and health.body()["status"] == "failing"


def test_a_disconnected_gateway_and_a_failed_query_both_show() -> None:
    health = judge(False, None, now=0.0)
    assert health.failed == ("gateway", "database") and health.outbox is None


async def test_a_probe_refreshes_the_gauges_and_counts_a_failing_database() -> None:
    metrics = Metrics()
    answers: list[tuple[int, float | None, int] | Exception] = [
        (3, 100.0, 7),
        StorageFailure("busy", "starmail.db"),
    ]

    async def vitals() -> tuple[int, float | None, int]:
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    probe = Probe(metrics, lambda: True, vitals, now=lambda: 160.0)
    assert (await probe.check()).ok
    assert value(metrics, "starmail_outbox_backlog") == 3
    assert value(metrics, "starmail_outbox_oldest_age_seconds") == 60.0
    assert value(metrics, "starmail_games_active") == 7
    failing = await probe.check()
    assert failing.failed == ("database",)
    assert value(metrics, "starmail_health_failing", check="database") == 1
    assert value(metrics, "starmail_health_failing", check="gateway") == 0
    assert value(metrics, "starmail_database_errors_total", kind="busy") == 1
    assert value(metrics, "starmail_games_active") == 7  # the last known value stays


def test_a_callback_ends_the_clock_of_its_interaction_and_every_response_counts_by_status() -> None:
    metrics = Metrics()
    metrics.arrived(42, 3, at=10.0)
    metrics.responded("/api/v10/channels/1/messages", 429)
    metrics.responded("/api/v10/interactions/42/token/callback", 204)
    metrics.responded("/api/v10/interactions/42/token/callback", 204)  # a second answer is not a first one
    assert value(metrics, "starmail_discord_requests_total", status="429") == 1
    assert value(metrics, "starmail_discord_requests_total", status="204") == 2
    assert value(metrics, "starmail_interaction_first_answer_seconds_count", kind="click") == 1
    metrics.arrived(43, 2, at=0.0)
    metrics.answered(43, at=0.5)
    assert value(metrics, "starmail_interaction_first_answer_seconds_sum", kind="command") == 0.5


def test_moves_are_counted_by_game_kind_and_refusal_code_in_a_registry_of_their_own() -> None:
    first, second = Metrics(), Metrics()
    first.applied("hanse")
    first.refused("hanse", "stale")
    assert value(first, "starmail_moves_applied_total", game="hanse") == 1
    assert value(first, "starmail_moves_refused_total", game="hanse", reason="stale") == 1
    assert value(second, "starmail_moves_applied_total", game="hanse") == 0


def test_the_port_setting_is_optional_and_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("STARMAIL_METRICS_PORT", raising=False)
    monkeypatch.delenv("STARMAIL_METRICS_HOST", raising=False)
    assert load_settings(None).metrics_port is None
    monkeypatch.setenv("STARMAIL_METRICS_PORT", "9464")
    settings = load_settings(None)
    assert (settings.metrics_port, settings.metrics_host) == (9464, "127.0.0.1")
    monkeypatch.setenv("STARMAIL_METRICS_HOST", "0.0.0.0")
    assert load_settings(None).metrics_host == "0.0.0.0"
    monkeypatch.setenv("STARMAIL_METRICS_PORT", "70000")
    with pytest.raises(ConfigError, match="STARMAIL_METRICS_PORT"):
        load_settings(None)
