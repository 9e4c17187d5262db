"""Reading the bot's posts as a player sees them, whatever their form: message content and embeds, or the
layout components of a board post (bot/discord/present/board_post.py): the call line on top, then one
container with a `### title`, the board, the narration, the facts (`**Heading**` then its lines) and buttons."""

from __future__ import annotations

from typing import Any

from tests.e2e.fake_discord import Message
from tests.e2e.fake_discord.layout import CONTAINER, MEDIA_GALLERY, TEXT_DISPLAY, nested


def text_displays(message: Message) -> list[str]:
    return [str(c.get("content") or "") for c in nested(message.components) if c.get("type") == TEXT_DISPLAY]


def post_texts(message: Message) -> list[str]:
    """Everything a message says: its content, its embeds' titles, descriptions and fields, its text displays."""
    texts = [message.content] if message.content else []
    for embed in message.embeds:
        texts += [str(embed.get(k)) for k in ("title", "description") if embed.get(k)]
        texts += [f"{f.get('name')}\n{f.get('value')}" for f in embed.get("fields", [])]
    return texts + text_displays(message)


def call_line(message: Message) -> str:
    """The line above a board post's container (who is called on, or that the game is over or paused)."""
    top = [c for c in message.components if c.get("type") == TEXT_DISPLAY]
    return str(top[0].get("content")) if top else message.content


def _inside(message: Message) -> list[dict[str, Any]]:
    boxes = [c for c in message.components if c.get("type") == CONTAINER]
    return list(boxes[0].get("components") or []) if boxes else []


def board_title(message: Message) -> str:
    texts = [str(c.get("content")) for c in _inside(message) if c.get("type") == TEXT_DISPLAY]
    return texts[0].removeprefix("### ") if texts else ""


def board_narration(message: Message) -> str:
    """The narration of a board post: the text between the title and the facts."""
    texts = [str(c.get("content")) for c in _inside(message) if c.get("type") == TEXT_DISPLAY]
    return next((t for t in texts[1:] if not t.startswith("**")), "")


def board_facts(message: Message) -> dict[str, str]:
    """The facts of a board post by heading: {"Next": "...", "Deadline": "...", "Result": "..."}."""
    texts = [str(c.get("content")) for c in _inside(message) if c.get("type") == TEXT_DISPLAY]
    facts: dict[str, str] = {}
    heading: str | None = None
    for text in texts[1:]:
        if not text.startswith("**"):
            continue
        for line in text.splitlines():
            if line.startswith("**") and line.endswith("**"):
                heading = line.strip("*")
                facts[heading] = ""
            elif heading is not None:
                facts[heading] = f"{facts[heading]}\n{line}" if facts[heading] else line
    return facts


def gallery(message: Message) -> list[dict[str, Any]]:
    """The media items of a board post, in order: the board, then (at the end) the luck chart."""
    return [item for c in nested(message.components) if c.get("type") == MEDIA_GALLERY for item in c["items"]]
