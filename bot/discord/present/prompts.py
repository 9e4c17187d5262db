"""A player's private prompt, built from the service's `UserView`: an embed, and the legal actions as components.

Layout: up to `BUTTON_MAX` actions as buttons; more as select menus of at most 25 options each, four
selects per page and a row of page buttons when one message cannot hold them all. Every component is a
persistent control (bot/discord/ports.py: Controls) carrying the game id and the seq the prompt was made at.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.discord.ports import Controls
from bot.discord.present.formatting import COLOUR, acting_text, clip, game_code, result_lines
from bot.game import Choice, UserView, request_usage
from rules.i18n import TEXT
from rules.i18n import seat_label as player_label
from rules.registry import registry

BUTTON_MAX = 5
SELECT_SIZE = 25
SELECTS_PER_PAGE = 4
PAGE_SIZE = SELECT_SIZE * SELECTS_PER_PAGE


@dataclass(frozen=True)
class Prompt:
    embed: discord.Embed
    view: discord.ui.View
    page: int
    pages: int


def pages_needed(count: int) -> int:
    return max(1, -(-count // PAGE_SIZE)) if count > BUTTON_MAX else 1


def select_options(choices: Sequence[Choice]) -> list[discord.SelectOption]:
    options = []
    for choice in choices:
        label = clip(choice.label, 100)
        # the rest of a long label, else what the choice does (for players learning the game)
        rest = choice.label[100:] if len(choice.label) > 100 else choice.hint
        description = clip(rest, 100) if rest else None
        options.append(discord.SelectOption(label=label, value=str(choice.index), description=description))
    return options


def action_view(
    game_id: int, seq: int, choices: Sequence[Choice], controls: Controls, locale: str, page: int = 0
) -> discord.ui.View:
    """The components for `choices` (all the user's legal actions at `seq`, then the game's shortcuts), page
    `page`."""
    view = discord.ui.View(timeout=None)
    if not choices:
        return view
    if len(choices) <= BUTTON_MAX:
        for choice in choices:
            view.add_item(controls.act_button(game_id, seq, choice.index, choice.label, row=0))
        return view
    pages = pages_needed(len(choices))
    page = min(max(page, 0), pages - 1)
    shown = choices[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    for part in range(0, len(shown), SELECT_SIZE):
        chunk = shown[part : part + SELECT_SIZE]
        number = page * SELECTS_PER_PAGE + part // SELECT_SIZE
        placeholder = TEXT.tr(
            locale,
            "Actions {first}-{last} of {count}",
            first=chunk[0].index + 1,
            last=chunk[-1].index + 1,
            count=len(choices),
        )
        view.add_item(
            controls.act_select(game_id, seq, number, select_options(chunk), placeholder, row=part // SELECT_SIZE)
        )
    if pages > 1:
        if page > 0:
            view.add_item(
                controls.page_button(game_id, seq, page - 1, TEXT.tr(locale, "◀ Page {page}", page=page), row=4)
            )
        if page < pages - 1:
            view.add_item(
                controls.page_button(game_id, seq, page + 1, TEXT.tr(locale, "Page {page} ▶", page=page + 2), row=4)
            )
    return view


def build_prompt(
    uv: UserView,
    title: str,
    controls: Controls,
    *,
    page: int = 0,
    note: str | None = None,
    image: str | None = None,
    jump: str | None = None,
    hand_button: bool = False,
    locale: str = "en",
    paused: str | None = None,
) -> Prompt:
    """The private prompt for one user: what they see and what they may do now (`paused`: why a paused game waits)."""
    code = game_code(uv.game, uv.game_id)
    embed = discord.Embed(title=f"{title} · {code}", colour=COLOUR)
    lines: list[str] = []
    if note:
        lines.append(note)
    if uv.seat is None:
        lines.append(TEXT.tr(locale, "You are not seated in this game; this is what everyone sees."))
    elif uv.status == "paused":
        lines.append(paused or TEXT.tr(locale, "The game is paused."))
    elif uv.status in ("over", "abandoned"):
        lines.append(TEXT.tr(locale, "The game is over."))
        if uv.result is not None:
            lines.extend(result_lines(registry.get(uv.game), uv.result, uv.seats, locale))
    elif uv.choices:
        lines.append(
            TEXT.ntr(
                locale,
                "Your turn ({player}): {count} possible action.",
                "Your turn ({player}): {count} possible actions.",
                len(uv.choices),
                player=player_label(uv.seat, locale),
            )
        )
    elif uv.status == "lobby":
        lines.append(TEXT.tr(locale, "The game has not started yet."))
    else:
        waiting = acting_text(uv.acting, uv.seats, locale)
        lines.append(
            TEXT.tr(
                locale,
                "Not your turn ({player}). Waiting for {waiting}.",
                player=player_label(uv.seat, locale),
                waiting=waiting,
            )
        )
    if uv.requests:
        usage = request_usage(registry.get(uv.game), uv.requests, locale, slash=True)
        lines.append(TEXT.tr(locale, "Or in one command: {usage}", usage=usage))
    if jump:
        board = TEXT.tr(locale, "Go to the board")
        lines.append(f"[{board}]({jump})")
    embed.description = clip("\n".join(lines), 4096)
    pages = pages_needed(len(uv.choices))
    if pages > 1:
        footer = TEXT.tr(
            locale, "Move {move} · page {page} of {pages}", move=uv.seq, page=min(page, pages - 1) + 1, pages=pages
        )
        embed.set_footer(text=footer)
    else:
        embed.set_footer(text=TEXT.tr(locale, "Move {move}", move=uv.seq))
    if image:
        embed.set_image(url=f"attachment://{image}")
    view = action_view(uv.game_id, uv.seq, uv.choices, controls, locale, page)
    if uv.windows and len(view.children) < 25:  # a window: the standing order that answers every one of them
        view.add_item(controls.until_button(uv.game_id, locale))
    if hand_button and len(view.children) < 25:
        view.add_item(controls.hand_button(uv.game_id, locale))
    return Prompt(embed, view, page, pages)
