"""Whole games of each game at the terminal, through the real LocalTable on a narrow scripted console: `v` always
shows the table as it stands after the last move (after mounting a freight ring, the ring is on it), each move of
the player is told once (by the game's narration, or "You: …" for a move without a public event), nothing follows
the last event of the game, and no printed line is wider than the console."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest

from bot.game.base.types import UserView
from bot.game.service import GameService
from bot.local.console import Console
from bot.local.seating import plan_seats
from bot.local.table import LocalTable, Runner, open_local_game, table_names
from bot.store import SqliteStore
from render.registry import board_words
from rules.i18n import SeatNames
from rules.registry import registry
from tests.bot_cli.cli_support import ScriptedInput

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

WIDTH = 60
GAMES = {
    "starfarers": (["you", "ai", "ai"], {"target_vp": 10, "max_rounds": 4}),
    "hanse": (["you", "ai"], {"round_cap": 2}),
    "andromeda": (["you", "ai", "ai"], {"round_cap": 3}),
    "cosmic": (["you", "ai", "ai"], {"turn_limit": 2}),
}
BORDER = re.compile(r"^[\s│╭╰─]*|[\s│╮╯─]*$")


def flat(text: str) -> str:
    return " ".join(text.split())


class Learner:
    """Looks at the whole table (`v`) before every choice, asks what the first choice does now and then, reads the
    rules once, and otherwise takes the first choice. At each `v` it notes the board in words as the service has
    it then, and where in the output the table's answer begins."""

    def __init__(self, run: Runner, service: GameService, game_id: int, out: io.StringIO) -> None:
        self.run = run
        self.service = service
        self.game_id = game_id
        self.out = out
        self.looked: list[tuple[int, tuple[str, ...]]] = []
        self.answers = 0
        self.viewed = False

    def readline(self) -> str:
        self.answers += 1
        if self.answers > 4000:
            return ""
        if self.answers == 2:
            return "r\n"
        if not self.viewed:
            self.viewed = True
            public: UserView = self.run(self.service.view(self.game_id, None, "en"))
            assert public.view is not None
            names = table_names(public.seats, 1, "en")
            self.looked.append((len(self.out.getvalue()), board_words(public.view, names, "en").lines))
            return "v\n"
        self.viewed = False
        return "?1\n" if self.answers % 7 == 0 else "1\n"

    def isatty(self) -> bool:
        return False


def play_whole_game(runner: Runner, tmp_path: Path, game_id: str) -> tuple[str, list[Any], Learner, Any]:
    seat_words, options = GAMES[game_id]
    game = registry.get(game_id)
    store = runner(SqliteStore.open(tmp_path / "games.db", synchronous="OFF"))
    try:
        service = GameService(store, ai_in_thread=False, seed_source=lambda: 3)
        plans = plan_seats(seat_words, game.min_players, game.max_players, game.id)
        first = runner(open_local_game(service, game, plans, options))
        out = io.StringIO()
        learner = Learner(runner, service, first.game_id, out)
        # a short board folder: a path is one word, which no width can wrap
        table = LocalTable(service, runner, game, first.game_id, Console(learner, out, WIDTH), Path("b"))
        assert table.play(first) == 0
        log = runner(store.read_log(first.game_id))
        public = runner(service.view(first.game_id, None, "en"))
    finally:
        runner(store.close())
    return out.getvalue(), log, learner, public


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_game_at_a_narrow_terminal_is_current_told_once_and_wrapped(
    runner: Runner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    monkeypatch.chdir(tmp_path)
    text, log, learner, public = play_whole_game(runner, tmp_path, game_id)
    lines = text.splitlines()
    assert "Game over: " in text, text[-2000:]

    # no line wider than the console: hints, news, prompts and tables are wrapped between words
    wide = [line for line in lines if len(line) > WIDTH]
    assert wide == []

    # `v` shows the table as the service has it at that moment, never as it was at the start of the turn
    assert learner.looked
    for start, expected in learner.looked:
        shown = text[start:].split("Your choice", 1)[0]
        panel = flat(" ".join(BORDER.sub("", line) for line in shown.splitlines()))
        for sentence in expected:
            assert flat(sentence) in panel, (sentence, shown)

    # the player's own move is told once: "You: …" only for a move of theirs without a public event
    mine = [row for row in log if row.kind == "move" and row.user_id is not None]
    private_moves = [row for row in mine if all(event.get("to") is not None for event in row.events)]
    told_by_label = [line for line in lines if line.strip().startswith(("• You: ", "You: "))]
    assert len(told_by_label) == len(private_moves), (len(mine), told_by_label[:5])
    assert any("Player 1 (you)" in line for line in lines)

    # the game's last event is the last line of the news: nothing is told after the end of the game
    game = registry.get(game_id)
    names = SeatNames(table_names(public.seats, 1, "en"), "en")
    last_event = [e for row in log if row.kind == "move" for e in row.events if e.get("to") in (None, ["p1"])][-1]
    news = text.split("Last moves:", 1)[1].split("Game over: ", 1)[0]
    assert flat(news).endswith(flat(game.narrate(last_event, "en", names)))

    # the board picture was drawn, on `v` and per turn
    assert (tmp_path / "b" / "game-1.png").exists()


def test_after_mounting_a_freight_ring_v_shows_it(runner: Runner, tmp_path: Path) -> None:
    """Starfarers, seed 3: the player rolls, trades 2 goods for 1 ore and mounts a freight ring; `v` then shows
    the ring and the bank as they are now, and the roll just made, not the table of the start of the turn."""
    game = registry.get("starfarers")
    store = runner(SqliteStore.open(tmp_path / "games.db", synchronous="OFF"))
    try:
        service = GameService(store, ai_in_thread=False, seed_source=lambda: 3)
        first = runner(open_local_game(service, game, plan_seats(["you", "ai", "ai"], 3, 4, game.id), None))
        out = io.StringIO()
        console = Console(ScriptedInput(["1", "1", "1", "1", "v", "q"]), out)
        table = LocalTable(service, runner, game, first.game_id, console, tmp_path / "b")
        assert table.play(first) == 0
    finally:
        runner(store.close())
    text = out.getvalue()
    assert "Player 1 (you): Mount a freight ring, for 2 ore cards." in text
    looked = text.rsplit("Your choice", 2)[1]  # what `v` printed
    assert "Player 1 (you) (Catan Beta): 4 points, 2 cards, 0 drives, 0 guns, 1 freight ring" in looked
    assert "Last roll: 5 and 5." in looked
    assert "Bank: ore 11," in looked
    assert "Board written to" in looked  # the picture is drawn again on request
    assert "You: Mount a freight ring" not in text  # told once, by the narration
