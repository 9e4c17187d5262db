"""PostgreSQL's numbered migrations (`bot/store/postgres/migrations/NNN_name.sql`), applied in order at start.

The same discipline as SQLite's (bot/store/migrate.py): `schema_version` holds one row, the number of the last
migration applied, and each migration commits together with its bump. A transaction-level advisory lock makes
processes that start at once apply them one after the other, so none is applied twice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no type information

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")
MIGRATION_LOCK = -7_000_017
"""The advisory lock key migrations hold (game ids, the other keys, are positive)."""


@dataclass(frozen=True)
class Migration:
    number: int
    name: str
    script: str


@cache
def migrations() -> tuple[Migration, ...]:
    """Every migration shipped, by number; the numbers must run 1, 2, 3, ... without gaps."""
    found: list[Migration] = []
    for path in sorted(MIGRATIONS_DIR.glob("*.sql")):
        match = _NAME.match(path.name)
        if match is None:
            raise ValueError(f"Migration file {path.name!r} is not named NNN_name.sql.")
        found.append(Migration(int(match.group(1)), path.stem, path.read_text(encoding="utf-8")))
    for expected, migration in enumerate(found, start=1):
        if migration.number != expected:
            raise ValueError(f"Migration {migration.name!r} should be number {expected:03d}.")
    return tuple(found)


def latest_version() -> int:
    return len(migrations())


async def schema_version(conn: asyncpg.Connection) -> int:
    """The version of an open database (0 for an empty one)."""
    if await conn.fetchval("SELECT to_regclass('schema_version')") is None:
        return 0
    found = await conn.fetchval("SELECT version FROM schema_version")
    return int(found) if found is not None else 0


async def migrate(conn: asyncpg.Connection, target: int | None = None) -> int:
    """Bring the database up to `target` (default: the latest) and return the version reached."""
    wanted = latest_version() if target is None else target
    for migration in migrations()[:wanted]:
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            if await schema_version(conn) >= migration.number:
                continue
            await conn.execute(migration.script)
            await conn.execute("DELETE FROM schema_version")
            await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", migration.number)
    return await schema_version(conn)
