"""PostgreSQL's failures as the store's `StorageFailure` kinds (bot/store/failures.py), by SQLSTATE class and code.

The same kinds, and so the same sentences, as SQLite's: a full disk, a read-only database (a standby, or
`default_transaction_read_only`), damaged data, a lock held past the store's timeout ("busy"), a disk that fails.
One kind is a server's own: "unreachable" (it is down, the database does not exist, the login is refused, or the
connection broke). Anything else is a bug, not a condition, and stays as it is.
"""

from __future__ import annotations

import asyncpg  # type: ignore[import-untyped]  # asyncpg ships no type information

from bot.store.failures import FailureKind, StorageFailure

_CODES: dict[str, FailureKind] = {
    "53100": "full",  # disk_full
    "25006": "read_only",  # read_only_sql_transaction
    "XX001": "damaged",  # data_corrupted
    "XX002": "damaged",  # index_corrupted
    "55P03": "busy",  # lock_not_available (lock_timeout)
    "40P01": "busy",  # deadlock_detected
    "53300": "busy",  # too_many_connections
    "3D000": "unreachable",  # invalid_catalog_name: no such database
    "57P01": "unreachable",  # admin_shutdown
    "57P02": "unreachable",  # crash_shutdown
    "57P03": "unreachable",  # cannot_connect_now (starting up)
}
_CLASSES: dict[str, FailureKind] = {
    "08": "unreachable",  # connection exception
    "28": "unreachable",  # invalid authorization: the login is refused
    "58": "disk",  # system error: an I/O error
}


def failure_kind(error: BaseException) -> FailureKind | None:
    """The kind of a PostgreSQL failure a person can fix, else None."""
    if isinstance(error, asyncpg.PostgresError):
        code = str(error.sqlstate or "")
        return _CODES.get(code) or _CLASSES.get(code[:2])
    if isinstance(error, OSError | TimeoutError):
        # the connection could not be made or broke (ConnectionRefusedError, a socket that is gone, a reset)
        return "unreachable"
    return None


def storage_failure(error: BaseException, where: str) -> BaseException:
    """`error` as a `StorageFailure` when it is one a person can fix, else `error` itself."""
    kind = failure_kind(error)
    return StorageFailure(kind, where) if kind is not None else error
