"""Settings from the environment and `.env`, in one place. `.env.example` documents every key."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from dotenv import load_dotenv

from rules.i18n import WordedError, mark
from rules.players import SEARCH_SECONDS

DEFAULT_DATABASE_URL = "sqlite:///starmail.db"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
MIN_SEARCH_SECONDS, MAX_SEARCH_SECONDS = 0.05, 60.0


class ConfigError(WordedError):
    """A setting (or a command-line value) Starmail cannot use: one sentence naming the key and what is allowed, in
    the reader's language (`say(locale)`)."""


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
    metrics_port: int | None = None
    """STARMAIL_METRICS_PORT: where /metrics and /healthz listen (None: no endpoint; bot/metrics.py)."""
    metrics_host: str = "127.0.0.1"
    """STARMAIL_METRICS_HOST: the address the endpoint binds (loopback unless a scraper elsewhere needs it)."""
    search_seconds: float = SEARCH_SECONDS
    """STARMAIL_SEARCH_SECONDS: the "strong" AI's thinking time per decision, and how long its move waits at least."""


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
            mark("Starmail cannot open “{url}”: a database is a sqlite:/// URL, a postgresql:// URL or a file path."),
            url=shown(database_url),
        )
    return Path(database_url)


def check_database_url(database_url: str, key: str | None = None) -> str:
    """`database_url` if Starmail can open it (PostgreSQL, or a SQLite URL or path), else a ConfigError naming `key`
    (the setting it came from) when given."""
    if is_postgres(database_url):
        return database_url
    try:
        sqlite_path(database_url)
    except ConfigError:
        if key is None:
            raise
        raise ConfigError(
            mark("{key} must be a sqlite:/// URL, a postgresql:// URL or a file path, not “{url}”."),
            key=key,
            url=shown(database_url),
        ) from None
    return database_url


def database_name(database_url: str) -> str:
    """How a sentence names a database: its SQLite file, or its server's URL without the password."""
    return shown(database_url) if is_postgres(database_url) else str(sqlite_path(database_url))


def same_database(first: str, second: str) -> bool:
    """Whether two URLs (or paths) name one database: the same SQLite file however written, or the same database
    of the same PostgreSQL server."""
    if is_postgres(first) != is_postgres(second):
        return False
    if not is_postgres(first):
        return sqlite_path(first).resolve() == sqlite_path(second).resolve()
    return _server_database(first) == _server_database(second)


def _server_database(database_url: str) -> tuple[str | None, int, str, str]:
    parts = urlsplit(database_url)
    return parts.hostname, parts.port or 5432, parts.path, parts.query


def parse_shards(
    ids_text: str, count_text: str, ids_key: str = "STARMAIL_SHARD_IDS", count_key: str = "STARMAIL_SHARD_COUNT"
) -> tuple[tuple[int, ...] | None, int | None]:
    """Shard ids ("0,1" or a range "0-3") and the shard count, checked together: every id below the count. A
    refusal names the values by `ids_key` and `count_key`, where they came from (a setting or a flag of `run`)."""
    count = _whole(count_text)
    if count_text and (count is None or count < 1):
        raise ConfigError(mark("{key} must be a whole number from 1, not “{value}”."), key=count_key, value=count_text)
    if not ids_text:
        return None, count
    ranges: list[tuple[int, int]] = []
    for part in ids_text.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        low, high = _whole(first), _whole(last if dash else first)
        if low is None or high is None:
            raise ConfigError(
                mark("{key} must be shard numbers such as 0,1 or 0-3, not “{value}”."), key=ids_key, value=ids_text
            )
        ranges.append((low, high))
    if count is None:
        raise ConfigError(
            mark("{key} needs {count_key}, the number of shards of every process."), key=ids_key, count_key=count_key
        )
    # checked before the ranges are spelled out: "0-99999999999" is a mistake, not a list to build
    if not any(low <= high for low, high in ranges) or max(high for _, high in ranges) >= count:
        raise ConfigError(
            mark("{key} must be numbers below {count_key} ({count}), not “{value}”."),
            key=ids_key,
            count_key=count_key,
            count=count,
            value=ids_text,
        )
    return tuple(sorted({shard for low, high in ranges for shard in range(low, high + 1)})), count


def _whole(text: str) -> int | None:
    """`text` as a whole number of at most 20 digits (a Discord id has up to 20), else None: int() refuses thousands of
    digits with an error of its own, and isdigit() lets through digits int() cannot read, such as "²"."""
    return int(text) if text.isdecimal() and len(text) <= 20 else None


def load_settings(env_file: str | os.PathLike[str] | None = ".env") -> Settings:
    """Read the settings; values already in the environment win over the `.env` file."""
    if env_file is not None and Path(env_file).is_file():
        load_dotenv(env_file, override=False)
    token = os.environ.get("DISCORD_TOKEN", "").strip() or None
    guild_text = os.environ.get("STARMAIL_DEV_GUILD_ID", "").strip()
    if guild_text and _whole(guild_text) is None:
        raise ConfigError(
            mark("STARMAIL_DEV_GUILD_ID must be a server id (digits only), not “{value}”."), value=guild_text
        )
    level = os.environ.get("STARMAIL_LOG_LEVEL", "INFO").strip().upper()
    if level not in LOG_LEVELS:
        raise ConfigError(
            mark("STARMAIL_LOG_LEVEL must be one of {levels}, not “{value}”."),
            levels=", ".join(LOG_LEVELS),
            value=level,
        )
    database_url = os.environ.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE_URL
    # validated early: a bad URL is a start-up error, not a first move's
    check_database_url(database_url, "DATABASE_URL")
    shard_ids, shard_count = parse_shards(
        os.environ.get("STARMAIL_SHARD_IDS", "").strip(), os.environ.get("STARMAIL_SHARD_COUNT", "").strip()
    )
    metrics_port, metrics_host = metrics_settings()
    search_text = os.environ.get("STARMAIL_SEARCH_SECONDS", "").strip()
    return Settings(
        discord_token=token,
        database_url=database_url,
        dev_guild_id=int(guild_text) if guild_text else None,
        log_level=level,
        board_dir=Path(os.environ.get("STARMAIL_BOARD_DIR", "boards")),
        shard_ids=shard_ids,
        shard_count=shard_count,
        metrics_port=metrics_port,
        metrics_host=metrics_host,
        search_seconds=search_seconds(search_text) if search_text else SEARCH_SECONDS,
    )


def search_seconds(text: str) -> float:
    """STARMAIL_SEARCH_SECONDS: a number of seconds from 0.05 to 60."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not MIN_SEARCH_SECONDS <= value <= MAX_SEARCH_SECONDS:
        raise ConfigError(
            mark("STARMAIL_SEARCH_SECONDS must be a number of seconds from 0.05 to 60, not “{value}”."), value=text
        )
    return value


def metrics_settings() -> tuple[int | None, str]:
    """STARMAIL_METRICS_PORT (a port, or unset: no endpoint) and STARMAIL_METRICS_HOST (default loopback)."""
    text = os.environ.get("STARMAIL_METRICS_PORT", "").strip()
    port = _whole(text)
    if text and (port is None or not 1 <= port <= 65535):
        raise ConfigError(
            mark("{key} must be a whole number from 1, not “{value}”."), key="STARMAIL_METRICS_PORT", value=text
        )
    return port, os.environ.get("STARMAIL_METRICS_HOST", "").strip() or "127.0.0.1"
