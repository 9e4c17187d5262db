"""`simulate` on the toy game: every game is counted once, shares add up, bad kinds are refused."""

from __future__ import annotations

import io

import pytest

from bot.local.progress import ProgressBar
from bot.local.simulate import UnknownPlayerKind, count_turns, simulate
from rules.players import play_game, players_for
from tests.toy_game import TOY


def test_wins_add_up_to_the_number_of_games() -> None:
    report = simulate(TOY, ["random", "random", "random"], games=25, first_seed=100)
    assert report.games == 25
    assert sum(report.wins_by_seat.values()) == pytest.approx(25)
    assert report.wins_by_kind == {"random": pytest.approx(25)}
    assert report.seats_by_kind == {"random": 3}
    assert report.reasons == {"rounds_played": 25}


def test_mean_length_matches_the_games_played() -> None:
    players = players_for(TOY)
    logs = [play_game(TOY, {"p1": players["random"], "p2": players["random"]}, seed)[1] for seed in range(10)]
    report = simulate(TOY, ["random", "random"], games=10, first_seed=0)
    assert report.mean_actions == pytest.approx(sum(len(log) for log in logs) / 10)
    turns = [count_turns([seat for seat, _ in log]) for log in logs]
    assert report.mean_turns == pytest.approx(sum(turns) / 10)
    assert report.actions_per_second > 0


def test_count_turns_counts_runs_of_one_seat() -> None:
    assert count_turns(["p1", "p1", "p2", "p1", "p1", "p1", "p2"]) == 4
    assert count_turns([]) == 0


def test_ai_means_the_games_best_player_and_unknown_kinds_are_refused() -> None:
    report = simulate(TOY, ["ai", "random"], games=2)
    assert report.seat_kinds == {"p1": "random", "p2": "random"}  # the toy has no heuristic player
    with pytest.raises(UnknownPlayerKind, match=r"toy has no AI kind 'genius'; choose from ai, random\."):
        simulate(TOY, ["genius", "random"], games=1)


def test_report_lines_show_rates_length_and_speed() -> None:
    text = "\n".join(simulate(TOY, ["random", "random"], games=4).lines())
    assert "4 games of toy" in text
    assert "mean game length:" in text
    assert "actions/s" in text


def test_progress_bar_writes_plain_lines_when_not_a_terminal() -> None:
    stream = io.StringIO()
    bar = ProgressBar(stream, "Simulating")
    for done in range(1, 21):
        bar(done, 20)
    lines = stream.getvalue().splitlines()
    assert lines[0] == "Simulating: 1/20"
    assert lines[-1] == "Simulating: 20/20"
    assert len(lines) == 11  # one per tenth, plus the first
