"""One engine skeleton (issue 38): every game names the same roles the same way (docs/adding-a-game.md), declares its
decisions in a `rules.decisions.Decisions` table, changes its state only through rules/frozen.py and reports events
one way (appended to a handed-in list). These checks read the games' sources, so a fifth game is held to them too.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from rules.decisions import Decision, Decisions
from rules.registry import KNOWN_GAMES

ROOT = Path(__file__).resolve().parents[2] / "rules"
GAMES = KNOWN_GAMES

ROLES = ("components", "state", "setup", "decisions", "views", "names", "text", "ai", "testing", "game")
"""The modules every game has, each with the role docs/adding-a-game.md gives it."""
RETIRED = ("cards", "view", "testing_support", "actions", "tasks_registry")
"""Names a role once had in one game: a module of that name would make two names for one role again."""


def _sources(game: str) -> list[Path]:
    return sorted(p for p in (ROOT / game).rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_names_the_same_roles_the_same_way(game: str) -> None:
    names = {p.stem for p in (ROOT / game).glob("*.py")}
    assert [role for role in ROLES if role not in names] == []
    assert [old for old in RETIRED if old in names] == []


@pytest.mark.parametrize("game", GAMES)
def test_every_game_declares_its_decisions_in_one_table(game: str) -> None:
    module = importlib.import_module(f"rules.{game}.decisions")
    table = module.DECISIONS
    assert isinstance(table, Decisions) and len(table) > 0
    assert all(isinstance(made, Decision) for made in table.values())


def _calls_and_writes(tree: ast.AST) -> list[str]:
    """The ways a module builds or changes a state besides rules/frozen.py: its own `evolve`, a write into an
    object's `__dict__`, an object's class changed in place, `dataclasses.replace`."""
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name in {"evolve", "with_field", "thaw", "freeze"}:
            found.append(f"def {node.name} (line {node.lineno})")
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            inner = target.value if isinstance(target, ast.Subscript) else target
            if isinstance(inner, ast.Attribute) and inner.attr in {"__dict__", "__class__"}:
                found.append(f"a write into {inner.attr} (line {node.lineno})")
        if (
            isinstance(node, ast.ImportFrom)
            and node.module == "dataclasses"
            and any(alias.name == "replace" for alias in node.names)
        ):
            found.append(f"dataclasses.replace (line {node.lineno})")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_game_changes_its_state_only_through_rules_frozen(game: str) -> None:
    found = {
        str(path.relative_to(ROOT)): hits
        for path in _sources(game)
        if (hits := _calls_and_writes(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}


def _returns_events(node: ast.FunctionDef) -> bool:
    """A function annotated to return a state together with a list of events."""
    annotation = ast.unparse(node.returns) if node.returns is not None else ""
    return annotation.startswith("tuple[") and "list[Event]" in annotation


@pytest.mark.parametrize("game", GAMES)
def test_events_are_appended_to_a_handed_in_list_never_returned(game: str) -> None:
    found = [
        f"{path.relative_to(ROOT)}: {node.name}"
        for path in _sources(game)
        if path.stem != "testing"  # test support may hand a test what a run of actions told
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef) and _returns_events(node)
    ]
    assert found == []


def test_the_checks_find_what_they_look_for() -> None:
    """The source checks above are not blind: each finds the trick it forbids in a module that uses it."""
    tricks = ast.parse(
        "from dataclasses import replace\n"
        "def evolve(x): ...\n"
        "def f(new):\n"
        "    new.__dict__['seq'] = 1\n"
        "    new.__class__ = object\n"
        "def g(state) -> tuple[State, list[Event]]: ...\n"
    )
    assert len(_calls_and_writes(tricks)) == 4
    assert [n.name for n in ast.walk(tricks) if isinstance(n, ast.FunctionDef) and _returns_events(n)] == ["g"]
