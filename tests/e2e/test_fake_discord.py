"""The fake Discord driven by the real discord.py client: a throwaway client and command tree, not the bot.

Each test starts a fresh fake (fixture `space_port`), runs `TinyBot` against it and plays a simulated user.
"""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from PIL import Image

from tests.e2e.conftest import SpacePort
from tests.e2e.fake_discord import FakeDiscord

game_group = app_commands.Group(name="game", description="Open, join and play games")
mod_group = app_commands.Group(name="mod", description="Moderate games")
deadline_group = app_commands.Group(name="deadline", description="Turn deadlines", parent=mod_group)

GAMES = ["andromeda", "cosmic", "hanse", "starfarers"]


def board_png() -> bytes:
    image = Image.new("RGB", (12, 8), (20, 40, 90))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


class JoinButton(discord.ui.DynamicItem[discord.ui.Button["discord.ui.View"]], template=r"join:(?P<game>\d+)"):
    """A restart-proof button: everything it needs is in its custom_id."""

    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Join", custom_id=f"join:{game}", style=discord.ButtonStyle.primary))
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        generation = interaction.client.generation
        text = f"{interaction.user.name} joined game {self.game} (client {generation})"
        await interaction.response.send_message(text, ephemeral=True)


class PickSelect(discord.ui.Select["discord.ui.View"]):
    def __init__(self) -> None:
        options = [discord.SelectOption(label=name, value=name) for name in GAMES]
        super().__init__(custom_id="pick", options=options, min_values=1, max_values=2)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.edit_message(content=f"picked {', '.join(self.values)}", view=None)


class RenameModal(discord.ui.Modal, title="Rename the game"):
    name: discord.ui.TextInput[RenameModal] = discord.ui.TextInput(label="New name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"renamed to {self.name.value}")


@game_group.command(name="new", description="Open a game")
@app_commands.describe(game="Which game")
async def game_new(interaction: discord.Interaction[Any], game: str, seats: int = 4) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(7))
    perms = interaction.permissions
    text = f"{interaction.user.name} opened {game} for {seats} (manage: {perms.manage_channels})"
    await interaction.response.send_message(text, view=view)


@game_new.autocomplete("game")
async def game_new_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=name.title(), value=name) for name in GAMES if name.startswith(current)]


