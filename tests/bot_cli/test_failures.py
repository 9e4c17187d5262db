"""Every failure of the command line is one sentence on stderr and a documented exit status (bot/local/failures.py):
2 for the person's own mistake (input, numbers, files that are not exports, refused requests), 1 for the
machine's (storage, files that cannot be written). Each case runs `python -m bot.cli` as a subprocess; none
prints a traceback, and `--debug` shows one."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.game.service import GameService
from bot.local.seating import LOCAL_HOST
from bot.store.migrate import latest_version
from bot.store.sqlite import SqliteStore
from tests.bot_cli.cli_support import cli_env, starmail
from tests.store.test_storage_failures import read_only
from tests.waits import HANG

BIG = str(2**63)


def one_sentence(done: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in done.stderr, done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, done.stderr
    return lines[0]


def test_deeply_nested_and_non_utf8_imports_are_refused_in_one_sentence(tmp_path: Path) -> None:
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100000 + "]" * 100000)
    done = starmail(["import", str(nested)], tmp_path)
    assert done.returncode == 2
    assert one_sentence(done) == "The input is nested too deeply or is too large to read."
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"name": "café"}'.encode("latin-1"))
    done = starmail(["import", str(latin)], tmp_path)
    assert done.returncode == 2 and "latin.json" in one_sentence(done)


@pytest.mark.parametrize(
    "args",
    [["export", BIG], ["verify", BIG], ["play", "hanse", "--seed", BIG], ["play", "--resume", BIG]],
)
def test_numbers_beyond_what_the_database_stores_are_refused_where_they_enter(tmp_path: Path, args: list[str]) -> None:
    done = starmail(args, tmp_path, "q\n")
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and f"'{BIG}' is not a whole number from 0 to {2**63 - 1}" in done.stderr
    assert not (tmp_path / "games.db").exists() or "Started game" not in done.stdout  # no lobby left behind


def test_an_option_of_five_thousand_digits_is_one_sentence(tmp_path: Path) -> None:
    done = starmail(["play", "hanse", "--option", "round_cap=" + "9" * 5000], tmp_path, "q\n")
    assert done.returncode == 2
    assert one_sentence(done).startswith("Option “round_cap” must be a whole number, not “9999")


def test_a_file_that_cannot_be_written_is_named(tmp_path: Path) -> None:
    played = starmail(["play", "hanse", "--seed", "3"], tmp_path, "q\n")
    assert played.returncode == 0, played.stderr
    (tmp_path / "taken").mkdir()
    done = starmail(["export", "1", "--out", str(tmp_path / "taken")], tmp_path)
    assert done.returncode == 1
    assert one_sentence(done) == f"Cannot use {tmp_path / 'taken'}: Is a directory."


def test_a_garbage_database_or_a_folder_is_named_and_no_traceback(tmp_path: Path) -> None:
    (tmp_path / "games.db").write_bytes(b"not a database, only words " * 200)
    done = starmail(["verify", "1"], tmp_path)
    assert done.returncode == 1
    assert (
        one_sentence(done)
        == f"{tmp_path / 'games.db'} is not a Starmail database; point DATABASE_URL at the right file."
    )
    folder = tmp_path / "folder"
    folder.mkdir()
    env = {**cli_env(tmp_path), "DATABASE_URL": f"sqlite:///{folder}"}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "export", "1"],
        check=False,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG,
    )
    assert done.returncode == 1 and one_sentence(done).endswith("check that its folder exists and can be written.")


def test_a_german_environment_gets_the_sentence_in_german(tmp_path: Path) -> None:
    (tmp_path / "games.db").write_bytes(b"not a database, only words " * 200)
    env = {**cli_env(tmp_path), "LANG": "de_DE.UTF-8", "LC_ALL": ""}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "verify", "1"],
        check=False,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG,
    )
    assert done.returncode == 1
    assert one_sentence(done) == (
        f"{tmp_path / 'games.db'} ist keine Starmail-Datenbank; lass DATABASE_URL auf die richtige Datei zeigen."
    )


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    (tmp_path / "games.db").write_bytes(b"not a database, only words " * 200)
    done = starmail(["--debug", "verify", "1"], tmp_path)
    assert done.returncode == 1 and "Traceback" in done.stderr and "StorageFailure" in done.stderr


def test_an_export_that_is_not_json_or_not_an_export_is_one_sentence(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"format": "something else"}))
    done = starmail(["import", str(wrong)], tmp_path)
    assert done.returncode == 2 and one_sentence(done) == "This file is not a Starmail game export."


def test_render_to_a_path_that_cannot_be_written_is_named(tmp_path: Path) -> None:
    (tmp_path / "taken.png").mkdir()
    done = starmail(["render", "hanse", "--out", str(tmp_path / "taken.png")], tmp_path)
    assert done.returncode == 1
    assert one_sentence(done) == f"Cannot use {tmp_path / 'taken.png'}: Is a directory."


def test_a_database_of_a_newer_schema_is_one_sentence(tmp_path: Path) -> None:
    played = starmail(["play", "hanse", "--seed", "3"], tmp_path, "q\n")
    assert played.returncode == 0, played.stderr
    with sqlite3.connect(tmp_path / "games.db") as conn:
        conn.execute("UPDATE schema_version SET version = version + 5")
    done = starmail(["verify", "1"], tmp_path)
    assert done.returncode == 1
    known = latest_version()
    assert one_sentence(done).endswith(f"newer than this Starmail knows ({known}); run a newer Starmail with it.")


def test_resuming_a_lobby_that_cannot_start_is_one_sentence(tmp_path: Path) -> None:
    async def lobby_of_one() -> int:
        store = await SqliteStore.open(tmp_path / "games.db", synchronous="OFF")
        try:
            created = await GameService(store, ai_in_thread=False).create("andromeda", LOCAL_HOST)
            return created.game_id
        finally:
            await store.close()

    game_id = asyncio.run(lobby_of_one())
    done = starmail(["play", "--resume", str(game_id)], tmp_path, "q\n")
    assert done.returncode == 2
    assert one_sentence(done) == "This game needs 3 to 5 players, not 1."


def test_a_database_with_damaged_json_is_one_sentence(tmp_path: Path) -> None:
    played = starmail(["play", "hanse", "--seed", "3"], tmp_path, "q\n")
    assert played.returncode == 0, played.stderr
    with sqlite3.connect(tmp_path / "games.db") as conn:
        conn.execute("UPDATE games SET meta = '{not json'")
    done = starmail(["verify", "1"], tmp_path)
    assert done.returncode == 1
    assert one_sentence(done) == (
        "The database holds damaged data (a JSON column cannot be read); restore it from a backup."
    )


def test_a_read_only_database_is_named_and_works_again_once_writable(tmp_path: Path) -> None:
    played = starmail(["play", "hanse", "--seed", "3"], tmp_path, "q\n")
    assert played.returncode == 0, played.stderr
    files = [p for p in tmp_path.glob("games.db*") if p.is_file()]
    with read_only(*files):
        done = starmail(["play", "--resume", "1"], tmp_path, "q\n")
        assert done.returncode == 1
        database = tmp_path / "games.db"
        assert one_sentence(done) == (
            f"The database {database} is read-only, so nothing can be stored; make it writable and try again."
        )
    again = starmail(["play", "--resume", "1"], tmp_path, "q\n")
    assert again.returncode == 0 and "Game 1 is saved." in again.stdout


def test_replay_writes_the_timelapse_and_refuses_a_missing_game(tmp_path: Path) -> None:
    played = starmail(
        ["play", "hanse", "--seed", "5", "--option", "round_cap=1", "--seats", "you,ai"], tmp_path, "1\n" * 300
    )
    assert played.returncode == 0, played.stderr
    out = tmp_path / "replay.gif"
    done = starmail(["replay", "1", "--out", str(out), "--locale", "fr"], tmp_path)
    assert done.returncode == 0, done.stderr
    written = next(tmp_path.glob("replay.*"))  # the smaller format was chosen, and the file named for it
    assert done.stdout.startswith(f"Écrit {written} : ") and written.suffix in (".webp", ".gif")
    assert Image.open(written).n_frames >= 3
    missing = starmail(["replay", "9"], tmp_path)
    assert missing.returncode == 2 and one_sentence(missing) == "There is no game 9 in this database."


def test_an_operator_command_refuses_in_the_environments_language(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"format": "something else"}))
    env = {**cli_env(tmp_path), "LANG": "fr_FR.UTF-8", "LC_ALL": ""}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "import", str(wrong)],
        check=False,
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG,
    )
    assert done.returncode == 2 and one_sentence(done) == "Ce fichier n'est pas un export de partie Starmail."
