"""The board post in one piece, with Discord's layout components (components v2): who is called on first (the
line that pings), then one container holding the title, the board picture (with its alt text), the narration of
the turn, the facts (whose turn, the deadline; at the end the result, length and luck, and the luck chart), and
the buttons. One message that reads top to bottom on a phone.

Discord counts at most 4000 characters of text displays per message: the narration gets what the rest leaves,
its oldest lines dropped first (`clip_lines`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.discord.present.formatting import COLOUR, clip_lines
from render.picture import ALT_LIMIT

TEXT_LIMIT = 4000
"""Discord's limit on the text displays of one message, all together."""
FACT_LIMIT = 1024
"""The most one fact (a heading and its text) may take, so that the narration always keeps room."""


@dataclass(frozen=True)
class Picture:
    """An attached picture shown in the post: its file name and its alt text."""

    filename: str
    alt: str


@dataclass(frozen=True)
class BoardPost:
    title: str
    call: str
    """The line that calls on whoever acts ("<@1>, your move."), or says the game is over or paused; may be empty."""
    lines: Sequence[str]
    """The narration of the turn, oldest first."""
    facts: Sequence[tuple[str, str]] = ()
    """(heading, text) pairs: Next, Deadline, Result, Length, Luck."""
    board: Picture | None = None
    extra: Sequence[Picture] = ()
    """Pictures after the facts (the luck chart)."""
    buttons: Sequence[discord.ui.Item[Any]] = field(default_factory=tuple)


def board_layout(post: BoardPost) -> discord.ui.LayoutView:
    """`post` as a layout view, ready for `channel.send(view=..., files=...)`."""
    view = discord.ui.LayoutView(timeout=None)
    heading = f"### {post.title}"
    facts = [clip_lines([f"**{name}**", *text.splitlines()], FACT_LIMIT) for name, text in post.facts]
    spent = len(post.call) + len(heading) + sum(len(f) for f in facts)
    narration = clip_lines(list(post.lines), max(200, TEXT_LIMIT - spent - 10))
    if post.call:
        view.add_item(discord.ui.TextDisplay(post.call))
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=COLOUR)
    box.add_item(discord.ui.TextDisplay(heading))
    if post.board is not None:
        box.add_item(discord.ui.MediaGallery(_item(post.board)))
    if narration:
        box.add_item(discord.ui.TextDisplay(narration))
    if facts:
        box.add_item(discord.ui.Separator())
        box.add_item(discord.ui.TextDisplay("\n".join(facts)))
    if post.extra:
        box.add_item(discord.ui.MediaGallery(*(_item(p) for p in post.extra)))
    if post.buttons:
        box.add_item(discord.ui.ActionRow(*post.buttons))
    view.add_item(box)
    return view


def _item(picture: Picture) -> discord.MediaGalleryItem:
    return discord.MediaGalleryItem(f"attachment://{picture.filename}", description=picture.alt[:ALT_LIMIT] or None)
