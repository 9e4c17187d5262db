"""/game new|join|leave|add-ai|remove-ai|start|status|list|log|undo|draw|resign|verify|rules.

`/game new <game>` is a subcommand per registered game with that game's options and the deadline options,
built within Discord's command limits (bot/discord/commands/new_game.py).
`/game verify` replays a finished game from its revealed seed (bot/game/history/verify.py).
"""

from __future__ import annotations

from discord import app_commands

from bot.discord.actions.base import game_named
from bot.discord.actions.lobby import LobbyActions
from bot.discord.actions.moderation import ModerationActions
from bot.discord.actions.reading import ReadingActions
from bot.discord.commands.common import GAME_NUMBER_HELP
from bot.discord.commands.new_game import add_new_game_group
from bot.discord.ports import Interaction
from bot.game import Refusal
from rules.registry import registry


def _game_choices() -> list[app_commands.Choice[str]]:
    # the name in the reader's language (bot/discord/translator.py, the game's catalog); the value stays the id
    return [
        app_commands.Choice(name=app_commands.locale_str(registry.get(g).title[:100], domain=g), value=g)
        for g in registry.ids()
    ][:25]


def game_group(lobby: LobbyActions, reading: ReadingActions, moderation: ModerationActions) -> app_commands.Group:
    group = app_commands.Group(name="game", description="Open, join, start and follow games", guild_only=True)

    @group.command(name="join", description="Take a seat in a lobby")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def join(interaction: Interaction, game: int | None = None) -> None:
        await lobby.lobby_command(interaction, game, "join")

    @group.command(name="leave", description="Leave a lobby")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def leave(interaction: Interaction, game: int | None = None) -> None:
        await lobby.lobby_command(interaction, game, "leave")

    async def kinds(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await lobby.ai_kinds(interaction, game_named(interaction), current)

    @group.command(name="add-ai", description="Seat an AI player in a lobby")
    @app_commands.describe(kind="Which AI (default: the strongest)", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(kind=kinds)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def add_ai(interaction: Interaction, kind: str | None = None, game: int | None = None) -> None:
        await lobby.seat_ai(interaction, game, kind)

    @group.command(name="remove-ai", description="Remove the last AI player from a lobby")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def remove_ai(interaction: Interaction, game: int | None = None) -> None:
        await lobby.seat_ai(interaction, game, None, remove=True)

    @group.command(name="start", description="Start a game (host or moderator)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def start(interaction: Interaction, game: int | None = None) -> None:
        await lobby.start_command(interaction, game)

    @group.command(name="status", description="The board and whose turn it is")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def status(interaction: Interaction, game: int | None = None) -> None:
        await reading.status(interaction, game)

    @group.command(name="list", description="Games of this server")
    @app_commands.describe(finished="List finished games instead of running ones")
    async def list_games(interaction: Interaction, finished: bool = False) -> None:
        await reading.list_games(interaction, finished)

    @group.command(name="log", description="What happened so far, as you may see it (only you see it)")
    @app_commands.describe(page="1 is the latest moves, 2 those before them, and so on", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def log(
        interaction: Interaction, page: app_commands.Range[int, 1, 100_000] = 1, game: int | None = None
    ) -> None:
        await reading.game_log(interaction, game, page)

    @group.command(name="undo", description="Ask to take back your latest move, or agree to (or refuse) a request")
    @app_commands.describe(decline="Refuse the pending request instead", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def undo(interaction: Interaction, decline: bool = False, game: int | None = None) -> None:
        await moderation.player_undo(interaction, game, decline=decline)

    @group.command(name="draw", description="Offer a draw, or agree to (or refuse) the one on the table")
    @app_commands.describe(decline="Refuse the draw offer instead", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def draw(interaction: Interaction, decline: bool = False, game: int | None = None) -> None:
        await moderation.player_draw(interaction, game, decline=decline)

    @group.command(name="resign", description="Give up your seat (with one opponent left, they win)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def resign(interaction: Interaction, game: int | None = None) -> None:
        await moderation.resign(interaction, game)

    @group.command(name="verify", description="Check a finished game's dice and shuffles against its seed")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def verify(interaction: Interaction, game: int | None = None) -> None:
        await reading.verify(interaction, game)

    @group.command(name="replay", description="The board after every turn, as an animation (only you see it)")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def replay(interaction: Interaction, game: int | None = None) -> None:
        await reading.replay(interaction, game)

    @group.command(name="luck", description="What each player's dice and blind draws gave them against the average")
    @app_commands.describe(game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def luck(interaction: Interaction, game: int | None = None) -> None:
        await reading.luck(interaction, game)

    @group.command(name="hands", description="A finished game turn by turn, with every hand (only you see it)")
    @app_commands.describe(turn="1 is the start, 2 after the first turn, and so on", game=GAME_NUMBER_HELP)
    @app_commands.autocomplete(game=reading.game_numbers)
    async def hands(
        interaction: Interaction, turn: app_commands.Range[int, 1, 100_000] = 1, game: int | None = None
    ) -> None:
        await reading.hands(interaction, game, turn)

    @group.command(name="rules", description="A summary of a game's rules")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=_game_choices())
    async def rules(interaction: Interaction, game: str) -> None:
        await reading.rules_page(interaction, game, 0)

    add_new_game_group(group, lobby)  # last: it fits the games' options into what the other subcommands leave
    return group


def refuse_unknown(game: str) -> Refusal:
    return Refusal("There is no game called “{name}”.", "unknown_game", name=game)
