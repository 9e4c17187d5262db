"""The slash commands besides buttons: /move with autocomplete, /game join|status|list|log|rules, /hand, and
the lobby's Cancel; every refusal is one ephemeral sentence."""

from __future__ import annotations

from typing import Any

from tests.e2e.bot_play import click_action, finished, latest_board, open_game, open_hand, open_lobby, prompt_seq
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.fake_discord import FakeDiscord, Interaction
from tests.e2e.posts import board_narration
from tests.e2e.test_bot_restart import acting_user


def answer_body(fake: FakeDiscord, interaction: Interaction) -> dict[str, Any]:
    last = fake.responses_to(interaction)[-1]
    body: dict[str, Any] = last.json.get("data", last.json) if last.route.endswith("/callback") else last.json
    return body


async def test_move_autocompletes_the_callers_actions_and_plays_one(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        user = await acting_user(client, game_id)
        other = sp.bob.id if user == sp.alice.id else sp.alice.id
        before = await client.service.view(game_id, user)
        typing = await fake.autocomplete(user, sp.guild, channel, "move", {"action": "start"}, focused="action")
        choices = await fake.wait_for_choices(typing)
        nothing = await fake.autocomplete(other, sp.guild, channel, "move", {"action": ""}, focused="action")
        assert await fake.wait_for_choices(nothing) == []  # not their turn: nothing to offer
        moved = await fake.slash(user, sp.guild, channel, "move", {"action": choices[0]["value"]})
        await finished(fake, moved)
        after = await client.service.view(game_id, None)
        wrong = await fake.slash(other, sp.guild, channel, "move", {"action": "fly to the moon"})
        await finished(fake, wrong)
    labels = [c.label for c in before.choices if "start" in c.label.lower()]
    assert [c["name"] for c in choices] == labels and len(choices) <= 25
    assert choices[0]["value"] == f"{before.seq}:{labels and before.choices[0].index}"
    assert after.seq > before.seq
    played = answer_body(fake, moved)
    assert played["flags"] & 64 and played["embeds"][0]["description"].startswith(f"You played: {labels[0]}.")
    refused = answer_body(fake, wrong)
    assert refused["flags"] & 64
    assert refused["content"] in ("No action of yours matches that; pick one from the list.", "It is not your turn.")


async def test_game_join_status_list_log_and_rules(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()):
        lobby, game_id = await open_lobby(fake, sp.alice, sp, "hanse", {"round_cap": 3})
        joined = await fake.slash(sp.bob, sp.guild, sp.lobby, "game join")  # the lobby opened in this channel
        await finished(fake, joined)
        seats_after_join = fake.message(lobby).embeds[0]["fields"][0]["value"]
        early = await fake.slash(sp.bob, sp.guild, sp.lobby, "game start", {"game": game_id})
        await finished(fake, early)
        started = await fake.slash(sp.alice, sp.guild, sp.lobby, "game start", {"game": game_id})
        await finished(fake, started)
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        status = await fake.slash(sp.carol, sp.guild, channel, "game status")
        await finished(fake, status)
        listed = await fake.slash(sp.carol, sp.guild, sp.lobby, "game list")
        await finished(fake, listed)
        log = await fake.slash(sp.alice, sp.guild, channel, "game log")
        await finished(fake, log)
        beyond = await fake.slash(sp.alice, sp.guild, channel, "game log", {"page": 9})
        await finished(fake, beyond)
        rules = await fake.slash(sp.carol, sp.guild, sp.lobby, "game rules", {"game": "hanse"})
        first_page = await fake.wait_for_original(rules)
        first_footer = first_page.embeds[0]["footer"]["text"]
        turned = await fake.click(sp.carol, first_page, "sm:r:hanse:1")
        await fake.wait_for_callback(turned)
        hand = await fake.slash(sp.alice, sp.guild, channel, "hand")
        await finished(fake, hand)
    assert f"<@{sp.bob.id}>" in seats_after_join  # the lobby message follows /game join
    assert answer_body(fake, early)["content"] == "Only the host or a moderator can start the game."
    assert answer_body(fake, started)["content"] == f"The game is on in <#{channel.id}>."
    shown = fake.original_response(status)
    assert shown is not None and shown.ephemeral and shown.attachments[0].description.startswith("Kosmische Hanse")
    assert "Next:" in shown.embeds[0]["description"]
    assert f"#{game_id}" in answer_body(fake, listed)["embeds"][0]["description"]
    assert answer_body(fake, log)["flags"] & 64
    assert answer_body(fake, log)["embeds"][0]["title"] == f"Game #{game_id}: log"  # one page only: no page line
    assert answer_body(fake, beyond)["content"] == "The log of this game has one page so far."
    assert first_page.ephemeral and first_footer.startswith("Page 1 of")
    assert fake.message(first_page).embeds[0]["footer"]["text"].startswith("Page 2 of")
    private = fake.original_response(hand)
    assert private is not None and private.ephemeral and private.attachments[0].description.startswith("Hand of")
    assert prompt_seq(private) in (None, 0)


async def test_lobby_cancel_is_for_the_host(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        lobby, game_id = await open_lobby(fake, sp.alice, sp, "hanse")
        refused = await fake.click(sp.bob, lobby, f"sm:l:{game_id}:cancel")
        await finished(fake, refused)
        cancelled = await fake.click(sp.alice, lobby, f"sm:l:{game_id}:cancel")
        await fake.wait_for_callback(cancelled)
        status = (await client.service.view(game_id, None)).status
    assert answer_body(fake, refused)["content"] == "Only the host or a moderator can end the game."
    assert status == "abandoned" and fake.message(lobby).custom_ids() == []
    assert "This lobby was cancelled." in fake.message(lobby).embeds[0]["description"]


async def test_a_player_undo_needs_the_other_players_consent(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse")
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        mover = await acting_user(client, game_id)
        other = sp.bob.id if mover == sp.alice.id else sp.alice.id
        prompt = await open_hand(fake, mover, latest_board(fake, channel.id, game_id), game_id)
        await click_action(fake, mover, prompt)
        moved = (await client.service.view(game_id, None)).seq
        asked = await fake.slash(mover, sp.guild, channel, "game undo")
        await finished(fake, asked)
        agreed = await fake.slash(other, sp.guild, channel, "game undo")
        await finished(fake, agreed)
        after = (await client.service.view(game_id, None)).seq
    assert answer_body(fake, asked)["content"] == "Undo back to move 0 needs 1 more player to agree."
    assert answer_body(fake, agreed)["content"] == "The game went back to move 0."
    assert (moved, after) == (1, 0)
    board = latest_board(fake, channel.id, game_id)
    assert "The game went back to move 0." in board_narration(board)


async def test_ai_players_by_command_with_their_kinds(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        lobby, _ = await open_lobby(fake, sp.alice, sp, "hanse")
        typing = await fake.autocomplete(sp.alice, sp.guild, sp.lobby, "game add-ai", {"kind": "ran"}, focused="kind")
        kinds = await fake.wait_for_choices(typing)
        added = await fake.slash(sp.alice, sp.guild, sp.lobby, "game add-ai", {"kind": "random"})
        await finished(fake, added)
        seats_with_ai = fake.message(lobby).embeds[0]["fields"][0]["value"]
        stranger = await fake.slash(sp.bob, sp.guild, sp.lobby, "game remove-ai")
        await finished(fake, stranger)
        removed = await fake.slash(sp.alice, sp.guild, sp.lobby, "game remove-ai")
        await finished(fake, removed)
        seats = (await client.service.view(1, None)).seats
    assert [k["value"] for k in kinds] == ["random"]
    assert answer_body(fake, added)["content"] == "An AI player took a seat." and "AI (Player 2)" in seats_with_ai
    assert answer_body(fake, stranger)["content"] == "You are not seated in this game."
    assert answer_body(fake, removed)["content"] == "An AI player left." and [s.kind for s in seats] == ["human"]
    assert "AI" not in fake.message(lobby).embeds[0]["fields"][0]["value"]
