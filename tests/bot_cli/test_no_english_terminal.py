"""At the terminal, a German, French or Dutch player reads no English and no internal id.

`starmail play --locale` as a subprocess, to the end of a whole game of Hanse (two people at one terminal) and of
Andromeda (two people and the AI), each person answering at random from a seeded list that also holds bad answers
(refused in one sentence and asked again) and `v` (the table again). Everything printed (the frame, the hand-over,
the board and the hand in words, the narration, the choices, the refusals, the result) is checked with the
catalog-built detector (tests/e2e/english.py). Then what a player does around a game: the command line's
refusals, leaving with `q`, verifying, the timelapse, exporting and importing a game. Paths (the database, the
board picture, the interpreter in a hint) are left out: they are the player's own.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules.registry import registry
from tests.bot_cli.cli_support import cli_env
from tests.e2e.english import Finding, findings, report
from tests.waits import HANG

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

SEATS = {"hanse": "you,human", "andromeda": "you,human,ai"}
ROUNDS = {"hanse": 4, "andromeda": 3}
"""A whole game to its end (by the round limit) in a few seconds, with flights, loads, trades and scores."""
GAME_OVER = {"de": "Partie vorbei: ", "fr": "Partie terminée : ", "nl": "Spel afgelopen: "}
NAMES = [*(registry.get(g).title for g in registry.ids()), *registry.ids()]
"""Names a player reads as they are: the games' titles, and their ids, which the player types."""
SEAT_KINDS = ("you", "human", "ai", "heuristic", "random", "strong")
"""What a player types after --seats, listed when they typed something else."""
ODD_ANSWERS = ("zz", "", "99", "0", "v")


def run(args: list[str], tmp_path: Path, locale: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """`starmail ARGS` in tmp_path, in an environment whose language is `locale` (for the commands without
    --locale)."""
    env = {
        **cli_env(tmp_path),
        "LC_ALL": f"{locale}_{locale.upper()}.UTF-8",
        "LANG": f"{locale}_{locale.upper()}.UTF-8",
    }
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        check=False,
        cwd=tmp_path,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=HANG,
    )


def answers(seed: int, count: int = 4000) -> str:
    """A person choosing at random (mostly small numbers, as most prompts offer a few), now and then typing
    something the table refuses or asking to see the table again; never q."""
    rand = random.Random(seed)
    lines = [rand.choice(ODD_ANSWERS) if rand.random() < 0.08 else str(rand.randint(1, 6)) for _ in range(count)]
    return "\n".join(lines) + "\n"


def printed(done: subprocess.CompletedProcess[str], tmp_path: Path) -> list[str]:
    """What the command printed, without paths: the player's folder, and the interpreter the hints name (wherever
    the checkout lives, its folders' names are not words the player reads)."""
    lines = (done.stdout + done.stderr).splitlines()
    return [line.replace(str(tmp_path), " ").replace(sys.executable, " ") for line in lines if line.strip()]


def english(lines: list[str], locale: str, games: list[str], typed: tuple[str, ...] = ()) -> str:
    found: list[Finding] = findings(lines, locale, [*NAMES, *typed], games)
    return f"{len(found)} English or internal words reached a {locale} terminal:\n{report(found)}" if found else ""


@pytest.mark.parametrize("locale", ["de", "fr", "nl"])
@pytest.mark.parametrize("game", ["hanse", "andromeda"])
def test_a_whole_game_at_the_terminal_in_one_language_has_no_english(tmp_path: Path, game: str, locale: str) -> None:
    args = ["play", game, "--seed", "5", "--option", f"round_cap={ROUNDS[game]}", "--seats", SEATS[game]]
    done = run([*args, "--locale", locale], tmp_path, "en", answers(7))
    assert done.returncode == 0, done.stderr
    lines = printed(done, tmp_path)
    assert any(line.startswith(GAME_OVER[locale]) for line in lines), done.stdout[-2000:]
    assert len(lines) > 300, "the game printed too little to judge"
    problem = english(lines, locale, [game])
    assert not problem, problem


@pytest.mark.parametrize("locale", ["de", "fr", "nl"])
def test_around_a_game_the_command_line_speaks_the_players_language(tmp_path: Path, locale: str) -> None:
    lines: list[str] = []
    for wrong in (
        ["play", "hanse", "--seats", "you"],
        ["play", "hanse", "--option", "round_cap=x"],
        ["play", "chess"],
        ["play"],
    ):
        refused = run([*wrong, "--locale", locale], tmp_path, locale)
        assert refused.returncode == 2, (wrong, refused.stderr)
        lines += printed(refused, tmp_path)
    unknown_kind = run(["play", "hanse", "--seats", "you,genius", "--locale", locale], tmp_path, locale)
    assert unknown_kind.returncode == 2, unknown_kind.stderr
    problem = english(printed(unknown_kind, tmp_path), locale, ["hanse"], SEAT_KINDS)  # it lists the kinds to type
    assert not problem, problem
    left = run(["play", "hanse", "--seed", "5", "--locale", locale], tmp_path, "en", "zz\n1\nq\n")
    assert left.returncode == 0, left.stderr
    lines += printed(left, tmp_path)
    for command in (["verify", "1"], ["replay", "1", "--locale", locale], ["export", "1", "--out", "game.json"]):
        done = run(command, tmp_path, locale)
        assert done.returncode == 0, (command, done.stderr)
        lines += printed(done, tmp_path)
    imported = run(["import", "game.json"], tmp_path, locale)
    assert imported.returncode == 0, imported.stderr
    lines += printed(imported, tmp_path)
    problem = english(lines, locale, ["hanse"])
    assert not problem, problem
