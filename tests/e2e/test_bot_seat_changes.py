"""Seat changes and spectators through the real client against the fake Discord.

Whoever newly holds a seat that acts now (/mod replace, /back) gets the turn notice a player who starts to act
gets (a DM with the prompt); the former holder's old buttons are refused with the reason. Someone not seated
who asks for their hand sees where the game stands and a link to the latest board post, privately.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.bot_play import actions_of, finished, latest_board, open_game
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord, Message
from tests.e2e.posts import call_line
from tests.e2e.test_bot_async import answer
from tests.e2e.test_bot_mod import mod
from tests.e2e.test_bot_restart import acting_user


def prompts_to(fake: FakeDiscord, user: Any) -> list[Message]:
    """The DMs to `user` that carry a prompt (components to act with)."""
    return [m for m in fake.dms_to(user) if actions_of(m)]


async def refusal_of_click(fake: FakeDiscord, user: Any, prompt: Message) -> str:
    """`user` clicks the first action of `prompt`; the text of the bot's (ephemeral) answer."""
    custom_id, value = actions_of(prompt)[0]
    click = await fake.click(user, prompt, custom_id, values=None if value is None else [value])
    reply = await finished(fake, click)
    assert reply.json.get("flags", 0) & 64, "a refusal is ephemeral"
    return str(reply.json["content"])


async def test_replacing_the_acting_player_sends_the_new_one_the_prompt(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    dave = fake.add_member(sp.guild, "dave")
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        acting = await acting_user(client, game_id)
        old = sp.alice if acting == sp.alice.id else sp.bob
        (seat,) = (await client.service.view(game_id, None)).acting
        [old_prompt] = prompts_to(fake, old)  # the turn notice of the game's first decision
        assert prompts_to(fake, dave) == []
        told = await mod(fake, sp.alice, sp, channel, "replace", seat=seat, player=dave)
        assert told == "The seat has a new player."
        [new_prompt] = prompts_to(fake, dave)  # the DM turn notice with the prompt, as for any turn
        assert "Your turn" in new_prompt.embeds[0]["description"] and new_prompt.attachments
        board = latest_board(fake, channel.id, game_id)
        assert call_line(board) == f"<@{dave.id}>, your move."
        refused = await refusal_of_click(fake, old, old_prompt)
        # the new player's prompt works
        custom_id, value = actions_of(new_prompt)[0]
        click = await fake.click(dave, new_prompt, custom_id, values=None if value is None else [value])
        await finished(fake, click)
        moved = await client.service.log(game_id)
    assert refused == "This seat was given to another player."
    assert [line.user_id for line in moved if line.kind == "move"] == [dave.id]


async def test_back_while_acting_sends_the_turn_notice(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        acting = await acting_user(client, game_id)
        user = sp.alice if acting == sp.alice.id else sp.bob
        away = await answer(fake, user, sp, channel, "away", until="2d", mode="extend")
        assert "your deadlines wait in 1 game" in away
        before = len(prompts_to(fake, user))
        assert await answer(fake, user, sp, channel, "back") == "Welcome back: your seats are yours again."
        after = prompts_to(fake, user)
        board = latest_board(fake, channel.id, game_id)
    assert len(after) == before + 1 and "Your turn" in after[-1].embeds[0]["description"]
    assert call_line(board) == f"<@{user.id}>, your move."


async def test_a_player_away_with_the_ai_is_told_why_their_old_prompt_is_refused(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        acting = await acting_user(client, game_id)
        user = sp.alice if acting == sp.alice.id else sp.bob
        [old_prompt] = prompts_to(fake, user)
        await answer(fake, user, sp, channel, "away", until="2d")
        refused = await refusal_of_click(fake, user, old_prompt)
        away = await client.service.away_until(user.id)
    assert away is not None
    assert refused == f"You handed this seat to the AI until <t:{int(away.until)}:f>; use /back to play it yourself."


async def test_a_spectator_asking_for_a_hand_sees_the_game_and_the_board_link(
    space_port: SpacePort, starmail: Starmail
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        board = latest_board(fake, channel.id, game_id)
        click = await fake.click(sp.carol, board, f"sm:h:{game_id}")
        await finished(fake, click)
        clicked = fake.original_response(click)
        typed = await fake.slash(sp.carol, sp.guild, channel, "hand")
        await finished(fake, typed)
        slashed = fake.original_response(typed)
        found = await client.store.discord_game(game_id)
        status = await fake.slash(sp.carol, sp.guild, channel, "game status")
        await finished(fake, status)
        status_answer = fake.original_response(status)
    assert found is not None and str(board.id) in found.data["jump"]
    assert status_answer is not None
    status_text = status_answer.embeds[0]["description"]
    for shown in (clicked, slashed):
        assert shown is not None and shown.ephemeral and not shown.attachments and not shown.custom_ids()
        (embed,) = shown.embeds
        lines = embed["description"].split("\n")
        assert lines[0] == "You are not seated in this game: you are watching, not playing."
        assert "\n".join(lines[1:]) == status_text  # the same text a status answer shows
        assert f"[Latest board post]({found.data['jump']})" in embed["description"]
        assert embed["fields"] == status_answer.embeds[0]["fields"]
