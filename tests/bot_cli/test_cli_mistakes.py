"""Mistakes a tester made on the command line, each now one sentence on stderr with the documented exit status
(README: 1 when the machine failed, 2 when the input was refused), never the catch-all "unexpected error": a copy
from a file that is not there (and which the copy must not make), a copy onto itself, a URL of an engine Starmail
does not know, shards beyond the count given by flags, a network that cannot reach Discord, a language Starmail does
not speak, negative counts, a damaged log row, and an imported move whose type is not a name."""

from __future__ import annotations

import asyncio
import json
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main, unreachable
from bot.config import same_database
from bot.local.transfer import export_game
from bot.store import SqliteStore
from tests.bot_cli.cli_support import cli_env, starmail
from tests.bot_cli.test_failures import one_sentence
from tests.bot_cli.test_transfer import game_with_an_undo
from tests.waits import HANG


def _with_env(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        check=False,
        cwd=tmp_path,
        env={**cli_env(tmp_path), **env},
        capture_output=True,
        text=True,
        timeout=HANG,
    )


async def _stored_game(tmp_path: Path) -> tuple[int, dict[str, object]]:
    """A Hanse game some moves in, in the CLI's database of tmp_path, and its export."""
    store = await SqliteStore.open(tmp_path / "games.db", synchronous="OFF")
    try:
        game_id = await game_with_an_undo(store)
        return game_id, await export_game(store, game_id)
    finally:
        await store.close()


def _game_count(tmp_path: Path) -> int:
    with sqlite3.connect(tmp_path / "games.db") as conn:
        count: int = conn.execute("SELECT count(*) FROM games").fetchone()[0]
    return count


