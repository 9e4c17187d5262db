"""Settings from the environment and `.env`, in one place. `.env.example` documents every key."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

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
    shard_ids: tuple[int, ...] | None = None
    """The gateway shards this process runs (None: one process runs them all)."""
    shard_count: int | None = None
    """How many shards every process together runs (None: Discord's recommendation, or one when unsharded)."""


POSTGRES_SCHEMES = ("postgresql", "postgres")


def is_postgres(database_url: str) -> bool:
    """Whether a DATABASE_URL names PostgreSQL (else it is SQLite's)."""
    return "://" in database_url and database_url.partition("://")[0].lower() in POSTGRES_SCHEMES


def shown(database_url: str) -> str:
    """The URL without its password: what a failure or a log line may say."""
    parts = urlsplit(database_url)
    if parts.password is None:
        return database_url
    netloc = f"{parts.username}@{parts.hostname or ''}" if parts.username else parts.hostname or ""
    if parts.port is not None:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def sqlite_path(database_url: str) -> Path:
    """The file behind a `sqlite:///relative.db` or `sqlite:////absolute.db` URL (or a bare path)."""
    if database_url.startswith("sqlite:///"):
        return Path(database_url.removeprefix("sqlite:///"))
    if "://" in database_url:
        raise ConfigError(
            f"DATABASE_URL must be a postgresql:// URL, a sqlite:/// URL or a file path, not {shown(database_url)!r}."
        )
    return Path(database_url)


def check_database_url(database_url: str) -> str:
    """`database_url` if Starmail can open it (PostgreSQL, or a SQLite URL or path), else a ConfigError."""
    if not is_postgres(database_url):
        sqlite_path(database_url)
    return database_url


def parse_shards(ids_text: str, count_text: str) -> tuple[tuple[int, ...] | None, int | None]:
    """Shard ids ("0,1" or a range "0-3") and the shard count, checked together: every id below the count."""
    count: int | None = None
    if count_text:
        if not count_text.isdigit() or int(count_text) < 1:
            raise ConfigError(f"STARMAIL_SHARD_COUNT must be a whole number from 1, not {count_text!r}.")
        count = int(count_text)
    if not ids_text:
        return None, count
    ids: list[int] = []
    for part in ids_text.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        if not first.isdigit() or (dash and not last.isdigit()):
            raise ConfigError(f"STARMAIL_SHARD_IDS must be shard numbers such as 0,1 or 0-3, not {ids_text!r}.")
        ids.extend(range(int(first), int(last if dash else first) + 1))
    if count is None:
        raise ConfigError("STARMAIL_SHARD_IDS needs STARMAIL_SHARD_COUNT, the number of shards of every process.")
    if not ids or max(ids) >= count:
        raise ConfigError(f"STARMAIL_SHARD_IDS must be numbers below STARMAIL_SHARD_COUNT ({count}), not {ids_text!r}.")
    return tuple(sorted(set(ids))), count


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
    check_database_url(database_url)  # validate early: a bad URL is a start-up error, not a first-move error
    shard_ids, shard_count = parse_shards(
        os.environ.get("STARMAIL_SHARD_IDS", "").strip(), os.environ.get("STARMAIL_SHARD_COUNT", "").strip()
    )
    return Settings(
        discord_token=token,
        database_url=database_url,
        dev_guild_id=int(guild_text) if guild_text else None,
        log_level=level,
        board_dir=Path(os.environ.get("STARMAIL_BOARD_DIR", "boards")),
        shard_ids=shard_ids,
        shard_count=shard_count,
    )
