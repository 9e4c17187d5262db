"""A real PostgreSQL for the tests, started by the tests themselves (pgserver: PostgreSQL's binaries in a wheel).

One server per test process, started on first use in a temporary directory of its own: with pytest-xdist each
worker has its own server, so workers never share a database or a port (pgserver listens on a Unix socket in that
directory). `database_url(directory)` is a fresh database for one test's temporary directory, the same one every
time it is asked for that directory. `stop()` stops the server and removes its directory; the session fixture
`postgres_server` (tests/conftest.py) calls it at the end, and an exit without it (a crash) is covered by atexit.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class _Server:
    lock: threading.Lock = field(default_factory=threading.Lock)
    running: Any = None
    folder: Path | None = None
    made: set[str] = field(default_factory=set)


_SERVER = _Server()


def _started() -> Any:
    with _SERVER.lock:
        if _SERVER.running is None:
            folder = Path(tempfile.mkdtemp(prefix="starmail-pg-"))
            (folder / "run").mkdir(mode=0o700)
            os.environ.setdefault("XDG_RUNTIME_DIR", str(folder / "run"))  # else platformdirs warns that it is unset
            import pgserver  # imported late: only the tests that use PostgreSQL need it

            _SERVER.folder = folder
            _SERVER.running = pgserver.get_server(folder / "data", cleanup_mode="stop")
            # Speed over durability for throw-away test databases (the durability of a commit is PostgreSQL's own).
            _SERVER.running.psql("ALTER SYSTEM SET fsync = off; ALTER SYSTEM SET synchronous_commit = off;")
            _SERVER.running.psql("SELECT pg_reload_conf();")
            atexit.register(stop)
        return _SERVER.running


def server_url(database: str = "postgres") -> str:
    """The URL of a database of this process's server (started if it is not yet)."""
    url: str = _started().get_uri(database)
    return url


def database_url(directory: Path) -> str:
    """A database of its own for a test's temporary directory: created on first use, the same one after."""
    name = "t_" + hashlib.sha1(str(directory.resolve()).encode()).hexdigest()[:20]
    server = _started()
    with _SERVER.lock:
        if name not in _SERVER.made:
            server.psql(f"CREATE DATABASE {name};")
            _SERVER.made.add(name)
    return server_url(name)


def stop() -> None:
    """Stop the server (if this process started one) and remove its files."""
    with _SERVER.lock:
        if _SERVER.running is not None:
            _SERVER.running.cleanup()
            _SERVER.running = None
        if _SERVER.folder is not None:
            shutil.rmtree(_SERVER.folder, ignore_errors=True)
            _SERVER.folder = None
        _SERVER.made.clear()
