"""`starmail play` as a subprocess driven through stdin: a short Hanse game against the AI to the end,
bad input, hot seat, leaving (end of input, q, Ctrl-C) and resuming, reproducibility with --seed."""

from __future__ import annotations

import os
import re
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

from PIL import Image

from bot.local.seating import LOCAL_HOST, local_user
from rules.registry import registry
from tests.bot_cli.cli_support import cli_env, printed_command, run_printed, starmail, stored_game, stored_moves
from tests.waits import HANG

# round_cap=1: each player takes one turn; always answering 1 ends the game in a few dozen moves.
SHORT = ["play", "hanse", "--seed", "5", "--option", "round_cap=1"]
ALWAYS_FIRST = "1\n" * 300
STARTED = re.compile(r"(?:Started game|Partie) (\d+)")


def game_id_of(stdout: str) -> int:
    found = STARTED.search(stdout)
    assert found is not None, stdout[:500]
    return int(found.group(1))


def test_a_short_game_against_the_ai_plays_to_the_end(tmp_path: Path) -> None:
    done = starmail(SHORT, tmp_path, ALWAYS_FIRST)
    assert done.returncode == 0, done.stderr
    game_id = game_id_of(done.stdout)
    assert "Your move, Player 1 (you):\n  1. " in done.stdout
    assert "Game over: the round limit was reached." in done.stdout
    record = stored_game(tmp_path, game_id)
    assert record.status == "over"
    assert record.seed == 5
    assert record.options["round_cap"] == 1
    assert [(s.seat, s.kind, s.user_id) for s in record.seats] == [("p1", "human", LOCAL_HOST), ("p2", "ai", None)]
    board = tmp_path / "boards" / f"game-{game_id}.png"
    assert f"Final board: {board}" in " ".join(done.stdout.split())
    with Image.open(board) as image:
        image.verify()
    assert starmail(["verify", str(game_id)], tmp_path).returncode == 0


