"""The lobby (bot/discord/actions/lobby.py): opening a game posts its lobby where it was opened and remembers the
message; the buttons and commands change the seats and the message follows; starting opens the game's channel, posts
the first board there and points the lobby at it; a rematch opens a lobby with the same players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from discord import Permissions

from bot.discord.actions.lobby import LobbyActions
from bot.discord.delivery.record import DiscordRecord
from tests.discord.actions.actors import MODERATOR, actions, in_dm, in_lobby
from tests.discord.delivery.world import World, public_only
from tests.e2e.fake_discord import Channel

INVITE = "Join with the buttons below; the host starts the game when the table is ready."


def seats_field(embed: Mapping[str, Any]) -> str:
    """The lobby embed's list of seats (its first field), from the embed as sent."""
    return str(embed["fields"][0]["value"])


async def opened(world: World) -> tuple[int, int]:
    """Alice opens a Hanse lobby with /game new in the lobby channel: the game's id and the lobby message's."""
    click = await in_lobby(world, world.port.alice.id)
    await actions(world, LobbyActions).create(click.real(), "hanse", {})
    assert click.posted is not None
    newest = max(g.game_id for g in await world.service.list_games(guild_id=world.guild_id, limit=100))
    return int(newest), click.posted.id


async def test_a_new_game_posts_its_lobby_here_and_remembers_it(world: World) -> None:
    alice = world.port.alice.id
    click = await in_lobby(world, alice)

    await actions(world, LobbyActions).create(click.real(), "hanse", {})

    assert click.said == [("send", f"Host: <@{alice}> · 2 players\n{INVITE}")]
    assert not click.answers[0].ephemeral and click.posted is not None
    [game] = await world.service.list_games(guild_id=world.guild_id)
    posted = world.port.fake.message(click.posted.id)
    assert posted.channel_id == world.port.lobby.id
    assert posted.custom_ids() == [f"sm:l:{game.game_id}:{op}" for op in ("join", "leave", "ai", "start", "cancel")]
    found = await world.store.discord_game(game.game_id)
    assert found is not None and found.channel_id is None
    assert DiscordRecord.from_json(found.data) == DiscordRecord(
        guild=world.guild_id, origin=world.port.lobby.id, lobby=(world.port.lobby.id, click.posted.id)
    )


async def test_a_game_is_not_opened_in_a_dm(world: World) -> None:
    click = in_dm(world, world.port.alice.id)

    await actions(world, LobbyActions).create(click.real(), "hanse", {})

    assert click.said == [("send", "Games are opened in a server channel.")] and click.answers[0].ephemeral
    assert not await world.service.list_games(user_id=world.port.alice.id)


async def test_the_join_button_seats_the_clicker_and_edits_the_lobby(world: World) -> None:
    alice, bob = world.port.alice.id, world.port.bob.id
    game_id, _ = await opened(world)
    click = await in_lobby(world, bob)

    await actions(world, LobbyActions).lobby_op(click.real(), game_id, "join")

    [answer] = click.answers
    assert answer.how == "edit"
    assert seats_field(answer.embed.to_dict()) == f"1. <@{alice}>\n2. <@{bob}>"
    assert [s.user_id for s in (await world.service.view(game_id, None)).seats] == [alice, bob]


async def test_a_refused_click_is_one_private_sentence_and_changes_nothing(world: World) -> None:
    alice = world.port.alice.id
    game_id, _ = await opened(world)
    click = await in_lobby(world, alice)

    await actions(world, LobbyActions).lobby_op(click.real(), game_id, "join")

    assert click.said == [("send", "You are already seated in this game.")] and click.answers[0].ephemeral
    assert len((await world.service.view(game_id, None)).seats) == 1


