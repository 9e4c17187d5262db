"""The end of a game on Discord: the last board carries the recap (result, length and moves, each player's luck
and its chart, the seed) and a Rematch button that opens a lobby with the same players and options, once; then
the channel moves to the read-only archive."""

from __future__ import annotations

import random

from tests.e2e.bot_play import finished, latest_board, lobby_game_id, open_game, play_to_end
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord.state import SEND_MESSAGES
from tests.e2e.posts import board_facts, board_narration
from tests.e2e.test_bot_commands import answer_body


async def test_the_last_board_recaps_the_game_and_offers_one_rematch_to_its_players(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob, "ai"], sp, "andromeda", {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"andromeda-{game_id:04d}")
        await play_to_end(fake, client, game_id, channel.id, random.Random(3), max_moves=3000)
        last = latest_board(fake, channel.id, game_id)
        _, recap = await client.service.recap(game_id)
        stranger = await fake.click(sp.carol, last, f"sm:rm:{game_id}")
        await finished(fake, stranger)
        rematch = await fake.click(sp.bob, last, f"sm:rm:{game_id}")
        await finished(fake, rematch)
        # the lobby goes where the first game was opened (the game's channel is read-only now), with a link
        lobby = [m for m in fake.messages_in(sp.lobby) if any(c.startswith("sm:l:") for c in m.custom_ids())][-1]
        again = await fake.click(sp.alice, last, f"sm:rm:{game_id}")
        await finished(fake, again)
        new_id = lobby_game_id(lobby)
        asked = await fake.slash(sp.carol, sp.guild, sp.lobby, "stats")
        await finished(fake, asked)
        old, new = await client.store.get_game(game_id), await client.store.get_game(new_id)
        archive = fake.world.channels[fake.world.channels[channel.id].parent_id or 0]
    assert old is not None and new is not None
    # after the recap the game's channel is archived: moved under "Starmail archive", where nobody may write
    everyone = sp.guild.id  # the @everyone role has the server's id
    assert archive.name == "Starmail archive"
    denied = [o for o in archive.overwrites if o.id == everyone and o.deny & SEND_MESSAGES]
    assert denied and fake.world.channels[channel.id].overwrites == archive.overwrites
    fields = board_facts(last)
    assert fields["Length"].startswith(f"{recap.moves} moves in ")
    assert "draw" in fields["Luck"] or fields["Luck"] == "No dice or blind draws yet: there is no luck to report."
    assert sorted(a.filename for a in last.attachments) == sorted(
        [f"andromeda-{game_id:04d}-move-{old.seq}.png", f"andromeda-{game_id:04d}-luck.png"]
    )
    assert f"Seed: `{old.seed}`" in board_narration(last)
    assert (
        answer_body(fake, stranger)["content"]
        == "Only the players of this game (or a moderator) can ask for a rematch."
    )
    link = f"https://discord.com/channels/{sp.guild.id}/{sp.lobby.id}/{lobby.id}"
    assert answer_body(fake, rematch)["content"] == f"The rematch lobby is open: {link}"
    assert answer_body(fake, again)["content"] == f"A rematch of this game is already open: game {new_id}."
    assert (new.game, new.status, new.options, new.created_by) == ("andromeda", "lobby", old.options, sp.bob.id)
    stats = answer_body(fake, asked)
    assert stats["flags"] & 64  # for the caller alone
    listed = stats["embeds"][0]["description"]
    assert listed.startswith("1 finished game:\n• Andromeda: 1")
    winners = {s.user_id for s in old.seats if old.result and s.seat in old.result["ranking"][0]}
    for player in (sp.alice, sp.bob):
        won = 1 if player.id in winners else 0
        assert f"<@{player.id}>: won {won} of 1; " in listed
    assert [(s.kind, s.user_id, s.ai) for s in new.seats] == [
        ("human", sp.bob.id, None),
        ("human", sp.alice.id, None),
        ("ai", None, next(s.ai for s in old.seats if s.kind == "ai")),
    ]
