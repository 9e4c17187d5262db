"""Reading: /game status, list, log, verify, the rules summary and the game-number autocomplete."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands

from bot.discord.actions.base import ActionBase
from bot.discord.ports import Interaction
from bot.discord.present.formatting import (
    COLOUR,
    NO_PINGS,
    clip_lines,
    discord_naming,
    game_code,
    game_title,
    relative_time,
    seat_label,
    seat_mentions,
    seat_names,
    seat_naming,
    status_text,
)
from bot.discord.present.pictures import board_file, hand_file
from bot.discord.present.rules_text import rules_message
from bot.game import Naming, Refusal, User, luck_chart_of, luck_words, phrase, rough_time
from bot.store.base import ACTIVE_STATUSES
from render.animation import timelapse
from render.luck import luck_chart
from render.registry import has_renderer
from rules.i18n import TEXT
from rules.registry import registry

LOG_LINES = 40
LOG_ROWS = 25  # log rows per page of /game log (a row may tell several events)


STATS_PLAYERS = 25
"""The players /stats lists (most games won first)."""


class ReadingActions(ActionBase):
    # -- reading ----------------------------------------------------------------------------------------
    async def status(self, interaction: Interaction, game_id: int | None) -> None:
        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            locale = await self.reader_locale(interaction)
            await interaction.followup.send(ephemeral=True, **await self.messages.status_message(resolved, locale))

        await self.guarded(interaction, work)

    async def rules_page(self, interaction: Interaction, game: str, page: int) -> None:
        async def work() -> None:
            kwargs = rules_message(game, page, self.controls, await self.reader_locale(interaction))
            if interaction.type == discord.InteractionType.component:
                await interaction.response.edit_message(**kwargs)
            else:
                await interaction.response.send_message(ephemeral=True, **kwargs)

        await self.guarded(interaction, work)

    async def list_games(self, interaction: Interaction, finished: bool) -> None:
        """/game list: the games of this server, running or finished."""

        async def work() -> None:
            locale = await self.reader_locale(interaction)
            games = await self.service.list_games(guild_id=interaction.guild_id, finished=finished)
            if not games:
                if finished:
                    text = TEXT.tr(locale, "No finished games here yet.")
                else:
                    text = TEXT.tr(locale, "No games are running here; open one with /game new.")
                await interaction.response.send_message(text, ephemeral=True)
                return
            lines = []
            for g in games:
                found = await self.store.discord_game(g.game_id)
                status = status_text(g.status, locale)
                if found is not None and found.channel_id is not None:
                    status = TEXT.tr(locale, "{status} in {place}", status=status, place=f"<#{found.channel_id}>")
                players = ", ".join(seat_label(s, locale) for s in g.seats) or TEXT.tr(locale, "nobody yet")
                title = game_title(g.game, locale)
                lines.append(f"**#{g.game_id}** {title} · {status} · {players} · {relative_time(g.updated_at)}")
            embed = discord.Embed(
                title=TEXT.tr(locale, "Finished games") if finished else TEXT.tr(locale, "Running games")
            )
            embed.description = clip_lines(lines, 4000, keep="start")
            await interaction.response.send_message(
                embed=embed, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await self.guarded(interaction, work)

    async def game_log(self, interaction: Interaction, game_id: int | None, page: int = 1) -> None:
        """/game log: what happened so far, as the caller may see it, a page of LOG_ROWS log rows at a time."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            locale = await self.reader_locale(interaction)
            shown = await self.service.log_page(resolved, interaction.user.id, page=page, per_page=LOG_ROWS)
            naming = discord_naming(seat_mentions((await self.service.view(resolved, None)).seats, locale))
            lines: list[str] = []
            for row in shown.lines:
                if row.kind == "undo":
                    undone = TEXT.tr(locale, "↶ undone back to move {move}", move=row.seq)
                    lines.append(f"`{row.seq:>4}` {undone}")
                for said in row.lines:
                    lines.append(f"`{row.seq:>4}` {said.say(locale, naming)}")
            if not lines:
                lines = [TEXT.tr(locale, "Nothing has happened yet.")]
            if shown.pages > 1:
                title = TEXT.tr(
                    locale,
                    "Game #{game}: log, page {page} of {pages}",
                    game=resolved,
                    page=shown.page,
                    pages=shown.pages,
                )
            else:
                title = TEXT.tr(locale, "Game #{game}: log", game=resolved)
            embed = discord.Embed(title=title, description=clip_lines(lines[-LOG_LINES:], 4000))
            if shown.page < shown.pages:
                embed.set_footer(text=TEXT.tr(locale, "Earlier moves: /game log page:{page}", page=shown.page + 1))
            await interaction.followup.send(
                embed=embed, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await self.guarded(interaction, work)

    async def replay(self, interaction: Interaction, game_id: int | None) -> None:
        """/game replay: the game's timelapse, the public board after every turn, for the caller alone."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            locale = await self.reader_locale(interaction)
            game, frames = await self.service.turn_frames(resolved)
            if not has_renderer(game.id):
                raise Refusal("There are no board pictures for this game yet.", "not_found")
            public = await self.service.view(resolved, None)
            names = seat_names(public.seats, await self.names.names(s.user_id for s in public.seats), locale)
            # drawing and encoding a long game take seconds: off the event loop
            animation = await asyncio.to_thread(timelapse, game, frames, locale, names)
            code = game_code(game.id, resolved)
            alt = TEXT.ntr(
                locale,
                "Timelapse of {title}: the board after {count} turn.",
                "Timelapse of {title}: the board after each of {count} turns.",
                len(animation.kept),
                title=game.title_in(locale),
            )
            file = discord.File(
                io.BytesIO(animation.data), filename=f"{code}-replay.{animation.format}", description=alt[:1024]
            )
            await interaction.followup.send(alt, file=file, ephemeral=True)

        await self.guarded(interaction, work)

    async def server_stats(self, interaction: Interaction) -> None:
        """/stats: the server's finished games per game, and per player games played and won and the average time
        they took to move, for the caller alone."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            locale = await self.reader_locale(interaction)
            if interaction.guild_id is None:
                raise Refusal("Games are opened in a server channel.", "forbidden")
            stats = await self.service.server_stats(interaction.guild_id)
            if not stats.games:
                await interaction.followup.send(TEXT.tr(locale, "No finished games here yet."), ephemeral=True)
                return
            naming = discord_naming({})
            lines = [
                TEXT.ntr(locale, "{count} finished game:", "{count} finished games:", stats.games),
                *(
                    TEXT.tr(locale, "• {title}: {count}", title=registry.get(game).title_in(locale), count=count)
                    for game, count in stats.by_game
                    if game in registry.ids()
                ),
                "",
            ]
            for player in stats.players[:STATS_PLAYERS]:
                if player.average_turn is None:  # seated, but every decision was made for them
                    said = phrase(
                        "{player}: won {won} of {played}; made no move",
                        player=User(player.user_id),
                        won=player.won,
                        played=player.played,
                    )
                else:
                    said = phrase(
                        "{player}: won {won} of {played}; {time} per move on average",
                        player=User(player.user_id),
                        won=player.won,
                        played=player.played,
                        time=rough_time(player.average_turn),
                    )
                lines.append(said.say(locale, naming))
            embed = discord.Embed(title=TEXT.tr(locale, "Statistics of this server"), colour=COLOUR)
            embed.description = clip_lines(lines, 4000)
            await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=NO_PINGS)

        await self.guarded(interaction, work)

    async def luck(self, interaction: Interaction, game_id: int | None) -> None:
        """/game luck: each player's luck so far against the average, as a chart and in words, for the caller alone
        (public events only, so it may be asked while the game runs)."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id)
            locale = await self.reader_locale(interaction)
            game, report = await self.service.luck(resolved)
            public = await self.service.view(resolved, None)
            names = seat_names(public.seats, await self.names.names(s.user_id for s in public.seats), locale)
            chart = luck_chart_of(game, report, Naming(seats=names), locale)
            picture = await asyncio.to_thread(luck_chart, chart)
            naming = seat_naming(public.seats, locale)
            said = "\n".join(line.say(locale, naming) for line in luck_words(game, report))
            file = discord.File(
                io.BytesIO(picture.png), filename=f"{game_code(game.id, resolved)}-luck.png", description=picture.alt
            )
            await interaction.followup.send(said, file=file, ephemeral=True, allowed_mentions=NO_PINGS)

        await self.guarded(interaction, work)

    async def hands(self, interaction: Interaction, game_id: int | None, turn: int) -> None:
        """/game hands: a finished game's turn with every hand shown, to learn from (docs/decisions/open-hands.md),
        with buttons to the turns before and after."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id, finished=True)
            kwargs = await self._hands_message(resolved, turn, await self.reader_locale(interaction))
            await interaction.followup.send(ephemeral=True, **kwargs)

        await self.guarded(interaction, work)

    async def hands_page(self, interaction: Interaction, game_id: int, turn: int) -> None:
        """A click on ◀ or ▶ under /game hands: the same message shows that turn."""

        async def work() -> None:
            await interaction.response.defer()
            await self.resolve_game(interaction, game_id, finished=True)
            kwargs = await self._hands_message(game_id, turn, await self.reader_locale(interaction))
            files = kwargs.pop("files")
            await interaction.edit_original_response(attachments=files, **kwargs)

        await self.guarded(interaction, work)

    async def _hands_message(self, game_id: int, turn: int, locale: str) -> dict[str, Any]:
        game, shown = await self.service.open_hands(game_id, turn)
        public = await self.service.view(game_id, None)
        names = seat_names(public.seats, await self.names.names(s.user_id for s in public.seats), locale)
        code = game_code(game.id, game_id)
        files = [await board_file(shown.frame.view, names, f"{code}-turn-{shown.turn}.png", locale)]
        for seat, view in shown.hands.items():
            files.append(await hand_file(view, locale, names, f"{code}-turn-{shown.turn}-{seat}.png"))
        said = TEXT.tr(
            locale,
            "Turn {turn} of {turns} (move {move}), with every hand: the game is over, so all may be seen.",
            turn=shown.turn,
            turns=shown.turns,
            move=shown.frame.seq,
        )
        buttons = discord.ui.View(timeout=None)
        earlier, later = max(shown.turn - 1, 1), min(shown.turn + 1, shown.turns)
        buttons.add_item(
            self.controls.turn_button(
                game_id, earlier, TEXT.tr(locale, "◀ Turn {turn}", turn=earlier), disabled=shown.turn <= 1
            )
        )
        buttons.add_item(
            self.controls.turn_button(
                game_id, later, TEXT.tr(locale, "Turn {turn} ▶", turn=later), disabled=shown.turn >= shown.turns
            )
        )
        return {"content": said, "files": [f for f in files if f is not None][:10], "view": buttons}

    async def verify(self, interaction: Interaction, game_id: int | None) -> None:
        """/game verify: replay a finished game from its revealed seed."""

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await self.resolve_game(interaction, game_id, finished=True)
            report = await self.service.verify(resolved)
            await interaction.followup.send(
                report.summary(await self.reader_locale(interaction))[:2000], ephemeral=True
            )

        await self.guarded(interaction, work)

    async def game_numbers(self, interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
        """Autocomplete for a game number: running games of this server, the caller's first, filtered by the
        digits typed."""
        games = await self.service.list_games(guild_id=interaction.guild_id, limit=100)
        locale = await self.reader_locale(interaction)
        user = interaction.user.id
        mine = [g for g in games if any(s.user_id == user for s in g.seats)]
        others = [g for g in games if g not in mine]
        choices = []
        for summary in [*mine, *others]:
            if summary.status not in ACTIVE_STATUSES or (current and current not in str(summary.game_id)):
                continue
            status = status_text(summary.status, locale)
            if summary in mine:
                status = TEXT.tr(locale, "{status} (you play)", status=status)
            name = f"#{summary.game_id} {game_title(summary.game, locale)} · {status}"
            choices.append(app_commands.Choice(name=name[:100], value=summary.game_id))
        return choices[:25]
