"""`starmail luck GAME_ID`: the luck report in words and a chart in the board folder, in the reader's language."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import Image

from tests.bot_cli.cli_support import starmail
from tests.bot_cli.test_no_english_terminal import english

GAME = ["play", "hanse", "--seed", "5", "--option", "round_cap=3"]


def test_luck_of_a_played_game_in_words_and_as_a_chart(tmp_path: Path) -> None:
    assert starmail(GAME, tmp_path, "1\n" * 400).returncode == 0
    done = starmail(["luck", "1"], tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"Player 1 \(you\): \d+ draws? of chance gave [\d.]+ where [\d.]+ was expected .+\.", lines[0])
    assert any(line.startswith("Player 2 (AI): ") for line in lines)
    chart = tmp_path / "boards" / "game-1-luck.png"
    assert lines[-1] == f"Luck chart written to {chart}"
    with Image.open(chart) as image:
        assert image.size == (1100, 620)
    german = starmail(["luck", "1", "--locale", "de"], tmp_path)
    problem = english([line for line in german.stdout.splitlines() if line.strip()], "de", ["hanse"])
    assert not problem, problem


def test_luck_of_a_missing_game_is_one_sentence(tmp_path: Path) -> None:
    done = starmail(["luck", "9"], tmp_path)
    assert done.returncode == 2 and done.stderr.strip() == "There is no game 9 in this database."
