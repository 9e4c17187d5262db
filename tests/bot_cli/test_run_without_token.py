"""`starmail run` without a token explains how to get one and exits non-zero."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, load_settings
from tests.waits import HANG


def run_starmail(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "STARMAIL_", "DATABASE_"))}
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        check=False,
        cwd=tmp_path,  # no .env there
        env={**clean, **env, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
        capture_output=True,
        text=True,
        timeout=HANG,
    )


def test_run_without_token_explains_setup_and_fails(tmp_path: Path) -> None:
    done = run_starmail(["run"], tmp_path)
    assert done.returncode == 2
    for needle in ("DISCORD_TOKEN", "applications.commands", "Manage Channels", "Attach Files", ".env"):
        assert needle in done.stderr
    assert done.stdout == ""


def test_bad_setting_is_a_clear_error(tmp_path: Path) -> None:
    done = run_starmail(["run"], tmp_path, STARMAIL_LOG_LEVEL="LOUD")
    assert done.returncode == 2
    assert "STARMAIL_LOG_LEVEL must be one of" in done.stderr


def test_settings_read_env_file_and_environment_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for key in ("DISCORD_TOKEN", "DATABASE_URL", "STARMAIL_DEV_GUILD_ID", "STARMAIL_LOG_LEVEL"):
        # setenv first so that monkeypatch restores the key's absence after load_dotenv wrote it
        monkeypatch.setenv(key, "")
        monkeypatch.delenv(key)
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=abc\nSTARMAIL_DEV_GUILD_ID=123\nSTARMAIL_LOG_LEVEL=debug\n")
    monkeypatch.setenv("STARMAIL_LOG_LEVEL", "warning")
    settings = load_settings(env_file)
    assert settings.discord_token == "abc"
    assert settings.dev_guild_id == 123
    assert settings.log_level == "WARNING"
    assert settings.database_url == "sqlite:///starmail.db"


def test_bad_guild_id_and_database_url_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STARMAIL_DEV_GUILD_ID", "my-server")
    with pytest.raises(ConfigError, match="digits only"):
        load_settings(None)
    monkeypatch.setenv("STARMAIL_DEV_GUILD_ID", "")
    monkeypatch.setenv("DATABASE_URL", "mysql://x")
    with pytest.raises(ConfigError, match="sqlite"):
        load_settings(None)


def test_a_refused_token_is_explained_in_plain_words(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import discord

    import bot.discord.client
    from bot.cli import main

    def refuse(settings: object) -> None:
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(bot.discord.client, "run_bot", refuse)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Discord refused the token in DISCORD_TOKEN: it is wrong, or it was reset.")
    assert "Reset Token" in err


def test_a_bot_without_its_translations_or_fonts_does_not_start_and_says_why(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import bot.discord.client
    import render.fonts
    from bot.cli import main

    started: list[object] = []
    monkeypatch.setattr(bot.discord.client, "run_bot", started.append)
    monkeypatch.setattr(render.fonts, "FONT_DIR", tmp_path / "site-packages" / "data" / "fonts")
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    assert main(["run"]) == 2
    assert started == []
    err = capsys.readouterr().err
    assert err.startswith("Starmail's translations or fonts are not where it reads them: ")
    assert str(tmp_path / "site-packages" / "data" / "fonts") in err