def test_the_same_seed_and_choices_give_the_same_game(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    ends = [stored_game(d, game_id_of(starmail(SHORT, d, ALWAYS_FIRST).stdout)).state for d in (first, second)]
    assert ends[0] is not None
    assert ends[0] == ends[1]


def test_bad_input_gets_one_sentence_and_the_question_again(tmp_path: Path) -> None:
    done = starmail(SHORT, tmp_path, "seven\n0\n99\n\n")
    lines = done.stdout.splitlines()
    count = int(re.findall(r"Your choice \(1-(\d+)", done.stdout)[0])
    assert f"“seven” is not a number: type the number of an action, from 1 to {count}." in lines
    assert f"There is no action 0: choose a number from 1 to {count}." in lines
    assert f"There is no action 99: choose a number from 1 to {count}." in lines
    assert f"Type the number of an action, from 1 to {count}, or q to save and quit." in lines
    assert stored_game(tmp_path, game_id_of(done.stdout)).seq == 2  # the AI's two setup moves, nothing more


def test_end_of_input_saves_and_resume_finishes_the_same_game(tmp_path: Path) -> None:
    whole, split = tmp_path / "whole", tmp_path / "split"
    whole.mkdir()
    split.mkdir()
    expected = stored_game(whole, game_id_of(starmail(SHORT, whole, ALWAYS_FIRST).stdout))

    cut = starmail(SHORT, split, "1\n" * 4)
    game_id = game_id_of(cut.stdout)
    assert cut.returncode == 0
    hint = printed_command(cut.stdout, f"Game {game_id} is saved. Continue it with: ")
    assert hint == [sys.executable, "-m", "bot.cli", "play", "--resume", str(game_id)]  # as this process was run
    saved = stored_game(split, game_id)
    assert saved.status == "active"
    assert saved.seq == 6  # 2 AI setup moves + our 4

    resumed = run_printed(hint, split, ALWAYS_FIRST)  # the hint works as printed
    assert resumed.returncode == 0, resumed.stderr
    assert f"Resuming game {game_id}" in resumed.stdout
    recap = resumed.stdout.split("Since your last turn:\n", 1)[1].split("\n== ", 1)[0]
    assert "Player 2 (AI) chose " in recap  # the public log's last lines, shown on resuming
    assert "Game over: the round limit was reached." in resumed.stdout
    assert stored_game(split, game_id).state == expected.state


def test_q_saves_too_and_resume_refuses_new_settings(tmp_path: Path) -> None:
    done = starmail(SHORT, tmp_path, "1\nq\n")
    game_id = game_id_of(done.stdout)
    assert done.returncode == 0
    assert stored_game(tmp_path, game_id).seq == 3
    refused = starmail(["play", "--resume", str(game_id), "--seed", "9"], tmp_path)
    assert refused.returncode == 2
    assert (
        refused.stderr.strip()
        == "--seats, --seed and --option are fixed when a game starts; leave them out with --resume."
    )
    other = starmail(["play", "andromeda", "--resume", str(game_id)], tmp_path)
    assert other.stderr.strip() == f"Game {game_id} is a game of Perry Rhodan: The Cosmic Hansa, not andromeda."
    missing = starmail(["play", "--resume", "999"], tmp_path)
    assert missing.stderr.strip() == "There is no game 999 in this database."


class Transcript:
    """A running process's output so far; `wait_for` reads on until a marker has appeared `times` times."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        self.stream = process.stdout
        self.seen = b""

    def wait_for(self, marker: bytes, times: int = 1, limit: float = HANG) -> bool:
        selector = selectors.DefaultSelector()
        selector.register(self.stream, selectors.EVENT_READ)
        deadline = time.monotonic() + limit
        try:
            while self.seen.count(marker) < times and time.monotonic() < deadline:
                if not selector.select(timeout=deadline - time.monotonic()):
                    break
                chunk = os.read(self.stream.fileno(), 65536)
                if not chunk:
                    break
                self.seen += chunk
        finally:
            selector.close()
        return self.seen.count(marker) >= times


def test_ctrl_c_at_the_prompt_saves_the_game(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", *SHORT],
        cwd=tmp_path,
        env=cli_env(tmp_path),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert process.stdin is not None
        transcript = Transcript(process)
        assert transcript.wait_for(b"Your choice (")
        process.stdin.write(b"1\n")
        process.stdin.flush()
        assert transcript.wait_for(b"Your choice (", times=2)
        assert b"move 3 " in transcript.seen
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=HANG)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 130, err.decode()
    assert f"Game 1 is saved. Continue it with: {sys.executable} -m bot.cli play --resume 1".encode() in out
    record = stored_game(tmp_path, 1)
    assert (record.status, record.seq) == ("active", 3)


def test_hot_seat_hands_over_and_shows_each_player_only_their_own_hand(tmp_path: Path) -> None:
    done = starmail([*SHORT, "--seats", "you,human"], tmp_path, ALWAYS_FIRST)
    assert done.returncode == 0, done.stderr
    record = stored_game(tmp_path, game_id_of(done.stdout))
    assert [(s.seat, s.user_id) for s in record.seats] == [("p1", local_user(0)), ("p2", local_user(1))]
    # Between two hand-overs the screen belongs to one player: only their private part may appear.
    screens = re.split(r"Pass the terminal to (Player \d), then press Enter\.", done.stdout)[1:]
    assert len(screens) >= 4
    for holder, screen in zip(screens[::2], screens[1::2], strict=True):
        other = "Player 2" if holder == "Player 1" else "Player 1"
        assert f"Hand of {holder}:" in screen
        assert f"Hand of {other}:" not in screen
        assert f"· {other}\n" not in screen  # no header naming the other seat
    assert "Game over: the round limit was reached." in done.stdout


def test_bad_commands_are_refused_in_one_sentence(tmp_path: Path) -> None:
    cases = {
        ("play",): "Name a game to play (",
        ("play", "chess"): "There is no game called “chess”.",
        ("play", "hanse", "--seats", "you"): "This game needs 2 seats, not 1.",
        ("play", "hanse", "--seats", "you,genius"): "This game has no seat kind “genius”; choose from you, ai,",
        ("play", "hanse", "--option", "round_cap=x"): "Option “round_cap” must be a whole number, not “x”.",
        ("play", "hanse", "--option", "round_cap"): "--option needs the form key=value, not “round_cap”.",
    }
    for args, message in cases.items():
        done = starmail(list(args), tmp_path)
        assert done.returncode == 2, args
        assert message in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr


def test_the_board_is_drawn_again_when_the_turn_comes_back_after_the_ai(tmp_path: Path) -> None:
    done = starmail(["play", "hanse", "--seed", "5", "--option", "round_cap=2"], tmp_path, ALWAYS_FIRST)
    assert done.returncode == 0, done.stderr
    board = tmp_path / "boards" / "game-1.png"
    before_turn_two = done.stdout.split("Turn 2 of Player 1 (you) begins.", 1)[0].rsplit("\n== Game", 1)[0]
    # a path longer than the terminal's line stands on a line of its own (bot/local/console.py)
    assert " ".join(before_turn_two.split()).endswith(f"Board written to {board}")
    assert " ".join(done.stdout.split()).count(f"Board written to {board}") >= 3  # the start, the AI's turn, the end


def test_locale_gives_translated_choices(tmp_path: Path) -> None:
    done = starmail([*SHORT, "--locale", "de"], tmp_path, "q\n")
    record = stored_game(tmp_path, game_id_of(done.stdout))
    assert record.state is not None
    hanse = registry.get("hanse")
    state = hanse.decode(record.state)
    labels = [hanse.describe(state, "p1", action, "de") for action in hanse.legal_actions(state, "p1")]
    assert labels != [hanse.describe(state, "p1", action) for action in hanse.legal_actions(state, "p1")]
    width = len(f"{len(labels)}.")  # the numbers are right-aligned
    shown = [f"  {f'{n}.':>{width}} {label}" for n, label in enumerate(labels, start=1)]
    assert "\n".join(shown) in done.stdout


def test_the_strong_ai_plays_at_the_terminal_after_its_thinking_time(tmp_path: Path) -> None:
    """`--seats you,strong`: the search AI thinks in a worker process and each of its moves is stored no sooner than
    its thinking time after the move before it (a single choice included)."""
    done = starmail(
        [*SHORT[:2], "--seats", "you,strong", *SHORT[2:]], tmp_path, ALWAYS_FIRST, {"STARMAIL_SEARCH_SECONDS": "0.05"}
    )
    assert done.returncode == 0, done.stderr
    game_id = game_id_of(done.stdout)
    assert "Game over: the round limit was reached." in done.stdout
    record = stored_game(tmp_path, game_id)
    assert [(s.seat, s.kind, s.ai) for s in record.seats] == [("p1", "human", None), ("p2", "ai", "strong")]
    moves = stored_moves(tmp_path, game_id)
    strong = [(seq, at) for seq, seat, at in moves if seat == "p2"]
    assert len(strong) >= 3
    when = {seq: at for seq, _, at in moves}
    for seq, at in strong:
        if seq - 1 in when:
            assert at - when[seq - 1] >= 0.05, f"move {seq} was stored before the AI's thinking time had passed"
