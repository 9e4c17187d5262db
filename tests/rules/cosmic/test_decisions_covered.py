"""Every decision of the spec's section 8 that the first release needs has a scenario test: a test of
tests/rules/cosmic names it ("D-07: ...") in its docstring. The decisions about powers of later waves (D-19
`choose_powers`/`hidden_powers`, D-45 Machine, D-47 Void and Zombie, D-48 Pacifist, Loser and Human, D-50
Philanthropist) come with those powers."""

from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
LATER_WAVES = {19, 45, 47, 48, 50}
FIRST_RELEASE = [f"D-{n:02d}" for n in range(1, 51) if n not in LATER_WAVES]


def named_by_tests() -> set[str]:
    named: set[str] = set()
    for path in HERE.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                named |= set(re.findall(r"D-\d\d", ast.get_docstring(node) or ""))
    return named


def test_every_decision_of_the_first_release_is_named_by_a_scenario_test() -> None:
    named = named_by_tests()  # read once: every test file is parsed
    missing = [d for d in FIRST_RELEASE if d not in named]
    assert missing == []
