"""The `starmail` command: `run` starts the bot; `play`, `simulate`, `render`, `export`, `import` and `verify`
work on games without Discord (bot/local/)."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from bot.cli_db import add_db_parser, add_shard_flags, db_command, with_shards
from bot.config import ConfigError, Settings, database_name, load_settings
from bot.local.failures import CliError, MachineFailure, explain, stored_int
from bot.store import Store, open_store
from rules import Game, registry
from rules.i18n import LOCALES, TEXT, known, mark

# The terminal commands' own modules (the table, the console, replays, simulations: rich, the renderers) are imported
# by the command that uses them, so that `starmail run` starts without them: a bot process's cold start is mostly
# imports (a quarter of a second less).

T = TypeVar("T")
LANGUAGES = "|".join(LOCALES)
"""How --locale shows what it takes (checked by `spoken` after parsing, so that a refusal is a sentence of ours)."""


NO_TOKEN_HELP = """\
Starmail needs a Discord bot token to run, and DISCORD_TOKEN is not set.

1. Open https://discord.com/developers/applications and create a New Application.
2. Under "Bot", click "Reset Token" and copy the token (keep it secret).
3. Put it in a file named .env next to the Makefile:   DISCORD_TOKEN=your-token-here
   (or export DISCORD_TOKEN in your shell). See .env.example for every setting.
4. Invite the bot: under "OAuth2" -> "URL Generator", tick the scopes  bot  and  applications.commands,
   and the permissions View Channels, Send Messages, Send Messages in Threads, Create Public Threads,
   Manage Channels, Embed Links, Attach Files and Read Message History; open the URL and pick your server.
