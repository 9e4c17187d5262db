"""A database moved with `starmail db copy` goes on posting boards: the copy carries the outbox's id counter, so a
outbox row made on the copy lies above the "already posted" mark its game's Discord record kept, and the bot posts it
(before, it was given an id at or below that mark, taken for posted, and never shown)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from bot.discord.delivery.record import DiscordRecord
from bot.game.service import GameService
from bot.store import open_store
from bot.store.copy import copy_database
from tests.e2e.bot_play import click_action, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.test_bot_restart import acting_user


async def test_a_copied_database_goes_on_posting_boards(
    space_port: SpacePort, starmail: Starmail, tmp_path: Path
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as first:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 3})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        opening = latest_board(fake, channel.id, game_id)
        for _ in range(40):  # into the second turn: boards posted, their outbox delivered and gone
            user = sp.alice if await acting_user(first, game_id) == sp.alice.id else sp.bob
            await click_action(
                fake, user, await open_hand(fake, user, latest_board(fake, channel.id, game_id), game_id)
            )
            if latest_board(fake, channel.id, game_id).id != opening.id:
                break
        posted = latest_board(fake, channel.id, game_id)
        assert posted.id != opening.id, "a second board was posted"
        assert await first.store.outbox(game_id) == [], "every outbox row was delivered"
    copied = tmp_path / "copy.db"
    await copy_database(str(starmail.db_path), str(copied))

    # Moves made on the copy while no bot runs (as by a process that died before posting): only the outbox holds
    # what they must tell, up to the next change of turn.
    store = await open_store(str(copied))
    try:
        service = GameService(store, ai_in_thread=False)
        local = SimpleNamespace(service=service)  # what acting_user reads of a client
        mover = await acting_user(local, game_id)
        for _ in range(40):
            seen = await service.view(game_id, mover)
            await service.act_index(game_id, mover, 0, seen.seq)
            if await acting_user(local, game_id) != mover:
                break
        assert await acting_user(local, game_id) != mover, "the turn passed on the copy"
        waiting = await store.outbox(game_id)
        found = await store.discord_game(game_id)
        assert waiting and found is not None, "the copy's moves wait in its outbox"
        mark = DiscordRecord.from_json(found.data).posted
        assert mark > 0 and min(t.id for t in waiting) > mark, "each lies above what the record took as posted"
    finally:
        await store.close()

    async with fake.run(Starmail(fake, copied, sp.guild.id).client()) as second:
        await second.caught_up.wait()  # the start's catch-up posts what the outbox holds
        assert latest_board(fake, channel.id, game_id).id != posted.id, "the copy's next board is posted"
        assert await second.store.outbox(game_id) == []
