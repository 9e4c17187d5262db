"""Cosmic Encounter at the terminal: whole games of 3 to 6 players through pipes against the AI to their end (a turn
limit), and a deal typed as a request ("deal propose …", in English or the table's language), its two words read as
one request."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.game.base.requests import request_usage
from bot.local.requests import Typed, parse_request
from rules.registry import registry
from tests.bot_cli.cli_support import starmail
from tools.prompts import Setup, play_one

pytestmark = pytest.mark.heavy  # whole games: run first (tests/conftest.py)

GAME = registry.get("cosmic")
SEATS = ["p1", "p2", "p3"]
NAMES = {"p1": "Player 1 (you)", "p2": "Anna", "p3": "Player 3 (AI)"}


def test_a_deal_is_typed_as_two_words_with_its_fields() -> None:
    typed = parse_request(GAME, "deal propose cards_to_opponent=2 random your_base_on=Red 2", "en", SEATS, NAMES)
    assert typed == Typed("deal propose", {"cards_to_opponent": "2 random", "your_base_on": "Red 2"})
    german = parse_request(GAME, "abmachung vorschlagen karten_vom_gegner=1", "de", SEATS, NAMES)
    assert german == Typed("deal propose", {"cards_from_opponent": "1"})
    assert parse_request(GAME, "deal abandon", "en", SEATS, NAMES) == Typed("deal abandon", {})
    assert parse_request(GAME, "deal", "en", SEATS, NAMES) is None  # one word names no request of the group
    assert request_usage(GAME, ("deal accept",), "de", slash=True) == "/abmachung annehmen [vorschlag:…]"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_cosmic_game_at_the_terminal_runs_to_its_end(players: int, tmp_path: Path) -> None:
    seats = ",".join(["you"] + ["ai"] * (players - 1))
    args = ["play", "cosmic", "--seed", "3", "--option", "turn_limit=2", "--seats", seats]
    done = starmail(args, tmp_path, "1\n" * 4000)
    assert done.returncode == 0, done.stderr
    assert "Game over" in done.stdout
    assert "Cosmic Encounter" in done.stdout


def test_a_table_of_chosen_powers_at_the_terminal_keeps_its_powers_and_plays_to_the_end(tmp_path: Path) -> None:
    """`power_mode` `choose_powers` (issue 16): the player keeps one of the three powers dealt to him from a numbered
    list, the AI keeps its own, and the game runs to its end with every event told in words."""
    args = ["play", "cosmic", "--seed", "5", "--option", "turn_limit=2", "--option", "power_mode=choose_powers"]
    done = starmail([*args, "--seats", "you,ai,ai,ai"], tmp_path, "1\n" * 4000)
    assert done.returncode == 0, done.stderr
    assert "Game over" in done.stdout
    assert "Something happened" not in done.stdout


def test_at_a_hot_seat_p_passes_in_every_window_until_the_players_turn(tmp_path: Path) -> None:
    """A window's prompt offers "p" (docs/decisions/single-choices.md): players who take it are asked in far fewer
    windows, so a challenge asks fewer prompts; the first 400 prompts of one seeded table, with and without."""
    setup = Setup("cosmic", ("you", "you", "you"))
    asked = play_one(setup, 1, tmp_path / "asked", cap=400)
    ordered = play_one(setup, 1, tmp_path / "ordered", cap=400, until_turn=True)
    assert asked.challenges >= 3 and ordered.challenges >= 3
    assert ordered.prompts / ordered.challenges < 0.8 * asked.prompts / asked.challenges
