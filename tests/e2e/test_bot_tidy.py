"""Tidy servers: a lobby nobody starts is cancelled after the server's lobby_hours, a finished game's archived
channel is deleted after its archive_days (the game and its log stay), and /mod cleanup does it at once."""

from __future__ import annotations

import random
import time

from tests.e2e.bot_play import finished, open_game, open_lobby, play_to_end
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.test_bot_commands import answer_body

DAY = 86400


async def test_expired_lobbies_are_cancelled_and_old_archived_channels_deleted(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        owner = fake.world.owner
        saved = await fake.slash(owner, sp.guild, sp.lobby, "settings", {"archive_days": 2, "lobby_hours": 5})
        await finished(fake, saved)
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        await play_to_end(fake, client, game_id, channel.id, random.Random(2))
        lobby, lobby_id = await open_lobby(fake, sp.carol, sp, "hanse")
        soon = await client.tidy.sweep(time.time() + 3600)  # an hour on: nothing is due
        later = await client.tidy.sweep(time.time() + 3 * DAY)
        again = await client.tidy.sweep(time.time() + 4 * DAY)
        cleaned = await fake.slash(fake.world.owner, sp.guild, sp.lobby, "mod cleanup")
        await finished(fake, cleaned)
        refused = await fake.slash(sp.alice, sp.guild, sp.lobby, "mod cleanup")
        await finished(fake, refused)
        game, cancelled = await client.store.get_game(game_id), await client.store.get_game(lobby_id)
        log = await client.store.read_log(game_id)
    assert (soon.lobbies, soon.channels) == (0, 0)
    assert (later.lobbies, later.channels) == (1, 1) and (again.lobbies, again.channels) == (0, 0)
    assert channel.id not in fake.world.channels  # deleted from the server
    assert game is not None and game.status == "over" and log  # the game and its log are kept
    assert cancelled is not None and cancelled.status != "lobby"
    assert "Nobody started this lobby within 5 hours, so it was cancelled." in str(fake.message(lobby).embeds)
    assert answer_body(fake, cleaned)["content"] == "0 expired lobbies cancelled.\n0 archived channels deleted."
    assert answer_body(fake, refused)["content"] == "Only members with Manage Server can clean up Starmail's games."
