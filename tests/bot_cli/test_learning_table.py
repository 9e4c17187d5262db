"""The terminal table for people learning a game (issue: the terminal table), played as a new user plays it:
through plain pipes and through a pseudo-terminal, to the end of a Hanse and an Andromeda game.

What is checked: no internal id is ever printed; every card in a shown hand comes with its effect; `?N` explains
a choice and `r` shows the rules (paged on a terminal); the hand picture is written beside the board picture;
on a terminal the table has colour, in a pipe none; the hints the program prints run as printed.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import shlex
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from bot.cli import build_parser
from rules.registry import registry
from tests.bot_cli.cli_support import cli_env, run_printed, starmail
from tests.e2e.english import SEAT_ID, internal_ids, typed_removed
from tests.waits import HANG, hang

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
GAMES = {
    "hanse": ["play", "hanse", "--seed", "5", "--option", "round_cap=2", "--seats", "you,ai"],
    "andromeda": ["play", "andromeda", "--seed", "5", "--seats", "you,ai,ai"],
}
TABLE_HEAD = re.compile(r"^Card\s{2,}Effect$")


def learner_answers(count: int = 3000) -> str:
    """A learner: asks what the first choice does, reads the rules, looks at the table, asks about a choice that
    does not exist, then always takes the first choice."""
    return "\n".join(["?1", "r", "v", "?99", *(["1"] * count)]) + "\n"


def printed_ids(lines: list[str], game: str) -> list[tuple[str, str]]:
    """(id, line) for every internal id or seat id in the printed lines (commands a person types are left out)."""
    ids = internal_ids([game])
    found = []
    for line in lines:
        text = typed_removed(line)
        tokens = {t.strip(".:,;/-") for t in re.findall(r"[\w:#./-]+", text)}
        found += [(internal, line) for internal in sorted(ids & tokens)]
        found += [(seat, line) for seat in SEAT_ID.findall(text)]
    return found


def card_rows(out: str) -> list[str]:
    """The rows of every hand's card table (a row names a card, then its effect, two spaces or more apart)."""
    rows: list[str] = []
    lines = out.splitlines()
    for n, line in enumerate(lines):
        if not TABLE_HEAD.match(line.strip()):
            continue
        for row in lines[n + 2 :]:  # after the head and its rule
            if not row.strip() or row.startswith(("Hand ", "Your ")):
                break
            if not row.startswith(" "):  # a wrapped effect continues on an indented line
                rows.append(row)
    return rows


@pytest.mark.parametrize("game", ["hanse", "andromeda"])
def test_a_whole_game_through_pipes_names_things_and_explains_them(tmp_path: Path, game: str) -> None:
    done = starmail(GAMES[game], tmp_path, learner_answers())
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Game over: " in out, out[-1500:]
    assert not ANSI.search(out), "a pipe gets plain text"
    lines = [line.replace(str(tmp_path), "") for line in (out + done.stderr).splitlines()]
    assert not printed_ids(lines, game), printed_ids(lines, game)[:5]

    rows = card_rows(out)
    assert rows, "no hand was shown"
    assert all(len(re.split(r"\s{2,}", row.strip())) >= 2 for row in rows), [r for r in rows if "  " not in r]
    # ?1 names the first choice and says what it does; ?99 is refused in one sentence
    first = re.search(r"^Your move, .*:\n +1\. (.+)$", out, re.MULTILINE)
    assert first is not None
    explained = out.split("): ?1\n", 1)[1].splitlines()
    assert explained[0] == f"1. {first[1].strip()}" and len(explained[1].strip()) > 20
    assert re.search(r"There is no action 99: choose a number from 1 to \d+\.", out)
    # r: the rules in short, with how to play here instead of Discord's buttons
    title = registry.get(game).title
    assert f"{title}: the rules in short" in out and "Playing at this terminal" in out
    assert "Show my hand" not in out
    # the pictures beside each other in the board folder
    game_id = int(re.search(r"Started game (\d+)", out)[1])  # type: ignore[index]
    boards = tmp_path / "boards"
    assert (boards / f"game-{game_id}.png").is_file() and (boards / f"game-{game_id}-hand.png").is_file()
    # a path longer than the line is left whole on a line of its own
    assert f"Hand picture written to {boards / f'game-{game_id}-hand.png'}" in " ".join(out.split())


def test_hanse_offers_far_flights_as_one_choice_and_plays_them_step_by_step(tmp_path: Path) -> None:
    done = starmail(GAMES["hanse"], tmp_path, "1\n" * 6)  # the first choices: soon a flight with shortcuts
    shortcut = re.search(r"^Or, in one choice:\n +(\d+)\. (Fly to .+)$", done.stdout, re.MULTILINE)
    assert shortcut is not None, done.stdout[-2500:]
    number, label = shortcut[1], shortcut[2].strip()
    answered = done.stdout[: shortcut.start()].count("Your choice (")  # the prompts before the one offering it
    steps = int(re.search(r"\((\d+) steps,", label)[1])  # type: ignore[index]
    again = tmp_path / "again"
    again.mkdir()
    played = starmail(GAMES["hanse"], again, "1\n" * answered + f"{number}\nq\n")
    # the flight is told once, by the narration of its steps (not also as "You: Fly to …")
    assert f"You: {label}" not in played.stdout
    news = played.stdout.rsplit(f"): {number}\n", 1)[1].split("Your ", 1)[0]
    assert len(re.findall(r"^  • Player 1 \(you\) flew ", news, re.MULTILINE)) == steps  # one logged step per move


