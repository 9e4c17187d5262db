"""PostgreSQL only: its own conditions made real on a real server (tests/postgres.py) and said in the store's
sentences (a read-only database, a lock held past the timeout, a server or database that is not there, a newer
schema), processes that start at once, a move the database refuses in part, and a delivery held against another
process. What every engine must do is tested against the `Store` protocol in the other modules of tests/store."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]
import pytest

from bot.config import shown
from bot.store.base import TIMER_LOOK_SECONDS, LogEntry, NewGame, SeatRecord, StoreError, TimerPlan, VersionConflict
from bot.store.failures import StorageFailure
from bot.store.postgres import PostgresStore
from bot.store.postgres.migrate import latest_version
from tests import postgres
from tests.waits import condition, event

HEARD = "a change heard from the other store"


async def _admin(sql: str, *args: object) -> None:
    conn = await asyncpg.connect(postgres.server_url())
    try:
        await conn.execute(sql, *args)
    finally:
        await conn.close()


def _name(url: str) -> str:
    return url.split("?", maxsplit=1)[0].rsplit("/", 1)[-1]


async def test_a_read_only_database_is_refused_at_open(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    store = await PostgresStore.open(url)
    await store.close()
    await _admin(f"ALTER DATABASE {_name(url)} SET default_transaction_read_only = on")
    with pytest.raises(StorageFailure) as refused:
        await PostgresStore.open(url)
    assert refused.value.kind == "read_only"
    assert (
        str(refused.value)
        == f"The database {shown(url)} is read-only, so nothing can be stored; make it writable and try again."
    )
    await _admin(f"ALTER DATABASE {_name(url)} SET default_transaction_read_only = off")
    reopened = await PostgresStore.open(url)  # writable again: opens as usual
    await reopened.close()


async def test_a_lock_held_past_the_timeout_is_busy_and_the_same_write_works_once_it_is_free(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    store = await PostgresStore.open(url, busy_timeout=0.2)
    holder = await asyncpg.connect(url)
    try:
        game = await store.create_game(NewGame("toy", 1), [SeatRecord("p1", 0, "human", 1)])
        transaction = holder.transaction()
        await transaction.start()
        await holder.execute("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
        with pytest.raises(StorageFailure) as busy:
            await store.append_log(game.id, 0, [], {"status": "active"})
        assert busy.value.kind == "busy"
        assert str(busy.value).endswith("is busy (another program holds it); try again in a moment.")
        await transaction.rollback()
        assert await store.append_log(game.id, 0, [], {"status": "active"}) == 1
    finally:
        await holder.close()
        await store.close()


async def test_a_server_or_database_that_is_not_there_is_unreachable_and_the_password_is_never_shown(
    tmp_path: Path,
) -> None:
    nowhere = f"postgresql://starmail:secret@/starmail?host={tmp_path}"  # no server listens in that folder
    missing = postgres.server_url("no_such_database").replace("postgres:@", "postgres:secret@", 1)
    for url in (nowhere, missing):
        with pytest.raises(StorageFailure) as refused:
            await PostgresStore.open(url, busy_timeout=5)
        assert refused.value.kind == "unreachable"
        assert "secret" not in str(refused.value)
        assert str(refused.value).endswith(
            "cannot be reached or refused the login; check that it runs and DATABASE_URL."
        )
        assert refused.value.say("de") != str(refused.value)  # said in the reader's language too


async def test_a_newer_schema_is_refused_with_what_to_do(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    store = await PostgresStore.open(url)
    await store.close()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("UPDATE schema_version SET version = version + 5")
    finally:
        await conn.close()
    with pytest.raises(StoreError, match=r"newer than this Starmail knows .*; run a newer Starmail with it\.$"):
        await PostgresStore.open(url)


async def test_processes_that_start_at_once_migrate_once(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    stores = await asyncio.gather(*(PostgresStore.open(url, pool_size=1) for _ in range(4)))
    try:
        assert {await s.schema_version() for s in stores} == {latest_version()}
    finally:
        for store in stores:
            await store.close()


async def test_a_log_row_the_database_refuses_leaves_the_game_row_unchanged(tmp_path: Path) -> None:
    store = await PostgresStore.open(postgres.database_url(tmp_path))
    try:
        game = await store.create_game(NewGame("toy", 1))
        bad = LogEntry("bogus", 1, "p1", 1, {"type": "x"})  # type: ignore[arg-type]  # refused by the CHECK
        with pytest.raises(asyncpg.CheckViolationError):
            await store.append_log(game.id, 0, [bad], {"seq": 1}, outbox_row={"tell": []})
        after = await store.get_game(game.id)
        assert after is not None and (after.version, after.seq) == (0, 0)
        assert await store.read_log(game.id) == [] and await store.outbox(game.id) == []
    finally:
        await store.close()


async def test_a_move_for_a_game_that_is_not_there_writes_no_log_or_outbox_row(tmp_path: Path) -> None:
    # The log and the outbox have no foreign key (migration 004): their rows come from the game row's own update.
    store = await PostgresStore.open(postgres.database_url(tmp_path))
    try:
        game = await store.create_game(NewGame("toy", 1))
        missing = game.id + 1000
        for entries in (
            [LogEntry("move", 1, "p1", 1, {"type": "x"})],
            [LogEntry("move", n, "p1", 1, {}) for n in (1, 2)],
        ):
            with pytest.raises(VersionConflict):
                await store.append_log(missing, 0, entries, {"seq": len(entries)}, outbox_row={"tell": [1]})
        conn = await asyncpg.connect(postgres.database_url(tmp_path))
        try:
            assert await conn.fetchval("SELECT count(*) FROM actions") == 0
            assert await conn.fetchval("SELECT count(*) FROM outbox") == 0
        finally:
            await conn.close()
    finally:
        await store.close()


async def test_a_checkpoint_that_is_the_state_is_stored_once_and_copied_as_its_text(tmp_path: Path) -> None:
    # Migration 005: NULL under a checkpoint seq stands for the state column; a write of the state alone fills it in.
    url = postgres.database_url(tmp_path)
    store = await PostgresStore.open(url)
    conn = await asyncpg.connect(url)
    row = "SELECT checkpoint_seq, checkpoint_state FROM games WHERE id = $1"
    try:
        game = await store.create_game(NewGame("toy", 1))
        move = LogEntry("move", 1, "p1", 1, {"type": "x"}, checkpoint=True)
        changes = {"seq": 1, "state": "s" * 3000, "checkpoint_seq": 1, "checkpoint_state": "s" * 3000}
        version = await store.append_log(game.id, 0, [move], changes)
        assert tuple(await conn.fetchrow(row, game.id)) == (1, None)
        columns = ("id", "seq", "checkpoint_seq", "checkpoint_state")
        assert await store.read_table("games", columns) == [(game.id, 1, 1, "s" * 3000)]
        await store.append_log(game.id, version, [LogEntry("move", 2, "p1", 1, {})], {"seq": 2, "state": "t"})
        assert tuple(await conn.fetchrow(row, game.id)) == (1, "s" * 3000)
        assert await store.read_table("games", columns) == [(game.id, 2, 1, "s" * 3000)]
    finally:
        await conn.close()
        await store.close()


async def test_one_pooled_connection_serves_calls_in_a_row_failed_ones_too(tmp_path: Path) -> None:
    # A connection goes back to the pool without the caller waiting for it: the next call still gets it.
    store = await PostgresStore.open(postgres.database_url(tmp_path), pool_size=1)
    try:
        game = await store.create_game(NewGame("toy", 1))
        version = 0
        for n in range(1, 41):
            version = await asyncio.wait_for(
                store.append_log(game.id, version, [LogEntry("move", n, "p1", 1, {"type": "x"})], {"seq": n}), 10
            )
            if n % 10 == 0:
                with pytest.raises(VersionConflict):
                    await asyncio.wait_for(store.append_log(game.id, version - 1, [], {"seq": n}), 10)
        assert await asyncio.wait_for(store.count_log(game.id), 10) == 40
    finally:
        await store.close()
    assert not store._returning  # close waited for every connection to be back


async def test_calls_in_one_turn_share_a_connection_and_a_failed_call_gives_its_own_back(tmp_path: Path) -> None:
    store = await PostgresStore.open(postgres.database_url(tmp_path), pool_size=2)
    handed_back = 0
    hand_back = store._hand_back

    def counted(conn: object) -> None:
        nonlocal handed_back
        handed_back += 1
        hand_back(conn)

    store._hand_back = counted  # type: ignore[method-assign]
    try:
        game = await store.create_game(NewGame("toy", 1))
        version = 0
        for n in range(1, 6):  # each call starts in the turn the one before ended in: one connection serves all
            version = await store.append_log(game.id, version, [LogEntry("move", n, "p1", 1, {})], {"seq": n})
            assert await store.count_log(game.id) == n
        assert handed_back == 0
        await asyncio.sleep(0)  # the turn ended: the connection went back to the pool
        assert handed_back == 1
        with pytest.raises(VersionConflict):
            await store.append_log(game.id, version - 1, [], {"seq": 9})
        assert handed_back == 2  # a failed call keeps nothing: its connection goes back through asyncpg at once
        assert await store.count_log(game.id) == 5
    finally:
        await store.close()
    assert handed_back == 3 and not store._returning


async def test_a_delivery_is_held_against_another_process_until_it_ends(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    first, second = await PostgresStore.open(url), await PostgresStore.open(url)
    order: list[str] = []
    try:
        game = await first.create_game(NewGame("toy", 1))

        async def deliver_second() -> None:
            async with second.delivering(game.id):
                order.append("second")

        async with first.delivering(game.id):
            waiting = asyncio.create_task(deliver_second())
            await _until_an_advisory_lock_is_waited_for(url)
            order.append("first")
        await waiting
        assert order == ["first", "second"]
        async with first.delivering(game.id + 1), second.delivering(game.id + 2):  # other games do not wait
            order.append("both")
        assert order[-1] == "both"
    finally:
        await first.close()
        await second.close()


async def _until_an_advisory_lock_is_waited_for(url: str) -> None:
    conn = await asyncpg.connect(url)
    try:

        async def waited_for() -> bool:
            return bool(
                await conn.fetchval("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
            )

        await condition(waited_for, "the second delivery to wait for the advisory lock")
    finally:
        await conn.close()


async def test_other_processes_hear_of_changed_settings_and_languages_at_once(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    writer, reader = await PostgresStore.open(url), await PostgresStore.open(url)
    heard: asyncio.Queue[tuple[str, int]] = asyncio.Queue()
    try:
        await reader.watch_changes(lambda kind, ident: heard.put_nowait((kind, ident)))
        await writer.update_guild_settings(5, {"locale": "de"})
        assert await event(heard.get(), HEARD) == ("guild", 5)
        await writer.set_guild_settings(6, {"locale": "fr"})
        assert await event(heard.get(), HEARD) == ("guild", 6)
        await writer.set_user_locale(77, chosen="nl")
        assert await event(heard.get(), HEARD) == ("user", 77)
        assert heard.empty()
    finally:
        await writer.close()
        await reader.close()


async def test_other_processes_hear_of_a_timer_due_before_their_next_look(tmp_path: Path) -> None:
    url = postgres.database_url(tmp_path)
    writer, reader = await PostgresStore.open(url), await PostgresStore.open(url)
    heard: asyncio.Queue[tuple[str, int]] = asyncio.Queue()
    try:
        await reader.watch_changes(lambda kind, ident: heard.put_nowait((kind, ident)))
        game = await writer.create_game(NewGame("toy", 1))
        now = time.time()
        later = TimerPlan(add=(("deadline", now + 2 * TIMER_LOOK_SECONDS, {}),))
        version = await writer.append_log(game.id, 0, [], {"seq": 1}, now=now, timers=later)
        await writer.add_timer(game.id, "reminder", now + 3 * TIMER_LOOK_SECONDS)
        # due after the next routine look: nothing announced (notifications arrive in commit order, so the next
        # thing heard is a later change)
        await writer.update_guild_settings(9, {"locale": "de"})
        assert await event(heard.get(), HEARD) == ("guild", 9)
        soon = TimerPlan(add=(("deadline", now + 60, {}),))
        await writer.append_log(game.id, version, [], {"seq": 2}, now=now, timers=soon)
        assert await event(heard.get(), HEARD) == ("timers", 0)
        await writer.add_timer(game.id, "reminder", time.time() + 30)
        assert await event(heard.get(), HEARD) == ("timers", 0)
        await writer.update_guild_settings(9, {"locale": "fr"})
        assert await event(heard.get(), HEARD) == (
            "guild",
            9,
        )  # once each, nothing more
    finally:
        await writer.close()
        await reader.close()
