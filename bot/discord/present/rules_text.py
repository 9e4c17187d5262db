"""`/game rules`: a game's rules summary, in pages of one embed each, turned with persistent buttons.

The summary is the game's own (`Game.rules_summary(locale)`, in the reader's language); a game without one still
gets a page built from the contract: players, options and how to play here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import discord

from bot.discord.ports import Controls
from bot.discord.present.formatting import COLOUR
from bot.game import Refusal
from bot.option_texts import option_lines
from rules.i18n import TEXT
from rules.registry import registry

PAGE_LIMIT = 900  # short pages read well on phones


@cache
def rules_pages(game_id: str, locale: str = "en") -> tuple[str, ...]:
    game = registry.get(game_id)
    if game.min_players == game.max_players:
        players = TEXT.tr(locale, "**Players:** {count}", count=game.max_players)
    else:
        players = TEXT.tr(
            locale, "**Players:** {minimum}-{maximum}", minimum=game.min_players, maximum=game.max_players
        )
    intro = [players]
    # every option with its default and the values allowed, as `starmail rules GAME` lists them
    for name, text in option_lines(game, locale):
        intro.append(TEXT.tr(locale, "**Option `{name}`**: {text}", name=name, text=text))
    sections = ["\n".join(intro)]
    summary = game.rules_summary(locale)
    if summary:
        sections += [f"**{heading}**\n{text}" for heading, text in summary]
    else:
        sections.append(
            TEXT.tr(locale, "Press **Show my hand** on a board post, or use /move, to see and make your moves.")
        )
    pages: list[str] = []
    for section in sections:
        if pages and len(pages[-1]) + len(section) + 2 <= PAGE_LIMIT:
            pages[-1] += "\n\n" + section
        else:
            pages.append(section[: PAGE_LIMIT * 2])
    return tuple(pages)


def rules_message(game_id: str, page: int, controls: Controls, locale: str = "en") -> dict[str, Any]:
    """Embed and page buttons for page `page` (clamped) of a game's rules summary."""
    try:
        game = registry.get(game_id)
    except KeyError:
        raise Refusal("There is no game called “{name}”.", "unknown_game", name=game_id) from None
    pages = rules_pages(game_id, locale)
    page = min(max(page, 0), len(pages) - 1)
    title = TEXT.tr(locale, "{title}: rules summary", title=game.title_in(locale))
    embed = discord.Embed(title=title, description=pages[page], colour=COLOUR)
    embed.set_footer(text=TEXT.tr(locale, "Page {page} of {pages}", page=page + 1, pages=len(pages)))
    view = discord.ui.View(timeout=None)
    if len(pages) > 1:
        view.add_item(
            controls.rules_button(
                game_id, max(page - 1, 0) if page > 0 else 0, TEXT.tr(locale, "◀ Previous"), disabled=page == 0
            )
        )
        last = len(pages) - 1
        view.add_item(
            controls.rules_button(
                game_id, page + 1 if page < last else last, TEXT.tr(locale, "Next ▶"), disabled=page == last
            )
        )
    return {"content": None, "embed": embed, "view": view}