async def test_cancel_says_who_cancelled_on_the_lobby(world: World) -> None:
    alice = world.port.alice.id
    game_id, _ = await opened(world)
    click = await in_lobby(world, alice)

    await actions(world, LobbyActions).lobby_op(click.real(), game_id, "cancel")

    [answer] = click.answers
    assert answer.how == "edit" and answer.embed.description is not None
    assert answer.embed.description.endswith(f"\nCancelled by <@{alice}>.")
    record = await world.store.get_game(game_id)
    assert record is not None and record.status == "abandoned"


async def test_the_join_and_leave_commands_answer_privately_and_refresh_the_lobby_message(world: World) -> None:
    alice, bob, carol = world.port.alice.id, world.port.bob.id, world.port.carol.id
    game_id, message_id = await opened(world)
    lobby = actions(world, LobbyActions)

    joined = await in_lobby(world, bob)
    await lobby.lobby_command(joined.real(), None, "join")  # the game opened in this channel is meant
    full = await in_lobby(world, carol)
    await lobby.lobby_command(full.real(), game_id, "join")

    assert joined.answers[0].ephemeral and full.said == [("send", "This game is full.")]
    assert seats_field(world.port.fake.message(message_id).embeds[0]) == f"1. <@{alice}>\n2. <@{bob}>"

    left = await in_lobby(world, bob)
    await lobby.lobby_command(left.real(), None, "leave")

    assert left.said == [("send", "A player left.")]
    assert seats_field(world.port.fake.message(message_id).embeds[0]) == f"1. <@{alice}>"


async def test_ai_seats_come_and_go_by_command_and_the_kinds_are_offered(world: World) -> None:
    game_id, message_id = await opened(world)
    lobby = actions(world, LobbyActions)
    host = await in_lobby(world, world.port.alice.id)

    offered = await lobby.ai_kinds(host.real(), None, "quick")
    every = await lobby.ai_kinds(host.real(), None, "")
    await lobby.seat_ai(host.real(), None, "random")

    assert [(c.name, c.value) for c in offered] == [("AI: quick, answers at once", "heuristic")]
    assert [c.value for c in every] == ["heuristic", "random", "strong"]
    assert host.said == [("send", "An AI player took a seat.")]
    assert [s.kind for s in (await world.service.view(game_id, None)).seats] == ["human", "ai"]
    lobby_seats = seats_field(world.port.fake.message(message_id).embeds[0])
    assert lobby_seats == f"1. <@{world.port.alice.id}>\n2. AI (Player 2)"

    removed = await in_lobby(world, world.port.alice.id)
    await lobby.seat_ai(removed.real(), game_id, None, remove=True)
    assert [s.kind for s in (await world.service.view(game_id, None)).seats] == ["human"]
    assert seats_field(world.port.fake.message(message_id).embeds[0]) == f"1. <@{world.port.alice.id}>"


async def test_only_the_host_starts(world: World) -> None:
    game_id, _ = await opened(world)
    await world.service.join(game_id, world.port.bob.id)
    click = await in_lobby(world, world.port.bob.id)

    await actions(world, LobbyActions).start_command(click.real(), None)

    assert click.said == [("defer", None), ("followup", "Only the host or a moderator can start the game.")]
    assert (await world.service.view(game_id, None)).status == "lobby"


def channel_named(world: World, name: str) -> Channel:
    return world.port.fake.channel_named(world.guild_id, name)


async def test_start_opens_the_games_channel_posts_the_board_and_points_the_lobby_there(world: World) -> None:
    alice, bob = world.port.alice.id, world.port.bob.id
    game_id, message_id = await opened(world)
    await world.service.join(game_id, bob)
    click = await in_lobby(world, alice)

    await actions(world, LobbyActions).lobby_op(click.real(), game_id, "start")

    place = channel_named(world, f"hanse-{game_id:04}")
    assert place.topic == f"Perry Rhodan: The Cosmic Hansa · hanse-{game_id:04} · players: alice, bob"
    assert click.said == [
        ("defer", None),
        ("edit_original", f"Host: <@{alice}> · 2 players\nThe game is on in <#{place.id}>."),
    ]
    assert click.answers[1].kwargs["view"].children == [], "no more lobby buttons"
    [board] = world.posts_in(place)
    assert board.custom_ids() == [f"sm:h:{game_id}"]
    found = await world.store.discord_game(game_id)
    assert found is not None and found.channel_id == place.id
    record = DiscordRecord.from_json(found.data)
    assert (record.lobby, record.board, record.thread) == ((world.port.lobby.id, message_id), board.id, False)
    assert len(world.port.fake.dms_to(alice)) == 1, "the acting player's turn notice"
    await public_only(world, game_id, [board])


