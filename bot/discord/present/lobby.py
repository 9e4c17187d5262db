"""The lobby message: who sits where, the options, and Join / Leave / Add AI / Start / Cancel buttons.

It is edited after every change (by button or by command), so it always shows the lobby as it is; once the
game starts or is cancelled the buttons go and the message points to the game's channel.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot.discord.ports import Controls
from bot.discord.present.formatting import COLOUR, game_code, mention, seats_text
from bot.game import UserView
from rules.contract import Game
from rules.i18n import TEXT, catalog
from rules.registry import registry


def option_value(game: Game, name: str, value: Any, locale: str) -> str:
    """An option's value as a player reads it: yes or no, a choice's label in the game's words, else as it is."""
    if isinstance(value, bool):
        return TEXT.tr(locale, "yes") if value else TEXT.tr(locale, "no")
    option = game.options.get(name)
    if option is not None and option.labels is not None and value in (option.choices or ()):
        return catalog(game.id).tr(locale, option.label(value))
    return str(value)


def lobby_embed(
    uv: UserView, host: int, options: Mapping[str, Any], place: int | None, locale: str, note: str | None = None
) -> discord.Embed:
    game = registry.get(uv.game)
    code = game_code(uv.game, uv.game_id)
    if game.min_players == game.max_players:
        players = TEXT.ntr(locale, "{count} player", "{count} players", game.max_players)
    else:
        players = TEXT.tr(locale, "{minimum}-{maximum} players", minimum=game.min_players, maximum=game.max_players)
    embed = discord.Embed(title=f"{game.title_in(locale)} · {code}", colour=COLOUR)
    lines = [TEXT.tr(locale, "Host: {host} · {players}", host=mention(host), players=players)]
    if uv.status == "lobby":
        lines.append(TEXT.tr(locale, "Join with the buttons below; the host starts the game when the table is ready."))
    elif uv.status in ("over", "abandoned") and uv.seq == 0 and place is None:
        lines.append(TEXT.tr(locale, "This lobby was cancelled."))
    elif place is not None:
        lines.append(TEXT.tr(locale, "The game is on in {place}.", place=f"<#{place}>"))
    if note:
        lines.append(note)
    embed.description = "\n".join(lines)
    seats = TEXT.tr(locale, "Seats ({taken}/{total})", taken=len(uv.seats), total=game.max_players)
    embed.add_field(name=seats, value=seats_text(uv.seats, locale), inline=False)
    if options:
        words = catalog(game.id)
        shown = [
            (
                words.tr(locale, game.options[name].help) if name in game.options else name,
                option_value(game, name, value, locale),
            )
            for name, value in sorted(options.items())
        ]
        text = "\n".join(f"• {help_text.rstrip('.')}: {value}" for help_text, value in shown)
        embed.add_field(name=TEXT.tr(locale, "Options"), value=text[:1024], inline=False)
    return embed


def lobby_view(uv: UserView, controls: Controls, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if uv.status != "lobby":
        return view
    game = registry.get(uv.game)
    full = len(uv.seats) >= game.max_players
    view.add_item(controls.lobby_button(uv.game_id, "join", locale, disabled=full))
    view.add_item(controls.lobby_button(uv.game_id, "leave", locale))
    view.add_item(controls.lobby_button(uv.game_id, "ai", locale, disabled=full))
    view.add_item(controls.lobby_button(uv.game_id, "start", locale, disabled=len(uv.seats) < game.min_players))
    view.add_item(controls.lobby_button(uv.game_id, "cancel", locale))
    return view
