"""Numbered migrations (`bot/store/migrations/NNN_name.sql`, or `NNN_name.py` where data must be rewritten
by code), applied in order at start.

A Python migration is a module with `async def upgrade(conn: aiosqlite.Connection) -> None`; it runs inside
the migration's transaction like the statements of an SQL one.

`schema_version` holds one row: the number of the last migration applied. Each migration runs in its own
`BEGIN IMMEDIATE` transaction together with the version bump, so a crash mid-migration leaves the
database at the previous version, and two processes starting at once do not apply a migration twice.
"""

from __future__ import annotations

import importlib
import re
import sqlite3
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import aiosqlite

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.(sql|py)$")

Upgrade = Callable[[aiosqlite.Connection], Awaitable[None]]


@dataclass(frozen=True)
class Migration:
    number: int
    name: str
    statements: tuple[str, ...] = ()
    upgrade: Upgrade | None = None


def split_statements(script: str) -> tuple[str, ...]:
    """Split a SQL script into complete statements (comments and blank lines dropped)."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines():
        if not buffer and (not line.strip() or line.lstrip().startswith("--")):
            continue
        buffer += line + "\n"
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        raise ValueError(f"Incomplete SQL statement at the end of a migration: {buffer.strip()[:60]!r}")
    return tuple(statements)


@cache
def migrations() -> tuple[Migration, ...]:
    """Every migration shipped, by number; the numbers must run 1, 2, 3, ... without gaps."""
    found: list[Migration] = []
    for path in sorted(MIGRATIONS_DIR.iterdir()):
        if path.name == "__init__.py" or path.suffix not in (".sql", ".py"):
            continue
        match = _NAME.match(path.name)
        if match is None:
            raise ValueError(f"Migration file {path.name!r} is not named NNN_name.sql or NNN_name.py.")
        number = int(match.group(1))
        if path.suffix == ".py":
            module = importlib.import_module(f"{__package__}.migrations.{path.stem}")
            found.append(Migration(number, path.stem, upgrade=module.upgrade))
        else:
            found.append(Migration(number, path.stem, split_statements(path.read_text(encoding="utf-8"))))
    for expected, migration in enumerate(found, start=1):
        if migration.number != expected:
            raise ValueError(f"Migration {migration.name!r} should be number {expected:03d}.")
    return tuple(found)


def latest_version() -> int:
    return len(migrations())


async def schema_version(conn: aiosqlite.Connection) -> int:
    """The version of an open database (0 for an empty one)."""
    async with conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'") as cur:
        if await cur.fetchone() is None:
            return 0
    async with conn.execute("SELECT version FROM schema_version") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row is not None else 0


async def migrate(conn: aiosqlite.Connection, target: int | None = None) -> int:
    """Bring the database up to `target` (default: the latest) and return the version reached.

    The connection must be in autocommit mode (isolation_level=None): transactions here are explicit.
    """
    wanted = latest_version() if target is None else target
    await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    for migration in migrations()[:wanted]:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            current = await schema_version(conn)
            if current >= migration.number:
                await conn.execute("COMMIT")
                continue
            for statement in migration.statements:
                await conn.execute(statement)
            if migration.upgrade is not None:
                await migration.upgrade(conn)
            await conn.execute("DELETE FROM schema_version")
            await conn.execute("INSERT INTO schema_version (version) VALUES (?)", (migration.number,))
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise
    return await schema_version(conn)
