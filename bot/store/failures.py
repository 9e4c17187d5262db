"""What a storage failure means, in one sentence that says what to do.

SQLite reports a failure by an error code (Python 3.11 keeps it on the exception as `sqlite_errorcode`); the
store turns the ones a person can do something about into a `StorageFailure`, a `StoreError` whose `kind` a
caller can act on ("full", "read_only", "not_a_database", "damaged", "busy", "cannot_open", "disk", and for a
database server "unreachable", and "uncertain" for a write whose connection broke after its commit was sent and whose
fate could not be read back; PostgreSQL's own mapping is bot/store/postgres/failures.py) and whose message is the
sentence. The texts are the bot's catalog's (`say(locale)`), so the terminal and Discord say them
in their reader's language.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any, Literal

from bot.store.records import StoreError
from rules.i18n import TEXT, mark

FailureKind = Literal[
    "full", "read_only", "not_a_database", "damaged", "busy", "cannot_open", "disk", "unreachable", "uncertain"
]

_WORDS: dict[FailureKind, str] = {
    "full": mark(
        "The disk that holds the database {path} is full, so nothing was stored; free some space and try again."
    ),
    "read_only": mark("The database {path} is read-only, so nothing can be stored; make it writable and try again."),
    "not_a_database": mark("{path} is not a Starmail database; point DATABASE_URL at the right file."),
    "damaged": mark("The database {path} is damaged; restore it from a backup."),
    "busy": mark("The database {path} is busy (another program holds it); try again in a moment."),
    "cannot_open": mark("The database {path} cannot be opened; check that its folder exists and can be written."),
    "disk": mark("The disk failed while reading or writing the database {path}; check the disk and try again."),
    # a database server (PostgreSQL) that is down, unknown, or refuses the login
    "unreachable": mark(
        "The database server {path} cannot be reached or refused the login; check that it runs and DATABASE_URL."
    ),
    # the server stopped answering after a commit was sent, and could not be asked afterwards whether it was made
    "uncertain": mark(
        "The database server {path} stopped answering while this was being stored, so it may have been stored; it"
        " shows once the server is back."
    ),
}

_CODES: dict[int, FailureKind] = {
    sqlite3.SQLITE_FULL: "full",
    sqlite3.SQLITE_READONLY: "read_only",
    sqlite3.SQLITE_NOTADB: "not_a_database",
    sqlite3.SQLITE_CORRUPT: "damaged",
    sqlite3.SQLITE_BUSY: "busy",
    sqlite3.SQLITE_LOCKED: "busy",
    sqlite3.SQLITE_CANTOPEN: "cannot_open",
    sqlite3.SQLITE_IOERR: "disk",
    sqlite3.SQLITE_PERM: "read_only",
}


class StorageFailure(StoreError):
    """The database could not do what was asked, for a reason a person can fix (`kind`, `say(locale)`)."""

    def __init__(self, kind: FailureKind, path: Path | str, *, words: str | None = None) -> None:
        """`words`: a text of the bot's catalog (`mark`ed) said instead of the kind's own, by a caller that knows
        what was being stored (a move)."""
        self.kind = kind
        self.path = str(path)
        self.words = words or _WORDS[kind]
        super().__init__(TEXT.tr("en", self.words, path=self.path))

    def say(self, locale: str, naming: Any = None) -> str:
        return TEXT.tr(locale, self.words, path=self.path)


def failure_kind(error: BaseException) -> FailureKind | None:
    """The kind of a SQLite failure a person can fix, else None (a bug, not a condition)."""
    if not isinstance(error, sqlite3.Error):
        return None
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        return _CODES.get(code & 0xFF)  # extended codes keep the primary code in their low byte
    text = str(error).lower()
    if "database or disk is full" in text:
        return "full"
    if "readonly" in text or "read-only" in text:
        return "read_only"
    if "file is not a database" in text:
        return "not_a_database"
    if "locked" in text or "busy" in text:
        return "busy"
    return None


def storage_failure(error: BaseException, path: Path | str) -> BaseException:
    """`error` as a `StorageFailure` when it is one a person can fix, else `error` itself."""
    kind = failure_kind(error)
    return StorageFailure(kind, path) if kind is not None else error
