"""Discord's structural limits when games get channels, through the real discord.py client and Starmail.

A category holds 50 channels: the next game goes to "Starmail games 2" (an existing numbered category with room is
reused). A server holds 500 channels: games get threads and the server is told once. When the server's active
threads are capped too, the game is played in the channel it was opened in and the host is told. In every case the
board is posted where the game is played and the lobby message stops inviting players. The fake answers with
Discord's error JSON (400; 50035 CHANNEL_PARENT_MAX_CHANNELS, 30013, 160006), checked first with a bare client.
"""

from __future__ import annotations

import discord
import pytest

from bot.discord.actions.base import OOPS
from bot.discord.delivery import channels
from tests.e2e.bot_play import click_action, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import Channel, FakeDiscord, Message, Overwrite
from tests.e2e.fake_discord.state import CATEGORY_LIMIT
from tests.e2e.posts import board_title
from tests.e2e.test_fake_discord import TinyBot


def fill(fake: FakeDiscord, sp: SpacePort, category: Channel, count: int) -> None:
    for number in range(count):
        fake.add_channel(sp.guild, f"old-{category.id}-{number}", category=category)


def board_in(fake: FakeDiscord, channel: Channel, game_id: int) -> Message:
    board = latest_board(fake, channel.id, game_id)
    assert board.attachments and board_title(board).endswith("move 0")
    return board


def lobby_is_closed(fake: FakeDiscord, sp: SpacePort, game_id: int, where: Channel) -> None:
    """The lobby message shows where the game is played and no longer offers Join / Start."""
    title = f"· hanse-{game_id:04d}"
    lobbies = [m for m in fake.messages_in(sp.lobby) if m.embeds and m.embeds[0].get("title", "").endswith(title)]
    (lobby,) = [m for m in lobbies if not m.ephemeral]
    assert lobby.custom_ids() == []
    description = lobby.embeds[0]["description"]
    assert "Join with the buttons" not in description and f"<#{where.id}>" in description


def no_oops(fake: FakeDiscord) -> None:
    said = [m.content for m in fake.world.messages.values()]
    assert not [text for text in said if "nothing was changed" in text or text == OOPS]


async def test_the_fake_answers_discords_limit_errors(space_port: SpacePort) -> None:
    fake, sp = space_port.fake, space_port
    fill(fake, sp, sp.games, CATEGORY_LIMIT)
    async with fake.run(TinyBot(sp.guild.id)) as client:
        guild = client.get_guild(sp.guild.id)
        assert guild is not None
        games = guild.get_channel(sp.games.id)
        assert isinstance(games, discord.CategoryChannel)
        with pytest.raises(discord.HTTPException) as category_full:
            await guild.create_text_channel("one-too-many", category=games)
        fake.world.guilds[sp.guild.id].max_channels = len(fake.world.guild_channels(fake.world.guilds[sp.guild.id]))
        with pytest.raises(discord.HTTPException) as guild_full:
            await guild.create_category("More games")
        fake.world.guilds[sp.guild.id].max_active_threads = 0
        lobby = guild.get_channel(sp.lobby.id)
        assert isinstance(lobby, discord.TextChannel)
        with pytest.raises(discord.HTTPException) as threads_full:
            await lobby.create_thread(name="a table", type=discord.ChannelType.public_thread)
    assert (category_full.value.status, category_full.value.code) == (400, 50035)
    assert "In parent_id: Maximum number of channels in category reached (50)" in category_full.value.text
    assert channels.category_full(category_full.value)
    assert (guild_full.value.status, guild_full.value.code) == (400, channels.MAX_GUILD_CHANNELS)
    assert (threads_full.value.status, threads_full.value.code) == (400, channels.MAX_ACTIVE_THREADS)
    refused = [r for r in fake.requests if r.route == "POST /guilds/{guild_id}/channels" and r.status == 400]
    assert refused[0].response["errors"]["parent_id"]["_errors"][0]["code"] == "CHANNEL_PARENT_MAX_CHANNELS"