async def test_without_manage_channels_the_game_gets_a_thread_and_the_channel_is_told(world: World) -> None:
    game_id, _ = await opened(world)
    await world.service.join(game_id, world.port.bob.id)
    click = await in_lobby(world, world.port.alice.id, app_permissions=Permissions.none())

    await actions(world, LobbyActions).start_command(click.real(), game_id)

    thread = channel_named(world, f"hanse-{game_id:04}")
    assert thread.is_thread and thread.parent_id == world.port.lobby.id
    assert click.said == [("defer", None), ("followup", f"The game is on in <#{thread.id}>.")]
    notice = world.posts_in(world.port.lobby)[-1]
    assert notice.content == (
        "I may not create channels here (I need the Manage Channels permission), so each game gets a thread instead."
    )


async def finished(world: World) -> int:
    """A Hanse game of alice and bob, ended by a moderator, played in its own channel (opened from the lobby)."""
    game_id, _ = await opened(world)
    await world.service.join(game_id, world.port.bob.id)
    await actions(world, LobbyActions).lobby_op((await in_lobby(world, world.port.alice.id)).real(), game_id, "start")
    await world.service.end(game_id, world.port.alice.id, moderator=True)
    return game_id


async def test_a_rematch_asked_in_the_games_channel_opens_where_the_game_was_opened(world: World) -> None:
    alice, bob = world.port.alice.id, world.port.bob.id
    old = await finished(world)
    place = channel_named(world, f"hanse-{old:04}")
    game_channel = await world.client.fetch_channel(place.id)
    click = await in_lobby(world, bob)
    click.channel, click.channel_id = game_channel, place.id

    await actions(world, LobbyActions).rematch(click.real(), old)

    [new] = [g for g in await world.service.list_games(guild_id=world.guild_id) if g.status == "lobby"]
    lobby_post = world.posts_in(world.port.lobby)[-1]
    assert lobby_post.custom_ids()[0] == f"sm:l:{new.game_id}:join"
    assert click.said == [("send", f"The rematch lobby is open: {lobby_post_url(world, lobby_post.id)}")]
    assert click.answers[0].ephemeral
    assert [s.user_id for s in new.seats] == [bob, alice], "the one who asked hosts; the others are seated again"

    again = await in_lobby(world, alice)
    await actions(world, LobbyActions).rematch(again.real(), old)
    assert again.said == [("send", f"A rematch of this game is already open: game {new.game_id}.")]


def lobby_post_url(world: World, message_id: int) -> str:
    return f"https://discord.com/channels/{world.guild_id}/{world.port.lobby.id}/{message_id}"


async def test_a_rematch_is_for_a_finished_game_and_its_players(world: World) -> None:
    lobby = actions(world, LobbyActions)
    running, _ = await opened(world)
    early = await in_lobby(world, world.port.alice.id)
    await lobby.rematch(early.real(), running)
    assert early.said == [("send", "A rematch is offered once the game is over.")]

    old = await finished(world)
    stranger = await in_lobby(world, world.port.carol.id)
    await lobby.rematch(stranger.real(), old)
    assert stranger.said == [("send", "Only the players of this game (or a moderator) can ask for a rematch.")]

    moderator = await in_lobby(world, world.port.carol.id, permissions=MODERATOR)
    await lobby.rematch(moderator.real(), old)
    assert moderator.answers[0].how == "send" and not moderator.answers[0].ephemeral, "posted here: opened here"
