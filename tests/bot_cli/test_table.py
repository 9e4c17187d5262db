"""The local table in-process, on the toy game: simultaneous choices at a hot seat, a prompt made stale by
another process, and a game that breaks the contract (an acting seat without actions)."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

from bot.game.service import GameService
from bot.local.console import Console
from bot.local.seating import plan_seats
from bot.local.table import LocalTable, Runner, open_local_game
from bot.store import SqliteStore
from rules.contract import Action, Game
from tests.bot_cli.cli_support import ScriptedInput
from tests.toy_game import TOY, ToyGame


class Stubborn(ToyGame):
    """The toy, broken: once dealt, nobody has a legal action although someone must act."""

    def legal_actions(self, state: dict[str, Any], seat: str) -> list[Action]:
        return []


def table(run: Runner, tmp_path: Path, game: Game, seats: list[str], inp: ScriptedInput) -> tuple[LocalTable, Any]:
    store = run(SqliteStore.open(tmp_path / "games.db", synchronous="OFF"))
    service = GameService(store, lambda game_id: game, ai_in_thread=False, seed_source=lambda: 3)
    first = run(open_local_game(service, game, plan_seats(seats, 2, 3, game.id), {"rounds": 2}))
    out = io.StringIO()
    return LocalTable(service, run, game, first.game_id, Console(inp, out), tmp_path / "boards"), (store, out, first)


def test_simultaneous_choices_at_a_hot_seat_hand_over_between_players(runner: Runner, tmp_path: Path) -> None:
    played, (store, out, first) = table(runner, tmp_path, TOY, ["you", "you"], ScriptedInput(["", "1"] * 40))
    try:
        assert played.play(first) == 0
        left = runner(store.games_with_outbox())  # the table told everything as it happened: no outbox left
    finally:
        runner(store.close())
    assert left == []
    text = out.getvalue()
    assert "Pass the terminal to Player 1, then press Enter." in text
    assert "Pass the terminal to Player 2, then press Enter." in text
    assert "Game over: rounds played." in text
    assert not (tmp_path / "boards").exists()  # the toy has no board picture


def test_a_prompt_made_stale_by_another_process_is_refused_and_shown_again(runner: Runner, tmp_path: Path) -> None:
    moved: list[int] = []
    holder: dict[str, Any] = {}

    def other_process_moves() -> None:
        # The first answer is the hand-over; before the second (p1's card), both seats choose from elsewhere:
        # p2's choice alone would leave p1's prompt current (a simultaneous decision), p1's own closes it.
        if len(moved) == 1:
            other = GameService(holder["store"], lambda game_id: TOY, ai_in_thread=False)
            for user in (2, 1):
                seq = holder["played"].run(other.view(holder["id"], user)).seq
                holder["played"].run(other.act_index(holder["id"], user, 0, seq))
            holder["p1 acts"] = bool(holder["played"].run(other.view(holder["id"], 1)).choices)
        moved.append(1)

    inp = ScriptedInput(["", "1", "", "1"], other_process_moves)
    played, (store, out, first) = table(runner, tmp_path, TOY, ["you", "you"], inp)
    holder.update(store=store, played=played, id=first.game_id)
    try:
        assert played.play(first) == 0
    finally:
        runner(store.close())
    # p1 moved from elsewhere, spending the old prompt; it now faces a new decision (the round's draw, or the next
    # round: the prompt is refused as played) or none at all (not its turn)
    told = (
        "That prompt was already played. Here is the game as it stands now."
        if holder["p1 acts"]
        else "It is not your turn."
    )
    assert told in out.getvalue()
    assert f"Game 1 is saved. Continue it with: {sys.executable} -m bot.cli play --resume 1" in out.getvalue()


def test_an_acting_seat_without_actions_stops_the_table(runner: Runner, tmp_path: Path) -> None:
    played, (store, out, first) = table(runner, tmp_path, Stubborn(), ["you", "ai"], ScriptedInput(["1"] * 5))
    try:
        assert played.play(first) == 1
    finally:
        runner(store.close())
    assert out.getvalue().rstrip().endswith("Player 1 must act but has no legal action; the game cannot go on.")
