"""`db copy` carries the id counters with the rows, between every pair of engines: after a copy the destination
goes on above every id the source ever gave, rows deleted since included (delivered outbox rows, claimed timers).
Otherwise a Discord record's "already posted" mark would lie above the copy's new outbox ids, and no board would
be posted again (bot/discord/delivery/board.py posts only the outbox above it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord.delivery.record import DiscordRecord
from bot.game.service import GameService
from bot.store import Store, open_store
from bot.store.copy import COUNTED, copy_database
from tests import postgres
from tests.game.support import first_choice

HOST, GUEST = 11, 12
PAIRS = [("sqlite", "sqlite"), ("sqlite", "postgres"), ("postgres", "sqlite"), ("postgres", "postgres")]


def _url(engine: str, directory: Path) -> str:
    directory.mkdir(exist_ok=True)
    return f"sqlite:///{directory / 'starmail.db'}" if engine == "sqlite" else postgres.database_url(directory)


async def _play(service: GameService, game_id: int, moves: int) -> None:
    for _ in range(moves):
        public = await service.view(game_id, None)
        user = next(s.user_id for s in public.seats if s.seat in public.acting and s.user_id is not None)
        action, seq = await first_choice(service, game_id, user)
        await service.act(game_id, user, action, seq)


async def _delivered(store: Store, game_id: int) -> int:
    """What a delivery does: post the game's outbox, then delete them and remember the newest in one write."""
    outbox = await store.outbox(game_id)
    assert outbox, "the moves left nothing to tell"
    posted = max(t.id for t in outbox)
    record = DiscordRecord(guild=5, board=900, posted=posted)
    await store.finish_delivery(game_id, [t.id for t in outbox], 6, record.to_json())
    assert await store.outbox(game_id) == []
    return posted


@pytest.mark.parametrize(("source_engine", "target_engine"), PAIRS, ids=[f"{a}-to-{b}" for a, b in PAIRS])
async def test_after_a_copy_new_ids_lie_above_every_id_the_source_gave(
    tmp_path: Path, source_engine: str, target_engine: str
) -> None:
    source_url, target_url = _url(source_engine, tmp_path / "source"), _url(target_engine, tmp_path / "target")
    source = await open_store(source_url)
    try:
        service = GameService(source, seed_source=lambda: 4242)
        game_id = (await service.create("hanse", HOST, guild_id=5, channel_id=6, options={"round_cap": 2})).game_id
        await service.join(game_id, GUEST)
        await service.start(game_id, HOST)
        await _play(service, game_id, 4)
        posted = await _delivered(source, game_id)
        claimed = await source.add_timer(game_id, "reminder", 2e9, {"due": 2e9})
        assert await source.delete_timer(claimed)  # a reminder sent: its timer is gone, its id was given
        given = await source.read_counters(COUNTED)  # type: ignore[attr-defined]  # every engine's store has it
    finally:
        await source.close()
    assert given["outbox"] == posted and given["timers"] == claimed

    await copy_database(source_url, target_url)

    target = await open_store(target_url)
    try:
        assert await target.read_counters(COUNTED) == given  # type: ignore[attr-defined]
        await _play(GameService(target, seed_source=lambda: 4242), game_id, 1)
        found = await target.discord_game(game_id)
        assert found is not None
        record = DiscordRecord.from_json(found.data)
        assert record.posted == posted
        told = await target.outbox(game_id)
        assert told, "the move after the copy left nothing to tell"
        assert all(t.id > record.posted for t in told), ([t.id for t in told], record.posted)
        assert await target.add_timer(game_id, "reminder", 3e9, {"due": 3e9}) > claimed
        assert max(r.id for r in await target.read_log(game_id)) > given["actions"]
    finally:
        await target.close()
