"""Resigning and the forfeit setting, through the real client: `/game resign` ends a two-player game for the
other player and posts it; `/settings forfeit_after` is stored and shown; a stranger cannot resign."""

from __future__ import annotations

from tests.e2e.bot_play import latest_board, open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.posts import board_narration
from tests.e2e.test_bot_async import answer, channel_texts


async def test_resigning_ends_a_two_player_game_and_the_channel_is_told(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        assert await answer(fake, sp.carol, sp, channel, "game resign") == "You are not seated in this game."
        assert await answer(fake, sp.bob, sp, channel, "game resign") == f"<@{sp.bob.id}> resigned."
        record = await client.store.get_game(game_id)
        assert record is not None and record.status == "over"
        assert record.result is not None
        assert (record.result["ranking"], record.result["reason"]) == ([["p1"], ["p2"]], "resigned")
        posted = channel_texts(fake, channel)
        assert f"<@{sp.bob.id}> resigned. (<@{sp.bob.id}>)" in "\n".join(posted) and "The game is over." in posted
        last = latest_board(fake, channel.id, game_id)
        assert board_narration(last).startswith(f"<@{sp.bob.id}> resigned. (<@{sp.bob.id}>)\nSeed: `{record.seed}`")
        assert await answer(fake, sp.alice, sp, channel, "game resign") == "This game is over."


async def test_forfeit_after_is_a_server_setting(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        shown = await answer(fake, fake.world.owner, sp, sp.lobby, "settings", forfeit_after=3)
        assert "A player forfeits after missing: 3 deadlines in a row" in shown
        assert (await client.store.guild_settings(sp.guild.id))["forfeit_after"] == "3"
        shown = await answer(fake, fake.world.owner, sp, sp.lobby, "settings")
        assert "A player forfeits after missing: 3 deadlines in a row" in shown


async def test_a_draw_offered_and_accepted_ends_the_game_tied(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        offered = await answer(fake, sp.alice, sp, channel, "game draw")
        assert offered == "A draw is offered; 1 more player must agree."
        assert any(text.startswith(f"<@{sp.alice.id}> offers a draw:") for text in channel_texts(fake, channel))
        assert await answer(fake, sp.bob, sp, channel, "game draw") == "The players agreed to a draw."
        record = await client.store.get_game(game_id)
        assert record is not None and record.status == "over" and record.result is not None
        assert (record.result["ranking"], record.result["reason"]) == ([["p1", "p2"]], "draw_agreed")
        assert await answer(fake, sp.bob, sp, channel, "game draw", decline=True) == "This game is over."