@game_group.command(name="board", description="Show the board")
async def game_board(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.defer(thinking=True)
    board = discord.File(io.BytesIO(board_png()), filename="board.png", description="Hanse board, turn 3")
    await interaction.followup.send("Turn 3", file=board)
    await interaction.followup.send("Your hand is private", ephemeral=True)


@game_group.command(name="pick", description="Pick games")
async def game_pick(interaction: discord.Interaction[Any]) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(PickSelect())
    await interaction.response.send_message("Pick", view=view)


@game_group.command(name="rename", description="Rename a game")
async def game_rename(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_modal(RenameModal())


class InviteSelect(discord.ui.UserSelect["discord.ui.View"]):
    def __init__(self) -> None:
        super().__init__(custom_id="invite", max_values=3)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        names = ", ".join(sorted(user.name for user in self.values))
        await interaction.response.send_message(f"invited {names}", ephemeral=True)


@game_group.command(name="invite", description="Invite players")
async def game_invite(interaction: discord.Interaction[Any]) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(InviteSelect())
    await interaction.response.send_message("Who plays?", view=view)


@game_group.command(name="rules", description="Show the rules card")
async def game_rules(interaction: discord.Interaction[Any]) -> None:
    card = discord.File(io.BytesIO(board_png()), filename="rules.png", description="Rules card")
    await interaction.response.send_message("Rules", file=card, ephemeral=True)


@game_group.command(name="status", description="Show the game status")
async def game_status(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message("Loading status")
    await interaction.edit_original_response(content="Status: turn 3")
    scratch = await interaction.followup.send("scratch", wait=True)
    await scratch.edit(content="scratch edited")
    await scratch.delete()
    original = await interaction.original_response()
    await interaction.followup.send(f"original says {original.content}")


@app_commands.command(name="hand", description="Show your hand")
async def hand(interaction: discord.Interaction[Any]) -> None:
    where = "DM" if interaction.guild is None else "guild"
    await interaction.response.send_message(f"{interaction.user.name}'s hand ({where})", ephemeral=True)


@app_commands.command(name="purge", description="Delete all games")
@app_commands.default_permissions(administrator=True)
@app_commands.guild_only()
async def purge(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message("purged")


@deadline_group.command(name="set", description="Set the turn deadline")
@app_commands.choices(hours=[app_commands.Choice(name=f"{h} hours", value=h) for h in (1, 24, 48)])
@app_commands.checks.has_permissions(manage_channels=True)
async def deadline_set(interaction: discord.Interaction[Any], hours: int) -> None:
    await interaction.response.send_message(f"deadline {hours}h")


class TinyBot(discord.Client):
    """A minimal bot: the command tree above synced to one guild in setup_hook."""

    def __init__(
        self, guild_id: int, *, generation: int = 1, sync: bool = True, intents: discord.Intents | None = None
    ) -> None:
        super().__init__(intents=intents or discord.Intents.default())
        self.tree = app_commands.CommandTree(self)
        self.tree.add_command(game_group, guild=discord.Object(guild_id))
        self.tree.add_command(mod_group, guild=discord.Object(guild_id))
        self.tree.add_command(hand)
        self.tree.add_command(purge)
        self.tree.on_error = self.on_tree_error  # type: ignore[method-assign]
        self.guild_id = guild_id
        self.generation = generation
        self.sync = sync
        self.events: list[str] = []
        self.noted = asyncio.Condition()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(JoinButton)
        if self.sync:
            await self.tree.sync(guild=discord.Object(self.guild_id))
            await self.tree.sync()

    async def note(self, event: str) -> None:
        async with self.noted:
            self.events.append(event)
            self.noted.notify_all()

    async def saw(self, event: str) -> None:
        """Wait until the client handled `event` (gateway events arrive asynchronously)."""
        async with self.noted:
            await asyncio.wait_for(self.noted.wait_for(lambda: event in self.events), 5)

    async def on_message(self, message: discord.Message) -> None:
        if message.author != self.user:
            await self.note(f"message {message.author.name}: {message.content}")

    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.note(f"joined:{guild.name}")

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.note(f"deleted:{channel.name}")

    async def on_guild_available(self, guild: discord.Guild) -> None:
        await self.note(f"available:{guild.name}")

    async def on_tree_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError, /
    ) -> None:
        await interaction.response.send_message(f"refused: {type(error).__name__}", ephemeral=True)


async def test_login_ready_and_guild_available(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        assert client.user is not None and client.user.id == fake.bot.id
        guild = client.get_guild(space_port.guild.id)
        assert guild is not None and guild.name == "Space Port"
        assert client.events == ["available:Space Port"]
        assert {c.name for c in guild.channels} == {"Games", "lobby"}
        assert guild.me.guild_permissions.manage_channels
    assert fake.gateway.identify_count == 1
    assert [r.route for r in fake.requests][:2] == ["GET /users/@me", "GET /oauth2/applications/@me"]


async def test_a_wrong_token_fails_login(space_port: SpacePort) -> None:
    with pytest.raises(discord.LoginFailure):
        async with space_port.fake.run(TinyBot(space_port.guild.id), token="stolen"):
            pass
    assert space_port.fake.requests[0].status == 401


async def test_command_sync_is_recorded_with_groups(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        pass
    assert (fake.sync_count(space_port.guild), fake.sync_count()) == (1, 1)
    commands = {c["name"]: c for c in fake.commands(space_port.guild)}
    assert sorted(commands) == ["game", "mod"]
    assert [o["name"] for o in commands["game"]["options"]] == [
        "new",
        "board",
        "pick",
        "rename",
        "invite",
        "rules",
        "status",
    ]
    assert sorted(c["name"] for c in fake.commands()) == ["hand", "purge"]
    (sync,) = fake.requests_to("PUT /applications/{application_id}/guilds/{guild_id}/commands")
    assert sync.params["guild_id"] == str(space_port.guild.id)
    assert sync.json[1]["options"][0]["options"][0]["name"] == "set"  # /mod deadline set


async def test_slash_command_answered_with_a_message(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        interaction = await fake.slash(
            space_port.alice, space_port.guild, space_port.lobby, "game new", options={"game": "hanse"}
        )
        reply = await fake.wait_for_original(interaction)
    assert reply.content == "alice opened hanse for 4 (manage: False)"
    assert reply.channel_id == space_port.lobby.id and not reply.ephemeral
    assert reply.custom_ids() == ["join:7"]
    assert fake.messages_in(space_port.lobby) == [reply]
    (callback,) = fake.responses_to(interaction)
    assert callback.json["type"] == 4
    response_time = fake.response_time(interaction)  # measured, for the benchmarks (how fast is theirs to judge)
    assert response_time is not None and response_time >= 0


async def test_nested_group_and_permission_check_from_member_permissions(space_port: SpacePort) -> None:
    fake = space_port.fake
    moderator = fake.add_member(space_port.guild, "mona", permissions=discord.Permissions(manage_channels=True))
    async with fake.run(TinyBot(space_port.guild.id)):
        guild, lobby = space_port.guild, space_port.lobby
        with pytest.raises(LookupError):  # not one of the declared choices
            await fake.slash(moderator, guild, lobby, "mod deadline set", {"hours": 3})
        denied = await fake.slash(space_port.alice, guild, lobby, "mod deadline set", {"hours": 24})
        allowed = await fake.slash(moderator, guild, lobby, "mod deadline set", {"hours": 24})
        refusal = await fake.wait_for_original(denied)
        accepted = await fake.wait_for_original(allowed)
    assert (refusal.content, refusal.ephemeral) == ("refused: MissingPermissions", True)
    assert (accepted.content, accepted.ephemeral) == ("deadline 24h", False)


async def test_deferred_response_then_followup_with_png_and_alt_text(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        interaction = await fake.slash(space_port.bob, space_port.guild, space_port.lobby, "game board")
        upload = await fake.wait_for_followup(interaction)
        await fake.wait_for_followup(interaction, count=2)
    callback = fake.responses_to(interaction)[0]
    assert callback.json["type"] == 5
    (file,) = upload.files
    assert (file.filename, file.description, file.data) == ("board.png", "Hanse board, turn 3", board_png())
    assert Image.open(io.BytesIO(file.data)).size == (12, 8)
    board = fake.original_response(interaction)  # the first follow-up replaced the "thinking" message
    assert board is not None and board.content == "Turn 3" and not board.loading
    assert [(a.filename, a.description, a.data) for a in board.files] == [(file.filename, file.description, file.data)]
    (hand,) = fake.followups(interaction)
    assert (hand.content, hand.ephemeral) == ("Your hand is private", True)


async def test_button_still_works_after_a_client_restart(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id, generation=1)):
        opened = await fake.slash(space_port.alice, space_port.guild, space_port.lobby, "game new", {"game": "cosmic"})
        board = await fake.wait_for_original(opened)
    async with fake.run(TinyBot(space_port.guild.id, generation=2, sync=False)) as client:
        assert client.get_guild(space_port.guild.id) is not None
        click = await fake.click(space_port.bob, board, "join:7")
        answer = await fake.wait_for_original(click)
    assert fake.gateway.identify_count == 2
    assert (answer.content, answer.ephemeral) == ("bob joined game 7 (client 2)", True)
    assert (fake.sync_count(space_port.guild), fake.sync_count()) == (1, 1)


async def test_dm_to_a_user_with_closed_dms_is_forbidden_50007(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        alice = await client.fetch_user(space_port.alice.id)
        await alice.send("Your turn in Hanse")
        carol = await client.fetch_user(space_port.carol.id)
        with pytest.raises(discord.Forbidden) as refused:
            await carol.send("Your turn in Hanse")
    assert refused.value.code == 50007
    assert [m.content for m in fake.dms_to(space_port.alice)] == ["Your turn in Hanse"]
    assert fake.dms_to(space_port.carol) == []


async def test_channel_creation_without_manage_channels_is_forbidden_50013(fake_discord: Any) -> None:
    fake = fake_discord
    guild = fake.add_guild("Small Port", bot_permissions=discord.Permissions(view_channel=True, send_messages=True))
    async with fake.run(TinyBot(guild.id)) as client:
        cached = client.get_guild(guild.id)
        assert cached is not None
        with pytest.raises(discord.Forbidden) as refused:
            await cached.create_text_channel("hanse-1")
    assert refused.value.code == 50013
    assert [c.name for c in fake.world.guild_channels(guild)] == []


async def test_channel_category_overwrites_topic_and_thread(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        guild = client.get_guild(space_port.guild.id)
        assert guild is not None
        alice = await guild.fetch_member(space_port.alice.id)
        category = await guild.create_category("Starmail games")
        overwrites: dict[discord.Role | discord.Member | discord.Object, discord.PermissionOverwrite] = {
            guild.default_role: discord.PermissionOverwrite(send_messages=False),
            alice: discord.PermissionOverwrite(send_messages=True),
        }
        channel = await guild.create_text_channel("hanse-1", category=category, overwrites=overwrites, topic="Hanse")
        thread = await channel.create_thread(name="hanse-1 table", type=discord.ChannelType.private_thread)
        await thread.send("Welcome")
    stored = fake.channel_named(space_port.guild, "hanse-1")
    assert (stored.topic, stored.parent_id) == ("Hanse", fake.channel_named(space_port.guild, "Starmail games").id)
    alice_perms = discord.Permissions(fake.world.permissions_in(stored, space_port.alice.id))
    bob_perms = discord.Permissions(fake.world.permissions_in(stored, space_port.bob.id))
    assert alice_perms.send_messages and not bob_perms.send_messages
    assert [m.content for m in fake.messages_in(thread.id)] == ["Welcome"]
    assert fake.world.channels[thread.id].parent_id == stored.id


async def test_autocomplete_returns_choices(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        typing = await fake.autocomplete(
            space_port.alice, space_port.guild, space_port.lobby, "game new", {"game": "s"}, focused="game"
        )
        choices = await fake.wait_for_choices(typing)
    assert choices == [{"name": "Starfarers", "value": "starfarers"}]


async def test_select_values_and_update_message(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        shown = await fake.slash(space_port.alice, space_port.guild, space_port.lobby, "game pick")
        menu = await fake.wait_for_original(shown)
        picked = await fake.click(space_port.alice, menu, "pick", values=["hanse", "cosmic"])
        await fake.wait_for_callback(picked)
    assert fake.responses_to(picked)[0].json["type"] == 7
    assert (fake.message(menu).content, fake.message(menu).components) == ("picked hanse, cosmic", [])


async def test_user_select_carries_resolved_members(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        shown = await fake.slash(space_port.alice, space_port.guild, space_port.lobby, "game invite")
        menu = await fake.wait_for_original(shown)
        with pytest.raises(LookupError):
            await fake.click(space_port.alice, menu, "no-such-id")
        chosen = await fake.click(space_port.alice, menu, "invite", values=[space_port.bob, space_port.carol.id])
        reply = await fake.wait_for_original(chosen)
    assert reply.content == "invited bob, carol"


async def test_guild_join_and_channel_deletion_reach_a_running_client(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        later = fake.add_guild("Late Port")
        await fake.announce_guild(later)
        await client.saw("joined:Late Port")
        await fake.delete_channel(space_port.lobby)
        await client.saw("deleted:lobby")
        assert client.get_guild(later.id) is not None and client.get_channel(space_port.lobby.id) is None
    assert space_port.lobby.id not in fake.world.channels


async def test_modal_submit_reaches_on_submit(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        asked = await fake.slash(space_port.alice, space_port.guild, space_port.lobby, "game rename")
        modal = await fake.wait_for_modal(asked)
        submitted = await fake.submit_modal(space_port.alice, asked, {"name": "Friday Hanse"})
        reply = await fake.wait_for_original(submitted)
    assert modal["title"] == "Rename the game"
    assert reply.content == "renamed to Friday Hanse"


async def test_gateway_reconnect_resumes_the_session(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        await fake.reconnect_gateway()
        await fake.wait_until(lambda: fake.gateway.resume_count == 1 and bool(fake.gateway.connected))
        interaction = await fake.slash(
            space_port.bob, space_port.guild, space_port.lobby, "game new", {"game": "hanse"}
        )
        reply = await fake.wait_for_original(interaction)
    assert fake.gateway.identify_count == 1
    assert reply.content.startswith("bob opened hanse")


async def test_response_with_file_is_multipart_with_alt_text(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        asked = await fake.slash(space_port.alice, space_port.guild, space_port.lobby, "game rules")
        callback = await fake.wait_for_callback(asked)
    (file,) = callback.files
    assert (callback.json["type"], file.filename, file.description, file.data) == (
        4,
        "rules.png",
        "Rules card",
        board_png(),
    )
    reply = fake.original_response(asked)
    assert reply is not None and reply.ephemeral and reply.files[0].description == "Rules card"


async def test_edit_and_fetch_original_edit_and_delete_followup(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        asked = await fake.slash(space_port.alice, space_port.guild, space_port.lobby, "game status")
        final = await fake.wait_for_followup(asked, count=2)
    assert final.json["content"] == "original says Status: turn 3"
    original = fake.original_response(asked)
    assert original is not None and original.content == "Status: turn 3" and original.edited_timestamp is not None
    assert [m.content for m in fake.followups(asked)] == ["original says Status: turn 3"]
    routes = [r.route.replace("/webhooks/{application_id}/{interaction_token}", "W") for r in fake.responses_to(asked)]
    assert routes == [
        "POST /interactions/{interaction_id}/{interaction_token}/callback",
        "PATCH W/messages/{message_id}",
        "POST W",
        "PATCH W/messages/{message_id}",
        "DELETE W/messages/{message_id}",
        "GET W/messages/{message_id}",
        "POST W",
    ]


async def test_channel_message_with_embed_file_and_view_then_edit_fetch_and_read(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        lobby = client.get_channel(space_port.lobby.id)
        assert isinstance(lobby, discord.TextChannel)
        view = discord.ui.View(timeout=None)
        view.add_item(JoinButton(9))
        board = discord.File(io.BytesIO(board_png()), filename="board.png", description="Board, turn 1")
        sent = await lobby.send("Turn 1", embed=discord.Embed(title="Hanse"), file=board, view=view)
        await sent.edit(content="Turn 1 (Bob to act)")
        fetched = await lobby.fetch_message(sent.id)
        data = await fetched.attachments[0].read()
    assert (fetched.content, fetched.embeds[0].title, fetched.attachments[0].description) == (
        "Turn 1 (Bob to act)",
        "Hanse",
        "Board, turn 1",
    )
    assert data == board_png()
    assert (fetched.attachments[0].content_type, fetched.attachments[0].width) == ("image/png", 12)
    stored = fake.message(sent.id)
    assert stored.custom_ids() == ["join:9"] and stored.files[0].data == board_png()
    (upload,) = fake.requests_to("POST /channels/{channel_id}/messages")
    assert upload.files[0].description == "Board, turn 1"


async def test_channel_edit_and_member_overwrite(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        guild = client.get_guild(space_port.guild.id)
        assert guild is not None
        hidden: dict[discord.Role | discord.Member | discord.Object, discord.PermissionOverwrite] = {
            guild.default_role: discord.PermissionOverwrite(view_channel=False)
        }
        locked_out = await guild.create_text_channel("hanse-1", overwrites=hidden)
        bob = await guild.fetch_member(space_port.bob.id)
        with pytest.raises(discord.Forbidden) as refused:  # the bot hid the channel from itself too
            await locked_out.set_permissions(bob, view_channel=True)
        hidden[guild.me] = discord.PermissionOverwrite(view_channel=True)
        channel = await guild.create_text_channel("hanse-2", overwrites=hidden)
        await channel.set_permissions(bob, view_channel=True, send_messages=True)
        await channel.edit(topic="Turn 5", name="hanse-2-late")
        cached = client.get_channel(channel.id)
    assert refused.value.code == 50001
    stored = fake.channel_named(space_port.guild, "hanse-2-late")
    assert stored.topic == "Turn 5"
    assert isinstance(cached, discord.TextChannel) and cached.topic == "Turn 5"  # CHANNEL_UPDATE reached the cache
    assert fake.world.permissions_in(stored, space_port.bob.id) & discord.Permissions(view_channel=True).value
    assert fake.world.permissions_in(stored, space_port.alice.id) == 0


async def test_global_command_in_a_dm_and_hidden_admin_command(space_port: SpacePort) -> None:
    fake = space_port.fake
    async with fake.run(TinyBot(space_port.guild.id)):
        in_dm = await fake.slash(space_port.bob, None, None, "hand")
        dm_reply = await fake.wait_for_original(in_dm)
        with pytest.raises(PermissionError):
            await fake.slash(space_port.alice, space_port.guild, space_port.lobby, "purge")
        with pytest.raises(PermissionError):
            await fake.slash(space_port.alice, None, None, "purge")
        by_owner = await fake.slash(fake.world.owner, space_port.guild, space_port.lobby, "purge")
        purged = await fake.wait_for_original(by_owner)
    assert (dm_reply.content, dm_reply.channel_id) == ("bob's hand (DM)", fake.world.dm_channels[space_port.bob.id])
    assert purged.content == "purged"


async def test_user_messages_need_the_message_content_intent(space_port: SpacePort) -> None:
    fake = space_port.fake
    mention = f"hello <@{fake.bot.id}>"
    async with fake.run(TinyBot(space_port.guild.id)) as client:
        await fake.post(space_port.alice, space_port.lobby, "hello")
        await fake.post(space_port.alice, space_port.lobby, mention)
        await client.saw(f"message alice: {mention}")
        assert [e for e in client.events if e.startswith("message")] == ["message alice: ", f"message alice: {mention}"]
    intents = discord.Intents.default()
    intents.message_content = True
    async with fake.run(TinyBot(space_port.guild.id, intents=intents, sync=False)) as client:
        await fake.post(space_port.bob, space_port.lobby, "gg")
        await client.saw("message bob: gg")


async def test_auto_sharded_client_finds_the_gateway_through_gateway_bot(space_port: SpacePort) -> None:
    fake = space_port.fake
    client = discord.AutoShardedClient(intents=discord.Intents.default())
    async with fake.run(client):
        assert client.shard_count == 1 and client.get_guild(space_port.guild.id) is not None
    assert fake.requests_to("GET /gateway/bot")[0].response["url"] == fake.gateway.url


async def test_discord_py_is_pointed_at_the_fake_and_restored() -> None:
    original = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, discord.Asset.BASE
    async with FakeDiscord() as fake:
        assert f"{fake.base_url}/api/v10" == discord.http.Route.BASE
        assert fake.base_url.startswith("http://127.0.0.1:")
        assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == fake.gateway.url
    assert original == (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, discord.Asset.BASE)


def test_snowflakes_are_deterministic() -> None:
    first, second = FakeDiscord(), FakeDiscord()
    for fake in (first, second):
        guild = fake.add_guild("Space Port")
        fake.add_channel(guild, "lobby")
        fake.add_member(guild, "alice")
    assert list(first.world.channels) == list(second.world.channels)
    assert list(first.world.users) == list(second.world.users)
    assert first.world.application_id == second.world.application_id


class ShardBot(discord.AutoShardedClient):
    """Runs some of the gateway shards; its one global command answers with the process's name."""

    def __init__(self, name: str, shard_ids: list[int], shard_count: int, *, sync: bool) -> None:
        super().__init__(intents=discord.Intents.default(), shard_ids=shard_ids, shard_count=shard_count)
        self.name = name
        self.sync = sync
        self.tree: app_commands.CommandTree[ShardBot] = app_commands.CommandTree(self)

        @self.tree.command(name="where", description="Which process answers")
        async def where(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message(f"{self.name} ({interaction.guild_id})")

    async def setup_hook(self) -> None:
        if self.sync:
            await self.tree.sync()


async def test_shards_get_their_guilds_and_their_events_and_dms_go_to_shard_0(space_port: SpacePort) -> None:
    fake, sp = space_port.fake, space_port
    zero, one = fake.add_guild("Zero", shard=(0, 2)), fake.add_guild("One", shard=(1, 2))
    rooms = {guild.id: fake.add_channel(guild, "room") for guild in (zero, one)}
    for guild in (zero, one):
        fake.add_member(guild, sp.alice)
    assert ((zero.id >> 22) % 2, (one.id >> 22) % 2) == (0, 1)
    async with fake.run(ShardBot("a", [0], 2, sync=True)) as a, fake.run(ShardBot("b", [1], 2, sync=False)) as b:
        answers = {}
        for guild in (zero, one):
            asked = await fake.slash(sp.alice, guild, rooms[guild.id], "where")
            answers[guild.id] = (await fake.wait_for_original(asked)).content
        in_dm = await fake.wait_for_original(await fake.slash(sp.alice, None, None, "where"))
        seen = ({g.id for g in a.guilds}, {g.id for g in b.guilds})
    assert answers == {zero.id: f"a ({zero.id})", one.id: f"b ({one.id})"}
    assert in_dm.content == "a (None)"  # direct messages go to shard 0
    on_shard = [{g for g in fake.world.guilds if (g >> 22) % 2 == shard} for shard in (0, 1)]
    assert seen == (on_shard[0], on_shard[1]) and zero.id in seen[0] and one.id in seen[1]
    assert sorted(s.shard for s in fake.gateway.sessions.values()) == [(0, 2), (1, 2)]


async def test_an_invalid_shard_is_closed_with_4010(fake_discord: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session, session.ws_connect(fake_discord.gateway.url) as ws:
        hello = await ws.receive_json()
        assert hello["op"] == 10
        await ws.send_json({"op": 2, "d": {"token": fake_discord.token, "intents": 0, "shard": [2, 2]}})
        closed = await ws.receive()
    assert closed.type == aiohttp.WSMsgType.CLOSE and closed.data == 4010
