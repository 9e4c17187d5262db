"""Moderation and server set-up through the real client: the /mod permission matrix, /settings, and the
thread a game gets when the bot may not create channels (said once per server)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

from tests.e2e.bot_play import finished, latest_board, open_game, open_hand
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.posts import board_narration, call_line, post_texts
from tests.e2e.test_bot_restart import acting_user

REFUSED = "Only moderators (Manage Channels or the moderator role) or the game's host can do that."


async def mod(fake: FakeDiscord, user: Any, sp: SpacePort, where: Any, command: str, **options: Any) -> str:
    """Run a /mod command; the text of the bot's (ephemeral) answer."""
    interaction = await fake.slash(user, sp.guild, where, f"mod {command}", options)
    answer = await finished(fake, interaction)
    body = answer.json.get("data", answer.json) if answer.route.endswith("/callback") else answer.json
    assert body.get("flags", 0) & 64, "moderation answers are ephemeral"
    return str(body["content"])


async def test_mod_permission_matrix(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    mona = fake.add_member(sp.guild, "mona", permissions=discord.Permissions(manage_channels=True))
    referees = fake.add_role(sp.guild, "Referees")
    rolf = fake.add_member(sp.guild, "rolf", roles=[referees])
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        assert await mod(fake, sp.bob, sp, channel, "pause") == REFUSED  # a plain player
        assert await mod(fake, rolf, sp, channel, "pause") == REFUSED  # the role is not configured yet
        configured = await fake.slash(fake.world.owner, sp.guild, sp.lobby, "settings", {"moderator_role": referees})
        await finished(fake, configured)
        assert await mod(fake, rolf, sp, channel, "pause") == "The game is paused."  # the moderator role
        assert await mod(fake, mona, sp, channel, "resume") == "The game continues."  # Manage Channels
        assert await mod(fake, sp.alice, sp, channel, "pause") == "The game is paused."  # the host, own game
        assert (await client.service.view(game_id, None)).status == "paused"
        assert await mod(fake, sp.bob, sp, channel, "end") == REFUSED
        assert await mod(fake, mona, sp, channel, "end") == "The game was ended by a moderator."
        assert (await client.service.view(game_id, None)).status == "abandoned"
    boards = [m for m in fake.messages_in(channel) if f"sm:h:{game_id}" in m.custom_ids()]
    assert call_line(boards[-1]) == "The game is over."
    assert any("paused" in call_line(m) for m in boards)


async def test_settings_need_manage_server(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    helper = fake.add_member(sp.guild, "helper", permissions=discord.Permissions(manage_guild=True))
    async with fake.run(starmail.client()) as client:
        with pytest.raises(PermissionError):  # Discord does not even offer the command to a plain member
            await fake.slash(sp.bob, sp.guild, sp.lobby, "settings")
        options = {"category": sp.games, "kick_policy": "pause", "locale": "de"}
        shown = await fake.slash(helper, sp.guild, sp.lobby, "settings", options)
        answer = await finished(fake, shown)
        settings = await client.store.guild_settings(sp.guild.id)
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        user = await acting_user(client, game_id)
        hand = await open_hand(fake, user, latest_board(fake, channel.id, game_id), game_id)
    assert answer.json["data"]["embeds"][0]["title"] == "Settings saved"
    assert settings["category_id"] == sp.games.id and settings["kick_policy"] == "pause"
    assert channel.parent_id == sp.games.id
    labels = [o["label"] for c in hand.components for s in c["components"] for o in s.get("options", [s])]
    # a private prompt speaks its reader's language (their Discord client's), not the server's
    assert "Start first (the other player picks the planet)" in labels
    assert [c["name"] for c in fake.commands(sp.guild) if c["name"] == "settings"] == ["settings"]
    (settings_command,) = [c for c in fake.commands(sp.guild) if c["name"] == "settings"]
    assert int(settings_command["default_member_permissions"]) == discord.Permissions(manage_guild=True).value


async def test_without_manage_channels_games_get_threads_and_it_is_said_once(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    allowed = discord.Permissions(
        view_channel=True,
        send_messages=True,
        send_messages_in_threads=True,
        create_public_threads=True,
        embed_links=True,
        attach_files=True,
        read_message_history=True,
    )
    guild = fake.add_guild("Small Port", bot_permissions=allowed)
    lobby = fake.add_channel(guild, "lobby")
    alice, bob = fake.add_member(guild, "alice"), fake.add_member(guild, "bob")
    port = SpacePort(fake, guild, lobby, lobby, alice, bob, bob)
    async with fake.run(Starmail(fake, tmp_path / "small.db", guild.id).client()):
        first = await open_game(fake, alice, [bob], port, "hanse")
        second = await open_game(fake, bob, [alice], port, "hanse")
    threads = {c.name: c for c in fake.world.guild_threads(guild)}
    assert set(threads) == {f"hanse-{first:04d}", f"hanse-{second:04d}"}
    assert all(t.parent_id == lobby.id for t in threads.values())
    assert [c.name for c in fake.world.guild_channels(guild)] == ["lobby"]
    notices = [m for m in fake.messages_in(lobby) if "Manage Channels" in m.content]
    assert len(notices) == 1
    for thread in threads.values():
        assert any(
            f"sm:h:{first if thread.name.endswith(str(first)) else second}" in m.custom_ids()
            for m in fake.messages_in(thread)
        )


async def test_deadline_shows_as_a_discord_timestamp_and_fires_through_the_scheduler(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        assert await mod(fake, sp.alice, sp, channel, "deadline", hours=24) == "The deadline is set."
        record = await client.store.get_game(game_id)
        assert client.scheduler is not None and record is not None and record.deadline_at is not None
        before = (await client.service.view(game_id, None)).seq
        await client.scheduler.fire_due(now=record.deadline_at + 1)
        after = (await client.service.view(game_id, None)).seq
    stamp = f"<t:{int(record.deadline_at)}:R>"
    assert any(stamp in text for m in fake.messages_in(channel) for text in post_texts(m))
    assert after > before  # the AI moved for the late player
    latest = [m for m in fake.messages_in(channel) if f"sm:h:{game_id}" in m.custom_ids()][-1]
    assert "The deadline passed" in board_narration(latest)


async def test_a_players_own_language_serves_their_prompts_and_dms_the_servers_its_posts(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    sp.alice.locale = sp.bob.locale = "de"  # German clients, in a server left in English
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        user = await acting_user(client, game_id)
        hand = await open_hand(fake, user, latest_board(fake, channel.id, game_id), game_id)
        stored = await client.store.user_locales([sp.alice.id, sp.bob.id])
    labels = [o["label"] for c in hand.components for s in c["components"] for o in s.get("options", [s])]
    assert "Als Erster beginnen (der andere wählt den Planeten)" in labels
    assert {user: seen for user, (seen, _chosen) in stored.items()} == {sp.alice.id: "de", sp.bob.id: "de"}


async def test_the_servers_language_defaults_to_its_discord_preference(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    sp.guild.locale = "nl"
    admin = fake.add_member(sp.guild, "admin", permissions=discord.Permissions(manage_guild=True))
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        unset = await client.delivery.languages.locale(game_id)
        await finished(fake, await fake.slash(admin, sp.guild, sp.lobby, "settings", {"locale": "fr"}))
        chosen = await client.delivery.languages.locale(game_id)
    assert (unset, chosen) == ("nl", "fr")


async def test_a_chosen_language_wins_over_the_discord_one_until_auto(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        chosen = await finished(fake, await fake.slash(sp.alice, sp.guild, sp.lobby, "language", {"language": "de"}))
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        german = await client.delivery.languages.personal_locale(game_id, sp.alice.id)
        back = await finished(fake, await fake.slash(sp.alice, sp.guild, sp.lobby, "language", {"language": "auto"}))
        english = await client.delivery.languages.personal_locale(game_id, sp.alice.id)
        stored = await client.store.user_locales([sp.alice.id])
    assert chosen.json["data"]["content"] == "Starmail spricht privat jetzt Deutsch mit dir."
    assert back.json["data"]["content"] == "Starmail follows your Discord language in private again."
    assert (german, english, stored) == ("de", "en", {sp.alice.id: ("en-US", None)})
