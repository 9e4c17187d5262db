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
from bot.game.types import UserView
from rules.registry import registry


def lobby_embed(
    uv: UserView, host: int, options: Mapping[str, Any], place: int | None, note: str | None = None
) -> discord.Embed:
    game = registry.get(uv.game)
    code = game_code(uv.game, uv.game_id)
    players = (
        f"{game.min_players}" if game.min_players == game.max_players else f"{game.min_players}-{game.max_players}"
    )
    embed = discord.Embed(title=f"{game.title} · {code}", colour=COLOUR)
    lines = [f"Host: {mention(host)} · {players} players"]
    if uv.status == "lobby":
        lines.append("Join with the buttons below; the host starts the game when the table is ready.")
    elif uv.status in ("over", "abandoned") and uv.seq == 0 and place is None:
        lines.append("This lobby was cancelled.")
    elif place is not None:
        lines.append(f"The game is on in <#{place}>.")
    if note:
        lines.append(note)
    embed.description = "\n".join(lines)
    embed.add_field(name=f"Seats ({len(uv.seats)}/{game.max_players})", value=seats_text(uv.seats), inline=False)
    if options:
        text = "\n".join(f"`{name}` = {value}" for name, value in sorted(options.items()))
        embed.add_field(name="Options", value=text[:1024], inline=False)
    return embed


def lobby_view(uv: UserView, controls: Controls) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if uv.status != "lobby":
        return view
    game = registry.get(uv.game)
    full = len(uv.seats) >= game.max_players
    view.add_item(controls.lobby_button(uv.game_id, "join", disabled=full))
    view.add_item(controls.lobby_button(uv.game_id, "leave"))
    view.add_item(controls.lobby_button(uv.game_id, "ai", disabled=full))
    view.add_item(controls.lobby_button(uv.game_id, "start", disabled=len(uv.seats) < game.min_players))
    view.add_item(controls.lobby_button(uv.game_id, "cancel"))
    return view
