"""What Starmail's messages say, built from the core's views: a player's private prompt (hand image included),
the lobby message and the /game status answer, each in the language it is told (or, for the lobby, asks
bot/discord/delivery/locales.py `Languages` for). Everything here is read once and returned as the keyword
arguments of one send or edit; nothing is sent from here.

Leak safety: the lobby and status messages are built from the public view (`service.view(game, None)`); a
private prompt is built from its user's own view and only ever goes to that user.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discord.delivery.locales import Languages
from bot.discord.delivery.record import DiscordRecord
from bot.discord.ports import Controls
from bot.discord.present.formatting import (
    COLOUR,
    NO_PINGS,
    acting_text,
    clip_lines,
    game_code,
    result_lines,
    seat_names,
    seats_text,
)
from bot.discord.present.lobby import lobby_embed, lobby_view
from bot.discord.present.names import NameBook
from bot.discord.present.pictures import board_file, hand_file
from bot.discord.present.prompts import build_prompt
from bot.game import GameService, UserView, pause_words
from bot.store.base import FINISHED_STATUSES, Store
from rules.i18n import TEXT
from rules.registry import registry


class Messages:
    def __init__(
        self, store: Store, service: GameService, names: NameBook, controls: Controls, languages: Languages
    ) -> None:
        self.store = store
        self.service = service
        self.names = names
        self.controls = controls
        self.languages = languages
        """Asked only for the lobby message's language (the server's); every other message is told its `locale`."""

    async def prompt_message(
        self, uv: UserView, *, note: str | None = None, jump: str | None = None, page: int = 0, locale: str = "en"
    ) -> dict[str, Any]:
        """Keyword arguments for sending (or editing into) one user's private prompt, hand image included."""
        game = registry.get(uv.game)
        names = await self.names.names(s.user_id for s in uv.seats)
        filename = f"{game_code(uv.game, uv.game_id)}-hand-{uv.seq}.png"
        file = None
        if uv.view is not None and uv.seat is not None:
            file = await hand_file(uv.view, locale, seat_names(uv.seats, names, locale), filename)
        prompt = build_prompt(
            uv,
            game.title_in(locale),
            self.controls,
            page=page,
            note=note,
            image=filename if file else None,
            jump=jump,
            locale=locale,
            paused=await self.pause_text(uv.game_id, locale) if uv.status == "paused" else None,
        )
        kwargs: dict[str, Any] = {"embed": prompt.embed, "view": prompt.view}
        if file is not None:
            kwargs["file"] = file
        return kwargs

    async def pause_text(self, game_id: int, locale: str) -> str:
        """Why a paused game waits, in `locale` (the moderator's reason as they wrote it), for what everyone reads
        while it is paused: its board post, the status answer and the players' prompts."""
        record = await self.store.get_game(game_id)
        if record is None or record.status != "paused":
            return TEXT.tr(locale, "The game is paused.")
        return pause_words(record).say(locale)

    async def lobby_message(self, game_id: int, *, note: str | None = None) -> dict[str, Any]:
        uv = await self.service.view(game_id, None)
        record = await self.store.get_game(game_id)
        assert record is not None
        found = await self.store.discord_game(game_id)
        place = found.channel_id if found is not None else None
        locale = await self.languages.locale(game_id)
        embed = lobby_embed(uv, record.created_by, record.options, place, locale, note)
        return {"embed": embed, "view": lobby_view(uv, self.controls, locale), "allowed_mentions": NO_PINGS}

    async def status_message(self, game_id: int, locale: str) -> dict[str, Any]:
        """The board and whose turn it is, from the public view (for /game status), in `locale`."""
        public = await self.service.view(game_id, None)
        embed = await self._status_embed(public, locale)
        kwargs: dict[str, Any] = {"embed": embed, "allowed_mentions": NO_PINGS}
        if public.view is not None and public.status != "lobby":
            code = game_code(public.game, game_id)
            names = await self.names.names(s.user_id for s in public.seats)
            filename = f"{code}-move-{public.seq}.png"
            file = await board_file(public.view, seat_names(public.seats, names, locale), filename, locale)
            if file is not None:
                embed.set_image(url=f"attachment://{filename}")
                kwargs["file"] = file
        return kwargs

    async def spectator_message(self, game_id: int, locale: str, *, note: str | None = None) -> dict[str, Any]:
        """For someone not seated who asks for their hand: that they are watching, then the status answer's text
        (with the link to the latest board post), without the picture, in their `locale`."""
        public = await self.service.view(game_id, None)
        embed = await self._status_embed(public, locale)
        watching = TEXT.tr(locale, "You are not seated in this game: you are watching, not playing.")
        embed.description = "\n".join([*([note] if note else []), watching, embed.description or ""]).strip()
        return {"embed": embed, "allowed_mentions": NO_PINGS}

    async def _status_embed(self, public: UserView, locale: str) -> discord.Embed:
        """The status answer's text: seats, whose turn it is (or the result), the link to the latest board post."""
        game = registry.get(public.game)
        code = game_code(public.game, public.game_id)
        title = TEXT.tr(
            locale, "{title} · {code} · move {move}", title=game.title_in(locale), code=code, move=public.seq
        )
        embed = discord.Embed(title=title, colour=COLOUR)
        embed.add_field(name=TEXT.tr(locale, "Seats"), value=seats_text(public.seats, locale), inline=False)
        if public.status == "lobby":
            embed.description = TEXT.tr(locale, "The game has not started yet.")
            return embed
        if public.status in FINISHED_STATUSES:
            embed.description = TEXT.tr(locale, "The game is over.")
            if public.result is not None:
                lines = result_lines(game, public.result, public.seats, locale)
                embed.add_field(name=TEXT.tr(locale, "Result"), value=clip_lines(lines, 1024))
        elif public.status == "paused":
            embed.description = await self.pause_text(public.game_id, locale)
        else:
            embed.description = TEXT.tr(locale, "Next: {who}", who=acting_text(public.acting, public.seats, locale))
        found = await self.store.discord_game(public.game_id)
        jump = DiscordRecord.from_json(found.data).jump if found is not None else None
        if jump:
            latest = TEXT.tr(locale, "Latest board post")
            embed.description += f"\n[{latest}]({jump})"
        return embed
