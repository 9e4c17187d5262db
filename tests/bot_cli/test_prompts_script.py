"""tools/prompts.py, the prompt counter: a short game (Hanse against the AI, one seed) played at the real terminal
table by its scripted player, counted consistently; a game stopped at the cap says so."""

from __future__ import annotations

from pathlib import Path

from bot.store.base import FINISHED_STATUSES
from tools.prompts import Row, Setup, first_shortcut, play_one, table

HANSE = Setup("hanse", ("you", "ai"))


def test_a_hanse_game_is_counted_to_its_end(tmp_path: Path) -> None:
    count = play_one(HANSE, 1, tmp_path)
    assert count.ended and not count.capped and count.status in FINISHED_STATUSES
    assert count.prompts == len(count.choices) > 0
    assert count.prompts >= count.single == count.choices.count(1) >= 0
    assert min(count.choices) >= 1
    assert count.handovers == 0 and count.challenges == 0  # one person at the table; no challenge in Hanse
    lines = table([Row(HANSE, (1,), (count,))]).splitlines()
    assert lines[2].startswith(f"| hanse | you,ai | 1 | {count.prompts} | {count.single} |")
    assert lines[2].endswith("| 1/1 | 0/1 |")


def test_a_game_stopped_at_the_cap_is_reported_as_such(tmp_path: Path) -> None:
    count = play_one(HANSE, 1, tmp_path, cap=5)
    assert count.capped and not count.ended and count.status == "active"
    assert count.prompts == 5 == len(count.choices)


def test_the_first_shortcut_is_read_from_what_the_table_showed() -> None:
    shown = (
        "Your move, Player 1:\n  1. Pass\n  2. Send a ship\nOr, in one choice:\n  3. Send 2 ships\n  4. Send 3 ships\n"
    )
    assert first_shortcut(shown) == "3"
    assert first_shortcut("Your move, Player 1:\n  1. Pass\n") is None
