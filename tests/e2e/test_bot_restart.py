"""A bot restart in mid-game: old prompts keep working (applied if current, refused as stale with a fresh
prompt otherwise), and unchanged commands are not synced again."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord import client as client_module
from bot.discord.commands import all_commands
from bot.store.base import LogEntry
from rules.registry import registry
from tests.e2e.bot_play import FOLLOWUP, click_action, finished, latest_board, open_game, open_hand, prompt_seq
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.posts import board_title


async def acting_user(client: object, game_id: int) -> int:
    public = await client.service.view(game_id, None)  # type: ignore[attr-defined]
    seats = {s.seat: s for s in public.seats}
    return next(seats[a].user_id for a in public.acting if seats[a].user_id is not None)


async def test_old_buttons_after_a_restart_apply_if_current_and_refresh_if_stale(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as first:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        user = await acting_user(first, game_id)
        board = latest_board(fake, channel.id, game_id)
        clicked, stale = await open_hand(fake, user, board, game_id), await open_hand(fake, user, board, game_id)
        seq = prompt_seq(clicked)
        await click_action(fake, user, clicked)
        next_user = await acting_user(first, game_id)
        current = await open_hand(fake, next_user, latest_board(fake, channel.id, game_id), game_id)
        assert seq is not None and prompt_seq(current) == seq + 1
    assert (fake.sync_count(sp.guild), fake.gateway.identify_count) == (1, 1)

    async with fake.run(starmail.client()) as second:
        refused = await click_action(fake, user, stale)
        answer = fake.responses_to(refused)[-1]
        assert (await second.service.view(game_id, None)).seq == seq + 1  # nothing was played
        await click_action(fake, next_user, current)
        after = await second.service.view(game_id, None)
    assert answer.route == FOLLOWUP and answer.json["flags"] & 64
    # the old copy was spent by the click on its twin before the restart: "already made" (whoever acts now), and the
    # prompt as it stands now
    assert answer.json["embeds"][0]["description"].startswith("That move was already made")
    fresh = fake.followups(refused)[0]
    assert fresh.ephemeral and fresh.embeds[0]["footer"]["text"] == f"Move {seq + 1}"
    if next_user == user:  # still their turn: the fresh prompt is made at the current seq, with their actions
        assert prompt_seq(fresh) == seq + 1
    assert after.seq >= seq + 2
    assert fake.gateway.identify_count == 2
    assert fake.sync_count(sp.guild) == 1  # the same commands were not synced again


async def test_a_deleted_game_channel_is_reopened_and_the_game_goes_on(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        user = await acting_user(client, game_id)
        await fake.delete_channel(channel)
        move = await fake.slash(user, sp.guild, sp.lobby, "move", {"action": "0:0", "game": game_id})
        await finished(fake, move)
        reopened = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        found = await client.store.discord_game(game_id)
    assert reopened.id != channel.id and found is not None and found.channel_id == reopened.id
    posts = fake.messages_in(reopened)
    assert "continues here" in posts[0].content
    assert any(f"sm:h:{game_id}" in m.custom_ids() for m in posts)  # the board is there again


async def test_after_a_crash_the_ai_replies_left_over_are_played_and_posted(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as first:
        game_id = await open_game(fake, sp.carol, ["ai"], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        # a crash between the human move's commit and the AI's replies: write the move alone, as the service would
        store = first.store
        record = await store.get_game(game_id)
        assert record is not None and record.state is not None
        game = registry.get("hanse")
        state = game.decode(record.state)
        human = next(s.seat for s in record.seats if s.kind == "human")
        robot = next(s.seat for s in record.seats if s.kind == "ai")
        steps = [game.apply(state, human, action) for action in game.legal_actions(state, human)]
        step = next(s for s in steps if robot in game.acting(s.state))
        action = game.legal_actions(state, human)[steps.index(step)]
        row = LogEntry("move", record.seq + 1, human, sp.carol.id, action, step.events, step.checkpoint)
        # as every commit does, the seats that act now are recorded with their decision (meta "decisions")
        decisions = dict.fromkeys(game.acting(step.state), record.seq + 1)
        meta = {**record.meta, "decisions": decisions}
        changes = {"seq": record.seq + 1, "state": game.encode(step.state), "meta": meta}
        await store.append_log(game_id, record.version, [row], changes)
    stranded = record.seq + 1
    boards = [m for m in fake.messages_in(channel) if f"sm:h:{game_id}" in m.custom_ids()]
    async with fake.run(starmail.client()) as second:
        board = await fake.wait_for_message(
            channel, lambda m: m.id > boards[-1].id and f"sm:h:{game_id}" in m.custom_ids()
        )
        now = await second.service.view(game_id, None)
    assert now.seq > stranded and (human in now.acting or now.status == "over")
    assert board_title(board).endswith(f"move {now.seq}")


async def test_commands_sync_again_only_when_they_changed(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, sp = space_port.fake, space_port
    for _ in range(2):
        async with fake.run(starmail.client()):
            pass
    assert fake.sync_count(sp.guild) == 1 and fake.sync_count() == 0  # dev guild only, once

    @app_commands.command(name="ping", description="Is the bot there?")
    async def ping(interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("pong", ephemeral=True)

    monkeypatch.setattr(client_module, "all_commands", lambda actions: [*all_commands(actions), ping])
    async with fake.run(starmail.client()):
        pass
    assert fake.sync_count(sp.guild) == 2
    assert "ping" in [c["name"] for c in fake.commands(sp.guild)]


async def test_a_failing_command_sync_keeps_the_registered_commands_and_the_bot_running(
    space_port: SpacePort, starmail: Starmail, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()):
        pass
    assert fake.sync_count(sp.guild) == 1
    registered = {scope: list(commands) for scope, commands in fake.world.commands.items()}

    async def refused(self: Any, *, guild: Any = None) -> Any:
        raise discord.HTTPException(FailedResponse(), "Discord is down")

    monkeypatch.setattr(discord.app_commands.CommandTree, "sync", refused)
    monkeypatch.setattr("bot.discord.client.command_fingerprint", _changed_fingerprint)
    async with fake.run(starmail.client()) as second:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")  # the commands registered before work
        stored = await second.store.bot_value(f"command_fingerprint:{sp.guild.id}")
    assert fake.sync_count(sp.guild) == 1 and game_id > 0
    assert stored != "changed"  # not recorded as synced: the next start tries again
    assert {scope: list(commands) for scope, commands in fake.world.commands.items()} == registered


async def _changed_fingerprint(tree: Any, guild_id: int | None) -> str:
    return "changed"


class FailedResponse:
    status = 500
    reason = "Internal Server Error"
