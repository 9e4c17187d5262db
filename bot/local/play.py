"""`starmail play`: open (or resume) a local game in the bot's database and sit it at the terminal.

`--seed N` makes a game reproducible without touching the service's API: the service draws a new game's
seed from its `seed_source`, which here returns N. With the same seed, seats, options and choices, the
game (AI moves included: they are seeded from the game's seed and seq) plays out identically.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.config import Settings, sqlite_path
from bot.game import GameService, Outcome, Refusal, Sayable, new_seed
from bot.local.command import command
from bot.local.console import Console
from bot.local.seating import LOCAL_HOST, SeatingError, default_seats, is_local_game, plan_seats
from bot.local.table import LocalTable, Runner, open_local_game, table_names
from bot.store import Store, open_store
from rules.contract import Game
from rules.i18n import TEXT, WordedError
from rules.players import players_for
from rules.registry import registry

# How much of the public log to show when a game is resumed.
RECAP_LINES = 8


class PlayError(WordedError):
    """The game cannot be opened as asked; the message is one sentence, in any language (`say(locale)`)."""

    def __init__(self, message: str | Sayable = "", /, **values: Any) -> None:
        self.said: Sayable | None = None if isinstance(message, str) else message
        super().__init__(message if isinstance(message, str) else str(message), **values)

    def say(self, locale: str, naming: object = None) -> str:
        return self.said.say(locale) if self.said is not None else super().say(locale)


@dataclass(frozen=True)
class PlayRequest:
    game: str | None = None
    seats: Sequence[str] | None = None
    seed: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    resume: int | None = None
    locale: str = "en"


def resume_hint(game_id: int) -> str:
    """The command that continues game `game_id`, as this process was started (it runs as printed)."""
    return command("play", "--resume", str(game_id))


def _rules(game_id: str) -> Game:
    try:
        return registry.get(game_id)
    except KeyError:
        raise PlayError("There is no game called “{name}”.", name=game_id) from None


async def _start(service: GameService, request: PlayRequest) -> tuple[Game, Outcome]:
    if request.game is None:
        games = ", ".join(registry.ids())
        raise PlayError(
            "Name a game to play ({games}), e.g. {command}, or give --resume GAME_ID.",
            games=games,
            command=command("play", "hanse"),
        )
    game = _rules(request.game)
    words = list(request.seats) if request.seats else default_seats(game.min_players)
    try:
        plans = plan_seats(words, game.min_players, game.max_players, game.id)
    except SeatingError as error:
        raise PlayError(error) from None
    kinds = players_for(game)
    for plan in plans:
        if plan.ai is not None and plan.ai not in kinds:
            offered = ", ".join(["you", "ai", *sorted(kinds)])
            raise PlayError(
                "This game has no seat kind “{kind}”; choose from {offered}.", kind=plan.ai, offered=offered
            )
    try:
        return game, await open_local_game(service, game, plans, request.options)
    except Refusal as refusal:
        raise PlayError(refusal.said) from None


async def _resume(store: Store, game_id: int, request: PlayRequest) -> Game:
    record = await store.get_game(game_id)
    if record is None:
        raise PlayError("There is no game {game} in this database.", game=game_id)
    if request.game is not None and request.game != record.game:
        raise PlayError(
            "Game {game} is a game of {title}, not {other}.",
            game=game_id,
            title=_rules(record.game).title_in(request.locale),
            other=request.game,
        )
    if request.seats or request.seed is not None or request.options:
        raise PlayError("--seats, --seed and --option are fixed when a game starts; leave them out with --resume.")
    if not is_local_game(record.created_by, record.guild_id, record.seats):
        raise PlayError("Game {game} is played on Discord, not at this terminal.", game=game_id)
    return _rules(record.game)


def play(settings: Settings, request: PlayRequest, console: Console) -> int:
    """Open the game and play it at `console`; the exit status of `starmail play`."""
    run = Runner()
    try:
        store = run(open_store(settings.database_url))
        try:
            seed = request.seed
            service = GameService(
                store,
                seed_source=(lambda: seed) if seed is not None else new_seed,
                search_seconds=settings.search_seconds,
            )
            first: Outcome | None = None
            if request.resume is not None:
                game_id = request.resume
                game = run(_resume(store, game_id, request))
                lobby = run(store.get_game(game_id))
                if lobby is not None and lobby.status == "lobby":
                    # Stopped between seating and dealing: deal now, as `play` would have.
                    first = run(service.start(game_id, LOCAL_HOST))
            else:
                game, first = run(_start(service, request))
                game_id = first.game_id
            record = run(store.get_game(game_id))
            if record is not None:
                locale = request.locale
                humans = sum(1 for s in record.seats if s.kind == "human")
                seats = ", ".join(table_names(record.seats, humans, locale).values())
                values = {
                    "game": game_id,
                    "title": game.title_in(locale),
                    "seed": record.seed,
                    "seats": seats,
                    "path": sqlite_path(settings.database_url),
                }
                if request.resume is not None:
                    console.say(
                        TEXT.tr(
                            locale, "Resuming game {game}: {title} (seed {seed}; seats {seats}) in {path}.", **values
                        )
                    )
                else:
                    console.say(
                        TEXT.tr(
                            locale, "Started game {game}: {title} (seed {seed}; seats {seats}) in {path}.", **values
                        )
                    )
            board_dir = Path(settings.board_dir)
            table = LocalTable(
                service, run, game, game_id, console, board_dir, locale=request.locale, resume_hint=resume_hint
            )
            if request.resume is not None and record is not None:
                history = run(service.log(game_id, None))
                naming = table.naming(record.seats)
                lines = [said.say(request.locale, naming) for row in history for said in row.lines]
                table.recap(lines[-RECAP_LINES:], record.seats)
            try:
                return table.play(first)
            finally:
                run(service.close())
        finally:
            run(store.close())
    finally:
        run.close()
