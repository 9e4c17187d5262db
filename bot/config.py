"""Settings from the environment and `.env`, in one place. `.env.example` documents every key."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

DEFAULT_DATABASE_URL = "sqlite:///starmail.db"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class ConfigError(ValueError):
    """A setting with a value Starmail cannot use; the message names the key and what is allowed."""


@dataclass(frozen=True)
class Settings:
    discord_token: str | None
    database_url: str
    dev_guild_id: int | None
    log_level: str
    board_dir: Path


def sqlite_path(database_url: str) -> Path:
    """The file behind a `sqlite:///relative.db` or `sqlite:////absolute.db` URL (or a bare path)."""
    if database_url.startswith("sqlite:///"):
        return Path(database_url.removeprefix("sqlite:///"))
    if "://" in database_url:
        raise ConfigError(f"DATABASE_URL must be a sqlite:/// URL or a file path, not {database_url!r}.")
    return Path(database_url)


def load_settings(env_file: str | os.PathLike[str] | None = ".env") -> Settings:
    """Read the settings; values already in the environment win over the `.env` file."""
    if env_file is not None and Path(env_file).is_file():
        load_dotenv(env_file, override=False)
    token = os.environ.get("DISCORD_TOKEN", "").strip() or None
    guild_text = os.environ.get("STARMAIL_DEV_GUILD_ID", "").strip()
    if guild_text and not guild_text.isdigit():
        raise ConfigError(f"STARMAIL_DEV_GUILD_ID must be a server id (digits only), not {guild_text!r}.")
    level = os.environ.get("STARMAIL_LOG_LEVEL", "INFO").strip().upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"STARMAIL_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}.")
    database_url = os.environ.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL
    sqlite_path(database_url)  # validate early: a bad URL is a start-up error, not a first-move error
    return Settings(
        discord_token=token,
        database_url=database_url,
        dev_guild_id=int(guild_text) if guild_text else None,
        log_level=level,
        board_dir=Path(os.environ.get("STARMAIL_BOARD_DIR", "boards")),
    )