5. Run `make run` again.
"""


BAD_TOKEN_HELP = """\
Discord refused the token in DISCORD_TOKEN: it is wrong, or it was reset.
Open https://discord.com/developers/applications, pick the application, click "Reset Token" under "Bot",
and put the new token in .env as DISCORD_TOKEN=... (no quotes, no spaces)."""


NO_DATA_HELP = """\
Starmail's translations or fonts are not where it reads them: {missing}.
They come with Starmail (the package starmail_data: a checkout's data/ folder): install it again, with `make run` in
a checkout, or `pip install .` (or `pipx install .`) from one."""


def environment_locale() -> str:
    """The language of the environment (LC_ALL, LC_MESSAGES, LANG), if Starmail speaks it, else English."""
    return known(os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG"))


def spoken(given: str) -> str:
    """The `--locale` given, if Starmail speaks its language (`de`, `de_DE`, `de-DE.UTF-8`), else a CliError that
    names the languages: a table in English, without a word, is not what `--locale es` asked for."""
    language = given.replace("_", "-").split("-")[0].split(".")[0].lower()
    if language not in LOCALES:
        raise CliError(
            "Starmail does not speak “{locale}”; choose one of {languages}.", locale=given, languages=", ".join(LOCALES)
        )
    return language


def at_least(option: str, value: int, least: int) -> int:
    """A count given on the command line, if it is `least` or more, else a CliError naming the option."""
    if value < least:
        raise CliError(
            "{option} must be a whole number from {least}, not {value}.", option=option, least=least, value=value
        )
    return value


def unreachable(error: Exception, base: str) -> MachineFailure:
    """The failure to connect to Discord, naming the host tried: the connection's own when it says (aiohttp's
    connector errors do), else the host of the API's `base` URL. The reason is the system's own words."""
    import aiohttp  # already imported by discord.py when a connection failed

    host = error.host if isinstance(error, aiohttp.ClientConnectorError) else urlsplit(base).hostname or base
    reason = (error.strerror if isinstance(error, OSError) else None) or str(error) or type(error).__name__
    return MachineFailure(mark("Cannot reach {host}: {reason}."), host=host, reason=reason.rstrip("."))


def _run(settings: Settings) -> int:
    if settings.discord_token is None:
        print(NO_TOKEN_HELP, file=sys.stderr)
        return 2
    from render.fonts import FONT_DIR
    from rules.i18n import LOCALE_DIR

    missing = [str(folder) for folder in (LOCALE_DIR, FONT_DIR) if not folder.is_dir()]
    if missing:  # else every board would fail to draw and every player would read English, with no word why
        print(NO_DATA_HELP.format(missing=", ".join(missing)), file=sys.stderr)
        return 2
    import aiohttp
    import discord  # imported late: discord.py is only needed to run the bot

    from bot.discord.client import run_bot

    try:
        run_bot(settings)
    except discord.LoginFailure:
        print(BAD_TOKEN_HELP, file=sys.stderr)
        return 2
    except aiohttp.ClientConnectionError as error:  # no network, no name service, a firewall, a timeout
        raise unreachable(error, discord.http.Route.BASE) from error
    return 0


def _game(game_id: str) -> Game:
    try:
        return registry.get(game_id)
    except KeyError:
        raise CliError("There is no game called “{name}”.", name=game_id) from None


def parse_options(pairs: Sequence[str] | None) -> dict[str, Any]:
    """`--option key=value` pairs; a value is read as JSON when it can be (5, true, "x"), else as text."""
    options: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, text = pair.partition("=")
        if not sep or not key.strip():
            raise CliError("--option needs the form key=value, not “{pair}”.", pair=pair)
        try:
            options[key.strip()] = json.loads(text)
        except ValueError:  # not JSON, or a number too long to read: the option's own check says what it takes
            options[key.strip()] = text
    return options


def _play(args: argparse.Namespace, settings: Settings) -> int:
    from bot.local.console import Console
    from bot.local.play import PlayError, PlayRequest, play

    request = PlayRequest(
        game=args.game,
        seats=args.seats.split(",") if args.seats else None,
        seed=args.seed,
        options=parse_options(args.option),
        resume=args.resume,
        locale=args.locale,
    )
    try:
        return play(settings, request, Console(sys.stdin, sys.stdout))
    except PlayError:
        raise


async def _with_store(settings: Settings, work: Callable[[Store], Awaitable[T]]) -> T:
    store = await open_store(settings.database_url)
    try:
        return await work(store)
    finally:
        await store.close()


def _export(args: argparse.Namespace, settings: Settings) -> int:
    from bot.local.transfer import dumps, export_game

    data = asyncio.run(_with_store(settings, lambda store: export_game(store, args.game_id)))
    text = dumps(data)
    if args.out is None or args.out == "-":
        sys.stdout.write(text)
        return 0
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    locale = environment_locale()
    print(
        TEXT.ntr(
            locale,
            "Wrote game {game} ({count} move, seed {seed}) to {path}.",
            "Wrote game {game} ({count} moves, seed {seed}) to {path}.",
            len(data["actions"]),
            game=args.game_id,
            seed=data["seed"],
            path=str(out),
        )
    )
    return 0


def _import(args: argparse.Namespace, settings: Settings) -> int:
    from bot.local.play import resume_hint
    from bot.local.transfer import import_game

    try:
        data = json.loads(Path(args.file).read_text(encoding="utf-8"))
    except OSError as exc:
        raise CliError("Cannot read {file}: {reason}.", file=args.file, reason=exc.strerror or str(exc)) from None
    except UnicodeDecodeError:
        raise CliError("{file} is not a Starmail game export: it is not UTF-8 text.", file=args.file) from None
    except json.JSONDecodeError as exc:
        raise CliError(
            "{file} is not JSON (line {line}: {problem}).", file=args.file, line=exc.lineno, problem=exc.msg
        ) from None
    game_id = asyncio.run(_with_store(settings, lambda store: import_game(store, data)))
    print(game_id)
    print(
        TEXT.ntr(
            environment_locale(),
            "Imported as game {game} ({count} move replayed and checked). Continue it with: {command}",
            "Imported as game {game} ({count} moves replayed and checked). Continue it with: {command}",
            len(data["actions"]),
            game=game_id,
            command=resume_hint(game_id),
        ),
        file=sys.stderr,
    )
    return 0


def _verify(args: argparse.Namespace, settings: Settings) -> int:
    from bot.local.transfer import verify_report

    report = asyncio.run(_with_store(settings, lambda store: verify_report(store, args.game_id)))
    print(report.summary(environment_locale()))
    return 0 if report.ok else 1


def _simulate(args: argparse.Namespace) -> int:
    from bot.local.progress import ProgressBar
    from bot.local.seating import seat_count
    from bot.local.simulate import simulate

    game = _game(args.game)
    kinds = args.seats.split(",") if args.seats else ["ai"] * game.min_players
    if not game.min_players <= len(kinds) <= game.max_players:
        needed = seat_count(game.min_players, game.max_players)
        raise CliError("This game needs {needed} seats, not {count}.", needed=needed, count=len(kinds))
    report = simulate(
        game,
        kinds,
        at_least("--games", args.games, 1),
        first_seed=args.seed,
        options=parse_options(args.option),
        progress=ProgressBar(sys.stderr, f"Simulating {game.id}"),
        rotate=args.rotate,
    )
    print("\n".join(report.lines()))
    return 0


def _rules(args: argparse.Namespace) -> int:
    """`starmail rules GAME`: the game's rules in short, paged on a terminal."""
    from bot.local.console import Console
    from bot.local.table import rules_screen

    game = _game(args.game)
    Console(sys.stdin, sys.stdout).page(
        rules_screen(game, args.locale), TEXT.tr(args.locale, "More (Enter), or q to stop: ")
    )
    return 0


