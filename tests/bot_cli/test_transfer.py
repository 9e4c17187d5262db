"""export / import / verify: a game leaves and comes back with the same final state; broken files are
refused with one sentence and leave the database unchanged."""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.game.service import GameService
from bot.local.seating import LOCAL_HOST, local_user, plan_seats
from bot.local.table import open_local_game
from bot.local.transfer import TransferError, export_game, import_game, verify_game
from bot.store import SqliteStore
from bot.store.failures import StorageFailure
from rules.registry import registry
from rules.testing import look_alikes
from tests.bot_cli.cli_support import printed_command, run_printed, starmail, stored_game

HANSE = registry.get("hanse")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(tmp_path / "games.db", synchronous="OFF")
    yield opened
    await opened.close()


async def game_with_an_undo(store: SqliteStore) -> int:
    """A Hanse game against the AI, mid-way, whose log holds an undone move."""
    service = GameService(store, seed_source=lambda: 11, ai_in_thread=False)
    started = await open_local_game(service, HANSE, plan_seats(["you", "ai"], 2, 2, "hanse"), {"round_cap": 2})
    game_id = started.game_id
    view = await service.view(game_id, LOCAL_HOST)
    await service.act_index(game_id, LOCAL_HOST, 1, view.seq)  # load goods: no chance, so undo may take it back
    assert (await service.undo(game_id, LOCAL_HOST)).kind == "undone"
    for _ in range(8):
        view = await service.view(game_id, LOCAL_HOST)
        await service.act_index(game_id, LOCAL_HOST, 0, view.seq)
    return game_id


async def test_round_trip_gives_the_same_final_state(store: SqliteStore) -> None:
    game_id = await game_with_an_undo(store)
    original = await store.get_game(game_id)
    assert original is not None
    data = await export_game(store, game_id)
    assert data["game_id"] == game_id
    assert (data["game"], data["seed"], data["options"]["round_cap"]) == ("hanse", 11, 2)
    assert data["seats"] == [{"seat": "p1", "kind": "human", "ai": None}, {"seat": "p2", "kind": "ai", "ai": None}]
    assert [a["seq"] for a in data["actions"]] == list(range(1, original.seq + 1))  # the undone move is gone
    # ...though the log keeps it and the undo row (besides notes, such as an only choice played for the player)
    assert len([row for row in await store.read_log(game_id) if row.kind != "note"]) == original.seq + 2

    new_id = await import_game(store, json.loads(json.dumps(data)))
    imported = await store.get_game(new_id)
    assert imported is not None
    assert new_id != game_id
    assert imported.state == original.state
    assert (imported.seq, imported.status, imported.seed, imported.options) == (
        original.seq,
        original.status,
        original.seed,
        original.options,
    )
    assert [(s.seat, s.kind, s.user_id) for s in imported.seats] == [("p1", "human", local_user(0)), ("p2", "ai", None)]
    assert imported.meta["imported_from"] == game_id
    again = await export_game(store, new_id)
    assert {**again, "game_id": game_id} == data
    assert await verify_game(store, new_id) == (True, original.seq)


async def test_a_game_played_on_after_import_goes_on_like_the_original(store: SqliteStore) -> None:
    game_id = await game_with_an_undo(store)
    new_id = await import_game(store, await export_game(store, game_id))
    service = GameService(store, ai_in_thread=False)
    for gid in (game_id, new_id):
        for _ in range(5):
            view = await service.view(gid, LOCAL_HOST)
            if not view.choices:
                break
            await service.act_index(gid, LOCAL_HOST, len(view.choices) - 1, view.seq)
    first, second = await store.get_game(game_id), await store.get_game(new_id)
    assert first is not None
    assert second is not None
    assert first.seq == second.seq
    assert first.state == second.state


def broken(data: dict[str, Any], change: str) -> dict[str, Any]:
    copied = copy.deepcopy(data)
    if change == "action":
        copied["actions"][3]["action"] = {"type": "teleport"}
    elif change == "final":
        copied["final_state"] = json.dumps({**json.loads(copied["final_state"]), "tampered": True})
    elif change == "format":
        copied["format"] = "chess-pgn"
    elif change == "seat":
        copied["actions"][2]["seat"] = "p3"
    elif change == "game":
        copied["game"] = "chess"
    elif change == "options":
        copied["options"] = {"round_cap": "many"}
    elif change == "ai":
        copied["seats"][1] = {**copied["seats"][1], "kind": "ai", "ai": "genius"}
    elif change == "seed":
        copied["seed"] = 2**63
    return copied


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("action", "Action 4 is not legal: "),
        ("final", "The action log does not lead to the exported final state (have the rules changed?)."),
        ("format", "This file is not a Starmail game export."),
        ("seat", "Action 3 is by 'p3', who was not due to act."),
        ("game", "There is no game called “chess”."),
        ("options", "Option “round_cap” must be a whole number, not “many”."),
        (
            "ai",
            "Seat 2 in the file is played by an AI this game does not have (“genius”); "
            "its AIs: heuristic, random, strong.",
        ),
        ("seed", "The file's 'seed' is larger than Starmail can store."),
    ],
)
async def test_a_broken_export_is_refused_and_nothing_is_stored(store: SqliteStore, change: str, message: str) -> None:
    data = await export_game(store, await game_with_an_undo(store))
    games = await store.count_games()
    with pytest.raises(TransferError) as refused:
        await import_game(store, broken(data, change))
    assert str(refused.value).startswith(message)
    assert await store.count_games() == games


