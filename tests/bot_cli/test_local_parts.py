"""The pieces of the local table: wrapping words, choice and option parsing, seats, local games."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from bot.cli import CliError, parse_options
from bot.game.service import GameService
from bot.local.seating import LOCAL_HOST, SeatingError, SeatPlan, is_local_game, plan_seats
from bot.local.table import ChoiceError, parse_choice, sigint_held
from bot.local.words import wrap_words
from bot.store import SeatRecord, SqliteStore
from tests.bot_cli.cli_support import starmail


def test_a_long_sentence_is_wrapped_at_spaces_to_the_width() -> None:
    words = "Spielplan der Kosmischen Hanse, Schritt 3. Punkte: Spieler 1 10 MG, Spieler 2 12 MG."
    lines = wrap_words(words, 30)
    assert lines == ["Spielplan der Kosmischen", "Hanse, Schritt 3. Punkte:", "Spieler 1 10 MG, Spieler 2 12", "MG."]


def test_a_bad_choice_is_said_in_the_players_language() -> None:
    with pytest.raises(ChoiceError) as refused:
        parse_choice("7", 4)
    assert refused.value.said.say("de") == "Es gibt keine Aktion 7: Wähle eine Zahl von 1 bis 4."


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Type the number of an action, from 1 to 4, or q to save and quit."),
        ("two", "“two” is not a number: type the number of an action, from 1 to 4."),
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
    with pytest.raises(SeatingError, match=r"^This game needs 3–5 seats, not 2\.$"):
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
    assert "Your move, Player 1 (you):" in done.stdout
    assert f"Game {lobby.game_id} is saved." in done.stdout
