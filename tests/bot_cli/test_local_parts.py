"""The pieces of the local table: the view formatter, choice and option parsing, seats, local games."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

import pytest

from bot.cli import CliError, parse_options
from bot.game.service import GameService
from bot.local.seating import LOCAL_HOST, SeatingError, SeatPlan, is_local_game, plan_seats
from bot.local.table import changed_view, parse_choice, sigint_held
from bot.local.viewtext import format_view, inline
from bot.store import SeatRecord, SqliteStore
from rules.registry import registry
from tests.bot_cli.cli_support import starmail

VIEW: dict[str, Any] = {
    "game": "demo",
    "seq": 4,
    "acting": ["p1"],
    "over": False,
    "public": {
        "round": 2,
        "scores": {"p1": 3, "p2": 5},
        "last_roll": None,
        "discard": [],
        "ships": [{"id": "s1", "at": "mars", "cargo": [2, 3]}, {"id": "s2", "at": "venus", "cargo": []}],
    },
    "you": "p1",
    "private": {"hand": [{"id": "card:7", "kind": "trade"}, {"id": "card:9", "kind": "raid"}], "secret_goal": "dakhit"},
}


def test_a_small_view_is_a_few_packed_lines_with_the_private_part_last() -> None:
    assert format_view(VIEW) == [
        "round: 2 · scores: p1 3, p2 5 · ships: s1 (at mars, cargo 2, 3); s2 (at venus)",
        "Only you see (p1):",
        "  hand: card:7 (kind trade); card:9 (kind raid) · secret goal: dakhit",
    ]


def test_long_values_open_indented_blocks_that_still_fit_the_width() -> None:
    lines = format_view(VIEW, width=40)
    assert lines[:3] == ["round: 2 · scores: p1 3, p2 5", "ships:", "  s1 (at mars, cargo 2, 3)"]
    assert all(len(line) <= 40 for line in lines)
    assert "  hand:" in lines
    assert "    card:7 (kind trade)" in lines


def test_a_public_view_has_no_private_section() -> None:
    public = {k: v for k, v in VIEW.items() if k not in ("you", "private")}
    assert not any(line.startswith("Only you see") for line in format_view(public))


def test_inline_writes_yes_no_and_brackets_nested_dicts() -> None:
    assert inline({"ready": True, "done": False, "pos": {"x": 1, "y": 2}}) == "ready yes, done no, pos {x 1, y 2}"
    assert inline([[1, 2], [3]]) == "[1, 2]; [3]"
    assert inline(0.5) == "0.5"


def test_every_hanse_view_formats() -> None:
    hanse = registry.get("hanse")
    state = hanse.setup(["p1", "p2"], 4)
    for seat in (None, "p1", "p2"):
        text = "\n".join(format_view(hanse.view(state, seat)))
        assert "planets:" in text
        assert ("Only you see" in text) == (seat is not None)


def test_only_the_public_entries_that_changed_are_kept() -> None:
    after = {**VIEW, "public": {**VIEW["public"], "round": 3}}
    assert changed_view(VIEW, after) == {**VIEW, "public": {"round": 3}}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Type the number of an action, from 1 to 4, or q to save and quit."),
        ("two", "'two' is not a number: type the number of an action, from 1 to 4."),
        ("0", "There is no action 0: choose a number from 1 to 4."),
        ("-1", "There is no action -1: choose a number from 1 to 4."),
        ("5", "There is no action 5: choose a number from 1 to 4."),
    ],
)
def test_a_bad_choice_is_one_sentence(text: str, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse_choice(text, 4)
    assert str(refused.value) == message


def test_a_good_choice_is_its_index() -> None:
    assert parse_choice(" 4 ", 4) == 3
    assert parse_choice("1", 4) == 0


def test_options_are_json_when_they_can_be() -> None:
    assert parse_options(["round_cap=3", "reshuffle=false", "name=Ada", "empty="]) == {
        "round_cap": 3,
        "reshuffle": False,
        "name": "Ada",
        "empty": "",
    }
    with pytest.raises(CliError, match="key=value"):
        parse_options(["=3"])


def test_seats_give_local_humans_their_position_as_user_id() -> None:
    assert plan_seats(["you", "random", "Human"], 2, 5, "demo") == [
        SeatPlan("p1", True, user_id=1),
        SeatPlan("p2", False, ai="random"),
        SeatPlan("p3", True, user_id=3),
    ]
    assert plan_seats(["ai", "you"], 2, 2, "demo")[0] == SeatPlan("p1", False, ai=None)
    with pytest.raises(SeatingError, match=r"^demo needs 3 to 5 seats, not 2\.$"):
        plan_seats(["you", "ai"], 3, 5, "demo")
    with pytest.raises(SeatingError, match="empty entry"):
        plan_seats(["you", ""], 2, 2, "demo")


def test_a_local_game_is_hosted_by_the_local_host_outside_any_server() -> None:
    humans = (SeatRecord("p1", 0, "human", 1), SeatRecord("p2", 1, "ai"))
    assert is_local_game(LOCAL_HOST, None, humans)
    assert not is_local_game(LOCAL_HOST, 42, humans)
    assert not is_local_game(123456789012345678, None, humans)
    assert not is_local_game(LOCAL_HOST, None, (SeatRecord("p1", 0, "human", 123456789012345678),))


async def test_a_discord_game_cannot_be_resumed_at_the_terminal(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "games.db", synchronous="OFF")
    try:
        service = GameService(store, ai_in_thread=False)
        created = await service.create("hanse", 123456789012345678, guild_id=42, channel_id=43)
        await service.add_ai(created.game_id, 123456789012345678)
        await service.start(created.game_id, 123456789012345678)
    finally:
        await store.close()
    done = starmail(["play", "--resume", str(created.game_id)], tmp_path)
    assert (done.returncode, done.stderr.strip()) == (
        2,
        f"Game {created.game_id} is played on Discord, not at this terminal.",
    )


def test_ctrl_c_during_a_service_call_waits_for_the_call_to_finish() -> None:
    finished = []
    with pytest.raises(KeyboardInterrupt), sigint_held():
        os.kill(os.getpid(), signal.SIGINT)
        finished.append("the call went on to its end")
    assert finished == ["the call went on to its end"]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


async def test_a_local_lobby_left_before_the_deal_is_dealt_on_resume(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "games.db", synchronous="OFF")
    try:
        service = GameService(store, ai_in_thread=False)
        lobby = await service.create("hanse", LOCAL_HOST)
        await service.add_ai(lobby.game_id, LOCAL_HOST)
    finally:
        await store.close()
    done = starmail(["play", "--resume", str(lobby.game_id)], tmp_path, "q\n")
    assert done.returncode == 0, done.stderr
    assert "Your move, p1 (you):" in done.stdout
    assert f"Game {lobby.game_id} is saved." in done.stdout
