"""`open_store(url)` is the only way the application opens a store: no module outside bot/store names an engine."""

from __future__ import annotations

import re
from pathlib import Path

from bot.store import open_store
from bot.store.base import Store
from tests import postgres

BOT = Path(__file__).resolve().parents[2] / "bot"
ENGINE = re.compile(r"\bSqliteStore\b|bot\.store\.sqlite|\bPostgresStore\b|bot\.store\.postgres")


def test_no_module_outside_the_store_names_an_engine() -> None:
    naming = [
        str(path.relative_to(BOT))
        for path in sorted(BOT.rglob("*.py"))
        if "store" not in path.relative_to(BOT).parts[:1] and ENGINE.search(path.read_text(encoding="utf-8"))
    ]
    assert naming == []


async def test_open_store_opens_a_sqlite_url_and_a_plain_path(tmp_path: Path) -> None:
    for location in (f"sqlite:///{tmp_path / 'a.db'}", str(tmp_path / "b.db")):
        store: Store = await open_store(location)
        try:
            assert await store.count_games() == 0
        finally:
            await store.close()


async def test_open_store_opens_a_postgresql_url(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    for location in (url, url.replace("postgresql://", "postgres://", 1)):
        store: Store = await open_store(location)
        try:
            assert await store.count_games() == 0
        finally:
            await store.close()