def test_the_rules_command_and_render_write_where_they_say(tmp_path: Path) -> None:
    rules = starmail(["rules", "andromeda", "--locale", "de"], tmp_path)
    assert rules.returncode == 0 and rules.stdout.startswith("Andromeda: die Regeln in Kürze")
    assert "Spielen an diesem Terminal" in rules.stdout
    unknown = starmail(["rules", "chess"], tmp_path)
    assert unknown.returncode == 2 and "Traceback" not in unknown.stderr
    rendered = starmail(["render", "hanse", "--seed", "3", "--steps", "4"], tmp_path)
    assert rendered.returncode == 0, rendered.stderr
    path = tmp_path / "boards" / "hanse-seed3-after4.png"
    assert rendered.stdout.startswith(f"Wrote {path} (")
    assert path.is_file() and not list(tmp_path.glob("*.png"))


def test_every_command_the_help_names_runs(tmp_path: Path) -> None:
    """The README's commands and the help's are the parser's: each answers --help without a traceback."""
    parser = build_parser()
    choices = next(a for a in parser._actions if a.dest == "command").choices  # argparse keeps its subcommands there
    assert choices is not None
    for name in choices:
        done = run_printed([sys.executable, "-m", "bot.cli", name, "--help"], tmp_path)
        assert done.returncode == 0 and "usage:" in done.stdout, (name, done.stderr)


class Terminal:
    """`starmail play` on a pseudo-terminal of 100 x 20: what it writes, and answers typed at its prompts."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 20, 100, 0, 0))
        env = {**cli_env(cwd), "TERM": "xterm-256color", "COLUMNS": "100", "LINES": "20"}
        env.pop("NO_COLOR", None)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot.cli", *args], cwd=cwd, env=env, stdin=slave, stdout=slave, stderr=slave
        )
        os.close(slave)
        self.seen = ""

    def read_until(self, *markers: str, limit: float = HANG) -> str:
        """Output up to the next of `markers` (or the end); returns which marker, "" at the end."""
        start = len(self.seen)
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            fresh = ANSI.sub("", self.seen[start:])
            for marker in markers:
                if marker in fresh:
                    self.seen = self.seen[:start] + self.seen[start:]
                    return marker
            ready, _, _ = select.select([self.master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the process ended and closed the terminal
                    return ""
                if not chunk:
                    return ""
                self.seen += chunk.decode("utf-8", "replace")
            elif self.process.poll() is not None:
                return ""
        raise AssertionError(f"{hang(f'one of {markers}', limit)}; last output: {self.seen[-800:]!r}")

    def type(self, line: str) -> None:
        os.write(self.master, (line + "\n").encode())

    def close(self) -> int:
        try:
            return self.process.wait(timeout=HANG)
        finally:
            os.close(self.master)


@pytest.mark.parametrize("game", ["hanse", "andromeda"])
def test_a_whole_game_on_a_terminal_is_coloured_paged_and_names_things(tmp_path: Path, game: str) -> None:
    terminal = Terminal(GAMES[game], tmp_path)
    answers = iter(["?2", "r", *(["1"] * 3000)])
    paged = 0
    try:
        while True:
            marker = terminal.read_until("Your choice (", "More (Enter)", "Game over: ")
            if marker == "More (Enter)":
                paged += 1
                terminal.type("")
            elif marker == "Your choice (":
                # the prompt ends with ": "; answer once it is all there
                terminal.type(next(answers))
                terminal.seen += "\n"  # keeps the next search after this prompt
            else:
                break
        terminal.read_until("Final board: ", limit=30)
    finally:
        status = terminal.close()
    out = terminal.seen
    assert status == 0, out[-1500:]
    assert ANSI.search(out), "a terminal gets colour"
    plain = ANSI.sub("", out).replace("\r\n", "\n")
    assert paged >= 1, "the rules did not fit one screen, so they are paged"
    assert "Playing at this terminal" in plain and re.search(r"^2\. .+\n  \S", plain, re.MULTILINE)
    lines = [line.replace(str(tmp_path), "") for line in plain.splitlines()]
    assert not printed_ids(lines, game), printed_ids(lines, game)[:5]
    assert "│" in plain and "Card" in plain  # the table's frame and the hand's card table


def test_the_command_a_refusal_suggests_runs_as_printed(tmp_path: Path) -> None:
    refused = starmail(["play"], tmp_path)
    assert refused.returncode == 2
    suggested = re.search(r"e\.g\. (.+), or give --resume GAME_ID\.", refused.stderr)
    assert suggested is not None, refused.stderr
    started = run_printed(shlex.split(suggested[1]), tmp_path, "q\n")
    assert started.returncode == 0 and "Started game 1: Perry Rhodan: The Cosmic Hansa" in started.stdout
