"""The PostgreSQL store (asyncpg): `PostgresStore` (store.py), its migrations (migrations/*.sql, migrate.py) and
its failures (failures.py). Imported only when DATABASE_URL names PostgreSQL: asyncpg is an optional dependency
(`pip install starmail[postgres]`)."""

from __future__ import annotations

from bot.store.postgres.store import PostgresStore

__all__ = ["PostgresStore"]