# -- db copy ---------------------------------------------------------------------------------------------------
def test_a_copy_from_a_file_that_is_not_there_is_refused_and_makes_no_file(tmp_path: Path) -> None:
    done = starmail(["db", "copy", "nosuch.db", "x.db"], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == "There is no database file nosuch.db to copy from."
    assert not (tmp_path / "nosuch.db").exists() and not (tmp_path / "x.db").exists()


@pytest.mark.parametrize("target", ["a.db", "sqlite:///a.db", "./a.db"])
def test_a_copy_onto_itself_is_refused_however_the_file_is_written(tmp_path: Path, target: str) -> None:
    made = starmail(["db", "upgrade", "a.db"], tmp_path)
    assert made.returncode == 0, made.stderr
    done = starmail(["db", "copy", "a.db", target], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == "a.db is both the source and the destination; copy into another database."


@pytest.mark.parametrize(
    ("first", "second", "same"),
    [
        ("postgresql://me:secret@db-host/starmail", "postgres://me@db-host:5432/starmail", True),
        ("postgresql://me@db-host/starmail", "postgresql://me@db-host/other", False),
        ("postgresql://me@/starmail?host=/run/a", "postgresql://me@/starmail?host=/run/b", False),
        ("sqlite:///starmail.db", "postgresql://me@db-host/starmail", False),
    ],
)
def test_one_postgresql_database_is_known_however_its_url_is_written(first: str, second: str, same: bool) -> None:
    assert same_database(first, second) is same


@pytest.mark.parametrize("args", [["db", "copy", "a.db", "mysql://x/y"], ["db", "upgrade", "mysql://x/y"]])
def test_a_url_of_an_unknown_engine_names_the_ones_understood(tmp_path: Path, args: list[str]) -> None:
    done = starmail(args, tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == (
        "Starmail cannot open “mysql://x/y”: a database is a sqlite:/// URL, a postgresql:// URL or a file path."
    )
    assert not (tmp_path / "a.db").exists()


def test_database_url_of_an_unknown_engine_is_a_configuration_error_naming_the_key(tmp_path: Path) -> None:
    done = _with_env(["verify", "1"], tmp_path, DATABASE_URL="mysql://x/y")
    assert done.returncode == 2
    assert one_sentence(done) == (
        "Configuration error: DATABASE_URL must be a sqlite:/// URL, a postgresql:// URL or a file path, not"
        " “mysql://x/y”."
    )


# -- run -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("flags", "sentence"),
    [
        (["--shards", "5", "--shard-count", "2"], "--shards must be numbers below --shard-count (2), not “5”."),
        (
            ["--shards", "0-99999999999", "--shard-count", "2"],
            "--shards must be numbers below --shard-count (2), not “0-99999999999”.",
        ),
        (["--shards", "x", "--shard-count", "2"], "--shards must be shard numbers such as 0,1 or 0-3, not “x”."),
        (["--shards", "0", "--shard-count", "0"], "--shard-count must be a whole number from 1, not “0”."),
        (["--shards", "0"], "--shards needs --shard-count, the number of shards of every process."),
    ],
)
def test_shard_flags_beyond_the_count_are_refused_like_the_settings(
    tmp_path: Path, flags: list[str], sentence: str
) -> None:
    done = starmail(["run", *flags], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == sentence


def test_shard_settings_beyond_the_count_are_the_same_sentence(tmp_path: Path) -> None:
    done = _with_env(["run"], tmp_path, STARMAIL_SHARD_IDS="5", STARMAIL_SHARD_COUNT="2")
    assert done.returncode == 2
    assert one_sentence(done) == (
        "Configuration error: STARMAIL_SHARD_IDS must be numbers below STARMAIL_SHARD_COUNT (2), not “5”."
    )


def test_a_host_that_does_not_resolve_is_named() -> None:
    failure = unreachable(socket.gaierror(-2, "Name or service not known"), "https://discord.com/api/v10")
    assert failure.say("en") == "Cannot reach discord.com: Name or service not known."


def test_run_that_cannot_connect_names_the_host_it_tried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import discord

    with socket.socket() as closed:  # a port of this machine that nothing listens on: refused at once
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    monkeypatch.chdir(tmp_path)
    for key, value in cli_env(tmp_path).items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    assert main(["run"]) == 1
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("Cannot reach 127.0.0.1: "), lines


# -- languages and counts ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ["play", "hanse", "--locale", "es"],
        ["rules", "hanse", "--locale", "es_ES"],
        ["luck", "1", "--locale", "xx"],
        ["replay", "1", "--locale", "klingon"],
    ],
)
def test_a_language_starmail_does_not_speak_is_refused_with_the_ones_it_does(tmp_path: Path, args: list[str]) -> None:
    done = starmail(args, tmp_path, "q\n")
    assert done.returncode == 2
    assert one_sentence(done) == f"Starmail does not speak “{args[-1]}”; choose one of en, de, fr, nl."
    assert not (tmp_path / "games.db").exists()  # no game was opened


def test_a_language_given_with_its_region_is_spoken(tmp_path: Path) -> None:
    done = starmail(["rules", "hanse", "--locale", "de_DE.UTF-8"], tmp_path, "q\n")
    assert done.returncode == 0, done.stderr
    assert "Spieler" in done.stdout


@pytest.mark.parametrize(
    ("args", "sentence"),
    [
        (["render", "hanse", "--steps", "-5"], "--steps must be a whole number from 0, not -5."),
        (["render", "hanse", "--players", "0"], "This game needs 2 players, not 0."),
        (["render", "hanse", "--players", "-1"], "This game needs 2 players, not -1."),
        (["simulate", "hanse", "--games", "-1"], "--games must be a whole number from 1, not -1."),
        (["simulate", "hanse", "--games", "0"], "--games must be a whole number from 1, not 0."),
    ],
)
def test_a_count_below_what_it_can_be_is_refused(tmp_path: Path, args: list[str], sentence: str) -> None:
    done = starmail(args, tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == sentence
    assert not (tmp_path / "boards").exists()  # no picture drawn


# -- damaged data, imported moves ------------------------------------------------------------------------------
@pytest.mark.parametrize("args", [["verify", "1"], ["export", "1"], ["play", "--resume", "1"]])
def test_a_log_row_whose_events_are_not_json_is_a_damaged_database(tmp_path: Path, args: list[str]) -> None:
    game_id, _ = asyncio.run(_stored_game(tmp_path))
    assert game_id == 1
    with sqlite3.connect(tmp_path / "games.db") as conn:
        conn.execute("UPDATE actions SET events = '{not json' WHERE id = (SELECT min(id) FROM actions)")
    done = starmail(args, tmp_path, "q\n")
    assert done.returncode == 1
    assert one_sentence(done) == f"The database {tmp_path / 'games.db'} is damaged; restore it from a backup."


@pytest.mark.parametrize("kind", [["end_turn"], {"type": "end_turn"}])
def test_an_imported_move_whose_type_is_not_a_name_is_refused_and_nothing_stored(tmp_path: Path, kind: object) -> None:
    _, data = asyncio.run(_stored_game(tmp_path))
    actions = data["actions"]
    assert isinstance(actions, list)
    actions[-1]["action"]["type"] = kind  # a move of the turn: the rules look its type up among the turn's kinds
    (tmp_path / "broken.json").write_text(json.dumps(data))
    games = _game_count(tmp_path)
    done = starmail(["import", "broken.json"], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == f"Action {len(actions)} in the file is malformed or out of order."
    assert _game_count(tmp_path) == games