def _render(args: argparse.Namespace, settings: Settings) -> int:
    from bot.local.seating import seat_count
    from bot.local.snapshot import snapshot
    from render.registry import has_renderer

    game = _game(args.game)
    steps = at_least("--steps", args.steps, 0)
    players = game.min_players if args.players is None else args.players  # --players 0 is refused, not the default
    if not game.min_players <= players <= game.max_players:
        needed = seat_count(game.min_players, game.max_players)
        raise CliError("This game needs {needed} players, not {count}.", needed=needed, count=players)
    if not has_renderer(game.id):
        raise CliError("There are no board pictures for this game yet.")
    shot = snapshot(game, args.seed, steps, players)
    default = Path(settings.board_dir) / f"{game.id}-seed{args.seed}-after{shot.steps_taken}.png"
    out = Path(args.out) if args.out else default
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(shot.picture.png)
    print(f"Wrote {out} ({shot.picture.width}x{shot.picture.height}, after {shot.steps_taken} random moves).")
    print(f"Alt text: {shot.picture.alt}")
    return 0


def _replay(args: argparse.Namespace, settings: Settings) -> int:
    from bot.local.replay import timelapse

    locale = args.locale
    made = asyncio.run(_with_store(settings, lambda store: timelapse(store, args.game_id, locale)))
    animation = made.animation
    out = Path(args.out) if args.out else Path(settings.board_dir) / f"game-{args.game_id}-replay.{animation.format}"
    if out.suffix.lower() not in (".webp", ".gif"):
        out = out.with_suffix(f".{animation.format}")
    elif out.suffix.lower() != f".{animation.format}":
        out = out.with_suffix(f".{animation.format}")  # the smaller of the two was chosen: name it as it is
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(animation.data)
    print(
        TEXT.ntr(
            locale,
            "Wrote {path}: {title}, {count} frame ({size} KB).",
            "Wrote {path}: {title}, {count} frames ({size} KB).",
            len(animation.kept),
            path=str(out),
            title=made.title,
            size=len(animation.data) // 1024,
        )
    )
    return 0