@pytest.mark.parametrize("counted", [True, False], ids=["counted-in-cache", "refused-by-discord"])
async def test_the_51st_game_goes_to_a_second_category_with_the_first_ones_permissions(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch, counted: bool
) -> None:
    """The bot counts a category's channels in its cache; when the cache lags, Discord's 50035 answer decides."""
    if not counted:
        monkeypatch.setattr(channels, "CATEGORY_LIMIT", 10 * CATEGORY_LIMIT)
    fake, sp = space_port.fake, space_port
    first = fake.add_category(sp.guild, channels.CATEGORY_NAME)
    first.overwrites = [Overwrite(sp.alice.id, 1, discord.Permissions(view_channel=True).value, 0)]
    fill(fake, sp, first, CATEGORY_LIMIT - 1)
    async with fake.run(starmail.client()):
        fiftieth = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        fifty_first = await open_game(fake, sp.bob, [sp.alice], sp, "hanse")
    in_first = fake.channel_named(sp.guild, f"hanse-{fiftieth:04d}")
    in_second = fake.channel_named(sp.guild, f"hanse-{fifty_first:04d}")
    second = fake.channel_named(sp.guild, f"{channels.CATEGORY_NAME} 2")
    assert in_first.parent_id == first.id and len(fake.world.children(first)) == CATEGORY_LIMIT
    assert in_second.parent_id == second.id and second.type == 4
    assert [o.payload() for o in second.overwrites] == [o.payload() for o in first.overwrites]
    for game_id, channel in ((fiftieth, in_first), (fifty_first, in_second)):
        board_in(fake, channel, game_id)
        lobby_is_closed(fake, sp, game_id, channel)
    refusals = [r for r in fake.requests if r.route == "POST /guilds/{guild_id}/channels" and r.status == 400]
    assert len(refusals) == (0 if counted else 1)
    no_oops(fake)


async def test_a_numbered_category_with_room_is_reused_after_the_settings_category(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    fill(fake, sp, sp.games, CATEGORY_LIMIT)
    games_2 = fake.add_category(sp.guild, "Games 2")
    fill(fake, sp, games_2, CATEGORY_LIMIT)
    games_3 = fake.add_category(sp.guild, "Games 3")
    async with fake.run(starmail.client()) as client:
        await client.store.set_guild_settings(sp.guild.id, {channels.CATEGORY_SETTING: sp.games.id})
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
    channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
    assert channel.parent_id == games_3.id
    assert [c.name for c in fake.world.guild_channels(fake.world.guilds[sp.guild.id]) if c.type == 4] == [
        "Games",
        "Games 2",
        "Games 3",
    ]
    board_in(fake, channel, game_id)
    lobby_is_closed(fake, sp, game_id, channel)


async def test_a_full_server_gives_games_threads_and_says_so_once(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    guild = fake.world.guilds[sp.guild.id]
    guild.max_channels = len(fake.world.guild_channels(guild)) + 2  # room for "Starmail games" and one game
    async with fake.run(starmail.client()):
        first = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        second = await open_game(fake, sp.bob, [sp.alice], sp, "hanse")
        third = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
    assert fake.channel_named(sp.guild, f"hanse-{first:04d}").type == 0
    threads = {c.name: c for c in fake.world.guild_threads(guild)}
    assert set(threads) == {f"hanse-{second:04d}", f"hanse-{third:04d}"}
    assert all(t.parent_id == sp.lobby.id for t in threads.values())
    notices = [m for m in fake.messages_in(sp.lobby) if m.content == channels.FULL_NOTICE]
    assert len(notices) == 1
    for game_id in (second, third):
        thread = threads[f"hanse-{game_id:04d}"]
        board_in(fake, thread, game_id)
        lobby_is_closed(fake, sp, game_id, thread)
    no_oops(fake)


async def test_with_no_room_for_channels_or_threads_the_game_is_played_in_the_lobby_channel(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    guild = fake.world.guilds[sp.guild.id]
    guild.max_channels = len(fake.world.guild_channels(guild))
    guild.max_active_threads = 0
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        code = f"hanse-{game_id:04d}"

        def host_notes() -> list[Message]:
            return [m for m in fake.messages_in(sp.lobby) if m.ephemeral and code in m.content]

        await fake.wait_until(lambda: bool(host_notes()))
        (note,) = host_notes()
        assert note.content == channels.THREADS_FULL_NOTE.format(code=code, where=f"<#{sp.lobby.id}>")
        assert fake.world.interactions[note.interaction_id or 0].interaction.user_id == sp.alice.id
        board = board_in(fake, sp.lobby, game_id)
        # The game is playable there: the acting player opens their hand from the board and moves.
        public = await client.service.view(game_id, None)
        seats = {s.seat: s.user_id for s in public.seats}
        actor = seats[public.acting[0]]
        prompt = await open_hand(fake, actor, board, game_id)
        await click_action(fake, actor, prompt)
        assert (await client.service.view(game_id, None)).seq > public.seq
    assert fake.world.guild_threads(guild) == []
    assert not [c for c in fake.world.guild_channels(guild) if c.name == code]
    assert not [m for m in fake.messages_in(sp.lobby) if m.content == channels.FULL_NOTICE]
    lobby_is_closed(fake, sp, game_id, sp.lobby)
    no_oops(fake)
