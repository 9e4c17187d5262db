"""The `starmail` command: `run` starts the bot; more subcommands join as the features land."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from bot.config import ConfigError, Settings, load_settings

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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="starmail", description="Play-by-message space board games on Discord.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    commands.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "run":
        return _run(settings)
    raise AssertionError(f"unhandled command {args.command}")  # argparse refuses unknown commands first


if __name__ == "__main__":
    sys.exit(main())
