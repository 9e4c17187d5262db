"""Every way a command can fail, as one sentence and an exit status (README: 0 ok, 1 failed, 2 bad usage or
refused input).

`explain(error, locale)` is the one place the command line turns an exception into what the person reads: their
own mistakes (a refused move, a bad option, a file that is not an export) in their language with status 2, the
machine's (a full disk, a read-only or damaged database, a file that cannot be written) with what to do and
status 1, and anything unforeseen as one sentence that points to `--debug` (which shows the traceback instead).
"""

from __future__ import annotations

import argparse
import json
import sqlite3

from bot.game import Refusal
from bot.store.failures import StorageFailure, storage_failure
from bot.store.records import StoreError
from rules.i18n import TEXT, WordedError

OK, FAILED, USAGE = 0, 1, 2
LARGEST = 2**63 - 1
"""The largest number the database stores (a signed 64-bit integer): seeds and ids beyond it are refused where
they enter."""


class CliError(WordedError):
    """A mistake on the command line: printed as one sentence in the reader's language, exit status 2."""


class MachineFailure(WordedError):
    """What the machine could not do, such as reach a server: one sentence in the reader's language, exit status 1."""


def stored_int(text: str) -> int:
    """An argparse type: a whole number the database can store."""
    try:
        value = int(text.strip()) if len(text) <= 40 else None
    except ValueError:
        value = None
    if value is None or not 0 <= value <= LARGEST:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number from 0 to {LARGEST}")
    return value


def explain(error: BaseException, locale: str, database: str | None = None) -> tuple[str, int]:
    """What to print for `error`, and the exit status; `database` names the database the command works on, if one."""
    if isinstance(error, StorageFailure | MachineFailure):
        return error.say(locale), FAILED
    if isinstance(error, json.JSONDecodeError) and database is not None:
        # A command's own input is read where it is given (an import file, --option); the JSON read after that is
        # what the store wrote (a log row's events, a state), so text there that is not JSON is a damaged database.
        return StorageFailure("damaged", database).say(locale), FAILED
    if isinstance(error, Refusal | WordedError):
        return error.say(locale), USAGE
    if isinstance(error, StoreError):
        return str(error), FAILED
    if isinstance(error, sqlite3.Error):
        mapped = storage_failure(error, "")
        if isinstance(mapped, StorageFailure):
            return mapped.say(locale), FAILED
        return TEXT.tr(locale, "The database failed: {error}.", error=str(error)[:200]), FAILED
    if isinstance(error, OverflowError):
        return TEXT.tr(locale, "A number given is too large for Starmail to store."), USAGE
    if isinstance(error, OSError):
        where = error.filename if error.filename is not None else ""
        reason = error.strerror or type(error).__name__
        return TEXT.tr(locale, "Cannot use {file}: {reason}.", file=where, reason=reason), FAILED
    if isinstance(error, RecursionError | MemoryError):
        return TEXT.tr(locale, "The input is nested too deeply or is too large to read."), USAGE
    name = type(error).__name__
    return TEXT.tr(
        locale, "Starmail stopped on an unexpected error ({name}); run it again with --debug to see where.", name=name
    ), FAILED
