"""At the terminal, a German, French or Dutch player reads no English and no internal id.

`starmail play` as a subprocess with `--locale`, a person against the AI, to the end of a whole (short) game of
Hanse and of Andromeda; a bad choice is typed once, and `v` shows the table again. Everything printed (the
frame, the board and the hand in words, the narration, the choices, the refusal, the result) is checked with the
catalog-built detector (tests/e2e/english.py). Paths (the database, the board picture) are left out: they are
the player's own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.registry import registry
from tests.bot_cli.cli_support import starmail
from tests.e2e.english import findings, report

SEATS = {"hanse": "you,ai", "andromeda": "you,ai,ai"}


@pytest.mark.parametrize("locale", ["de", "fr", "nl"])
@pytest.mark.parametrize("game", ["hanse", "andromeda"])
def test_a_whole_game_at_the_terminal_in_one_language_has_no_english(tmp_path: Path, game: str, locale: str) -> None:
    args = ["play", game, "--seed", "5", "--option", "round_cap=1", "--seats", SEATS[game], "--locale", locale]
    done = starmail(args, tmp_path, "zz\nv\n" + "1\n" * 400)
    assert done.returncode == 0, done.stderr
    lines = [line.replace(str(tmp_path), " ") for line in done.stdout.splitlines()]
    assert len(lines) > 20
    assert not any("Game over" in line for line in lines)
    over = {"de": "Partie vorbei: ", "fr": "Partie terminée : ", "nl": "Spel afgelopen: "}[locale]
    assert any(line.startswith(over) for line in lines), done.stdout[-2000:]
    found = findings(lines, locale, [registry.get(game).title], [game])
    assert not found, f"{len(found)} English or internal words reached a {locale} terminal:\n{report(found)}"
