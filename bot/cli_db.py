"""The command line's database commands and the shard flags of `run` (wired into bot/cli.py).

`starmail db copy SRC DST` copies every table between databases and engines (bot/store/copy.py); `starmail db
upgrade [URL]` applies the migrations (DATABASE_URL by default); `starmail db backup PATH [--force]` copies the SQLite
database of DATABASE_URL to the file PATH while the bot runs (bot/store/backup.py; a PostgreSQL database is refused
with a pointer to pg_dump); `starmail db restore BACKUP` puts a checked backup in place of that database, the old one
moved aside (bot/store/backup.py; PostgreSQL: pg_restore). A SQLite URL may be a plain path or sqlite:///path.
`starmail run --shards 0,1 --shard-count 4` runs those gateway shards of four (STARMAIL_SHARD_IDS and
STARMAIL_SHARD_COUNT otherwise; README "Running at scale").
"""

from __future__ import annotations

import argparse
import asyncio
import os
from dataclasses import replace
from typing import Any

from bot.config import Settings, check_database_url, parse_shards, shown
from rules.i18n import TEXT


def add_db_parser(commands: Any) -> None:
    """`starmail db copy|upgrade|backup|restore`, on the subparsers of the main parser."""
    db = commands.add_parser(
        "db", help="copy a database to another (SQLite or PostgreSQL), apply its migrations, or back it up"
    )
    actions = db.add_subparsers(dest="db_command", required=True, metavar="ACTION")
    cop = actions.add_parser("copy", help="copy every table into an empty database, checking each game by replay")
    cop.add_argument("source", help="database to copy: a file path, sqlite:///path or postgresql://...")
    cop.add_argument("target", help="empty database to copy into (created and migrated if new)")
    upg = actions.add_parser("upgrade", help="apply the migrations this Starmail knows")
    upg.add_argument("url", nargs="?", help="database (default: DATABASE_URL)")
    back = actions.add_parser(
        "backup", help="copy the SQLite database of DATABASE_URL to a file while the bot runs, and check the copy"
    )
    back.add_argument("path", help="the file to write (a new one: see --force)")
    back.add_argument("--force", action="store_true", help="replace PATH if it exists (once the new copy is checked)")
    rest = actions.add_parser(
        "restore",
        help="put a backup in place of the SQLite database of DATABASE_URL, once it is checked (the bot stopped)",
    )
    rest.add_argument("backup", help="the backup file (made by starmail db backup)")


def add_shard_flags(run: argparse.ArgumentParser) -> None:
    run.add_argument("--shards", metavar="IDS", help="gateway shards this process runs, e.g. 0,1 or 0-3")
    run.add_argument("--shard-count", metavar="N", help="how many shards all processes together run")


def with_shards(settings: Settings, args: argparse.Namespace) -> Settings:
    """The settings with the shard flags of `run` over STARMAIL_SHARD_IDS / STARMAIL_SHARD_COUNT."""
    if args.shards is None and args.shard_count is None:
        return settings
    ids = args.shards if args.shards is not None else os.environ.get("STARMAIL_SHARD_IDS", "")
    count = args.shard_count if args.shard_count is not None else os.environ.get("STARMAIL_SHARD_COUNT", "")
    # A refusal names each value where it came from, the flag or the setting (a count given nowhere: the flag, when
    # the ids came by flag).
    from_settings = args.shard_count is None and (args.shards is None or "STARMAIL_SHARD_COUNT" in os.environ)
    shard_ids, shard_count = parse_shards(
        ids.strip(),
        count.strip(),
        "--shards" if args.shards is not None else "STARMAIL_SHARD_IDS",
        "STARMAIL_SHARD_COUNT" if from_settings else "--shard-count",
    )
    return replace(settings, shard_ids=shard_ids, shard_count=shard_count)


def db_command(args: argparse.Namespace, settings: Settings, locale: str) -> int:
    if args.db_command == "backup":  # reads no game: without the rules the copy below imports
        return _backup(args, settings, locale)
    if args.db_command == "restore":
        return _restore(args, settings, locale)
    from bot.store.copy import copy_database, upgrade  # replays every game: rules and all, for this command only

    if args.db_command == "upgrade":
        url = check_database_url(args.url or settings.database_url)
        version = asyncio.run(upgrade(url))
        print(TEXT.tr(locale, "{target} is at schema version {version}.", target=shown(url), version=version))
        return 0
    source, target = check_database_url(args.source), check_database_url(args.target)
    copied = asyncio.run(copy_database(source, target))
    print(
        TEXT.ntr(
            locale,
            "Copied {count} game ({rows} rows in all) from {source} to {target}; each one replays as it did.",
            "Copied {count} games ({rows} rows in all) from {source} to {target}; each one replays as it did.",
            copied.games,
            rows=copied.rows,
            source=shown(source),
            target=shown(target),
        )
    )
    return 0


def _backup(args: argparse.Namespace, settings: Settings, locale: str) -> int:
    from bot.store.backup import backup_database

    done = backup_database(check_database_url(settings.database_url, "DATABASE_URL"), args.path, force=args.force)
    print(
        TEXT.ntr(
            locale,
            "Backed up {count} game from {source} to {target}; the copy passed SQLite's integrity check.",
            "Backed up {count} games from {source} to {target}; the copy passed SQLite's integrity check.",
            done.games,
            source=done.source,
            target=done.target,
        )
    )
    return 0


def _restore(args: argparse.Namespace, settings: Settings, locale: str) -> int:
    from bot.store.backup import restore_database

    done = restore_database(check_database_url(settings.database_url, "DATABASE_URL"), args.backup)
    if done.kept is None:
        said = TEXT.ntr(
            locale,
            "Restored {count} game from {backup} to {database}; each one replays to its stored state.",
            "Restored {count} games from {backup} to {database}; each one replays to its stored state.",
            done.games,
            backup=done.backup,
            database=done.database,
        )
    else:
        said = TEXT.ntr(
            locale,
            "Restored {count} game from {backup} to {database}; each one replays to its stored state, and the "
            "database it replaced is kept as {kept}.",
            "Restored {count} games from {backup} to {database}; each one replays to its stored state, and the "
            "database it replaced is kept as {kept}.",
            done.games,
            backup=done.backup,
            database=done.database,
            kept=done.kept,
        )
    print(said)
    return 0
