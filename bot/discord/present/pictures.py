"""Board and hand images as Discord attachments, rendered off the event loop, with alt text.

The board is drawn only from a public view (`view(state, None)`): a view carrying "you" or "private" is
refused here, before any renderer sees it. Hands are drawn from the seat's own view and only ever sent
ephemerally or by DM to that seat's player.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable, Mapping

import discord

from render.picture import ALT_LIMIT, Picture
from render.registry import board_picture, hand_picture, has_renderer
from rules.contract import View

log = logging.getLogger(__name__)


class NotPublic(ValueError):
    """A view that is not the public view was about to become a channel image."""


def _draw_board(view: View, names: Mapping[str, str], locale: str) -> Picture:
    return board_picture(view, names, locale)


def _draw_hand(view: View, locale: str, names: Mapping[str, str]) -> Picture:
    return hand_picture(view, locale, names)


def _file(picture: Picture, filename: str) -> discord.File:
    alt = picture.alt if len(picture.alt) <= ALT_LIMIT else picture.alt[: ALT_LIMIT - 1] + "…"
    return discord.File(io.BytesIO(picture.png), filename=filename, description=alt)


def require_public(view: View) -> View:
    if "you" in view or "private" in view:
        raise NotPublic("channel images are drawn from the public view only")
    return view


async def board_file(view: View, names: Mapping[str, str], filename: str, locale: str = "en") -> discord.File | None:
    """The board of a public view as an attachment, labelled in `locale` (the server's: the channel reads it); None
    when the game has no renderer or drawing failed."""
    require_public(view)
    if not has_renderer(str(view.get("game"))):
        return None
    return await _attachment("the board", lambda: _draw_board(view, names, locale), view, filename)


async def hand_file(view: View, locale: str, names: Mapping[str, str], filename: str) -> discord.File | None:
    """One seat's hand as an attachment (private: ephemeral or DM only); None without a renderer."""
    if "private" not in view or not has_renderer(str(view.get("game"))):
        return None
    return await _attachment("a hand", lambda: _draw_hand(view, locale, names), view, filename)


async def _attachment(what: str, draw: Callable[[], Picture], view: View, filename: str) -> discord.File | None:
    """`draw()` off the event loop, as an attachment; None (and the failure logged) when drawing failed."""
    try:
        picture = await asyncio.to_thread(draw)
    except Exception:
        log.exception("drawing %s of %s failed", what, view.get("game"))
        return None
    return _file(picture, filename)
