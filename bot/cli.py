"""The `starmail` command: `run` starts the bot; `simulate` and `render` work on games without Discord."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.config import ConfigError, Settings, load_settings
from bot.local.progress import ProgressBar
from bot.local.simulate import UnknownPlayerKind, simulate
from bot.local.snapshot import snapshot
from render.boards import has_renderer
from rules import Game, registry


class CliError(Exception):
    """A mistake on the command line: printed as one sentence, exit status 2."""


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


def _run(settings: Settings) -> int:
    if settings.discord_token is None:
        print(NO_TOKEN_HELP, file=sys.stderr)
        return 2
    from bot.discord_ui.client import run_bot  # imported late: discord.py is only needed to run the bot

    run_bot(settings)
    return 0


def _game(game_id: str) -> Game:
    try:
        return registry.get(game_id)
    except KeyError as exc:
        raise CliError(str(exc.args[0])) from None


def _simulate(args: argparse.Namespace) -> int:
    game = _game(args.game)
    kinds = args.seats.split(",") if args.seats else ["ai"] * game.min_players
    if not game.min_players <= len(kinds) <= game.max_players:
        raise CliError(f"{game.id} needs {game.min_players} to {game.max_players} seats, not {len(kinds)}.")
    if args.games < 1:
        raise CliError("--games must be at least 1.")
    try:
        report = simulate(
            game, kinds, args.games, first_seed=args.seed, progress=ProgressBar(sys.stderr, f"Simulating {game.id}")
        )
    except UnknownPlayerKind as exc:
        raise CliError(str(exc)) from None
    print("\n".join(report.lines()))
    return 0


def _render(args: argparse.Namespace) -> int:
    game = _game(args.game)
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        raise CliError(f"{game.id} needs {game.min_players} to {game.max_players} players, not {players}.")
    if not has_renderer(game.id):
        raise CliError(f"There is no board picture for {game.id} yet.")
    shot = snapshot(game, args.seed, args.steps, players)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(shot.picture.png)
    print(f"Wrote {out} ({shot.picture.width}x{shot.picture.height}, after {shot.steps_taken} random moves).")
    print(f"Alt text: {shot.picture.alt}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="starmail", description="Play-by-message space board games on Discord.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    commands.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")

    sim = commands.add_parser("simulate", help="play many AI-only games and report win rates and speed")
    sim.add_argument("game", help="game id, e.g. hanse")
    sim.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    sim.add_argument("--seats", help="comma-separated AI kinds per seat, e.g. ai,random (default: ai in every seat)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game; game n uses seed + n")

    ren = commands.add_parser("render", help="draw the board after K random moves, for docs and bug reports")
    ren.add_argument("game", help="game id, e.g. hanse")
    ren.add_argument("--seed", type=int, default=0)
    ren.add_argument("--steps", type=int, default=0, help="random moves before drawing")
    ren.add_argument("--players", type=int, help="player count (default: the game's minimum)")
    ren.add_argument("--out", required=True, help="PNG file to write")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    handlers = {"run": lambda: _run(settings), "simulate": lambda: _simulate(args), "render": lambda: _render(args)}
    try:
        return handlers[args.command]()
    except CliError as exc:
        print(str(exc), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
