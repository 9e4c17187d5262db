"""The fake Discord checks layout components (components v2) as Discord documents them, driven by the real
discord.py client: a message in one piece is accepted and read back; what Discord refuses is refused with 50035;
mentions in text displays notify only as `allowed_mentions` says."""

from __future__ import annotations

import io

import discord
import pytest

from tests.e2e.conftest import SpacePort
from tests.e2e.fake_discord.layout import COMPONENTS_V2, LayoutError, check_message
from tests.e2e.test_fake_discord import JoinButton, TinyBot, board_png


def board_view(text: str = "Turn 1") -> discord.ui.LayoutView:
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.TextDisplay(text))
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=0x3A6EA5)
    box.add_item(discord.ui.TextDisplay("### Hanse"))
    box.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://board.png", description="Board")))
    box.add_item(discord.ui.Separator())
    box.add_item(discord.ui.ActionRow(JoinButton(9)))
    view.add_item(box)
    return view


async def test_a_board_in_one_piece_is_accepted_read_back_and_pings_only_whom_it_may(space_port: SpacePort) -> None:
    fake, sp = space_port.fake, space_port
    async with fake.run(TinyBot(sp.guild.id)) as client:
        lobby = client.get_channel(sp.lobby.id)
        assert isinstance(lobby, discord.TextChannel)
        board = discord.File(io.BytesIO(board_png()), filename="board.png", description="Board")
        calling = f"<@{sp.alice.id}> <@{sp.bob.id}>, your move."
        only_bob = discord.AllowedMentions(users=[discord.Object(sp.bob.id)], roles=False, everyone=False)
        sent = await lobby.send(view=board_view(calling), file=board, allowed_mentions=only_bob)
        with pytest.raises(discord.HTTPException) as refused:
            await sent.edit(content="now with content")  # a layout message carries no content
    stored = fake.message(sent.id)
    assert stored.flags & COMPONENTS_V2 and stored.custom_ids() == ["join:9"]
    assert [u.id for u in stored.mentions] == [sp.bob.id]  # named both, notified one
    assert refused.value.code == 50035 and stored.content == ""


def test_layout_rules_refuse_what_discord_refuses() -> None:
    text = {"type": 10, "content": "hi"}
    gallery = {"type": 12, "items": [{"media": {"url": "attachment://missing.png"}}]}
    cases = [
        ("content", [text], COMPONENTS_V2, "content and embeds"),
        ("", [text], 0, "needs the IS_COMPONENTS_V2 flag"),
        ("", [{"type": 17, "components": [{"type": 17, "components": [text]}]}], COMPONENTS_V2, "in a container"),
        ("", [{"type": 9, "components": [text]}], COMPONENTS_V2, "accessory"),
        ("", [gallery], COMPONENTS_V2, "names no attachment"),
        ("", [text] * 41, COMPONENTS_V2, "at most 40"),
        ("", [{"type": 10, "content": "x" * 4001}], COMPONENTS_V2, "at most 4000"),
        ("", [{"type": 1, "components": [{"type": 2}] * 6}], COMPONENTS_V2, "up to 5 buttons"),
    ]
    for content, components, flags, reason in cases:
        with pytest.raises(LayoutError, match=reason):
            check_message(content, [], components, flags, set())
    shown = {"type": 12, "items": [{"media": {"url": "attachment://b.png"}}]}
    check_message("", [], [text, shown], COMPONENTS_V2, {"b.png"})  # accepted: nothing raised