async def test_a_lobby_or_a_missing_game_cannot_be_exported(store: SqliteStore) -> None:
    lobby = await GameService(store).create("hanse", LOCAL_HOST)
    with pytest.raises(TransferError, match=r"has not started yet, so there is nothing to export\."):
        await export_game(store, lobby.game_id)
    with pytest.raises(TransferError, match=r"^There is no game 99 in this database\.$"):
        await export_game(store, 99)


def test_export_import_verify_and_resume_from_the_command_line(tmp_path: Path) -> None:
    played = starmail(["play", "hanse", "--seed", "5", "--option", "round_cap=1"], tmp_path, "1\n" * 300)
    assert played.returncode == 0, played.stderr
    out = tmp_path / "exports" / "game-1.json"
    exported = starmail(["export", "1", "--out", str(out)], tmp_path)
    assert exported.returncode == 0, exported.stderr
    assert exported.stdout.startswith("Wrote game 1 (")
    data = json.loads(out.read_text())
    assert json.loads(starmail(["export", "1"], tmp_path).stdout) == data

    imported = starmail(["import", str(out)], tmp_path)
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout == "2\n"
    hint = printed_command(imported.stderr, "Continue it with: ")
    assert hint == [sys.executable, "-m", "bot.cli", "play", "--resume", "2"]
    assert stored_game(tmp_path, 2).state == stored_game(tmp_path, 1).state == data["final_state"]
    verified = starmail(["verify", "2"], tmp_path)
    assert verified.returncode == 0
    assert verified.stdout.startswith(f"Game 2: replaying {len(data['actions'])} moves from the seed gives the stored")
    resumed = run_printed(hint, tmp_path)
    assert resumed.returncode == 0
    assert "Game over: the round limit was reached." in resumed.stdout

    (tmp_path / "bad.json").write_text("{not json")
    refused = starmail(["import", str(tmp_path / "bad.json")], tmp_path)
    assert (refused.returncode, refused.stderr.strip()) == (
        2,
        f"{tmp_path / 'bad.json'} is not JSON (line 1: Expecting property name enclosed in double quotes).",
    )


async def test_verify_notices_a_stored_state_the_log_does_not_lead_to(store: SqliteStore) -> None:
    game_id = await game_with_an_undo(store)
    record = await store.get_game(game_id)
    assert record is not None
    assert await verify_game(store, game_id) == (True, record.seq)
    dealt_again = HANSE.encode(HANSE.setup(["p1", "p2"], 11, record.options))
    await store.update_game(game_id, record.version, {"state": dealt_again})
    assert await verify_game(store, game_id) == (False, record.seq)


async def test_an_export_with_a_look_alike_value_is_refused_in_one_sentence(store: SqliteStore) -> None:
    data = await export_game(store, await game_with_an_undo(store))
    games = await store.count_games()
    probes = [
        (n, field, other)
        for n, row in enumerate(data["actions"], start=1)
        for field, value in row["action"].items()
        if field != "type"
        for other in look_alikes(value)
    ]
    assert probes
    for n, field, other in probes:
        copied = copy.deepcopy(data)
        copied["actions"][n - 1]["action"][field] = other
        with pytest.raises(TransferError) as refused:
            await import_game(store, copied)
        assert str(refused.value).startswith(f"Action {n} is not legal: "), (field, other)
        assert "\n" not in str(refused.value)
    assert await store.count_games() == games


def test_import_of_a_look_alike_move_answers_in_one_line_without_a_traceback(tmp_path: Path) -> None:
    played = starmail(["play", "hanse", "--seed", "5", "--option", "round_cap=1"], tmp_path, "1\n" * 300)
    assert played.returncode == 0, played.stderr
    data = json.loads(starmail(["export", "1"], tmp_path).stdout)
    n, field = next((n, k) for n, row in enumerate(data["actions"], start=1) for k in row["action"] if k != "type")
    data["actions"][n - 1]["action"][field] = look_alikes(data["actions"][n - 1]["action"][field])[0]
    (tmp_path / "look-alike.json").write_text(json.dumps(data))
    refused = starmail(["import", str(tmp_path / "look-alike.json")], tmp_path)
    assert refused.returncode == 2
    assert "Traceback" not in refused.stderr
    assert refused.stderr.startswith(f"Action {n} is not legal: ") and refused.stderr.count("\n") == 1


async def test_an_import_that_fails_in_storage_leaves_nothing_behind(store: SqliteStore) -> None:
    data = await export_game(store, await game_with_an_undo(store))
    games = await store.count_games()
    conn = store._conn  # the page limit is the connection's own: SQLite answers SQLITE_FULL past it
    async with conn.execute("PRAGMA page_count") as cursor:
        row = await cursor.fetchone()
    assert row is not None
    await conn.execute(f"PRAGMA max_page_count = {row[0]}")
    with pytest.raises(StorageFailure) as full:
        for _ in range(50):  # each import needs pages: the limit is reached within a few
            await import_game(store, data)
    assert full.value.kind == "full"
    await conn.execute("PRAGMA max_page_count = 1073741823")
    stored = await store.list_games(statuses=("lobby", "active", "over"), limit=1000)
    assert all(g.seq > 0 for g in stored)  # no lobby left without its moves
    assert await store.count_games() >= games
