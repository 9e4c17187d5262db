"""/game new|join|leave|add-ai|remove-ai|start|status|list|log|undo|draw|resign|verify|rules.

`/game new <game>` is a subcommand per registered game with that game's options and the deadline options,
built within Discord's command limits (bot/discord/commands/new_game.py).
`/game verify` replays a finished game from its revealed seed (bot/game/verify.py).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discord.commands.common import GAME_NUMBER_HELP, game_number_choices
from bot.discord.commands.new_game import add_new_game_group
from bot.discord.components import desk_of
from bot.discord.formatting import clip_lines, mention, relative_time, replace_seats, seat_mentions
from bot.game.types import Refusal
from rules.registry import registry

LOG_LINES = 40


def _game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=registry.get(g).title[:100], value=g) for g in registry.ids()][:25]


def game_group() -> app_commands.Group:
    group = app_commands.Group(name="game", description="Open, join, start and follow games", guild_only=True)

    @group.command(name="join", description="Take a seat in a lobby")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def join(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await desk_of(interaction).lobby_command(interaction, game, "join")

    @group.command(name="leave", description="Leave a lobby")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def leave(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await desk_of(interaction).lobby_command(interaction, game, "leave")

    async def kinds(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        return await desk_of(interaction).ai_kinds(interaction, game if isinstance(game, int) else None, current)

    @group.command(name="add-ai", description="Seat an AI player in a lobby")
    @app_commands.describe(kind="Which AI (default: the strongest)", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(kind=kinds)
    @app_commands.autocomplete(game=game_number_choices)
    async def add_ai(interaction: discord.Interaction[Any], kind: str | None = None, game: int | None = None) -> None:
        await desk_of(interaction).seat_ai(interaction, game, kind)

    @group.command(name="remove-ai", description="Remove the last AI player from a lobby")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def remove_ai(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await desk_of(interaction).seat_ai(interaction, game, None, remove=True)

    @group.command(name="start", description="Start a game (host or moderator)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def start(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await desk_of(interaction).start_command(interaction, game)

    @group.command(name="status", description="The board and whose turn it is")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def status(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        await desk_of(interaction).status(interaction, game)

    @group.command(name="list", description="Games of this server")
    @app_commands.describe(finished="List finished games instead of running ones")
    async def list_games(interaction: discord.Interaction[Any], finished: bool = False) -> None:
        desk = desk_of(interaction)

        async def work() -> None:
            games = await desk.service.list_games(guild_id=interaction.guild_id, finished=finished)
            if not games:
                text = (
                    "No finished games here yet." if finished else "No games are running here; open one with /game new."
                )
                await interaction.response.send_message(text, ephemeral=True)
                return
            lines = []
            for g in games:
                found = await desk.client.store.discord_game(g.game_id)
                where = f" in <#{found[0]}>" if found is not None and found[0] is not None else ""
                players = ", ".join(mention(s.user_id) if s.user_id else "AI" for s in g.seats) or "nobody yet"
                lines.append(
                    f"**#{g.game_id}** {g.title} · {g.status}{where} · {players} · {relative_time(g.updated_at)}"
                )
            embed = discord.Embed(title="Finished games" if finished else "Running games")
            embed.description = clip_lines(lines, 4000, keep="start")
            await interaction.response.send_message(
                embed=embed, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await desk.guarded(interaction, work)

    @group.command(name="log", description="What happened so far, as you may see it (only you see it)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def log(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await desk.resolve_game(interaction, game)
            rows = await desk.service.log(resolved, interaction.user.id)
            seats = seat_mentions((await desk.service.view(resolved, None)).seats)
            lines: list[str] = []
            for row in rows:
                if row.kind == "undo":
                    lines.append(f"`{row.seq:>4}` ↶ undone back to move {row.seq}")
                for text in row.lines:
                    lines.append(f"`{row.seq:>4}` {replace_seats(text, seats)}")
            if not lines:
                lines = ["Nothing has happened yet."]
            embed = discord.Embed(title=f"Game #{resolved}: log", description=clip_lines(lines[-LOG_LINES:], 4000))
            await interaction.followup.send(
                embed=embed, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
            )

        await desk.guarded(interaction, work)

    @group.command(name="undo", description="Ask to take back your latest move, or agree to (or refuse) a request")
    @app_commands.describe(decline="Refuse the pending request instead", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def undo(interaction: discord.Interaction[Any], decline: bool = False, game: int | None = None) -> None:
        await desk_of(interaction).player_undo(interaction, game, decline=decline)

    @group.command(name="draw", description="Offer a draw, or agree to (or refuse) the one on the table")
    @app_commands.describe(decline="Refuse the draw offer instead", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def draw(interaction: discord.Interaction[Any], decline: bool = False, game: int | None = None) -> None:
        await desk_of(interaction).player_draw(interaction, game, decline=decline)

    @group.command(name="resign", description="Give up your seat (with one opponent left, they win)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def resign(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await desk.resolve_game(interaction, game)
            outcome = await desk.service.resign(resolved, interaction.user.id)
            note = f"{outcome.message} ({mention(interaction.user.id)})"
            await desk.client.notifier.deliver(resolved, outcome, note=note, force_board=True)
            await interaction.followup.send(outcome.message, ephemeral=True)

        await desk.guarded(interaction, work)

    @group.command(name="verify", description="Check a finished game's dice and shuffles against its seed")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=game_number_choices)
    async def verify(interaction: discord.Interaction[Any], game: int | None = None) -> None:
        desk = desk_of(interaction)

        async def work() -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            resolved = await desk.resolve_game(interaction, game, finished=True)
            report = await desk.service.verify(resolved)
            await interaction.followup.send(report.summary()[:2000], ephemeral=True)

        await desk.guarded(interaction, work)

    @group.command(name="rules", description="A summary of a game's rules")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=_game_choices())
    async def rules(interaction: discord.Interaction[Any], game: str) -> None:
        await desk_of(interaction).rules_page(interaction, game, 0)

    add_new_game_group(group)  # last: it fits the games' options into what the other subcommands leave
    return group


def refuse_unknown(game: str) -> Refusal:
    return Refusal(f"There is no game called {game!r}.", "unknown_game")
