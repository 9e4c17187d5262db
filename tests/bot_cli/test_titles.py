"""The terminal table names its game as published in the reader's language (rules/base.py `title_in`)."""

from __future__ import annotations

from pathlib import Path

from tests.bot_cli.cli_support import starmail

GERMAN = "Perry Rhodan: Die Kosmische Hanse"
ENGLISH = "Perry Rhodan: The Cosmic Hansa"


def test_a_german_table_says_the_german_title(tmp_path: Path) -> None:
    played = starmail(["play", "hanse", "--seed", "3", "--locale", "de"], tmp_path, "q\n")
    assert played.returncode == 0, played.stderr
    assert f"Partie 1 gestartet: {GERMAN} (Seed 3;" in played.stdout
    assert f"== Partie 1 · {GERMAN} · Zug 2 · Spieler 1 (du)" in played.stdout
    assert ENGLISH not in played.stdout + played.stderr


def test_a_refused_resume_names_the_game_in_the_readers_language(tmp_path: Path) -> None:
    assert starmail(["play", "hanse", "--seed", "3"], tmp_path, "q\n").returncode == 0
    other = starmail(["play", "andromeda", "--resume", "1", "--locale", "fr"], tmp_path)
    assert other.returncode == 2
    assert other.stderr.strip() == "La partie 1 est une partie de Perry Rhodan : Die Kosmische Hanse, pas de andromeda."
