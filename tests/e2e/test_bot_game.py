"""Whole games through the real discord.py client and Starmail against the fake Discord.

Two people play Hanse to the end by buttons and selects (DM prompts, prompts edited in place, "Show my hand"),
and one person whose DMs are closed plays against an AI seat. Both end with the leak scan: no channel post,
embed or image description carries a hidden card, DMs carry only their reader's, and every board image was
drawn from a public view.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.discord.present import pictures
from tests.e2e.bot_play import CHANNEL_POST, latest_board, open_game, open_hand, play_to_end
from tests.e2e.conftest import SpacePort, Starmail
from tests.e2e.leaks import audience, hidden_ids, request_text, scan
from tests.e2e.posts import board_facts, call_line, gallery

BOARD_VIEWS: list[dict[str, Any]] = []


@pytest.fixture
def drawn_boards(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """Record every view the bot hands to the board renderer."""
    real = pictures._draw_board
    views: list[dict[str, Any]] = []

    def spy(view: dict[str, Any], names: Any, locale: str) -> Any:
        views.append(view)
        return real(view, names, locale)

    monkeypatch.setattr(pictures, "_draw_board", spy)
    yield views


def check_boards_public(views: list[dict[str, Any]], states: tuple[Any, ...], game: Any) -> None:
    assert views, "no board was drawn"
    for view in views:
        assert "you" not in view and "private" not in view
        secret = {i for ids in game.secrets(states[view["seq"]]).values() for i in ids}
        text = json.dumps(view)
        assert not [i for i in secret if i in text]


async def test_two_players_play_hanse_to_the_end_with_buttons(
    space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        assert channel.parent_id is not None and "players: alice, bob" in (channel.topic or "")
        moves = await play_to_end(fake, client, game_id, channel.id, random.Random(7))
        final = await client.service.view(game_id, None)
        hidden = await hidden_ids(client.store, game_id)
    assert final.status == "over" and moves >= 5
    boards = [m for m in fake.messages_in(channel) if f"sm:h:{game_id}" in m.custom_ids()]
    assert call_line(boards[-1]) == "The game is over." and next(iter(board_facts(boards[-1]))) == "Result"
    for board in boards:
        image, *recap = board.attachments  # the last board adds the luck chart of the recap
        assert image.description and image.description.startswith("Kosmische Hanse board")
        # the board is shown in the post with its alt text, and the luck chart with its own
        shown = gallery(board)
        assert [item["media"]["url"] for item in shown] == [f"attachment://{a.filename}" for a in board.attachments]
        assert [item.get("description") for item in shown] == [a.description for a in board.attachments]
        assert [a.filename for a in recap] == ([f"hanse-{game_id:04d}-luck.png"] if board is boards[-1] else [])
    assert fake.dms_to(sp.alice) and fake.dms_to(sp.bob)  # turn notices with the hand and the prompt
    bob_dm = str(fake.world.dm_channels[sp.bob.id])
    notices = [r for r in fake.requests_to(CHANNEL_POST) if r.params["channel_id"] == bob_dm]
    assert notices and all(r.files and r.json["components"] for r in notices)  # hand image + the prompt
    # moves within a turn edit that turn's one log message instead of posting many
    logs = [m for m in fake.messages_in(channel) if m.embeds and not m.custom_ids()]
    edits = [r for r in fake.requests if r.route == "PATCH /channels/{channel_id}/messages/{message_id}"]
    assert logs and edits and len(logs) < len(boards)
    assert scan(fake, hidden) > len(boards)
    check_boards_public(drawn_boards, hidden.states, client.service._games("hanse"))
    # what a seat learns privately ("You drew ...") reaches its player, and only privately
    told = [audience(fake, r) for r in fake.requests if "You drew" in request_text(r)]
    assert told and "public" not in told


async def test_closed_dms_are_remembered_and_served_in_the_channel(
    space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.carol, ["ai"], sp, "hanse", {"round_cap": 2})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        await play_to_end(fake, client, game_id, channel.id, random.Random(3))
        hidden = await hidden_ids(client.store, game_id)
        assert await client.store.dm_closed_since(sp.carol.id) is not None
    dm_attempts = [
        r for r in fake.requests_to(CHANNEL_POST) if r.params["channel_id"] == str(fake.world.dm_channels[sp.carol.id])
    ]
    assert [r.error_code for r in dm_attempts] == [50007]  # tried once, never again
    notes = [m for m in fake.messages_in(channel) if "cannot send you direct messages" in m.content]
    assert len(notes) == 1 and f"<@{sp.carol.id}>" in notes[0].content
    pings = [m for m in fake.messages_in(channel) if call_line(m) == f"<@{sp.carol.id}>, your move."]
    assert len(pings) >= 2  # every turn of hers is announced in the channel
    scan(fake, hidden)
    check_boards_public(drawn_boards, hidden.states, client.service._games("hanse"))


async def test_show_my_hand_is_private_and_refuses_spectators(space_port: SpacePort, starmail: Starmail) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()):
        game_id = await open_game(fake, sp.alice, [sp.bob], sp, "hanse", {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"hanse-{game_id:04d}")
        board = latest_board(fake, channel.id, game_id)
        hands = {user.name: await open_hand(fake, user, board, game_id) for user in (sp.alice, sp.bob)}
        spectator = await open_hand(fake, sp.carol, board, game_id)
    acting = [name for name, hand in hands.items() if hand.custom_ids()]
    (waiting,) = [hand for name, hand in hands.items() if name not in acting]
    assert len(acting) == 1 and "Not your turn" in waiting.embeds[0]["description"]
    for hand in hands.values():
        assert hand.ephemeral and (hand.attachments[0].description or "").startswith("Hand of")
    assert "not seated" in spectator.embeds[0]["description"] and not spectator.attachments


async def test_three_players_play_andromeda_to_the_end(
    space_port: SpacePort, starmail: Starmail, drawn_boards: list[dict[str, Any]]
) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(starmail.client()) as client:
        game_id = await open_game(fake, sp.alice, [sp.bob, sp.carol], sp, "andromeda", {"round_cap": 1})
        channel = fake.channel_named(sp.guild, f"andromeda-{game_id:04d}")
        await play_to_end(fake, client, game_id, channel.id, random.Random(5))
        final = await client.service.view(game_id, None)
        hidden = await hidden_ids(client.store, game_id)
    assert final.status == "over" and final.result is not None
    posts = [m for m in fake.messages_in(channel) if m.author.id == fake.bot.id]
    boards = [m for m in posts if f"sm:h:{game_id}" in m.custom_ids()]
    assert call_line(boards[-1]) == "The game is over." and all(b.attachments[0].description for b in boards)
    # simultaneous decisions: a seat that answered leaves the others pending, shown in the turn's log message
    shown = [
        f["value"]
        for r in fake.requests
        if r.params.get("channel_id") == str(channel.id) and isinstance(r.json, dict)
        for e in r.json.get("embeds") or []
        for f in e.get("fields", [])
        if f["name"] == "Waiting for"
    ]
    assert shown
    # once a turn is over, its log message no longer says it waits for anyone
    logs = [m for m in posts if m.embeds and not m.custom_ids() and m.id < boards[-1].id]
    assert logs and not any(f["name"] == "Waiting for" for m in logs for f in m.embeds[0].get("fields", []))
    assert scan(fake, hidden) > len(boards)
    check_boards_public(drawn_boards, hidden.states, client.service._games("andromeda"))
