"""The options in the rules (`starmail rules GAME` and `/game rules`: every option with its default and the values
allowed; `r` at the table: the values this game was started with, in the summary too), text wrapped between words
at the console's width, and the board picture drawn per turn, not after every pass."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from bot.discord.present.rules_text import rules_pages
from bot.game.service import GameService
from bot.local.console import Console, wrapped
from bot.local.seating import plan_seats
from bot.local.table import LocalTable, Runner, open_local_game, rules_screen
from bot.store import SqliteStore
from rules.registry import registry
from tests.bot_cli.cli_support import ScriptedInput, starmail


def play(
    runner: Runner, tmp_path: Path, game_id: str, seats: list[str], options: dict[str, Any], answers: list[str]
) -> tuple[str, list[Any]]:
    game = registry.get(game_id)
    store = runner(SqliteStore.open(tmp_path / "games.db", synchronous="OFF"))
    try:
        service = GameService(store, ai_in_thread=False, seed_source=lambda: 3)
        plans = plan_seats(seats, game.min_players, game.max_players, game.id)
        first = runner(open_local_game(service, game, plans, options))
        out = io.StringIO()
        table = LocalTable(service, runner, game, first.game_id, Console(ScriptedInput(answers), out), tmp_path / "b")
        assert table.play(first) == 0
        log = runner(store.read_log(first.game_id))
    finally:
        runner(store.close())
    return out.getvalue(), log


def shown(renderables: list[Any], width: int = 100) -> str:
    out = io.StringIO()
    Console(ScriptedInput([]), out, width).show(*renderables)
    return out.getvalue()


def test_the_rules_command_lists_every_option_with_its_default_and_the_values_allowed(tmp_path: Path) -> None:
    done = starmail(["rules", "starfarers"], tmp_path)
    assert done.returncode == 0, done.stderr
    text = " ".join(done.stdout.split())
    assert "• target_vp: Victory points needed to win. Default: 15; allowed: from 10 to 20." in text
    assert "• max_rounds: End the game after this many rounds if nobody has won (0 = no limit). Default: 100;" in text
    assert "• setup_draft: Players place their starting colonies" in text
    assert "Default: no (`false`); allowed: yes (`true`) or no (`false`)." in text
    assert "The first to reach 15 victory points" in text  # the summary at the defaults
    cosmic = " ".join(shown(rules_screen(registry.get("cosmic"), "de")).split())
    assert "• power_pool: " in cosmic and "erlaubt: eines von Erste Ausgabe (`r1`), " in cosmic


def test_game_rules_on_discord_list_every_option_with_the_values_allowed() -> None:
    first = rules_pages("starfarers")[0]
    assert "**Option `target_vp`**: Victory points needed to win. Default: 15; allowed: from 10 to 20." in first
    assert "**Option `max_rounds`**: " in first and "allowed: from 0 to 500." in first


def test_r_at_the_table_tells_the_rules_with_this_games_options(runner: Runner, tmp_path: Path) -> None:
    options = {"target_vp": 12, "max_rounds": 30, "extra_two_cards": True}
    text, _log = play(runner, tmp_path, "starfarers", ["you", "ai", "ai"], options, ["r", "q"])
    flat = " ".join(text.split())
    assert "The first to reach 12 victory points" in flat and "after 30 rounds" in flat
    assert "This game's options" in flat
    assert "• Victory points needed to win. In this game: 12 (default: 15)." in flat
    assert "draws 2 extra cards instead of 1. In this game: yes (default: no)." in flat
    assert "target_vp" not in text  # nothing to type any more: no option names


def test_a_long_line_is_wrapped_between_words_under_its_own_text() -> None:
    line = "  • Player 3 (AI) shakes the mother ship: the black ball, an encounter with a merchant!"
    assert wrapped(line, 40) == [
        "  • Player 3 (AI) shakes the mother",
        "    ship: the black ball, an encounter",
        "    with a merchant!",
    ]
    path = "Board written to /a/very/long/folder/that/no/width/can/hold/game-1.png"
    assert wrapped(path, 30) == ["Board written to", "/a/very/long/folder/that/no/width/can/hold/game-1.png"]
    out = io.StringIO()
    console = Console(ScriptedInput(["1"]), out, 30)
    assert console.ask("Your choice (1-3; ?N explains choice N, q quits): ") == "1"
    assert out.getvalue() == "Your choice (1-3; ?N\nexplains choice N, q\nquits): 1\n"  # room left for the answer


def test_a_hint_is_wrapped_at_a_narrow_console(runner: Runner, tmp_path: Path) -> None:
    text, _log = play(runner, tmp_path, "starfarers", ["you", "ai", "ai"], {}, ["?1", "q"])
    hint = text.split("): ?1\n", 1)[1].split("Your choice", 1)[0]
    assert hint.startswith("1. ")
    assert all(len(line) <= 100 for line in text.splitlines() if "/" not in line)


def test_the_board_picture_is_drawn_per_turn_not_after_every_pass(runner: Runner, tmp_path: Path) -> None:
    text, log = play(runner, tmp_path, "cosmic", ["you", "ai", "ai"], {"turn_limit": 2}, ["1"] * 600)
    assert "Game over: " in text
    pictures = text.count("Board written to")
    mine = sum(1 for row in log if row.kind == "move" and row.user_id is not None)
    assert 1 < pictures < mine, (pictures, mine)


def test_the_board_picture_follows_each_step_of_a_flight(runner: Runner, tmp_path: Path) -> None:
    """Starfarers: the picture is drawn again after each step the player's ship flies, within the turn."""
    text, _log = play(runner, tmp_path, "starfarers", ["you", "ai", "ai"], {"max_rounds": 3}, ["1"] * 400)
    steps = text.split("• Player 1 (you)'s ship 1 flies to point ")[1:]
    assert len(steps) >= 2, "the player's ship never flew"
    before = text.split("• Player 1 (you)'s ship 1 flies to point ")[:-1]
    for told in before:
        since_prompt = told.rsplit("Your choice", 1)[1]
        assert "Board written to" in since_prompt


def test_a_command_to_copy_is_never_broken_across_lines() -> None:
    command = "/a/long/checkout/.venv/bin/starmail play --resume 12"
    line = f"Game 12 is saved. Continue it with: {command}"
    lines = wrapped(line, 40, whole=(command,))
    assert lines == ["Game 12 is saved. Continue it with:", command]
    assert wrapped(line, 40) != lines  # without it, the command breaks at its spaces
