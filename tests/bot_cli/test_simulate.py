"""`simulate` on the toy game and on Hanse: every game is counted once, shares add up, bad kinds and options are
refused, rotation moves every kind through every seat."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.local.progress import ProgressBar
from bot.local.simulate import UnknownPlayerKind, count_turns, resolve_players, rotated_seating, simulate
from rules.players import default_player, play_game, players_for
from rules.registry import registry
from tests.bot_cli.cli_support import starmail
from tests.toy_game import TOY


def test_wins_add_up_to_the_number_of_games() -> None:
    report = simulate(TOY, ["random", "random", "random"], games=25, first_seed=100)
    assert report.games == 25
    assert sum(report.wins_by_seat.values()) == pytest.approx(25)
    assert report.wins_by_kind == {"random": pytest.approx(25)}
    assert report.seats_by_kind == {"random": 3}
    assert report.reasons == {"rounds played": 25}  # the reason in words, not its key


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
    with pytest.raises(UnknownPlayerKind, match=r"This game has no AI kind “genius”; choose from ai, random, strong\."):
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


def test_simulate_hanse_from_the_command_line(tmp_path: Path) -> None:
    done = starmail(
        ["simulate", "hanse", "--games", "4", "--seats", "ai,random", "--seed", "7", "--option", "round_cap=3"],
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "4 games of hanse"
    assert re.fullmatch(r"p1 +heuristic +\d+\.\d%", lines[3])
    assert re.fullmatch(r"p2 +random +\d+\.\d%", lines[4])
    seat_rates = [float(line.split()[-1].rstrip("%")) for line in lines[3:5]]
    assert sum(seat_rates) == pytest.approx(100, abs=0.2)
    assert any(re.fullmatch(r"mean game length: \d+\.\d actions, \d+\.\d turns", line) for line in lines)
    assert any(re.fullmatch(r"speed: [\d,]+ actions/s", line) for line in lines)
    assert "Simulating hanse: 4/4" in done.stderr


def test_simulate_hanse_matches_the_games_it_plays() -> None:
    hanse = registry.get("hanse")
    report = simulate(hanse, ["ai", "random"], games=3, first_seed=20, options={"round_cap": 3})
    players = {"p1": default_player(hanse), "p2": players_for(hanse)["random"]}
    games = [play_game(hanse, players, seed, {"round_cap": 3}) for seed in (20, 21, 22)]
    assert report.mean_actions == pytest.approx(sum(len(log) for _, log in games) / 3)
    winners = [hanse.result(state).ranking[0] for state, _ in games]
    assert report.wins_by_seat["p1"] == pytest.approx(sum(("p1" in w) / len(w) for w in winners))
    assert sum(report.reasons.values()) == 3


def test_rotation_moves_each_kind_through_every_seat() -> None:
    report = simulate(TOY, ["random", "random", "random"], games=6, rotate=True)
    assert report.rotated
    assert sum(report.wins_by_seat.values()) == pytest.approx(6)
    assert "6 games of toy, seats rotating" in report.lines()


def test_rotated_seating_shifts_players_one_seat_per_game() -> None:
    seated = resolve_players(TOY, ["random", "random"])
    kinds = {"p1": ("a", seated["p1"][1]), "p2": ("b", seated["p2"][1])}
    assert [kind for kind, _ in rotated_seating(kinds, 1).values()] == ["b", "a"]
    assert [kind for kind, _ in rotated_seating(kinds, 2).values()] == ["a", "b"]


def test_a_bad_option_is_one_sentence(tmp_path: Path) -> None:
    done = starmail(["simulate", "hanse", "--games", "1", "--option", "round_cap=-1"], tmp_path)
    assert (done.returncode, done.stderr.strip()) == (2, "Option “round_cap” must be at least 0, not -1.")
