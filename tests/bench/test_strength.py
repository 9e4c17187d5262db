"""The strength bench's arithmetic (bench/strength.py): the Wilson interval and the verdicts it prints."""

from __future__ import annotations

import pytest

from bench import strength
from bench.strength import SETTINGS, Setting, p99, verdict, wilson


def test_the_wilson_interval_matches_its_textbook_values() -> None:
    low, high = wilson(50, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 3) == 0.278
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_shared_win_counts_as_a_fraction_of_a_success() -> None:
    assert wilson(12.5, 40) == pytest.approx(wilson(25, 80), abs=0.05)
    assert wilson(12.5, 40)[0] < 12.5 / 40 < wilson(12.5, 40)[1]


def test_the_verdicts_follow_the_issue_targets() -> None:
    hanse = SETTINGS["hanse"]
    assert verdict(hanse, 0.61, 0.5) == ("win share >= 60%", True)
    assert verdict(hanse, 0.59, 0.5)[1] is False
    four = Setting("andromeda", 4, 100)
    assert verdict(four, 0.40, 0.26) == ("Wilson low > 25.0%", True)
    assert verdict(four, 0.40, 0.25)[1] is False


def test_the_slowest_percentile_is_taken_from_the_top() -> None:
    assert p99([float(n) for n in range(1, 101)]) == 99.0
    assert p99([3.0]) == 3.0
    assert p99([]) == 0.0


def test_every_game_has_a_setting_with_the_issues_table_and_at_least_its_games() -> None:
    least = {"hanse": (2, 200), "andromeda": (4, 100), "starfarers": (3, 40), "cosmic": (4, 40)}
    assert SETTINGS.keys() == least.keys()
    for name, (players, games) in least.items():
        assert SETTINGS[name].players == players
        assert SETTINGS[name].games >= games, name
    assert SETTINGS["cosmic"].games == 100, "40 games cannot tell its 35-37 % from the fair 25 %"


def test_the_table_ends_by_naming_the_targets_not_met(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def row(setting: Setting, games: int, seconds: float, workers: int) -> tuple[str, bool]:
        return f"| {setting.game} | {games} | {seconds:g} s |", setting.game == "hanse"

    monkeypatch.setattr(strength, "run", row)
    assert strength.main(["--game", "hanse", "--game", "andromeda", "--games", "3"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[2:4] == ["| hanse | 3 | 0.1 s |", "| andromeda | 3 | 0.5 s |"]
    assert printed[-1] == (
        'Targets not met: andromeda. Why, and what was tried: docs/decisions/search-ai.md ("How strong" and "Limits").'
    )