def _luck(args: argparse.Namespace, settings: Settings) -> int:
    from bot.local.luck import luck_of

    locale = args.locale
    shown = asyncio.run(_with_store(settings, lambda store: luck_of(store, args.game_id, locale)))
    out = Path(args.out) if args.out else Path(settings.board_dir) / f"game-{args.game_id}-luck.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(shown.picture.png)
    print("\n".join(shown.lines))
    print(TEXT.tr(locale, "Luck chart written to {path}", path=str(out)))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="starmail", description="Play-by-message space board games on Discord.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_shard_flags(commands.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)"))
    add_db_parser(commands)

    sim = commands.add_parser("simulate", help="play many AI-only games and report win rates and speed")
    sim.add_argument("game", help="game id, e.g. hanse")
    sim.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    sim.add_argument("--seats", help="comma-separated AI kinds per seat, e.g. ai,random (default: ai in every seat)")
    sim.add_argument("--seed", type=stored_int, default=0, help="seed of the first game; game n uses seed + n")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. round_cap=10")
    sim.add_argument(
        "--rotate", action="store_true", help="move the AI kinds one seat on each game, so each plays every seat"
    )

    ren = commands.add_parser("render", help="draw the board after K random moves, for docs and bug reports")
    ren.add_argument("game", help="game id, e.g. hanse")
    ren.add_argument("--seed", type=stored_int, default=0)
    ren.add_argument("--steps", type=int, default=0, help="random moves before drawing")
    ren.add_argument("--players", type=int, help="player count (default: the game's minimum)")
    ren.add_argument(
        "--out", help="PNG file to write (default: a file named after the game, seed and moves, in the board folder)"
    )

    pla = commands.add_parser(
        "play",
        help="play at this terminal against AI or friends (hot seat), in the bot's database",
        description="Play a game at this terminal. Local players are users 1, 2, ... (seat pN is user N); "
        "Ctrl-C or q saves the game, --resume continues it.",
    )
    pla.add_argument("game", nargs="?", help="game id, e.g. hanse (optional with --resume)")
    pla.add_argument(
        "--seats",
        help="comma-separated seats: you (or human) for a person here, ai, or an AI kind (default: you, then ai)",
    )
    pla.add_argument("--seed", type=stored_int, help="seed of the deal and the dice, to replay a game exactly")
    pla.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. round_cap=3")
    pla.add_argument("--resume", type=stored_int, metavar="GAME_ID", help="continue a saved local game")
    pla.add_argument(
        "--locale",
        default=environment_locale(),
        metavar=LANGUAGES,
        help="language of the table (default: the environment's language, else English)",
    )

    luc = commands.add_parser("luck", help="what each player's dice and blind draws gave against the average")
    luc.add_argument("game_id", type=stored_int)
    luc.add_argument("--out", help="PNG file for the chart (default: the board folder)")
    luc.add_argument("--locale", default=environment_locale(), metavar=LANGUAGES, help="language of the report")

    rul = commands.add_parser("rules", help="the rules of a game in short (r at the play prompt shows them too)")
    rul.add_argument("game", help="game id, e.g. hanse")
    rul.add_argument("--locale", default=environment_locale(), metavar=LANGUAGES, help="language of the rules")

    exp = commands.add_parser("export", help="write a game's seed, options, seats and action log as JSON")
    exp.add_argument("game_id", type=stored_int)
    exp.add_argument("--out", help="file to write (default: standard output)")

    imp = commands.add_parser("import", help="load an exported game as a new local game, checking every move")
    imp.add_argument("file", help="a JSON file written by starmail export")

    ver = commands.add_parser(
        "verify",
        help="replay a stored game from its seed: check the seed's SHA-256, every roll and shuffle, the final state",
    )
    ver.add_argument("game_id", type=stored_int)

    rep = commands.add_parser("replay", help="a game's timelapse: the board after every turn, as an animated picture")
    rep.add_argument("game_id", type=stored_int)
    rep.add_argument("--out", help="file to write (default: the board folder; .webp or .gif, the smaller is chosen)")
    rep.add_argument("--locale", default=environment_locale(), metavar=LANGUAGES, help="language of the captions")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    parser.add_argument("--debug", action="store_true", help="show the traceback of a failure instead of one sentence")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as exc:
        locale = environment_locale()
        print(TEXT.tr(locale, "Configuration error: {error}", error=exc.say(locale)), file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    handlers = {
        "run": lambda: _run(with_shards(settings, args)),
        "db": lambda: db_command(args, settings, environment_locale()),
        "simulate": lambda: _simulate(args),
        "render": lambda: _render(args, settings),
        "rules": lambda: _rules(args),
        "luck": lambda: _luck(args, settings),
        "play": lambda: _play(args, settings),
        "export": lambda: _export(args, settings),
        "import": lambda: _import(args, settings),
        "verify": lambda: _verify(args, settings),
        "replay": lambda: _replay(args, settings),
    }
    try:
        if getattr(args, "locale", None) is not None:  # the commands with a --locale
            args.locale = spoken(args.locale)
        return handlers[args.command]()
    except KeyboardInterrupt:
        print(TEXT.tr(environment_locale(), "Interrupted."), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`starmail export 3 | head`): nothing left to say to it.
        sys.stderr.close()
        return 1
    except Exception as exc:
        if args.debug:
            raise
        database = None if args.command == "db" else database_name(settings.database_url)  # db names its own
        sentence, status = explain(exc, getattr(args, "locale", None) or environment_locale(), database)
        print(sentence, file=sys.stderr)
        return status


if __name__ == "__main__":
    sys.exit(main())
