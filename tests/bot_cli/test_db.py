"""`starmail db copy` and `starmail db upgrade`: every table goes from SQLite to PostgreSQL and back unchanged, each
game replayed; a destination that holds data and a schema newer than this Starmail are refused in one sentence."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.game.service import GameService
from bot.store.base import Preferences
from bot.store.copy import COUNTED, TABLES
from bot.store.migrate import latest_version as sqlite_latest
from bot.store.postgres import PostgresStore
from bot.store.postgres.migrate import latest_version as postgres_latest
from bot.store.sqlite import SqliteStore
from tests import postgres
from tests.bot_cli.cli_support import starmail
from tests.game.support import first_choice

HOST, GUEST = 11, 12


async def _played(path: Path) -> int:
    """A database holding a Hanse game some moves in, and a row in every other table."""
    store = await SqliteStore.open(path, synchronous="NORMAL")
    try:
        service = GameService(store, seed_source=lambda: 4242)
        created = await service.create("hanse", HOST, guild_id=5, channel_id=6, options={"round_cap": 2})
        await service.join(created.game_id, GUEST)
        await service.start(created.game_id, HOST)
        for _ in range(6):
            public = await service.view(created.game_id, None)
            user = next(s.user_id for s in public.seats if s.seat in public.acting and s.user_id is not None)
            action, seq = await first_choice(service, created.game_id, user)
            await service.act(created.game_id, user, action, seq)
        await service.create("hanse", HOST, guild_id=5)  # a lobby: nothing to replay
        await store.update_guild_settings(5, {"locale": "de", "kick_policy": "pause"})
        await store.set_away(GUEST, 2e9, "extend")
        await store.set_discord_game(created.game_id, 6, {"guild": 5, "posted": 3})
        await store.set_dm_closed(GUEST, 1.5)
        await store.set_bot_value("command_fingerprint:global", "abc")
        await store.set_user_locale(HOST, seen="fr", chosen="nl")
        night = Preferences(time_zone="America/Sao_Paulo", quiet=(22 * 60, 7 * 60 + 30), notify="reminders")
        await store.set_user_preferences(GUEST, night)
        await store.hold_notices([GUEST], 1_700_000_000.25)
        await store.add_timer(created.game_id, "reminder", 2e9, {"due": 2e9})
        return created.game_id
    finally:
        await store.close()


async def _tables(store: SqliteStore | PostgresStore) -> dict[str, list[tuple[object, ...]]]:
    return {table: await store.read_table(table, columns) for table, columns in TABLES}


async def test_every_table_goes_to_postgresql_and_back_unchanged(tmp_path: Path) -> None:
    await _played(tmp_path / "source.db")
    url = postgres.database_url(tmp_path)
    there = starmail(["db", "copy", str(tmp_path / "source.db"), url], tmp_path)
    assert there.returncode == 0, there.stderr
    assert "Copied 2 games" in there.stdout and "each one replays as it did" in there.stdout
    back = starmail(["db", "copy", url, f"sqlite:///{tmp_path / 'back.db'}"], tmp_path)
    assert back.returncode == 0, back.stderr
    source = await SqliteStore.open(tmp_path / "source.db")
    middle = await PostgresStore.open(url)
    returned = await SqliteStore.open(tmp_path / "back.db")
    try:
        first = await _tables(source)
        assert all(first[table] for table, _ in TABLES)  # every table had something to carry
        assert await _tables(returned) == first
        copied = await _tables(middle)
        assert {t: len(r) for t, r in copied.items()} == {t: len(r) for t, r in first.items()}
        counters = await source.read_counters(COUNTED)  # the ids each table gave go on where they were
        assert await middle.read_counters(COUNTED) == counters == await returned.read_counters(COUNTED)
    finally:
        for store in (source, middle, returned):
            await store.close()


async def test_a_copy_into_a_database_that_holds_data_or_from_a_newer_schema_is_refused(tmp_path: Path) -> None:
    await _played(tmp_path / "source.db")
    await _played(tmp_path / "full.db")
    refused = starmail(["db", "copy", f"sqlite:///{tmp_path / 'source.db'}", str(tmp_path / "full.db")], tmp_path)
    assert refused.returncode == 2
    assert refused.stderr.strip() == f"{tmp_path / 'full.db'} already holds data; copy into an empty database."
    with sqlite3.connect(tmp_path / "source.db") as conn:
        conn.execute("UPDATE schema_version SET version = version + 5")
    newer = starmail(["db", "copy", str(tmp_path / "source.db"), str(tmp_path / "new.db")], tmp_path)
    assert newer.returncode == 1 and "Traceback" not in newer.stderr
    assert newer.stderr.strip().endswith(
        f"newer than this Starmail knows ({sqlite_latest()}); run a newer Starmail with it."
    )


def test_upgrade_applies_the_migrations_and_says_the_version(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    done = starmail(["db", "upgrade", url], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(f"is at schema version {postgres_latest()}.")
